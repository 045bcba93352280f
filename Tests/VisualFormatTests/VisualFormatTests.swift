import AutoLayout
import Testing
import VisualFormat

/// Valid formats, one row per grammar production, with Apple's output (items, attributes,
/// relation as written, constants, priorities, order).
@Suite struct VisualFormatTests {
    static let valid: [(format: String, expected: [String])] = [
        // orientation, view alone
        ("[a]", []),
        ("H:[a]", []),
        ("V:[a]", []),
        // edges and connections
        ("|[a]|", ["a.leading == superview.leading", "superview.trailing == a.trailing"]),
        ("|-[a]-|", ["a.leading == superview.leading + standard", "superview.trailing == a.trailing + standard"]),
        ("H:|-100-[button]-100-|", ["button.leading == superview.leading + 100", "superview.trailing == button.trailing + 100"]),
        ("V:|-10-[a]-10-|", ["a.top == superview.top + 10", "superview.bottom == a.bottom + 10"]),
        ("[a][b]", ["b.leading == a.trailing"]),
        ("[a]-[b]", ["b.leading == a.trailing + standard"]),
        ("[a]-10-[b]", ["b.leading == a.trailing + 10"]),
        ("[a]-m-[b]", ["b.leading == a.trailing + 12"]),
        ("[a]-(>=10)-[b]", ["b.leading >= a.trailing + 10"]),
        ("[a]-(<=m@500)-[b]", ["b.leading <= a.trailing + 12 @500"]),
        ("[a]-(>=10,<=20@p)-[b]", ["b.leading >= a.trailing + 10", "b.leading <= a.trailing + 20 @300"]),
        ("[a]-(-10)-[b]", ["b.leading == a.trailing - 10"]),
        ("[a]-(==-22)-[b]", ["b.leading == a.trailing - 22"]),
        ("V:[a]-(>=100)-|", ["superview.bottom >= a.bottom + 100"]),
        // a connection's predicate without parentheses: not in Apple's grammar, but its parser
        // reads it and shipped code relies on it (docs/language.md, "Apple's parser as shipped")
        ("[a]->=0-[b]", ["b.leading >= a.trailing"]),
        ("V:[a]-0@999-[b]", ["b.top == a.bottom @999"]),
        ("|-3@750-[a]", ["a.leading == superview.leading + 3 @750"]),
        ("[a]->=6-|", ["superview.trailing >= a.trailing + 6"]),
        ("[a]-<=m@500-[b]", ["b.leading <= a.trailing + 12 @500"]),
        ("[a]-==10-[b]", ["b.leading == a.trailing + 10"]),
        ("[a]->=-10-[b]", ["b.leading >= a.trailing - 10"]),
        ("V:|->=10-[a]->=10-|", ["a.top >= superview.top + 10", "superview.bottom >= a.bottom + 10"]),
        // numbers as strtod reads them after a digit
        ("[a(5.)]", ["a.width == 5"]),
        ("[a(1e2)]", ["a.width == 100"]),
        ("[a(010)]", ["a.width == 10"]),
        ("[a(0x10)]", ["a.width == 16"]),
        ("[a(50@750.5)]", ["a.width == 50 @750.5"]),
        // seeds 3.2
        (
            "H:|-(<=100)-[button(>=50)]-(<=100)-|",
            [
                "button.leading <= superview.leading + 100", "button.width >= 50", "superview.trailing <= button.trailing + 100",
            ]
        ),
        ("H:|-[button(>=100,<=200)]", ["button.leading == superview.leading + standard", "button.width >= 100", "button.width <= 200"]),
        // view predicates
        ("[a(50)]", ["a.width == 50"]),
        ("[a(==50)]", ["a.width == 50"]),
        ("V:[a(<=50@750)]", ["a.height <= 50 @750"]),
        ("[a(m)]", ["a.width == 12"]),
        ("[a(==b)]", ["a.width == b.width"]),
        ("[a(>=b@250)]", ["a.width >= b.width @250"]),
        ("[a(50@p)]", ["a.width == 50 @300"]),
        ("[a(-5)]", ["a.width == -5"]),
        ("[a(1.5e2)]", ["a.width == 150"]),
        ("[a(0.5)]", ["a.width == 0.5"]),
        ("[a(1000@1000)]", ["a.width == 1000"]),
        ("[a(1@0.5)]", ["a.width == 1 @0.5"]),
        // order: connection into each view, then its predicates; trailing edge; alignment last
        (
            "|-[a(10)]-[b(20)]-|",
            [
                "a.leading == superview.leading + standard", "a.width == 10", "b.leading == a.trailing + standard",
                "b.width == 20", "superview.trailing == b.trailing + standard",
            ]
        ),
        // a view may appear twice
        ("[a]-0-[b]-0-[a]", ["b.leading == a.trailing", "a.leading == b.trailing"]),
        // the seeds' cross-view line: no superview involved
        ("H:[view1][view2]", ["view2.leading == view1.trailing"]),
    ]

    @Test(arguments: valid)
    func producesApplesConstraints(_ row: (format: String, expected: [String])) throws {
        #expect(try parse(row.format, metrics: ["m": 12, "p": 300]) == row.expected)
    }

    @Test func standardSpacingIsSymbolic() throws {
        let h = fixtureHierarchy()
        let cs = try VisualFormat.constraints("|-[a]-[b]", in: h)
        #expect(cs.map(\.standardSpacing) == [.superviewEdge, .siblings])
        #expect(cs.map { $0.resolvedConstant(.iOS7) } == [20, 8])
        #expect(cs.map { $0.resolvedConstant(SpacingProfile(siblings: 6, superviewEdge: 16)) } == [16, 6])
    }

    /// A view's own superview written as a bracketed view is still its superview: the standard
    /// space next to it is the edge space, as the equation `+ standard` reads it (a fuzz find:
    /// the two disagreed, so the printed equation did not parse back to the same constraint).
    @Test func standardSpaceNextToOwnSuperviewInBrackets() throws {
        let h = fixtureHierarchy()
        let cs = try VisualFormat.constraints("H:[a]-[superview]", in: h)
        #expect(cs.map(\.standardSpacing) == [.superviewEdge])
        let printed = ConstraintPrinter.text(for: cs[0], in: h)
        #expect(try Equation.constraint(printed, in: h) == cs[0])
    }

    @Test func alignmentOptionsComeLastInEnumOrder() throws {
        let out = try parse("|-[a]-[b]-[c(>=20@500)]-|", options: [.alignAllBottom, .alignAllTop])
        #expect(
            out == [
                "a.leading == superview.leading + standard", "b.leading == a.trailing + standard",
                "c.leading == b.trailing + standard", "c.width >= 20 @500", "superview.trailing == c.trailing + standard",
                "a.top == b.top", "a.bottom == b.bottom", "b.top == c.top", "b.bottom == c.bottom",
            ])
        #expect(try parse("V:[a][b]", options: .alignAllCenterX) == ["b.top == a.bottom", "a.centerX == b.centerX"])
        #expect(try parse("[a]-20-[b]", options: .alignAllBaseline) == ["b.leading == a.trailing + 20", "a.baseline == b.baseline"])
        #expect(try parse("[a][b]", options: .alignAllFirstBaseline) == ["b.leading == a.trailing", "a.firstBaseline == b.firstBaseline"])
    }

    @Test func directionOptions() throws {
        let ltr = try parse("|-10-[a]-20-[b]-30-|", options: .directionLeftToRight)
        #expect(ltr == ["a.left == superview.left + 10", "b.left == a.right + 20", "superview.right == b.right + 30"])
        let rtl = try parse("|-10-[a]-20-[b]-30-|", options: .directionRightToLeft)
        #expect(rtl == ["superview.right == a.right + 10", "a.left == b.right + 20", "b.left == superview.left + 30"])
        // Direction options do not apply to V:.
        #expect(try parse("V:|-10-[a]", options: .directionRightToLeft) == ["a.top == superview.top + 10"])
        #expect(try parse("[a]-(>=5)-[b]", options: .directionRightToLeft) == ["a.left >= b.right + 5"])
    }

    @Test func alignmentAlongTheAxisIsApplesError() {
        let e = failure("[a][b]", options: .alignAllLeft)
        #expect(e?.kind == .optionAlongAxis(.horizontal))
        #expect(e?.offset == nil)
        #expect(
            e?.message
                == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also horizontal.")
        #expect(failure("V:[a][b]", options: .alignAllBaseline)?.kind == .optionAlongAxis(.vertical))
        #expect(failure("V:[a][b]", options: .alignAllTop)?.kind == .optionAlongAxis(.vertical))
        #expect(failure("[a][b]", options: .alignAllCenterX)?.kind == .optionAlongAxis(.horizontal))
        // One view: no pair to align, no error (as observed in an app).
        #expect(failure("[a]", options: .alignAllLeft) == nil)
        #expect(failure("[a][b]", options: FormatOptions(rawValue: 3 << 16))?.kind == .invalidOptions(3 << 16))
        #expect(failure("[a][b]", options: FormatOptions(rawValue: 1 << 7))?.kind == .invalidOptions(1 << 7))
    }

    @Test func relativeToEachViewsOwnSuperview() throws {
        var h = ViewHierarchy()
        try h.add(View("root"))
        try h.add(View("gray", superview: "root"))
        try h.add(View("button", superview: "gray"))
        let out = try VisualFormat.constraints("H:|-[button]", in: h).map(\.description)
        #expect(out == ["button.leading == gray.leading + standard"])
        let aliased = try VisualFormat.constraints("[_b]-[g]", views: ["_b": "button", "g": "gray"], in: h)
        #expect(aliased.map(\.description) == ["gray.leading == button.trailing + standard"])
    }
}
