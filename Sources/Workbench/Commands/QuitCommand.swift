/// `:quit` (`:q`, `:exit`): leave.
struct QuitCommand: SessionCommand {
    static let name = "quit"
    static let aliases = ["q", "exit"]
    static let summary = "leave (also :exit, :q, Ctrl-D)"
    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }
    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply { Interpreter.Reply("", quit: true) }
}
