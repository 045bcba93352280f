// The invariants of implicit dummies (RowHistory.swift), and a check of the whole dictionary
// against the constraints it was built from.

extension SolverCore {
    /// Above this many constraints the dictionary is not checked against every constraint
    /// (`checkAgainstConstraints`): that check costs the constraints times the dummies.
    static let constraintCheckLimit = 300

    /// - Only materialized dummies have cells, and a materialized dummy is a parameter whose
    ///   cells are exactly the column the history replays.
    /// - Up to `constraintCheckLimit` constraints: the dictionary satisfies every constraint.
    func checkMarkers() throws(InvariantViolation) {
        let t = tableau
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }
        guard let history = t.history else { throw fail("the tableau has no history") }
        for s in 0..<t.symbolCount where t.kind[s] == .dummy {
            if t.isMaterialized[s] {
                guard t.basicRow[s] < 0 else { throw fail("dummy \(s) is basic and materialized") }
                guard t.birth[s] >= 0 else { throw fail("dummy \(s) has no birth") }
                var explicit: [Int32: Double] = [:]
                var c = t.columnHead[s]
                while c >= 0 {
                    explicit[t.cells[Int(c)].row] = t.cells[Int(c)].coefficient
                    c = t.cells[Int(c)].columnNext
                }
                for (row, k) in history.column(bornAt: t.birth[s]) where t.rowBasic[Int(row)] >= 0 {
                    let cell = explicit.removeValue(forKey: row) ?? 0
                    guard isClose(cell, k) else { throw fail("dummy \(s), row \(row): cell \(cell), history \(k)") }
                }
                for (row, k) in explicit where !nearZero(k) { throw fail("dummy \(s), row \(row): cell \(k), history 0") }
            } else if t.columnCount[s] != 0 {
                throw fail("dummy \(s) is not materialized but has \(t.columnCount[s]) cells")
            }
            if t.birth[s] < 0, t.basicRow[s] < 0 { throw fail("dummy \(s) has no birth") }
        }
        if records.count <= SolverCore.constraintCheckLimit { try checkAgainstConstraints() }
    }

    /// Every constraint, with each basic symbol replaced by its row (explicit cells, and each
    /// parameter dummy's replayed column), must read `0 = 0` whatever the parameters: its
    /// constant and every parameter's coefficient must cancel.
    private func checkAgainstConstraints() throws(InvariantViolation) {
        let t = tableau
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }
        guard let history = t.history else { return }
        // The column of every parameter dummy, by row.
        var dummyColumns: [Int32: [Int32: Double]] = [:]
        for s in 0..<t.symbolCount where t.kind[s] == .dummy && t.basicRow[s] < 0 && t.birth[s] >= 0 {
            var column: [Int32: Double] = [:]
            for (row, k) in history.column(bornAt: t.birth[s]) where t.rowBasic[Int(row)] >= 0 { column[row] = k }
            dummyColumns[Int32(s)] = column
        }
        var editConstants: [ObjectIdentifier: Double] = [:]
        for edit in editList { editConstants[ObjectIdentifier(edit.constraint)] = edit.constant }
        try records.forEachEntry { (_, record) throws(InvariantViolation) in
            let c = record.constraint
            // The equation as `add` wrote it: Σ aₖ zₖ + K = 0 over variables and markers.
            var terms: [(Int32, Double)] = []
            for (i, id) in c.variableIDs.enumerated() {
                guard let index = variables[id] else { throw fail("constraint \(c): unknown variable") }
                terms.append((externalSymbols[index], c.coefficients[i]))
            }
            switch (c.relation, c.strength.isRequired) {
            case (.equal, true): terms.append((record.marker, 1))
            case (.equal, false): terms += [(record.marker, -1), (record.other, 1)]
            case (let r, let required):
                let sign: Double = r == .lessThanOrEqual ? 1 : -1
                terms.append((record.marker, sign))
                if !required { terms.append((record.other, -sign)) }
            }
            var constant = c.expression.constant - (editConstants[ObjectIdentifier(c)] ?? 0)
            var sum: [Int32: Double] = [:]
            var scale = abs(constant)
            for (z, a) in terms {
                let r = t.basicRow[Int(z)]
                guard r >= 0 else {
                    sum[z, default: 0] += a
                    scale = max(scale, abs(a))
                    continue
                }
                constant += a * t.rowConstant[Int(r)]
                scale = max(scale, abs(a * t.rowConstant[Int(r)]))
                var cell = t.rowHead[Int(r)]
                while cell >= 0 {
                    let q = t.cells[Int(cell)].symbol
                    // Materialized dummies are counted from their replayed columns below.
                    if t.kind[Int(q)] != .dummy { sum[q, default: 0] += a * t.cells[Int(cell)].coefficient }
                    scale = max(scale, abs(a * t.cells[Int(cell)].coefficient))
                    cell = t.cells[Int(cell)].rowNext
                }
                for (d, column) in dummyColumns { if let k = column[r] { sum[d, default: 0] += a * k } }
            }
            let tolerance = 1e-7 * max(1, scale)
            guard abs(constant) <= tolerance else { throw fail("constraint \(c): the solution misses it by \(constant)") }
            for (q, k) in sum where abs(k) > tolerance {
                throw fail("constraint \(c): symbol \(q) (\(t.kind[Int(q)])) is left with coefficient \(k)")
            }
        }
    }
}

/// Equal up to relative rounding (10⁻⁷).
private func isClose(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-7 * max(1, abs(a), abs(b))
}
