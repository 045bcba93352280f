// Rounding drift, and the refactorization that repairs it.
//
// Every pivot rounds each cell it writes to the nearest double, a relative error of about
// 1e-16. In one solve that is harmless, but the tableau is never recomputed from the
// constraints: it is carried from pivot to pivot for as long as the solver lives, and a cycle
// of pivots that returns to the same basis does not return to the same numbers. It can amplify
// what the last cycle left: a fuzz input (Corpus/Regressions/FuzzSolver/drift-*) that removes
// and adds one required inequality again twenty times, eight pivots each time, grew the error
// of a cell sixfold per cycle, until the values missed a required constraint by 1e-4 and the
// rows no longer restated their constraints.
//
// LP solvers meet this by refactorization: the basis is computed afresh from the original
// rows when the residuals say it has drifted. Here, when the values just written (after pivots
// since the last check) miss a required constraint by more than `driftTolerance` of its scale
// (1 + |constant| + Σ|coefficient × value|, so a relative measure), the tableau is rebuilt from
// its constraints in their order (`rebuild`, the one a long history triggers) and the values
// are written again. A healthy tableau's residuals are near 1e-15 of the scale; 1e-9 leaves
// six orders of margin. So that a system whose constraints are themselves ill-conditioned
// cannot make every observation rebuild, the next rebuild waits until the drift is ten times
// what the last rebuild left.

extension SolverCore {
    /// The largest drift of the values from the required constraints, relative to their scale,
    /// accepted before the tableau is rebuilt.
    static let driftTolerance = 1e-9

    /// After `updateVariables`: when pivots happened since the last check and the values miss
    /// a required constraint by more than the tolerance, rebuild the tableau and write the
    /// values again.
    mutating func repairDrift() {
        let pivots = tableau.statistics.pivots
        guard pivots != pivotsAtDriftCheck else { return }
        pivotsAtDriftCheck = pivots
        let drift = requiredDrift()
        guard drift > max(SolverCore.driftTolerance, 10 * driftAfterRebuild) else { return }
        rebuild()
        updateVariables()
        driftAfterRebuild = max(requiredDrift(), driftAfterRebuild)
        pivotsAtDriftCheck = tableau.statistics.pivots
    }

    /// The largest violation of a required constraint by the values last written, each divided
    /// by its constraint's scale.
    func requiredDrift() -> Double {
        var worst = 0.0
        records.forEachEntry { _, record in
            let c = record.constraint
            guard c.strength.isRequired else { return }
            var v = c.expression.constant
            var scale = 1 + abs(v)
            for t in c.expression.terms {
                let x = t.coefficient * t.variable.storedValue
                v += x
                scale += abs(x)
            }
            let violation: Double =
                switch c.relation {
                case .equal: abs(v)
                case .lessThanOrEqual: max(v, 0)
                case .greaterThanOrEqual: max(-v, 0)
                }
            worst = max(worst, violation / scale)
        }
        return worst
    }
}
