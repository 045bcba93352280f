import AutoLayout
import Cassowary
import Foundation
import Rendering
import TextSupport

/// What one line that changed the layout cost: its time and the solver's work. Work counts
/// are deterministic (the same script gives the same counts on any machine); times are not.
public struct LineProfile: Sendable {
    /// What the line changed, which decides how its cost reads: adding constraints is tableau
    /// work (pivots, row operations); a resize is an edit re-solve (row constants moved, dual
    /// pivots).
    public enum Kind: String, Sendable {
        case constraints, resize, views, other
    }

    /// The line number in the session or script.
    public let line: Int
    /// The statement as typed (continuation lines joined).
    public let text: String
    /// What the line changed.
    public let kind: Kind
    /// From the line read to the reply made (parse, apply, solve, ambiguity check, report).
    public let seconds: Double
    /// Of which, the engine's solve.
    public let solveSeconds: Double
    /// Of which, the ambiguity check after the solve (0 when it was left out).
    public let ambiguitySeconds: Double
    /// The solver's work for this line.
    public let work: SolverStatistics

    /// Pivots, row operations and row constants moved: the one number profiles rank by.
    public static func units(_ s: SolverStatistics) -> Int { s.pivots + s.rowUpdates + s.constantShifts }

    /// What changed between two states.
    static func kind(from before: SessionState, to after: SessionState) -> Kind {
        if before.layout.constraints != after.layout.constraints { return .constraints }
        if before.layout.rootSize != after.layout.rootSize { return .resize }
        if before.layout.hierarchy != after.layout.hierarchy { return .views }
        return .other
    }

    /// `after - before`, where a smaller reading means the engine started over in between
    /// (its counters restart), so all of `after` is this line's.
    static func work(from before: SolverStatistics, to after: SolverStatistics) -> SolverStatistics {
        after.pivots < before.pivots || after.rowUpdates < before.rowUpdates || after.constantShifts < before.constantShifts
            ? after : after - before
    }
}

/// The `:profile` report: one row per line that changed the layout, totals per kind, and the
/// constraints whose adding cost the most.
struct ProfileReport {
    let lines: [LineProfile]
    let session: Session
    /// Show only the last this many lines (all when nil); totals always cover every line.
    var limit: Int?

    var text: String {
        guard !lines.isEmpty else { return "nothing to profile yet: no line has changed the layout" }
        let shown = limit.map { Array(lines.suffix($0)) } ?? lines
        var rows = [["line", "kind", "total ms", "solve ms", "ambig ms", "pivots", "dual", "row ops", "cells", "shifts", "statement"]]
        for p in shown {
            rows.append([
                "\(p.line)", p.kind.rawValue, ms(p.seconds), ms(p.solveSeconds), ms(p.ambiguitySeconds),
                "\(p.work.pivots)", "\(p.work.dualPivots)", "\(p.work.rowUpdates)", "\(p.work.cellUpdates)", "\(p.work.constantShifts)",
                String(p.text.prefix(60)),
            ])
        }
        var out: [String] = []
        if shown.count < lines.count { out.append("… \(lines.count - shown.count) earlier lines (:profile all shows them)") }
        out.append(FrameTable.aligned(rows, rightAligned: [0, 2, 3, 4, 5, 6, 7, 8, 9]))
        out.append("")
        for kind in [LineProfile.Kind.constraints, .resize, .views, .other] {
            let group = lines.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            let times = group.map(\.seconds).sorted()
            let total = group.reduce(SolverStatistics()) { $0 + $1.work }
            let label =
                switch kind {
                case .constraints: "adding constraints"
                case .resize: "resizes and rotations (edit re-solves)"
                case .views: "views"
                case .other: "other changes"
                }
            out.append(
                "\(label): \(counted(group.count, "line")), median \(formatMilliseconds(times[times.count / 2])), "
                    + "max \(formatMilliseconds(times.last ?? 0)); work \(LineProfile.units(total)) "
                    + "(pivots \(total.pivots), dual \(total.dualPivots), row ops \(total.rowUpdates) touching \(total.cellUpdates) cells, "
                    + "shifts \(total.constantShifts))")
        }
        let costly = session.workByConstraint
            .filter { LineProfile.units($0.value) > 0 }
            .sorted { (LineProfile.units($0.value), $1.key) > (LineProfile.units($1.value), $0.key) }
            .prefix(5)
        if !costly.isEmpty {
            out.append("costliest constraints to add (work: pivots + row ops + shifts):")
            let layout = session.state.layout
            for (id, work) in costly {
                guard let entry = layout.constraint(id: id) else { continue }
                let source = session.state.sources[id].map { "   ← \($0)" } ?? ""
                out.append("  #\(id)  \(LineProfile.units(work))  \(entry.constraint)\(source)")
            }
        }
        let size = session.tableauSize
        out.append("tableau now: \(size.rows) rows, \(size.cells) cells, \(size.history) row operations recorded")
        return out.joined(separator: "\n")
    }

    private func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1e3) }
}
