/// `:svg FILE [both]`: the layout as an SVG picture, constraints drawn; `both`: portrait and
/// landscape side by side.
struct SVGCommand: SessionCommand {
    static let name = "svg"
    static let usage = "FILE [both]"
    static let summary = "write the layout as an SVG picture, constraints drawn (both: portrait and landscape)"
    let path: Word
    let both: Bool
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        guard let path = arguments.first else { throw SessionError("usage: :svg FILE [both]", line: arguments.line, offset: nil) }
        both = arguments.words.dropFirst().first?.text == "both"
        try arguments.atMost(both ? 2 : 1, usage: "usage: :svg FILE [both]")
        self.path = path
        line = arguments.line
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        try interpreter.write(interpreter.svgText(bothOrientations: both), to: path, line: line)
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? Completer.files(matching: c.typed) : []
    }
}
