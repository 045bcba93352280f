/// A row kept dense, indexed by symbol, with the list of its non-zero symbols: O(1) lookup
/// of a coefficient and O(non-zeros) iteration. The objective, the artificial objective and the
/// scratch row that `Solver.add` builds a constraint in are dense rows; the constraint rows
/// of the tableau are sparse (`Tableau`).
struct DenseRow {
    /// The constant term.
    var constant: Double = 0
    /// Coefficient by symbol; 0 where absent.
    private(set) var coefficient: [Double] = []
    /// Symbols with a non-zero coefficient, unordered.
    private(set) var symbols: [Int32] = []
    /// Index of a symbol in `symbols`, or -1.
    private var position: [Int32] = []
    /// How many coefficients are negative: an objective with none is optimal without a scan.
    private(set) var negativeCount = 0

    /// Make room for symbol ids below `count` (growing geometrically: symbols come one by one).
    mutating func reserveSymbols(_ count: Int) {
        if coefficient.count < count {
            let grow = max(count, 2 * coefficient.count, 16) - coefficient.count
            coefficient.append(contentsOf: repeatElement(0, count: grow))
            position.append(contentsOf: repeatElement(-1, count: grow))
        }
    }

    @inline(__always) func contains(_ s: Int32) -> Bool { position[Int(s)] >= 0 }

    /// `row[s] += value`; a sum that comes out near zero removes the symbol, as does one that
    /// cancels to within rounding of its terms (10⁻⁹ of the larger, nine of double's sixteen
    /// digits lost): products of weights and pivot ratios near 2,000 that should cancel left
    /// 1.8·10⁻⁸, and near 170 left 1.1·10⁻⁷, in an objective row, above the reduced-cost
    /// tolerance, and a free slack looked fixed (two FuzzSolver finds). Weights nine orders
    /// apart are the limit of what one level can tell apart.
    @inline(__always) mutating func add(_ s: Int32, _ value: Double) {
        let i = Int(s)
        if position[i] >= 0 {
            let old = coefficient[i]
            let sum = old + value
            if nearZero(sum) || abs(sum) <= 1e-9 * max(abs(old), abs(value)) {
                remove(s)
            } else {
                coefficient[i] = sum
                negativeCount += (sum < 0 ? 1 : 0) - (old < 0 ? 1 : 0)
            }
        } else if !nearZero(value) {
            coefficient[i] = value
            position[i] = Int32(symbols.count)
            symbols.append(s)
            if value < 0 { negativeCount += 1 }
        }
    }

    /// Drop symbol `s` (coefficient becomes 0).
    mutating func remove(_ s: Int32) {
        let i = Int(s)
        let at = Int(position[i])
        guard at >= 0 else { return }
        if coefficient[i] < 0 { negativeCount -= 1 }
        let last = symbols.removeLast()
        if at < symbols.count {
            symbols[at] = last
            position[Int(last)] = Int32(at)
        }
        position[i] = -1
        coefficient[i] = 0
    }

    /// Empty the row (O(non-zeros)).
    mutating func clear() {
        for s in symbols {
            position[Int(s)] = -1
            coefficient[Int(s)] = 0
        }
        symbols.removeAll(keepingCapacity: true)
        constant = 0
        negativeCount = 0
    }

    /// The non-dummy symbol with the most negative coefficient (under Bland's rule, the
    /// lowest-id one with a negative coefficient); -1 if the row, as an objective, is optimal.
    func enteringSymbol(_ kind: [SymbolKind], bland: Bool) -> Int32 {
        guard negativeCount > 0 else { return -1 }
        var best: Int32 = -1
        var bestValue = 0.0
        for s in symbols where kind[Int(s)] != .dummy {
            let v = coefficient[Int(s)]
            guard v < 0 else { continue }
            if best < 0 || (bland ? s < best : (v < bestValue || (v == bestValue && s < best))) {
                best = s
                bestValue = v
            }
        }
        return best
    }

    /// Multiply every coefficient and the constant by `k`.
    mutating func scale(by k: Double) {
        if k < 0 { negativeCount = symbols.count - negativeCount }
        constant *= k
        for s in symbols { coefficient[Int(s)] *= k }
    }
}
