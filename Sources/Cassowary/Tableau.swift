/// One non-zero entry of a constraint row: `coefficient` times `symbol` in row `row`.
/// Cells are threaded on two doubly linked lists, their row's and their symbol's column, so
/// a pivot visits only the rows that hold the entering symbol (kiwi visits every row).
struct Cell {
    var row: Int32
    var symbol: Int32
    var coefficient: Double
    var rowPrev: Int32
    var rowNext: Int32
    var columnPrev: Int32
    var columnNext: Int32
}

/// The simplex tableau: rows `basic = constant + Σ coefficient × parameter`, each a sparse list
/// of cells, with a column index per symbol; and the objective as a dense row. Dummies are
/// in the rows only when materialized; the rest of each row's dummy part is implicit in
/// `history` (see RowHistory.swift).
///
/// Invariants (`Solver.checkInvariants()` verifies them): every basic symbol owns exactly one
/// row and appears in no row and not in the objective, but in a definition row (an external row
/// naming older external rows' symbols, Tableau+Definitions.swift); a row whose basic symbol is restricted
/// (slack, error, dummy) has a constant ≥ 0 and no external symbols; cells are never near
/// zero; a symbol appears at most once per row; only materialized dummies have cells.
struct Tableau {
    // Per symbol.
    var kind: [SymbolKind] = []
    /// The row in which the symbol is basic, or -1.
    var basicRow: [Int32] = []
    var columnHead: [Int32] = []
    var columnCount: [Int32] = []
    var freeSymbols: [Int32] = []

    // Per row.
    var rowHead: [Int32] = []
    var rowCount: [Int32] = []
    var rowConstant: [Double] = []
    /// The basic symbol of the row, or -1 for a free row.
    var rowBasic: [Int32] = []
    var freeRows: [Int32] = []
    /// When the row was made, counting every row made: a definition row names only basic
    /// symbols whose rows are older (Tableau+Definitions.swift).
    var rowRank: [Int] = []
    /// True for a definition row: an external row that may name basic external symbols.
    var isDefinitionRow: [Bool] = []
    /// The rank the next row made gets.
    var nextRank = 0
    /// How many live rows are definition rows (0: the tableau is a plain dictionary).
    var definitionRowCount = 0
    /// The definition rows' values and free parameters, for the ambiguity checks of a face
    /// copy (`faceEvaluation(ofRow:)`); nil until asked.
    var faceEvaluation: FaceEvaluation?
    /// The definition rows oldest first, for one structure (`rememberDefinitionOrder`).
    var definitionOrder: (version: Int, rows: [Int32])?

    /// Cell pool; free cells are chained through `rowNext` from `freeCell`.
    var cells: [Cell] = []
    var freeCell: Int32 = -1
    var freeCellCount = 0

    /// The objective (minimised): Σ weight × error at each strength level, the levels
    /// lexicographically (Objective.swift), kept in terms of non-basic symbols. Dummies are
    /// left out: they are zero at every feasible point.
    var objective = Objective()
    /// The largest weight the objective has been given (at least 1). Its coefficients are sums
    /// of products of weights, so their rounding noise grows with it: a strong (10⁶) error
    /// leaves residues near 10⁻⁸ where the exact reduced cost is 0.
    var largestWeight = 1.0
    /// Reduced costs at or below this are zero: `epsilon`, or 10⁻¹² of the largest weight when
    /// that is larger (10⁻⁶ with strong weights, 10⁻³ with a 10⁹ edit).
    var reducedCostTolerance: Double { max(epsilon, largestWeight * 1e-12) }
    /// Phase-one objective while a constraint is added through an artificial variable.
    var artificial = DenseRow()
    var artificialActive = false

    /// Basic symbols whose rows may have gone negative (worklist of the dual simplex).
    var infeasible: [Int32] = []
    /// Scratch for `substitute`: the rows it combined (empty between calls).
    var touchedRows: [Int32] = []

    /// Scratch, by symbol, for `CellStore.addRow` (-1 between calls).
    var slot: [Int32] = []

    /// Every row operation, so that dummies' columns need not be stored (RowHistory.swift).
    /// Nil in a copy made to explore the optimal face, whose pivots are thrown away.
    var history: RowHistory? = RowHistory()
    /// By symbol: for a dummy, the history event of its birth (else -1).
    var birth: [Int32] = []
    /// By symbol: true for a dummy whose column is in the rows (`materialize`).
    var isMaterialized: [Bool] = []
    /// By symbol: true for a dummy whose constant has moved before (`shift`).
    var shiftedBefore: [Bool] = []
    /// The materialized dummies, oldest first (the first to be given back, see `materialize`),
    /// with their births (an entry whose dummy has since been given back or freed is stale).
    var materialized: [Int32] = []
    var materializedBirths: [Int32] = []

    /// Deterministic work counters.
    var statistics = SolverStatistics()

    /// Bumped whenever a coefficient or a row's basic symbol changes (not a constant): caches
    /// of the tableau's structure compare it to know they are still valid.
    var structureVersion = 0

    /// An empty tableau with room for a small layout (about a hundred constraints: 256 symbols
    /// and rows, 2,048 cells), so that the first constraints do not pay for a series of
    /// regrowths, each a copy of everything so far.
    init() {
        kind.reserveCapacity(256)
        basicRow.reserveCapacity(256)
        columnHead.reserveCapacity(256)
        columnCount.reserveCapacity(256)
        slot.reserveCapacity(256)
        rowHead.reserveCapacity(256)
        rowCount.reserveCapacity(256)
        rowConstant.reserveCapacity(256)
        rowBasic.reserveCapacity(256)
        rowRank.reserveCapacity(256)
        isDefinitionRow.reserveCapacity(256)
        cells.reserveCapacity(2048)
    }

    /// Make room for about `symbols` symbols, `rows` rows and `cells` cells (and the history
    /// of building them), so that a big layout's first build does not regrow every table.
    mutating func reserveCapacity(symbols: Int, rows: Int, cells cellCount: Int) {
        kind.reserveCapacity(symbols)
        basicRow.reserveCapacity(symbols)
        columnHead.reserveCapacity(symbols)
        columnCount.reserveCapacity(symbols)
        slot.reserveCapacity(symbols)
        birth.reserveCapacity(symbols)
        isMaterialized.reserveCapacity(symbols)
        shiftedBefore.reserveCapacity(symbols)
        rowHead.reserveCapacity(rows)
        rowCount.reserveCapacity(rows)
        rowConstant.reserveCapacity(rows)
        rowBasic.reserveCapacity(rows)
        rowRank.reserveCapacity(rows)
        isDefinitionRow.reserveCapacity(rows)
        cells.reserveCapacity(cellCount)
        objective.reserveSymbols(symbols)
        artificial.reserveSymbols(symbols)
        history?.reserveCapacity(events: 4 * rows, slots: rows + 1)
    }

    var symbolCount: Int { kind.count }
    var liveRowCount: Int { rowBasic.count - freeRows.count }

    // MARK: Symbols

    mutating func newSymbol(_ k: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kind[Int(s)] = k
            return s
        }
        let s = Int32(kind.count)
        kind.append(k)
        birth.append(-1)
        isMaterialized.append(false)
        shiftedBefore.append(false)
        basicRow.append(-1)
        columnHead.append(-1)
        columnCount.append(0)
        slot.append(-1)
        objective.reserveSymbols(kind.count)
        artificial.reserveSymbols(kind.count)
        return s
    }

    /// Return `s` for reuse. It must be non-basic; any cells left in its column (rounding
    /// residue) and its objective entry are dropped.
    mutating func freeSymbol(_ s: Int32) {
        purgeColumn(s)
        objective.remove(s)
        if isMaterialized[Int(s)] { forgetMaterialized(s) }
        kind[Int(s)] = .free
        birth[Int(s)] = -1
        shiftedBefore[Int(s)] = false
        freeSymbols.append(s)
    }

    /// Drop every cell of symbol `s` (sets a non-basic `s` to zero for good).
    mutating func purgeColumn(_ s: Int32) {
        guard columnHead[Int(s)] >= 0 else { return }
        withCells { store in
            while store.columnHead[Int(s)] >= 0 { store.delete(store.columnHead[Int(s)]) }
        }
    }

    // MARK: Rows and cells

    mutating func newRow(basic: Int32, constant: Double) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rowHead[Int(r)] = -1
            rowCount[Int(r)] = 0
            rowConstant[Int(r)] = constant
            rowBasic[Int(r)] = basic
            rowRank[Int(r)] = nextRank
            structureVersion &+= 1
        } else {
            r = Int32(rowBasic.count)
            rowHead.append(-1)
            rowCount.append(0)
            rowConstant.append(constant)
            rowBasic.append(basic)
            rowRank.append(nextRank)
            isDefinitionRow.append(false)
        }
        nextRank += 1
        basicRow[Int(basic)] = r
        history?.reset(RowHistory.slot(ofRow: r))
        return r
    }

    /// A new row `basic = constant + Σ k·terms[s] s` over the symbols of `terms` but `skip`.
    mutating func newRow(basic: Int32, constant: Double, terms: DenseRow, times k: Double, skipping skip: Int32) -> Int32 {
        let r = newRow(basic: basic, constant: constant)
        reserveFreeCells(terms.symbols.count)
        withCells { store in
            for s in terms.symbols where s != skip {
                let coefficient = k * terms.coefficient[Int(s)]
                // A residue just above zero, scaled below it, stays out (as in a sum of rows).
                guard !nearZero(coefficient) else { continue }
                store.insert(row: r, symbol: s, coefficient: coefficient)
            }
        }
        return r
    }

    /// Delete row `r` and all its cells; its basic symbol becomes non-basic. Definition rows
    /// that name that symbol take its row in its place first, so they keep their meaning.
    mutating func deleteRow(_ r: Int32) {
        let b = rowBasic[Int(r)]
        if columnHead[Int(b)] >= 0 { substitute(b, by: r) }
        setDefinition(r, false)
        withCells { store in
            while store.rowHead[Int(r)] >= 0 { store.delete(store.rowHead[Int(r)]) }
        }
        basicRow[Int(rowBasic[Int(r)])] = -1
        rowBasic[Int(r)] = -1
        freeRows.append(r)
        structureVersion &+= 1
        history?.reset(RowHistory.slot(ofRow: r))
    }

    mutating func insertCell(row r: Int32, symbol s: Int32, coefficient: Double) {
        reserveFreeCells(1)
        withCells { $0.insert(row: r, symbol: s, coefficient: coefficient) }
    }

    mutating func deleteCell(_ c: Int32) {
        withCells { $0.delete(c) }
    }

    // MARK: Row algebra

    /// `dense` += `k` × row `source`, leaving dummies out when `keepDummies` is false.
    func addRow(_ source: Int32, times k: Double, to dense: inout DenseRow, keepDummies: Bool) {
        dense.constant += k * rowConstant[Int(source)]
        var q = rowHead[Int(source)]
        while q >= 0 {
            let cell = cells[Int(q)]
            if keepDummies || kind[Int(cell.symbol)] != .dummy {
                dense.add(cell.symbol, k * cell.coefficient)
            }
            q = cell.rowNext
        }
    }

    /// An objective += `k` × row `source`: level `level` of the main one, or the artificial one,
    /// which keeps dummies (they name the conflicting equalities). The dense row is moved out
    /// while it is written, so the tableau is not copied to keep the two accesses apart.
    mutating func addRow(_ source: Int32, times k: Double, toObjective goal: Goal, level: Int = 0) {
        var target = DenseRow()
        if goal == .main { target = objective.take(level) } else { swap(&target, &artificial) }
        addRow(source, times: k, to: &target, keepDummies: goal == .artificial)
        statistics.cellUpdates += Int(rowCount[Int(source)])
        if goal == .main { objective.put(target, level) } else { swap(&target, &artificial) }
    }

    /// `objective` += `k` × error `e` at `level`: e's row when e is basic (dummies left out),
    /// else e itself. Returns the cells of the row it read (0 for a parameter).
    @discardableResult
    func addError(_ e: Int32, times k: Double, level: Double, to objective: inout Objective) -> Int {
        let r = basicRow[Int(e)]
        guard r >= 0 else {
            objective.add(e, k, level: level)
            return 0
        }
        let i = objective.index(of: level)
        var row = objective.take(i)
        addRow(r, times: k, to: &row, keepDummies: false)
        objective.put(row, i)
        return Int(rowCount[Int(r)])
    }

    /// Replace symbol `x` everywhere by row `p`, which must express `x` (`x = p`): every row
    /// `a·x + rest` becomes `rest + a·p`, and likewise the objectives. Restricted rows that go
    /// negative are queued for the dual simplex. Only the rows in `x`'s column are visited.
    mutating func substitute(_ x: Int32, by p: Int32) {
        // Rows are combined in as few cell scopes as the reserved free cells allow: each
        // combination inserts at most len(p) cells.
        let need = Int(rowCount[Int(p)])
        var touched: [Int32] = []
        swap(&touched, &touchedRows)
        var cellsRead = 0
        let history = self.history
        var c = columnHead[Int(x)]
        while c >= 0 {
            reserveFreeCells(max(16 * need, 64))
            c = withCells { store in
                var c = c
                while c >= 0, store.freeCellCount >= need {
                    let cell = store.cells[Int(c)]
                    if cell.row != p {
                        store.delete(c)
                        cellsRead += Int(store.rowCount[Int(cell.row)]) + need
                        store.addRow(p, times: cell.coefficient, to: cell.row)
                        touched.append(cell.row)
                        history?.combine(into: RowHistory.slot(ofRow: cell.row), from: RowHistory.slot(ofRow: p), times: cell.coefficient)
                    }
                    c = cell.columnNext
                }
                return c
            }
        }
        for r in touched { noteFeasibility(of: r) }
        statistics.rowUpdates += touched.count
        statistics.cellUpdates += cellsRead
        touched.removeAll(keepingCapacity: true)
        swap(&touched, &touchedRows)
        for i in objective.rows.indices where objective.rows[i].contains(x) {
            let a = objective.rows[i].coefficient[Int(x)]
            objective.remove(x, at: i)
            addRow(p, times: a, toObjective: .main, level: i)
        }
        if artificialActive, artificial.contains(x) {
            let a = artificial.coefficient[Int(x)]
            artificial.remove(x)
            addRow(p, times: a, toObjective: .artificial)
            history?.combine(into: RowHistory.artificialSlot, from: RowHistory.slot(ofRow: p), times: a)
        }
    }

    /// Queue row `r` for the dual simplex if its restricted basic symbol went negative;
    /// a negative rounding residue is snapped to zero instead.
    @inline(__always) mutating func noteFeasibility(of r: Int32) {
        let constant = rowConstant[Int(r)]
        if constant < 0, kind[Int(rowBasic[Int(r)])] != .external {
            if constant > -epsilon {
                rowConstant[Int(r)] = 0
            } else {
                infeasible.append(rowBasic[Int(r)])
            }
        }
    }

    /// Queue every restricted row with a negative constant for the dual simplex (O(rows); for
    /// rare recoveries only).
    mutating func queueNegativeRows() {
        for r in 0..<rowBasic.count where rowBasic[r] >= 0 { noteFeasibility(of: Int32(r)) }
    }

    /// Replace parameter `m` by `m + step` throughout (the old m equals the new one plus step):
    /// if m is basic, its row's constant falls by step; else every row `… + a·m` gains a·step.
    /// Rows that go negative are queued for the dual simplex. Returns false when the shift
    /// moved a basic dummy off 0: an equality implied by others (its row `d = Σ aⱼ dⱼ`) that
    /// the new constant contradicts, which no pivot can mend.
    @discardableResult
    mutating func shiftParameter(_ m: Int32, by step: Double) -> Bool {
        let r = basicRow[Int(m)]
        if r >= 0 {
            rowConstant[Int(r)] -= step
            statistics.constantShifts += 1
            noteFeasibility(of: r)
            return true
        }
        var held = true
        var c = columnHead[Int(m)]
        while c >= 0 {
            let cell = cells[Int(c)]
            if !shiftRow(cell.row, by: cell.coefficient * step) { held = false }
            c = cell.columnNext
        }
        return held
    }

    /// Row `r`'s constant moves by `delta`; a restricted row that goes negative is queued for
    /// the dual simplex. Returns false when the row's basic symbol is a dummy moved off 0.
    @inline(__always) mutating func shiftRow(_ r: Int32, by delta: Double) -> Bool {
        let k = rowConstant[Int(r)] + delta
        rowConstant[Int(r)] = k
        statistics.constantShifts += 1
        if k < 0 {
            noteFeasibility(of: r)
            return true
        }
        return !(k > epsilon && kind[Int(rowBasic[Int(r)])] == .dummy)
    }

    /// Multiply row `r` (constant and cells) by `k`. A cell that the product brings near zero
    /// (a residue of earlier rounding, scaled down by a large pivot element) leaves the row, as
    /// it would leave a sum (`CellStore.addRow`).
    mutating func scaleRow(_ r: Int32, by k: Double) {
        structureVersion &+= 1
        rowConstant[Int(r)] *= k
        var residues = false
        var c = rowHead[Int(r)]
        while c >= 0 {
            cells[Int(c)].coefficient *= k
            if nearZero(cells[Int(c)].coefficient) { residues = true }
            c = cells[Int(c)].rowNext
        }
        guard residues else { return }
        withCells { store in
            var c = store.rowHead[Int(r)]
            while c >= 0 {
                let next = store.cells[Int(c)].rowNext
                if nearZero(store.cells[Int(c)].coefficient) { store.delete(c) }
                c = next
            }
        }
    }

    /// Exchange the basic symbol of row `r` with the parameter held in its cell `c`.
    ///
    /// Row `r` reads `b = K + e·x + Σ cⱼ sⱼ` (x the entering symbol, e its coefficient). Solved
    /// for x it reads `x = -K/e + (1/e)·b - Σ (cⱼ/e) sⱼ`; then x is substituted by that row
    /// everywhere else, so x leaves every other row and b becomes a parameter.
    ///
    /// A dummy leaving the basis keeps no cell: its row held it implicitly as `-1·b` (the
    /// homogeneous form, see RowHistory.swift), which the scale turns into `(1/e)·b`. A dummy
    /// entering must be materialized first; once basic, its column is gone.
    mutating func pivot(row r: Int32, cell c: Int32) {
        let x = cells[Int(c)].symbol
        let e = cells[Int(c)].coefficient
        let b = rowBasic[Int(r)]
        deleteCell(c)
        scaleRow(r, by: -1 / e)
        history?.scale(RowHistory.slot(ofRow: r), by: -1 / e)
        statistics.cellUpdates += Int(rowCount[Int(r)])
        if kind[Int(b)] != .dummy { insertCell(row: r, symbol: b, coefficient: 1 / e) }
        basicRow[Int(b)] = -1
        rowBasic[Int(r)] = x
        basicRow[Int(x)] = r
        noteFeasibility(of: r)
        substitute(x, by: r)
        if isMaterialized[Int(x)] { forgetMaterialized(x) }
        statistics.pivots += 1
    }
}
