/// `:draw`: the layout drawn in the terminal.
struct DrawCommand: SessionCommand {
    static let name = "draw"
    static let summary = "the layout drawn in the terminal"
    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }
    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply { Interpreter.Reply(interpreter.drawingText()) }
}
