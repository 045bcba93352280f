import AutoLayout
import Testing
import VisualFormat

/// Every example of the seeds' chapter (sections 3.1–3.3), checked on the constraints produced
/// and on the frames solved in portrait (320×568) and landscape (568×320). Buttons titled
/// "Button" are 46×30 and "Register" 62×30 (UIKit's iOS 7 system button); text fields are 30
/// points tall.
@Suite struct SeedsTests {
    static let portrait = Size(width: 320, height: 568)

    /// A layout from views (name, superview, intrinsic size) and lines (VFL or equations).
    func layout(_ views: [(String, String?, IntrinsicSize)], _ lines: [String]) throws -> Layout {
        var layout = Layout(root: "view", size: SeedsTests.portrait)
        for (name, parent, size) in views { try layout.addView(View(name, superview: parent, intrinsicContentSize: size)) }
        for line in lines {
            if Equation.looksLikeEquation(line) {
                try layout.add(Equation.constraint(line, in: layout.hierarchy))
            } else {
                for c in try VisualFormat.constraints(line, in: layout.hierarchy) { try layout.add(c) }
            }
        }
        return layout
    }

    /// Frames in portrait and landscape, with one engine rotating incrementally.
    func solve(_ layout: Layout) -> (portrait: LayoutSolution, landscape: LayoutSolution, engine: LayoutEngine) {
        let engine = LayoutEngine()
        let p = engine.solve(layout)
        var rotated = layout
        rotated.rootSize = layout.rootSize.rotated
        let l = engine.solve(rotated)
        #expect(l == LayoutEngine().solve(rotated), "incremental rotation differs from a fresh solve")
        #expect(p.conflicts.isEmpty && l.conflicts.isEmpty)
        return (p, l, engine)
    }

    static let button = IntrinsicSize(width: 46, height: 30)

    @Test func centeredButton_3_1() throws {
        let l = try layout(
            [("button", nil, SeedsTests.button)], ["button.centerX == superview.centerX", "button.centerY == superview.centerY"])
        #expect(l.constraints.map(\.constraint.description) == ["button.centerX == view.centerX", "button.centerY == view.centerY"])
        #expect(l.constraints.map(\.view) == ["view", "view"])
        let (p, ls, engine) = solve(l)
        expectFrame(p.frames["button"], 137, 269, 46, 30)
        expectFrame(ls.frames["button"], 261, 145, 46, 30)
        #expect(engine.ambiguities().isEmpty)
    }

    @Test func hundredPointsFromEachEdge_3_2_1() throws {
        let l = try layout([("_button", nil, SeedsTests.button)], ["H:|-100-[_button]-100-|"])
        #expect(
            l.constraints.map(\.constraint.description) == [
                "_button.leading == view.leading + 100", "view.trailing == _button.trailing + 100",
            ])
        let (p, ls, engine) = solve(l)
        #expect(p.frames["_button"].map { [$0.x, $0.width, $0.height] } == [100, 120, 30])
        #expect(ls.frames["_button"].map { [$0.x, $0.width, $0.height] } == [100, 368, 30])
        // Nothing places the button vertically: Auto Layout calls that ambiguous.
        #expect(engine.ambiguities().map(\.view) == ["_button"])
        #expect(engine.ambiguities().first?.attributes == [.top])
    }

    @Test func atMostHundredFromTheEdges_3_2_2() throws {
        let l = try layout([("_button", nil, SeedsTests.button)], ["H:|-(<=100)-[_button(>=50)]-(<=100)-|", "V:|-[_button]"])
        #expect(
            l.constraints.prefix(3).map(\.constraint.description) == [
                "_button.leading <= view.leading + 100", "_button.width >= 50", "view.trailing <= _button.trailing + 100",
            ])
        let (p, ls, engine) = solve(l)
        // Hugging pulls the width down until both gaps reach 100.
        expectFrame(p.frames["_button"], 100, 20, 120, 30)
        expectFrame(ls.frames["_button"], 100, 20, 368, 30)
        #expect(engine.ambiguities().isEmpty)
    }

    @Test func standardSpaceAndWidthRange_3_2_3() throws {
        let l = try layout([("_button", nil, SeedsTests.button)], ["H:|-[_button(>=100,<=200)]", "V:|-[_button]"])
        let (p, ls, _) = solve(l)
        expectFrame(p.frames["_button"], 20, 20, 100, 30)
        expectFrame(ls.frames["_button"], 20, 20, 100, 30)
    }

    @Test func atLeastHundredFromTheBottom_3_2_4() throws {
        let l = try layout([("_button", nil, SeedsTests.button)], ["V:[_button]-(>=100)-|", "H:|-[_button]"])
        #expect(l.constraints.first?.constraint.description == "view.bottom >= _button.bottom + 100")
        let (p, _, engine) = solve(l)
        #expect(p.frames["_button"]?.maxY ?? 0 <= 468)
        // The book says the button "sticks to the top"; nothing says so: its top is ambiguous
        // (up to 320 - 100 - 30 in landscape, the last solve).
        let a = try #require(engine.ambiguities().first)
        #expect(a.attributes == [.top] && a.ranges.first?.upperBound == 190)
    }

    @Test func emailForm_3_2() throws {
        let field = IntrinsicSize(width: 97, height: 30)
        let l = try layout(
            [
                ("_textFieldEmail", nil, field), ("_textFieldConfirmEmail", nil, field),
                ("_registerButton", nil, IntrinsicSize(width: 62, height: 30)),
            ],
            [
                "H:|-[_textFieldEmail]-|", "V:|-[_textFieldEmail]",
                "H:|-[_textFieldConfirmEmail]-|", "V:[_textFieldEmail]-[_textFieldConfirmEmail]",
                "_registerButton.centerX == superview.centerX", "V:[_textFieldConfirmEmail]-[_registerButton]",
            ])
        let (p, ls, engine) = solve(l)
        expectFrame(p.frames["_textFieldEmail"], 20, 20, 280, 30)
        expectFrame(p.frames["_textFieldConfirmEmail"], 20, 58, 280, 30)
        expectFrame(p.frames["_registerButton"], 129, 96, 62, 30)
        expectFrame(ls.frames["_textFieldEmail"], 20, 20, 528, 30)
        expectFrame(ls.frames["_textFieldConfirmEmail"], 20, 58, 528, 30)
        expectFrame(ls.frames["_registerButton"], 253, 96, 62, 30)
        #expect(engine.ambiguities().isEmpty)
    }

    @Test func crossViewButtons_3_3() throws {
        let l = try layout(
            [
                ("_topGrayView", nil, .none), ("_bottomGrayView", nil, .none),
                ("_topButton", "_topGrayView", SeedsTests.button), ("_bottomButton", "_bottomGrayView", SeedsTests.button),
            ],
            [
                "H:|-[_topGrayView]-|", "V:|-[_topGrayView(==100)]",
                "H:|-[_topButton]", "_topButton.centerY == _topGrayView.centerY",
                "H:|-[_bottomGrayView]-|", "V:|-[_topGrayView]-[_bottomGrayView(==100)]",
                "H:[_topButton][_bottomButton]", "_bottomButton.centerY == _bottomGrayView.centerY",
            ])
        let cross = try #require(l.constraints.first { $0.constraint.description == "_bottomButton.leading == _topButton.trailing" })
        #expect(cross.view == "view")  // the nearest common ancestor of the two buttons
        #expect(l.constraints.first { $0.constraint.firstItem == "_topButton" }?.view == "_topGrayView")
        let (p, ls, engine) = solve(l)
        expectFrame(p.frames["_topGrayView"], 20, 20, 280, 100)
        expectFrame(p.frames["_topButton"], 20, 35, 46, 30)
        expectFrame(p.frames["_bottomGrayView"], 20, 128, 280, 100)
        expectFrame(p.frames["_bottomButton"], 66, 35, 46, 30)
        expectFrame(p.rootFrames["_bottomButton"], 86, 163, 46, 30)
        expectFrame(ls.frames["_topGrayView"], 20, 20, 528, 100)
        expectFrame(ls.frames["_bottomGrayView"], 20, 128, 528, 100)
        expectFrame(ls.frames["_bottomButton"], 66, 35, 46, 30)
        #expect(engine.ambiguities().isEmpty)
    }
}

func expectFrame(_ f: Frame?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(f?.isClose(to: Frame(x: x, y: y, width: w, height: h)) == true, "\(String(describing: f))", sourceLocation: sourceLocation)
}
