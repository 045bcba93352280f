extension SolverCore {
    /// Remove `constraint`; see `Solver.remove(_:)`. The constraint is parked: it leaves
    /// `records` at once, but its equation stays in the tableau until `settle()` or until an
    /// `add` reuses it (`reuseParked`).
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        parked.append(record)
        editedSinceSettle = true
    }

    /// Finish deferred work: repair rows that suggestions left negative (dual simplex), then
    /// carry out the parked removals. Every operation other than `add` and `remove` settles
    /// first, and `add` repairs first, so no one observes deferred state.
    mutating func settle() {
        tableau.dualOptimize()
        while let record = parked.popLast() { takeOut(record) }
        rebuildIfHistoryIsLong()
    }

    /// The index of a parked constraint that `constraint` repeats but for its constant: same
    /// relation, strength and terms (same variables and coefficients, in order).
    func parkedIndex(matching constraint: Constraint) -> Int? {
        parked.firstIndex { record in
            let old = record.constraint
            return old.relation == constraint.relation && old.strength == constraint.strength
                && old.variableIDs == constraint.variableIDs && old.coefficients == constraint.coefficients
        }
    }

    /// Turn parked constraint `i` into `constraint`, which differs only in its constant, by
    /// moving the constant in place: Auto Layout's cheap constant change.
    ///
    /// The equation reads `expr + K + c·m + … = 0` with marker m of coefficient c (+1 for a
    /// slack of `<=` and a dummy, -1 for a slack of `>=` and the positive error of a soft
    /// equality). K becoming K + δ is the same as m becoming m + δ/c, so every row is shifted
    /// (`Tableau.shiftParameter`) and the dual simplex repairs what went negative. If that
    /// fails (a required constraint that no longer fits), the shift is undone and the caller
    /// falls back to a real removal and add. Returns whether the constraint was reused.
    mutating func reuseParked(_ i: Int, for constraint: Constraint) -> Bool {
        let record = parked[i]
        let old = record.constraint
        let delta = constraint.expression.constant - old.expression.constant
        let m = record.marker
        // A basic dummy is an equality implied by others: its constant is not free to move.
        if tableau.basicRow[Int(m)] >= 0, tableau.kind[Int(m)] == .dummy, delta != 0 { return false }
        let coefficient: Double =
            switch old.relation {
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: -1
            case .equal: old.strength.isRequired ? 1 : -1
            }
        // An equality implied by this one and others (a basic dummy in m's column) that now
        // reads `d = δ·a ≠ 0` is contradicted by the new constant: negative, the dual simplex
        // cannot repair it; positive, the shift reports it.
        let held = tableau.shift(m, by: delta / coefficient)
        if !tableau.dualOptimize() || !held {
            // Back to the old constant. The basis may have moved, so a row the repair gave up
            // on need not mention m any more: queue every negative row, then repair (the old
            // system is feasible, so this succeeds).
            _ = tableau.shift(m, by: -delta / coefficient)
            tableau.queueNegativeRows()
            tableau.dualOptimize()
            return false
        }
        parked.remove(at: i)
        owners[Int(m)] = .passUnretained(constraint)
        if record.other >= 0 { owners[Int(record.other)] = .passUnretained(constraint) }
        records[ObjectIdentifier(constraint)] = Record(constraint: constraint, marker: m, other: record.other, order: record.order)
        tableau.statistics.constantChanges += 1
        tableau.optimize(.main)
        return true
    }

    /// Remove a constraint's equation from the tableau and re-solve.
    mutating func takeOut(_ record: Record) {
        let constraint = record.constraint
        // Take the errors' weight out of the objective: `objective -= weight × e` at the
        // constraint's level, with e replaced by its row when it is basic.
        removeWeight(constraint.strength, of: record.marker)
        removeWeight(constraint.strength, of: record.other)
        // Make the marker basic and drop its row: that removes exactly this constraint's
        // equation from the system.
        let m = record.marker
        if tableau.basicRow[Int(m)] < 0 {
            if tableau.kind[Int(m)] == .dummy {
                tableau.materialize(m)
                restoreObjectiveCoefficient(of: m)
            }
            var c = markerLeavingCell(m)
            // A pivot row must name parameters only (Tableau+Definitions.swift).
            while c >= 0, tableau.isDefinitionRow[Int(tableau.cells[Int(c)].row)] {
                tableau.expandInPlace(tableau.cells[Int(c)].row)
                c = markerLeavingCell(m)
            }
            if c >= 0 { tableau.pivot(row: tableau.cells[Int(c)].row, cell: c) }
        }
        let r = tableau.basicRow[Int(m)]
        if r >= 0 { tableau.deleteRow(r) }
        freeSymbol(m)
        if record.other >= 0 {
            let ro = tableau.basicRow[Int(record.other)]
            if ro >= 0 { tableau.deleteRow(ro) }
            freeSymbol(record.other)
        }
        for id in constraint.variableIDs { release(id) }
        tableau.dualOptimize()
        tableau.optimize(.main)
    }

    /// `objective -= weight × e` at the strength's level for an error symbol e, with e
    /// replaced by its row when basic.
    mutating func removeWeight(_ strength: Strength, of e: Int32) {
        guard e >= 0, tableau.kind[Int(e)] == .error else { return }
        // The objective is moved out while the tableau reads the error's row into it.
        var objective = Objective()
        swap(&objective, &tableau.objective)
        tableau.statistics.cellUpdates += tableau.addError(e, times: -strength.weight, level: strength.level, to: &objective)
        swap(&objective, &tableau.objective)
    }

    /// The objective leaves dummies out because they are 0 while their equality holds; once
    /// the equality goes, dummy `d` moves, and its coefficient matters again. Each level of
    /// the objective is `Σ weight(e) × e` over its errors, with basic errors replaced by their
    /// rows, so d's coefficient there is `Σ weight(e) × a` over the cells `a·d` of rows whose
    /// basic e is an error of that level.
    mutating func restoreObjectiveCoefficient(of d: Int32) {
        var sums: [(level: Double, sum: Double)] = []
        var c = tableau.columnHead[Int(d)]
        while c >= 0 {
            let cell = tableau.cells[Int(c)]
            let e = tableau.rowBasic[Int(cell.row)]
            if tableau.kind[Int(e)] == .error, let strength = owner(of: e)?.strength {
                if let i = sums.firstIndex(where: { $0.level == strength.level }) {
                    sums[i].sum += strength.weight * cell.coefficient
                } else {
                    sums.append((strength.level, strength.weight * cell.coefficient))
                }
            }
            c = cell.columnNext
        }
        for (level, sum) in sums { tableau.objective.add(d, sum, level: level) }
    }

    /// The row in which to make marker `m` basic when it is a parameter. First a row whose
    /// basic symbol is a dummy: such a row `d = a·m + …` (constant 0, dummies only) says an
    /// equality is redundant with this one, and pivoting there moves nothing and keeps d at 0
    /// (any other choice would give d a value, silently dropping that equality). Then, among
    /// restricted rows `b = K + a·m + …`, those with a < 0 by least `-K/a`, then those with
    /// a > 0 by least `K/a` (either keeps all rows feasible once the row is dropped), then any
    /// external row. Returns the cell of `m`, or -1 when m is in no row at all.
    func markerLeavingCell(_ m: Int32) -> Int32 {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1, redundant: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var b1: Int32 = -1, b2: Int32 = -1, b3: Int32 = -1, b0: Int32 = -1
        var c = tableau.columnHead[Int(m)]
        while c >= 0 {
            let cell = tableau.cells[Int(c)]
            let b = tableau.rowBasic[Int(cell.row)]
            let k = tableau.rowConstant[Int(cell.row)]
            if tableau.kind[Int(b)] == .dummy {
                if redundant < 0 || b < b0 {
                    redundant = c
                    b0 = b
                }
            } else if tableau.kind[Int(b)] == .external {
                if third < 0 || b < b3 {
                    third = c
                    b3 = b
                }
            } else if cell.coefficient < 0 {
                let ratio = -k / cell.coefficient
                if ratio < r1 || (ratio == r1 && b < b1) {
                    first = c
                    r1 = ratio
                    b1 = b
                }
            } else {
                let ratio = k / cell.coefficient
                if ratio < r2 || (ratio == r2 && b < b2) {
                    second = c
                    r2 = ratio
                    b2 = b
                }
            }
            c = cell.columnNext
        }
        if redundant >= 0 { return redundant }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }
}
