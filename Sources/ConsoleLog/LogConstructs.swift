import AutoLayout
import TextSupport
import UIKitFacts

/// The UIKit constructs behind a rebuilt log's entries, so that a session can rebuild the log
/// with them rather than with loose equations: a `UIStackView` for the `UISV-` entries, a
/// frame and an autoresizing mask for the `NSAutoresizingMaskLayoutConstraint`s, a view's
/// layout margins for the `UIView-…Margin-guide-constraint`s, a view's own guides
/// (`layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`,
/// `keyboardLayoutGuide`) for the guides the entries name, and the margin attributes as they
/// were printed. Entries that a construct makes are `covered`; the rest stay equations.
///
/// What a log does not print is inferred and said in `inferences`: the stack a group of
/// arranged views sits in (one is made up when no `UISV-canvas-connection` names it), the
/// stack's axis, distribution and alignment from the entries' attributes, the parts of a
/// frame no entry fixes (where the rebuilt layout puts them), the margins no guide constraint
/// prints (UIKit's 8). The view whose safe area's insets are printed is the view controller's
/// root: it becomes the session's root, the insets its `additionalSafeAreaInsets`.
public struct LogConstructs: Sendable {
    /// What one rebuilt view is made as.
    public enum Kind: Hashable, Sendable {
        /// A plain view.
        case view
        /// A view with `translatesAutoresizingMaskIntoConstraints` on, at `frame` (superview
        /// coordinates) with `mask`.
        case autoresized(frame: Frame, mask: AutoresizingMask)
        /// A stack view; its arranged views are its subviews, declared after it.
        case stack(StackView)
        /// A `UILayoutGuide` the app added (or a system guide whose owner cannot be rebuilt).
        case guide
    }

    /// A view to declare, after its parent.
    public struct Item: Hashable, Sendable {
        public let name: String
        /// `nil`: the session's root.
        public let parent: String?
        public let kind: Kind
    }

    /// The lowest iOS whose rules the constructs need (7 when none does).
    public let iOS: Int
    /// The views, guides and stacks, parents first. The session's root is not among them.
    public let items: [Item]
    /// Layout margins the guide constraints print, by view (sides they do not print: 8).
    public let margins: [String: DirectionalInsets]
    /// The root's `additionalSafeAreaInsets`: the printed safe-area insets of the view that
    /// became the root.
    public let additionalSafeArea: EdgeInsets?
    /// The printed entries no construct makes, as equations over the session's names (a
    /// system guide written `VIEW.safeAreaLayoutGuide`), by entry id.
    public let equations: [(id: Int, constraint: LayoutConstraint)]
    /// The entries a construct makes, by id, with the construct (`stack Stack1`).
    public let covered: [Int: String]
    /// What was inferred on the way, for the report.
    public let inferences: [String]

    /// The session's name for the root.
    static let root = "root"

    init(entries: [PrintedConstraint], rebuilt: RebuiltLog, rootSize: Size) {
        var b = Builder(entries: entries, rebuilt: rebuilt, rootSize: rootSize)
        b.findGuides()
        b.findStacks()
        b.findAutoresizing()
        b.findMargins()
        iOS = b.iOS
        items = b.items()
        margins = b.margins
        additionalSafeArea = b.additionalSafeArea
        equations = b.equations()
        covered = b.covered
        inferences = b.inferences
    }
}

extension LogConstructs {
    /// The inference, step by step, over the rebuilt log's names and hierarchy.
    fileprivate struct Builder {
        let entries: [PrintedConstraint]
        let rebuilt: RebuiltLog
        /// Identity → rebuilt name.
        let names: [String: String]
        /// Rebuilt name → session name (`root` for the view that became the root, `Owner.safeAreaLayoutGuide` for a system guide).
        var spelled: [String: String] = [:]
        var parents: [String: String] = [:]
        var kinds: [String: Kind] = [:]
        var iOS = 7
        var margins: [String: DirectionalInsets] = [:]
        var additionalSafeArea: EdgeInsets?
        var covered: [Int: String] = [:]
        var inferences: [String] = []
        /// Stacks in the order they were found, and the names made up for them.
        var stacks: [String] = []
        let frames: FrameMap
        let rootSize: Size

        init(entries: [PrintedConstraint], rebuilt: RebuiltLog, rootSize: Size) {
            self.entries = entries
            self.rebuilt = rebuilt
            self.rootSize = rootSize
            names = rebuilt.names
            for v in rebuilt.views { parents[v.name] = v.parent }
            var layout = rebuilt.layout
            layout.rootSize = rootSize
            frames = LayoutEngine().solve(layout).frames
        }

        func name(_ item: PrintedItem?) -> String? { item.flatMap { names[$0.identity] } }

        mutating func need(_ version: Int) { iOS = max(iOS, version) }

        // MARK: Guides

        /// Each system guide's owner, from its own constraints (`'UIView-leftMargin-guide-constraint'`,
        /// `'UIViewSafeAreaLayoutGuide-bottom'`) or else from the views constrained to it.
        mutating func findGuides() {
            var insets: [String: EdgeInsets] = [:]  // safe-area owner → printed insets
            for item in orderedItems where item.isLayoutGuide {
                guard let guide = names[item.identity] else { continue }
                let property = LogConstructs.property(of: item)
                guard let property else {
                    // A UILayoutGuide of the app's, or a stack's spacer (claimed by its stack later).
                    if item.className == "UILayoutGuide" {
                        kinds[guide] = .guide
                        need(9)
                    }
                    continue
                }
                if property == "keyboardLayoutGuide" {
                    spelled[guide] = "\(LogConstructs.root).keyboardLayoutGuide"
                    need(15)
                    continue
                }
                var owner: String?
                for (k, e) in entries.enumerated() where LogConstructs.isGuideOwnConstraint(e) {
                    guard let (g, o) = guideAndOther(e), g == guide else { continue }
                    owner = o
                    covered[k + 1] = property == "layoutMarginsGuide" ? "margins \(o)" : "\(o).\(property)"
                    if property == "safeAreaLayoutGuide", let edge = LogConstructs.edge(e) {
                        insets[o] = LogConstructs.setting(edge.attribute, to: inset(e, guide: g, near: edge.near), in: insets[o] ?? .zero)
                    }
                }
                if owner == nil {
                    // A view pinned to its superview's guide: the owner is that superview.
                    let others = entries.compactMap { e -> String? in
                        if name(e.first) == guide { return name(e.second) }
                        if name(e.second) == guide { return name(e.first) }
                        return nil
                    }
                    let known = parents
                    owner = others.compactMap { known[$0] }.first
                    inferences.append(
                        "\(guide) is \(owner ?? LogConstructs.root)'s \(property) (guessed: the log prints no constraint of the guide's own)"
                    )
                }
                let o = owner ?? LogConstructs.root
                spelled[guide] = "\(o).\(property)"
                need(property == "safeAreaLayoutGuide" ? 11 : 9)
            }
            // The view whose safe area is printed is the view controller's root, when nothing contains it.
            for (owner, printed) in insets.sorted(by: { $0.key < $1.key }) {
                if parents[owner] == nil, additionalSafeArea == nil {
                    spelled[owner] = LogConstructs.root
                    additionalSafeArea = printed
                    for (k, text) in covered where text == "\(owner).safeAreaLayoutGuide" {
                        covered[k] = "the root's additionalSafeAreaInsets"
                    }
                    for (guide, text) in spelled where text.hasPrefix(owner + ".") {
                        spelled[guide] = LogConstructs.root + text.dropFirst(owner.count)
                    }
                    for (view, parent) in parents where parent == owner { parents[view] = nil }
                    inferences.append(
                        "\(owner) is the view controller's root view (its safe area's insets are printed): the session's root, "
                            + "with additionalSafeAreaInsets \(printed.text)")
                } else {
                    // Insets of a view that is not the root cannot be set: keep its guide as a guide.
                    for (k, text) in covered where text == "\(owner).safeAreaLayoutGuide" { covered[k] = nil }
                    for (guide, text) in spelled where text == "\(owner).safeAreaLayoutGuide" {
                        spelled[guide] = nil
                        kinds[guide] = .guide
                        parents[guide] = owner
                        inferences.append("\(guide) stays a UILayoutGuide in \(owner): only the root's safe area can be given insets")
                    }
                }
            }
        }

        /// True when `ancestor` is `view` or contains it: making it `view`'s child would be a cycle.
        func contains(_ ancestor: String, _ view: String) -> Bool {
            var cursor: String? = view
            var steps = 0
            while let c = cursor, steps <= parents.count {
                if c == ancestor { return true }
                cursor = parents[c]
                steps += 1
            }
            return false
        }

        /// Every item of the entries, once, in order of appearance.
        var orderedItems: [PrintedItem] {
            var seen: Set<String> = []
            return entries.flatMap { [$0.first, $0.second].compactMap { $0 } }.filter { seen.insert($0.identity).inserted }
        }

        /// The guide and the other item of a guide's own constraint.
        func guideAndOther(_ e: PrintedConstraint) -> (String, String)? {
            guard let a = name(e.first), let b = name(e.second) else { return nil }
            if e.first.isLayoutGuide, !(e.second?.isLayoutGuide ?? true) { return (a, b) }
            if e.second?.isLayoutGuide == true, !e.first.isLayoutGuide { return (b, a) }
            return nil
        }

        /// The inset a guide's own constraint prints: how far the guide's edge is inside its owner's.
        func inset(_ e: PrintedConstraint, guide: String, near: Bool) -> Double {
            // guide.edge = owner.edge + c (guide first), or owner.edge = guide.edge + c (owner first).
            let guideMinusOwner = name(e.first) == guide ? e.constant : -e.constant
            return near ? guideMinusOwner : -guideMinusOwner
        }

        // MARK: Margins

        /// Margins printed by the margin guide's own constraints; sides not printed keep 8.
        mutating func findMargins() {
            for (k, e) in entries.enumerated() where LogConstructs.isGuideOwnConstraint(e) {
                guard let (guide, owner) = guideAndOther(e), spelled[guide] == "\(spelled[owner] ?? owner).layoutMarginsGuide",
                    let edge = LogConstructs.edge(e)
                else { continue }
                // Left to right, as the guide constraints' `(LTR)` says: left is leading.
                let m =
                    margins[owner].map { EdgeInsets(top: $0.top, left: $0.leading, bottom: $0.bottom, right: $0.trailing) } ?? EdgeInsets(8)
                let set = LogConstructs.setting(edge.attribute, to: inset(e, guide: guide, near: edge.near), in: m)
                margins[owner] = DirectionalInsets(top: set.top, leading: set.left, bottom: set.bottom, trailing: set.right)
                covered[k + 1] = "margins \(spelled[owner] ?? owner)"
            }
            for e in entries where e.firstAttribute.marginSign != nil || e.secondAttribute?.marginSign != nil { need(8) }
            if !margins.isEmpty { need(8) }
        }

        // MARK: Stacks

        /// Group the `UISV-` entries by stack: arranged views joined by spacing, alignment and
        /// fill-equally entries; the stack named by a canvas connection, else made up.
        mutating func findStacks() {
            let stackEntries = entries.enumerated().filter { $0.element.identifier?.hasPrefix("UISV-") == true }
            guard !stackEntries.isEmpty else { return }
            var group = UnionFind()
            var stackOf: [String: String] = [:]  // any member → its stack
            var members: [String] = []
            func member(_ n: String) {
                if !members.contains(n) { members.append(n) }
            }
            for (_, e) in stackEntries {
                guard let a = name(e.first) else { continue }
                let b = name(e.second)
                switch e.identifier ?? "" {
                case "UISV-canvas-connection":
                    guard let b else { continue }
                    let (stack, view) = LogConstructs.stackAndView(e, a, b)
                    guard !(e.first.isLayoutGuide || e.second?.isLayoutGuide == true) else { continue }
                    member(view)
                    stackOf[view] = stack
                case "UISV-spacing", "UISV-alignment", "UISV-fill-equally":
                    guard let b, !e.first.isLayoutGuide, e.second?.isLayoutGuide != true else { continue }
                    member(a)
                    member(b)
                    group.join(a, b)
                default:
                    if !e.first.isLayoutGuide { member(a) }
                }
            }
            // One stack per group.
            var groups: [String: [String]] = [:]
            var roots: [String] = []
            for m in members {
                let r = group.find(m)
                if groups[r] == nil { roots.append(r) }
                groups[r, default: []].append(m)
            }
            var made = 0
            // A group no canvas connection places is in the one view of a stack class the log
            // prints besides, if there is exactly one (`_UIButtonBarStackView` as a '|').
            let unplaced = roots.filter { r in !(groups[r] ?? []).contains { stackOf[$0] != nil } }
            let stackClassed = orderedItems.filter { $0.className.hasSuffix("StackView") }.compactMap { name($0) }
                .filter { !members.contains($0) && !stackOf.values.contains($0) }
            for r in roots {
                let views = groups[r] ?? []
                var stack = views.lazy.compactMap { stackOf[$0] }.first
                if stack == nil, unplaced.count == 1, stackClassed.count == 1, let only = stackClassed.first {
                    stack = only
                    inferences.append("\(only) is the stack view of \(views.joined(separator: ", ")) (guessed from its class)")
                }
                if stack == nil {
                    made += 1
                    var candidate = "Stack\(made)"
                    while rebuilt.views.contains(where: { $0.name == candidate }) || stacks.contains(candidate) {
                        made += 1
                        candidate = "Stack\(made)"
                    }
                    stack = candidate
                    let shared = Set(views.map { parents[$0] })
                    if shared.count == 1, let p = shared.first ?? nil { parents[candidate] = p }
                    inferences.append(
                        "\(candidate) is the stack view of \(views.joined(separator: ", ")) (made up: no canvas connection names it)")
                }
                guard let stack, !views.contains(stack) else { continue }
                // A stack's arranged views are its subviews; a stack inside one of them cannot be.
                if let p = parents[stack], views.contains(p) { parents[stack] = nil }
                var cursor: String? = parents[stack]
                var isAncestor = false
                while let c = cursor {
                    if views.contains(c) { isAncestor = true }
                    cursor = parents[c]
                }
                guard !isAncestor else { continue }
                for v in views { parents[v] = stack }
                stacks.append(stack)
                kinds[stack] = .stack(inferStack(stack, views, stackEntries))
                need(9)
            }
        }

        /// The stack's arranged order, axis, spacing, distribution, alignment and hidden views
        /// from its entries, and which entries it makes.
        mutating func inferStack(_ stack: String, _ views: [String], _ all: [(offset: Int, element: PrintedConstraint)]) -> StackView {
            // A stack's entries: its canvas connections, and the others between its arranged views
            // (the stack's own UISV-hiding belongs to the stack it is in).
            let mine = all.filter { _, e in
                guard let a = name(e.first) else { return false }
                if e.identifier == "UISV-canvas-connection", let b = name(e.second) {
                    return LogConstructs.stackAndView(e, a, b).stack == stack && views.contains(LogConstructs.stackAndView(e, a, b).view)
                }
                return views.contains(a) || name(e.second).map(views.contains) == true
            }
            var axis: StackView.Axis?
            var after: [String: String] = [:]
            var spacings: [String: Double] = [:]
            var first: String?
            var hidden: Set<String> = []
            var alignments: Set<LayoutAttribute> = []
            var distribution = StackView.Distribution.fill
            var spacedAtLeast = false
            var baseline = false
            for (k, e) in mine {
                covered[k + 1] = "stack \(stack)"
                let attribute = e.firstAttribute.attribute
                switch e.identifier ?? "" {
                case "UISV-spacing":
                    guard let b = name(e.first), let a = name(e.second) else { continue }
                    after[a] = b
                    spacings[a] = e.constant
                    if e.relation == .greaterThanOrEqual { spacedAtLeast = true }
                    if attribute == .firstBaseline { baseline = true }
                    axis = attribute.axis == .horizontal ? .horizontal : .vertical
                case "UISV-hiding":
                    guard let v = name(e.first) else { continue }
                    hidden.insert(v)
                    axis = axis ?? (attribute == .width ? .horizontal : .vertical)
                case "UISV-fill-equally":
                    distribution = .fillEqually
                    axis = axis ?? (attribute == .width ? .horizontal : .vertical)
                case "UISV-fill-proportionally":
                    distribution = .fillProportionally
                    axis = axis ?? (attribute == .width ? .horizontal : .vertical)
                case "UISV-alignment":
                    alignments.insert(attribute)
                case "UISV-canvas-connection":
                    guard let a = name(e.first), let b = name(e.second) else { continue }
                    let view = LogConstructs.stackAndView(e, a, b).view
                    if LogConstructs.isNearEdge(attribute) { first = first ?? view }
                default:
                    if e.identifier?.hasPrefix("UISV-distributing") == true {
                        distribution = [.centerX, .centerY].contains(attribute) ? .equalCentering : .equalSpacing
                    }
                }
            }
            if spacedAtLeast, distribution == .fill { distribution = .equalSpacing }
            // The order: from the first (by canvas connection or no predecessor) along the spacing.
            let successors = Set(after.values)
            var order: [String] = []
            var cursor =
                first.flatMap { f in views.contains(f) && !successors.contains(f) ? f : nil } ?? views.first { !successors.contains($0) }
            while let c = cursor, !order.contains(c) {
                order.append(c)
                cursor = after[c]
            }
            order += views.filter { !order.contains($0) }
            if axis == nil {
                axis = .vertical
                inferences.append("\(stack)'s axis is guessed (vertical): no spacing or hiding entry shows it")
            }
            var view = StackView(name: stack, arranged: order)
            view.axis = axis ?? .vertical
            view.distribution = distribution
            view.hidden = hidden
            view.isBaselineRelative = baseline && view.axis == .vertical
            // The commonest gap is the stack's spacing; the others are custom spacings after a view.
            // (A hidden view's gap collapses to 0: it says nothing of the spacing.)
            let visibleGaps = spacings.filter { !hidden.contains($0.key) }
            var counts: [Double: Int] = [:]
            for (_, g) in visibleGaps { counts[g, default: 0] += 1 }
            if let common = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key {
                view.spacing = common
                for (a, g) in visibleGaps where g != common {
                    view.customSpacing[a] = g
                    need(11)
                }
            }
            view.alignment = LogConstructs.alignment(alignments, axis: view.axis)
            return view
        }

        // MARK: Autoresizing

        /// A frame and mask for each view with autoresizing entries: the printed parts, the
        /// rest where the rebuilt layout puts the view. UIKit's constraints for a mask depend
        /// on the superview's size when the frame was set, so this is done only where that size
        /// is known (the root, or a superview rebuilt the same way) and only for iOS logs
        /// (AppKit's masks measure from the bottom); elsewhere the entries stay equations.
        mutating func findAutoresizing() {
            var byView: [String: [(Int, PrintedConstraint)]] = [:]
            var order: [String] = []
            for (k, e) in entries.enumerated() where e.isAutoresizing {
                // An autoresizing constraint relates a view to its superview only.
                let (view, superview) = e.first.name == "|" ? (name(e.second), name(e.first)) : (name(e.first), name(e.second))
                guard let view, case .view = kinds[view] ?? .view, !stacks.contains(parents[view] ?? "") else { continue }
                if let superview, parents[view] == nil, !contains(view, superview) {
                    parents[view] = superview
                }
                if byView[view] == nil { order.append(view) }
                byView[view, default: []].append((k + 1, e))
            }
            guard rebuilt.platform == .iOS else {
                if !order.isEmpty {
                    inferences.append(
                        "autoresizing entries stay equations: AppKit's masks are not UIKit's (macOS measures from the bottom)")
                }
                return
            }
            // Superviews first, so that a superview rebuilt from its frame gives its size to its subviews.
            func depth(_ v: String) -> Int {
                var d = 0
                var c = parents[v]
                while let p = c, d <= parents.count {
                    d += 1
                    c = parents[p]
                }
                return d
            }
            for view in order.sorted(by: { depth($0) < depth($1) }) {
                let printed = byView[view] ?? []
                let parent = parents[view].flatMap { spelled[$0] == LogConstructs.root ? nil : $0 }
                let superSize: Size
                if let parent {
                    guard case let .autoresized(frame, _) = kinds[parent] ?? .view else {
                        inferences.append(
                            "\(view)'s autoresizing entries stay equations: the mask's constraints depend on \(parent)'s size, which the log does not give"
                        )
                        continue
                    }
                    superSize = Size(width: frame.width, height: frame.height)
                } else {
                    superSize = rootSize
                }
                guard let mask = printed.first.flatMap({ LogConstructs.mask(fromNotation: $0.1.autoresizingMask ?? "") }) else { continue }
                var frame = frames[view] ?? Frame(x: 0, y: 0, width: 0, height: 0)
                var fixed: [String] = []
                var values: [(attribute: LayoutAttribute, value: Double)] = []
                for (_, e) in printed {
                    guard let value = LogConstructs.value(of: e, view: view, names: names, superview: superSize) else { continue }
                    values.append(value)
                }
                guard values.count == printed.count else { continue }
                // Sizes first: the positions below need them.
                for value in values.filter({ $0.attribute.isDimension }) + values.filter({ !$0.attribute.isDimension }) {
                    switch value.attribute {
                    case .width: frame.width = value.value
                    case .height: frame.height = value.value
                    case .left, .leading, .minX: frame.x = value.value
                    case .right, .trailing, .maxX: frame.x = value.value - frame.width
                    case .centerX, .midX: frame.x = value.value - frame.width / 2
                    case .top, .minY: frame.y = value.value
                    case .bottom, .maxY: frame.y = value.value - frame.height
                    case .centerY, .midY: frame.y = value.value - frame.height / 2
                    default: continue
                    }
                    fixed.append(LogConstructs.framePart(value.attribute.name))
                }
                // A flexible size no entry prints spans its superview, less the printed margins.
                for (flexible, isWidth) in [(mask.contains(.flexibleWidth), true), (mask.contains(.flexibleHeight), false)] where flexible {
                    let part = isWidth ? "width" : "height"
                    guard !fixed.contains(part) else { continue }
                    let whole = isWidth ? superSize.width : superSize.height
                    let (nearEdges, farEdges): ([LayoutAttribute], [LayoutAttribute]) =
                        isWidth ? ([.left, .leading, .minX], [.right, .trailing, .maxX]) : ([.top, .minY], [.bottom, .maxY])
                    let near = values.first { nearEdges.contains($0.attribute) }?.value ?? 0
                    let far = values.first { farEdges.contains($0.attribute) }.map { whole - $0.value } ?? 0
                    let size = whole - near - far
                    if isWidth {
                        frame.width = size
                        frame.x = near
                    } else {
                        frame.height = size
                        frame.y = near
                    }
                    fixed += [part, isWidth ? "x" : "y"]
                    inferences.append(
                        "\(view)'s flexible \(part) spans its superview (\(formatNumber(size))): the log prints no entry for it")
                }
                let parts = [frame.x, frame.y, frame.width, frame.height].map { ($0 * 1000).rounded() / 1000 }
                guard parts.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }), parts[2] >= 0, parts[3] >= 0 else {
                    inferences.append("\(view)'s autoresizing entries stay equations: they give it a negative size")
                    continue
                }
                frame = Frame(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
                kinds[view] = .autoresized(frame: frame, mask: mask)
                for (k, _) in printed { covered[k] = "\(view)'s frame and autoresizing mask" }
                let unprinted = ["x", "y", "width", "height"].filter { !fixed.contains($0) }
                if !unprinted.isEmpty {
                    inferences.append(
                        "\(view)'s frame \(parts.map(formatNumber).joined(separator: ",")): "
                            + "\(unprinted.joined(separator: ", ")) where the rebuilt layout puts it (the log prints no entry for it)")
                }
            }
        }

        // MARK: The result

        /// The views in declaration order: parents before children, the root left out.
        func items() -> [Item] {
            var out: [Item] = []
            var done: Set<String> = []
            var all = rebuilt.views.map(\.name)
            all += stacks.filter { !all.contains($0) }
            // A guide contains nothing: a view the log hangs from one hangs from the guide's view.
            func container(of n: String) -> String? {
                var p = parents[n]
                var steps = 0
                while let q = p, steps <= parents.count {
                    if spelled[q] == LogConstructs.root { return nil }
                    let isGuide: Bool
                    if case .guide = kinds[q] ?? .view { isGuide = true } else { isGuide = spelled[q] != nil }
                    if !isGuide { return q }
                    p = parents[q]
                    steps += 1
                }
                return nil
            }
            func add(_ n: String, _ depth: Int) {
                guard !done.contains(n), depth < all.count + 1, spelled[n] == nil else { return }
                let parent = container(of: n)
                if let parent { add(parent, depth + 1) }
                done.insert(n)
                out.append(Item(name: n, parent: parent, kind: kinds[n] ?? .view))
            }
            for n in all { add(n, 0) }
            return out
        }

        /// The entries no construct makes, over the session's names, keeping margin attributes.
        func equations() -> [(id: Int, constraint: LayoutConstraint)] {
            var out: [(id: Int, constraint: LayoutConstraint)] = []
            for (k, e) in entries.enumerated() where covered[k + 1] == nil {
                guard rebuilt.constraints[k].constraint != nil, let first = name(e.first) else { continue }
                let a = spelled[first] ?? first
                let b = name(e.second).map { spelled[$0] ?? $0 }
                func attribute(_ p: PrintedAttribute) -> LayoutAttribute {
                    p.marginSign != nil ? LayoutAttribute(name: p.name) ?? p.attribute : p.attribute
                }
                var second = b
                var secondAttribute = e.secondAttribute.map(attribute) ?? .notAnAttribute
                var multiplier = e.multiplier
                let firstAttribute = attribute(e.firstAttribute)
                if second == nil, !firstAttribute.isDimension {
                    // A position without a second item is measured in the superview.
                    second = parents[first].map { spelled[$0] ?? $0 } ?? LogConstructs.root
                    secondAttribute = firstAttribute.axis == .horizontal ? .left : .top
                    multiplier = 1
                }
                guard
                    var c = try? LayoutConstraint(
                        item: a, attribute: firstAttribute, relatedBy: e.relation, toItem: second, attribute: secondAttribute,
                        multiplier: multiplier, constant: e.constant,
                        priority: e.priority.map { LayoutPriority(Float($0)) } ?? .required)
                else { continue }
                c.identifier = e.identifier
                out.append((k + 1, c))
            }
            return out
        }
    }
}

extension LogConstructs {
    /// The UIView property a system guide is (`safeAreaLayoutGuide`), from the name UIKit gives it.
    static func property(of item: PrintedItem) -> String? {
        let text = item.text ?? ""
        if text == "UIViewLayoutMarginsGuide" { return "layoutMarginsGuide" }
        if text == "UIViewSafeAreaLayoutGuide" { return "safeAreaLayoutGuide" }
        if text == "UIViewReadableContentGuide" { return "readableContentGuide" }
        if item.className.contains("KeyboardLayoutGuide") || text == "UIKeyboardLayoutGuide" { return "keyboardLayoutGuide" }
        return nil
    }

    /// True for the constraints UIKit makes for a view's own guides.
    static func isGuideOwnConstraint(_ e: PrintedConstraint) -> Bool {
        let id = e.identifier ?? ""
        return id.hasSuffix("Margin-guide-constraint") || id.hasPrefix("UIViewSafeAreaLayoutGuide-")
            || id.hasPrefix("UIViewReadableContentGuide")
    }

    /// The edge a guide's own constraint holds, and whether it is a near edge (left, leading, top).
    static func edge(_ e: PrintedConstraint) -> (attribute: LayoutAttribute, near: Bool)? {
        let a = e.firstAttribute.attribute
        guard [.left, .right, .top, .bottom, .leading, .trailing].contains(a) else { return nil }
        return (a, isNearEdge(a))
    }

    static func isNearEdge(_ a: LayoutAttribute) -> Bool { [.left, .leading, .top].contains(a) }

    /// `insets` with the edge a guide constraint holds set to `value` (leading as left).
    static func setting(_ edge: LayoutAttribute, to value: Double, in insets: EdgeInsets) -> EdgeInsets {
        var i = insets
        switch edge {
        case .top: i.top = value
        case .bottom: i.bottom = value
        case .left, .leading: i.left = value
        default: i.right = value
        }
        return i
    }

    /// The stack and the arranged view of a canvas connection: the `'|'`, else the item of a
    /// stack class, else the first item on a near edge and the second on a far one (as UIKit
    /// writes them: `stack.top == first.top`, `last.bottom == stack.bottom`).
    static func stackAndView(_ e: PrintedConstraint, _ a: String, _ b: String) -> (stack: String, view: String) {
        if e.first.name == "|" { return (a, b) }
        if e.second?.name == "|" { return (b, a) }
        let aStack = e.first.className.hasSuffix("StackView"), bStack = e.second?.className.hasSuffix("StackView") ?? false
        if aStack != bStack { return aStack ? (a, b) : (b, a) }
        return isNearEdge(e.firstAttribute.attribute) ? (a, b) : (b, a)
    }

    /// The alignment the `UISV-alignment` entries' attributes show (fill when there are none).
    static func alignment(_ attributes: Set<LayoutAttribute>, axis: StackView.Axis) -> StackView.Alignment {
        let (start, end, centre): (Set<LayoutAttribute>, Set<LayoutAttribute>, LayoutAttribute) =
            axis == .horizontal ? ([.top], [.bottom], .centerY) : ([.leading, .left], [.trailing, .right], .centerX)
        if attributes.contains(.firstBaseline) { return .firstBaseline }
        if attributes.contains(.lastBaseline) { return .lastBaseline }
        if attributes.contains(centre) { return .center }
        let near = !attributes.isDisjoint(with: start), far = !attributes.isDisjoint(with: end)
        if near, !far { return axis == .horizontal ? .top : .leading }
        if far, !near { return axis == .horizontal ? .bottom : .trailing }
        return .fill
    }

    /// The mask Apple's `h=-&- v=&--` notation prints: per axis near margin, size, far margin;
    /// `--&` (nothing flexible but what UIKit adds) is no mask at all.
    public static func mask(fromNotation text: String) -> AutoresizingMask? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, parts[0].hasPrefix("h="), parts[1].hasPrefix("v=") else { return nil }
        var mask: AutoresizingMask = []
        for (part, bits) in [
            (parts[0].dropFirst(2), [AutoresizingMask.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]),
            (parts[1].dropFirst(2), [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]),
        ] {
            let letters = Array(part)
            guard letters.count == 3, letters.allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
            if letters == ["-", "-", "&"] { continue }
            for (letter, bit) in zip(letters, bits) where letter == "&" { mask.insert(bit) }
        }
        return mask
    }

    /// What an autoresizing entry fixes of its view: an attribute's value in the superview's
    /// coordinates (`minX == 10`: left is 10; `V:[v]-(0)-|`: bottom is the superview's height).
    static func value(
        of e: PrintedConstraint, view: String, names: [String: String], superview: Size
    ) -> (
        attribute: LayoutAttribute, value: Double
    )? {
        func inSuperview(_ a: LayoutAttribute) -> Double? {
            switch a {
            case .left, .leading, .top, .minX, .minY: 0
            case .right, .trailing, .maxX: superview.width
            case .bottom, .maxY: superview.height
            case .centerX, .midX: superview.width / 2
            case .centerY, .midY: superview.height / 2
            case .width: superview.width
            case .height: superview.height
            default: nil
            }
        }
        let viewIsFirst = names[e.first.identity] == view && e.first.name != "|"
        guard let other = viewIsFirst ? e.secondAttribute?.attribute ?? .notAnAttribute : Optional(e.firstAttribute.attribute) else {
            return nil
        }
        let otherValue = other == .notAnAttribute ? 0 : inSuperview(other)
        guard let otherValue else { return nil }
        if viewIsFirst {
            // view.a = k·other + c
            return (e.firstAttribute.attribute, e.multiplier * otherValue + e.constant)
        }
        // other = k·view.a + c
        guard e.multiplier != 0, let mine = e.secondAttribute?.attribute else { return nil }
        return (mine, (otherValue - e.constant) / e.multiplier)
    }

    /// Which part of a frame an attribute fixes.
    static func framePart(_ name: String) -> String {
        switch name {
        case "width": "width"
        case "height": "height"
        case "left", "leading", "right", "trailing", "centerX", "minX", "midX", "maxX": "x"
        default: "y"
        }
    }
}

/// Disjoint sets of names, for grouping arranged views.
private struct UnionFind {
    var parent: [String: String] = [:]

    mutating func find(_ x: String) -> String {
        var r = x
        while let p = parent[r], p != r { r = p }
        var c = x
        while let p = parent[c], p != r {
            parent[c] = r
            c = p
        }
        return r
    }

    mutating func join(_ a: String, _ b: String) {
        let ra = find(a), rb = find(b)
        if ra != rb { parent[ra] = rb }
    }
}
