import Cassowary
import Testing

/// Seeded random systems: invariants after every call, required constraints hold, removal
/// restores, and the result does not depend on insertion order when the optimum is unique.
@Suite struct RandomSystemTests {
    @Test(arguments: 1...20) func invariantsAndRequiredConstraintsHold(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let vars = (0..<12).map { Variable("x\($0)") }
        let solver = Solver()
        var live: [Constraint] = []
        for v in vars.prefix(4) { try solver.addEditVariable(v, strength: .strong) }
        for step in 0..<150 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6:
                let c = randomConstraint(vars, &rng)
                if (try? solver.add(c)) != nil { live.append(c) }
            case 6..<8 where !live.isEmpty:
                let c = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
                try solver.remove(c)
            default:
                try solver.suggestValue(Double(Int.random(in: -500...500, using: &rng)), for: vars[Int.random(in: 0..<4, using: &rng)])
            }
            expectConsistent(solver)
            let error = weightedError(live, solver)
            #expect(error.required < 1e-6, "seed \(seed) step \(step): a required constraint is violated by \(error.required)")
        }
    }

    /// Adding then removing a constraint gives back an optimum of the same weighted error,
    /// and the same values wherever the optimum is unique.
    @Test(arguments: 1...10) func addThenRemoveRestores(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let vars = (0..<10).map { Variable("x\($0)") }
        let solver = Solver()
        var live: [Constraint] = vars.enumerated().map { i, v in (v == Double(i * 10)) | Strength(Double(i + 1)) }
        for c in live { add(c, to: solver) }
        for _ in 0..<40 {
            let before = snapshot(solver, vars)
            let errorBefore = weightedError(live, solver).soft
            let c = randomConstraint(vars, &rng, requiredShare: 0.5)
            guard (try? solver.add(c)) != nil else { continue }
            try solver.remove(c)
            expectConsistent(solver)
            #expect(isClose(weightedError(live, solver).soft, errorBefore, tolerance: 1e-9), "seed \(seed)")
            let after = snapshot(solver, vars)
            for (i, v) in vars.enumerated() where !solver.isAmbiguous(v) {
                #expect(isClose(before[i], after[i], tolerance: 1e-6), "seed \(seed): \(v) moved")
            }
            if Bool.random(using: &rng), (try? solver.add(c)) != nil { live.append(c) }
        }
    }

    @Test(arguments: 1...10) func insertionOrderDoesNotMatter(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let vars = (0..<8).map { Variable("x\($0)") }
        // Distinct weights per pin make the weighted optimum unique.
        var system: [Constraint] = vars.enumerated().map { i, v in (v == Double(7 * i)) | Strength(Double(1 + 3 * i)) }
        let probe = Solver()
        for c in system { add(c, to: probe) }
        for _ in 0..<25 {
            let c = randomConstraint(vars, &rng, requiredShare: 0.3)
            if (try? probe.add(c)) != nil { system.append(c) }
        }
        let reference = snapshot(probe, vars)
        let referenceError = weightedError(system, probe).soft
        for _ in 0..<4 {
            let shuffled = system.shuffled(using: &rng)
            let solver = Solver()
            for c in shuffled { add(c, to: solver) }
            #expect(isClose(weightedError(system, solver).soft, referenceError, tolerance: 1e-9))
            let values = snapshot(solver, vars)
            let unique = vars.allSatisfy { !solver.isAmbiguous($0) }
            if unique {
                for (a, b) in zip(values, reference) { #expect(isClose(a, b, tolerance: 1e-6), "seed \(seed)") }
            }
        }
    }

    /// Same calls, same bits.
    @Test func solvingIsDeterministic() throws {
        func run() throws -> ([Double], SolverStatistics) {
            var rng = SeededGenerator(seed: 99)
            let vars = (0..<15).map { Variable("x\($0)") }
            let solver = Solver()
            for _ in 0..<120 { _ = try? solver.add(randomConstraint(vars, &rng)) }
            return (snapshot(solver, vars), solver.statistics)
        }
        let (a, sa) = try run(), (b, sb) = try run()
        #expect(a == b && sa == sb)
    }
}

/// Larger systems and degenerate ones: invariants hold, required constraints hold, and the
/// pivoting terminates where Dantzig's rule alone could cycle.
@Suite struct LargeSystemTests {
    @Test(.timeLimit(.minutes(1)), arguments: 1...3) func largeRandomSystemsKeepInvariants(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let vars = (0..<120).map { Variable("x\($0)") }
        let solver = Solver()
        var live: [Constraint] = []
        for v in vars.prefix(6) { try solver.addEditVariable(v, strength: .strong) }
        for step in 1...1200 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6:
                let c = randomConstraint(vars, &rng, requiredShare: 0.35)
                if (try? solver.add(c)) != nil { live.append(c) }
            case 6..<8 where !live.isEmpty:
                try solver.remove(live.remove(at: Int.random(in: 0..<live.count, using: &rng)))
            default:
                try solver.suggestValue(Double(Int.random(in: -1000...1000, using: &rng)), for: vars[Int.random(in: 0..<6, using: &rng)])
            }
            if step % 100 == 0 {
                expectConsistent(solver)
                #expect(weightedError(live, solver).required < 1e-6, "seed \(seed) step \(step)")
            }
        }
        #expect(solver.constraintCount > 100)
    }

    /// Every constraint passes through the origin: every pivot is degenerate.
    @Test(.timeLimit(.minutes(1))) func degenerateSystemsTerminate() throws {
        var rng = SeededGenerator(seed: 7)
        let vars = (0..<30).map { Variable("x\($0)") }
        let solver = Solver()
        var live: [Constraint] = []
        for _ in 0..<400 {
            let a = vars.randomElement(using: &rng)!, b = vars.randomElement(using: &rng)!
            let relation: Relation = [.lessThanOrEqual, .greaterThanOrEqual, .equal].randomElement(using: &rng)!
            let strength: Strength = Bool.random(using: &rng) ? .required : [.weak, .medium, .strong].randomElement(using: &rng)!
            let c = Constraint(
                Expression([Term(a, Double(Int.random(in: 1...3, using: &rng))), Term(b, -1)]), relation, strength: strength)
            if (try? solver.add(c)) != nil { live.append(c) }
        }
        expectConsistent(solver)
        #expect(weightedError(live, solver).required < 1e-9)
        #expect(vars.allSatisfy { abs(solver.value(of: $0)) < 1e-9 })
    }
}
