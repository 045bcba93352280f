import Cassowary
import Testing

@Suite struct SolverTests {
    @Test func operatorsBuildTheConstraintAsWritten() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let c = x + 2 * y - 10 <= z
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == .required)
        #expect(c.expression.constant == -10)
        #expect(c.expression.terms.map(\.coefficient) == [1, 2, -1])
        #expect(c.expression.terms.map(\.variable.name) == ["x", "y", "z"])
        #expect(c.description == "x + 2*y - z <= 10 @required")
        let merged = (x + x - 2 * x + y == 3) | .weak
        #expect(merged.expression.terms.map(\.variable.name) == ["y"])
        #expect(merged.strength == .weak)
    }

    /// The classic Cassowary example: a midpoint between two ends, dragged.
    @Test func midpointLeftRight() throws {
        let solver = Solver()
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        add(mid == (left + right) / 2, to: solver)
        add(right >= left + 10, to: solver)
        add(right <= 100, to: solver)
        add(left >= 0, to: solver)
        add((left == 0) | .weak, to: solver)
        solver.updateVariables()
        // Nothing pulls `right` yet: every value in [10, 100] is optimal, and the solver says so.
        #expect(isClose(left.value, 0) && isClose(mid.value, right.value / 2))
        #expect(solver.isAmbiguous(right) && !solver.isAmbiguous(left))
        let range = solver.valueRange(of: right)
        #expect(isClose(range.lower, 10) && isClose(range.upper, 100))

        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(50, for: mid)
        solver.updateVariables()
        expectConsistent(solver)
        #expect(isClose(mid.value, 50) && isClose(left.value, 0) && isClose(right.value, 100))

        // Dragging past what the required constraints allow stops at the limit.
        try solver.suggestValue(120, for: mid)
        solver.updateVariables()
        expectConsistent(solver)
        #expect(isClose(right.value, 100) && isClose(mid.value, 95) && isClose(left.value, 90))

        try solver.suggestValue(3, for: mid)
        solver.updateVariables()
        expectConsistent(solver)
        #expect(isClose(mid.value, 5) && isClose(left.value, 0) && isClose(right.value, 10))
        #expect(!solver.isAmbiguous(right) && !solver.isAmbiguous(mid))
    }

    @Test func editVariableFollowsSuggestionsWithinRequiredBounds() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        for target in [10.0, -4, 0.5, 1e6] {
            try solver.suggestValue(target, for: x)
            solver.updateVariables()
            #expect(x.value == target)
        }
        add(x <= 5, to: solver)
        solver.updateVariables()
        #expect(isClose(x.value, 5))
        try solver.suggestValue(2, for: x)
        solver.updateVariables()
        #expect(isClose(x.value, 2))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        expectConsistent(solver)
    }

    @Test func everyErrorIsTypedAndLeavesTheSolverAlone() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x == 1
        add(c, to: solver)
        #expect(solver.contains(c))
        #expect(throws: SolverError.self) { try solver.add(c) }
        do { try solver.add(c) } catch {
            guard case .duplicateConstraint(let d) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(d === c)
        }
        let stranger = y == 2
        do { try solver.remove(stranger) } catch {
            guard case .unknownConstraint = error else {
                Issue.record("\(error)")
                return
            }
        }
        try solver.addEditVariable(y, strength: .medium)
        do { try solver.addEditVariable(y, strength: .weak) } catch {
            guard case .duplicateEditVariable = error else {
                Issue.record("\(error)")
                return
            }
        }
        do { try solver.removeEditVariable(x) } catch {
            guard case .unknownEditVariable = error else {
                Issue.record("\(error)")
                return
            }
        }
        do { try solver.suggestValue(3, for: x) } catch {
            guard case .unknownEditVariable = error else {
                Issue.record("\(error)")
                return
            }
        }
        do { try solver.addEditVariable(x, strength: .required) } catch {
            guard case .badRequiredStrength = error else {
                Issue.record("\(error)")
                return
            }
        }
        for bad in [Double.nan, .infinity, -.infinity, 1e13] {
            do { try solver.suggestValue(bad, for: y) } catch {
                guard case .nonFiniteValue = error else {
                    Issue.record("\(error)")
                    return
                }
            }
        }
        let nonFinite = [
            Constraint(Expression([Term(x, .nan)]), .equal),
            Constraint(Expression([Term(x)], constant: .infinity), .lessThanOrEqual),
            Constraint(Expression([Term(x)], constant: 1), .equal, weight: .nan),
            Constraint(Expression([Term(x, 1e300)]), .greaterThanOrEqual),
        ]
        for bad in nonFinite {
            do { try solver.add(bad) } catch {
                guard case .nonFiniteConstraint = error else {
                    Issue.record("\(error)")
                    return
                }
            }
            #expect(!solver.contains(bad))
        }
        #expect(solver.constraintCount == 2)
        solver.updateVariables()
        #expect(x.value == 1 && y.value == 0)
        expectConsistent(solver)
    }

    @Test func removalRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        add(x + y == 100, to: solver)
        add((x == 30) | .medium, to: solver)
        solver.updateVariables()
        #expect(isClose(x.value, 30) && isClose(y.value, 70))
        let pull = (x == 80) | .strong
        add(pull, to: solver)
        solver.updateVariables()
        #expect(isClose(x.value, 80) && isClose(y.value, 20))
        try solver.remove(pull)
        expectConsistent(solver)
        solver.updateVariables()
        #expect(isClose(x.value, 30) && isClose(y.value, 70))
    }

    @Test func variablesLeaveWhenNoConstraintMentionsThem() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let c1 = a == b + 10, c2 = (b >= 3) | .strong
        add(c1, to: solver)
        add(c2, to: solver)
        #expect(solver.variableCount == 2)
        try solver.remove(c1)
        expectConsistent(solver)
        #expect(solver.variableCount == 1)
        try solver.remove(c2)
        expectConsistent(solver)
        #expect(solver.variableCount == 0 && solver.rowCount == 0 && solver.cellCount == 0)
    }

    @Test func redundantRequiredEqualitiesAreAccepted() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = x == 10, again = x == 10
        add(first, to: solver)
        add(again, to: solver)
        add(y == x + 1, to: solver)
        add(y == 11, to: solver)
        try solver.remove(first)
        expectConsistent(solver)
        solver.updateVariables()
        #expect(isClose(x.value, 10) && isClose(y.value, 11))
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        add(x == 4, to: solver)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(solver.constraintCount == 0 && solver.variableCount == 0 && !solver.hasEditVariable(x))
        #expect(solver.statistics == SolverStatistics())
        add(x == 7, to: solver)
        solver.updateVariables()
        #expect(x.value == 7)
    }
}
