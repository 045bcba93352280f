import Cassowary
import FuzzSupport

/// The work a stretch of solver calls may cost, stated from the method, and checked as a
/// property by every target that drives a solver (the solver target per call, the session
/// targets per line, the console-log and Interface Builder targets per load or scene).
///
/// A stretch makes `K` calls (`SolverStatistics.operations`) on a solver whose sizes never
/// exceed `R` rows, `V` variables and `N` constraints; `S = V + 2N + 2` bounds the symbols a row
/// can hold (each constraint brings at most two markers or errors; the objective and an
/// artificial variable are the 2). Then:
///
/// 1. **Pivots**: `P ≤ K·(50·(R + V) + 100)`. Dantzig's rule with Bland's rule after a run
///    of degenerate pivots has no polynomial bound; this is a budget, two orders of magnitude
///    above what any layout needs (`Tableau+Simplex.swift`).
/// 2. **Row combinations**: `U ≤ K·(max(V, T) + R) + P·R`. Adding a constraint substitutes the
///    row of each of its terms' basic variables (at most `T` terms, `V` once they are merged),
///    then substitutes the new row's subject out of every row that holds it (at most `R`); a
///    pivot substitutes its entering symbol out of every other row that holds it (at most
///    `R`). Nothing else combines rows.
/// 3. **Cells**: `C − M ≤ S·(2·U + 3·P + 3·K)`, `M` the marker replays (each one cell,
///    counted apart). A combination reads the target row and writes the source's cells into
///    it (at most `2S`); a pivot also rewrites its own row and up to two objectives (`3S`); a
///    call substitutes an added row's subject into the two objectives, or takes a removed
///    constraint's two errors out of the objective, outside any pivot (`3S` with room).
/// A rebuild (`rebuilds`) adds every constraint again inside one call: it counts as `N` more
/// calls.
public struct SolverWorkBound {
    /// The largest sizes the solver had during the stretch.
    public var rows = 0, variables = 0, constraints = 0
    /// The most terms a constraint of the caller's has (`T`).
    public let terms: Int

    /// Sizes to be widened with `see` before and after the stretch, for constraints of at
    /// most `terms` terms. The workbench's engine writes a constraint over two items whose
    /// attributes are each at most three of the frame's variables and their superview's, with
    /// margins and guides in between: 12 is that with room to spare.
    public init(terms: Int = 12) { self.terms = terms }

    /// Take the solver's sizes (rows, variables, constraints) into the maxima.
    public mutating func see(rows: Int, variables: Int, constraints: Int) {
        self.rows = max(self.rows, rows)
        self.variables = max(self.variables, variables)
        self.constraints = max(self.constraints, constraints)
    }

    /// Take a layout engine's sizes (`LayoutEngine.tableauSize`) into the maxima.
    public mutating func see(_ size: (rows: Int, cells: Int, history: Int, constraints: Int, variables: Int)) {
        see(rows: size.rows, variables: size.variables, constraints: size.constraints)
    }

    /// Take `solver`'s sizes into the maxima (this settles a deferred removal: call it only
    /// where the stretch is over).
    public mutating func see(_ solver: Solver) {
        see(rows: solver.rowCount, variables: solver.variableCount, constraints: solver.constraintCount)
    }

    /// Record `work` in `findings` and check it against the bounds; `context` says what the
    /// stretch was (a call, a line) for the failure's message.
    public func check(_ work: SolverStatistics, in findings: Findings, _ context: @autoclosure () -> String) {
        findings.work.add(.pivots, work.pivots)
        findings.work.add(.rowUpdates, work.rowUpdates)
        findings.work.add(.cells, work.cellUpdates)
        // A call may add a row, so the sizes seen after it can be one short of what it had
        // in between; a rebuild counts as one more call per constraint.
        let r = rows + 1, v = variables + 1, n = constraints + 1
        let k = work.operations + work.rebuilds * n
        let s = v + 2 * n + 2
        findings.bound(work.pivots, k * (50 * (r + v) + 100), "pivots for \(k) calls, R \(r), V \(v), \(context())")
        findings.bound(
            work.rowUpdates, k * (max(v, terms) + r) + work.pivots * r,
            "row combinations, K·(max(V, T) + R) + P·R, K \(k) T \(terms) R \(r) P \(work.pivots), \(context())")
        findings.bound(
            work.cellUpdates - work.markerReplays, s * (2 * work.rowUpdates + 3 * work.pivots + 3 * k),
            "cells, S·(2U + 3P + 3K), S \(s) U \(work.rowUpdates) P \(work.pivots) K \(k), \(context())")
    }
}
