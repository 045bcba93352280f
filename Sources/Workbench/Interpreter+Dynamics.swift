import AutoLayout
import Cassowary
import Dynamics
import Foundation

/// `:simulate` and `:play`, and what the other commands say of animated views.
extension Interpreter {
    /// `:simulate [SECONDS]`: run the animator until it rests or the time runs out (one undo
    /// step), then the frames that moved and the run's story.
    func simulateCommand(_ arguments: [Word], line: String) throws(SessionError) -> Reply {
        let frames = try SessionState.simulationFrames(arguments, line: line)
        if let idle = try idleAnimator(line: line) { return Reply(idle) }
        let before = Snapshot(session)
        let record = try session.simulate(frames: frames, line: line, keepsSamples: false)
        let report = report("simulated " + SimulationReport.outcome(record), since: before)
        guard [.diff, .table, .draw].contains(settings.mode) else { return Reply(report) }
        return Reply(report + "\n" + SimulationReport.text(record))
    }

    /// `:play [SECONDS]`: the same run drawn in the terminal as it happens (Ctrl-C stops); the
    /// frames played are kept as `:simulate` would keep them.
    func playCommand(_ arguments: [Word], line: String) throws(SessionError) -> Reply {
        let frames = try SessionState.simulationFrames(arguments, line: line)
        guard let player else {
            throw SessionError(":play draws in a terminal, and this is not one; :simulate runs the same, "
                + "and vfl simulate FILE --svg OUT.svg writes an animation", line: line, offset: nil)
        }
        if let idle = try idleAnimator(line: line) { return Reply(idle) }
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
            player.show("t = \(SimulationReport.seconds(copy.elapsedTime))   (Ctrl-C stops)\n"
                + drawing.draw(layout.placing(placed, in: hierarchy), hierarchy: hierarchy))
        }
        player.end()
        let seconds = formatNumber((Double(ran) / 60 * 10_000).rounded() / 10_000)
        let recorded = ":simulate \(seconds)"
        let before = Snapshot(session)
        let record = try session.simulate(frames: ran, line: recorded, keepsSamples: false)
        let stopped = player.interrupted ? "stopped after \(seconds) s" : "played \(seconds) s"
        let report = report("\(stopped), kept as \(recorded): " + SimulationReport.outcome(record), since: before)
        guard [.diff, .table, .draw].contains(settings.mode) else { return Reply(report) }
        return Reply(report + "\n" + SimulationReport.text(record))
    }

    /// What to say instead of running when there is nothing to run, or `nil` to run.
    private func idleAnimator(line: String) throws(SessionError) -> String? {
        guard !session.state.dynamics.items.isEmpty else { throw SessionState.nothingToSimulate(line: line) }
        if let failed = session.animator.failedAt {
            return "the animator stopped at t = \(SimulationReport.seconds(failed)) when Box2D failed one of its own checks "
                + "(\(SimulationReport.failureAdvice))"
        }
        guard !session.animator.isRunning else { return nil }
        let when = session.animator.pausedAt.map { " since t = \(SimulationReport.seconds($0))" } ?? ""
        return "the animator is at rest\(when): nothing moves until a behaviour is added (push, snap, gravity …)"
    }

    /// For each view the animator moves: where it has it, for `:frames` and `:explain`.
    var animationNotes: [String: String] {
        let n = FrameTable.number
        return Dictionary(uniqueKeysWithValues: session.animator.items.map { item in
            (item.name, "animated: centre (\(n(item.center.x)), \(n(item.center.y))), angle \(n(item.angle)) rad")
        })
    }

    /// `:explain NAME` for a view in the animator.
    func animationText(_ name: String) -> [String] {
        guard let item = session.animator.item(name) else { return [] }
        let n = FrameTable.number
        let kinds = session.state.dynamics.behaviors.filter { $0.behavior.items.contains(name) }.map(\.behavior.kind.rawValue)
        var lines = ["  animated by UIKit Dynamics (\(kinds.joined(separator: ", "))): its centre (\(n(item.center.x)), \(n(item.center.y))) "
            + "and angle \(n(item.angle)) rad are the animator's, not Auto Layout's"]
        if let placed = session.layoutSolution.rootFrames[name] {
            lines.append("  Auto Layout places it at \(FrameTable.text(placed)) (root coordinates); dynamics off gives it back")
        }
        lines.append("  " + (item.isAwake ? "moving at (\(n(item.velocity.x)), \(n(item.velocity.y))) points/s" : "asleep (at rest)"))
        return lines
    }
}
