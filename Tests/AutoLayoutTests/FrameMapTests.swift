import AutoLayout
import Testing

/// `FrameMap` reads like the dictionary it replaced, and solutions of the same views (or of
/// the same views and then more) share their names' slots.
@Suite struct FrameMapTests {
    let a = Frame(x: 1, y: 2, width: 3, height: 4), b = Frame(x: 5, y: 6, width: 7, height: 8)

    @Test func readsAndWritesLikeADictionary() {
        var map: FrameMap = ["a": a]
        #expect(map["a"] == a && map["b"] == nil && map.count == 1)
        map["b"] = b
        map["a"] = b
        #expect(map.names == ["a", "b"] && map.values == [b, b])
        map["a"] = nil
        #expect(map.names == ["b"] && map["a"] == nil && map["b"] == b)
        #expect(map.dictionary == ["b": b])
        #expect(map.filter { $0.key != "b" }.isEmpty)
    }

    @Test func equalityAndHashIgnoreOrder() {
        let one: FrameMap = ["a": a, "b": b], other: FrameMap = ["b": b, "a": a]
        #expect(one == other && one.hashValue == other.hashValue)
        #expect(one != ["a": a, "b": a] && one != ["a": a])
    }

    @Test func solutionsShareSlotsWhileViewsOnlyJoin() throws {
        var layout = Layout(size: Size(width: 320, height: 568))
        try layout.addView(View("a", intrinsicContentSize: IntrinsicSize(width: 10, height: 10)))
        let engine = LayoutEngine()
        let first = engine.solve(layout)
        layout.rootSize = Size(width: 568, height: 320)
        let rotated = engine.solve(layout)
        #expect(first.frames.namesArePrefix(of: rotated.frames) && rotated.frames.namesArePrefix(of: first.frames))
        // The first solution kept its own frames while the engine wrote the next ones.
        #expect(first.frames["root"]?.width == 320 && rotated.frames["root"]?.width == 568)
        try layout.addView(View("b", superview: "a"))
        let grown = engine.solve(layout)
        #expect(rotated.frames.namesArePrefix(of: grown.frames) && !grown.frames.namesArePrefix(of: rotated.frames))
        try layout.removeView("b")
        let shrunk = engine.solve(layout)
        #expect(!grown.frames.namesArePrefix(of: shrunk.frames) && !shrunk.frames.namesArePrefix(of: grown.frames))
        #expect(shrunk.frames == rotated.frames)
        // A map written out by hand shares nothing.
        #expect(!FrameMap(dictionaryLiteral: ("root", a)).namesArePrefix(of: first.frames))
    }
}
