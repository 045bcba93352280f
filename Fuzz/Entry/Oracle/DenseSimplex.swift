/// A textbook two-phase simplex on a dense tableau, written apart from the Cassowary module so
/// that the two can check each other: it shares no code, no data structure and no pivoting rule
/// with `Solver` (this one uses Bland's rule throughout, which never cycles).
///
/// Problem, in standard form:
///
///     minimise  c·y   subject to  A y = b,  y ≥ 0
///
/// Phase one adds an artificial column per row (rows with b < 0 negated first) and minimises
/// their sum; a positive minimum means the rows are infeasible. Phase two minimises c·y from the
/// feasible basis phase one leaves, never letting an artificial column re-enter.
///
/// Meant for the oracle's systems (tens of rows and columns); it is O(m·n) per pivot.
struct DenseSimplex {
    /// The outcome of `minimise`.
    enum Outcome {
        case infeasible
        case unbounded
        /// The optimum, a point reaching it, and each column's reduced cost there (≥ 0 up to
        /// rounding): a feasible point is optimal exactly when it is 0 in every column whose
        /// reduced cost is positive (complementary slackness).
        case optimal(value: Double, y: [Double], reducedCosts: [Double])
    }

    /// Entries smaller than this are zero (the oracle's data are small integers and weights).
    static let epsilon = 1e-9

    /// Minimise `c·y` subject to `A y = b`, `y ≥ 0`. `A` is row-major, `m × c.count`.
    static func minimise(_ c: [Double], rows a: [[Double]], rhs b: [Double]) -> Outcome {
        minimise([c], rows: a, rhs: b)[0]
    }

    /// The same for several costs over the same rows: phase one runs once, and phase two for
    /// each cost from the feasible basis it left (what separate calls would each reach, since
    /// phase one does not depend on the cost).
    static func minimise(_ costs: [[Double]], rows a: [[Double]], rhs b: [Double]) -> [Outcome] {
        let m = a.count, n = costs.first?.count ?? 0
        var t = Tableau(rows: m, width: n + m + 1)  // columns, artificials, right-hand side
        let rhs = t.width - 1
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i, j] = sign * a[i][j] }
            t[i, n + i] = 1
            t[i, rhs] = sign * b[i]
            t.basis[i] = n + i
        }
        // Phase one: minimise the sum of the artificials.
        var phaseOne = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phaseOne[n + i] = 1 }
        guard t.run(cost: phaseOne, enterable: n + m) else { return costs.map { _ in .unbounded } }
        let infeasibility = (0..<m).reduce(0.0) { $0 + (t.basis[$1] >= n ? t[$1, rhs] : 0) }
        let scale = b.reduce(1.0) { max($0, abs($1)) }
        if infeasibility > 1e-7 * scale { return costs.map { _ in .infeasible } }
        // Drive artificials (at zero) out of the basis where a real column can replace them.
        for i in 0..<m where t.basis[i] >= n {
            if let j = (0..<n).first(where: { abs(t[i, $0]) > epsilon }) { t.pivot(row: i, column: j) }
        }
        // Phase two for each cost: artificials may not enter.
        return costs.map { c in
            var t = t
            var cost = c
            cost.append(contentsOf: repeatElement(0, count: m))
            guard t.run(cost: cost, enterable: n) else { return .unbounded }
            var y = [Double](repeating: 0, count: n)
            for i in 0..<m where t.basis[i] < n { y[t.basis[i]] = t[i, rhs] }
            let value = zip(c, y).reduce(0.0) { $0 + $1.0 * $1.1 }
            var reduced = [Double](repeating: 0, count: n)
            for j in 0..<n { reduced[j] = t.reducedCost(cost, j) }
            return .optimal(value: value, y: y, reducedCosts: reduced)
        }
    }

    /// The dense tableau: `rows × width` entries in one row-major array (the last column is
    /// the right-hand side), and the basic column of each row.
    struct Tableau {
        let rows: Int, width: Int
        var entries: [Double]
        var basis: [Int]

        init(rows: Int, width: Int) {
            self.rows = rows
            self.width = width
            entries = [Double](repeating: 0, count: rows * width)
            basis = [Int](repeating: 0, count: rows)
        }

        subscript(i: Int, j: Int) -> Double {
            get { entries[i * width + j] }
            set { entries[i * width + j] = newValue }
        }

        /// Reduced cost of column j: c_j - Σ_i c_basis(i) t[i][j] (0 for basic columns).
        func reducedCost(_ cost: [Double], _ j: Int) -> Double {
            var d = cost[j]
            for i in 0..<rows {
                let x = entries[i * width + j]
                if x != 0 { d -= cost[basis[i]] * x }
            }
            return d
        }

        /// Primal simplex with Bland's rule from the current (feasible) basis; false if
        /// unbounded. Only columns below `enterable` may enter.
        mutating func run(cost: [Double], enterable: Int) -> Bool {
            // No rows: any column with a negative cost runs off to infinity.
            guard rows > 0 else { return !(0..<enterable).contains { cost[$0] < -epsilon } }
            let rhs = width - 1
            let costScale = cost.reduce(1.0) { max($0, abs($1)) }
            var basic = [Bool](repeating: false, count: width)
            for i in 0..<rows { basic[basis[i]] = true }
            while true {
                var entering = -1
                for j in 0..<enterable where !basic[j] && reducedCost(cost, j) < -epsilon * costScale {
                    entering = j
                    break
                }
                if entering < 0 { return true }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<rows where self[i, entering] > epsilon {
                    let ratio = self[i, rhs] / self[i, entering]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && leaving >= 0 && basis[i] < basis[leaving]) {
                        best = ratio
                        leaving = i
                    }
                }
                if leaving < 0 { return false }
                basic[basis[leaving]] = false
                basic[entering] = true
                pivot(row: leaving, column: entering)
            }
        }

        /// Divide row r by its entry in column j, then subtract it from every other row so
        /// that column j is the unit column of row r.
        mutating func pivot(row r: Int, column j: Int) {
            let width = width, rows = rows
            entries.withUnsafeMutableBufferPointer { t in
                let p = t[r * width + j]
                for k in 0..<width { t[r * width + k] /= p }
                for i in 0..<rows where i != r {
                    let f = t[i * width + j]
                    if f == 0 { continue }
                    for k in 0..<width { t[i * width + k] -= f * t[r * width + k] }
                    t[i * width + j] = 0
                }
            }
            basis[r] = j
        }
    }
}
