import HashTreeCollections

/// Views linked into trees by their `superview` names (a forest: several roots may coexist,
/// e.g. views not yet added to any superview). Views keep the order they were added in, and a
/// superview always comes before its subviews.
public struct ViewHierarchy: Hashable, Sendable {
    /// All views, superviews before their subviews.
    public private(set) var views = ChunkedArray<View>()
    /// Name to position in `views`; a tree, so copies of a big hierarchy share it.
    private var index = TreeDictionary<String, Int>()

    /// An empty hierarchy.
    public init() {}

    /// The view with this name.
    public subscript(name: String) -> View? {
        index[name].map { views[$0] }
    }

    /// True when a view has this name.
    public func contains(_ name: String) -> Bool { index[name] != nil }

    /// Where the view with this name stands in `views`.
    public func index(of name: String) -> Int? { index[name] }

    /// Every view's name, in order.
    public var names: [String] { views.map(\.name) }

    /// Add a view; its superview, if any, must already be in the hierarchy.
    public mutating func add(_ view: View) throws(LayoutError) {
        guard index[view.name] == nil else { throw .duplicateView(view.name) }
        if let parent = view.superview { try requireView(parent) }
        index[view.name] = views.count
        views.append(view)
    }

    /// Replace a view's own properties (intrinsic size, priorities, baseline); the view keeps
    /// its superview.
    public mutating func update(_ view: View) throws(LayoutError) {
        guard let i = index[view.name] else { throw unknown(view.name) }
        var view = view
        view.superview = views[i].superview
        views[i] = view
    }

    /// Remove a view and all its descendants; returns their names.
    @discardableResult
    public mutating func remove(_ name: String) throws(LayoutError) -> Set<String> {
        try requireView(name)
        var gone: Set<String> = [name]
        for v in views where v.superview.map(gone.contains) == true { gone.insert(v.name) }
        views.removeAll { gone.contains($0.name) }
        index = TreeDictionary(uniqueKeysWithValues: views.enumerated().map { ($1.name, $0) })
        return gone
    }

    /// The superview of `name`, if any.
    public func superview(of name: String) -> String? {
        guard let i = index[name] else { return nil }
        return views[i].superview
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

    /// The deepest view that contains both (a view contains itself): where a constraint
    /// between them is installed, by the seeds' rule (siblings → their superview, a view and
    /// its superview → the superview, cousins → the nearest common ancestor).
    public func nearestCommonAncestor(_ a: String, _ b: String) -> String? {
        let ancestorsOfA = Set(lineage(of: a))
        return lineage(of: b).first(where: ancestorsOfA.contains)
    }

    /// True when `ancestor` is `name` or contains it.
    public func isDescendant(_ name: String, of ancestor: String) -> Bool {
        lineage(of: name).contains(ancestor)
    }

    /// Throws `unknownView` (with a did-you-mean) unless a view has this name.
    public func requireView(_ name: String) throws(LayoutError) {
        guard contains(name) else { throw unknown(name) }
    }

    private func unknown(_ name: String) -> LayoutError {
        .unknownView(name, suggestion: closestName(to: name, in: names))
    }
}
