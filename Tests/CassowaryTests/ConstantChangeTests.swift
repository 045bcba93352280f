import Cassowary
import Testing

/// `remove` then `add` of the same constraint with another constant is a constant change in
/// place; it must be indistinguishable from a real removal and addition.
@Suite struct ConstantChangeTests {
    @Test func movedConstantIsReusedInPlace() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let old = x == 10
        add(old, to: solver)
        add(y == x + 5, to: solver)
        add((y <= 0) | .weak, to: solver)
        let before = solver.statistics
        try solver.remove(old)
        let moved = x == 20
        add(moved, to: solver)
        #expect(solver.statistics.constantChanges == before.constantChanges + 1)
        #expect(solver.contains(moved) && !solver.contains(old))
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 25)
        // And the reused constraint is removable like any other.
        try solver.remove(moved)
        expectConsistent(solver)
        #expect(!solver.contains(moved) && solver.constraintCount == 2)
    }

    @Test func everyKindOfConstraintMovesCorrectly() throws {
        for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            for strength in [Strength.required, .strong] {
                let solver = Solver()
                let x = Variable("x")
                add((x == 50) | .weak, to: solver)
                let old = Constraint(Expression([Term(x)], constant: -30), relation, strength: strength)
                add(old, to: solver)
                try solver.remove(old)
                let moved = Constraint(Expression([Term(x)], constant: -70), relation, strength: strength)
                add(moved, to: solver)
                #expect(solver.statistics.constantChanges == 1)
                solver.updateVariables()
                let expected: Double = relation == .lessThanOrEqual ? 50 : 70
                #expect(abs(x.value - expected) < 1e-9, "\(relation) \(strength): \(x.value)")
            }
        }
    }

    @Test func aConstantThatNoLongerFitsIsRefusedAndTheOldOneIsGone() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let old = x == 10, link = y == x, cap = y <= 15
        for c in [old, link, cap] { add(c, to: solver) }
        try solver.remove(old)
        let moved = x == 20
        do {
            try solver.add(moved)
            Issue.record("x == 20 fits y == x, y <= 15?")
        } catch {
            guard case let .unsatisfiableConstraint(_, conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set([link, cap, moved].map(ObjectIdentifier.init)))
        }
        expectConsistent(solver)
        #expect(!solver.contains(old) && !solver.contains(moved) && solver.constraintCount == 2)
        #expect(solver.valueRange(of: x).upper == 15)
    }

    @Test func otherCallsFinishTheRemovalFirst() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 10
        add(pin, to: solver)
        add((x == 3) | .weak, to: solver)
        try solver.remove(pin)
        solver.updateVariables()
        #expect(x.value == 3)
        #expect(solver.statistics.constantChanges == 0)
        // An add that does not match also finishes it.
        add(pin, to: solver)
        try solver.remove(pin)
        add(x >= 7, to: solver)
        solver.updateVariables()
        #expect(x.value == 7 && !solver.contains(pin))
        expectConsistent(solver)
    }
}
