/// `:profile [all]`: what each line cost: time, solver work, the costliest constraints.
public struct ProfileCommand: SessionCommand {
    public static let name = "profile"
    public static let usage = "[all]"
    public static let summary = "what each line cost: time, solver work, the costliest constraints"
    /// Every line, not only the last 30.
    let all: Bool

    public init(_ arguments: CommandArguments) throws(SessionError) {
        all = arguments.first?.text == "all"
        try arguments.atMost(all ? 1 : 0, usage: "usage: :profile [all]")
    }

    /// The command as `vfl profile` runs it.
    public init(all: Bool) { self.all = all }

    public func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        Interpreter.Reply(ProfileReport(lines: interpreter.profile, session: interpreter.session, limit: all ? nil : 30).text)
    }

    public static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? ["all"] : []
    }
}
