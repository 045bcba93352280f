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
// The error need not show in the values at once. A fuzz input (drift-soft-column-*) moved a
// soft equality's constant eleven times, a removal and an add each: every cycle re-derived the
// column of a required inequality's slack from rows that already carried the last cycle's
// error, about three times over, while the slack stayed a parameter at 0, so no value moved.
// The add that finally made the slack count (`x2 = 200`, substituted without a pivot) put
// 1.4e-11 of its scale into a strength-500 equality, and the weighted error missed the optimum.
//
// LP solvers meet this by refactorization: the basis is computed afresh from the original
// rows when the residuals say it has drifted. Here, once rows have been written since the
// last check (pivots, constraints substituted into the rows; how much, below), the values just
// written are put back into every constraint's own equation, markers included:
//
//     expr <= 0:  expr + s − e = 0      expr >= 0:  expr − s + e = 0
//     expr == 0:  expr + d = 0 (required), expr − e⁺ + e⁻ = 0 (soft)
//
// with each marker at its value (its row's constant when basic, else 0). An edit constraint
// `v == 0` reads `v − c − e⁺ + e⁻ = 0` with c its last suggested value, which lives in the
// rows' constants (SolverCore+Edit.swift). The largest residual, divided by its equation's
// scale (1 + |constant| + Σ|term|), is the drift; above `driftTolerance` the tableau is rebuilt
// from its constraints in their order (`rebuild`, the one a long history triggers) and the
// values are written again. A
// healthy tableau's residuals are near 1e-15 of the scale; 1e-12 leaves three orders of margin
// and stays ten times inside what the fuzz oracle accepts of a weighted error (1e-11 of the
// soft rows' weighted scale). So that a system whose constraints are themselves ill-conditioned
// cannot make every observation rebuild, the next rebuild waits until the drift is ten times
// what the last rebuild left.
//
// The check costs one pass over the constraints' terms, so it waits for row work to pay for
// it: it runs at an observation once the cells written since the last check number at least
// `cellsPerConstraintBetweenChecks` per constraint. A build of n constraints read once is
// checked once; a small system (the fuzz target's six variables) at nearly every observation;
// a 10,000-constraint layout whose edits write a few hundred cells each, every few dozen
// edits, which keeps the check's share of an edit's time to a few per cent.

extension SolverCore {
    /// Row work (cells written) per constraint between two drift checks.
    static let cellsPerConstraintBetweenChecks = 4

    /// Cells written per live cell between two checks of the coefficients (`coefficientDrift`
    /// reads every cell once).
    static let cellsWrittenPerCellBetweenCoefficientChecks = 4

    /// The largest residual of a constraint's equation, relative to its scale, accepted before
    /// the tableau is rebuilt.
    static let driftTolerance = 1e-12

    /// After `updateVariables`: when enough rows were written since the last check and the
    /// values miss a constraint's equation by more than the tolerance (or, checked less often,
    /// the coefficients do: `coefficientDrift`), rebuild the tableau and write the values
    /// again.
    mutating func repairDrift() {
        let work = tableau.statistics.cellUpdates
        guard work - cellUpdatesAtDriftCheck >= max(1, SolverCore.cellsPerConstraintBetweenChecks * records.count) else { return }
        cellUpdatesAtDriftCheck = work
        refreshObjective()
        var drift = self.drift()
        let liveCells = tableau.cells.count - tableau.freeCellCount
        if work - cellUpdatesAtCoefficientCheck >= SolverCore.cellsWrittenPerCellBetweenCoefficientChecks * liveCells {
            cellUpdatesAtCoefficientCheck = work
            drift = max(drift, coefficientDrift())
        }
        guard drift > max(SolverCore.driftTolerance, 10 * driftAfterRebuild) else { return }
        rebuild()
        updateVariables()
        driftAfterRebuild = max(self.drift(), coefficientDrift(), driftAfterRebuild)
        cellUpdatesAtDriftCheck = tableau.statistics.cellUpdates
        cellUpdatesAtCoefficientCheck = cellUpdatesAtDriftCheck
    }

    /// The objective computed again from the rows, at the same checks: each level's
    /// `Σ weight × e` over its error symbols, a basic error replaced by its row. The objective
    /// is carried from pivot to pivot like the rows, but every step adds a row times a weight
    /// (up to 10⁶ on kiwi's scale), so its rounding outgrows theirs: a FuzzSolver input
    /// (Corpus/Regressions/FuzzSolver/objective-drift-*) left 1.1·10⁻⁴ of a slack at level 0,
    /// where the rows were exact to 10⁻¹⁵, and a variable free to infinity was called
    /// determined. If the fresh objective can still be lowered, the simplex goes on and the
    /// values are written again.
    mutating func refreshObjective() {
        guard parked.isEmpty else { return }
        var fresh = Objective()
        fresh.reserveSymbols(tableau.symbolCount)
        records.forEachEntry { _, record in
            let strength = record.constraint.strength
            guard !strength.isRequired else { return }
            for e in [record.marker, record.other] where e >= 0 && tableau.kind[Int(e)] == .error {
                tableau.addError(e, times: strength.weight, level: strength.level, to: &fresh)
            }
        }
        tableau.objective = fresh
        tableau.structureVersion &+= 1
        let pivots = tableau.statistics.pivots
        tableau.optimize(.main)
        if tableau.statistics.pivots != pivots { updateVariables() }
    }

    /// The largest residual of a constraint's equation (its markers included) at the values
    /// last written, each divided by its equation's scale.
    func drift() -> Double {
        var worst = 0.0
        records.forEachEntry { _, record in
            let c = record.constraint
            let (v, size) = equation(of: record, constant: c.expression.constant - editConstant(of: c)) {
                $0.storedValue
            } symbol: {
                symbolValue($0)
            }
            worst = max(worst, abs(v) / (1 + size))
        }
        return worst
    }

    /// The largest residual of a constraint's equation along one direction of the parameters,
    /// each divided by its equation's scale: how far the rows' coefficients, rather than
    /// their constants, have drifted from the constraints.
    ///
    /// Every constraint's equation holds identically in the parameters, so it holds for the
    /// rates at which the symbols move when the parameters move: each parameter at a rate in
    /// ±[1, 2) drawn from its symbol (dummies stay at 0), each basic symbol at its row's rate
    /// (`Tableau.rowRates`). The values alone do not show a coefficient's error while its
    /// parameter sits at 0: a FuzzSolver input
    /// (Corpus/Regressions/FuzzSolver/coefficient-drift-lost-an-ambiguity.bin) moved three
    /// strong equalities' constants over and over through definition rows, and each cycle
    /// multiplied the error of an edit's column tenfold, to 1.6·10⁻⁹ of it, while the values
    /// stayed exact to 10⁻¹⁵; the objective read 0.0016 on an error whose reduced cost is 0,
    /// and a variable free over [0, 431] was called determined.
    func coefficientDrift() -> Double {
        func probe(_ s: Int32) -> Double {
            guard tableau.kind[Int(s)] != .dummy else { return 0 }
            // SplitMix64 of the symbol: a direction no two symbols share by accident.
            var z = UInt64(UInt32(bitPattern: s)) &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let magnitude = 1 + Double(z >> 11) / Double(1 << 53)
            return z & 1 == 0 ? magnitude : -magnitude
        }
        let rates = tableau.rowRates(probe)
        func rate(_ s: Int32) -> Double {
            let r = tableau.basicRow[Int(s)]
            return r >= 0 ? rates[Int(r)] : probe(s)
        }
        var worst = 0.0
        records.forEachEntry { _, record in
            let (v, size) = equation(of: record, constant: 0) { variable in
                symbol(of: variable).map(rate) ?? 0
            } symbol: {
                rate($0)
            }
            worst = max(worst, abs(v) / (1 + size))
        }
        return worst
    }

    /// `record`'s equation, `constant + Σ coefficient × variable` plus its markers, at the
    /// values given (each variable's by `variable`, each marker's by `symbol`), and the sum of
    /// its parts' magnitudes.
    private func equation(
        of record: Record, constant: Double, variable: (Variable) -> Double, symbol: (Int32) -> Double
    ) -> (residual: Double, size: Double) {
        let c = record.constraint
        var v = constant
        var size = abs(v)
        for t in c.expression.terms {
            let x = t.coefficient * variable(t.variable)
            v += x
            size += abs(x)
        }
        // The marker's coefficient in the equation; the other error's is its opposite.
        let sign: Double =
            switch c.relation {
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: -1
            case .equal: c.strength.isRequired ? 1 : -1
            }
        let m = sign * symbol(record.marker)
        v += m
        size += abs(m)
        if record.other >= 0 {
            let e = -sign * symbol(record.other)
            v += e
            size += abs(e)
        }
        return (v, size)
    }

    /// The value last suggested when `c` is an edit constraint (`variable == value`, whose
    /// value lives in the rows' constants, not in the constraint), else 0.
    func editConstant(of c: Constraint) -> Double {
        guard c.relation == .equal, c.expression.terms.count == 1, let i = editIndex(of: c.expression.terms[0].variable),
            editList[i].constraint === c
        else { return 0 }
        return editList[i].constant
    }

    /// A symbol's value in the current solution: its row's constant when basic, else 0.
    func symbolValue(_ s: Int32) -> Double {
        let r = tableau.basicRow[Int(s)]
        return r >= 0 ? tableau.rowConstant[Int(r)] : 0
    }
}
