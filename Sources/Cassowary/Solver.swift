/// An incremental Cassowary solver: it keeps a set of linear constraints solved, minimising the
/// violation of the non-required ones, weighted within a strength level and lexicographic across
/// levels (see `Strength`), and re-solves incrementally
/// after every `add`, `remove` and `suggestValue`. (Removals and suggestions finish at the
/// next call that looks at or changes the solution, so that a remove-and-add of the same
/// constraint becomes a constant change and a frame's suggestions share one re-solve; no
/// caller can observe the difference.)
///
/// The tableau is sparse with a column index (a pivot visits only the rows that hold the
/// entering symbol); pivots follow Dantzig's rule with Bland's rule as the anti-cycling
/// fallback; symbols are dense integer ids, so every choice is deterministic.
///
///     let solver = Solver()
///     let left = Variable("left"), right = Variable("right"), mid = Variable("mid")
///     try solver.add(mid == (left + right) / 2)
///     try solver.add(right - left >= 10)
///     try solver.add((left == 0) | .weak)
///     try solver.addEditVariable(mid, strength: .strong)
///     try solver.suggestValue(50, for: mid)
///     solver.updateVariables()          // left.value 0, mid.value 50, right.value 100
///
/// Every call either succeeds or throws a `SolverError` and leaves the solver as it was.
/// Results are deterministic: the same calls in the same order give bit-identical values.
public final class Solver {
    /// All state. A solver is not reentrant (nothing it calls calls back), so the dynamic
    /// exclusivity check on each call is dropped.
    @exclusivity(unchecked) var core = SolverCore()

    /// Largest magnitude accepted for a coefficient, a constant or a suggested value. Larger
    /// numbers are refused (`SolverError.nonFiniteConstraint` / `.nonFiniteValue`) because
    /// products of them in pivots would lose all precision or overflow.
    public static let maximumMagnitude: Double = 1e12

    /// An empty solver.
    public init() {}

    /// A solver that makes a new constraint a definition row once the rows it would substitute
    /// hold `definitionThreshold` cells together (32 by default; 0: whenever it can). The
    /// solutions are the same; only the rows' form and the work differ
    /// (Tableau+Definitions.swift). Tests and fuzz targets use 0 to exercise definition rows
    /// on small systems.
    public init(definitionThreshold: Int) {
        core.definitionThreshold = definitionThreshold
    }

    /// Add a constraint and re-solve.
    ///
    /// The constraint becomes a row `0 = constant + Σ cⱼ sⱼ` over the tableau's parameters (basic
    /// variables replaced by their rows) plus its own marker symbols. The row is solved for a
    /// subject (a variable, else a marker that keeps it feasible), or, when none fits, added
    /// through an artificial variable whose minimum tells whether it can hold (phase one).
    /// Then the objective is minimised again.
    ///
    /// - Throws: `.duplicateConstraint`, `.nonFiniteConstraint`, or `.unsatisfiableConstraint`
    ///   with the required constraints it conflicts with: the constraints whose markers carry
    ///   the simplex's certificate of infeasibility (a row combining them into `0 = m`, m ≠ 0, or
    ///   the phase-one optimum `a = m + Σ cⱼ sⱼ`, m > 0). That set is a proof, so it always
    ///   conflicts; being a basis certificate it is usually minimal too.
    public func add(_ constraint: Constraint) throws(SolverError) {
        core.tableau.statistics.operations += 1
        try core.add(constraint)
    }

    /// Remove a constraint and re-solve. The remaining constraints solve exactly as if this
    /// one had never been added (up to the choice among equally good optima).
    ///
    /// The work is deferred to the next call: if that call adds a constraint that differs from
    /// this one only in its constant (same terms, relation and strength), the constraint is
    /// not taken out and put back but has its constant moved in place, the way Auto Layout
    /// makes a `constant` change cheap. Any other call first finishes the removal, so the
    /// deferral is never observable.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        core.tableau.statistics.operations += 1
        try core.remove(constraint)
    }

    /// True when this very constraint object is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        core.records.contains(ObjectIdentifier(constraint))
    }

    /// Make `variable` editable: a constraint `variable == value` at `strength` (below
    /// required) whose value `suggestValue` moves cheaply. It starts at 0.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        core.tableau.statistics.operations += 1
        core.settle()
        try core.addEditVariable(variable, strength)
    }

    /// Stop editing `variable` (its edit constraint is removed).
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        core.tableau.statistics.operations += 1
        core.settle()
        try core.removeEditVariable(variable)
    }

    /// True when `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.edits[ObjectIdentifier(variable)] != nil
    }

    /// Ask for `value` on an edit variable. Only the rows that depend on the edit are touched;
    /// the re-solve (dual simplex) happens at the next call that observes or changes the
    /// solution, once for all suggestions made since.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        // Suggestions pile up; the dual simplex repairs them together at the next observation.
        core.tableau.statistics.operations += 1
        if !core.parked.isEmpty { core.settle() }
        try core.suggestValue(value, for: variable)
    }

    /// Write the current solution into every variable's `value`. When rows changed since the
    /// last call and rounding has let the values drift off a constraint's equation, the tableau
    /// is computed afresh from the constraints and the values written again (see
    /// SolverCore+Drift.swift).
    public func updateVariables() {
        core.settle()
        core.updateVariables()
        core.repairDrift()
    }

    /// The current solution for `variable` (0 if the solver does not know it), without
    /// touching `variable.value`.
    public func value(of variable: Variable) -> Double {
        core.settle()
        guard let s = core.symbol(of: variable) else { return 0 }
        let r = core.tableau.basicRow[Int(s)]
        return r >= 0 ? core.tableau.value(ofRow: r) : 0
    }

    /// Make room for about `constraints` constraints over `variables` variables, so that
    /// adding them does not regrow the solver's tables on the way (a hint: any number of
    /// constraints can still be added).
    public func reserveCapacity(constraints: Int, variables: Int) {
        core.records.reserveCapacity(constraints)
        core.variables.reserveCapacity(variables)
        core.owners.reserveCapacity(2 * constraints + variables)
        core.externals.reserveCapacity(variables)
        core.externalSymbols.reserveCapacity(variables)
        core.references.reserveCapacity(variables)
        core.tableau.reserveCapacity(symbols: 2 * constraints + variables, rows: constraints, cells: 2 * constraints)
    }

    /// Remove every constraint and edit variable; the counters restart too.
    public func reset() {
        let threshold = core.definitionThreshold
        core = SolverCore()
        core.definitionThreshold = threshold
    }

    /// Work done so far (pivots, row updates, ...): deterministic counts, including any
    /// removal still deferred (see `remove(_:)`).
    public var statistics: SolverStatistics {
        core.settle()
        return core.tableau.statistics
    }

    /// Work done so far, not counting a removal still deferred: reading it changes nothing,
    /// so a profiler can read it between a `remove` and an `add` without turning a constant
    /// change in place into a full removal.
    public var statisticsSoFar: SolverStatistics { core.tableau.statistics }

    /// Number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { core.records.count }

    /// Number of variables the constraints mention.
    public var variableCount: Int {
        core.settle()
        return core.externals.count
    }

    /// Number of rows in the tableau (a measure of its size, with `cellCount`).
    public var rowCount: Int {
        core.settle()
        return core.tableau.liveRowCount
    }

    /// Number of row operations recorded since the tableau was last built: what the columns
    /// of required equalities' dummies are replayed from (see RowHistory.swift).
    public var historyLength: Int { core.tableau.history?.count ?? 0 }

    /// Number of non-zero coefficients in the tableau's rows.
    public var cellCount: Int {
        core.settle()
        return core.tableau.cells.count - core.tableau.freeCellCount
    }
}
