/// `:frames`: every view's frame in a table.
public struct FramesCommand: SessionCommand {
    public static let name = "frames"
    public static let summary = "every view's frame in a table"
    public init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }
    /// The command as `vfl solve` runs it.
    public init() {}
    public func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply { Interpreter.Reply(interpreter.tableText()) }
}
