/// `:redo`: put back what `:undo` took.
struct RedoCommand: SessionCommand {
    static let name = "redo"
    static let summary = "put back what :undo took"
    static let inScripts = ScriptRole.refused
    let arguments: CommandArguments

    init(_ arguments: CommandArguments) throws(SessionError) {
        try arguments.none()
        self.arguments = arguments
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        try interpreter.step(back: false, arguments)
    }
}

extension Interpreter {
    /// `:undo` (`back`) or `:redo`: one step of the history, reported like a change.
    func step(back: Bool, _ arguments: CommandArguments) throws(SessionError) -> Reply {
        let before = Snapshot(session)
        let what = back ? "undo" : "redo"
        guard back ? session.undo() : session.redo() else {
            throw arguments.error("nothing", "nothing to \(what)", at: arguments.name)
        }
        return Reply(report(back ? "undone" : "redone", since: before))
    }
}
