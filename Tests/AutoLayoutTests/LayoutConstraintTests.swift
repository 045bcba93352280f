import AutoLayout
import Testing
import TextSupport

@Suite struct LayoutConstraintTests {
    func make(
        _ a: LayoutAttribute, _ second: String? = "b", _ b: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) throws(LayoutError) -> LayoutConstraint {
        try LayoutConstraint(
            item: "a", attribute: a, relatedBy: .equal, toItem: second,
            attribute: second == nil ? .notAnAttribute : b, multiplier: multiplier,
            constant: constant, priority: priority)
    }

    @Test func applesRulesForWellFormedConstraints() throws {
        // Accepted: sizes against constants or sizes of either axis, locations in pairs on one axis.
        _ = try make(.width, nil, constant: 100)
        _ = try make(.width, "b", .height, multiplier: 2)
        _ = try make(.centerX, "b", .leading)
        _ = try make(.top, "b", .lastBaseline)
        _ = try make(.left, "b", .centerX, multiplier: 0.5)
        #expect(throws: LayoutError.locationEqualsConstant(.left)) { try make(.left, nil, constant: 20) }
        #expect(throws: LayoutError.locationEqualsConstant(.centerY)) { try make(.centerY, "b", .centerY, multiplier: 0) }
        #expect(throws: LayoutError.invalidPairing(.left, .top)) { try make(.left, "b", .top) }
        #expect(throws: LayoutError.invalidPairing(.width, .left)) { try make(.width, "b", .left) }
        #expect(throws: LayoutError.invalidPairing(.top, .height)) { try make(.top, "b", .height) }
        #expect(throws: LayoutError.mixedDirectionalAttributes(.leading, .left)) { try make(.leading, "b", .left) }
        #expect(throws: LayoutError.mixedDirectionalAttributes(.right, .trailing)) { try make(.right, "b", .trailing) }
        #expect(throws: LayoutError.firstAttributeMissing) { try make(.notAnAttribute, nil) }
        #expect(throws: LayoutError.secondAttributeMismatch) { try make(.width, "b", .notAnAttribute) }
        #expect(throws: LayoutError.invalidPriority(0)) { try make(.width, nil, priority: LayoutPriority(0)) }
        #expect(throws: LayoutError.invalidPriority(1001)) { try make(.width, nil, priority: LayoutPriority(1001)) }
        #expect(throws: LayoutError.self) { try make(.width, nil, constant: .nan) }
        #expect(throws: LayoutError.self) { try make(.width, "b", .width, multiplier: .infinity) }
    }

    /// Found by FuzzConsoleLog's hour: a log priority of 10^115 digits became an infinite Float,
    /// and the error naming it trapped converting it to Int.
    @Test func anyPriorityDescribesItself() {
        #expect(LayoutPriority(750).description == "750")
        #expect(LayoutPriority(12.5).description == "12.5")
        #expect(LayoutPriority(1e30).description == "1e+30")
        #expect(LayoutPriority(.infinity).description == "inf")
        #expect(LayoutPriority(.nan).description == "nan")
        #expect(LayoutError.invalidPriority(.infinity).description == "priority inf is outside (0, 1000]")
    }

    @Test func describesLikeApplesLogs() throws {
        #expect(
            try make(.width, "b", .height, multiplier: 0.5, constant: -10, priority: .defaultHigh).description
                == "a.width == 0.5*b.height - 10 @750")
        #expect(try make(.lastBaseline, "b", .firstBaseline).description == "a.baseline == b.firstBaseline")
        #expect(LayoutAttribute(name: "lastBaseline") == .lastBaseline)
        #expect(LayoutAttribute(name: "baseline") == .lastBaseline)
        #expect(LayoutAttribute(name: "middle") == nil)
    }
}

@Suite struct ViewHierarchyTests {
    /// root ─ top ─ topButton
    ///      └ bottom ─ bottomButton
    func tree() throws -> ViewHierarchy {
        var h = ViewHierarchy()
        try h.add(View("root"))
        try h.add(View("top", superview: "root"))
        try h.add(View("bottom", superview: "root"))
        try h.add(View("topButton", superview: "top"))
        try h.add(View("bottomButton", superview: "bottom"))
        try h.add(View("detached"))
        return h
    }

    @Test func installationFollowsTheSeedsRule() throws {
        let h = try tree()
        #expect(h.nearestCommonAncestor("top", "bottom") == "root")  // siblings → their superview
        #expect(h.nearestCommonAncestor("topButton", "top") == "top")  // view and superview → superview
        #expect(h.nearestCommonAncestor("topButton", "bottomButton") == "root")  // cousins → common ancestor
        #expect(h.nearestCommonAncestor("topButton", "topButton") == "topButton")
        #expect(h.nearestCommonAncestor("topButton", "detached") == nil)
        #expect(h.lineage(of: "bottomButton") == ["bottomButton", "bottom", "root"])
    }

    @Test func refusesBadEdits() throws {
        var h = try tree()
        #expect(throws: LayoutError.duplicateView("top")) { try h.add(View("top")) }
        #expect(throws: LayoutError.unknownView("bottm", suggestion: "bottom")) { try h.add(View("x", superview: "bottm")) }
        let gone = try h.remove("top")
        #expect(gone == ["top", "topButton"])
        #expect(h.names == ["root", "bottom", "bottomButton", "detached"])
    }

    @Test func didYouMean() {
        #expect(closestName(to: "buton", in: ["button", "label"]) == "button")
        #expect(closestName(to: "lable", in: ["button", "label"]) == "label")
        #expect(closestName(to: "xyz", in: ["button", "label"]) == nil)
        #expect(closestName(to: "Email", in: ["email", "emails"]) == "email")
    }
}
