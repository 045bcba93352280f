/// `:paste`: paste such a log at the prompt; it ends at an empty line after a complete log,
/// at two empty lines in a row, or at Ctrl-D.
struct PasteCommand: SessionCommand {
    static let name = "paste"
    static let summary = "paste such a log; an empty line after it, two empty lines, or Ctrl-D end the paste"
    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        interpreter.pasteBuffer = []
        return Interpreter.Reply("paste Apple's log; an empty line after it, two empty lines, or Ctrl-D end the paste")
    }
}
