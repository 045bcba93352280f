/// `:undo`: take back the last change.
struct UndoCommand: SessionCommand {
    static let name = "undo"
    static let summary = "take back the last change"
    static let inScripts = ScriptRole.refused
    let arguments: CommandArguments

    init(_ arguments: CommandArguments) throws(SessionError) {
        try arguments.none()
        self.arguments = arguments
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        try interpreter.step(back: true, arguments)
    }
}
