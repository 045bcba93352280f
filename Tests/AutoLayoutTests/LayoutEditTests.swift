import Testing

@testable import AutoLayout

/// `Layout` and `ViewHierarchy` keep indexes (order keys, subviews, constraints by view) so that
/// an edit costs what it touches. Random edits, checked against a plain model of lists read
/// from start to end, must leave every query answering as the model does.
@Suite struct LayoutEditTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// The model: views as (name, superview) in order, constraints as (id, items) in order.
    struct Model {
        var views: [(name: String, superview: String?)] = [("root", nil)]
        var constraints: [(id: Int, items: [String])] = []

        func descendants(of name: String) -> Set<String> {
            var gone: Set<String> = [name]
            for v in views where v.superview.map(gone.contains) == true { gone.insert(v.name) }
            return gone
        }

        mutating func remove(_ name: String) {
            let gone = descendants(of: name)
            views.removeAll { gone.contains($0.name) }
            constraints.removeAll { $0.items.contains(where: gone.contains) }
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomEditsMatchTheModel(seed: UInt64) throws {
        var random = Generator(state: seed)
        var layout = Layout(size: Size(width: 320, height: 480))
        var model = Model()
        var made = 0
        var snapshots: [(Layout, Model)] = []
        for step in 0..<1_500 {
            let names = model.views.map(\.name)
            switch random.next(8) {
            case 0, 1, 2:
                made += 1
                let parent = names[random.next(names.count)]
                try layout.addView(View("v\(made)", superview: parent))
                model.views.append(("v\(made)", parent))
            case 3, 4:
                let a = names[random.next(names.count)], b = names[random.next(names.count)]
                let c = try LayoutConstraint(
                    item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .right, constant: Double(step))
                guard let id = try? layout.add(c) else { continue }
                model.constraints.append((id, c.items))
            case 5 where !model.constraints.isEmpty:
                let i = random.next(model.constraints.count)
                try layout.removeConstraint(id: model.constraints[i].id)
                model.constraints.remove(at: i)
            case 6 where names.count > 1:
                let name = names[1 + random.next(names.count - 1)]
                try layout.removeView(name)
                model.remove(name)
            default:
                snapshots.append((layout, model))
            }
            if step % 50 == 0 { check(layout, model, "seed \(seed) step \(step)") }
        }
        check(layout, model, "seed \(seed) end")
        for (copy, expected) in snapshots { check(copy, expected, "seed \(seed) snapshot") }
    }

    func check(_ layout: Layout, _ model: Model, _ context: String) {
        let h = layout.hierarchy
        #expect(h.names == model.views.map(\.name), "\(context)")
        for (i, v) in model.views.enumerated() {
            #expect(h.index(of: v.name) == i, "\(context)")
            #expect(h.superview(of: v.name) == v.superview && h[v.name]?.name == v.name, "\(context)")
            let subviews = model.views.filter { $0.superview == v.name }.map(\.name)
            #expect(h.subviews(of: v.name) == subviews, "\(context) \(v.name)")
            let mine = model.constraints.filter { $0.items.contains(v.name) }.map(\.id)
            #expect(layout.constraints(mentioning: v.name).map(\.id) == mine, "\(context) \(v.name)")
        }
        #expect(layout.constraints.map(\.id) == model.constraints.map(\.id), "\(context)")
        for c in model.constraints { #expect(layout.constraint(id: c.id)?.id == c.id, "\(context)") }
        // The same views built afresh, in one go, are an equal hierarchy (order keys and indexes
        // are bookkeeping), with the same hash.
        var fresh = ViewHierarchy()
        for v in h.views { try? fresh.add(v) }
        #expect(fresh == h && fresh.hashValue == h.hashValue, "\(context)")
    }

    /// The edit log is cut every `historyLimit` edits, but each edit still reaches the one
    /// before it, so an engine that solved every state follows every edit; an edition from
    /// before the cut is no longer reachable (the engine compares everything then).
    @Test func editLogsReachOneStepBackAcrossACut() throws {
        var layout = Layout(size: Size(width: 320, height: 480))
        let first = layout.viewsEdition
        let limit = first.historyLimit
        for i in 0..<(limit + 10) {
            let before = layout
            try layout.addView(View("v\(i)"))
            #expect(layout.viewsEdition.touched(since: before.viewsEdition) == ["v\(i)"], "edit \(i)")
            #expect(!layout.viewsEdition.isSame(as: before.viewsEdition))
        }
        #expect(layout.viewsEdition.touched(since: first) == nil)
        #expect(layout.viewsEdition.isSame(as: layout.viewsEdition))
    }

    /// The engine's tables that replace dictionaries (so that growing never rehashes every
    /// entry at once) answer as a dictionary would.
    @Test func tablesAnswerAsADictionary() {
        var random = Generator(state: 9)
        var table = IDTable<Int>(), sharded = ShardedDictionary<Int, Int>(), model: [Int: Int] = [:]
        for step in 0..<5_000 {
            let id = random.next(700)
            let value: Int? = random.next(3) == 0 ? nil : step
            table[id] = value
            sharded[id] = value
            model[id] = value
            let probe = random.next(800)
            #expect(table[probe] == model[probe] && sharded[probe] == model[probe])
        }
        #expect(table.count == model.count)
        #expect(table.ids == model.keys.sorted())
        #expect(table.entries.map(\.value) == model.keys.sorted().compactMap { model[$0] })
        #expect(table[-1] == nil)
    }
}
