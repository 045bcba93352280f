/// `:stress [RUNS] [seed N]`: a stress campaign on the session as it stands (`StressCampaign`).
/// It changes nothing: the report says which statements would reproduce each failure.
extension Interpreter {
    func stressCommand(_ arguments: [Word], line: String) throws(SessionError) -> Reply {
        var budget = StressCampaign.Budget(runs: StressCampaign.Budget.defaultRuns)
        var rest = arguments[...]
        if let first = rest.first, let runs = Int(first.text) {
            guard runs >= 1, runs <= Interpreter.maximumStressRuns else {
                throw SessionError("the number of variations must be between 1 and \(Interpreter.maximumStressRuns)", line: line, offset: first.offset)
            }
            budget.runs = runs
            rest = rest.dropFirst()
        }
        if let word = rest.first {
            guard word.text == "seed", let value = rest.dropFirst().first else {
                throw SessionError("usage: :stress [RUNS] [seed N]", line: line, offset: word.offset)
            }
            guard let seed = UInt64(value.text) else {
                throw SessionError("expected a seed: a whole number from 0", line: line, offset: value.offset)
            }
            budget.seed = seed
            if let extra = rest.dropFirst(2).first { throw SessionError("usage: :stress [RUNS] [seed N]", line: line, offset: extra.offset) }
        }
        var campaign = StressCampaign(session.state, ambiguityLimit: session.ambiguityCheckLimit)
        let result = campaign.run(budget)
        let drawing = TerminalDrawing(columns: min(settings.columns, 60), rows: min(settings.rows, 20), color: settings.color)
        return Reply(StressReport.text(result, source: "this session", drawing: drawing))
    }

    /// The most variations `:stress` tries in one go.
    static let maximumStressRuns = 100_000
}
