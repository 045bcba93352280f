import TextSupport

/// `:json`: the session as JSON (the `vfl solve --json` format).
struct JSONCommand: SessionCommand {
    static let name = "json"
    static let summary = "the session as JSON (the vfl solve --json format)"
    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }
    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        interpreter.session.checkAmbiguity()
        return Interpreter.Reply(SessionJSON.session(interpreter.session).text)
    }
}
