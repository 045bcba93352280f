/// What `LayoutEngine.makeSolution` keeps from one solve to the next, so that reading a
/// solution rewrites only the frames that moved: the views in hierarchy order (superviews
/// first) with their solver variables and their superview's position in that order, each
/// view's frame in root coordinates and relative to its superview as last read (the last
/// solution's `FrameMap`s, whose slots are the table's rows).
///
/// Invariant: for every i, `rootFrames` holds in slot i the frame of `names[i]` read from
/// `variables[i]` at the last `read`, and `frames` holds in slot i that frame relative to
/// slot `parents[i]` of `rootFrames`. Valid for one views edition and one set of variables:
/// the engine drops it on `reset()`; when the views edition changes, `read` appends the views
/// the edit log says were added (views only ever join at the end of the hierarchy's order),
/// and starts the table over after any other view edit.
struct SolutionCache {
    private var edition: Edition<String>?
    private(set) var names: [String] = []
    private var index: [String: Int32] = [:]
    private var parents: [Int32] = []
    private var variables: [ViewVariables] = []
    private(set) var frames = FrameMap()
    private(set) var rootFrames = FrameMap()
    /// Scratch: which views moved in the current read.
    private var moved: [Bool] = []

    /// Bring the cache up to the solver's values for `layout`'s views (with their `variables`),
    /// and return the views whose frame moved, in hierarchy order. A new views edition starts
    /// the table over, and every view counts as moved.
    mutating func read(_ layout: Layout, variables table: [String: ViewVariables]) -> [Int] {
        if edition !== layout.viewsEdition, !append(layout, table) { rebuild(layout, table) }
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
                                let now = Frame(x: variables[i].x.value, y: variables[i].y.value,
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

    /// Add the views that the edit log since the table's edition says were added, when that
    /// is all it says (and every view of the hierarchy has a row); false otherwise.
    private mutating func append(_ layout: Layout, _ table: [String: ViewVariables]) -> Bool {
        guard let edition, let touched = layout.viewsEdition.touched(since: edition),
              touched.allSatisfy({ index[$0] == nil }), layout.hierarchy.views.count == names.count + touched.count
        else { return false }
        let added = touched.compactMap { layout.hierarchy.index(of: $0) }.sorted()
        guard added.count == touched.count, added.first.map({ $0 >= names.count }) ?? true else { return false }
        self.edition = layout.viewsEdition
        for i in added {
            let view = layout.hierarchy.views[i]
            guard let v = table[view.name] else { return false }
            add(view, v)
        }
        makeMaps()
        return true
    }

    private mutating func add(_ view: View, _ v: ViewVariables) {
        index[view.name] = Int32(names.count)
        names.append(view.name)
        parents.append(view.superview.flatMap { index[$0] } ?? -1)
        variables.append(v)
        moved.append(false)
    }

    /// Frame maps over the table's names, keeping the frames already read (new rows hold NaN,
    /// so that the next read counts them as moved).
    private mutating func makeMaps() {
        let unread = Frame(x: .nan, y: .nan, width: .nan, height: .nan)
        let missing = names.count - rootFrames.count
        var absolute = rootFrames.values, relative = frames.values
        absolute.append(contentsOf: repeatElement(unread, count: missing))
        relative.append(contentsOf: repeatElement(unread, count: missing))
        rootFrames = FrameMap(extending: rootFrames, names: names, slots: index, values: absolute)
        frames = FrameMap(sharing: rootFrames, values: relative)
    }

    private mutating func rebuild(_ layout: Layout, _ table: [String: ViewVariables]) {
        edition = layout.viewsEdition
        names = []
        parents = []
        variables = []
        moved = []
        index = [:]
        for view in layout.hierarchy.views {
            guard let v = table[view.name] else { continue }
            add(view, v)
        }
        rootFrames = FrameMap(names: [], values: [])
        frames = FrameMap()
        makeMaps()
    }
}
