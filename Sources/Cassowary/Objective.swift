// The objective the primal simplex minimises, by strength level (see `Strength`).
//
// Each level keeps its own row `zₗ = Σ cₗⱼ sⱼ` over the parameters, so a parameter's reduced cost
// is a vector (c_top, …, c_0), highest level first, and vectors compare lexicographically: the
// coefficient of the strongest level that names the parameter decides its sign. That is Apple's
// engine: `NSISObjectiveLinearExpression` keeps a priority vector per variable, and a variable is
// a candidate to enter when `NSISSparseVectorStrongestTermIsNegative`. The optimum is then the
// lexicographic one: the top level's error as small as the required constraints allow, then the
// next level's as small as that allows, and so on; a single level is the weighted sum.
//
// Every row is dense over the symbols (DenseRow), so memory grows as levels × symbols: an Auto
// Layout session has one level per distinct priority, a handful to a few dozen.

/// The objective: one dense row per strength level present, highest level first.
struct Objective {
    /// The levels present, highest first (never removed: a layout's priorities recur).
    private(set) var levels: [Double] = []
    /// The row of each level, in the order of `levels`.
    private(set) var rows: [DenseRow] = []
    /// The symbol ids every row has room for.
    private var symbolCapacity = 0

    /// The index of `level`'s row, made empty if the level is new.
    mutating func index(of level: Double) -> Int {
        if let i = levels.firstIndex(of: level) { return i }
        let i = levels.firstIndex(where: { $0 < level }) ?? levels.count
        var row = DenseRow()
        row.reserveSymbols(symbolCapacity)
        levels.insert(level, at: i)
        rows.insert(row, at: i)
        return i
    }

    /// Make room in every row for symbol ids below `count`.
    mutating func reserveSymbols(_ count: Int) {
        guard count > symbolCapacity else { return }
        symbolCapacity = count
        for i in rows.indices { rows[i].reserveSymbols(count) }
    }

    /// `objective[s] += value` at `level`.
    mutating func add(_ s: Int32, _ value: Double, level: Double) {
        let i = index(of: level)
        rows[i].add(s, value)
    }

    /// Row `i`, moved out to be written (`put` gives it back), so that the tableau that holds
    /// the objective is not copied while a row of its own is added in.
    mutating func take(_ i: Int) -> DenseRow {
        var row = DenseRow()
        swap(&row, &rows[i])
        return row
    }

    /// Give row `i` back after `take`.
    mutating func put(_ row: DenseRow, _ i: Int) { rows[i] = row }

    /// Drop `s` from every level.
    mutating func remove(_ s: Int32) {
        for i in rows.indices where rows[i].contains(s) { rows[i].remove(s) }
    }

    /// Drop `s` from level `i`.
    mutating func remove(_ s: Int32, at i: Int) { rows[i].remove(s) }

    /// The largest coefficient of `s` over the levels (0 when none names it): at an optimum the
    /// leading one is positive or `s` is absent, so `s` is free on the optimal face (it may move
    /// without cost) exactly when this is not above the tolerance.
    @inline(__always) func largestCoefficient(_ s: Int32) -> Double {
        var largest = 0.0
        for row in rows where row.contains(s) { largest = max(largest, row.coefficient[Int(s)]) }
        return largest
    }

    /// The non-dummy symbol whose leading coefficient is negative, from the strongest level
    /// that has one: the most negative there (Dantzig's rule within a level), or under Bland's
    /// rule the lowest id over all levels; -1 if the objective is optimal.
    func enteringSymbol(_ kind: [SymbolKind], bland: Bool) -> Int32 {
        var best: Int32 = -1
        for (i, row) in rows.enumerated() where row.negativeCount > 0 {
            var bestValue = 0.0
            var found: Int32 = -1
            for s in row.symbols where kind[Int(s)] != .dummy {
                let v = row.coefficient[Int(s)]
                guard v < 0, !rows[..<i].contains(where: { $0.contains(s) }) else { continue }
                if found < 0 || (bland ? s < found : (v < bestValue || (v == bestValue && s < found))) {
                    found = s
                    bestValue = v
                }
            }
            guard found >= 0 else { continue }
            if !bland { return found }
            if best < 0 || found < best { best = found }
        }
        return best
    }

    /// Whether `objective[s] / a` is lexicographically below `objective[t] / b` (a, b > 0):
    /// the dual simplex's ratio test, level by level from the strongest; nil when they tie.
    ///
    /// Ratios within rounding of each other (relative 10⁻⁹) tie at their level and the next
    /// level decides: `1.3333333333333335 / 1.3333333333333333` is 1 as much as `1 / 1` is, and
    /// letting the last bit decide there chose a pivot that left a lower level's reduced cost
    /// negative (a fuzz find: the dual simplex ended at a point 77 × 500 above the optimum).
    func ratio(_ s: Int32, over a: Double, isBelow t: Int32, over b: Double) -> Bool? {
        for row in rows {
            let x = row.contains(s) ? row.coefficient[Int(s)] / a : 0
            let y = row.contains(t) ? row.coefficient[Int(t)] / b : 0
            if abs(x - y) > 1e-9 * max(1, abs(x), abs(y)) { return x < y }
        }
        return nil
    }
}
