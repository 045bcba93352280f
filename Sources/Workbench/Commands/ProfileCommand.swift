/// `:profile [all]`: what each line cost.
struct ProfileCommand: SessionCommand {
    static let name = "profile"
    static let usage = "[all]"
    static let summary = "what each line cost: time, solver work, the costliest constraints"
    let all: Bool

    init(_ arguments: CommandArguments) throws(SessionError) {
        all = arguments.first?.text == "all"
        try arguments.atMost(all ? 1 : 0, usage: "usage: :profile [all]")
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        Interpreter.Reply(ProfileReport(lines: interpreter.profile, session: interpreter.session, limit: all ? nil : 30).text)
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? ["all"] : []
    }
}
