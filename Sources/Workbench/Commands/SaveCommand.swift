/// `:save FILE`: write the statements that rebuild the session.
struct SaveCommand: SessionCommand {
    static let name = "save"
    static let usage = "FILE"
    static let summary = "write the statements that rebuild this session"
    let path: Word
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        guard let path = arguments.first else { throw SessionError("usage: :save FILE", line: arguments.line, offset: nil) }
        try arguments.atMost(1, usage: "usage: :save FILE")
        self.path = path
        line = arguments.line
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        try interpreter.write(interpreter.scriptText(), to: path, line: line)
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? Completer.files(matching: c.typed) : []
    }
}
