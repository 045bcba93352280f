import AutoLayout
import Rendering
import TextSupport
import UIKitFacts

/// What the interpreter says after a line: per mode, the status line, the frames that changed
/// and the warnings that are new (conflicts, ambiguity, the keyboard).
extension Interpreter {
    /// What the user saw last, to report only what a line changed.
    struct Snapshot {
        let solution: LayoutSolution
        let ambiguities: [Ambiguity]
        let keyboard: KeyboardCoverage?

        init(_ session: Session) {
            solution = session.solution
            ambiguities = session.ambiguities
            keyboard = Interpreter.keyboardCoverage(session)
        }
    }

    static func keyboardCoverage(_ session: Session) -> KeyboardCoverage? {
        session.state.keyboardHeight.map { Keyboard(height: $0).coverage(of: session.solution) }
    }

    /// The output after a change: per mode, the status line, frames and the warnings that are new.
    func report(_ summary: String, since before: Snapshot) -> String {
        switch settings.mode {
        case .quiet: return ""
        case .json:
            session.checkAmbiguity()
            return SessionJSON.session(session).text
        case .diff, .table, .draw:
            var lines = [status(summary)]
            switch settings.mode {
            case .table: lines.append(tableText())
            case .draw: lines.append(drawingText())
            default: lines += FrameTable.diff(from: before.solution, to: session.solution)
            }
            lines += warnings(since: before)
            return lines.joined(separator: "\n")
        }
    }

    func status(_ summary: String) -> String {
        var text = summary.isEmpty ? "ok" : summary
        if settings.timing {
            text += " · solved in \(formatMilliseconds(session.lastSolveSeconds))"
            if session.ambiguityChecked { text += ", ambiguity check \(formatMilliseconds(session.lastAmbiguitySeconds))" }
        }
        if !session.ambiguityChecked {
            text += " · ambiguity not checked above \(session.ambiguityCheckLimit) views (:check runs it)"
        }
        return paint(text, "2")
    }

    /// Conflicts, ambiguities and keyboard coverage that differ from `before` (all of them when
    /// `before` is nil: `:check`).
    func warnings(since before: Snapshot?) -> [String] {
        var out: [String] = []
        let oldBroken = Set(before?.solution.conflicts.map(\.broken) ?? [])
        for conflict in session.solution.conflicts where !oldBroken.contains(conflict.broken) {
            out.append(conflictText(conflict))
        }
        if before == nil { session.checkAmbiguity() }
        let oldAmbiguous = Dictionary((before?.ambiguities ?? []).map { ($0.view, $0.attributes) }, uniquingKeysWith: { a, _ in a })
        for a in session.ambiguities where session.ambiguityChecked && oldAmbiguous[a.view] != a.attributes {
            out.append(paint("warning:", "1;33") + " " + ambiguityText(a))
        }
        let coverage = Interpreter.keyboardCoverage(session)
        if let coverage, before == nil || coverage != before?.keyboard { out.append(keyboardText(coverage)) }
        return out
    }

    func conflictText(_ c: Conflict) -> String {
        var lines = [paint("warning:", "1;31") + " unable to satisfy all required constraints; broke \(describe(c.broken)) to recover"]
        if !c.conflicting.isEmpty {
            lines.append("  the constraints that cannot hold together:")
            lines += c.conflicting.map { "    " + describe($0) }
        }
        lines.append("  (\(c.reason))")
        // A frame and mask turned into constraints: the advice Apple's log gives, named.
        var advised = Set<String>()
        for case let .constraint(_, constraint) in c.conflicting {
            guard let notation = constraint.autoresizing, advised.insert(constraint.firstItem).inserted else { continue }
            let v = constraint.firstItem
            lines.append(
                "  \(v)'s frame and autoresizing mask became constraints (\(notation)): set "
                    + "translatesAutoresizingMaskIntoConstraints = false on \(v) (autoresizing \(v) off)")
        }
        if let id = c.broken.id { lines.append("  :remove \(id) drops it, :undo takes the line back") }
        return lines.joined(separator: "\n")
    }

    /// A constraint with the statement it came from, when that says more.
    func describe(_ source: ConstraintSource) -> String {
        guard let id = source.id, let line = session.state.sources[id] else { return source.description }
        let text = source.description
        return text.hasSuffix(line) ? text : "\(text)   ← \(line)"
    }

    func ambiguityText(_ a: Ambiguity) -> String {
        let parent = session.state.layout.hierarchy.superview(of: a.view) ?? "its superview"
        // A range is worth showing only when one end is bounded by the layout (a size's 0 is
        // the rule that sizes are never negative, true of every view).
        let attributes = zip(a.attributes, a.ranges).map { attribute, range in
            (range.lowerBound.isFinite && !(attribute.isDimension && range.lowerBound == 0)) || range.upperBound.isFinite
                ? "\(attribute.name) \(formatHundredths(range.lowerBound))…\(formatHundredths(range.upperBound))" : attribute.name
        }
        return "\(a.view) is ambiguous: \(attributes.joined(separator: ", ")) (\(Interpreter.hint(for: a, parent: parent)))"
    }

    /// What would pin the ambiguous attributes, per axis.
    static func hint(for a: Ambiguity, parent: String) -> String {
        let v = a.view
        var tips: [String] = []
        for (position, size, axis, center) in [
            (LayoutAttribute.left, LayoutAttribute.width, "H", "centerX"), (.top, .height, "V", "centerY"),
        ] {
            let p = a.attributes.contains(position), s = a.attributes.contains(size)
            if p, s {
                tips.append("\(axis):|-[\(v)]-|")
            } else if p {
                tips.append("\(axis):|-[\(v)] or \(v).\(center) == \(parent).\(center)")
            } else if s {
                tips.append("\(axis):[\(v)(==100)] or pin both edges")
            }
        }
        return "try " + tips.joined(separator: "; ")
    }

    func keyboardText(_ k: KeyboardCoverage) -> String {
        let covers = k.coveredViews.isEmpty ? "covers no view" : "covers " + k.coveredViews.map(\.name).joined(separator: ", ")
        let overlap = k.rootIntersection.map(\.text) ?? "none"
        return paint("keyboard:", "1;36")
            + " \(covers); root ∩ keyboard \(overlap); scroll view bottom inset \(formatHundredths(k.bottomInset))"
    }

    func tableText() -> String {
        session.checkAmbiguity()
        return FrameTable.table(
            session.solution, hierarchy: session.state.layout.hierarchy, ambiguities: session.ambiguities,
            keyboard: Interpreter.keyboardCoverage(session), notes: animationNotes)
    }

    func drawingText() -> String {
        TerminalDrawing(columns: settings.columns, rows: settings.rows, color: settings.color).draw(
            session.solution, hierarchy: session.state.layout.hierarchy, ambiguous: Set(session.ambiguities.map(\.view)),
            conflicting: conflictingViews, keyboard: Interpreter.keyboardCoverage(session)?.keyboard)
    }

    /// The views named by the constraints of every conflict (the broken ones and their rivals).
    var conflictingViews: Set<String> { LayoutPicture.conflictingViews(session.state.layout, session.solution) }

    /// `text` in an ANSI style when colour is on.
    func paint(_ text: String, _ style: String) -> String {
        settings.color ? "\u{1B}[\(style)m\(text)\u{1B}[0m" : text
    }
}
