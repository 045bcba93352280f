import Diagnostics

/// `:remove N` or `:remove NAME`: a constraint, or a view with its subviews and their
/// constraints.
struct RemoveCommand: SessionCommand {
    static let name = "remove"
    static let usage = "N | NAME"
    static let summary = "remove constraint N, or a view with its subviews and constraints"
    static let inScripts = ScriptRole.changes
    let target: Word
    let arguments: CommandArguments

    init(_ arguments: CommandArguments) throws(SessionError) {
        target = try arguments.single(usage: ":remove N (a constraint number) or :remove NAME (a view)")
        self.arguments = arguments
    }

    func change(_ state: inout SessionState) throws(SessionError) -> String? {
        let number = target.text.hasPrefix("#") ? String(target.text.dropFirst()) : target.text
        if let id = Int(number) { return try state.removeConstraint(id, at: target, in: arguments.line) }
        let names = state.layout.hierarchy.names
        guard state.layout.hierarchy.contains(target.text) else {
            throw arguments.error(
                "unknownView", "no view named \(target.text)", at: target, fixIt: .closest(to: target.text, at: target.offset, in: names))
        }
        return try state.removeView(target.text, at: target, in: arguments.line)
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? c.session.state.layout.hierarchy.names : []
    }
}
