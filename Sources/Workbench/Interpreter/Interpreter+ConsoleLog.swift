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
        try replaceSession(with: LayoutScript(constructs))
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
}

extension LayoutScript {
    /// The script that rebuilds a log's layout (`LogConstructs`): the iOS it needs; the views,
    /// parents first (`view`, `view … frame … autoresizing …`, `guide`, `stack`); the margins
    /// the guide constraints print; each stack's arranged views, hidden views and custom
    /// spacings; then one equation per entry no construct makes.
    init(_ c: LogConstructs) {
        iOS = c.iOS
        bars.additionalSafeArea = c.additionalSafeArea ?? .zero
        func margined(_ name: String) -> View? {
            guard let insets = c.margins[name] else { return nil }
            var view = View(name)
            view.layoutMargins = insets
            return view
        }
        items = c.items.map { item in
            let kind: Kind
            switch item.kind {
            case .view: kind = .view
            case .guide: kind = .guide
            case let .autoresized(frame, mask): kind = .autoresized(frame: frame, mask: mask, within: nil)
            case let .stack(stack): kind = .stack(stack)
            }
            return Item(name: item.name, parent: item.parent, kind: kind, properties: margined(item.name))
        }
        root = margined(SessionState.rootName)
        equations = c.equations.map(\.constraint)
    }
}
