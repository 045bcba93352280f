import AutoLayout
import ConsoleLog
import Diagnostics
import TextSupport
import VisualFormat

/// What `vfl explain-log`, `:log` and `:paste` say about a paste of Apple's
/// unsatisfiable-constraints logs: per log, the views and constraints rebuilt from it, the
/// verdict, the minimal conflicting set and its arithmetic, which constraint Apple broke, where
/// each came from, and the fixes ranked by how little they move; then the lines not read.
public struct ConsoleLogReport: Sendable {
    /// The paste as read.
    public let paste: LogPaste
    /// One explanation per log, in order.
    public let explanations: [LogExplanation]

    /// Read and explain `text`; `margins` is what a margin attribute insets (0 to switch the
    /// assumption off).
    public init(_ text: String, margins: Double = 8) {
        paste = ConsoleLogReader.read(text)
        explanations = paste.logs.map { LogExplanation($0, margins: margins) }
    }

    /// The log a session should load: the first that conflicts, else the first with constraints.
    public var primaryLog: Int? {
        explanations.firstIndex { $0.conflict } ?? explanations.firstIndex { !$0.rebuilt.constraints.isEmpty }
    }

    // MARK: Text

    /// The report for people.
    public var text: String {
        var out: [String] = []
        if paste.logs.isEmpty { out.append("no Auto Layout constraint log found in the paste") }
        for (k, e) in explanations.enumerated() {
            let log = paste.logs[k]
            let r = e.rebuilt
            out.append(
                "log \(k + 1) of \(paste.logs.count), line \(log.line) (\(log.platform.rawValue)): "
                    + "\(log.constraints.count) constraint\(log.constraints.count == 1 ? "" : "s") between \(r.views.count) view\(r.views.count == 1 ? "" : "s")"
            )
            if !r.views.isEmpty {
                out.append(
                    "  views: "
                        + r.views.map { v in
                            "\(v.name) = \(v.className.isEmpty ? "?" : v.className)\(v.address.map { " " + $0 } ?? "")\(v.text.map { " '\($0)'" } ?? "")"
                        }.joined(separator: "; "))
            }
            for i in r.inferences { out.append("  inferred: " + i) }
            for a in r.assumptions { out.append("  assumed: " + a) }
            for c in r.constraints {
                let equation = c.constraint?.description ?? "(not rebuilt: \(c.problem ?? "?"))"
                let mark = e.minimal.contains(c.id) ? "*" : " "
                let broke = e.appleBroke == c.id ? "  ← Apple broke this one" : ""
                out.append("  \(mark)#\(c.id) \(equation)   [\(c.origin.rawValue), line \(c.printed.line)]\(broke)")
            }
            if e.conflict {
                out.append("  conflict: \(e.minimal.map { "#\($0)" }.joined(separator: " ")) cannot all hold (* above)")
                if !e.arithmetic.isEmpty { out.append("    " + e.arithmetic) }
                if let broken = log.broken, e.appleBroke == nil { out.append("  Apple broke a constraint not in the list: \(broken.text)") }
                let origins = Set(e.minimal.map { r.constraints[$0 - 1].origin })
                if origins.count > 1 || origins.first != .app {
                    out.append("  where they come from:")
                    for origin in [
                        ConstraintOrigin.app, .autoresizing, .encapsulated, .margins, .safeArea, .stackView, .layoutGuide, .system,
                    ]
                    where origins.contains(origin) {
                        let ids = e.minimal.filter { r.constraints[$0 - 1].origin == origin }.map { "#\($0)" }.joined(separator: " ")
                        out.append("    \(ids): \(origin.advice)")
                    }
                }
                if e.fixes.isEmpty {
                    out.append("  no constraint of the set is the app's own: the conflict is inside the frameworks")
                } else {
                    out.append("  fixes, fewest points moved first (frames after the change):")
                    for fix in e.fixes.prefix(8) {
                        let what = fix.priority.map { "#\(fix.id) at \(formatNumber($0))" } ?? "drop #\(fix.id)"
                        let frames = r.views.prefix(4).compactMap { v in fix.frames[v.name].map { "\(v.name) \($0.text)" } }
                            .joined(separator: ", ")
                        let more = r.views.count > 4 ? " …" : ""
                        let rest =
                            fix.stillBroken.isEmpty
                            ? "nothing broken" : "still broken: " + fix.stillBroken.map { "#\($0)" }.joined(separator: " ")
                        out.append("    \(what)  →  \(frames)\(more); \(rest)")
                    }
                }
            }
            if let note = e.note { out.append("  " + note) }
            if e.rounding { out.append("  the numbers differ by a few hundredths of a point: rounding, not design") }
        }
        for u in paste.unread {
            out.append("line \(u.line), column \(u.column + 1): could not read this: \(u.message)")
            out.append("  " + u.text)
            out.append("  " + Diagnostic.caretLine(under: u.column, in: u.text))
        }
        return out.joined(separator: "\n")
    }

    // MARK: JSON

    /// `{"logs":[…],"unread":[…]}`, the contract in docs/console-logs.md.
    public var json: JSON {
        let logs: [JSON] = explanations.enumerated().map { k, e in
            let log = paste.logs[k], r = e.rebuilt
            let views: [JSON] = r.views.map { v in
                .object([
                    ("name", .string(v.name)), ("class", .string(v.className)), ("address", v.address.map(JSON.string) ?? .null),
                    ("parent", v.parent.map(JSON.string) ?? .null),
                ])
            }
            let constraints: [JSON] = r.constraints.map { c in
                .object([
                    ("id", .number(Double(c.id))), ("line", .number(Double(c.printed.line))), ("text", .string(c.printed.text)),
                    ("equation", c.constraint.map { .string($0.description) } ?? .null),
                    ("origin", .string(c.origin.rawValue)), ("broken", .bool(e.appleBroke == c.id)),
                ])
            }
            let fixes: [JSON] = e.fixes.map { fix in
                var fields: [(String, JSON)] =
                    fix.priority.map { [("lower", .number(Double(fix.id))), ("priority", .number($0))] }
                    ?? [("drop", .number(Double(fix.id)))]
                fields.append(
                    ("frames", .object(fix.frames.sorted { $0.key < $1.key }.map { ($0.key, .object(LayoutJSON.frame($0.value))) })))
                fields.append(("stillBroken", .array(fix.stillBroken.map { .number(Double($0)) })))
                return .object(fields)
            }
            return .object([
                ("line", .number(Double(log.line))), ("platform", .string(log.platform.rawValue)),
                ("views", .array(views)), ("constraints", .array(constraints)),
                ("conflict", .bool(e.conflict)), ("minimal", .array(e.minimal.map { .number(Double($0)) })),
                ("arithmetic", .string(e.arithmetic)), ("rounding", .bool(e.rounding)),
                ("appleBroke", e.appleBroke.map { .number(Double($0)) } ?? .null),
                ("assumptions", .array(r.assumptions.map(JSON.string))), ("inferences", .array(r.inferences.map(JSON.string))),
                ("note", e.note.map(JSON.string) ?? .null),
                ("fixes", .array(fixes)),
            ])
        }
        let unread: [JSON] = paste.unread.map { u in
            .object([("line", .number(Double(u.line))), ("column", .number(Double(u.column + 1))), ("message", .string(u.message))])
        }
        return .object([("logs", .array(logs)), ("unread", .array(unread))])
    }

    // MARK: Pictures

    /// The SVG picture of log `index`: the rebuilt layout solved, the views of the minimal
    /// conflicting set outlined red.
    public func svg(ofLog index: Int) -> String {
        let e = explanations[index]
        var picture = LayoutPicture(
            caption: "log \(index + 1), line \(paste.logs[index].line)", layout: e.rebuilt.layout, solution: e.solution)
        picture.conflicting = conflictingViews(ofLog: index)
        return SVGRenderer.svg([picture])
    }

    /// Log `index` drawn in the terminal, the views of its minimal set marked `!` (red in colour).
    public func drawing(ofLog index: Int, color: Bool) -> String {
        let e = explanations[index]
        return TerminalDrawing(color: color).draw(
            e.solution, hierarchy: e.rebuilt.layout.hierarchy, conflicting: conflictingViews(ofLog: index))
    }

    private func conflictingViews(ofLog index: Int) -> Set<String> {
        let e = explanations[index], r = e.rebuilt
        return Set(e.minimal.flatMap { id in r.constraints[id - 1].constraint?.items ?? [] })
    }
}
