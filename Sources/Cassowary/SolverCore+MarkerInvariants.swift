// The invariants of implicit dummies (RowHistory.swift), and a check of the whole dictionary
// against the constraints it was built from. The fuzz target runs them after every step, so
// they work on dense scratch arrays (one allocation each) rather than dictionaries.

extension SolverCore {
    /// Above this many constraints the dictionary is not checked against every constraint
    /// (`checkAgainstConstraints`): that check costs the constraints times the dummies.
    static let constraintCheckLimit = 300

    /// - Only materialized dummies have cells, and a materialized dummy is a parameter whose
    ///   cells are exactly the column the history replays.
    /// - With `againstConstraints`, up to `constraintCheckLimit` constraints: the dictionary
    ///   satisfies every constraint.
    func checkMarkers(againstConstraints: Bool) throws(InvariantViolation) {
        let t = tableau
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }
        guard let history = t.history else { throw fail("the tableau has no history") }
        // By row: a materialized column's cells, minus the replayed column.
        var difference = [Double](repeating: 0, count: t.rowBasic.count)
        for s in 0..<t.symbolCount where t.kind[s] == .dummy {
            if t.birth[s] < 0, t.basicRow[s] < 0 { throw fail("dummy \(s) has no birth") }
            guard t.isMaterialized[s] else {
                if t.columnCount[s] != 0 { throw fail("dummy \(s) is not materialized but has \(t.columnCount[s]) cells") }
                continue
            }
            guard t.basicRow[s] < 0 else { throw fail("dummy \(s) is basic and materialized") }
            guard t.birth[s] >= 0 else { throw fail("dummy \(s) has no birth") }
            var c = t.columnHead[s]
            while c >= 0 {
                difference[Int(t.cells[Int(c)].row)] = t.cells[Int(c)].coefficient
                c = t.cells[Int(c)].columnNext
            }
            for (row, k) in history.column(bornAt: t.birth[s]) where t.rowBasic[Int(row)] >= 0 {
                let cell = difference[Int(row)]
                guard isClose(cell, k) else { throw fail("dummy \(s), row \(row): cell \(cell), history \(k)") }
                difference[Int(row)] = 0
            }
            c = t.columnHead[s]
            while c >= 0 {
                let row = t.cells[Int(c)].row
                let left = difference[Int(row)]
                guard nearZero(left) else { throw fail("dummy \(s), row \(row): cell \(left), history 0") }
                difference[Int(row)] = 0
                c = t.cells[Int(c)].columnNext
            }
        }
        if againstConstraints, records.count <= SolverCore.constraintCheckLimit { try checkAgainstConstraints() }
    }

    /// Every constraint, with each basic symbol replaced by its row (explicit cells, and each
    /// parameter dummy's replayed column), must read `0 = 0` whatever the parameters: its
    /// constant and every parameter's coefficient must cancel.
    private func checkAgainstConstraints() throws(InvariantViolation) {
        let t = tableau
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }
        guard let history = t.history else { return }
        let rows = t.rowBasic.count
        // The column of every parameter dummy, dense: dummy k's coefficient in row r is
        // columns[k × rows + r].
        var dummies: [Int32] = []
        for s in 0..<t.symbolCount where t.kind[s] == .dummy && t.basicRow[s] < 0 && t.birth[s] >= 0 { dummies.append(Int32(s)) }
        var columns = [Double](repeating: 0, count: dummies.count * rows)
        for (k, d) in dummies.enumerated() {
            for (row, a) in history.column(bornAt: t.birth[Int(d)]) where t.rowBasic[Int(row)] >= 0 {
                columns[k * rows + Int(row)] = a
            }
        }
        var editConstants: [ObjectIdentifier: Double] = [:]
        for edit in editList { editConstants[ObjectIdentifier(edit.constraint)] = edit.constant }
        // By symbol, what the constraint leaves on each parameter; `touched` lists them.
        var sum = [Double](repeating: 0, count: t.symbolCount)
        var touched: [Int32] = []
        try records.forEachEntry { (_, record) throws(InvariantViolation) in
            let c = record.constraint
            var constant = c.expression.constant - (editConstants[ObjectIdentifier(c)] ?? 0)
            var scale = abs(constant)
            // The equation as `add` wrote it: Σ aₖ zₖ + K = 0 over variables and markers, each
            // basic z replaced by its row.
            func add(_ z: Int32, _ a: Double) {
                let r = t.basicRow[Int(z)]
                guard r >= 0 else {
                    if sum[Int(z)] == 0 { touched.append(z) }
                    sum[Int(z)] += a
                    scale = max(scale, abs(a))
                    return
                }
                constant += a * t.rowConstant[Int(r)]
                scale = max(scale, abs(a * t.rowConstant[Int(r)]))
                var cell = t.rowHead[Int(r)]
                while cell >= 0 {
                    let q = t.cells[Int(cell)].symbol, k = a * t.cells[Int(cell)].coefficient
                    scale = max(scale, abs(k))
                    // Materialized dummies are counted from their replayed columns below; a
                    // definition row's reference counts as the row it refers to.
                    if t.basicRow[Int(q)] >= 0 {
                        add(q, k)
                    } else if t.kind[Int(q)] != .dummy {
                        if sum[Int(q)] == 0 { touched.append(q) }
                        sum[Int(q)] += k
                    }
                    cell = t.cells[Int(cell)].rowNext
                }
                for (k, d) in dummies.enumerated() where columns[k * rows + Int(r)] != 0 {
                    if sum[Int(d)] == 0 { touched.append(d) }
                    sum[Int(d)] += a * columns[k * rows + Int(r)]
                }
            }
            for (i, id) in c.variableIDs.enumerated() {
                guard let index = variables[id] else { throw fail("constraint \(c): unknown variable") }
                add(externalSymbols[index], c.coefficients[i])
            }
            switch (c.relation, c.strength.isRequired) {
            case (.equal, true): add(record.marker, 1)
            case (.equal, false):
                add(record.marker, -1)
                add(record.other, 1)
            case (let relation, let required):
                let sign: Double = relation == .lessThanOrEqual ? 1 : -1
                add(record.marker, sign)
                if !required { add(record.other, -sign) }
            }
            let tolerance = 1e-7 * max(1, scale)
            guard abs(constant) <= tolerance else { throw fail("constraint \(c): the solution misses it by \(constant)") }
            for q in touched {
                let k = sum[Int(q)]
                sum[Int(q)] = 0
                if abs(k) > tolerance { throw fail("constraint \(c): symbol \(q) (\(t.kind[Int(q)])) is left with coefficient \(k)") }
            }
            touched.removeAll(keepingCapacity: true)
        }
    }
}

/// Equal up to relative rounding (10⁻⁷).
private func isClose(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-7 * max(1, abs(a), abs(b))
}
