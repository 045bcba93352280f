/// `:check`: every conflict, ambiguity and what the keyboard covers.
struct CheckCommand: SessionCommand {
    static let name = "check"
    static let summary = "all conflicts, ambiguities and what the keyboard covers"
    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }
    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let all = interpreter.warnings(since: nil)
        return Interpreter.Reply(all.isEmpty ? "no conflicts, no ambiguity" : all.joined(separator: "\n"))
    }
}
