import AutoLayout
import ConsoleLog
import Foundation
import Rendering
import TextSupport

/// What `:log FILE [N]` and `:paste` do: Apple's unsatisfiable-constraints logs, explained and loaded
/// into the session as an ordinary layout (one undo step; `:save` writes it as statements).
extension Interpreter {
    /// Explain `text`, then replace the session by the layout of its log `index` (default: the
    /// first that conflicts), as one undo step.
    func loadLog(_ text: String, index: Int?, line: String, at offset: Int?) throws(SessionError) -> Reply {
        let explained = ConsoleLogReport(text)
        guard let chosen = index ?? explained.primaryLog else {
            throw SessionError(
                "no Auto Layout constraint log found" + (explained.paste.unread.isEmpty ? "" : ":\n" + explained.text),
                line: line, offset: offset)
        }
        guard chosen < explained.explanations.count else {
            throw SessionError("there are \(explained.explanations.count) logs here, not \(chosen + 1)", line: line, offset: offset)
        }
        let before = Snapshot(session)
        let rebuilt = explained.explanations[chosen].rebuilt
        let constructs = rebuilt.constructs(rootSize: session.state.layout.rootSize)
        let statements = Interpreter.statements(rebuilding: constructs)
        _ = try session.perform { (state: inout SessionState) throws(SessionError) -> Int? in
            var fresh = SessionState(size: state.layout.rootSize)
            for statement in statements { _ = try fresh.run(statement, commands: commands) }
            state = fresh
            return statements.count
        }
        let made = Set(constructs.covered.values).sorted()
        let summary =
            "loaded log \(chosen + 1) of \(explained.explanations.count): \(counted(constructs.items.count, "view")), "
            + counted(constructs.equations.count, "equation")
            + (made.isEmpty
                ? "" : "; \(counted(constructs.covered.count, "entry", plural: "entries")) made by " + made.joined(separator: ", "))
            + " (:undo takes it back, :save writes it)"
            + constructs.inferences.map { "\n  rebuilt: " + $0 }.joined()
        return Reply(explained.text + "\n" + report(summary, since: before))
    }

    /// A line typed while pasting: kept until an empty line ends a complete paste (see
    /// `pasteIsComplete`: a log's own blank lines do not end it), two empty lines in a row end
    /// any paste (a log cut off before its end is never complete), or Ctrl-D or the input ends.
    func pasteLine(_ text: String, line: Int) -> Reply? {
        guard var buffer = pasteBuffer else { return nil }
        let empty = text.trimmingLeadingAndTrailingWhitespace.isEmpty
        if empty, buffer.last?.trimmingLeadingAndTrailingWhitespace.isEmpty == true || Interpreter.pasteIsComplete(buffer) {
            pasteBuffer = nil
            return finishPaste(buffer, line: line)
        }
        buffer.append(text)
        pasteBuffer = buffer
        return Reply("")
    }

    /// The paste so far, explained and loaded (Ctrl-D or the empty line that ends it).
    func finishPaste(_ buffer: [String], line: Int) -> Reply {
        pasteBuffer = nil
        do {
            return try loadLog(buffer.joined(separator: "\n"), index: nil, line: ":paste", at: nil)
        } catch {
            errors.append(SessionJSON.LineError(line: line, error: error))
            return Reply(error.rendered, isError: true)
        }
    }

    /// True when an empty line now ends the paste: nothing log-like was pasted, or the last log
    /// has reached the constraint Apple broke and either its closing advice ("… may also be
    /// helpful.", "… to catch this in the debugger.") came last or a blank line already followed.
    static func pasteIsComplete(_ lines: [String]) -> Bool {
        let paste = ConsoleLogReader.read(lines.joined(separator: "\n"))
        guard !lines.isEmpty, let last = paste.logs.last else { return true }
        guard last.broken != nil else { return false }
        if lines.last?.trimmingLeadingAndTrailingWhitespace.isEmpty == true { return true }
        let tail = lines.last { !$0.trimmingLeadingAndTrailingWhitespace.isEmpty } ?? ""
        return ["may also be helpful", "to catch this in the debugger", "objc_exception_throw"].contains { tail.contains($0) }
    }

    /// The statements that rebuild a log's layout in a session, as a user would type them, with
    /// the constructs behind its entries (`LogConstructs`): the iOS they need; the views, parents
    /// first (`view`, `view … frame … autoresizing …`, `guide`, `stack`); the margins the guide
    /// constraints print; each stack's arranged views, hidden views and custom spacings; then one
    /// equation per entry no construct makes.
    static func statements(rebuilding c: LogConstructs) -> [String] {
        var out: [String] = []
        if c.iOS > 7 { out.append(":set ios \(c.iOS)") }
        if let insets = c.additionalSafeArea { out.append(":set additional-safe-area \(insets.text)") }
        var arranging: [String] = []
        for item in c.items {
            let place = item.parent.map { " in \($0)" } ?? ""
            switch item.kind {
            case .view: out.append("view \(item.name)\(place)")
            case .guide: out.append("guide \(item.name) in \(item.parent ?? "root")")
            case let .autoresized(frame, mask):
                let f = [frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(separator: ",")
                out.append(
                    "view \(item.name)\(place) frame \(f)" + (mask.isEmpty ? "" : " autoresizing " + mask.names.joined(separator: ",")))
            case let .stack(stack):
                var options =
                    "axis \(stack.axis.rawValue) distribution \(stack.distribution.rawValue) alignment \(stack.alignment.rawValue)"
                options += " spacing " + (stack.spacing.map(formatNumber) ?? "system")
                if stack.isBaselineRelative { options += " baseline-relative on" }
                out.append("stack \(item.name)\(place) \(options)")
                arranging.append("stack \(item.name) " + stack.arranged.joined(separator: ", "))
                for view in stack.arranged where stack.hidden.contains(view) { arranging.append("stack \(item.name) hide \(view)") }
                for view in stack.arranged {
                    if let gap = stack.customSpacing[view] {
                        arranging.append("stack \(item.name) spacing-after \(view) \(formatNumber(gap))")
                    }
                }
            }
        }
        out += c.margins.sorted { $0.key < $1.key }.map { "margins \($0.key) \($0.value.text)" }
        return out + arranging + c.equations.map(\.constraint.description)
    }
}
