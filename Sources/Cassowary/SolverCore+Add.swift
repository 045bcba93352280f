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
        let weight = constraint.strength.weight, level = constraint.strength.level
        let required = constraint.strength.isRequired
        if !required { tableau.largestWeight = max(tableau.largestWeight, weight) }

        // The row `0 = constant + Σ coefficient × symbol`, with basic variables replaced by
        // their rows so that it speaks only of parameters; the rows used are remembered in
        // `scratchSources`: the new row's implicit dummy part is made of theirs. But when a
        // required equality has a variable in no row yet and the rows to substitute are long,
        // the row is solved for that variable and keeps naming the basic ones: a definition row
        // (Tableau+Definitions.swift).
        scratch.clear()
        scratchSources.removeAll(keepingCapacity: true)
        termSymbols.removeAll(keepingCapacity: true)
        scratch.constant = constraint.expression.constant
        let ids = constraint.variableIDs, coefficients = constraint.coefficients
        for i in 0..<ids.count {
            let s = retain(ids[i], term: i, of: constraint)
            termSymbols.append(s)
            scratch.add(s, coefficients[i])
        }
        // The subject a definition row would have (an external symbol in no row, the lowest),
        // and the cells of the rows to substitute (a definition row counts as the threshold).
        var fresh: Int32 = -1, basic = false, expansion = 0
        for s in termSymbols where scratch.contains(s) {
            let r = tableau.basicRow[Int(s)]
            if r >= 0 {
                basic = true
                expansion += tableau.isDefinitionRow[Int(r)] ? definitionThreshold : Int(tableau.rowCount[Int(r)])
            } else if tableau.columnCount[Int(s)] == 0, fresh < 0 || s < fresh {
                fresh = s
            }
        }
        let refers = fresh >= 0 && basic && expansion >= definitionThreshold && required && constraint.relation == .equal
        if !refers {
            func substituted(_ r: Int32, _ a: Double) {
                scratchSources.append((r, a))
                tableau.statistics.rowUpdates += 1
                tableau.statistics.cellUpdates += Int(tableau.rowCount[Int(r)])
            }
            var definitions = false
            for s in termSymbols where scratch.contains(s) && tableau.basicRow[Int(s)] >= 0 {
                let r = tableau.basicRow[Int(s)]
                guard !tableau.isDefinitionRow[Int(r)] else {
                    definitions = true
                    continue
                }
                let a = scratch.coefficient[Int(s)]
                scratch.remove(s)
                tableau.addRow(r, times: a, to: &scratch, keepDummies: true)
                substituted(r, a)
            }
            // Rows of parameters add no basic symbol; definition rows are expanded in turn.
            if definitions {
                for (r, a) in tableau.expandReferences(in: &scratch, keepDummies: true) { substituted(r, a) }
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
                tableau.objective.add(other, weight, level: level)
            }
        case .equal:
            if required {
                // Its dummy `+1·d` stays implicit: it is born in the row the constraint makes.
                marker = newSymbol(.dummy, owner: constraint)
                other = -1
            } else {
                marker = newSymbol(.error, owner: constraint)
                other = newSymbol(.error, owner: constraint)
                scratch.add(marker, -1)
                scratch.add(other, 1)
                tableau.objective.add(marker, weight, level: level)
                tableau.objective.add(other, weight, level: level)
            }
        }
        scratchSign = 1
        if scratch.constant < 0 {
            scratch.scale(by: -1)
            scratchSign = -1
        }

        var subject = refers ? fresh : chooseSubject(marker: marker, other: other)
        if subject < 0 { subject = feasibleParameterSubject() }
        var conflicts: [Constraint]? = nil
        if subject < 0, scratch.symbols.allSatisfy({ tableau.kind[Int($0)] == .dummy }) {
            // The constraint is a combination of required equalities already present: either
            // redundant (constant 0: its own dummy becomes basic) or contradicting them.
            if nearZero(scratch.constant), required, constraint.relation == .equal {
                subject = marker
            } else {
                conflicts = requiredOwners(
                    of: tableau.dummies(inRows: scratchSources.map { ($0.row, $0.coefficient) }).map(\.dummy), plus: constraint)
            }
        }
        if subject >= 0 {
            // Solve `0 = K + c·subject + Σ cⱼ sⱼ` for the subject: `subject = -K/c - Σ (cⱼ/c) sⱼ`.
            // The own dummy is not in `scratch`: its coefficient is 1, times the sign flip.
            let c = subject == marker && required && constraint.relation == .equal ? scratchSign : scratch.coefficient[Int(subject)]
            let r = tableau.newRow(basic: subject, constant: -scratch.constant / c, terms: scratch, times: -1 / c, skipping: subject)
            recordScratch(into: r, times: -1 / c, dummy: required && constraint.relation == .equal ? marker : -1)
            if refers { tableau.setDefinition(r, true) }
            tableau.noteFeasibility(of: r)
            tableau.substitute(subject, by: r)
        } else if conflicts == nil {
            conflicts = addWithArtificialVariable(constraint, dummy: required && constraint.relation == .equal ? marker : -1)
        }
        if let conflicts {
            // Only required constraints fail, and they touched neither the objective nor any
            // row: giving back the marker and the variable references restores the state.
            freeSymbol(marker)
            for id in ids { release(id) }
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
        }
        records[key] = Record(constraint: constraint, marker: marker, other: other, order: nextOrder)
        nextOrder += 1
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
                || (tableau.columnCount[Int(s)] == tableau.columnCount[Int(best)] && s < best)
            {
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
    mutating func addWithArtificialVariable(_ constraint: Constraint, dummy: Int32) -> [Constraint]? {
        // Allocated before the snapshot; phase one writes nothing but the tableau, so the
        // tableau is all there is to put back.
        let a = newSymbol(.slack, owner: nil)
        let saved = tableau
        let savedHistory = tableau.history?.beginUndoable() ?? 0
        tableau.statistics.artificialAdds += 1
        let ar = tableau.newRow(basic: a, constant: scratch.constant, terms: scratch, times: 1, skipping: -1)
        recordScratch(into: ar, times: 1, dummy: dummy)
        tableau.artificial.clear()
        tableau.artificial.constant = scratch.constant
        for s in scratch.symbols { tableau.artificial.add(s, scratch.coefficient[Int(s)]) }
        tableau.history?.reset(RowHistory.artificialSlot)
        tableau.history?.combine(into: RowHistory.artificialSlot, from: RowHistory.slot(ofRow: ar), times: 1)
        tableau.artificialActive = true
        tableau.optimize(.artificial)
        let feasible = nearZero(tableau.artificial.constant)
        if !feasible {
            let explicit = tableau.artificial.symbols.filter { tableau.kind[Int($0)] != .dummy }
            let conflicts = requiredOwners(of: explicit + tableau.dummies(inRows: [], artificial: true).map(\.dummy), plus: constraint)
            let statistics = tableau.statistics
            tableau = saved
            tableau.statistics = statistics
            tableau.history?.undo(to: savedHistory)
            freeSymbol(a)
            return conflicts
        }
        tableau.history?.endUndoable()
        tableau.artificial.clear()
        tableau.artificialActive = false
        // a is 0 now. If it is still basic, exchange it for a parameter of its row (the pivot
        // is degenerate, nothing moves): the lowest non-dummy; else the row only restates
        // required equalities, one of them is implied by the others, and its dummy takes the
        // place (the one with the largest coefficient, materialized for the pivot).
        let ar2 = tableau.basicRow[Int(a)]
        if ar2 >= 0 {
            var pick: Int32 = -1, pickSymbol: Int32 = -1
            var c = tableau.rowHead[Int(ar2)]
            while c >= 0 {
                let s = tableau.cells[Int(c)].symbol
                if tableau.kind[Int(s)] != .dummy, pick < 0 || s < pickSymbol {
                    pick = c
                    pickSymbol = s
                }
                c = tableau.cells[Int(c)].rowNext
            }
            if pick < 0 {
                let held = tableau.dummies(inRows: [(ar2, 1)]).sorted {
                    abs($0.coefficient) > abs($1.coefficient) || (abs($0.coefficient) == abs($1.coefficient) && $0.dummy < $1.dummy)
                }
                for (d, _) in held where pick < 0 {
                    tableau.materialize(d)
                    pick = tableau.cell(of: d, inRow: ar2)
                }
            }
            if pick >= 0 {
                tableau.pivot(row: ar2, cell: pick)
            } else {
                tableau.deleteRow(ar2)
            }
        }
        freeSymbol(a)
        return nil
    }

    /// Record the implicit part of new row `r`, made as `k × scratch`: `k × sign × (Σ cᵢ ×
    /// row(xᵢ))` over the basic variables' rows substituted into it, plus `k × sign × dummy`
    /// when the constraint is a required equality (its dummy's birth).
    mutating func recordScratch(into r: Int32, times k: Double, dummy: Int32) {
        guard let history = tableau.history else { return }
        let slot = RowHistory.slot(ofRow: r)
        for (p, a) in scratchSources {
            history.combine(into: slot, from: RowHistory.slot(ofRow: p), times: k * scratchSign * a)
        }
        if dummy >= 0 { tableau.birth[Int(dummy)] = history.birth(of: dummy, in: slot, times: k * scratchSign) }
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
