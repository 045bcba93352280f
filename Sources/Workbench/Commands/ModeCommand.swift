/// `:mode [NAME]`: what follows each line; alone, the modes.
struct ModeCommand: SessionCommand {
    static let name = "mode"
    static var usage: String { "[" + OutputMode.allCases.map(\.rawValue).joined(separator: "|") + "]" }
    static let summary = "what to show after each line"
    let mode: OutputMode?

    init(_ arguments: CommandArguments) throws(SessionError) {
        guard let word = arguments.first else {
            mode = nil
            return
        }
        let name = try arguments.choice(word, from: OutputMode.allCases.map(\.rawValue), what: "mode")
        try arguments.rest.none()
        mode = OutputMode(rawValue: name) ?? .diff
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        guard let mode else {
            return Interpreter.Reply(
                OutputMode.allCases.map { ($0 == interpreter.settings.mode ? "* " : "  ") + "\($0.rawValue)  \($0.summary)" }
                    .joined(separator: "\n"))
        }
        interpreter.settings.mode = mode
        return Interpreter.Reply("mode \(mode.rawValue)")
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? OutputMode.allCases.map(\.rawValue) : []
    }
}
