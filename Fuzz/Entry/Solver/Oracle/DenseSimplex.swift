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
        let m = a.count, n = c.count
        let width = n + m + 1  // columns, artificials, right-hand side
        var t = [[Double]](repeating: [Double](repeating: 0, count: width), count: m)
        var basis = [Int](repeating: 0, count: m)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = sign * a[i][j] }
            t[i][n + i] = 1
            t[i][width - 1] = sign * b[i]
            basis[i] = n + i
        }
        // Phase one: minimise the sum of the artificials.
        var phaseOne = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phaseOne[n + i] = 1 }
        guard run(&t, &basis, cost: phaseOne, enterable: n + m) else { return .unbounded }
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= n ? t[$1][width - 1] : 0) }
        let scale = b.reduce(1.0) { max($0, abs($1)) }
        if infeasibility > 1e-7 * scale { return .infeasible }
        // Drive artificials (at zero) out of the basis where a real column can replace them.
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { abs(t[i][$0]) > epsilon }) { pivot(&t, &basis, row: i, column: j) }
        }
        // Phase two: the real cost; artificials may not enter.
        var cost = c
        cost += [Double](repeating: 0, count: m)
        guard run(&t, &basis, cost: cost, enterable: n) else { return .unbounded }
        var y = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { y[basis[i]] = t[i][width - 1] }
        let value = zip(c, y).reduce(0.0) { $0 + $1.0 * $1.1 }
        // Reduced cost of column j: c_j - Σ_i c_basis(i) t[i][j] (0 for basic columns).
        var reduced = [Double](repeating: 0, count: n)
        for j in 0..<n {
            var d = cost[j]
            for i in 0..<m where t[i][j] != 0 { d -= cost[basis[i]] * t[i][j] }
            reduced[j] = d
        }
        return .optimal(value: value, y: y, reducedCosts: reduced)
    }

    /// Primal simplex with Bland's rule from the current (feasible) basis; false if unbounded.
    /// Only columns below `enterable` may enter.
    private static func run(_ t: inout [[Double]], _ basis: inout [Int], cost: [Double], enterable: Int) -> Bool {
        let m = t.count
        // No rows: any column with a negative cost runs off to infinity.
        guard let width = t.first?.count else { return !(0..<enterable).contains { cost[$0] < -epsilon } }
        while true {
            // Reduced cost of column j: c_j - Σ_i c_basis(i) t[i][j].
            var entering = -1
            let costScale = cost.reduce(1.0) { max($0, abs($1)) }
            for j in 0..<enterable where !basis.contains(j) {
                var d = cost[j]
                for i in 0..<m where t[i][j] != 0 { d -= cost[basis[i]] * t[i][j] }
                if d < -epsilon * costScale { entering = j; break }
            }
            if entering < 0 { return true }
            var leaving = -1
            var best = Double.infinity
            for i in 0..<m where t[i][entering] > epsilon {
                let ratio = t[i][width - 1] / t[i][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && leaving >= 0 && basis[i] < basis[leaving]) {
                    best = ratio
                    leaving = i
                }
            }
            if leaving < 0 { return false }
            pivot(&t, &basis, row: leaving, column: entering)
        }
    }

    private static func pivot(_ t: inout [[Double]], _ basis: inout [Int], row r: Int, column j: Int) {
        let p = t[r][j]
        for k in t[r].indices { t[r][k] /= p }
        for i in t.indices where i != r {
            let f = t[i][j]
            if f == 0 { continue }
            for k in t[i].indices { t[i][k] -= f * t[r][k] }
            t[i][j] = 0
        }
        basis[r] = j
    }
}
