import Cassowary
import FuzzTargets
import SolverOracle
import Testing

/// The oracle on problems whose answers are known by hand, so that it can be trusted as the
/// other side of a differential test.
@Suite struct OracleTests {
    typealias Row = WeightedProblem.Row

    @Test func requiredBoundBeatsWeakPreference() throws {
        // x >= 10 required, x == 0 weak: the optimum pays 10 and pins x at 10.
        let p = WeightedProblem(
            variableCount: 1,
            rows: [
                Row(coefficients: [0: 1], constant: -10, relation: .greaterOrEqual, weight: nil),
                Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 1),
            ])
        let optimum = try #require(p.optimum()?.first)
        #expect(abs(optimum - 10) < 1e-9)
        let range = p.range(of: 0)
        #expect(abs(range.lower - 10) < 1e-6 && abs(range.upper - 10) < 1e-6)
    }

    @Test func infeasibleRequiredRows() {
        let p = WeightedProblem(
            variableCount: 1,
            rows: [
                Row(coefficients: [0: 1], constant: -10, relation: .greaterOrEqual, weight: nil),
                Row(coefficients: [0: 1], constant: -5, relation: .lessOrEqual, weight: nil),
            ])
        #expect(p.optimum() == nil)
    }

    @Test func equalPullsLeaveAnInterval() throws {
        // x == 0 and x == 10, both weight 1: every x in [0, 10] costs 10, so x is ambiguous.
        let p = WeightedProblem(
            variableCount: 1,
            rows: [
                Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 1),
                Row(coefficients: [0: 1], constant: -10, relation: .equal, weight: 1),
            ])
        let optimum = try #require(p.optimum()?.first)
        #expect(abs(optimum - 10) < 1e-9)
        let range = p.range(of: 0)
        #expect(abs(range.lower) < 1e-6 && abs(range.upper - 10) < 1e-6)
    }

    @Test func weightsAddUp() throws {
        // Two pulls at weight 500 (x == 0, twice) against one at 750 (x == 10): the sum wins,
        // as in kiwi, so x stays 0 and the 750 pays 7,500.
        let p = WeightedProblem(
            variableCount: 1,
            rows: [
                Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 500),
                Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 500),
                Row(coefficients: [0: 1], constant: -10, relation: .equal, weight: 750),
            ])
        let optimum = try #require(p.optimum()?.first)
        #expect(abs(optimum - 7500) < 1e-6)
        // The solver agrees.
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, weight: 500))
        try solver.add(Constraint(Expression(x), .equal, weight: 500))
        try solver.add(Constraint(Expression([Term(x)], constant: -10), .equal, weight: 750))
        #expect(abs(solver.value(of: x)) < 1e-9)
        #expect(abs(p.error(at: [solver.value(of: x)]).byLevel[0] - optimum) < 1e-6)
    }

    @Test func levelsAreLexicographic() throws {
        // The same pulls with the 750 at a level above the 500s: it is met exactly, x = 10,
        // and the two 500s pay 10 each at their level.
        let p = WeightedProblem(
            variableCount: 1,
            rows: [
                Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 1, level: 500),
                Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 1, level: 500),
                Row(coefficients: [0: 1], constant: -10, relation: .equal, weight: 1, level: 750),
                Row(coefficients: [0: 1], constant: -3, relation: .equal, weight: 1e6),
            ])
        #expect(p.levels == [750, 500, 0])
        let optimum = try #require(p.optimum())
        #expect(optimum.count == 3 && abs(optimum[0]) < 1e-9 && abs(optimum[1] - 20) < 1e-9 && abs(optimum[2] - 7e6) < 1e-3)
        let range = p.range(of: 0)
        #expect(abs(range.lower - 10) < 1e-6 && abs(range.upper - 10) < 1e-6)
        // The solver agrees.
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, strength: Strength(level: 500)))
        try solver.add(Constraint(Expression(x), .equal, strength: Strength(level: 500)))
        try solver.add(Constraint(Expression([Term(x)], constant: -10), .equal, strength: Strength(level: 750)))
        try solver.add(Constraint(Expression([Term(x)], constant: -3), .equal, weight: 1e6))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func aLowerLevelRunsOnTheFaceOfTheHigher() throws {
        // x + y == 10 at level 2 leaves a segment; x == 0 at level 1 picks its end: x = 0,
        // y = 10, though y == 0 at level 0 would rather not.
        let p = WeightedProblem(
            variableCount: 2,
            rows: [
                Row(coefficients: [0: 1, 1: 1], constant: -10, relation: .equal, weight: 1, level: 2),
                Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 1, level: 1),
                Row(coefficients: [1: 1], constant: 0, relation: .equal, weight: 100),
            ])
        let optimum = try #require(p.optimum())
        #expect(abs(optimum[0]) < 1e-9 && abs(optimum[1]) < 1e-9 && abs(optimum[2] - 1000) < 1e-6)
        let y = p.range(of: 1)
        #expect(abs(y.lower - 10) < 1e-6 && abs(y.upper - 10) < 1e-6)
    }

    @Test func unconstrainedVariableIsUnbounded() throws {
        let p = WeightedProblem(
            variableCount: 2,
            rows: [
                Row(coefficients: [0: 1], constant: -3, relation: .equal, weight: nil)
            ])
        #expect(try #require(p.optimum()) == [])
        let range = p.range(of: 1)
        #expect(range.lower == -.infinity && range.upper == .infinity)
        // No rows at all: every variable is free.
        let empty = WeightedProblem(variableCount: 1).range(of: 0)
        #expect(empty.lower == -.infinity && empty.upper == .infinity)
    }

    /// Issue 16's find: a variable the solver rightly calls unbounded above (x4 = x2 + 90 with
    /// x2 ≥ 208 costs the same all the way up), which the capped range LP used to pin.
    @Test func aFreeRayBesideHeavyWeightsIsFound() throws {
        let p = WeightedProblem(
            variableCount: 3,
            rows: [
                Row(coefficients: [0: 0.5], constant: -136 + 32, relation: .greaterOrEqual, weight: 10),  // 0.5·x2 ≥ 104
                Row(coefficients: [1: -1, 0: 1], constant: 90, relation: .lessOrEqual, weight: 1e6),  // x2 − x4 ≤ −90
                Row(coefficients: [1: -1, 0: 1], constant: 35, relation: .equal, weight: 1),  // x2 − x4 = −35, weakly
                Row(coefficients: [2: 1], constant: -101, relation: .equal, weight: 1e3),  // a heavy, unrelated edit
            ])
        let optimum = try #require(p.optimum()?.first)
        #expect(abs(optimum - 55) < 1e-6)
        let x4 = p.range(of: 1)
        #expect(abs(x4.lower - 298) < 1e-6 && x4.upper == .infinity)
    }

    @Test func aPlantedSolverBugIsCaught() {
        // The differential check must be able to fail: values that are feasible but not optimal
        // (x = 20 where the optimum is x = 10) cost more than the oracle's optimum.
        let p = WeightedProblem(
            variableCount: 1,
            rows: [
                Row(coefficients: [0: 1], constant: -10, relation: .greaterOrEqual, weight: nil),
                Row(coefficients: [0: 1], constant: 0, relation: .equal, weight: 1),
            ])
        guard let optimum = p.optimum()?.first else {
            Issue.record("feasible problem reported infeasible")
            return
        }
        let wrong = p.error(at: [20]).byLevel[0]
        #expect(abs(wrong - optimum) > p.tolerance(optimum: optimum, at: [20]))
    }
}
