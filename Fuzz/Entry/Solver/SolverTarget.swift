import Cassowary
@_exported import FuzzSupport
import SolverOracle

/// Fuzz target 2: the solver on a stream of operations decoded from bytes.
///
/// Six variables; each operation is one byte of opcode and a few bytes of arguments: add a
/// constraint (1–3 terms, small integer or half coefficients, a constant, a relation, a
/// strength), remove one, change one's constant (remove + add, the in-place path), add the same
/// object twice, add or remove an edit variable, suggest a value. After every operation:
/// - the tableau's invariants hold (`checkInvariants`; its check of every constraint against
///   the rows, which costs constraints × dummies, runs once, at the end);
/// - every required constraint holds within 10⁻⁶ of its scale;
/// - a refused operation (`SolverError`) leaves every value exactly as it was;
/// - a constraint refused as unsatisfiable really conflicts: the oracle finds the required
///   rows infeasible, and finds the reported conflict set infeasible on its own;
/// - the call's work stays within `SolverWorkBound` (pivots, row combinations and cells per
///   call, from the tableau's sizes): a blow-up becomes a crash file, not a hang.
/// At the end, against the oracle (`WeightedProblem`): the weighted error of each strength level
/// equals the LP optimum of that level (levels lexicographic, kiwi's weights and Apple's
/// priorities mixed),
/// a from-scratch solver on the same constraints (added in reverse order) reaches the same
/// error and the same ambiguity verdicts, and every variable's verdict agrees with the LP's
/// range wherever the LP's verdict is clear.
public func fuzzSolver(_ bytes: [UInt8]) -> FuzzOutcome {
    var run = SolverRun()
    var input = FuzzInput(bytes)
    var operations = 0
    while !input.isAtEnd, operations < 64 {
        run.step(&input)
        operations += 1
    }
    if run.findings.first == nil { run.compareWithOracle() }
    return run.findings.outcome
}

/// The system under test and everything the checks need to know about it.
struct SolverRun {
    let variables = (0..<6).map { Variable("x\($0)") }
    /// Definition rows wherever a required equality can make one (Tableau+Definitions.swift),
    /// so that six variables exercise them; the from-scratch solver of `compareWithOracle`
    /// keeps the default, so the two forms are compared too.
    var solver = Solver(definitionThreshold: 0)
    /// Constraints in the solver, in the order they were added.
    var live: [Constraint] = []
    /// Edit variables (indices) with their strength and last suggested value.
    var edits: [Int: (strength: Strength, value: Double)] = [:]
    /// The largest constant or suggested value the solver has been given (the oracle's
    /// tolerance allows rounding residues of it).
    var history = 0.0
    let findings = Findings()

    static let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, 1]
    /// kiwi's weights (level 0) and Apple's priorities (levels of their own, one a step above
    /// another, and one with a weight of 3 within its level).
    static let strengths: [Strength] = [
        .required, .required, .required, .strong, .medium, .weak, Strength(10), Strength(500),
        Strength(level: 250), Strength(level: 251), Strength(level: 750), Strength(level: 250, weight: 3),
    ]
    static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]

    mutating func step(_ input: inout FuzzInput) {
        let before = values()
        let workBefore = solver.statistics
        var bound = SolverWorkBound(terms: 3)
        bound.see(solver)
        do throws(SolverError) {
            switch input.int(in: 0...9) {
            case 0...3:
                try add(constraint(&input))
            case 4 where !live.isEmpty:
                let c = live.remove(at: input.int(in: 0...(live.count - 1)))
                try solver.remove(c)
            case 5 where !live.isEmpty:
                let k = input.int(in: 0...(live.count - 1))
                let old = live[k]
                let moved = Expression(old.expression.terms, constant: old.expression.constant + Double(input.int(in: -40...40)))
                try solver.remove(old)
                live.remove(at: k)
                let afterRemoval = values()
                do throws(SolverError) {
                    try add(Constraint(moved, old.relation, strength: old.strength))
                } catch {
                    refused(error, before: afterRemoval)
                }
            case 6 where !live.isEmpty:
                try solver.add(live[input.int(in: 0...(live.count - 1))])
                findings.require(false, "adding a constraint twice was accepted")
            case 7:
                let v = input.int(in: 0...5)
                let strength = input.pick([Strength.strong, .medium, .weak, .required, Strength(level: 500)])
                try solver.addEditVariable(variables[v], strength: strength)
                findings.require(!strength.isRequired, "a required edit variable was accepted")
                edits[v] = (strength, 0)
            case 8:
                let v = input.int(in: 0...5)
                try solver.removeEditVariable(variables[v])
                edits[v] = nil
            default:
                let v = input.int(in: 0...5)
                let value = Double(input.int(in: -300...300))
                history = max(history, abs(value))
                try solver.suggestValue(value, for: variables[v])
                edits[v]?.value = value
            }
        } catch {
            refused(error, before: before)
        }
        checkAfterStep()
        bound.see(solver)
        bound.check(solver.statistics - workBefore, in: findings, "operation \(live.count) constraints live")
    }

    mutating func add(_ c: Constraint) throws(SolverError) {
        history = max(history, abs(c.expression.constant))
        try solver.add(c)
        live.append(c)
    }

    func constraint(_ input: inout FuzzInput) -> Constraint {
        var terms: [Term] = []
        for _ in 0...input.int(in: 0...2) {
            terms.append(Term(variables[input.int(in: 0...5)], input.pick(SolverRun.coefficients)))
        }
        let constant = Double(input.int(in: -200...200))
        return Constraint(Expression(terms, constant: constant), input.pick(SolverRun.relations), strength: input.pick(SolverRun.strengths))
    }

    func values() -> [Double] {
        variables.map { solver.value(of: $0) }
    }

    /// A refused call changed nothing; an unsatisfiable constraint really conflicts.
    func refused(_ error: SolverError, before: [Double]) {
        let after = values()
        findings.require(before == after, "a refused call (\(error)) moved values \(before) -> \(after)")
        if case let .unsatisfiableConstraint(c, conflicts) = error {
            findings.require(
                problem(live + [c], requiredOnly: true).optimum() == nil,
                "refused as unsatisfiable, but the oracle satisfies it: \(c)")
            findings.require(conflicts.contains { $0 === c }, "the conflict set lacks the refused constraint")
            findings.require(
                problem(conflicts, requiredOnly: true).optimum() == nil,
                "the reported conflict set is satisfiable on its own: \(conflicts)")
        }
    }

    func checkAfterStep() {
        do {
            try solver.checkInvariants(againstConstraints: false)
        } catch {
            findings.require(false, "invariant broken: \(error)")
        }
        // Read off the constraints themselves at the solver's values (no oracle row per check).
        solver.updateVariables()
        for c in live where c.strength.isRequired {
            let v = c.violation
            let scale = c.expression.terms.reduce(1 + abs(c.expression.constant)) { $0 + abs($1.coefficient * $1.variable.value) }
            findings.require(v <= 1e-6 * scale, "required constraint \(c) violated by \(v)")
        }
    }

    /// The oracle's verdicts on the final system.
    func compareWithOracle() {
        do {
            try solver.checkInvariants()
        } catch {
            findings.require(false, "invariant broken: \(error)")
        }
        let full = problem(live, requiredOnly: false)
        guard let optimum = full.optimum() else {
            findings.require(false, "the oracle finds the accepted required constraints infeasible")
            return
        }
        let x = values()
        let error = full.error(at: x).byLevel
        findings.require(
            zip(error, optimum).allSatisfy { abs($0 - $1) <= full.tolerance(optimum: $1, at: x, history: history) },
            "weighted errors by level \(error), the oracle's optima \(optimum) (levels \(full.levels))")

        // The same constraints (and edits) from scratch, in another order.
        let fresh = Solver()
        for c in live.reversed() { try? fresh.add(c) }
        for (v, edit) in edits.sorted(by: { $0.key < $1.key }) {
            try? fresh.addEditVariable(variables[v], strength: edit.strength)
            try? fresh.suggestValue(edit.value, for: variables[v])
        }
        let freshValues = variables.map { fresh.value(of: $0) }
        let freshError = full.error(at: freshValues).byLevel
        findings.require(
            zip(freshError, optimum).allSatisfy { abs($0 - $1) <= full.tolerance(optimum: $1, at: freshValues, history: history) },
            "from scratch: errors by level \(freshError), incremental \(error); "
                + "constraints \(live.map(\.description)), edits \(edits.sorted { $0.key < $1.key })")

        // Ambiguity is a property of the problem, not of the path: the fresh solver agrees.
        // (Each solver answers for all six variables at once: one copy of its tableau.)
        let questions = variables.map { (variable: $0, reference: nil as Variable?) }
        let incremental = solver.valueRanges(of: questions), fromScratch = fresh.valueRanges(of: questions)
        for (j, v) in variables.enumerated() {
            findings.require(
                Solver.isAmbiguous(fromScratch[j]) == Solver.isAmbiguous(incremental[j]),
                "\(v) ranges over \(incremental[j]) incrementally but \(fromScratch[j]) from scratch; "
                    + "constraints \(live.map(\.description)), edits \(edits.sorted { $0.key < $1.key })")
        }

        // Ambiguity, where the LP's range over the optimal face is clearly a point (up to
        // rounding) or clearly wider.
        let ranges = full.ranges(of: Array(variables.indices))
        for (j, v) in variables.enumerated() {
            let range = ranges[j]
            let width = range.upper - range.lower
            let scale = 1 + abs(range.lower.isFinite ? range.lower : 0)
            if width <= 1e-7 * scale {
                findings.require(!Solver.isAmbiguous(incremental[j]), "\(v) ambiguous, but the oracle pins it at \(range.lower)")
            } else if width > 1e-3 * scale {
                findings.require(Solver.isAmbiguous(incremental[j]), "\(v) not ambiguous, but the oracle lets it move over \(range)")
            }
        }
    }

    func index(_ v: Variable) -> Int {
        variables.firstIndex { $0 === v } ?? 0
    }

    func row(_ c: Constraint) -> WeightedProblem.Row {
        var coefficients = [Int: Double](minimumCapacity: c.expression.terms.count)
        for t in c.expression.terms { coefficients[index(t.variable), default: 0] += t.coefficient }
        let relation: WeightedProblem.Relation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessOrEqual
            case .greaterThanOrEqual: .greaterOrEqual
            }
        return WeightedProblem.Row(
            coefficients: coefficients, constant: c.expression.constant, relation: relation,
            weight: c.strength.isRequired ? nil : c.strength.weight, level: c.strength.level)
    }

    /// `constraints` (and, unless `requiredOnly`, the edit constraints) as an oracle problem.
    func problem(_ constraints: [Constraint], requiredOnly: Bool) -> WeightedProblem {
        var p = WeightedProblem(variableCount: variables.count)
        p.rows.reserveCapacity(constraints.count + edits.count)
        for c in constraints where !requiredOnly || c.strength.isRequired { p.rows.append(row(c)) }
        if !requiredOnly {
            for (v, edit) in edits {
                p.rows.append(
                    .init(
                        coefficients: [v: 1], constant: -edit.value, relation: .equal, weight: edit.strength.weight,
                        level: edit.strength.level))
            }
        }
        return p
    }
}
