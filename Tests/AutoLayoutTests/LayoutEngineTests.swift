import AutoLayout
import Testing

/// `a.attr R b.attr2 * m + c @p` without ceremony.
func constraint(
    _ a: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, _ b: String? = nil,
    _ attribute2: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required
) throws -> LayoutConstraint {
    try LayoutConstraint(
        item: a, attribute: attribute, relatedBy: relation, toItem: b,
        attribute: b == nil ? .notAnAttribute : (attribute2 ?? attribute),
        multiplier: multiplier, constant: constant, priority: priority)
}

func expectFrame(_ f: Frame?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(f?.isClose(to: Frame(x: x, y: y, width: w, height: h)) == true, "\(String(describing: f))", sourceLocation: sourceLocation)
}

@Suite struct LayoutEngineTests {
    /// A 320×568 root with a box pinned 10 from every edge and a 46×30 button centered in it.
    func boxLayout() throws -> Layout {
        var layout = Layout(size: Size(width: 320, height: 568))
        try layout.addView(View("box"))
        try layout.addView(View("button", superview: "box", intrinsicContentSize: IntrinsicSize(width: 46, height: 30)))
        for (a, b) in [(LayoutAttribute.leading, LayoutAttribute.leading), (.top, .top)] {
            try layout.add(constraint("box", a, .equal, "root", b, constant: 10))
        }
        try layout.add(constraint("root", .trailing, .equal, "box", .trailing, constant: 10))
        try layout.add(constraint("root", .bottom, .equal, "box", .bottom, constant: 10))
        try layout.add(constraint("button", .centerX, .equal, "box"))
        try layout.add(constraint("button", .centerY, .equal, "box"))
        return layout
    }

    @Test func framesInSuperviewAndRootCoordinates() throws {
        let s = LayoutEngine().solve(try boxLayout())
        expectFrame(s.frames["root"], 0, 0, 320, 568)
        expectFrame(s.frames["box"], 10, 10, 300, 548)
        expectFrame(s.frames["button"], 127, 259, 46, 30)
        expectFrame(s.rootFrames["button"], 137, 269, 46, 30)
        #expect(s.conflicts.isEmpty)
        #expect(s.rootSize == Size(width: 320, height: 568))
        #expect(s.views == ["root", "box", "button"])
    }

    /// UIKit measures positions in the coordinates of the view a constraint is installed on,
    /// so a multiplier scales the distance from that view's origin: a view centred at the box's
    /// centre × 0.5 sits a quarter of the box in, wherever the box is (the root's origin would
    /// put it 5 points further up and left, the box being 10 in). Interface Builder stores
    /// frames so: QGSmartBlueTooth's sport screen (Xcode 8, twenty-third held-out set) centres
    /// labels in nested views at their centre × 0.5 to × 1.5; nRF Connect Device Manager's
    /// intro (Xcode 26, twenty-fifth) an image in a scroll view, 100 down, at its centre × 0.5.
    @Test func aMultiplierScalesPositionsFromTheContainersOrigin() throws {
        var layout = try boxLayout()
        try layout.addView(View("mark", superview: "box", intrinsicContentSize: IntrinsicSize(width: 20, height: 20)))
        try layout.add(constraint("mark", .centerX, .equal, "box", multiplier: 0.5))
        try layout.add(constraint("mark", .centerY, .equal, "box", multiplier: 0.5))
        let s = LayoutEngine().solve(layout)
        expectFrame(s.frames["mark"], 75 - 10, 137 - 10, 20, 20)
        #expect(s.conflicts.isEmpty)
    }

    @Test func installationViewIsTheNearestCommonAncestor() throws {
        var layout = try boxLayout()
        try layout.addView(View("other"))
        let id = try layout.add(constraint("button", .leading, .equal, "other", .trailing))
        #expect(layout.constraints.first { $0.id == id }?.view == "root")
        #expect(layout.constraints.map(\.view).prefix(6) == ["root", "root", "root", "root", "box", "box"])
        var detached = layout
        #expect(throws: LayoutError.unknownView("buton", suggestion: "button")) {
            try detached.add(constraint("buton", .width, constant: 5))
        }
    }

    @Test func rotationResolvesIncrementallyToTheSameFrames() throws {
        var layout = try boxLayout()
        let engine = LayoutEngine()
        engine.solve(layout)
        layout.rootSize = layout.rootSize.rotated
        let rotated = engine.solve(layout)
        expectFrame(rotated.frames["box"], 10, 10, 548, 300)
        expectFrame(rotated.rootFrames["button"], 261, 145, 46, 30)
        #expect(rotated == LayoutEngine().solve(layout))
    }

    @Test func intrinsicSizeIsHuggingAndCompressionResistance() throws {
        var layout = Layout(size: Size(width: 320, height: 568))
        try layout.addView(View("label", intrinsicContentSize: IntrinsicSize(width: 100, height: nil)))
        try layout.add(constraint("label", .leading, .equal, "root", .leading))
        try layout.add(constraint("label", .width, .lessThanOrEqual, constant: 60, priority: LayoutPriority(500)))
        let engine = LayoutEngine()
        // 500 beats the compression resistance of 750? No: 750 wins, width stays 100.
        expectFrame(engine.solve(layout).frames["label"].map { Frame(x: $0.x, y: 0, width: $0.width, height: 0) }, 0, 0, 100, 0)
        var weak = layout.hierarchy["label"]!
        weak.compressionResistancePriority.horizontal = LayoutPriority(250)
        try layout.updateView(weak)
        #expect(engine.solve(layout).frames["label"]?.width == 60)
        // Hugging: a >= 150 at 200 loses against hugging 250.
        try layout.add(constraint("label", .width, .greaterThanOrEqual, constant: 150, priority: LayoutPriority(200)))
        #expect(engine.solve(layout).frames["label"]?.width == 60)
    }

    /// Hugging at 1000 yields to a required size without a conflict, as Apple's engine does
    /// (rdar://15106765: a view hugging its 50-point intrinsic width at 1000 takes a required
    /// width of 80, no exception; Interface Builder's stored frames agree); it still beats any
    /// lower priority. Compression resistance at 1000 stays required: a required smaller width
    /// conflicts with it.
    @Test func requiredHuggingYieldsToRequiredConstraintsWithoutAConflict() throws {
        var layout = Layout(size: Size(width: 320, height: 568))
        var view = View("v", intrinsicContentSize: IntrinsicSize(width: 50, height: nil))
        view.contentHuggingPriority.horizontal = .required
        try layout.addView(view)
        try layout.add(constraint("v", .leading, .equal, "root", .leading))
        try layout.add(constraint("v", .width, .equal, constant: 70, priority: LayoutPriority(999)))
        let engine = LayoutEngine()
        #expect(engine.solve(layout).frames["v"]?.width == 50)
        try layout.add(constraint("v", .width, .equal, constant: 80))
        let wide = engine.solve(layout)
        #expect(wide.frames["v"]?.width == 80)
        #expect(wide.conflicts.isEmpty)

        var squeezed = Layout(size: Size(width: 320, height: 568))
        var resisting = View("v", intrinsicContentSize: IntrinsicSize(width: 50, height: nil))
        resisting.compressionResistancePriority.horizontal = .required
        try squeezed.addView(resisting)
        try squeezed.add(constraint("v", .leading, .equal, "root", .leading))
        try squeezed.add(constraint("v", .width, .equal, constant: 30))
        #expect(engine.solve(squeezed).conflicts.count == 1)
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() throws {
        var layout = Layout(size: Size(width: 320, height: 100))
        layout.layoutDirection = .rightToLeft
        for name in ["a", "b"] { try layout.addView(View(name, intrinsicContentSize: IntrinsicSize(width: 50, height: 20))) }
        try layout.add(constraint("a", .leading, .equal, "root", .leading, constant: 20))
        try layout.add(constraint("b", .leading, .equal, "a", .trailing, constant: 8))
        for v in ["a", "b"] { try layout.add(constraint(v, .top, .equal, "root", .top)) }
        let engine = LayoutEngine()
        let s = engine.solve(layout)
        expectFrame(s.frames["a"], 250, 0, 50, 20)
        expectFrame(s.frames["b"], 192, 0, 50, 20)
        layout.layoutDirection = .leftToRight
        let ltr = engine.solve(layout)
        expectFrame(ltr.frames["a"], 20, 0, 50, 20)
        expectFrame(ltr.frames["b"], 78, 0, 50, 20)
    }

    @Test func baselinesUseTheBaselineOffset() throws {
        var layout = Layout(size: Size(width: 320, height: 100))
        try layout.addView(View("label", intrinsicContentSize: IntrinsicSize(width: 40, height: 21), baselineOffset: 4))
        try layout.addView(View("box", intrinsicContentSize: IntrinsicSize(width: 40, height: 30)))
        try layout.add(constraint("label", .top, .equal, "root", .top, constant: 10))
        try layout.add(constraint("box", .lastBaseline, .equal, "label", .lastBaseline))
        let s = LayoutEngine().solve(layout)
        // label baseline = 10 + 21 - 4 = 27; box has none, so its bottom sits there.
        #expect(s.frames["box"]?.y == -3)
    }

    /// A view without text has its first baseline at its top edge and its last at its bottom
    /// (Apple's documentation of `forFirstBaselineLayout` and `forLastBaselineLayout`): a view
    /// whose first baseline is 39 below another's last sits with its top there (AutolayoutPractice's
    /// pain-rate cell, Xcode 14, twenty-seventh held-out set: two image views related so, stored
    /// 39 apart from the icon's bottom to the image's top).
    @Test func aViewWithoutTextHasItsFirstBaselineAtItsTop() throws {
        var layout = Layout(size: Size(width: 320, height: 200))
        try layout.addView(View("icon", intrinsicContentSize: IntrinsicSize(width: 20, height: 18)))
        try layout.addView(View("image", intrinsicContentSize: IntrinsicSize(width: 62, height: 62)))
        try layout.add(constraint("icon", .top, .equal, "root", .top, constant: 15))
        try layout.add(constraint("image", .firstBaseline, .equal, "icon", .lastBaseline, constant: 39))
        let s = LayoutEngine().solve(layout)
        let y = try #require(s.frames["image"]?.y)
        #expect(abs(y - (15 + 18 + 39)) < 1e-9)
    }

    /// A view that vends a subview for its baselines has that subview's: `card` vends its
    /// label (baseline 4 above the bottom of 21, 30 down the card) for both, so a badge on the
    /// card's first baseline has its bottom at 20 + 30 + 17 = 67.
    @Test func aVendedSubviewsBaselineStandsForItsSuperviews() throws {
        var layout = Layout(size: Size(width: 320, height: 200))
        var card = View("card")
        card.firstBaselineView = "label"
        card.lastBaselineView = "label"
        try layout.addView(card)
        try layout.addView(View("label", superview: "card", intrinsicContentSize: IntrinsicSize(width: 40, height: 21), baselineOffset: 4))
        try layout.addView(View("badge", intrinsicContentSize: IntrinsicSize(width: 10, height: 10)))
        try layout.add(constraint("card", .top, .equal, "root", .top, constant: 20))
        try layout.add(constraint("card", .leading, .equal, "root", .leading))
        try layout.add(constraint("card", .width, constant: 100))
        try layout.add(constraint("card", .height, constant: 80))
        try layout.add(constraint("label", .top, .equal, "card", .top, constant: 30))
        try layout.add(constraint("badge", .lastBaseline, .equal, "card", .firstBaseline))
        let s = LayoutEngine().solve(layout)
        #expect(s.frames["badge"]?.maxY == 67)
    }
}

@Suite struct ConflictAndAmbiguityTests {
    func twoWidths() throws -> (Layout, first: Int, second: Int) {
        var layout = Layout(size: Size(width: 320, height: 568))
        try layout.addView(View("a"))
        try layout.add(constraint("a", .leading, .equal, "root", .leading))
        try layout.add(constraint("a", .top, .equal, "root", .top))
        try layout.add(constraint("a", .height, constant: 10))
        let first = try layout.add(constraint("a", .width, constant: 100))
        let second = try layout.add(constraint("a", .width, constant: 200))
        return (layout, first, second)
    }

    @Test func theLaterConstraintIsBrokenAndTheRestSolves() throws {
        let (layout, first, second) = try twoWidths()
        let s = LayoutEngine().solve(layout)
        #expect(s.conflicts.count == 1)
        let conflict = try #require(s.conflicts.first)
        #expect(conflict.broken.id == second)
        #expect(Set(conflict.conflicting.compactMap(\.id)) == [first, second])
        expectFrame(s.frames["a"], 0, 0, 100, 10)
        #expect(conflict.broken.description == "#5 a.width == 200")
    }

    @Test func removingTheWinnerLetsTheBrokenOneHold() throws {
        var (layout, first, _) = try twoWidths()
        let engine = LayoutEngine()
        engine.solve(layout)
        try layout.removeConstraint(id: first)
        let s = engine.solve(layout)
        #expect(s.conflicts.isEmpty)
        #expect(s.frames["a"]?.width == 200)
        #expect(s == LayoutEngine().solve(layout))
    }

    @Test func requiredIntrinsicSizeConflictsAreReported() throws {
        var layout = Layout(size: Size(width: 320, height: 568))
        var v = View("a", intrinsicContentSize: IntrinsicSize(width: 50, height: nil))
        v.compressionResistancePriority.horizontal = .required
        try layout.addView(v)
        try layout.add(constraint("a", .width, .lessThanOrEqual, constant: 40))
        let s = LayoutEngine().solve(layout)
        #expect(s.conflicts.count == 1)
        #expect(s.conflicts.first?.conflicting.count == 2)
    }

    @Test func ambiguityNamesViewsAndAttributes() throws {
        var layout = Layout(size: Size(width: 320, height: 568))
        try layout.addView(View("button", intrinsicContentSize: IntrinsicSize(width: 46, height: 30)))
        try layout.addView(View("inner", superview: "button"))
        try layout.add(constraint("button", .leading, .equal, "root", .leading, constant: 100))
        try layout.add(constraint("root", .bottom, .greaterThanOrEqual, "button", .bottom, constant: 100))
        for a in [LayoutAttribute.leading, .top, .trailing, .bottom] { try layout.add(constraint("inner", a, .equal, "button", a)) }
        let engine = LayoutEngine()
        engine.solve(layout)
        let ambiguities = engine.ambiguities()
        // The button's top can be anything up to 438; inner is pinned inside it, so only the button is reported.
        #expect(ambiguities.map(\.view) == ["button"])
        #expect(ambiguities.first?.attributes == [.top])
        #expect(ambiguities.first?.ranges.first?.upperBound == 438)
        #expect(ambiguities.first?.ranges.first?.lowerBound == -.infinity)

        let before = engine.solve(layout)
        let other = try #require(engine.exerciseAmbiguity(of: "button"))
        #expect(other["button"]?.y != before.frames["button"]?.y)
        #expect(other["button"]?.x == 100)
        #expect(engine.exerciseAmbiguity(of: "inner") == nil)
        #expect(engine.solve(layout) == before)
    }

    @Test func aDeterminedLayoutHasNoAmbiguity() throws {
        var layout = Layout(size: Size(width: 320, height: 568))
        try layout.addView(View("a", intrinsicContentSize: IntrinsicSize(width: 10, height: 10)))
        try layout.add(constraint("a", .centerX, .equal, "root"))
        try layout.add(constraint("a", .centerY, .equal, "root"))
        let engine = LayoutEngine()
        engine.solve(layout)
        #expect(engine.ambiguities().isEmpty)
    }

    /// A layout given a negative root size (the public API allows it) lays out on a root of
    /// that side 0, its invariants intact (FuzzInterfaceBuilder reached it with a stored root
    /// of 375 × −1).
    @Test func aNegativeRootSizeIsZero() throws {
        var layout = Layout(size: Size(width: 100, height: -1))
        try layout.addView(View("a"))
        let solution = LayoutEngine().solve(layout)
        #expect(solution.rootSize == Size(width: 100, height: 0))
    }

    /// A margins guide made before its owner has a frame gets insets guessed from the screen's
    /// (the root's safe area): a constraint that breaks against them is judged again at the
    /// settled insets. WordPressAuthenticator-iOS' Login.storyboard (holdout corpus): a stack
    /// view far below the status bar, its arranged stack pinned to its top and bottom margins,
    /// was reported in conflict with the stack's own centring though Xcode stored it satisfied.
    @Test func aConstraintBrokenAgainstAGuessedGuideIsJudgedAgain() throws {
        var layout = Layout(size: Size(width: 390, height: 844))
        layout.environment.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        layout.environment.marginsFollowSafeArea = true
        try layout.addView(View("card"))
        try layout.addView(View("inner", superview: "card"))
        try layout.add(constraint("card", .left, .equal, "root"))
        try layout.add(constraint("card", .width, constant: 390))
        try layout.add(constraint("card", .top, .equal, "root", constant: 300))
        try layout.add(constraint("card", .height, constant: 200))
        try layout.add(constraint("inner", .left, .equal, "card"))
        try layout.add(constraint("inner", .width, constant: 10))
        try layout.add(constraint("inner", .top, .equal, "card", .topMargin))
        try layout.add(constraint("card", .bottomMargin, .equal, "inner", .bottom))
        try layout.add(constraint("inner", .height, constant: 184))
        let solution = LayoutEngine().solve(layout)
        #expect(solution.conflicts.isEmpty, "\(solution.conflicts.map(\.broken.description))")
        expectFrame(solution.rootFrames["inner"], 0, 308, 10, 184)
        #expect(solution.guides["card.layoutMarginsGuide"]?.isClose(to: Frame(x: 8, y: 308, width: 374, height: 184)) == true)
    }
}
