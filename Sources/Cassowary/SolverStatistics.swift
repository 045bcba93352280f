/// Work the solver has done since it was created or reset. Counts, unlike timings, are
/// deterministic: the same calls give the same numbers on any machine, so they serve as
/// regression baselines and as the "cost" a profiler shows.
public struct SolverStatistics: Equatable, Sendable {
    /// Basis exchanges, primal and dual.
    public var pivots = 0
    /// Of which, dual simplex pivots (after `suggestValue`).
    public var dualPivots = 0
    /// Row combinations `row += k × other` (the inner loop of every pivot).
    public var rowUpdates = 0
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

    public init() {}

    /// The work done between two readings: `after - before`.
    public static func - (after: SolverStatistics, before: SolverStatistics) -> SolverStatistics {
        var d = SolverStatistics()
        d.pivots = after.pivots - before.pivots
        d.dualPivots = after.dualPivots - before.dualPivots
        d.rowUpdates = after.rowUpdates - before.rowUpdates
        d.artificialAdds = after.artificialAdds - before.artificialAdds
        d.constantChanges = after.constantChanges - before.constantChanges
        d.constantShifts = after.constantShifts - before.constantShifts
        d.roundingRepairs = after.roundingRepairs - before.roundingRepairs
        return d
    }
}
