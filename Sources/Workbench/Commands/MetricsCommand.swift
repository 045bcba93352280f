import TextSupport

/// `:metrics`: the VFL metrics.
struct MetricsCommand: SessionCommand {
    static let name = "metrics"
    static let summary = "the VFL metrics"
    init(_ arguments: CommandArguments) throws(SessionError) { try arguments.none() }
    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let metrics = interpreter.session.state.metrics.sorted { $0.key < $1.key }
        return Interpreter.Reply(
            metrics.isEmpty
                ? "no metrics (metric NAME = NUMBER adds one)"
                : metrics.map { "\($0.key) = \(formatNumber($0.value))" }.joined(separator: "\n"))
    }
}
