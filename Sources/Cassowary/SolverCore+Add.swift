extension SolverCore {
    /// Add `constraint`; see `Solver.add(_:)` for the algorithm and its guarantees.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard !records.contains(key) else { throw .duplicateConstraint(constraint) }
        guard constraint.isFinite, withinMagnitude(constraint) else {
            throw .nonFiniteConstraint(constraint)
        }
        tableau.dualOptimize()
        if !parked.isEmpty {
            if let i = parkedIndex(matching: constraint), reuseParked(i, for: constraint) { return }
            settle()
        }
        let weight = constraint.strength.weight
        let required = constraint.strength.isRequired
        if !required { tableau.largestWeight = max(tableau.largestWeight, weight) }

        // The row `0 = constant + Σ coefficient × symbol`, with basic variables replaced by
        // their rows so that it speaks only of parameters.
        scratch.clear()
        scratch.constant = constraint.expression.constant
        let ids = constraint.variableIDs, coefficients = constraint.coefficients
        for i in 0..<ids.count {
            let s = retain(ids[i], term: i, of: constraint)
            let r = tableau.basicRow[Int(s)]
            if r >= 0 {
                tableau.addRow(r, times: coefficients[i], to: &scratch, keepDummies: true)
                tableau.statistics.rowUpdates += 1
                tableau.statistics.cellUpdates += Int(tableau.rowCount[Int(r)])
            } else {
                scratch.add(s, coefficients[i])
            }
        }

        // Its marker (and error) symbols:
        //   expr <= 0  →  expr + s (- e) = 0       expr >= 0  →  expr - s (+ e) = 0
        //   expr == 0  →  expr + d = 0 (required)  or  expr - e⁺ + e⁻ = 0
        // with the errors weighted in the objective.
        let marker: Int32, other: Int32
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: constraint)
            scratch.add(marker, sign)
            if required {
                other = -1
            } else {
                other = newSymbol(.error, owner: constraint)
                scratch.add(other, -sign)
                tableau.objective.add(other, weight)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy, owner: constraint)
                other = -1
                scratch.add(marker, 1)
            } else {
                marker = newSymbol(.error, owner: constraint)
                other = newSymbol(.error, owner: constraint)
                scratch.add(marker, -1)
                scratch.add(other, 1)
                tableau.objective.add(marker, weight)
                tableau.objective.add(other, weight)
            }
        }
        if scratch.constant < 0 { scratch.scale(by: -1) }

        var subject = chooseSubject(marker: marker, other: other)
        if subject < 0 { subject = feasibleParameterSubject() }
        var conflicts: [Constraint]? = nil
        if subject < 0, scratch.symbols.allSatisfy({ tableau.kind[Int($0)] == .dummy }) {
            // The constraint is a combination of required equalities already present: either
            // redundant (constant 0: its own dummy becomes basic) or contradicting them.
            if nearZero(scratch.constant) {
                subject = marker
            } else {
                conflicts = requiredOwners(of: scratch.symbols, plus: constraint)
            }
        }
        if subject >= 0 {
            // Solve `0 = K + c·subject + Σ cⱼ sⱼ` for the subject: `subject = -K/c - Σ (cⱼ/c) sⱼ`.
            let c = scratch.coefficient[Int(subject)]
            let r = tableau.newRow(basic: subject, constant: -scratch.constant / c, terms: scratch, times: -1 / c, skipping: subject)
            tableau.noteFeasibility(of: r)
            tableau.substitute(subject, by: r)
        } else if conflicts == nil {
            conflicts = addWithArtificialVariable(constraint)
        }
        if let conflicts {
            // Only required constraints fail, and they touched neither the objective nor any
            // row: giving back the marker and the variable references restores the state.
            freeSymbol(marker)
            for id in ids { release(id) }
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
        }
        records[key] = Record(constraint: constraint, marker: marker, other: other)
        tableau.dualOptimize()
        tableau.optimize(.main)
    }

    /// The parameter to make basic in the new row, or -1. An external symbol if there is one
    /// (the one in fewest rows, so the substitution touches least; then the lowest id);
    /// else the marker or error if its coefficient is negative, which keeps the row's constant
    /// (made ≥ 0 above) non-negative once solved for it.
    func chooseSubject(marker: Int32, other: Int32) -> Int32 {
        var best: Int32 = -1
        for s in scratch.symbols where tableau.kind[Int(s)] == .external {
            if best < 0 || tableau.columnCount[Int(s)] < tableau.columnCount[Int(best)]
                || (tableau.columnCount[Int(s)] == tableau.columnCount[Int(best)] && s < best) {
                best = s
            }
        }
        if best >= 0 { return best }
        func usable(_ s: Int32) -> Bool {
            guard s >= 0 else { return false }
            let k = tableau.kind[Int(s)]
            return (k == .slack || k == .error) && scratch.coefficient[Int(s)] < 0
        }
        return usable(marker) ? marker : (usable(other) ? other : -1)
    }

    /// A restricted parameter of the new row that can be made basic without leaving any row
    /// infeasible, or -1. Solving `0 = K + c·s + …` (K ≥ 0, c < 0) for s puts s at `K/-c`; every
    /// restricted row `b = Kᵣ + a·s + …` with a < 0 then falls to `Kᵣ + a·K/-c`, which must stay
    /// ≥ 0. This is the one pivot phase one would take, done without an artificial variable;
    /// when K = 0 nothing moves and the row's sign is free. Candidates in fewest rows first.
    func feasibleParameterSubject() -> Int32 {
        let k = scratch.constant
        var candidates: [(rows: Int32, symbol: Int32)] = []
        for s in scratch.symbols {
            let kind = tableau.kind[Int(s)]
            guard kind == .slack || kind == .error else { continue }
            if scratch.coefficient[Int(s)] < 0 || nearZero(k) {
                candidates.append((tableau.columnCount[Int(s)], s))
            }
        }
        candidates.sort { $0.rows < $1.rows || ($0.rows == $1.rows && $0.symbol < $1.symbol) }
        if nearZero(k), let first = candidates.first { return first.symbol }
        // s may rise by `step` if no restricted row reaches 0 first: the primal ratio test.
        return candidates.first { k / -scratch.coefficient[Int($0.symbol)] <= tableau.leavingCell(for: $0.symbol).ratio }?.symbol ?? -1
    }

    /// Phase one for a row with no usable subject: make it basic in a fresh artificial
    /// variable `a = row` (a ≥ 0) and minimise `a`. The constraint holds iff the minimum is 0.
    /// On failure the state is put back exactly as it was, and the artificial objective
    /// names the conflict: at the optimum it reads `a = m + Σ cⱼ sⱼ` with m > 0 and every
    /// restricted sⱼ bounded at 0, an identity that combines exactly those constraints whose
    /// markers sⱼ appear (each marker belongs to one constraint only). Those required
    /// constraints, with the new one, cannot hold together.
    /// Returns nil on success, else the conflicting constraints (the state then is as it was
    /// before the artificial row went in).
    mutating func addWithArtificialVariable(_ constraint: Constraint) -> [Constraint]? {
        // Allocated before the snapshot; phase one writes nothing but the tableau, so the
        // tableau is all there is to put back.
        let a = newSymbol(.slack, owner: nil)
        let saved = tableau
        tableau.statistics.artificialAdds += 1
        _ = tableau.newRow(basic: a, constant: scratch.constant, terms: scratch, times: 1, skipping: -1)
        tableau.artificial.clear()
        tableau.artificial.constant = scratch.constant
        for s in scratch.symbols { tableau.artificial.add(s, scratch.coefficient[Int(s)]) }
        tableau.artificialActive = true
        tableau.optimize(.artificial)
        let feasible = nearZero(tableau.artificial.constant)
        if !feasible {
            let conflicts = requiredOwners(of: tableau.artificial.symbols, plus: constraint)
            let statistics = tableau.statistics
            tableau = saved
            tableau.statistics = statistics
            freeSymbol(a)
            return conflicts
        }
        tableau.artificial.clear()
        tableau.artificialActive = false
        // a is 0 now. If it is still basic, exchange it for any parameter of its row (the
        // pivot is degenerate, nothing moves); prefer a non-dummy, else the row only restates
        // required equalities and a dummy takes the place.
        let ar = tableau.basicRow[Int(a)]
        if ar >= 0 {
            var pick: Int32 = -1, pickSymbol: Int32 = -1, pickIsDummy = true
            var c = tableau.rowHead[Int(ar)]
            while c >= 0 {
                let s = tableau.cells[Int(c)].symbol
                let dummy = tableau.kind[Int(s)] == .dummy
                if pick < 0 || (pickIsDummy && !dummy) || (dummy == pickIsDummy && s < pickSymbol) {
                    pick = c; pickSymbol = s; pickIsDummy = dummy
                }
                c = tableau.cells[Int(c)].rowNext
            }
            if pick >= 0 {
                tableau.pivot(row: ar, cell: pick)
            } else {
                tableau.deleteRow(ar)
            }
        }
        freeSymbol(a)
        return nil
    }

    /// The required constraints owning any of `symbols`, in symbol order, then `constraint`.
    func requiredOwners(of symbols: [Int32], plus constraint: Constraint) -> [Constraint] {
        var seen = Set<ObjectIdentifier>([ObjectIdentifier(constraint)])
        var result: [Constraint] = []
        for s in symbols.sorted() {
            guard let c = owner(of: s), c.strength.isRequired, seen.insert(ObjectIdentifier(c)).inserted else { continue }
            result.append(c)
        }
        return result + [constraint]
    }

    func withinMagnitude(_ c: Constraint) -> Bool {
        abs(c.expression.constant) <= Solver.maximumMagnitude
            && c.coefficients.allSatisfy { abs($0) <= Solver.maximumMagnitude }
    }
}
