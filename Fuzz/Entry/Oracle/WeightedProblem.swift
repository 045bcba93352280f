/// The solver's problem restated for the oracle, independently of `Cassowary`'s types:
///
///     minimise  Σ weight(k) × violation(k)   over the soft rows k of each level,
///               the highest level first,
///     subject to every required row,
///
/// each row being `Σ aⱼ xⱼ + constant  (== | <= | >=)  0`, and the violation of a soft row the
/// amount by which it fails (|e| for `==`, the shortfall for `>=`, the excess for `<=`). Levels
/// are lexicographic and weights add up within one, the reading of strengths that `Strength`
/// documents (Apple's priorities, each a level; kiwi's weights, all at level 0). The oracle
/// solves one LP per level, each over the optimal face of the one before: the columns whose
/// reduced cost was positive there are held at 0 (complementary slackness).
///
/// It decides, by `DenseSimplex`:
/// - whether the required rows are feasible at all (`optimum() == nil` when they are not);
/// - the optimal weighted error of each level, which any optimal solution shares even when the
///   values are not unique (compare these, not the values);
/// - how far each variable can move over the optimal solutions (`range`): a variable is
///   ambiguous when that range is wider than a point.
///
/// The range LP runs over the optimal face itself: the columns whose reduced cost is positive
/// at the optimum are held at 0 (complementary slackness), and nothing else is constrained. (An
/// earlier version capped the total error at `optimum + slack` in one row; with weights from 1
/// to 10⁶ in that row its small coefficients lost the simplex a free ray, and it called a
/// variable pinned that the solver rightly found unbounded.) What it cannot decide: values
/// within rounding of each other; callers compare verdicts only when the range is clearly a
/// point or clearly wider than one.
public struct WeightedProblem {
    /// `==`, `<=`, `>=` against zero.
    public enum Relation: Sendable { case equal, lessOrEqual, greaterOrEqual }

    /// One constraint: `Σ coefficients[j] × x_j + constant  relation  0`.
    public struct Row {
        /// Variable index → coefficient.
        public var coefficients: [Int: Double]
        /// The constant term on the left side.
        public var constant: Double
        /// How the left side relates to zero.
        public var relation: Relation
        /// `nil` for a required row.
        public var weight: Double?
        /// The lexicographic level of a soft row (higher levels are minimised first).
        public var level: Double

        /// `Σ coefficients[j] × x_j + constant  relation  0`, required when `weight` is nil,
        /// else soft at `level`.
        public init(coefficients: [Int: Double], constant: Double, relation: Relation, weight: Double?, level: Double = 0) {
            self.coefficients = coefficients
            self.constant = constant
            self.relation = relation
            self.weight = weight
            self.level = level
        }

        /// `Σ aⱼ xⱼ + constant` at `x`.
        func value(at x: [Double]) -> Double {
            coefficients.reduce(constant) { $0 + $1.value * x[$1.key] }
        }

        /// How much the row fails at `x` (0 when it holds).
        func violation(at x: [Double]) -> Double {
            let e = value(at: x)
            switch relation {
            case .equal: return abs(e)
            case .greaterOrEqual: return max(0, -e)
            case .lessOrEqual: return max(0, e)
            }
        }
    }

    /// Variables are `0..<variableCount`.
    public var variableCount: Int
    /// The constraints.
    public var rows: [Row]

    /// A problem over `variableCount` variables.
    public init(variableCount: Int, rows: [Row] = []) {
        self.variableCount = variableCount
        self.rows = rows
    }

    /// The levels of the soft rows, highest first.
    public var levels: [Double] { Array(Set(rows.compactMap { $0.weight == nil ? nil : $0.level })).sorted(by: >) }

    /// The largest violation of a required row, and the weighted error of the soft rows of
    /// each of `levels`, at `x`.
    public func error(at x: [Double]) -> (required: Double, byLevel: [Double]) {
        let levels = self.levels
        var required = 0.0
        var byLevel = [Double](repeating: 0, count: levels.count)
        for row in rows {
            let v = row.violation(at: x)
            if let w = row.weight, let i = levels.firstIndex(of: row.level) {
                byLevel[i] += w * v
            } else {
                required = max(required, v)
            }
        }
        return (required, byLevel)
    }

    /// How far two weighted errors of one level at `x` may differ by rounding alone: the
    /// optimum's relative 10⁻⁶, plus 10⁻¹¹ of the weighted magnitudes of the soft rows (a strong
    /// row's weight times a residual of 10⁻¹² already shows as 10⁻⁶ of error), plus 10⁻¹² of
    /// their weights times `history`, the largest magnitude the solver's rows have held on the
    /// way (constants and suggested values since removed leave residues of that size: an edit
    /// suggested 0 after values near 300 read 2·10⁻¹¹, 2·10⁻⁵ at strong weight).
    public func tolerance(optimum: Double, at x: [Double], history: Double = 0) -> Double {
        var magnitude = 0.0, weights = 0.0
        for row in rows {
            guard let w = row.weight else { continue }
            magnitude += w * row.coefficients.reduce(1 + abs(row.constant)) { $0 + abs($1.value * x[$1.key]) }
            weights += w
        }
        return 1e-6 * (1 + abs(optimum)) + 1e-11 * magnitude + 1e-12 * weights * history
    }

    /// The minimal weighted error of each of `levels`, each level minimised with every higher
    /// one at its minimum; `nil` when the required rows cannot all hold.
    public func optimum() -> [Double]? {
        optimalFace().map(\.optima)
    }

    /// The least and greatest value of `x_variable` over the optimal solutions (±∞ when
    /// unbounded; NaN when the required rows are infeasible).
    public func range(of variable: Int) -> (lower: Double, upper: Double) {
        ranges(of: [variable])[0]
    }

    /// `range(of:)` for several variables, over one optimal face.
    public func ranges(of variables: [Int]) -> [(lower: Double, upper: Double)] {
        guard let face = optimalFace() else { return variables.map { _ in (.nan, .nan) } }
        let kept = face.kept, rows = face.rows
        // Each variable minimised and maximised over the face: one phase one for all of them.
        let costs = variables.flatMap { variable in
            [1.0, -1.0].map { sign in kept.map { $0 == 2 * variable ? sign : $0 == 2 * variable + 1 ? -sign : 0 } }
        }
        let extremes = DenseSimplex.minimise(costs, rows: rows, rhs: face.rhs).map { outcome -> Double in
            switch outcome {
            case .infeasible: return .nan
            case .unbounded: return -.infinity
            case let .optimal(value, _, _): return value
            }
        }
        return variables.indices.map { (extremes[2 * $0], -extremes[2 * $0 + 1]) }
    }

    /// The optimal face, level by level: each level's LP runs over the columns the levels
    /// above left free, and the columns whose reduced cost comes out positive are held at 0
    /// from then on. Returns each level's optimum, the columns kept and the rows over them (nil
    /// when the required rows are infeasible).
    private func optimalFace() -> (optima: [Double], kept: [Int], rhs: [Double], rows: [[Double]])? {
        let form = standardForm()
        var kept = Array(form.cost.indices)
        var rows = form.rows
        var optima: [Double] = []
        // Reduced costs are sums of weights (at least 1/4 of the lightest), rounding leaves
        // 10⁻⁸ of the heaviest.
        let scale = form.cost.reduce(1.0) { max($0, abs($1)) }
        for level in levels.isEmpty ? [nil] : levels.map(Optional.some) {
            let cost = kept.map { j in form.level[j] == level ? form.cost[j] : 0 }
            switch DenseSimplex.minimise(cost, rows: rows, rhs: form.rhs) {
            case .infeasible: return nil
            case .unbounded: return nil  // cannot happen: errors are ≥ 0
            case let .optimal(value, _, reduced):
                guard level != nil else { break }
                optima.append(value)
                let free = reduced.indices.filter { reduced[$0] <= 1e-9 * scale }
                kept = free.map { kept[$0] }
                rows = rows.map { row in free.map { row[$0] } }
            }
        }
        return (optima, kept, form.rhs, rows)
    }

    /// `A y = b, y ≥ 0` with cost: x = p - q (columns 2j, 2j+1), then slack and error columns
    /// per row; an error column's level (nil for the others).
    private func standardForm() -> (cost: [Double], level: [Double?], rows: [[Double]], rhs: [Double]) {
        // Sized up front: each row adds at most two columns (the oracle runs this a dozen times
        // per fuzz input, and under ASan every regrown array is an allocation).
        var cost = [Double](repeating: 0, count: 2 * variableCount)
        cost.reserveCapacity(2 * variableCount + 2 * rows.count)
        var level = [Double?](repeating: nil, count: 2 * variableCount)
        level.reserveCapacity(2 * variableCount + 2 * rows.count)
        var entries: [[(column: Int, value: Double)]] = []
        entries.reserveCapacity(rows.count)
        var rhs: [Double] = []
        rhs.reserveCapacity(rows.count)
        func column(cost c: Double, level l: Double? = nil) -> Int {
            cost.append(c)
            level.append(l)
            return cost.count - 1
        }
        for row in rows {
            var line: [(column: Int, value: Double)] = []
            line.reserveCapacity(2 * row.coefficients.count + 2)
            for (j, a) in row.coefficients where a != 0 {
                line.append((2 * j, a))
                line.append((2 * j + 1, -a))
            }
            switch (row.relation, row.weight) {
            case (.equal, nil): break
            case (.greaterOrEqual, nil): line.append((column(cost: 0), -1))
            case (.lessOrEqual, nil): line.append((column(cost: 0), 1))
            case let (.equal, w?):
                line.append((column(cost: w, level: row.level), -1))
                line.append((column(cost: w, level: row.level), 1))
            case let (.greaterOrEqual, w?):
                line.append((column(cost: w, level: row.level), 1))
                line.append((column(cost: 0), -1))
            case let (.lessOrEqual, w?):
                line.append((column(cost: w, level: row.level), -1))
                line.append((column(cost: 0), 1))
            }
            entries.append(line)
            rhs.append(-row.constant)
        }
        let dense = entries.map { line in
            var r = [Double](repeating: 0, count: cost.count)
            for (j, v) in line { r[j] += v }
            return r
        }
        return (cost, level, dense, rhs)
    }
}
