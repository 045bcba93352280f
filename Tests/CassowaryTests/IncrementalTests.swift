import Cassowary
import Testing

/// The incremental solver must agree with a fresh solver given the same live constraints:
/// same weighted error, every required constraint satisfied, invariants after every call.
@Suite struct IncrementalTests {
    /// Random adds, removes, edits, suggestions and unedits over six variables, many of them
    /// degenerate (zero constants, redundant equalities).
    @Test(arguments: 0..<10) func incrementalEqualsFromScratch(chunk: Int) throws {
        var constantChanges = 0
        for seed in UInt64(chunk * 50 + 1)...UInt64(chunk * 50 + 50) {
            constantChanges += try run(seed: seed)
        }
        #expect(constantChanges > 50, "the constant-change path was hardly exercised")
    }

    /// One random session; returns how many constant changes it made in place.
    func run(seed: UInt64) throws -> Int {
        var rng = SeededGenerator(seed: seed)
        let vars = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        var live: [Constraint] = []
        var edits: [(variable: Variable, strength: Strength, value: Double)] = []
        for step in 0..<60 {
            let dice = Int.random(in: 0..<10, using: &rng)
            if dice == 0 {
                let v = vars.randomElement(using: &rng)!
                if let i = edits.firstIndex(where: { $0.variable === v }) {
                    try solver.removeEditVariable(v)
                    edits.remove(at: i)
                } else {
                    let strength = [Strength.strong, .medium, .weak].randomElement(using: &rng)!
                    try solver.addEditVariable(v, strength: strength)
                    edits.append((v, strength, 0))
                }
            } else if dice < 4, !edits.isEmpty {
                let i = Int.random(in: 0..<edits.count, using: &rng)
                let value = Double(Int.random(in: -300...300, using: &rng))
                try solver.suggestValue(value, for: edits[i].variable)
                edits[i].value = value
            } else if dice < 6, !live.isEmpty {
                // Change a constraint's constant: remove it, add the same terms with a new
                // constant (reused in place, or refused and then simply gone).
                let old = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
                let moved = Constraint(
                    Expression(old.expression.terms, constant: Double(Int.random(in: -60...60, using: &rng))),
                    old.relation, strength: old.strength)
                try solver.remove(old)
                if (try? solver.add(moved)) != nil { live.append(moved) }
                #expect(!solver.contains(old))
            } else if Bool.random(using: &rng) || live.isEmpty {
                var c = randomConstraint(vars, &rng, requiredShare: 0.6)
                if Bool.random(using: &rng) {
                    c = Constraint(Expression(c.expression.terms), c.relation, strength: c.strength)
                }
                if (try? solver.add(c)) != nil { live.append(c) }
            } else {
                try solver.remove(live.remove(at: Int.random(in: 0..<live.count, using: &rng)))
            }
            expectConsistent(solver)
            let pins = edits.map { Constraint(Expression([Term($0.variable)], constant: -$0.value), .equal, strength: $0.strength) }
            let fresh = Solver()
            for c in live + pins { try fresh.add(c) }
            let incremental = weightedError(live + pins, solver), scratch = weightedError(live + pins, fresh)
            #expect(incremental.required < 1e-6, "seed \(seed) step \(step): required constraint violated by \(incremental.required)")
            #expect(
                abs(incremental.soft - scratch.soft) <= 1e-4 * max(1, scratch.soft),
                "seed \(seed) step \(step): weighted error \(incremental.soft), from scratch \(scratch.soft)")
            if incremental.required >= 1e-6 || abs(incremental.soft - scratch.soft) > 1e-4 * max(1, scratch.soft) { break }
        }
        return solver.statistics.constantChanges
    }

    /// Two equalities saying the same thing, one removed: the other must still hold. (The
    /// removal once pivoted into a slack row, giving the redundant equality's dummy a value.)
    @Test func removingOneOfTwoRedundantEqualitiesKeepsTheOther() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let twice = 2 * x == 0
        add(twice, to: solver)
        add(x == 0, to: solver)
        add(y >= x + 100, to: solver)
        add((y == 0) | .strong, to: solver)
        add((x == 50) | .weak, to: solver)
        try solver.remove(twice)
        expectConsistent(solver)
        solver.updateVariables()
        #expect(x.value == 0 && y.value == 100)
    }
}
