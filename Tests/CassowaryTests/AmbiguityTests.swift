import Cassowary
import Testing

@Suite struct AmbiguityTests {
    @Test func determinedAndFreeVariables() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        add(x >= 10, to: solver)
        add(x <= 20, to: solver)
        #expect(solver.isAmbiguous(x))
        let range = solver.valueRange(of: x)
        #expect(isClose(range.lower, 10) && isClose(range.upper, 20))

        add(x + y == 50, to: solver)
        #expect(solver.isAmbiguous(y))
        #expect(isClose(solver.valueRange(of: y).lower, 30) && isClose(solver.valueRange(of: y).upper, 40))
        add((x == 12) | .weak, to: solver)
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        #expect(solver.valueRange(of: y) == (38, 38))

        add(w >= 0, to: solver)
        let free = solver.valueRange(of: w)
        #expect(free.lower == 0 && free.upper == .infinity)
        #expect(solver.valueRange(of: Variable("stranger")) == (-.infinity, .infinity))
        expectConsistent(solver)
    }

    /// Unbounded on one side (a view that may sit anywhere above a limit) is ambiguous, and a
    /// difference can be determined while both of its variables are not.
    @Test func unboundedRangesAndExpressions() {
        let solver = Solver()
        let top = Variable("top"), parent = Variable("parent")
        add(top <= 438, to: solver)
        #expect(solver.valueRange(of: top) == (-.infinity, 438))
        #expect(solver.isAmbiguous(top))
        add(top == parent + 20, to: solver)
        #expect(solver.isAmbiguous(parent))
        #expect(!solver.isAmbiguous(top - parent))
        #expect(solver.valueRange(of: top - parent + 1) == (21, 21))
        #expect(Solver.isAmbiguous((0, .infinity)) && !Solver.isAmbiguous((5, 5 + 1e-9)))
        expectConsistent(solver)
    }

    /// Two soft pulls of equal weight in opposite directions: every point between is optimal.
    @Test func equalCostTieIsAmbiguous() {
        let solver = Solver()
        let x = Variable("x")
        add((x >= 100) | .medium, to: solver)
        add((x <= 50) | .medium, to: solver)
        #expect(solver.isAmbiguous(x))
        let r = solver.valueRange(of: x)
        #expect(isClose(r.lower, 50) && isClose(r.upper, 100))
        add((x == 60) | .weak, to: solver)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func unboundedEqualityDirection() {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        add(a == b + 10, to: solver)
        #expect(solver.valueRange(of: a) == (-.infinity, .infinity))
        add(b == 5, to: solver)
        #expect(solver.valueRange(of: a) == (15, 15))
        #expect(!solver.isAmbiguous(a))
    }

    /// Asking never changes the solver.
    @Test func queriesAreReadOnly() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(x + y >= 10, to: solver)
        add((x == 0) | .weak, to: solver)
        let before = solver.statistics
        _ = solver.valueRange(of: y)
        #expect(solver.statistics == before)
        expectConsistent(solver)
    }
}
