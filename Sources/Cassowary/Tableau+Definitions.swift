// Definition rows: a chain of views without a quadratic tableau
// ============================================================
//
// A stack of n labels chains their positions, `xᵢ₊₁ = xᵢ + wᵢ + 8`, and each width is soft
// (`wᵢ = cᵢ + eᵢ⁺ − eᵢ⁻`: hugging and compression). In the dictionary every row names only
// parameters, so xᵢ₊₁'s row is `Σⱼ≤ᵢ (cⱼ + 8) + Σⱼ≤ᵢ (eⱼ⁺ − eⱼ⁻)`: the positions are non-zero,
// so basic, and each must name every error that would move it. The chain's rows hold n²/2
// cells, built in n² time (Benchmarks/README.md, "Stack views").
//
// The rows of external (unrestricted) symbols take no part in the optimisation: the primal
// and dual simplex and their ratio tests read only restricted rows, and an external row only
// says what its symbol's value is. So an external row may keep the form its constraint gave
// it, `xᵢ₊₁ = 8 + xᵢ + wᵢ`, naming other basic external symbols ("references") where the
// dictionary would have their rows: a definition row. Its meaning is its expansion (each
// reference replaced by that symbol's row, recursively), and every operation keeps that
// meaning:
//
// - A reference to a basic symbol x is a cell in x's column, so the column of a basic symbol
//   lists the rows that refer to it (it is empty for every other basic symbol).
// - A definition row refers only to rows older than itself (`rowRank`): it is made when a
//   required equality names an external symbol that appears nowhere yet (its subject), from
//   basic symbols whose rows exist. Only required equalities: their rows hold no slack or
//   error (their dummy stays implicit), so no pivot of the optimisation writes into them. A
//   soft or inequality constraint's row would hold its slack and errors, and every pivot on
//   those would cancel against the rows it names without the sum ever being formed, so never
//   snapped to zero as a dictionary's sums are: rounding grew twelvefold per cycle of constant
//   changes (Corpus/Regressions/FuzzSolver/definition-row-of-a-soft-inequality.bin). Nothing later makes it refer to a newer row: a pivot's row is
//   restricted, so pure (it names parameters only), and substituting it adds no reference;
//   when x's row is deleted, the rows that refer to x take x's row in its place, whose
//   references are older still. So evaluating rows by rank computes every value, and
//   expanding newest first meets each row once.
// - A pivot solves its row for the entering parameter and substitutes the result into every
//   row of that parameter's column: for a definition row that is the same operation on its
//   expansion, since the rows it refers to are substituted too. A removal that would pivot on
//   a definition row expands it in place first (`expandInPlace`), recorded in the history as
//   the row combinations it is (RowHistory.swift): the dummies' replayed columns stay exact.
// - Whoever needs a row in terms of parameters (a new constraint that is not a definition,
//   the ambiguity LPs) expands it (`expandReferences`).
//
// Restricted rows and the objectives never refer: they stay in dictionary form, so the simplex
// is unchanged. For the stack, each position's row holds three cells whatever n is.

/// The values of a face copy's rows and whether each could move on the optimal face, computed
/// for one structure of the tableau (see `Tableau.faceEvaluation(ofRow:)`).
struct FaceEvaluation {
    let version: Int
    let value: [Double]
    let free: [Bool]
}

extension Tableau {
    /// Flag row `r` as a definition row (or not), keeping the count.
    mutating func setDefinition(_ r: Int32, _ flag: Bool) {
        guard isDefinitionRow[Int(r)] != flag else { return }
        isDefinitionRow[Int(r)] = flag
        definitionRowCount += flag ? 1 : -1
    }

    /// Replace every basic symbol that `dense` names by its row times its coefficient, and so on
    /// through the rows added, until `dense` names parameters only. Rows are taken newest first,
    /// so each is added once, with its final coefficient. Dummies' cells come along only when
    /// `keepDummies` (the objective leaves them out). Returns the rows added and their factors:
    /// the combination a caller records in the history.
    func expandReferences(in dense: inout DenseRow, keepDummies: Bool) -> [(row: Int32, coefficient: Double)] {
        var added: [(row: Int32, coefficient: Double)] = []
        var heap = RankHeap()
        var queued = Set<Int32>()
        for s in dense.symbols where basicRow[Int(s)] >= 0 {
            queued.insert(s)
            heap.push(rank: rowRank[Int(basicRow[Int(s)])], symbol: s)
        }
        while let s = heap.pop() {
            let a = dense.coefficient[Int(s)]
            dense.remove(s)
            guard a != 0 else { continue }
            let r = basicRow[Int(s)]
            addRow(r, times: a, to: &dense, keepDummies: keepDummies)
            added.append((r, a))
            guard isDefinitionRow[Int(r)] else { continue }
            var c = rowHead[Int(r)]
            while c >= 0 {
                let q = cells[Int(c)].symbol
                if basicRow[Int(q)] >= 0, queued.insert(q).inserted { heap.push(rank: rowRank[Int(basicRow[Int(q)])], symbol: q) }
                c = cells[Int(c)].rowNext
            }
        }
        return added
    }

    /// Make definition row `r` an ordinary row: its expansion, written in place and recorded in
    /// the history as the combinations that made it.
    mutating func expandInPlace(_ r: Int32) {
        guard isDefinitionRow[Int(r)] else { return }
        var dense = DenseRow()
        dense.reserveSymbols(symbolCount)
        addRow(r, times: 1, to: &dense, keepDummies: true)
        let added = expandReferences(in: &dense, keepDummies: true)
        let slot = RowHistory.slot(ofRow: r)
        for (source, a) in added { history?.combine(into: slot, from: RowHistory.slot(ofRow: source), times: a) }
        statistics.rowUpdates += added.count
        statistics.cellUpdates += dense.symbols.count
        rowConstant[Int(r)] = dense.constant
        reserveFreeCells(dense.symbols.count)
        withCells { store in
            while store.rowHead[Int(r)] >= 0 { store.delete(store.rowHead[Int(r)]) }
            for s in dense.symbols { store.insert(row: r, symbol: s, coefficient: dense.coefficient[Int(s)]) }
        }
        setDefinition(r, false)
    }

    /// The value of every row's basic symbol, by row: its constant, plus for a definition row
    /// its references' values, computed oldest row first.
    func rowValues() -> [Double] {
        var value = rowConstant
        guard definitionRowCount > 0 else { return value }
        for r in definitionRowsByRank() { value[Int(r)] = definitionValue(of: r) { value[Int($0)] } }
        return value
    }

    /// How fast every row's basic symbol moves, by row, when each parameter `s` moves at
    /// `rate(s)`: the derivative of `rowValues()` along that direction. A row's coefficients
    /// times its parameters' rates, and for a definition row its references' rates, oldest
    /// row first.
    func rowRates(_ rate: (Int32) -> Double) -> [Double] {
        var value = [Double](repeating: 0, count: rowBasic.count)
        for r in 0..<rowBasic.count where rowBasic[r] >= 0 {
            var v = 0.0
            var c = rowHead[r]
            while c >= 0 {
                let s = cells[Int(c)].symbol
                if basicRow[Int(s)] < 0 { v += cells[Int(c)].coefficient * rate(s) }
                c = cells[Int(c)].rowNext
            }
            value[r] = v
        }
        guard definitionRowCount > 0 else { return value }
        for r in definitionRowsByRank() { value[Int(r)] = adding(referencesOf: r, to: value[Int(r)]) { value[Int($0)] } }
        return value
    }

    /// Definition row `r`'s value: its constant plus its references' values, each the value
    /// `ofRow` gives for the referenced symbol's row.
    private func definitionValue(of r: Int32, _ ofRow: (Int32) -> Double) -> Double {
        adding(referencesOf: r, to: rowConstant[Int(r)], ofRow)
    }

    /// `start` plus, one by one, each of definition row `r`'s references' coefficient times the
    /// value `ofRow` gives for the referenced symbol's row.
    private func adding(referencesOf r: Int32, to start: Double, _ ofRow: (Int32) -> Double) -> Double {
        var v = start
        var c = rowHead[Int(r)]
        while c >= 0 {
            let b = basicRow[Int(cells[Int(c)].symbol)]
            if b >= 0 { v += cells[Int(c)].coefficient * ofRow(b) }
            c = cells[Int(c)].rowNext
        }
        return v
    }

    /// Remember the definition rows' order until the structure changes: a live resize reads
    /// the values frame after frame while only constants move.
    mutating func rememberDefinitionOrder() {
        guard definitionRowCount > 0, definitionOrder?.version != structureVersion else { return }
        definitionOrder = (structureVersion, definitionRowsByRank())
    }

    /// The value of row `r`'s basic symbol, reading only the definition rows it reaches.
    func value(ofRow r: Int32) -> Double {
        guard definitionRowCount > 0, isDefinitionRow[Int(r)] else { return rowConstant[Int(r)] }
        var reached: Set<Int32> = [r]
        var pending = [r]
        while let row = pending.popLast() {
            var c = rowHead[Int(row)]
            while c >= 0 {
                let b = basicRow[Int(cells[Int(c)].symbol)]
                if b >= 0, isDefinitionRow[Int(b)], reached.insert(b).inserted { pending.append(b) }
                c = cells[Int(c)].rowNext
            }
        }
        var value: [Int32: Double] = [:]
        for row in reached.sorted(by: { rowRank[Int($0)] < rowRank[Int($1)] }) {
            value[row] = definitionValue(of: row) { value[$0] ?? rowConstant[Int($0)] }
        }
        return value[r] ?? rowConstant[Int(r)]
    }

    /// The live definition rows, oldest first.
    private func definitionRowsByRank() -> [Int32] {
        if let order = definitionOrder, order.version == structureVersion { return order.rows }
        var rows: [Int32] = []
        for r in 0..<rowBasic.count where rowBasic[r] >= 0 && isDefinitionRow[r] { rows.append(Int32(r)) }
        rows.sort { rowRank[Int($0)] < rowRank[Int($1)] }
        return rows
    }

    /// Row `r`'s value, and whether it names a parameter free on the optimal face (directly or
    /// through the rows it refers to), for the ambiguity checks. Cached by structure: ask it
    /// of a face copy, whose constants change only with its pivots.
    mutating func faceEvaluation(ofRow r: Int32) -> (value: Double, free: Bool) {
        guard definitionRowCount > 0 else { return (rowConstant[Int(r)], rowHasFreeParameter(r)) }
        if faceEvaluation?.version != structureVersion {
            var free = [Bool](repeating: false, count: rowBasic.count)
            for row in 0..<rowBasic.count where rowBasic[row] >= 0 && !isDefinitionRow[row] {
                free[row] = rowHasFreeParameter(Int32(row))
            }
            for row in definitionRowsByRank() {
                var c = rowHead[Int(row)]
                while c >= 0, !free[Int(row)] {
                    let s = cells[Int(c)].symbol
                    let b = basicRow[Int(s)]
                    free[Int(row)] = b >= 0 ? free[Int(b)] : isFreeOnOptimalFace(s)
                    c = cells[Int(c)].rowNext
                }
            }
            faceEvaluation = FaceEvaluation(version: structureVersion, value: rowValues(), free: free)
        }
        guard let evaluation = faceEvaluation else { return (rowConstant[Int(r)], true) }
        return (evaluation.value[Int(r)], evaluation.free[Int(r)])
    }
}

/// A max-heap of basic symbols by their rows' rank: `expandReferences` takes the newest first.
private struct RankHeap {
    private var items: [(rank: Int, symbol: Int32)] = []

    mutating func push(rank: Int, symbol: Int32) {
        items.append((rank, symbol))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[parent].rank < items[i].rank else { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var largest = i
                if l < items.count, items[l].rank > items[largest].rank { largest = l }
                if r < items.count, items[r].rank > items[largest].rank { largest = r }
                if largest == i { break }
                items.swapAt(i, largest)
                i = largest
            }
        }
        return top.symbol
    }
}
