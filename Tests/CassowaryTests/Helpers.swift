import Cassowary
@_exported import TestSupport
import Testing

/// Fails the test if the solver's tableau is inconsistent.
func expectConsistent(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try solver.checkInvariants()
    } catch {
        Issue.record("invariant broken: \(error)", sourceLocation: sourceLocation)
    }
}

/// `solver.add` that records a failure instead of throwing, and checks invariants after.
func add(_ c: Constraint, to solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try solver.add(c)
    } catch {
        Issue.record("add \(c) failed: \(error)", sourceLocation: sourceLocation)
    }
    expectConsistent(solver, sourceLocation: sourceLocation)
}

func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// A random sparse linear system over `variables`: 1–3 terms with small integer coefficients,
/// a constant, any relation, any strength.
func randomConstraint(_ variables: [Variable], _ rng: inout SeededGenerator, requiredShare: Double = 0.4) -> Constraint {
    var terms: [Term] = []
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let k = Double(Int.random(in: -3...3, using: &rng))
        terms.append(Term(variables.randomElement(using: &rng)!, k == 0 ? 1 : k))
    }
    let constant = Double(Int.random(in: -100...100, using: &rng))
    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
    let strength: Strength =
        Double.random(in: 0..<1, using: &rng) < requiredShare
        ? .required : [.strong, .medium, .weak, Strength(37)].randomElement(using: &rng)!
    return Constraint(Expression(terms, constant: constant), relation, strength: strength)
}

/// The solver's current value for every variable.
func snapshot(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    variables.map { solver.value(of: $0) }
}

/// The weighted error of the current solution: Σ weight × violation over soft constraints,
/// and the largest violation of a required one.
func weightedError(_ constraints: [Constraint], _ solver: Solver) -> (soft: Double, required: Double) {
    solver.updateVariables()
    var soft = 0.0, required = 0.0
    for c in constraints {
        if c.strength.isRequired { required = max(required, c.violation) } else { soft += c.strength.weight * c.violation }
    }
    return (soft, required)
}
