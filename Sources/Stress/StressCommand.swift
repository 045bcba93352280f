import Rendering
import Workbench

/// `:stress [RUNS] [seed N]`: a stress campaign on the session as it stands (`StressCampaign`).
/// It changes nothing: the report says which statements would reproduce each failure.
public struct StressCommand: SessionCommand {
    public static let name = "stress"
    public static let usage = "[RUNS] [seed N]"
    public static let summary = "try the layout on other screens, titles, text sizes, direction, keyboard: what breaks, shrunk"
    /// The most variations `:stress` tries in one go.
    public static let maximumRuns = 100_000
    let budget: StressCampaign.Budget

    public init(_ arguments: CommandArguments) throws(SessionError) {
        var budget = StressCampaign.Budget(runs: StressCampaign.Budget.defaultRuns)
        var rest = arguments.words[...]
        if let first = rest.first, let runs = Int(first.text) {
            guard runs >= 1, runs <= StressCommand.maximumRuns else {
                throw arguments.error(
                    "outOfRange", "the number of variations must be between 1 and \(StressCommand.maximumRuns)", at: first)
            }
            budget.runs = runs
            rest = rest.dropFirst()
        }
        if let word = rest.first {
            guard word.text == "seed", let value = rest.dropFirst().first else {
                throw arguments.error("usage", "usage: :stress [RUNS] [seed N]", at: word)
            }
            guard let seed = UInt64(value.text) else {
                throw arguments.error("invalidValue", "expected a seed: a whole number from 0", at: value)
            }
            budget.seed = seed
            if let extra = rest.dropFirst(2).first { throw arguments.error("usage", "usage: :stress [RUNS] [seed N]", at: extra) }
        }
        self.budget = budget
    }

    public func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let session = interpreter.session, settings = interpreter.settings
        var campaign = StressCampaign(session.state, ambiguityLimit: session.ambiguityCheckLimit)
        let result = campaign.run(budget)
        let drawing = TerminalDrawing(columns: min(settings.columns, 60), rows: min(settings.rows, 20), color: settings.color)
        return Interpreter.Reply(StressReport.text(result, source: "this session", drawing: drawing))
    }

    public static func completions(_ c: CompletionContext) -> [String] {
        switch c.argument {
        case 0: ["100", "1000", "seed"]
        case 1 where c.previous.first != "seed": ["seed"]
        default: []
        }
    }
}

extension CommandCatalog {
    /// The workbench's commands and `:stress`, after `:play` as `:help` has always listed it.
    public static let withStress = CommandCatalog.standard.inserting(StressCommand.self, after: "play")
}
