import Cassowary
import Testing

/// Strengths are weights within a level, and levels are lexicographic: the solver minimises
/// Σ weight × violation at the highest level first.
@Suite struct StrengthTests {
    @Test func strongerWinsOneOnOne() {
        let solver = Solver()
        let x = Variable("x")
        add((x == 10) | .strong, to: solver)
        add((x == 20) | .medium, to: solver)
        add((x == 30) | .weak, to: solver)
        solver.updateVariables()
        #expect(isClose(x.value, 10))
    }

    /// Within one level (kiwi's weights are all at level 0) weights add up: two violations at
    /// 300 outweigh one at 500.
    @Test func weightsAddUp() {
        let solver = Solver()
        let x = Variable("x")
        add(Constraint(x - 0, .equal, weight: 500), to: solver)
        add(Constraint(x - 10, .equal, weight: 300), to: solver)
        add(Constraint(x - 10, .equal, weight: 300), to: solver)
        solver.updateVariables()
        #expect(isClose(x.value, 10))
    }

    /// A thousand violations at a lower level, however heavy, never outweigh one at a higher
    /// level; kiwi's weights are all at level 0, below every level above it.
    @Test func levelsAreLexicographic() {
        let solver = Solver()
        let x = Variable("x")
        add(Constraint(x - 0, .equal, strength: Strength(level: 2)), to: solver)
        for _ in 0..<1000 { add(Constraint(x - 10, .equal, strength: Strength(level: 1, weight: 1e6)), to: solver) }
        add(Constraint(x - 20, .equal, weight: 1e8), to: solver)
        solver.updateVariables()
        #expect(isClose(x.value, 0))
        #expect(Strength(level: 1, weight: 1e6) < Strength(level: 2))
        #expect(Strength(1e8) < Strength(level: 1) && Strength(level: 999) < .required)
        #expect(!Strength(level: 5, weight: .infinity).isRequired && Strength(level: .nan).level == 0)
    }

    /// The dual simplex keeps the lexicographic optimum as constants move: x follows the
    /// level-2 wish wherever it goes, never the heavier level-1 ones.
    @Test func levelsHoldAcrossEdits() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(x + y == 100, to: solver)
        add(Constraint(y - 0, .greaterThanOrEqual), to: solver)
        for _ in 0..<10 { add(Constraint(x - 0, .equal, strength: Strength(level: 1, weight: 1000)), to: solver) }
        try solver.addEditVariable(x, strength: Strength(level: 2))
        for target in [30.0, 90.0, 150.0, -20.0] {
            try solver.suggestValue(target, for: x)
            solver.updateVariables()
            #expect(isClose(x.value, min(target, 100)), "x wanted at \(target)")
            try solver.checkInvariants()
        }
    }

    @Test func mixedLevelsAndClamping() {
        #expect(Strength(strong: 1, medium: 2, weak: 3).weight == 1_002_003)
        #expect(Strength(strong: 5000, medium: 0, weak: 0).weight == 1_000_000_000)
        #expect(Strength(2e9) == .required && Strength(2e9).isRequired)
        #expect(Strength(-4).weight == 0)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(!Strength.strong.isRequired)
    }

    @Test func requiredAlwaysBeatsAnyWeight() {
        let solver = Solver()
        let x = Variable("x")
        add(x <= 5, to: solver)
        for _ in 0..<50 { add((x == 100) | Strength(999_999_999), to: solver) }
        solver.updateVariables()
        #expect(isClose(x.value, 5))
    }
}
