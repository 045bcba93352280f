/// `:history`: the statements that rebuild the session.
struct HistoryCommand: SessionCommand {
    static let name = "history"
    static let summary = "the statements that rebuild this session"
    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }
    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let script = interpreter.session.state.script
        return Interpreter.Reply(
            script.isEmpty ? "nothing yet" : script.enumerated().map { "\($0.offset + 1)  \($0.element)" }.joined(separator: "\n"))
    }
}
