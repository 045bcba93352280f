import HashTreeCollections
import TextSupport

/// Everything that decides the frames: a root view of a given size, the views under it, and
/// the constraints, each with a stable id and the view it is installed on. A value: copying a
/// layout is a snapshot (undo keeps them); `LayoutEngine` solves one incrementally.
///
/// Edits cost what they touch: removing a view finds the constraints that mention it and its
/// subviews through an index by view name, and removes each by binary search on its id.
public struct Layout: Equatable, Sendable {
    /// The views; every one descends from `root`.
    public private(set) var hierarchy = ViewHierarchy()
    /// The name of the root view, whose size is set from outside (the screen, the window).
    public let root: String
    /// The root's size.
    public var rootSize: Size
    /// Which way leading and trailing point.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// What UIKit decides around the layout: the safe area, the margin rules, the keyboard.
    public var environment = LayoutEnvironment()
    /// The constraints in the order they were added.
    public private(set) var constraints = ChunkedArray<InstalledConstraint>()
    private var nextID = 1
    /// The ids of the constraints that mention each view (only views that some mention).
    private var mentions = TreeDictionary<String, TreeSet<Int>>()
    /// Stamps renewed by every edit of the views or the constraints, unique across all copies
    /// (object identity): the same stamp means unchanged parts, so the engine can skip
    /// comparing them.
    private(set) var viewsEdition = Edition<String>()
    private(set) var constraintsEdition = Edition<Int>()

    /// Layouts are equal when what they describe is; edition stamps are bookkeeping.
    public static func == (a: Layout, b: Layout) -> Bool {
        a.root == b.root && a.rootSize == b.rootSize && a.layoutDirection == b.layoutDirection && a.environment == b.environment
            && a.hierarchy == b.hierarchy && a.constraints == b.constraints && a.nextID == b.nextID
    }

    /// A layout with only a root view.
    public init(root: String = "root", size: Size) {
        self.root = root
        rootSize = size
        // A fresh hierarchy accepts any first view.
        try? hierarchy.add(View(root))
    }

    /// Add a view under `view.superview`, or under the root when it names none.
    public mutating func addView(_ view: View) throws(LayoutError) {
        var view = view
        if view.superview == nil { view.superview = root }
        try hierarchy.add(view)
        viewsEdition = Edition(after: viewsEdition, touched: [view.name])
    }

    /// Change a view's intrinsic size, priorities or baseline.
    public mutating func updateView(_ view: View) throws(LayoutError) {
        try hierarchy.update(view)
        viewsEdition = Edition(after: viewsEdition, touched: [view.name])
    }

    /// Remove a view, its subviews, and every constraint that mentions any of them.
    public mutating func removeView(_ name: String) throws(LayoutError) {
        guard name != root else { throw .rootView(name) }
        let gone = try hierarchy.remove(name)
        var removed = Set<Int>()
        for view in gone {
            removed.formUnion(mentions[view] ?? [])
            for guide in SystemGuide.allCases { removed.formUnion(mentions[guide.item(of: view)] ?? []) }
        }
        let ids = removed.sorted()
        for id in ids.reversed() { removeInstalled(id: id) }
        viewsEdition = Edition(after: viewsEdition, touched: gone.sorted())
        constraintsEdition = Edition(after: constraintsEdition, touched: ids)
    }

    /// The constraints that mention `view`, in the order they were added.
    public func constraints(mentioning view: String) -> [InstalledConstraint] {
        (mentions[view] ?? []).sorted().compactMap(constraint(id:))
    }

    /// Add a constraint; it is installed on the nearest common ancestor of its items (the
    /// item itself for a constant-only one). Returns its id.
    @discardableResult
    public mutating func add(_ constraint: LayoutConstraint) throws(LayoutError) -> Int {
        let host = try installationView(for: constraint)
        let id = nextID
        nextID += 1
        constraints.append(InstalledConstraint(id: id, constraint: constraint, view: host))
        for item in constraint.items { mentions[item, default: []].insert(id) }
        constraintsEdition = Edition(after: constraintsEdition, touched: [id])
        return id
    }

    /// The constraint with this id, if the layout holds it. (Ids only grow and the array keeps
    /// the order they were made in, so this is a binary search.)
    public func constraint(id: Int) -> InstalledConstraint? {
        index(ofConstraint: id).map { constraints[$0] }
    }

    private func index(ofConstraint id: Int) -> Int? {
        var low = 0, high = constraints.count
        while low < high {
            let mid = (low + high) / 2
            if constraints[mid].id < id { low = mid + 1 } else { high = mid }
        }
        return low < constraints.count && constraints[low].id == id ? low : nil
    }

    /// Where `constraint` would be installed, or why it cannot be. An item is a view, a layout
    /// guide, or a system guide of a view (`root.safeAreaLayoutGuide`), which counts as its
    /// owner for installing.
    public func installationView(for constraint: LayoutConstraint) throws(LayoutError) -> String {
        let pairs =
            [(constraint.firstItem, constraint.firstAttribute)]
            + (constraint.secondItem.map { [($0, constraint.secondAttribute)] } ?? [])
        for (item, attribute) in pairs { try requireItem(item, attribute) }
        let first = SystemGuide.owner(of: constraint.firstItem)
        let second = constraint.secondItem.map(SystemGuide.owner(of:)) ?? first
        guard let host = hierarchy.nearestCommonAncestor(first, second) else {
            throw .noCommonAncestor(constraint.firstItem, constraint.secondItem ?? constraint.firstItem)
        }
        return host
    }

    /// `item.attribute` can be constrained: the item exists, and a margin attribute is a view's.
    private func requireItem(_ item: String, _ attribute: LayoutAttribute) throws(LayoutError) {
        if let (owner, guide) = SystemGuide.parse(item), !hierarchy.contains(item) {
            try hierarchy.requireView(owner)
            if hierarchy[owner]?.isLayoutGuide == true { throw .guideIsNoView(owner) }
            if guide == .keyboard, owner != root { throw .keyboardGuideOfSubview(owner) }
            if attribute.isMargin { throw .marginOfGuide(item, attribute) }
            return
        }
        try hierarchy.requireView(item)
        if attribute.isMargin, hierarchy[item]?.isLayoutGuide == true { throw .marginOfGuide(item, attribute) }
    }

    /// Remove the constraint with this id.
    public mutating func removeConstraint(id: Int) throws(LayoutError) {
        guard index(ofConstraint: id) != nil else { throw .unknownConstraint(id) }
        removeInstalled(id: id)
        constraintsEdition = Edition(after: constraintsEdition, touched: [id])
    }

    /// Take the constraint with this id out of `constraints` and the index.
    private mutating func removeInstalled(id: Int) {
        guard let i = index(ofConstraint: id) else { return }
        for item in constraints.remove(at: i).constraint.items {
            mentions[item]?.remove(id)
            if mentions[item]?.isEmpty == true { mentions[item] = nil }
        }
    }

    /// Replace the constant or priority of the constraint with this id (Apple lets both change on
    /// a live constraint); the engine applies a constant change in place.
    public mutating func modifyConstraint(id: Int, _ change: (inout LayoutConstraint) -> Void) throws(LayoutError) {
        guard let i = index(ofConstraint: id) else { throw .unknownConstraint(id) }
        var c = constraints[i].constraint
        change(&c)
        try c.validate()
        constraints[i].constraint = c
        constraintsEdition = Edition(after: constraintsEdition, touched: [id])
    }
}

/// A constraint in a layout: its id, and the view it is installed on.
public struct InstalledConstraint: Hashable, Sendable {
    /// Stable for the layout's lifetime, never reused.
    public let id: Int
    /// The constraint.
    public internal(set) var constraint: LayoutConstraint
    /// The nearest common ancestor of its items.
    public let view: String
}

/// A width and a height.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The same size turned a quarter (portrait ↔ landscape).
    public var rotated: Size { Size(width: height, height: width) }

    /// `320x568`, as statements and reports write a size.
    public var text: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// A rectangle: origin and size, y growing downward as in UIKit.
public struct Frame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// x + width.
    public var maxX: Double { x + width }
    /// y + height.
    public var maxY: Double { y + height }
    /// x + width / 2.
    public var midX: Double { x + width / 2 }
    /// y + height / 2.
    public var midY: Double { y + height / 2 }

    /// `(137, 269, 46x30)`, each number to 1/100 point, as tables and reports write a frame.
    public var text: String {
        "(\(formatHundredths(x)), \(formatHundredths(y)), \(formatHundredths(width))x\(formatHundredths(height)))"
    }

    /// True when every coordinate is within `tolerance` of the other frame's (solver rounding).
    public func isClose(to other: Frame, tolerance: Double = 1e-6) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// The same size moved by `dx`, `dy` (`CGRect.offsetBy`).
    public func offsetBy(dx: Double, dy: Double) -> Frame { Frame(x: x + dx, y: y + dy, width: width, height: height) }

    /// The common part of two rectangles (`CGRectIntersection`), `nil` when they do not overlap.
    public func intersection(_ other: Frame) -> Frame? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Frame(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// A stamp for one state of a layout's views or constraints (see `Layout`), compared by its
/// `stamp`'s identity, so each edit's stamp is unique for as long as anyone holds it. An edition
/// also remembers the edition it was made from and what that edit touched (constraint ids,
/// view names), so the engine can replay a short history instead of comparing every constraint
/// or view: the edit logs.
///
/// The history is cut every `historyLimit` links, bounding how far `touched(since:)` walks (an
/// undo asks about an edition that is not in the history at all) and what the chain keeps. At
/// a cut the new edition's parent is a copy of the previous edition (same stamp, same touched
/// keys) without a parent: the edit log still reaches one step back, so the engine that solved
/// the previous edition follows the next edit instead of comparing everything.
final class Edition<Key: Hashable & Sendable>: Sendable {
    /// The identity of one state: an edition and its copy at a cut share it.
    final class Stamp: Sendable {}

    let stamp: Stamp
    let parent: Edition?
    /// What the edit that made this edition added, removed or modified.
    let touched: [Key]
    private let depth: Int

    var historyLimit: Int { 4096 }

    /// A fresh stamp with no history.
    init() {
        stamp = Stamp()
        parent = nil
        touched = []
        depth = 0
    }

    /// The stamp after an edit of `touched` to `parent`'s state.
    init(after parent: Edition, touched: [Key]) {
        stamp = Stamp()
        self.touched = touched
        if parent.depth < parent.historyLimit {
            self.parent = parent
            depth = parent.depth + 1
        } else {
            self.parent = Edition(copying: parent)
            depth = 1
        }
    }

    /// `edition` without its history.
    private init(copying edition: Edition) {
        stamp = edition.stamp
        parent = nil
        touched = edition.touched
        depth = 0
    }

    /// Whether the two stand for the same state.
    func isSame(as other: Edition?) -> Bool { other.map { $0.stamp === stamp } ?? false }

    /// What was touched on the way from `ancestor` to this edition, or `nil` when `ancestor`
    /// is not in its history (an undo, or more edits than the history keeps).
    func touched(since ancestor: Edition) -> Set<Key>? {
        var ids = Set<Key>()
        var e: Edition? = self
        while let edition = e {
            if edition.stamp === ancestor.stamp { return ids }
            ids.formUnion(edition.touched)
            e = edition.parent
        }
        return nil
    }
}
