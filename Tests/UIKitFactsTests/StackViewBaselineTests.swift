import AutoLayout
import Testing
import UIKitFacts

/// The views a stack vends for its baselines (shared/notes/modern-autolayout.md §4.1, from
/// Apple's UIStackView documentation): a horizontal stack its tallest arranged view, a
/// vertical one its first and last visible ones.
@Suite struct StackViewBaselineTests {
    /// A label `height` high whose baseline is `offset` above its bottom.
    func label(_ name: String, in stack: String, height: Double, offset: Double) -> View {
        View(name, superview: stack, intrinsicContentSize: IntrinsicSize(width: 40, height: height), baselineOffset: offset)
    }

    @Test func aHorizontalStackVendsItsTallestView() throws {
        var layout = Layout(size: Size(width: 320, height: 200))
        try layout.addView(View("row"))
        try layout.addView(label("small", in: "row", height: 16, offset: 3.5))
        try layout.addView(label("big", in: "row", height: 41, offset: 8.5))
        var row = StackView(name: "row", arranged: ["small", "big"])
        row.alignment = .firstBaseline
        #expect(row.baselineViews(in: layout.hierarchy) == ("big", "big"))
        row.install(in: &layout)
        try layout.add(try LayoutConstraint(item: "row", attribute: .top, relatedBy: .equal, toItem: "root", attribute: .top, constant: 10))
        try layout.add(try LayoutConstraint(item: "row", attribute: .leading, relatedBy: .equal, toItem: "root", attribute: .leading))
        try layout.addView(View("mark", intrinsicContentSize: IntrinsicSize(width: 5, height: 5)))
        try layout.add(try LayoutConstraint(item: "mark", attribute: .bottom, relatedBy: .equal, toItem: "row", attribute: .firstBaseline))
        let s = LayoutEngine().solve(layout)
        // The big label fills the row from its top (10): its baseline 41 - 8.5 below.
        #expect(s.rootFrames["mark"]?.maxY == 10 + 41 - 8.5)
    }

    /// A vertical stack, baseline-relative, of two horizontal stacks of one label each: the
    /// rows' baselines are the spacing (29) apart, as Provenance's game info stack stores them
    /// (rows 29 apart top to top, Xcode 10), not the bottom of one row and the top of the next.
    @Test func aBaselineRelativeStackOfStacksSpacesTheirLabelsBaselines() throws {
        var layout = Layout(size: Size(width: 320, height: 300))
        try layout.addView(View("column"))
        var stacks: [StackView] = []
        for row in ["a", "b"] {
            try layout.addView(View(row, superview: "column"))
            try layout.addView(label(row + "Label", in: row, height: 20.5, offset: 4.5))
            stacks.append(StackView(name: row, arranged: [row + "Label"]))
        }
        var column = StackView(name: "column", arranged: ["a", "b"])
        column.axis = .vertical
        column.spacing = 29
        column.isBaselineRelative = true
        #expect(column.baselineViews(in: layout.hierarchy) == ("a", "b"))
        for stack in stacks + [column] { stack.install(in: &layout) }
        try layout.add(try LayoutConstraint(item: "column", attribute: .top, relatedBy: .equal, toItem: "root", attribute: .top))
        try layout.add(try LayoutConstraint(item: "column", attribute: .leading, relatedBy: .equal, toItem: "root", attribute: .leading))
        let s = LayoutEngine().solve(layout)
        let first = try #require(s.rootFrames["a"]), second = try #require(s.rootFrames["b"])
        #expect(second.y - first.y == 29)
    }
}
