extension SolverCore {
    mutating func addEditVariable(_ v: Variable, _ strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(v)
        guard edits[key] == nil else { throw .duplicateEditVariable(v) }
        guard !strength.isRequired else { throw .badRequiredStrength(v) }
        let constraint = Constraint(Expression(v), .equal, strength: strength)
        try add(constraint)
        guard let record = records[ObjectIdentifier(constraint)] else { return }
        edits[key] = editList.count
        v.editHint = editList.count
        editList.append(Edit(variable: v, variableID: key, constraint: constraint, plus: record.marker, constant: 0))
    }

    /// The index of `v`'s edit, trying the variable's hint before the table: a live resize
    /// suggests on the same variables every frame.
    func editIndex(of v: Variable) -> Int? {
        let hint = v.editHint
        if hint >= 0, hint < editList.count, editList[hint].variableID == ObjectIdentifier(v) { return hint }
        return edits[ObjectIdentifier(v)]
    }

    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let i = edits.removeValue(forKey: ObjectIdentifier(v)) else { throw .unknownEditVariable(v) }
        let edit = editList[i]
        editList.swapAt(i, editList.count - 1)
        editList.removeLast()
        if i < editList.count {
            edits[ObjectIdentifier(editList[i].variable)] = i
            editList[i].variable.editHint = i
        }
        try remove(edit.constraint)
    }

    /// Move an edit constraint `v == c` to `v == value`.
    ///
    /// The constraint's equation reads `v - c - e⁺ + e⁻ = 0`; raising c by δ is the same as
    /// replacing e⁺ by e⁺ + δ (`Tableau.shiftParameter`): if e⁺ is basic its row's constant
    /// falls by δ, else every row `… + a·e⁺` gains a·δ, walking e⁺'s cached column. Rows that
    /// go negative are repaired by the dual simplex, deferred to the next `settle()`.
    mutating func suggestValue(_ value: Double, for v: Variable) throws(SolverError) {
        guard let i = editIndex(of: v) else { throw .unknownEditVariable(v) }
        guard value.isFinite, abs(value) <= Solver.maximumMagnitude else { throw .nonFiniteValue(v, value) }
        let delta = value - editList[i].constant
        if delta == 0 { return }  // the same value again: nothing moves
        editList[i].constant = value
        editedSinceSettle = true
        let plus = editList[i].plus
        if tableau.basicRow[Int(plus)] >= 0 {
            tableau.shiftParameter(plus, by: delta)
        } else {
            if !editList[i].column.isCurrent(tableau.structureVersion) {
                editList[i].column.refresh(plus, in: tableau)
            }
            editList[i].column.shift(&tableau, by: delta)
        }
        // The dual simplex runs at the next `settle()`, so a frame's suggestions (width and
        // height of a resize) are repaired in one pass.
    }
}

/// The column of an edit's error e⁺ as two contiguous arrays, rebuilt only when the tableau's
/// structure has changed since. A live resize suggests new values frame after frame without a
/// pivot, so every frame walks these arrays instead of a linked column.
struct EditColumn {
    private var version = -1
    /// Rows holding e⁺; restricted rows are stored as `-1 - row`.
    private var rows: [Int32] = []
    private var coefficients: [Double] = []

    /// True when the cached column is that of the tableau at `version`.
    func isCurrent(_ version: Int) -> Bool { self.version == version }

    mutating func refresh(_ plus: Int32, in t: Tableau) {
        version = t.structureVersion
        rows.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        var c = t.columnHead[Int(plus)]
        while c >= 0 {
            let cell = t.cells[Int(c)]
            let restricted = t.kind[Int(t.rowBasic[Int(cell.row)])] != .external
            rows.append(restricted ? -1 - cell.row : cell.row)
            coefficients.append(cell.coefficient)
            c = cell.columnNext
        }
    }

    /// Every row `… + a·e⁺` gains `a·δ`; restricted rows that go negative are queued for the
    /// dual simplex (a rounding residue is snapped to 0).
    mutating func shift(_ t: inout Tableau, by delta: Double) {
        t.statistics.constantShifts += rows.count
        rows.withUnsafeBufferPointer { rows in
            coefficients.withUnsafeBufferPointer { coefficients in
                t.rowConstant.withUnsafeMutableBufferPointer { constant in
                    for i in 0..<rows.count {
                        let code = Int(rows[i])
                        let r = code >= 0 ? code : -1 - code
                        let k = constant[r] + delta * coefficients[i]
                        constant[r] = k
                        if code < 0, k < 0 {
                            if k > -epsilon { constant[r] = 0 } else { t.infeasible.append(t.rowBasic[r]) }
                        }
                    }
                }
            }
        }
    }
}
