/// `:check`: every conflict, ambiguity and what the keyboard covers.
public struct CheckCommand: SessionCommand {
    public static let name = "check"
    public static let summary = "all conflicts, ambiguities and what the keyboard covers"
    /// What it says when there is nothing to say.
    public static let nothingFound = "no conflicts, no ambiguity"

    public init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }
    /// The command as `vfl solve` runs it.
    public init() {}

    public func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let all = interpreter.warnings(since: nil)
        return Interpreter.Reply(all.isEmpty ? CheckCommand.nothingFound : all.joined(separator: "\n"))
    }
}
