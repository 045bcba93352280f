import AutoLayout
import Cassowary
import Testing

/// Apple's implicit rules: the screen fixes the root's size through required constraints
/// (`UIView-Encapsulated-Layout-Width` / `-Height`), and no view's width or height is negative.
/// Each layout is also solved by a fresh engine, so the incremental paths (constant changes in
/// place, revising broken constraints, lazy size rules) must agree with solving from scratch.
@Suite struct ScreenAndSizeRulesTests {
    static let portrait = Size(width: 320, height: 568)

    func layout(views: [String] = ["a"], _ constraints: [LayoutConstraint]) throws -> Layout {
        var layout = Layout(size: ScreenAndSizeRulesTests.portrait)
        for v in views { try layout.addView(View(v)) }
        for c in constraints { try layout.add(c) }
        return layout
    }

    func brokenIDs(_ s: LayoutSolution) -> [Int?] { s.conflicts.map(\.broken.id) }

    @Test func aRootConstraintAgainstTheScreenBreaksTheRootConstraint() throws {
        let l = try layout(views: [], [constraint("root", .width, constant: 100)])
        let s = LayoutEngine().solve(l)
        #expect(s.rootSize == ScreenAndSizeRulesTests.portrait)
        #expect(brokenIDs(s) == [1])
        #expect(s.conflicts.first?.conflicting.contains(.encapsulatedSize(view: "root", axis: .horizontal, size: 320)) == true)
        #expect(
            s.conflicts.first?.conflicting.map(\.description).contains(
                "root.width == 320 'UIView-Encapsulated-Layout-Width' (the screen's size)") == true)
    }

    /// `H:|-[a(==300)]-|` on a 320-point screen: 20 + 300 + 20 = 340.
    @Test func aRowWiderThanTheScreenIsAConflict() throws {
        let l = try layout([
            constraint("a", .leading, .equal, "root", .leading, constant: 20),
            constraint("a", .width, constant: 300),
            constraint("root", .trailing, .equal, "a", .trailing, constant: 20),
        ])
        let s = LayoutEngine().solve(l)
        #expect(s.rootSize == ScreenAndSizeRulesTests.portrait)
        #expect(brokenIDs(s) == [3])
        #expect(Set(s.conflicts[0].conflicting.compactMap { $0.id }) == [1, 2, 3])
        expectFrame(s.frames["a"], 20, 0, 300, 0)
    }

    @Test func softConstraintsCannotOutweighTheScreen() throws {
        var cs = try [constraint("a", .leading, .equal, "root", .leading), constraint("a", .trailing, .equal, "root", .trailing)]
        for _ in 0..<11 { cs.append(try constraint("a", .width, constant: 400, priority: LayoutPriority(999))) }
        let s = LayoutEngine().solve(try layout(cs))
        #expect(s.rootSize == ScreenAndSizeRulesTests.portrait)
        #expect(s.conflicts.isEmpty)
        expectFrame(s.frames["a"], 0, 0, 320, 0)
    }

    @Test func aNegativeWidthIsUnsatisfiable() throws {
        let engine = LayoutEngine()
        let s = engine.solve(try layout([constraint("a", .width, constant: -16)]))
        #expect(brokenIDs(s) == [1])
        #expect(s.conflicts[0].conflicting.contains(ConstraintSource.nonNegativeSize(view: "a", axis: .horizontal)))
        #expect(s.frames["a"]?.width == 0)
        // Broken, the constraint no longer holds a's width: anything from 0 up will do.
        let width = engine.ambiguities().first { $0.view == "a" }.flatMap { a in a.attributes.firstIndex(of: .width).map { a.ranges[$0] } }
        #expect(width?.lowerBound == 0 && width?.upperBound == .infinity)
    }

    /// Negative only in combination: the later constraint breaks, as if the rule came first.
    @Test func aSizeForcedNegativeByTwoConstraintsBreaksTheLaterOne() throws {
        let l = try layout(
            views: ["a", "b"],
            [
                constraint("a", .width, .equal, "b", .width, constant: -10),
                constraint("b", .width, constant: 5),
                constraint("b", .height, constant: 7),
            ])
        let s = LayoutEngine().solve(l)
        #expect(brokenIDs(s) == [2])
        #expect(s.frames["b"]?.height == 7)
        #expect(s.frames["a"].map { $0.width >= 0 } == true)
    }

    /// A soft wish for a negative size yields to the rule without a conflict.
    @Test func aSoftNegativeWishStopsAtZero() throws {
        let s = LayoutEngine().solve(try layout([constraint("a", .width, constant: -30, priority: .defaultHigh)]))
        #expect(s.conflicts.isEmpty)
        expectFrame(s.frames["a"], 0, 0, 0, 0)
    }

    /// A size whose range ends at 0 is pinned there, not ambiguous.
    @Test func ambiguityRespectsTheRule() throws {
        let engine = LayoutEngine()
        let l = try layout([
            constraint("a", .width, .lessThanOrEqual, constant: 0),
            constraint("a", .height, constant: 10),
        ])
        engine.solve(l)
        #expect(engine.ambiguities().first { $0.view == "a" }?.attributes == [.left, .top])
    }

    /// A resize that makes a broken constraint fit brings it back; one that makes a kept
    /// constraint too wide breaks it; both agree with a fresh solve.
    @Test func resizesReviseWhatIsBroken() throws {
        var l = try layout([
            constraint("a", .leading, .equal, "root", .leading, constant: 20),
            constraint("root", .trailing, .greaterThanOrEqual, "a", .trailing, constant: 20),
            constraint("a", .width, constant: 400),
        ])
        let engine = LayoutEngine()
        #expect(brokenIDs(engine.solve(l)) == [3])
        l.rootSize = l.rootSize.rotated
        let landscape = engine.solve(l)
        #expect(landscape.conflicts.isEmpty)
        #expect(landscape.frames["a"]?.width == 400)
        #expect(landscape == LayoutEngine().solve(l))
        l.rootSize = l.rootSize.rotated
        let portrait = engine.solve(l)
        #expect(brokenIDs(portrait) == [3])
        #expect(portrait.conflicts == LayoutEngine().solve(l).conflicts)
    }

    /// #3 is broken in portrait; in landscape it fits the constraints before it but not #4,
    /// which came later: Auto Layout's order keeps #3 and breaks #4.
    @Test func aResizeCanMoveTheBreakToALaterConstraint() throws {
        var l = try layout([
            constraint("a", .leading, .equal, "root", .leading),
            constraint("root", .trailing, .greaterThanOrEqual, "a", .trailing),
            constraint("a", .width, constant: 500),
            constraint("a", .width, .lessThanOrEqual, constant: 300),
        ])
        let engine = LayoutEngine()
        #expect(brokenIDs(engine.solve(l)) == [3])
        l.rootSize = l.rootSize.rotated
        let s = engine.solve(l)
        #expect(brokenIDs(s) == [4])
        #expect(s.frames["a"]?.width == 500)
        #expect(s.conflicts == LayoutEngine().solve(l).conflicts)
    }

    @Test func resizingIsAConstantChangeInPlace() throws {
        var l = try layout([
            constraint("a", .leading, .equal, "root", .leading, constant: 20),
            constraint("root", .trailing, .equal, "a", .trailing, constant: 20),
        ])
        let engine = LayoutEngine()
        engine.solve(l)
        let before = engine.statistics
        l.rootSize = l.rootSize.rotated
        let s = engine.solve(l)
        #expect((engine.statistics - before).constantChanges == 2)
        #expect((engine.statistics - before).artificialAdds == 0)
        expectFrame(s.frames["a"], 20, 0, 528, 0)
    }

    /// `systemLayoutSizeFitting`: the size the constraints inside a view give it.
    @Test func fittingSizes() throws {
        var l = try layout(views: ["box"], [])
        try l.addView(View("label", superview: "box", intrinsicContentSize: IntrinsicSize(width: 60, height: 20)))
        for (attribute, sign) in [(LayoutAttribute.leading, 1.0), (.top, 1.0)] {
            try l.add(constraint("label", attribute, .equal, "box", attribute, constant: 8 * sign))
        }
        try l.add(constraint("box", .trailing, .greaterThanOrEqual, "label", .trailing, constant: 8))
        try l.add(constraint("box", .bottom, .equal, "label", .bottom, constant: 8))
        let compressed = LayoutEngine.fittingSize(of: "box", in: l, target: Size(width: 0, height: 0))
        #expect(compressed == Size(width: 76, height: 36))
        let big = LayoutEngine.expandedFittingTarget
        let expanded = LayoutEngine.fittingSize(of: "box", in: l, target: Size(width: big, height: big))
        #expect(expanded == Size(width: big, height: 36))
        // The root's fitting size ignores the screen: H:|-[a(==300)]-| fits in 340.
        let wide = try layout([
            constraint("a", .leading, .equal, "root", .leading, constant: 20),
            constraint("a", .width, constant: 300),
            constraint("root", .trailing, .equal, "a", .trailing, constant: 20),
        ])
        #expect(LayoutEngine.fittingSize(of: "root", in: wide, target: Size(width: 0, height: 0))?.width == 340)
        #expect(LayoutEngine.fittingSize(of: "nowhere", in: wide, target: Size(width: 0, height: 0)) == nil)
    }
}
