// Ambiguity: is a variable's value fixed by the current optimum, or could it move at equal cost?
//
// At the optimum the objective reads `z = z* + Σ dⱼ sⱼ` over the parameters, with dⱼ ≥ 0 for every
// restricted sⱼ (and no external symbols: they would make z unbounded). Every optimal solution
// therefore keeps the parameters with dⱼ > 0 at 0: the optimal face is the feasible set with
// those parameters (and the dummies) fixed at 0. A variable is determined iff its minimum and
// maximum over that face agree.
//
// Fast path: if x is basic and its row mentions only parameters that are fixed on the face,
// x cannot move. Otherwise two small LPs on a copy of the tableau decide: minimise x and -x by
// the primal simplex, entering only free parameters (restricted ones upward; external ones, which
// are unrestricted, in whichever direction lowers the goal).
//
// Those pivots stay on the face: the entering parameter has reduced cost dⱼ = 0, so the
// objective row (z += dⱼ × the pivot row) and with it the face are unchanged, and the leaving
// restricted variable becomes a parameter with zero reduced cost, free on the face as it was.
// So one copy can serve every LP asked of the same optimum, one after the other: copying the
// whole tableau for each LP made the ambiguity check of big layouts cost a tableau copy per
// LP (Benchmarks/README.md, "REPL latency").

extension Tableau {
    /// A copy to pivot within the optimal face: it shares the storage until written, and
    /// records nothing in the solver's history (its pivots are thrown away).
    var faceCopy: Tableau {
        var face = self
        face.history = nil
        return face
    }

    /// The smallest and largest value of `constant + Σ coefficient × symbol` over all optimal
    /// solutions (±∞ when unbounded). It may pivot within the optimal face, so ask it of a
    /// copy of the solver's tableau; the copy answers later questions about the same optimum
    /// just as well (see the top of this file).
    mutating func valueRange(of terms: [(symbol: Int32, coefficient: Double)], constant: Double) -> (lower: Double, upper: Double) {
        var current = constant
        var fixed = true
        for (s, k) in terms {
            let r = basicRow[Int(s)]
            guard r >= 0 else {
                fixed = false
                continue
            }
            let row = faceEvaluation(ofRow: r)
            current += k * row.value
            if row.free { fixed = false }
        }
        if fixed { return (current, current) }
        let lower = constant + extreme(of: terms, sign: 1)
        return (lower, constant - extreme(of: terms, sign: -1))
    }

    /// The range of `s - r` (of `s` alone when `r` is nil), as `valueRange(of:constant:)`.
    /// Fast path, no allocation and no pivot: both basic, with rows fixed on the optimal face.
    mutating func valueRange(of s: Int32, relativeTo r: Int32?) -> (lower: Double, upper: Double) {
        func fixedValue(_ x: Int32) -> Double? {
            let r = basicRow[Int(x)]
            guard r >= 0 else { return nil }
            let row = faceEvaluation(ofRow: r)
            return row.free ? nil : row.value
        }
        guard let r else {
            if let value = fixedValue(s) { return (value, value) }
            return valueRange(of: [(s, 1)], constant: 0)
        }
        if r == s { return (0, 0) }
        if let a = fixedValue(s), let b = fixedValue(r) { return (a - b, a - b) }
        return valueRange(of: [(s, 1), (r, -1)], constant: 0)
    }

    /// Free on the optimal face: not a dummy, and external or with zero reduced cost.
    @inline(__always) func isFreeOnOptimalFace(_ s: Int32) -> Bool {
        switch kind[Int(s)] {
        case .external: return true
        case .dummy, .free: return false
        case .slack, .error: return objective.largestCoefficient(s) <= reducedCostTolerance
        }
    }

    func rowHasFreeParameter(_ r: Int32) -> Bool {
        var c = rowHead[Int(r)]
        while c >= 0 {
            if isFreeOnOptimalFace(cells[Int(c)].symbol) { return true }
            c = cells[Int(c)].rowNext
        }
        return false
    }

    /// min of `sign × Σ coefficient × symbol` over the optimal face, pivoting within the face.
    private mutating func extreme(of terms: [(symbol: Int32, coefficient: Double)], sign: Double) -> Double {
        artificial.clear()
        for (s, k) in terms {
            let r = basicRow[Int(s)]
            if r >= 0 {
                // Dummies come along but never enter: they are fixed at 0 on the face. A
                // definition row is expanded (Tableau+Definitions.swift).
                addRow(r, times: sign * k, toObjective: .artificial)
                if isDefinitionRow[Int(r)] {
                    var goal = DenseRow()
                    swap(&goal, &artificial)
                    _ = expandReferences(in: &goal, keepDummies: true)
                    swap(&goal, &artificial)
                }
            } else {
                artificial.add(s, sign * k)
            }
        }
        artificialActive = true
        while true {
            // Entering: lowest-id free parameter that lowers the goal, and its direction.
            var entering: Int32 = -1
            var direction: Double = 0
            for s in artificial.symbols where isFreeOnOptimalFace(s) {
                let d = artificial.coefficient[Int(s)]
                let lowers = kind[Int(s)] == .external ? !nearZero(d) : d < -epsilon
                if lowers, entering < 0 || s < entering {
                    entering = s
                    direction = d < 0 ? 1 : -1
                }
            }
            if entering < 0 { return artificial.constant }
            // Leaving: the restricted row that reaches 0 first as the parameter moves.
            var best: Int32 = -1, bestBasic: Int32 = -1
            var bestRatio = Double.infinity
            var c = columnHead[Int(entering)]
            while c >= 0 {
                let cell = cells[Int(c)]
                let b = rowBasic[Int(cell.row)]
                let rate = cell.coefficient * direction
                if rate < 0, kind[Int(b)] != .external {
                    let ratio = rowConstant[Int(cell.row)] / -rate
                    if ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                        best = c
                        bestBasic = b
                        bestRatio = ratio
                    }
                }
                c = cell.columnNext
            }
            if best < 0 { return -.infinity }
            pivot(row: cells[Int(best)].row, cell: best)
        }
    }
}

extension Solver {
    /// The range of values `variable` takes over all optimal solutions: `lower == upper` when
    /// the constraints determine it, a wider (possibly infinite) interval when it could move
    /// without making any constraint less satisfied. A variable the solver does not know is
    /// unconstrained: `(-∞, +∞)`. See the method in `Tableau+Ambiguity.swift`.
    public func valueRange(of variable: Variable) -> (lower: Double, upper: Double) {
        valueRange(of: Expression(variable))
    }

    /// The range of values `expression` takes over all optimal solutions, e.g. a view's
    /// position relative to its superview. Variables the solver does not know are
    /// unconstrained.
    public func valueRange(of expression: Expression) -> (lower: Double, upper: Double) {
        core.settle()
        let reduced = expression.reduced()
        var terms: [(symbol: Int32, coefficient: Double)] = []
        for term in reduced.terms {
            guard let s = core.symbol(of: term.variable) else { return (-.infinity, .infinity) }
            terms.append((s, term.coefficient))
        }
        var face = core.tableau.faceCopy
        return face.valueRange(of: terms, constant: reduced.constant)
    }

    /// The range of `variable - reference` (of `variable` alone when `reference` is nil) over all
    /// optimal solutions: `valueRange(of:)` for the commonest question, a view's position
    /// relative to its superview, without building an `Expression`.
    public func valueRange(of variable: Variable, relativeTo reference: Variable?) -> (lower: Double, upper: Double) {
        core.settle()
        var face = core.tableau.faceCopy
        return range(of: variable, relativeTo: reference, on: &face)
    }

    /// `valueRange(of:relativeTo:)` for many pairs at once, in order. Far cheaper than one call
    /// each when several are undetermined: one copy of the tableau serves all their LPs.
    public func valueRanges(of pairs: [(variable: Variable, reference: Variable?)]) -> [(lower: Double, upper: Double)] {
        core.settle()
        // Shares the solver's storage until the first LP pivots it.
        var face = core.tableau.faceCopy
        return pairs.map { range(of: $0.variable, relativeTo: $0.reference, on: &face) }
    }

    /// One pair's range, asked of `face`, a copy of the tableau that its LPs may pivot.
    private func range(
        of variable: Variable, relativeTo reference: Variable?, on face: inout Tableau
    ) -> (lower: Double, upper: Double) {
        guard let s = core.symbol(of: variable) else { return (-.infinity, .infinity) }
        guard let reference else { return face.valueRange(of: s, relativeTo: nil) }
        guard let r = core.symbol(of: reference) else { return (-.infinity, .infinity) }
        return face.valueRange(of: s, relativeTo: r)
    }

    /// True when `variable` could take another value at equal cost (its `valueRange` is wider
    /// than rounding noise): what Auto Layout calls an ambiguous layout.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        isAmbiguous(Expression(variable))
    }

    /// True when `expression` could take another value at equal cost.
    public func isAmbiguous(_ expression: Expression) -> Bool {
        Solver.isAmbiguous(valueRange(of: expression))
    }

    /// True when a `valueRange` is wider than rounding noise (relative 10⁻⁶, or unbounded).
    public static func isAmbiguous(_ range: (lower: Double, upper: Double)) -> Bool {
        guard range.lower.isFinite, range.upper.isFinite else { return true }
        return range.upper - range.lower > 1e-6 * max(1, abs(range.lower), abs(range.upper))
    }
}
