import AutoLayout
import Rendering
import Testing

@Suite struct FrameTableTests {
    /// The diff between solutions of the same views (or of more views) compares slot by slot;
    /// it says exactly what comparing by name says, which maps written out separately get.
    @Test func diffBySlotsMatchesDiffByNames() throws {
        var layout = Layout(size: Size(width: 320, height: 568))
        let engine = LayoutEngine()
        var previous = engine.solve(layout)
        func step(_ edit: (inout Layout) throws -> Void) throws -> [String] {
            try edit(&layout)
            let next = engine.solve(layout)
            let bySlots = FrameTable.diff(from: previous, to: next)
            let byNames = FrameTable.diff(
                views: previous.views, from: previous.frames.filter { _ in true },
                views: next.views, to: next.frames.filter { _ in true })
            #expect(bySlots == byNames)
            previous = next
            return bySlots
        }
        #expect(try step { try $0.addView(View("a", intrinsicContentSize: IntrinsicSize(width: 40, height: 20))) }.count == 1)
        #expect(try step { try $0.addView(View("b", superview: "a")) }.count == 1)
        #expect(try step { $0.rootSize = Size(width: 568, height: 320) }.count == 1)
        #expect(try step { _ in }.isEmpty)
        #expect(try step { try $0.removeView("b") }.count == 1)
    }
}
