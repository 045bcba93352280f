import AutoLayout
import Testing
import UIKitFacts

/// The constraints UIKit makes from a frame and an autoresizing mask, checked against the
/// forms real logs print (shared/notes/modern-autolayout.md §3.2–3.3, each case's source there).
@Suite struct AutoresizingMaskTests {
    func texts(_ mask: AutoresizingMask, _ frame: Frame, _ size: Size) -> [String] {
        mask.constraints(for: "v", frame: frame, in: "S", of: size).map(\.description)
    }

    /// §3.2 [L]: a view made in code (mask none) prints `h=--& v=--&`, and so does IB's
    /// default (flexible right and bottom margins).
    @Test func notation() {
        #expect(AutoresizingMask().notation == "h=--& v=--&")
        #expect(AutoresizingMask([.flexibleRightMargin, .flexibleBottomMargin]).notation == "h=--& v=--&")
        #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).notation == "h=&-& v=--&")
        #expect(AutoresizingMask([.flexibleTopMargin, .flexibleBottomMargin, .flexibleHeight]).notation == "h=--& v=&&&")
    }

    /// §3.3 [L `fs:11939088562`]: frame (0,0,400,400) with a flexible width and height in a
    /// 375×667 view: `midX == S.midX + 12.5`, `width == S.width + 25`, `midY == S.midY − 133.5`,
    /// `height == S.height − 267` (S.midX written here as 0.5·S.width, the same in the
    /// superview's coordinates).
    @Test func flexibleSize() {
        #expect(
            texts([.flexibleWidth, .flexibleHeight], Frame(x: 0, y: 0, width: 400, height: 400), Size(width: 375, height: 667)) == [
                "h=-&- v=-&- v.midX == 0.5*S.width + 12.5", "h=-&- v=-&- v.width == S.width + 25",
                "h=-&- v=-&- v.midY == 0.5*S.height - 133.5", "h=-&- v=-&- v.height == S.height - 267",
            ])
    }

    /// §3.3 [R/L `fs:11083344823`]: a label (270,60,42,22) with a flexible left margin in a
    /// 320-wide view: `midX == S.width − 29`, `width == 42`; fixed top: `minY == 60`.
    @Test func flexibleLeftMargin() {
        #expect(
            texts([.flexibleLeftMargin], Frame(x: 270, y: 60, width: 42, height: 22), Size(width: 320, height: 480)) == [
                "h=&-- v=--& v.midX == S.width - 29", "h=&-- v=--& v.width == 42", "h=&-- v=--& v.minY == 60", "h=&-- v=--& v.height == 22",
            ])
    }

    /// §3.3 [L `fs:47315825166`]: both horizontal margins flexible: `minX == k·S.width − k·w`,
    /// k = x/(W − w), the size first.
    @Test func bothMarginsFlexible() {
        let made = AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).constraints(
            for: "v", frame: Frame(x: 128, y: 0, width: 64, height: 10), in: "S", of: Size(width: 320, height: 10))
        #expect(made[0].description == "h=&-& v=--& v.width == 64")
        #expect(made[1].firstAttribute == .minX && made[1].multiplier == 0.5 && made[1].constant == -32)
    }

    /// Solved, each mask keeps the frame it was given at the size it was given, and stretches
    /// as it says when the superview grows.
    @Test(arguments: [0, 1, 2, 4, 5, 6, 7, 18, 63] as [UInt])
    func theFrameHoldsAtItsSizeAndTheMaskDecidesWhatStretches(raw: UInt) throws {
        let mask = AutoresizingMask(rawValue: raw)
        let frame = Frame(x: 30, y: 40, width: 100, height: 50)
        var layout = Layout(size: Size(width: 320, height: 480))
        try layout.addView(View("v"))
        for c in mask.constraints(for: "v", frame: frame, in: "root", of: layout.rootSize) { try layout.add(c) }
        let engine = LayoutEngine()
        let at = try #require(engine.solve(layout).frames["v"])
        #expect(at.isClose(to: frame, tolerance: 1e-9))
        layout.rootSize = Size(width: 420, height: 580)
        let grown = try #require(engine.solve(layout).frames["v"])
        // 100 more points to share: the width takes all, or its part beside the flexible
        // margins (in proportion to their sizes: left 30, right 190), or none.
        let fixedLeft = !mask.contains(.flexibleLeftMargin)
        let width: Double =
            switch (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)) {
            case (_, false, _): 100
            case (false, true, false): 200
            case (true, true, false): 100 + 100 * 100 / 130
            case (false, true, true): 100 + 100 * 100 / 290
            case (true, true, true): 100 + 100 * 100 / 320
            }
        #expect(abs(grown.width - width) < 1e-9)
        if fixedLeft { #expect(abs(grown.x - 30) < 1e-9) }
        #expect(grown.maxX <= 420 + 1e-9)
    }
}
