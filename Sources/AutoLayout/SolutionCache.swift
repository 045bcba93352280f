/// What `LayoutEngine.makeSolution` keeps from one solve to the next, so that reading a
/// solution rewrites only the frames that moved: the views in hierarchy order (superviews
/// first) with their solver variables and their superview's position in that order, each
/// view's frame in root coordinates and relative to its superview as last read (the last
/// solution's `FrameMap`s, whose slots are the table's rows).
///
/// Invariant: for every i, `rootFrames` holds in slot i the frame of `names[i]` read from
/// `variables[i]` at the last `read`, and `frames` holds in slot i that frame relative to
/// slot `parents[i]` of `rootFrames`; `keys[i]` is `names[i]`'s order key in the hierarchy
/// (`ViewHierarchy.orderKey(of:)`), so rows are in hierarchy order. Valid for one views edition
/// and one set of variables: the engine drops it on `reset()`; when the views edition changes,
/// `read` follows the views the edit log names: rows of views that left (or left and came back,
/// under a new key) are deleted, and views that joined are appended (views only ever join at
/// the end of the hierarchy's order). Without an edit log that reaches back, it starts over.
struct SolutionCache {
    private var edition: Edition<String>?
    private(set) var names: [String] = []
    private(set) var keys: [Int] = []
    private(set) var index: [String: Int32] = [:]
    private(set) var parents: [Int32] = []
    private(set) var variables: [ViewVariables] = []
    private(set) var frames = FrameMap()
    private(set) var rootFrames = FrameMap()
    /// Scratch: which views moved in the current read.
    private(set) var moved: [Bool] = []

    /// Bring the cache up to the solver's values for `layout`'s views (with their `variables`),
    /// and return the views whose frame moved, in hierarchy order. A new views edition starts
    /// the table over, and every view counts as moved.
    mutating func read(_ layout: Layout, variables table: [String: ViewVariables]) -> [Int] {
        if !layout.viewsEdition.isSame(as: edition), !follow(layout, table) { rebuild(layout, table) }
        var movedViews: [Int] = []
        // Values are read through the buffers: a struct of four class references copied out of
        // an array would retain and release each of them, which cost more than the reading.
        // The frames are written in place; the solution handed out last shares them, so the
        // first write copies each array once (flat frames, no names).
        variables.withUnsafeBufferPointer { variables in
            rootFrames.values.withUnsafeMutableBufferPointer { absolute in
                frames.values.withUnsafeMutableBufferPointer { relative in
                    moved.withUnsafeMutableBufferPointer { moved in
                        parents.withUnsafeBufferPointer { parents in
                            for i in 0..<variables.count {
                                let now = Frame(
                                    x: variables[i].x.value, y: variables[i].y.value,
                                    width: variables[i].width.value, height: variables[i].height.value)
                                // A frame that holds NaN never equals itself: a new row counts as moved.
                                let own = now != absolute[i]
                                moved[i] = own
                                let p = Int(parents[i])
                                guard own || (p >= 0 && moved[p]) else { continue }
                                if own {
                                    absolute[i] = now
                                    movedViews.append(i)
                                }
                                let origin = p >= 0 ? absolute[p] : Frame(x: 0, y: 0, width: 0, height: 0)
                                relative[i] = Frame(x: now.x - origin.x, y: now.y - origin.y, width: now.width, height: now.height)
                            }
                        }
                    }
                }
            }
        }
        return movedViews
    }

    /// Follow the edit log since the table's edition: delete the rows of views that left or
    /// came back, append the views that joined. False (the table is then for rebuilding) when
    /// the log does not reach back or the result does not match the hierarchy.
    private mutating func follow(_ layout: Layout, _ table: [String: ViewVariables]) -> Bool {
        guard let edition, let touched = layout.viewsEdition.touched(since: edition) else { return false }
        let hierarchy = layout.hierarchy
        var leaving: [Int32] = [], joining: [(key: Int, name: String)] = []
        for name in touched {
            let row = index[name], key = hierarchy.orderKey(of: name)
            if let row, key != keys[Int(row)] { leaving.append(row) }
            if let key, row.map({ keys[Int($0)] != key }) ?? true { joining.append((key, name)) }
        }
        if !leaving.isEmpty, !deleteRows(leaving) { return false }
        for (key, name) in joining.sorted(by: { $0.key < $1.key }) {
            guard keys.last.map({ $0 < key }) ?? true, let i = hierarchy.index(of: name), let v = table[name] else { return false }
            add(hierarchy.views[i], key: key, v)
        }
        guard names.count == hierarchy.views.count else { return false }
        self.edition = layout.viewsEdition
        makeMaps(sameLineage: leaving.isEmpty)
        return true
    }

    /// Delete `rows` (a view leaving takes its subviews with it, so no kept row's parent is
    /// deleted; false if one is). Rows after the first deleted one move up: their slots in
    /// `index` are rewritten, the names before it are not touched.
    private mutating func deleteRows(_ rows: [Int32]) -> Bool {
        var gone = [Bool](repeating: false, count: names.count)
        for r in rows { gone[Int(r)] = true }
        let first = Int(rows.min() ?? 0)
        var newRow = [Int32](repeating: -1, count: names.count)
        var kept = first
        for i in 0..<first { newRow[i] = Int32(i) }
        for i in first..<names.count where !gone[i] {
            newRow[i] = Int32(kept)
            kept += 1
        }
        for r in rows { index[names[Int(r)]] = nil }
        var absolute = rootFrames.values, relative = frames.values
        for i in first..<names.count where !gone[i] {
            let j = Int(newRow[i]), p = parents[i]
            guard p < 0 || newRow[Int(p)] >= 0 else { return false }
            names[j] = names[i]
            keys[j] = keys[i]
            parents[j] = p < 0 ? -1 : newRow[Int(p)]
            variables[j] = variables[i]
            moved[j] = moved[i]
            absolute[j] = absolute[i]
            relative[j] = relative[i]
            index[names[j]] = Int32(j)
        }
        names.removeSubrange(kept...)
        keys.removeSubrange(kept...)
        parents.removeSubrange(kept...)
        variables.removeSubrange(kept...)
        moved.removeSubrange(kept...)
        absolute.removeSubrange(kept...)
        relative.removeSubrange(kept...)
        // Until `makeMaps` names them again, the maps hold the kept rows' frames.
        rootFrames.values = absolute
        frames.values = relative
        return true
    }

    private mutating func add(_ view: View, key: Int, _ v: ViewVariables) {
        index[view.name] = Int32(names.count)
        names.append(view.name)
        keys.append(key)
        parents.append(view.superview.flatMap { index[$0] } ?? -1)
        variables.append(v)
        moved.append(false)
    }

    /// Frame maps over the table's names, keeping the frames already read (new rows hold NaN,
    /// so that the next read counts them as moved); of the previous maps' lineage when rows
    /// were only appended.
    private mutating func makeMaps(sameLineage: Bool) {
        let unread = Frame(x: .nan, y: .nan, width: .nan, height: .nan)
        let missing = names.count - rootFrames.count
        var absolute = rootFrames.values, relative = frames.values
        absolute.append(contentsOf: repeatElement(unread, count: missing))
        relative.append(contentsOf: repeatElement(unread, count: missing))
        rootFrames =
            sameLineage
            ? FrameMap(extending: rootFrames, names: names, slots: index, values: absolute)
            : FrameMap(names: names, slots: index, values: absolute)
        frames = FrameMap(sharing: rootFrames, values: relative)
    }

    private mutating func rebuild(_ layout: Layout, _ table: [String: ViewVariables]) {
        edition = layout.viewsEdition
        names = []
        keys = []
        parents = []
        variables = []
        moved = []
        index = [:]
        for view in layout.hierarchy.views {
            guard let v = table[view.name], let key = layout.hierarchy.orderKey(of: view.name) else { continue }
            add(view, key: key, v)
        }
        rootFrames = FrameMap(names: [], values: [])
        frames = FrameMap()
        makeMaps(sameLineage: false)
    }
}
