import Dynamics
import Foundation
import Rendering
import TextSupport

/// `:play [SECONDS]`: the run of `:simulate`, drawn in the terminal as it happens (Ctrl-C
/// stops); the frames played are kept as `:simulate` would keep them.
struct PlayCommand: SessionCommand {
    static let name = "play"
    static let usage = "[SECONDS]"
    static let summary = "the same, drawn in the terminal as it happens (Ctrl-C stops)"
    let frames: Int
    let line: String

    init(_ arguments: CommandArguments) throws(SessionError) {
        frames = try SimulateCommand.frames(arguments, usage: "usage: :simulate [SECONDS]")
        line = arguments.line
    }

    func run(in interpreter: Interpreter) throws(SessionError) -> Interpreter.Reply {
        let session = interpreter.session, settings = interpreter.settings
        guard let player = interpreter.player else {
            throw SessionError(
                ":play draws in a terminal, and this is not one; :simulate runs the same, "
                    + "and vfl simulate FILE --svg OUT.svg writes an animation", line: line, offset: nil)
        }
        if let idle = try interpreter.idleAnimator(line: line) { return Interpreter.Reply(idle) }
        let copy = DynamicAnimator(replaying: session.state.dynamics)
        let drawing = TerminalDrawing(columns: settings.columns, rows: max(settings.rows - 3, 3), color: settings.color)
        let hierarchy = session.state.layout.hierarchy, layout = session.layoutSolution
        let clock = ContinuousClock()
        let start = clock.now
        var ran = 0
        player.begin()
        while ran < frames, copy.isRunning, !player.interrupted {
            copy.apply(.run(frames: 1))
            ran += 1
            let due = start + .seconds(Double(ran) / 60)
            let late = clock.now - due
            // Draw at the terminal's pace: a frame that is already a frame late is skipped.
            if late > .seconds(1.0 / 60), ran < frames, copy.isRunning { continue }
            if late < .zero { Thread.sleep(forTimeInterval: Session.seconds(.zero - late)) }
            let placed = Dictionary(uniqueKeysWithValues: copy.items.map { ($0.name, $0.frame) })
            player.show(
                "t = \(SimulationReport.seconds(copy.elapsedTime))   (Ctrl-C stops)\n"
                    + drawing.draw(layout.placing(placed, in: hierarchy), hierarchy: hierarchy))
        }
        player.end()
        let seconds = formatNumber((Double(ran) / 60 * 10_000).rounded() / 10_000)
        let recorded = ":simulate \(seconds)"
        let before = Interpreter.Snapshot(session)
        let record = try session.simulate(frames: ran, line: recorded, keepsSamples: false)
        let stopped = player.interrupted ? "stopped after \(seconds) s" : "played \(seconds) s"
        return interpreter.simulationReply("\(stopped), kept as \(recorded): " + SimulationReport.outcome(record), record, since: before)
    }

    static func completions(_ c: CompletionContext) -> [String] {
        c.argument == 0 ? ["1", "5", "30"] : []
    }
}
