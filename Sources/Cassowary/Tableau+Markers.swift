// Materializing dummies: putting a dummy's column into the rows when a removal or a constant
// change needs it, and finding which dummies a combination of rows holds when a conflict
// must be explained. Both replay `history` (see RowHistory.swift).

extension Tableau {
    /// Put dummy `d`'s column into the rows (its cells), unless it is there already or `d` is
    /// basic. The column comes from replaying the history from d's birth. Afterwards, older
    /// materialized columns are dropped again while they hold more cells than the budget
    /// (`materializedCellBudget`), oldest first: they can always be replayed again.
    mutating func materialize(_ d: Int32) {
        guard kind[Int(d)] == .dummy, !isMaterialized[Int(d)], basicRow[Int(d)] < 0,
            birth[Int(d)] >= 0, let history
        else { return }
        let column = replayedColumn(of: d, history)
        reserveFreeCells(column.count)
        withCells { store in
            for (row, coefficient) in column { store.insert(row: row, symbol: d, coefficient: coefficient) }
        }
        isMaterialized[Int(d)] = true
        materialized.append(d)
        materializedBirths.append(birth[Int(d)])
        evictMaterialized(keeping: d)
    }

    /// Dummy `d`'s column over the live rows, replayed from its birth.
    private mutating func replayedColumn(of d: Int32, _ history: RowHistory) -> [(row: Int32, coefficient: Double)] {
        let replayedBefore = history.replayed
        let column = history.column(bornAt: birth[Int(d)]).filter { rowBasic[Int($0.row)] >= 0 }
        statistics.markerReplays += history.replayed - replayedBefore
        statistics.cellUpdates += history.replayed - replayedBefore
        return column
    }

    /// Replace parameter `m` by `m + step` throughout, as `shiftParameter`, for an implicit
    /// dummy too. A dummy whose constant moves for the first time is shifted along its
    /// replayed column and left implicit: a constant changed once (a churn) leaves no cells
    /// behind. One that moves again is materialized, so that a constant moved over and over
    /// (the root's size in a live resize) walks its cells.
    mutating func shift(_ m: Int32, by step: Double) -> Bool {
        guard kind[Int(m)] == .dummy, !isMaterialized[Int(m)], basicRow[Int(m)] < 0, let history, birth[Int(m)] >= 0 else {
            return shiftParameter(m, by: step)
        }
        if shiftedBefore[Int(m)] {
            materialize(m)
            return shiftParameter(m, by: step)
        }
        shiftedBefore[Int(m)] = true
        var held = true
        for (row, a) in replayedColumn(of: m, history) where !shiftRow(row, by: a * step) { held = false }
        return held
    }

    /// Drop the cells of the oldest materialized dummies (but `keep`) while materialized
    /// columns hold more than `materializedCellBudget` cells.
    private mutating func evictMaterialized(keeping keep: Int32) {
        var held = 0
        for (i, d) in materialized.enumerated() where isCurrentlyMaterialized(at: i) { held += Int(columnCount[Int(d)]) }
        let budget = materializedCellBudget(holding: held)
        var i = 0
        while held > budget, i < materialized.count {
            let d = materialized[i]
            if d != keep, isCurrentlyMaterialized(at: i) {
                held -= Int(columnCount[Int(d)])
                purgeColumn(d)
                forgetMaterialized(d)
            }
            i += 1
        }
        // Entries whose dummy is no longer materialized (given back, basic, freed) are dropped
        // once they are half the list.
        if materialized.count > 64, 2 * staleMaterialized() > materialized.count {
            var kept: [Int32] = [], births: [Int32] = []
            for (i, d) in materialized.enumerated() where isCurrentlyMaterialized(at: i) {
                kept.append(d)
                births.append(materializedBirths[i])
            }
            materialized = kept
            materializedBirths = births
        }
    }

    /// How many cells materialized columns may hold: twice the tableau's other cells, four
    /// full columns (a column has at most one cell per row: a layout whose every view hangs
    /// on the root's width and height keeps both), and at least 65,536.
    private func materializedCellBudget(holding held: Int) -> Int {
        max(1 << 16, 2 * (cells.count - freeCellCount - held), 4 * liveRowCount)
    }

    /// True when entry `i` of `materialized` still stands for a materialized dummy (the same
    /// symbol may have been freed and born again since).
    private func isCurrentlyMaterialized(at i: Int) -> Bool {
        let d = materialized[i]
        return isMaterialized[Int(d)] && birth[Int(d)] == materializedBirths[i]
    }

    private func staleMaterialized() -> Int {
        var stale = 0
        for i in materialized.indices where !isCurrentlyMaterialized(at: i) { stale += 1 }
        return stale
    }

    /// `d`'s column is no longer in the rows (given back, eliminated by a pivot, or freed).
    mutating func forgetMaterialized(_ d: Int32) {
        isMaterialized[Int(d)] = false
    }

    /// The live dummies that `Σ weight × row` holds, explicit or implicit, with their
    /// coefficients, in symbol order. `artificial` adds the phase-one objective with weight 1.
    mutating func dummies(inRows weights: [(row: Int32, weight: Double)], artificial: Bool = false) -> [(dummy: Int32, coefficient: Double)]
    {
        guard let history else { return [] }
        var slots = weights.map { (slot: RowHistory.slot(ofRow: $0.row), weight: $0.weight) }
        if artificial { slots.append((RowHistory.artificialSlot, 1)) }
        let replayedBefore = history.replayed
        let found = history.dummies(in: slots)
        statistics.markerReplays += history.replayed - replayedBefore
        statistics.cellUpdates += history.replayed - replayedBefore
        return found.compactMap { dummy, born, coefficient in
            Int(dummy) < kind.count && kind[Int(dummy)] == .dummy && birth[Int(dummy)] == born ? (dummy, coefficient) : nil
        }.sorted { $0.dummy < $1.dummy }
    }

    /// The cell of symbol `s` in row `r`, or -1.
    func cell(of s: Int32, inRow r: Int32) -> Int32 {
        var c = rowHead[Int(r)]
        while c >= 0, cells[Int(c)].symbol != s { c = cells[Int(c)].rowNext }
        return c
    }
}
