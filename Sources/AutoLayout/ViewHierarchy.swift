import HashTreeCollections
import TextSupport

/// Views linked into trees by their `superview` names (a forest: several roots may coexist,
/// e.g. views not yet added to any superview). Views keep the order they were added in, and a
/// superview always comes before its subviews.
///
/// Every edit costs what it touches: each view has an order key, increasing in `views`, so a
/// name finds its position by binary search, and removing views shifts no index; each view
/// knows its direct subviews, so a subtree is found without reading the other views. The
/// indexes are persistent trees, so copies of a big hierarchy (the undo history) share them.
public struct ViewHierarchy: Hashable, Sendable {
    /// What the index keeps about a view.
    private struct Entry: Hashable, Sendable {
        /// Its order key: increasing along `views`.
        let key: Int
        let superview: String?
        /// How many superviews it has (0 for a root). A view never changes superview while it
        /// is in the hierarchy (moving is a removal and an addition), so this stays true.
        let depth: Int
    }

    /// All views, superviews before their subviews.
    public private(set) var views = ChunkedArray<View>()
    /// The order key of each view of `views`, at the same position.
    private var keys = ChunkedArray<Int>()
    private var nextKey = 0
    private var index = TreeDictionary<String, Entry>()
    /// The names of each view's direct subviews (only views that have some).
    private var subviewNames = TreeDictionary<String, TreeSet<String>>()

    /// An empty hierarchy.
    public init() {}

    /// Hierarchies are equal when they hold the same views in the same order; order keys and
    /// indexes are bookkeeping.
    public static func == (a: ViewHierarchy, b: ViewHierarchy) -> Bool { a.views == b.views }

    /// Hashes the views, in order.
    public func hash(into hasher: inout Hasher) { hasher.combine(views) }

    /// The view with this name.
    public subscript(name: String) -> View? {
        index(of: name).map { views[$0] }
    }

    /// True when a view has this name.
    public func contains(_ name: String) -> Bool { index[name] != nil }

    /// Where the view with this name stands in `views` (a binary search on order keys).
    public func index(of name: String) -> Int? {
        guard let key = index[name]?.key else { return nil }
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// The order key of the view with this name: increasing along `views`, and new for a view
    /// added again after a removal (so a key names one stay of a view in the hierarchy).
    func orderKey(of name: String) -> Int? { index[name]?.key }

    /// Every view's name, in order.
    public var names: [String] { views.map(\.name) }

    /// The direct subviews of `name`, in order.
    public func subviews(of name: String) -> [String] {
        guard let names = subviewNames[name] else { return [] }
        return names.compactMap { n in index[n].map { ($0.key, n) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Add a view; its superview, if any, must already be in the hierarchy.
    public mutating func add(_ view: View) throws(LayoutError) {
        guard index[view.name] == nil else { throw .duplicateView(view.name) }
        var depth = 0
        if let parent = view.superview {
            try requireView(parent)
            if self[parent]?.isLayoutGuide == true { throw .guideIsNoView(parent) }
            subviewNames[parent, default: []].insert(view.name)
            depth = (index[parent]?.depth ?? 0) + 1
        }
        index[view.name] = Entry(key: nextKey, superview: view.superview, depth: depth)
        keys.append(nextKey)
        nextKey += 1
        views.append(view)
    }

    /// Replace a view's own properties (intrinsic size, priorities, baseline); the view keeps
    /// its superview.
    public mutating func update(_ view: View) throws(LayoutError) {
        guard let i = index(of: view.name) else { throw unknown(view.name) }
        var view = view
        view.superview = views[i].superview
        views[i] = view
    }

    /// Remove a view and all its descendants; returns their names.
    @discardableResult
    public mutating func remove(_ name: String) throws(LayoutError) -> Set<String> {
        try requireView(name)
        var gone: Set<String> = []
        var pending = [name]
        while let n = pending.popLast() {
            gone.insert(n)
            pending += subviewNames[n] ?? []
        }
        for i in gone.compactMap(index(of:)).sorted(by: >) {
            views.remove(at: i)
            keys.remove(at: i)
        }
        if let parent = superview(of: name) {
            subviewNames[parent]?.remove(name)
            if subviewNames[parent]?.isEmpty == true { subviewNames[parent] = nil }
        }
        for n in gone {
            index[n] = nil
            subviewNames[n] = nil
        }
        return gone
    }

    /// The superview of `name`, if any.
    public func superview(of name: String) -> String? {
        index[name]?.superview
    }

    /// `name`, its superview, its superview's superview, ... up to its root.
    public func lineage(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = contains(name) ? name : nil
        while let c = current, chain.count <= views.count {
            chain.append(c)
            current = superview(of: c)
        }
        return chain
    }

    /// The root of the tree that holds `name`.
    public func root(of name: String) -> String? { lineage(of: name).last }

    /// How many superviews `name` has (0 for a root), or nil for an unknown view.
    public func depth(of name: String) -> Int? { index[name]?.depth }

    /// The deepest view that contains both (a view contains itself): where a constraint
    /// between them is installed, by the seeds' rule (siblings → their superview, a view and
    /// its superview → the superview, cousins → the nearest common ancestor). The deeper
    /// view climbs to the other's depth, then both climb together: the cost is the distance
    /// to the ancestor, not the depth of the hierarchy.
    public func nearestCommonAncestor(_ a: String, _ b: String) -> String? {
        guard var x = index[a].map({ (name: a, entry: $0) }), var y = index[b].map({ (name: b, entry: $0) }) else { return nil }
        func up(_ v: (name: String, entry: Entry)) -> (name: String, entry: Entry)? {
            guard let parent = v.entry.superview, let entry = index[parent] else { return nil }
            return (parent, entry)
        }
        while x.entry.depth > y.entry.depth {
            guard let p = up(x) else { return nil }
            x = p
        }
        while y.entry.depth > x.entry.depth {
            guard let p = up(y) else { return nil }
            y = p
        }
        while x.name != y.name {
            guard let p = up(x), let q = up(y) else { return nil }
            x = p
            y = q
        }
        return x.name
    }

    /// True when `ancestor` is `name` or contains it.
    public func isDescendant(_ name: String, of ancestor: String) -> Bool {
        nearestCommonAncestor(name, ancestor) == ancestor
    }

    /// Throws `unknownView` (with a did-you-mean) unless a view has this name.
    public func requireView(_ name: String) throws(LayoutError) {
        guard contains(name) else { throw unknown(name) }
    }

    private func unknown(_ name: String) -> LayoutError {
        .unknownView(name, suggestion: closestName(to: name, in: names))
    }
}
