import Dynamics
import Rendering
import TextSupport

/// `:simulate [SECONDS]`: run UIKit Dynamics until the animator rests or the time runs out (one
/// undo step), then the frames that moved and the run's story.
struct SimulateCommand: SessionCommand {
    static let name = "simulate"
    static let usage = "[SECONDS]"
    static let summary = "run UIKit Dynamics until it rests (at most 30 s): contacts, rebounds, final frames"
    static let inScripts = ScriptRole.changes
    /// 1/60 s frames to run at most.
    let frames: Int
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        frames = try SimulateCommand.frames(arguments, usage: "usage: :simulate [SECONDS]")
        line = arguments.line
    }

    /// A run of `frames` frames, recorded as `line`.
    init(frames: Int, line: String) {
        self.frames = frames
        self.line = line
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        if let idle = try interpreter.idleAnimator(line: line) { return Interpreter.Reply(idle) }
        let before = Interpreter.Snapshot(interpreter.session)
        let record = try interpreter.session.simulate(frames: frames, line: line, keepsSamples: false)
        return interpreter.simulationReply("simulated " + SimulationReport.outcome(record), record, since: before)
    }

    func change(_ state: inout SessionState) throws(SessionError) -> String? {
        guard !state.dynamics.items.isEmpty else { throw SessionState.nothingToSimulate(line: line) }
        state.dynamics.append(.run(frames: frames))
        return "simulated"
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? ["1", "5", "30"] : []
    }

    /// The 1/60 s frames `[SECONDS]` asks for.
    static func frames(_ arguments: CommandArguments, usage: String) throws(SessionError) -> Int {
        try arguments.atMost(1, usage: usage)
        guard let w = arguments.first else { return Int(SessionState.defaultSimulationSeconds * 60) }
        guard let seconds = Double(w.text), seconds.isFinite, seconds > 0, seconds <= SessionState.longestSimulation else {
            throw arguments.error(
                "outOfRange", "expected a duration in seconds above 0 and up to \(formatNumber(SessionState.longestSimulation))", at: w)
        }
        return max(1, Int((seconds * 60).rounded()))
    }
}
