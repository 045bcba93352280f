import AutoLayout
import Testing

/// One engine following a session of random edits solves every step like a fresh engine: same
/// conflicts, same frames wherever the frame is determined.
@Suite struct IncrementalLayoutTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// The engine replays the edits made since it last solved; after more edits than the
    /// history keeps (and after going back to an older layout, as undo does) it compares
    /// everything instead. Both paths give a fresh engine's frames.
    @Test func longHistoriesAndOlderLayouts() throws {
        var layout = Layout(size: Size(width: 320, height: 568))
        try layout.addView(View("a"))
        // Determined in every state below (weak pulls that later required constraints override),
        // so frames can be compared exactly.
        for (attribute, value) in [(LayoutAttribute.top, 0.0), (.height, 20)] {
            try layout.add(
                LayoutConstraint(
                    item: "a", attribute: attribute, relatedBy: .equal,
                    toItem: attribute == .top ? "root" : nil,
                    attribute: attribute == .top ? .top : .notAnAttribute, constant: value))
        }
        try layout.add(LayoutConstraint(item: "a", attribute: .width, relatedBy: .equal, constant: 50, priority: .defaultLow))
        try layout.add(
            LayoutConstraint(
                item: "a", attribute: .left, relatedBy: .equal, toItem: "root", attribute: .left,
                priority: .defaultLow))
        let engine = LayoutEngine()
        engine.solve(layout)
        let older = layout
        let width = try layout.add(LayoutConstraint(item: "a", attribute: .width, relatedBy: .equal, constant: 10))
        for k in 0..<4_200 { try layout.modifyConstraint(id: width) { $0.constant = Double(k % 300) } }
        try layout.add(LayoutConstraint(item: "a", attribute: .left, relatedBy: .equal, toItem: "root", attribute: .left, constant: 7))
        for target in [layout, older, layout] {
            #expect(engine.solve(target).frames == LayoutEngine().solve(target).frames)
        }
        #expect(engine.solve(layout).frames["a"] == Frame(x: 7, y: 0, width: Double(4_199 % 300), height: 20))
        #expect(engine.solve(older).frames["a"] == Frame(x: 0, y: 0, width: 50, height: 20))
    }

    @Test(arguments: 0..<40)
    func incrementalEqualsFresh(_ seed: Int) throws {
        var g = Generator(state: UInt64(seed) &* 7919 &+ 1)
        var layout = Layout(size: Size(width: 320, height: 568))
        let engine = LayoutEngine()
        var names = ["root"]
        let locations: [LayoutAttribute] = [.leading, .trailing, .centerX, .left]
        let verticals: [LayoutAttribute] = [.top, .bottom, .centerY, .lastBaseline]
        for step in 0..<60 {
            switch g.next(10) {
            case 0, 1:
                let name = "v\(step)"
                let parent = names[g.next(names.count)]
                let size = IntrinsicSize(width: g.next(3) == 0 ? nil : Double(10 + g.next(90)), height: Double(10 + g.next(40)))
                try layout.addView(View(name, superview: parent, intrinsicContentSize: size, baselineOffset: g.next(2) == 0 ? 4 : nil))
                names.append(name)
            case 2, 3, 4, 5:
                guard names.count > 1 else { continue }
                let a = names[1 + g.next(names.count - 1)], b = names[g.next(names.count)]
                let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][g.next(3)]
                let priority = [LayoutPriority.required, .required, .defaultHigh, LayoutPriority(500), .defaultLow][g.next(5)]
                let c: LayoutConstraint
                switch g.next(3) {
                case 0:
                    c = try LayoutConstraint(
                        item: a, attribute: [.width, .height][g.next(2)], relatedBy: relation,
                        constant: Double(g.next(200)), priority: priority)
                case 1:
                    let attribute = locations[g.next(3)]
                    c = try LayoutConstraint(
                        item: a, attribute: attribute, relatedBy: relation, toItem: b,
                        attribute: locations[g.next(3)], constant: Double(g.next(60) - 20), priority: priority)
                default:
                    c = try LayoutConstraint(
                        item: a, attribute: verticals[g.next(4)], relatedBy: relation, toItem: b,
                        attribute: verticals[g.next(4)], constant: Double(g.next(60) - 20), priority: priority)
                }
                try layout.add(c)
            case 6, 7:
                guard !layout.constraints.isEmpty else { continue }
                let id = layout.constraints[g.next(layout.constraints.count)].id
                if g.next(2) == 0 {
                    try layout.removeConstraint(id: id)
                } else {
                    let delta = Double(g.next(30))
                    try layout.modifyConstraint(id: id) { $0.constant += delta }
                }
            case 8:
                layout.rootSize = g.next(2) == 0 ? layout.rootSize.rotated : Size(width: Double(200 + g.next(600)), height: 568)
            default:
                guard names.count > 1 else { continue }
                let name = names[1 + g.next(names.count - 1)]
                if g.next(4) == 0 {
                    try layout.removeView(name)
                    names = layout.hierarchy.names
                    // Sometimes it comes back at once, under another view: the same name in a
                    // new place (the engine's frame table must not keep its old row).
                    if g.next(2) == 0 {
                        try layout.addView(
                            View(name, superview: names[g.next(names.count)], intrinsicContentSize: IntrinsicSize(width: 30, height: 20)))
                        names.append(name)
                    }
                } else if var v = layout.hierarchy[name] {
                    v.intrinsicContentSize.width = Double(g.next(120))
                    v.contentHuggingPriority.horizontal = LayoutPriority(Float(1 + g.next(999)))
                    try layout.updateView(v)
                }
            }
            let incremental = engine.solve(layout)
            let freshEngine = LayoutEngine()
            let fresh = freshEngine.solve(layout)
            #expect(incremental.conflicts == fresh.conflicts, "seed \(seed) step \(step)")
            // Every view, in the hierarchy's order, with a root frame that is its frame moved
            // by its superview's root frame (the solution cache rewrites only what moved).
            #expect(incremental.views == layout.hierarchy.names, "seed \(seed) step \(step)")
            for name in layout.hierarchy.names {
                guard let f = incremental.frames[name], let r = incremental.rootFrames[name] else { continue }
                let origin = layout.hierarchy.superview(of: name).flatMap { incremental.rootFrames[$0] }
                let expected = Frame(x: f.x + (origin?.x ?? 0), y: f.y + (origin?.y ?? 0), width: f.width, height: f.height)
                #expect(r.isClose(to: expected, tolerance: 1e-9 * max(1, abs(r.x), abs(r.y))), "seed \(seed) step \(step) \(name)")
            }
            let ambiguous = Dictionary(uniqueKeysWithValues: freshEngine.ambiguities().map { ($0.view, $0) })
            for name in layout.hierarchy.names where ambiguous[name] == nil {
                guard let a = incremental.frames[name], let b = fresh.frames[name] else {
                    Issue.record("missing frame for \(name)")
                    continue
                }
                let scale = max(1, abs(a.x), abs(a.y), abs(a.width), abs(a.height))
                let close = abs(a.x - b.x) + abs(a.y - b.y) + abs(a.width - b.width) + abs(a.height - b.height) <= 1e-6 * scale
                #expect(close, "seed \(seed) step \(step) \(name): \(a) vs \(b)")
            }
        }
    }
}
