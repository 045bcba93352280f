import Cassowary
import Testing

/// Strengths are weights: the solver minimises Σ weight × violation.
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

    /// Weighted, not lexicographic: two violations at 300 outweigh one at 500.
    @Test func weightsAddUp() {
        let solver = Solver()
        let x = Variable("x")
        add(Constraint(x - 0, .equal, weight: 500), to: solver)
        add(Constraint(x - 10, .equal, weight: 300), to: solver)
        add(Constraint(x - 10, .equal, weight: 300), to: solver)
        solver.updateVariables()
        #expect(isClose(x.value, 10))
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
