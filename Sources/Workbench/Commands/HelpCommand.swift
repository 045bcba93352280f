/// `:help [TOPIC]`: the overview, a topic, or a command's usage.
struct HelpCommand: SessionCommand {
    static let name = "help"
    static let aliases = ["h", "?"]
    static let usage = "[TOPIC]"
    static var summary: String { "this overview, or a topic: " + Help.topics.map(\.name).joined(separator: ", ") }
    let topic: String?

    init(_ arguments: CommandArguments) throws(SessionError) { topic = arguments.first?.text }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        Interpreter.Reply(Help.text(topic: topic, commands: interpreter.commands))
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? Help.topics.map(\.name) + c.commands.commands.map { $0.name } : []
    }
}
