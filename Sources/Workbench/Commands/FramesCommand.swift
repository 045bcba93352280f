/// `:frames`: every view's frame in a table.
struct FramesCommand: SessionCommand {
    static let name = "frames"
    static let summary = "every view's frame in a table"
    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }
    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply { Interpreter.Reply(interpreter.tableText()) }
}
