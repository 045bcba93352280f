// Cell-level primitives on raw pointers. The tableau's arrays are copy-on-write Swift arrays
// (so a failing call can restore a snapshot for free); writing them cell by cell would pay a
// uniqueness and a bounds check on every store. `withCells` makes the arrays unique once and
// hands out their storage, after `reserveFreeCells` has made sure no insertion can grow them.

/// The cell storage of a tableau, valid only inside `Tableau.withCells`.
struct CellStore {
    // Buffer pointers index without checks in release builds and with bounds checks in debug
    // builds, which the tests run.
    let cells: UnsafeMutableBufferPointer<Cell>
    let rowHead: UnsafeMutableBufferPointer<Int32>
    let rowCount: UnsafeMutableBufferPointer<Int32>
    let rowConstant: UnsafeMutableBufferPointer<Double>
    let columnHead: UnsafeMutableBufferPointer<Int32>
    let columnCount: UnsafeMutableBufferPointer<Int32>
    /// Scratch, by symbol: the cell holding the symbol in the row being combined, or -1.
    let slot: UnsafeMutableBufferPointer<Int32>
    var freeCell: Int32
    var freeCellCount: Int

    /// Link a new cell `coefficient × s` at the head of row `r` and of column `s`. A free
    /// cell must be available (`Tableau.reserveFreeCells`).
    @inline(__always) mutating func insert(row r: Int32, symbol s: Int32, coefficient: Double) {
        let c = freeCell
        freeCell = cells[Int(c)].rowNext
        freeCellCount -= 1
        let head = rowHead[Int(r)], top = columnHead[Int(s)]
        cells[Int(c)] = Cell(
            row: r, symbol: s, coefficient: coefficient,
            rowPrev: -1, rowNext: head, columnPrev: -1, columnNext: top)
        if head >= 0 { cells[Int(head)].rowPrev = c }
        rowHead[Int(r)] = c
        rowCount[Int(r)] += 1
        if top >= 0 { cells[Int(top)].columnPrev = c }
        columnHead[Int(s)] = c
        columnCount[Int(s)] += 1
    }

    /// Unlink cell `c` from its row and column and return it to the free list.
    @inline(__always) mutating func delete(_ c: Int32) {
        let cell = cells[Int(c)]
        if cell.rowPrev >= 0 { cells[Int(cell.rowPrev)].rowNext = cell.rowNext } else { rowHead[Int(cell.row)] = cell.rowNext }
        if cell.rowNext >= 0 { cells[Int(cell.rowNext)].rowPrev = cell.rowPrev }
        rowCount[Int(cell.row)] -= 1
        if cell.columnPrev >= 0 {
            cells[Int(cell.columnPrev)].columnNext = cell.columnNext
        } else {
            columnHead[Int(cell.symbol)] = cell.columnNext
        }
        if cell.columnNext >= 0 { cells[Int(cell.columnNext)].columnPrev = cell.columnPrev }
        columnCount[Int(cell.symbol)] -= 1
        cells[Int(c)].row = -1
        cells[Int(c)].rowNext = freeCell
        freeCell = c
        freeCellCount += 1
    }

    /// Row `target` += `k` × row `source` (constants too). Given `target = a + Σ aᵢ sᵢ` and
    /// `source = b + Σ bᵢ sᵢ`, the result is `a + k b + Σ (aᵢ + k bᵢ) sᵢ`; sums that cancel to
    /// near zero leave the row. Cost: O(len(target) + len(source)); at most len(source) cells
    /// are inserted.
    mutating func addRow(_ source: Int32, times k: Double, to target: Int32) {
        var c = rowHead[Int(target)]
        while c >= 0 {
            slot[Int(cells[Int(c)].symbol)] = c
            c = cells[Int(c)].rowNext
        }
        rowConstant[Int(target)] += k * rowConstant[Int(source)]
        var q = rowHead[Int(source)]
        while q >= 0 {
            let s = cells[Int(q)].symbol
            let v = k * cells[Int(q)].coefficient
            let at = slot[Int(s)]
            if at >= 0 {
                let sum = cells[Int(at)].coefficient + v
                if nearZero(sum) {
                    slot[Int(s)] = -1
                    delete(at)
                } else {
                    cells[Int(at)].coefficient = sum
                }
            } else if !nearZero(v) {
                insert(row: target, symbol: s, coefficient: v)
            }
            q = cells[Int(q)].rowNext
        }
        c = rowHead[Int(target)]
        while c >= 0 {
            slot[Int(cells[Int(c)].symbol)] = -1
            c = cells[Int(c)].rowNext
        }
    }
}

extension Tableau {
    /// Make sure at least `n` cells are on the free list, so `n` insertions cannot grow `cells`.
    mutating func reserveFreeCells(_ n: Int) {
        guard freeCellCount < n else { return }
        let grow = max(n - freeCellCount, 16)
        let start = Int32(cells.count)
        for i in 0..<Int32(grow) {
            let next = i + 1 < Int32(grow) ? start + i + 1 : freeCell
            cells.append(Cell(row: -1, symbol: -1, coefficient: 0, rowPrev: -1, rowNext: next, columnPrev: -1, columnNext: -1))
        }
        freeCell = start
        freeCellCount += grow
    }

    /// Run `body` on the raw cell storage. At most the reserved number of free cells may be
    /// inserted inside (`reserveFreeCells`).
    mutating func withCells<R>(_ body: (inout CellStore) -> R) -> R {
        structureVersion &+= 1
        var free = (freeCell, freeCellCount)
        let result = cells.withUnsafeMutableBufferPointer { cells in
            rowHead.withUnsafeMutableBufferPointer { rowHead in
                rowCount.withUnsafeMutableBufferPointer { rowCount in
                    rowConstant.withUnsafeMutableBufferPointer { rowConstant in
                        columnHead.withUnsafeMutableBufferPointer { columnHead in
                            columnCount.withUnsafeMutableBufferPointer { columnCount in
                                slot.withUnsafeMutableBufferPointer { slot in
                                    var store = CellStore(
                                        cells: cells, rowHead: rowHead, rowCount: rowCount, rowConstant: rowConstant,
                                        columnHead: columnHead, columnCount: columnCount, slot: slot,
                                        freeCell: free.0, freeCellCount: free.1)
                                    let result = body(&store)
                                    free = (store.freeCell, store.freeCellCount)
                                    return result
                                }
                            }
                        }
                    }
                }
            }
        }
        freeCell = free.0
        freeCellCount = free.1
        return result
    }
}
