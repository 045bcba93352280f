import AutoLayout
import Dynamics
import Foundation
import Rendering
import TextSupport

/// What `:simulate`, `:play` and the other commands say of the animator and animated views.
extension Interpreter {
    /// The reply after a run of the animator: the report of what changed, then (in the modes
    /// that show text) the run's story.
    func simulationReply(_ summary: String, _ record: SimulationRecord, since before: Snapshot) -> Reply {
        let report = report(summary, since: before)
        guard [.diff, .table, .draw].contains(settings.mode) else { return Reply(report) }
        return Reply(report + "\n" + SimulationReport.text(record))
    }

    /// What to say instead of running when there is nothing to run, or `nil` to run.
    func idleAnimator(line: String) throws(SessionError) -> String? {
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
        let n = formatHundredths
        return Dictionary(
            uniqueKeysWithValues: session.animator.items.map { item in
                (item.name, "animated: centre (\(n(item.center.x)), \(n(item.center.y))), angle \(n(item.angle)) rad")
            })
    }

    /// `:explain NAME` for a view in the animator.
    func animationText(_ name: String) -> [String] {
        guard let item = session.animator.item(name) else { return [] }
        let n = formatHundredths
        let kinds = session.state.dynamics.behaviors.filter { $0.behavior.items.contains(name) }.map(\.behavior.kind.rawValue)
        var lines = [
            "  animated by UIKit Dynamics (\(kinds.joined(separator: ", "))): its centre (\(n(item.center.x)), \(n(item.center.y))) "
                + "and angle \(n(item.angle)) rad are the animator's, not Auto Layout's"
        ]
        if let placed = session.layoutSolution.rootFrames[name] {
            lines.append("  Auto Layout places it at \(placed.text) (root coordinates); dynamics off gives it back")
        }
        lines.append("  " + (item.isAwake ? "moving at (\(n(item.velocity.x)), \(n(item.velocity.y))) points/s" : "asleep (at rest)"))
        return lines
    }
}
