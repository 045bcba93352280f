import Cassowary
import FuzzTargets
import Testing

/// The oracle on problems whose answers are known by hand, so that it can be trusted as the
/// other side of a differential test.
@Suite struct OracleTests {
    typealias Row = WeightedProblem.Row

    @Test func requiredBoundBeatsWeakPreference() throws {
        // x >= 10 required, x == 0 weak: the optimum pays 10 and pins x at 10.
        let p = WeightedProblem(variableCount: 1, rows: [
            Row(coefficients: [0: 1], constant: -10, relation: .greaterOrEqual, weight: nil),
            Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 1),
        ])
        let optimum = try #require(p.optimum())
        #expect(abs(optimum - 10) < 1e-9)
        let range = p.range(of: 0, optimum: optimum, slack: 1e-9)
        #expect(abs(range.lower - 10) < 1e-6 && abs(range.upper - 10) < 1e-6)
    }

    @Test func infeasibleRequiredRows() {
        let p = WeightedProblem(variableCount: 1, rows: [
            Row(coefficients: [0: 1], constant: -10, relation: .greaterOrEqual, weight: nil),
            Row(coefficients: [0: 1], constant: -5, relation: .lessOrEqual, weight: nil),
        ])
        #expect(p.optimum() == nil)
    }

    @Test func equalPullsLeaveAnInterval() throws {
        // x == 0 and x == 10, both weight 1: every x in [0, 10] costs 10, so x is ambiguous.
        let p = WeightedProblem(variableCount: 1, rows: [
            Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 1),
            Row(coefficients: [0: 1], constant: -10, relation: .equal, weight: 1),
        ])
        let optimum = try #require(p.optimum())
        #expect(abs(optimum - 10) < 1e-9)
        let range = p.range(of: 0, optimum: optimum, slack: 1e-9)
        #expect(abs(range.lower) < 1e-6 && abs(range.upper - 10) < 1e-6)
    }

    @Test func weightsAddUp() throws {
        // Two pulls at weight 500 (x == 0, twice) against one at 750 (x == 10): the sum wins,
        // as in kiwi, so x stays 0 and the 750 pays 7,500.
        let p = WeightedProblem(variableCount: 1, rows: [
            Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 500),
            Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 500),
            Row(coefficients: [0: 1], constant: -10, relation: .equal, weight: 750),
        ])
        let optimum = try #require(p.optimum())
        #expect(abs(optimum - 7500) < 1e-6)
        // The solver agrees.
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, weight: 500))
        try solver.add(Constraint(Expression(x), .equal, weight: 500))
        try solver.add(Constraint(Expression([Term(x)], constant: -10), .equal, weight: 750))
        #expect(abs(solver.value(of: x)) < 1e-9)
        #expect(abs(p.error(at: [solver.value(of: x)]).weighted - optimum) < 1e-6)
    }

    @Test func unconstrainedVariableIsUnbounded() throws {
        let p = WeightedProblem(variableCount: 2, rows: [
            Row(coefficients: [0: 1], constant: -3, relation: .equal, weight: nil),
        ])
        let optimum = try #require(p.optimum())
        let range = p.range(of: 1, optimum: optimum, slack: 1e-9)
        #expect(range.lower == -.infinity && range.upper == .infinity)
    }

    @Test func aPlantedSolverBugIsCaught() {
        // The differential check must be able to fail: values that are feasible but not optimal
        // (x = 20 where the optimum is x = 10) cost more than the oracle's optimum.
        let p = WeightedProblem(variableCount: 1, rows: [
            Row(coefficients: [0: 1], constant: -10, relation: .greaterOrEqual, weight: nil),
            Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 1),
        ])
        guard let optimum = p.optimum() else { Issue.record("feasible problem reported infeasible"); return }
        let wrong = p.error(at: [20]).weighted
        #expect(abs(wrong - optimum) > p.tolerance(optimum: optimum, at: [20]))
    }
}
