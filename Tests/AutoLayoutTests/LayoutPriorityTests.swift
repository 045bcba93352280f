import AutoLayout
import Cassowary
import Testing

@Suite struct LayoutPriorityTests {
    /// Each priority is a level of its own, weight 1; 1000 is required.
    @Test func prioritiesAreLevels() {
        #expect(LayoutPriority.required.strength == .required)
        #expect(LayoutPriority.defaultHigh.strength == Strength(level: 750))
        #expect(LayoutPriority(999.5).strength.level == 999.5 && LayoutPriority(999.5).strength.weight == 1)
        #expect(!LayoutPriority(999).strength.isRequired)
        for p in stride(from: Float(2), through: 999, by: 1) {
            #expect(LayoutPriority(p - 1).strength < LayoutPriority(p).strength)
        }
        #expect(LayoutPriority(999.999).strength < LayoutPriority.required.strength)
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

    /// Lexicographic, as Apple's engine: no amount of lower-priority error outweighs one
    /// point of a higher priority (NSISObjectiveLinearExpression keeps a priority vector per
    /// variable; a variable enters when the term of its strongest priority is negative).
    @Test func noNumberOfLowOutweighsOneHigh() {
        func solved(lowCount: Int) -> Double {
            let solver = Solver()
            let x = Variable("x")
            try? solver.add(Constraint(x - 0, .equal, strength: LayoutPriority(251).strength))
            for _ in 0..<lowCount { try? solver.add(Constraint(x - 100, .equal, strength: LayoutPriority(250).strength)) }
            solver.updateVariables()
            return x.value
        }
        #expect(solved(lowCount: 1) == 0)
        #expect(solved(lowCount: 1000) == 0)
    }

    /// Within one priority, points of violation add up: three 250s pulling to 100 beat two
    /// pulling to 0, and four 249s pulling to 0 below them change nothing.
    @Test func violationsAddUpWithinAPriority() {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<2 { try? solver.add(Constraint(x - 0, .equal, strength: LayoutPriority(250).strength)) }
        for _ in 0..<3 { try? solver.add(Constraint(x - 100, .equal, strength: LayoutPriority(250).strength)) }
        for _ in 0..<4 { try? solver.add(Constraint(x - 0, .equal, strength: LayoutPriority(249).strength)) }
        solver.updateVariables()
        #expect(x.value == 100)
    }

    /// Bluefruit's pin cell (adafruit/Bluefruit_LE_Connect_v2, Main.storyboard, PinIOTableViewCell
    /// RHl-fy-Sqt): room left over in a row goes to the two labels that hug at 250, not to the
    /// one at 251, as Interface Builder stored it. Two 250s stretched by 10 each cost 20 points
    /// at 250 and none at 251: weighed as a sum (251 ≈ 250) the 251 would have stretched.
    @Test func oneHuggingStepOutweighsTwoLabels() {
        let solver = Solver()
        let a = Variable("a.width"), b = Variable("b.width"), c = Variable("c.width")
        try? solver.add(a + c == 220)
        try? solver.add(b + c == 220)
        try? solver.add(Constraint(a - 100, .lessThanOrEqual, strength: LayoutPriority(250).strength))
        try? solver.add(Constraint(b - 100, .lessThanOrEqual, strength: LayoutPriority(250).strength))
        try? solver.add(Constraint(c - 100, .lessThanOrEqual, strength: LayoutPriority(251).strength))
        solver.updateVariables()
        #expect(a.value == 120 && b.value == 120 && c.value == 100)
    }
}
