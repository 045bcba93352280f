import Testing

@testable import AutoLayout

/// The consistency checks of the engine's structures hold through every kind of edit, and
/// catch a structure that breaks them (a process that stops, checked in a child process).
@Suite struct InvariantTests {
    @Test func chunkedArrayHoldsThroughAppendsRemovalsAndRepacking() {
        var a = ChunkedArray<Int>()
        for i in 0..<300 {
            a.append(i)
            a._checkInvariants()
        }
        for i in stride(from: 250, to: 0, by: -7) {
            a.remove(at: i)
            a._checkInvariants()
        }
        a.removeAll { $0 % 3 == 0 }
        a._checkInvariants()
        a[5] = -1
        a._checkInvariants()
    }

    @Test func aChunkEndThatDisagreesWithItsChunkIsCaught() async {
        await #expect(processExitsWith: .failure) {
            var a = ChunkedArray(Array(0..<100))
            a.ends[0] += 1
            a._checkInvariants()
        }
    }

    /// Every solve of an edited layout leaves the tables consistent with it (`solve` checks
    /// them itself in this build; here they are checked again after each kind of edit).
    @Test func engineTablesFollowEveryEdit() throws {
        var layout = Layout(size: Size(width: 320, height: 568))
        let engine = LayoutEngine()
        func solve() {
            engine.solve(layout)
            engine.tables._checkInvariants()
        }
        try layout.addView(View("a", intrinsicContentSize: IntrinsicSize(width: 40, height: 20)))
        try layout.addView(View("b", superview: "a"))
        solve()
        let pinned = try layout.add(LayoutConstraint(item: "b", attribute: .width, relatedBy: .equal, toItem: "a", attribute: .width))
        _ = try layout.add(LayoutConstraint(item: "a", attribute: .width, relatedBy: .equal, constant: 60))
        _ = try layout.add(LayoutConstraint(item: "a", attribute: .width, relatedBy: .equal, constant: 70))  // broken
        solve()
        #expect(engine.tables.broken.count == 1)
        layout.rootSize = layout.rootSize.rotated
        solve()
        try layout.removeConstraint(id: pinned)
        solve()
        try layout.removeView("b")
        solve()
        engine.reset()
        engine.tables._checkInvariants()
    }

    @Test func aConstraintBothInstalledAndBrokenIsCaught() async {
        await #expect(processExitsWith: .failure) {
            var layout = Layout(size: Size(width: 320, height: 568))
            try? layout.addView(View("a"))
            let id = (try? layout.add(LayoutConstraint(item: "a", attribute: .width, relatedBy: .equal, constant: 60))) ?? 0
            let engine = LayoutEngine()
            engine.solve(layout)
            guard let installed = layout.constraint(id: id) else { return }
            engine.tables.broken[id] = Conflict(broken: .constraint(id: id, installed.constraint), conflicting: [], reason: "planted")
            engine.tables._checkInvariants()
        }
    }
}
