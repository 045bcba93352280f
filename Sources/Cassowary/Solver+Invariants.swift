/// A broken tableau invariant, found by `Solver.checkInvariants()`: a bug in the solver.
public struct InvariantViolation: Error, CustomStringConvertible {
    /// What is wrong, naming the symbol or row.
    public let description: String
}

extension Solver {
    /// Verify the tableau (tests and fuzz targets call this after every mutation):
    /// - every basic symbol owns exactly one row, and rows and symbols point at each other;
    /// - no row and not the objective mentions a basic symbol, but for a definition row's
    ///   references to older external rows (Tableau+Definitions.swift);
    /// - rows of restricted symbols have constants ≥ 0 and mention no external symbol; a row
    ///   whose basic symbol is a dummy (a redundant equality) has constant 0 and only dummies;
    /// - the objective mentions no dummy, and every coefficient is finite and not near zero;
    /// - the row and column lists agree cell by cell, with no symbol twice in a row;
    /// - every marker and error symbol maps back to its constraint, and each constraint's
    ///   markers are live symbols of the right kind; every variable and edit is accounted for;
    /// - only materialized dummies have cells, exactly their replayed columns;
    /// - with `againstConstraints` (up to 300 constraints): every constraint holds identically
    ///   in the rows, each dummy's column replayed (`checkMarkers`). This one costs the
    ///   constraints times the dummies; a fuzz target leaves it to the end of each input.
    public func checkInvariants(againstConstraints: Bool = true) throws(InvariantViolation) {
        core.settle()
        try core.checkInvariants(againstConstraints: againstConstraints)
    }
}

extension SolverCore {
    /// `mutating` changes nothing here: it only lets `Solver` pass its core in place. A
    /// non-mutating call on a class's stored struct copies it first (a retain and a release
    /// of every table), a cost the solver fuzz target measures (Fuzz/README.md, "Speed").
    mutating func checkInvariants(againstConstraints: Bool) throws(InvariantViolation) {
        let t = tableau
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }

        var cellsSeen = 0
        var definitions = 0
        // The row each symbol was last seen in: a symbol twice in a row is seen there twice.
        var lastSeenIn = [Int32](repeating: -1, count: t.symbolCount)
        for r in 0..<t.rowBasic.count where t.rowBasic[r] >= 0 {
            let b = t.rowBasic[r]
            guard t.basicRow[Int(b)] == Int32(r) else { throw fail("row \(r): basic symbol \(b) points at row \(t.basicRow[Int(b)])") }
            let restricted = t.kind[Int(b)].isRestricted
            guard t.rowConstant[r].isFinite else { throw fail("row \(r): constant is not finite") }
            if restricted, t.rowConstant[r] < 0 { throw fail("row \(r): restricted symbol \(b) has constant \(t.rowConstant[r])") }
            if t.isDefinitionRow[r] { definitions += 1 }
            let dummyRow = t.kind[Int(b)] == .dummy
            if dummyRow, !nearZero(t.rowConstant[r]) { throw fail("row \(r): dummy \(b) is basic at \(t.rowConstant[r])") }
            var count: Int32 = 0
            var c = t.rowHead[r]
            var previous: Int32 = -1
            while c >= 0 {
                let cell = t.cells[Int(c)]
                guard cell.row == Int32(r), cell.rowPrev == previous else { throw fail("row \(r): broken row list at cell \(c)") }
                let s = cell.symbol
                guard lastSeenIn[Int(s)] != Int32(r) else { throw fail("row \(r): symbol \(s) twice") }
                lastSeenIn[Int(s)] = Int32(r)
                if t.basicRow[Int(s)] >= 0 {
                    // Only a definition row refers, to an older external row.
                    guard t.isDefinitionRow[r], !restricted, t.kind[Int(s)] == .external else {
                        throw fail("row \(r): mentions basic symbol \(s)")
                    }
                    guard t.rowRank[Int(t.basicRow[Int(s)])] < t.rowRank[r] else { throw fail("row \(r): refers to newer row of \(s)") }
                }
                guard t.kind[Int(s)] != .free else { throw fail("row \(r): mentions freed symbol \(s)") }
                if restricted, t.kind[Int(s)] == .external { throw fail("row \(r): restricted row mentions external symbol \(s)") }
                if dummyRow, t.kind[Int(s)] != .dummy { throw fail("row \(r): dummy \(b) depends on non-dummy \(s)") }
                guard cell.coefficient.isFinite, !nearZero(cell.coefficient) else {
                    throw fail("row \(r): coefficient \(cell.coefficient) for \(s)")
                }
                count += 1
                previous = c
                c = cell.rowNext
            }
            guard count == t.rowCount[r] else { throw fail("row \(r): count \(t.rowCount[r]) but \(count) cells") }
            cellsSeen += Int(count)
        }
        guard definitions == t.definitionRowCount else {
            throw fail("\(t.definitionRowCount) definition rows counted, \(definitions) real")
        }
        guard cellsSeen == t.cells.count - t.freeCellCount else {
            throw fail("cells: \(cellsSeen) in rows, pool says \(t.cells.count - t.freeCellCount)")
        }
        for s in 0..<t.symbolCount {
            var count: Int32 = 0
            var c = t.columnHead[s]
            var previous: Int32 = -1
            while c >= 0 {
                let cell = t.cells[Int(c)]
                guard cell.symbol == Int32(s), cell.columnPrev == previous, cell.row >= 0 else {
                    throw fail("column \(s): broken list at cell \(c)")
                }
                count += 1
                previous = c
                c = cell.columnNext
            }
            guard count == t.columnCount[s] else { throw fail("column \(s): count \(t.columnCount[s]) but \(count) cells") }
            if t.kind[s] == .free {
                guard t.basicRow[s] < 0, count == 0, owners[s] == nil else { throw fail("freed symbol \(s) still in use") }
            }
            if t.basicRow[s] >= 0, t.rowBasic[Int(t.basicRow[s])] != Int32(s) {
                throw fail("symbol \(s): row \(t.basicRow[s]) is not its row")
            }
        }
        for (level, row) in zip(t.objective.levels, t.objective.rows) {
            for s in row.symbols {
                let k = row.coefficient[Int(s)]
                guard k.isFinite, !nearZero(k) else { throw fail("objective \(level): coefficient \(k) for \(s)") }
                guard t.basicRow[Int(s)] < 0 else { throw fail("objective \(level): mentions basic symbol \(s)") }
                guard t.kind[Int(s)] != .dummy else { throw fail("objective \(level): mentions dummy \(s)") }
                guard t.kind[Int(s)] != .free else { throw fail("objective \(level): mentions freed symbol \(s)") }
            }
            var negative = 0
            for s in row.symbols where row.coefficient[Int(s)] < 0 { negative += 1 }
            guard negative == row.negativeCount else {
                throw fail("objective \(level): \(row.negativeCount) negatives counted, \(negative) real")
            }
        }
        guard zip(t.objective.levels, t.objective.levels.dropFirst()).allSatisfy({ $0 > $1 }) else {
            throw fail("objective: levels out of order \(t.objective.levels)")
        }
        guard !t.artificialActive, t.artificial.symbols.isEmpty else { throw fail("artificial objective left behind") }

        var owned = 0
        try records.forEachEntry { (_, record) throws(InvariantViolation) in
            let c = record.constraint
            // The marker, then the other symbol when there is one, and the kind each must be.
            let kinds: (SymbolKind, SymbolKind?) =
                switch (c.relation, c.strength.isRequired) {
                case (.equal, true): (.dummy, nil)
                case (.equal, false): (.error, .error)
                case (_, true): (.slack, nil)
                case (_, false): (.slack, .error)
                }
            if c.strength.isRequired, record.other >= 0 { throw fail("required constraint \(c) has an error symbol") }
            func check(_ s: Int32, _ k: SymbolKind) throws(InvariantViolation) {
                guard s >= 0, Int(s) < t.symbolCount, t.kind[Int(s)] == k else {
                    throw fail("constraint \(c): marker \(s) is not a live \(k) symbol")
                }
                guard owner(of: s) === c else { throw fail("marker \(s) does not map back to \(c)") }
                owned += 1
            }
            try check(record.marker, kinds.0)
            if let other = kinds.1 { try check(record.other, other) }
        }
        let ownedSymbols = owners.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        guard owned == ownedSymbols else { throw fail("\(ownedSymbols) symbols have owners, constraints account for \(owned)") }

        guard externals.count == variables.count, externalSymbols.count == externals.count, references.count == externals.count else {
            throw fail("variable tables disagree")
        }
        for (i, v) in externals.enumerated() {
            guard variables[ObjectIdentifier(v)] == i, t.kind[Int(externalSymbols[i])] == .external, references[i] > 0 else {
                throw fail("variable \(v) is not registered consistently")
            }
        }
        let externalKinds = t.kind.reduce(0) { $0 + ($1 == .external ? 1 : 0) }
        guard externalKinds == externals.count else { throw fail("\(externalKinds) external symbols for \(externals.count) variables") }
        var counted = [Int](repeating: 0, count: externals.count)
        records.forEachEntry { _, record in
            for id in record.constraint.variableIDs { if let i = variables[id] { counted[i] += 1 } }
        }
        for index in externals.indices where counted[index] != references[index] {
            throw fail("variable \(externals[index]): \(references[index]) references counted, \(counted[index]) real")
        }
        guard edits.count == editList.count else { throw fail("edit tables disagree") }
        for (i, edit) in editList.enumerated() {
            guard edits[ObjectIdentifier(edit.variable)] == i else { throw fail("edit of \(edit.variable) is not indexed") }
            guard let record = records[ObjectIdentifier(edit.constraint)], record.marker == edit.plus else {
                throw fail("edit constraint \(edit.constraint) is not in the solver")
            }
        }
        try checkMarkers(againstConstraints: againstConstraints)
    }
}
