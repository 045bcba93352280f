import AutoLayout
import Diagnostics
import Rendering
import TextSupport
import UIKitFacts
import VisualFormat

/// `:explain NAME` or `:explain N`: a view's frame, size, constraints, ambiguity and keyboard;
/// or one constraint, and for a broken one what else could give way.
struct ExplainCommand: SessionCommand {
    static let name = "explain"
    static let usage = "NAME | N"
    static let summary = "a view: frame, constraints, ambiguity; or constraint number N"
    let target: Word
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        target = try arguments.single(usage: ":explain NAME or :explain N")
        line = arguments.line
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let number = target.text.hasPrefix("#") ? String(target.text.dropFirst()) : target.text
        if let id = Int(number) { return Interpreter.Reply(try constraint(id, interpreter)) }
        return Interpreter.Reply(try view(interpreter))
    }

    private func constraint(_ id: Int, _ interpreter: Interpreter) throws(SessionError) -> String {
        let session = interpreter.session, state = session.state
        guard let entry = state.layout.constraints.first(where: { $0.id == id }) else {
            throw SessionError("unknownConstraint", "no constraint #\(id) (:constraints lists them)", at: target, in: line)
        }
        let c = entry.constraint
        var lines = ["#\(id) \(c)", "  installed on \(entry.view) (the nearest common ancestor of \(c.items.joined(separator: " and ")))"]
        lines.append("  written \(ConstraintPrinter.text(for: c, in: state.layout.hierarchy, iOS: state.iOS))")
        if let source = state.sources[id] { lines.append("  from \(source)") }
        lines.append(
            "  priority \(c.priority)" + (c.priority == .required ? " (required)" : " (optional: it gives way to any higher priority)"))
        if let conflict = session.solution.conflicts.first(where: { $0.broken.id == id }) {
            lines.append(interpreter.conflictText(conflict))
            lines += interpreter.alternativesText(conflict)
        } else if let conflict = session.solution.conflicts.first(where: { $0.conflicting.contains { $0.id == id } }) {
            let broken = conflict.broken.id.map(String.init) ?? "?"
            lines.append("  in the conflict that broke #\(broken) (:explain \(broken) shows it)")
        }
        return lines.joined(separator: "\n")
    }

    private func view(_ interpreter: Interpreter) throws(SessionError) -> String {
        let session = interpreter.session, state = session.state, hierarchy = state.layout.hierarchy
        session.checkAmbiguity()
        guard let view = hierarchy[target.text], let frame = session.solution.frames[target.text] else {
            throw SessionError(
                "unknownView", "no view named \(target.text)", at: target, in: line,
                fixIt: .closest(to: target.text, at: target.offset, in: hierarchy.names))
        }
        var lines = [
            "\(view.name) in \(view.superview ?? "nothing"): frame \(frame.text)"
                + (session.solution.rootFrames[view.name].map { $0 == frame ? "" : ", in root \($0.text)" } ?? "")
        ]
        if view.intrinsicContentSize != .none {
            let h = view.contentHuggingPriority, r = view.compressionResistancePriority
            lines.append(
                "  intrinsic size\(view.sizeText) hugging \(h.horizontal)/\(h.vertical), compression resistance \(r.horizontal)/\(r.vertical)"
                    + (view.baselineOffset.map { ", baseline \(formatHundredths($0)) above the bottom" } ?? ""))
        }
        lines += interpreter.animationText(view.name)
        let subviews = hierarchy.subviews(of: view.name)
        if !subviews.isEmpty { lines.append("  subviews: \(subviews.joined(separator: ", "))") }
        let mine = state.layout.constraints(mentioning: view.name)
        let broken = Set(session.solution.conflicts.compactMap(\.broken.id))
        lines.append(mine.isEmpty ? "  no constraints" : "  constraints:")
        for entry in mine {
            lines.append("    #\(entry.id) \(entry.constraint)" + (broken.contains(entry.id) ? "   BROKEN" : ""))
        }
        if let a = session.ambiguities.first(where: { $0.view == view.name }) {
            lines.append("  " + interpreter.ambiguityText(a))
            lines.append("  (ambiguous: these differ between layouts that keep every required constraint and are equally")
            lines.append("   good for the others, ties between equal priorities included; :help ambiguity)")
        } else {
            lines.append("  not ambiguous: left, top, width and height are the same in every optimal layout")
        }
        if let k = Interpreter.keyboardCoverage(session), let covered = k.coveredViews.first(where: { $0.name == view.name }) {
            lines.append("  under the keyboard: \(covered.intersection.text) (root coordinates)")
        }
        return lines.joined(separator: "\n")
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? c.session.state.layout.hierarchy.names : []
    }
}
