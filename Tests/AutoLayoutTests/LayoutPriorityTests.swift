import AutoLayout
import Cassowary
import Testing

@Suite struct LayoutPriorityTests {
    @Test func namedLevelsMapExactly() {
        #expect(LayoutPriority.required.strength == .required)
        #expect(LayoutPriority.defaultHigh.strength.weight == 1_000_000)
        #expect(LayoutPriority.defaultHigh.strength == .strong)
        #expect(LayoutPriority.defaultLow.strength.weight == 100)
        #expect(LayoutPriority(500).strength.weight == 10_000)
        #expect(abs(LayoutPriority.fittingSizeLevel.strength.weight - 2.511_886_431_509_58) < 1e-9)
        #expect(!LayoutPriority(999).strength.isRequired)
    }

    @Test func weightsRiseWithPriority() {
        for p in stride(from: Float(2), through: 999, by: 1) {
            let ratio = LayoutPriority(p).strength.weight / LayoutPriority(p - 1).strength.weight
            #expect(ratio > 1.018 && ratio < 1.019)
        }
    }

    @Test func validity() {
        #expect(LayoutPriority(1).isValid && LayoutPriority(1000).isValid)
        #expect(!LayoutPriority(0).isValid && !LayoutPriority(1001).isValid && !LayoutPriority(-5).isValid)
        #expect(!LayoutPriority(.nan).isValid)
    }

    /// Higher priority wins any one-on-one fight, even by one step.
    @Test func oneStepDecidesAOneOnOneFight() {
        let solver = Solver()
        let a = Variable("a.width"), b = Variable("b.width")
        try? solver.add(a + b == 300)
        try? solver.add(Constraint(a - 100, .lessThanOrEqual, strength: LayoutPriority(251).strength))
        try? solver.add(Constraint(b - 100, .lessThanOrEqual, strength: LayoutPriority(250).strength))
        solver.updateVariables()
        #expect(a.value == 100 && b.value == 200)
    }

    /// Weighted, not lexicographic: enough lower-priority error outweighs a higher priority.
    @Test func manyLowCanOutweighOneHigh() {
        // One 750 (weight 10⁶) against n 500s (10⁴ each) pulling elsewhere: n = 101 wins.
        func solved(lowCount: Int) -> Double {
            let solver = Solver()
            let x = Variable("x")
            try? solver.add(Constraint(x - 0, .equal, strength: LayoutPriority.defaultHigh.strength))
            for _ in 0..<lowCount { try? solver.add(Constraint(x - 100, .equal, strength: LayoutPriority(500).strength)) }
            solver.updateVariables()
            return x.value
        }
        #expect(solved(lowCount: 101) == 100)
        #expect(solved(lowCount: 99) == 0)
    }
}
