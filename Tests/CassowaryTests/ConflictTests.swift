import Cassowary
import Testing

@Suite struct ConflictTests {
    func conflicts(adding c: Constraint, to solver: Solver) -> [Constraint]? {
        do {
            try solver.add(c)
            return nil
        } catch {
            guard case let .unsatisfiableConstraint(failed, conflicts) = error else { return nil }
            #expect(failed === c)
            return conflicts
        }
    }

    @Test func twoEqualitiesExplainEachOther() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let ten = x == 10
        add(ten, to: solver)
        add(y == 3, to: solver)
        let twenty = x == 20
        let found = try #require(conflicts(adding: twenty, to: solver))
        #expect(found.map(ObjectIdentifier.init) == [ObjectIdentifier(ten), ObjectIdentifier(twenty)])
        #expect(!solver.contains(twenty))
        expectConsistent(solver)
    }

    @Test func inequalitiesThroughPhaseOne() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), unrelated = Variable("u")
        let low = x >= 10, link = y == x + 5
        add(low, to: solver)
        add(link, to: solver)
        add(unrelated <= 100, to: solver)
        add((x == 50) | .strong, to: solver)
        solver.updateVariables()
        let before = [x.value, y.value, unrelated.value]
        let statsBefore = solver.statistics
        let cap = y <= 12
        let found = try #require(conflicts(adding: cap, to: solver))
        #expect(Set(found.map(ObjectIdentifier.init)) == Set([low, link, cap].map(ObjectIdentifier.init)))
        #expect(solver.statistics.artificialAdds == statsBefore.artificialAdds + 1)
        expectConsistent(solver)
        solver.updateVariables()
        #expect([x.value, y.value, unrelated.value] == before)
        #expect(solver.constraintCount == 4)
    }

    /// Every constraint the explanation names is needed: without any one of them the new
    /// constraint fits.
    @Test func explanationsAreMinimalOnChains() throws {
        let vs = (0..<6).map { Variable("v\($0)") }
        var chain: [Constraint] = [vs[0] == 0]
        for i in 1..<vs.count { chain.append(vs[i] >= vs[i - 1] + 10) }
        let solver = Solver()
        for c in chain { add(c, to: solver) }
        add(Variable("other") == 7, to: solver)
        let tooTight = vs[5] <= 30
        let found = try #require(conflicts(adding: tooTight, to: solver))
        #expect(found.count == chain.count + 1)
        for dropped in chain {
            let trial = Solver()
            for c in chain where c !== dropped { add(c, to: trial) }
            #expect(conflicts(adding: tooTight, to: trial) == nil)
        }
    }

    /// Random systems: every refused required constraint leaves values and invariants as
    /// they were, and the named set really is infeasible (re-adding it alone fails).
    @Test(arguments: 1...12) func refusalsAreProofsAndChangeNothing(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let vars = (0..<8).map { Variable("x\($0)") }
        let solver = Solver()
        for _ in 0..<60 {
            let c = randomConstraint(vars, &rng, requiredShare: 0.8)
            let before = snapshot(solver, vars)
            let count = solver.constraintCount
            guard let found = conflicts(adding: c, to: solver) else {
                expectConsistent(solver)
                continue
            }
            expectConsistent(solver)
            #expect(snapshot(solver, vars) == before, "seed \(seed): a refused add moved values")
            #expect(solver.constraintCount == count)
            let proof = Solver()
            var refused = false
            for k in found {
                do { try proof.add(k) } catch { refused = true }
            }
            #expect(refused, "seed \(seed): the conflict set \(found) is satisfiable")
        }
    }
}
