/// Work the solver has done since it was created or reset. Counts, unlike timings, are
/// deterministic: the same calls give the same numbers on any machine, so they serve as
/// regression baselines and as the "cost" a profiler shows.
public struct SolverStatistics: Equatable, Sendable {
    /// Calls that change the system: `add`, `remove`, `addEditVariable`, `removeEditVariable`
    /// and `suggestValue`, refused ones included. The unit the other counts are bounded per
    /// (the fuzz targets' work bounds: pivots, row combinations and cells per call).
    public var operations = 0
    /// Basis exchanges, primal and dual.
    public var pivots = 0
    /// Of which, dual simplex pivots (after `suggestValue`).
    public var dualPivots = 0
    /// Row combinations `row += k × other`: the inner loop of every pivot, and the
    /// substitution of basic variables' rows into a constraint being added.
    public var rowUpdates = 0
    /// Cells a row combination reads or writes: len(target) + len(source) for every
    /// `row += k × other` (the rows a pivot substitutes into, a new constraint's substitution of
    /// basic rows, the objectives), and the pivot row's own cells when it is solved for its new
    /// basic symbol. Unlike `rowUpdates` it sees fill-in: rows that grow make every later
    /// combination dearer, and this count grows with them.
    public var cellUpdates = 0
    /// Constraints added through an artificial variable (phase one).
    public var artificialAdds = 0
    /// Removals followed by an add of the same constraint with another constant, carried out
    /// as a constant change in place (see `Solver.remove(_:)`).
    public var constantChanges = 0
    /// Row constants moved by a suggested value or a constant change in place: the rows an
    /// edit touches without pivoting (a resize's whole cost when no pivot is needed).
    public var constantShifts = 0
    /// Coefficients dropped as rounding noise where the exact algebra says they cannot occur.
    public var roundingRepairs = 0
    /// Recorded row operations replayed to find a dummy's column or the dummies a row holds
    /// (required equalities' markers are kept out of the rows; see RowHistory.swift). Also
    /// counted in `cellUpdates`: each is one coefficient's update.
    public var markerReplays = 0
    /// Times the tableau was built again from its constraints because its history had grown
    /// long (see SolverCore+Rebuild.swift).
    public var rebuilds = 0

    public init() {}

    /// The work done between two readings: `after - before`.
    public static func - (after: SolverStatistics, before: SolverStatistics) -> SolverStatistics {
        combine(after, before, -)
    }

    /// The work of two stretches together.
    public static func + (a: SolverStatistics, b: SolverStatistics) -> SolverStatistics {
        combine(a, b, +)
    }

    private static func combine(_ a: SolverStatistics, _ b: SolverStatistics, _ op: (Int, Int) -> Int) -> SolverStatistics {
        var d = SolverStatistics()
        d.operations = op(a.operations, b.operations)
        d.pivots = op(a.pivots, b.pivots)
        d.dualPivots = op(a.dualPivots, b.dualPivots)
        d.rowUpdates = op(a.rowUpdates, b.rowUpdates)
        d.cellUpdates = op(a.cellUpdates, b.cellUpdates)
        d.artificialAdds = op(a.artificialAdds, b.artificialAdds)
        d.constantChanges = op(a.constantChanges, b.constantChanges)
        d.constantShifts = op(a.constantShifts, b.constantShifts)
        d.roundingRepairs = op(a.roundingRepairs, b.roundingRepairs)
        d.markerReplays = op(a.markerReplays, b.markerReplays)
        d.rebuilds = op(a.rebuilds, b.rebuilds)
        return d
    }
}
