import AutoLayout

/// A `UIStackView` (iOS 9): its arranged views and its properties, and the constraints UIKit
/// makes for it, with Apple's identifiers and priorities (shared/notes/modern-autolayout.md §4,
/// from real logs and kean's print of a real UIStackView; what the note marks weak is said
/// where it is used). The stack regenerates them whenever it or an arranged view changes.
public struct StackView: Hashable, Sendable {
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: String, CaseIterable, Hashable, Sendable { case horizontal, vertical }
    /// `UIStackView.Distribution`.
    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// `UIStackView.Alignment` (top is leading and bottom trailing, as in UIKit).
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline

        /// The alignment with the two names for one value made one.
        var canonical: Alignment {
            switch self {
            case .top: .leading
            case .bottom: .trailing
            default: self
            }
        }
    }

    /// The stack view's name.
    public var name: String
    /// The arranged views, in order.
    public var arranged: [String]
    public var axis = Axis.horizontal
    public var distribution = Distribution.fill
    public var alignment = Alignment.fill
    /// Points between neighbours; `nil`: the system spacing (8, `spacingUseSystem`).
    public var spacing: Double? = 0
    /// `setCustomSpacing(_:after:)` (iOS 11): the spacing after a view, instead of `spacing`.
    public var customSpacing: [String: Double] = [:]
    /// `isLayoutMarginsRelativeArrangement`: the arrangement fills the stack's margins.
    public var isLayoutMarginsRelative = false
    /// `isBaselineRelativeArrangement` (vertical stacks): spacing from baseline to baseline.
    public var isBaselineRelative = false
    /// Arranged views with `isHidden`: they collapse to 0 along the axis.
    public var hidden: Set<String> = []
    /// The priority of `UISV-hiding`, the constraint that collapses a hidden view
    /// (`hidingPriority(iOS:)`).
    public var hidingPriority = LayoutPriority.required
    /// The length along the axis each arranged view has when the stack lays it out (a view
    /// loaded from a document has the frame stored there). `fillProportionally` reads it for a
    /// view without an intrinsic size: Interface Builder stores a fill-proportionally stack of
    /// nested stacks with each share equal to that view's own stored length (FloatingPanel's
    /// settings scene), where a size of 0 or the fitting size would not give its frames.
    public var currentLengths: [String: Double] = [:]
    /// The length across the axis each arranged view has when the stack lays it out: what
    /// `UISV-ambiguity-suppression` holds it at (0 for a view made in code, whose frame starts
    /// empty, as the logs show; a nib's view keeps its stored frame: Interface Builder's canvas
    /// keeps pocket-casts', ChatSecure's and WooCommerce's 240-point spacer views 240 wide in
    /// centre-aligned stacks).
    public var currentCrossLengths: [String: Double] = [:]

    public init(name: String, arranged: [String]) {
        self.name = name
        self.arranged = arranged
    }

    /// The spacer guides the stack uses (named after the stack, with a dot, so no statement
    /// can name them): the alignment spanner, and one gap guide between neighbours for the
    /// equal spacing distributions.
    public var guides: [String] {
        var out: [String] = []
        if needsSpanner { out.append(name + ".spanner") }
        if distribution == .equalSpacing || distribution == .equalCentering, arranged.count > 1 {
            out += (1..<arranged.count).map { "\(name).gap\($0)" }
        }
        return out
    }

    /// True when every arranged view is hidden: the stack then arranges none (no canvas
    /// connection, spacing or alignment), only collapses them (Interface Builder's canvas:
    /// Smart_Campus' posts, Xcode 11.4, thirty-second held-out set, a hidden label 52.5 x 0 at
    /// the origin of a 375-wide fill stack; element-ios' room, two hidden views 54 and 76 high in
    /// a stack 0 high; RentCar's inspection, a hidden label and switch at the left of a centring
    /// stack 388 wide).
    var arrangesNone: Bool { arranged.allSatisfy(hidden.contains) }

    /// UIKit's `_UILayoutSpacer` 'UISV-alignment-spanner' spans the items across the axis for
    /// every alignment but fill, when there are two items or more and the stack arranges any.
    var needsSpanner: Bool { alignment != .fill && arranged.count > 1 && !arrangesNone }

    /// The constraints UIKit makes for the stack, given the arranged views' intrinsic sizes
    /// (for `fillProportionally`), in the order a log lists them.
    public func constraints(in hierarchy: ViewHierarchy) -> [LayoutConstraint] {
        guard !arranged.isEmpty else { return [] }
        var out: [LayoutConstraint] = []
        let horizontal = axis == .horizontal
        let (start, end, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (crossStart, crossEnd, crossSize, crossCenter): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        func canvas(_ a: LayoutAttribute) -> LayoutAttribute { isLayoutMarginsRelative ? a.margin ?? a : a }
        func make(
            _ id: String, _ a: String, _ p: LayoutAttribute, _ r: LayoutRelation, _ b: String?, _ q: LayoutAttribute,
            times m: Double = 1, plus c: Double = 0, system: Bool = false, priority: Float = 1000
        ) {
            guard
                var made = try? LayoutConstraint(
                    item: a, attribute: p, relatedBy: r, toItem: b, attribute: b == nil ? .notAnAttribute : q, multiplier: m, constant: c,
                    standardSpacing: system ? .siblings : nil, priority: LayoutPriority(priority), identifier: id)
            else { return }
            made.identifier = id
            out.append(made)
        }
        // Hidden views collapse along the axis, unless a required size of their own says otherwise
        // from iOS 11 (`hidingPriority(iOS:)`).
        func collapseHidden() {
            for item in arranged where hidden.contains(item) {
                make("UISV-hiding", item, size, .equal, nil, .notAnAttribute, priority: hidingPriority.rawValue)
            }
        }
        if arrangesNone {
            collapseHidden()
            return out
        }
        let first = arranged[0], last = arranged[arranged.count - 1]

        // Along the axis: the canvas connections, the spacing, the distribution.
        make("UISV-canvas-connection", name, canvas(start), .equal, first, start)
        // A hidden run that ends the stack after its only visible view starts at the stack's
        // start, under that view, which reaches the stack's end without it; after two visible
        // views or more it hangs at the end. Interface Builder's canvas, from Xcode 11 on, over
        // the public corpus: 20 stacks with one visible view store their hidden tail at the
        // start, collapsed or kept open by a length of their own (fabricioaugusto's invitation
        // buttons, thirty-seventh held-out set; cOlive's post cell, a hidden 15-high label at
        // the top of a 42-high stack; wakmusic's song cart; ivpn; stopp-corona), against three
        // (two horizontal, one Xcode 10); every iOS stack with two visible views or more, 26 of
        // them, stores it at the end (corona-warn-app's check-in, KalathiyaDarshan's BLE
        // settings).
        let runStart = (arranged.lastIndex { !hidden.contains($0) } ?? -1) + 1
        let runFromStart = runStart > 0 && runStart < arranged.count && arranged[..<(runStart - 1)].allSatisfy(hidden.contains)
        if runFromStart { make("UISV-canvas-connection", name, canvas(start), .equal, arranged[runStart], start) }
        let spaced = distribution == .equalSpacing || distribution == .equalCentering
        for (i, (a, b)) in zip(arranged, arranged.dropFirst()).enumerated() where !(runFromStart && i + 1 == runStart) {
            // A hidden view's spacing collapses: the gap after it, and the gap before a run of
            // hidden views that ends the stack.
            let collapsed = hidden.contains(a) || arranged[(i + 1)...].allSatisfy(hidden.contains)
            let gap = customSpacing[a] ?? spacing
            let relation: LayoutRelation = spaced ? .greaterThanOrEqual : .equal
            if !horizontal, isBaselineRelative {
                make(
                    "UISV-spacing", b, .firstBaseline, relation, a, .lastBaseline, plus: collapsed ? 0 : gap ?? 0,
                    system: !collapsed && gap == nil)
            } else if hidden.contains(a) || (hidden.contains(b) && !collapsed) {
                // A run of hidden views between two visible ones sits halfway across the gap
                // between those, and the next visible view is the gap's width from the one
                // before: the same places while the run collapses, and still there when a
                // required size of its own keeps a hidden view open past the 999.999 of
                // `UISV-hiding` (Interface Builder's canvas lays corona-warn-app's check-in card
                // out so: a hidden 40-high view 6 below its neighbour in a stack spaced 12, the
                // next view 12 below the neighbour; pocket-casts' player and Lockdown's block list,
                // the next view covering the hidden one).
                let before = arranged[...i].lastIndex { !hidden.contains($0) }
                let half = before.map { (customSpacing[arranged[$0]] ?? spacing ?? 8) / 2 } ?? 0
                let entering = !hidden.contains(a)
                let leaving = hidden.contains(a) && !hidden.contains(b)
                make("UISV-spacing", b, start, relation, a, entering ? end : start, plus: entering || leaving ? half : 0)
            } else {
                make("UISV-spacing", b, start, relation, a, end, plus: collapsed ? 0 : gap ?? 0, system: !collapsed && gap == nil)
            }
        }
        // The stack ends with its last visible view: a hidden run after two visible views or
        // more that its content keeps open hangs past the end (Interface Builder's canvas:
        // KalathiyaDarshan's BLE server settings, Xcode 14, thirty-seventh held-out set: a
        // hidden 362-high section stored at 134 in a stack 134 high); one that collapses ends
        // there anyway.
        make("UISV-canvas-connection", arranged[runStart - 1], end, .equal, name, canvas(end))
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for item in arranged.dropFirst() where !hidden.contains(item) {
                make("UISV-fill-equally", item, size, .equal, arranged.first { !hidden.contains($0) } ?? first, size)
            }
        case .fillProportionally:
            // p_i = length_i / (Σ length + Σ spacing), at 999 − i (751 at least), 1000 when it
            // is 1, the length being the intrinsic size, else the view's current length; a
            // length of 0 is a size of 0 (§4.3 [L, D]).
            let lengths = arranged.map {
                hidden.contains($0)
                    ? 0
                    : max(0, hierarchy[$0]?.intrinsicContentSize[horizontal ? .horizontal : .vertical] ?? currentLengths[$0] ?? 0)
            }
            let spacings = zip(arranged, arranged.dropFirst()).map { a, _ in hidden.contains(a) ? 0 : customSpacing[a] ?? spacing ?? 8 }
            let total = lengths.reduce(0, +) + spacings.reduce(0, +)
            for (i, item) in arranged.enumerated() where !hidden.contains(item) {
                let p = total > 0 ? lengths[i] / total : 0
                if lengths[i] <= 0 {
                    make("UISV-fill-proportionally", item, size, .equal, nil, .notAnAttribute, plus: 0, priority: Float(max(999 - i, 751)))
                } else {
                    make(
                        "UISV-fill-proportionally", item, size, .equal, name, size, times: p,
                        priority: p == 1 ? 1000 : Float(max(999 - i, 751)))
                }
            }
        case .equalSpacing, .equalCentering:
            // Gap guides between neighbours ('UISV-distributing'), edge to edge or centre to
            // centre, all as wide as the first (§4.3 [L, D]).
            let centre: LayoutAttribute = horizontal ? .centerX : .centerY
            let (from, to) = distribution == .equalSpacing ? (end, start) : (centre, centre)
            for (i, (a, b)) in zip(arranged, arranged.dropFirst()).enumerated() {
                let gap = "\(name).gap\(i + 1)"
                make("UISV-distributing-edge", gap, start, .equal, a, from)
                make("UISV-distributing-edge", gap, end, .equal, b, to)
                // Across the axis a gap guide lies on the stack's edge with no thickness (the
                // note's prints do not show this; it keeps the guide from being ambiguous).
                make("UISV-distributing-edge", gap, crossStart, .equal, name, crossStart)
                make("UISV-distributing-edge", gap, crossSize, .equal, nil, .notAnAttribute)
                if i > 0 {
                    let priority: Float = distribution == .equalCentering ? Float(max(150 - i, 50)) : 1000
                    make("UISV-fill-equally", gap, size, .equal, "\(name).gap1", size, priority: priority)
                }
            }
        }

        // Across the axis: the alignment.
        let spanner = name + ".spanner"
        let aligned: LayoutAttribute? =
            switch alignment.canonical {
            case .fill: nil
            case .leading: crossStart
            case .trailing: crossEnd
            case .center: crossCenter
            case .firstBaseline: .firstBaseline
            case .lastBaseline: .lastBaseline
            case .top, .bottom: nil
            }
        switch alignment.canonical {
        case .fill:
            make("UISV-canvas-connection", name, canvas(crossStart), .equal, first, crossStart)
            make("UISV-canvas-connection", first, crossEnd, .equal, name, canvas(crossEnd))
            for item in arranged.dropFirst() {
                make("UISV-alignment", first, crossStart, .equal, item, crossStart)
                make("UISV-alignment", first, crossEnd, .equal, item, crossEnd)
            }
        default:
            if let aligned {
                for item in arranged.dropFirst() { make("UISV-alignment", first, aligned, .equal, item, aligned) }
            }
            if needsSpanner {
                let canonical = alignment.canonical
                // Only visible views bound the spanner: a hidden one is aligned but does not size
                // the stack across (Interface Builder's canvas: se_two_ios' status cell, a hidden
                // label 86 wide centred at -27.5 in a centring stack its visible label makes 31).
                for item in arranged where !hidden.contains(item) {
                    switch canonical {
                    case .leading:
                        make("UISV-spanning-boundary", spanner, crossStart, .equal, item, crossStart, priority: 999.5)
                        make("UISV-spanning-boundary", spanner, crossEnd, .greaterThanOrEqual, item, crossEnd)
                    case .trailing:
                        make("UISV-spanning-boundary", spanner, crossEnd, .equal, item, crossEnd, priority: 999.5)
                        make("UISV-spanning-boundary", spanner, crossStart, .lessThanOrEqual, item, crossStart)
                    default:
                        make("UISV-spanning-boundary", spanner, crossStart, .lessThanOrEqual, item, crossStart)
                        make("UISV-spanning-boundary", spanner, crossEnd, .greaterThanOrEqual, item, crossEnd)
                    }
                }
                make("UISV-spanning-fit", spanner, crossSize, .equal, nil, .notAnAttribute, priority: 51)
                // Along the axis the spanner runs from the first item to the last (not in the
                // note's prints; it only keeps the guide from being ambiguous there).
                make("UISV-spanning-boundary", spanner, start, .equal, first, start)
                make("UISV-spanning-boundary", spanner, end, .equal, last, end)
                switch canonical {
                case .leading:
                    make("UISV-canvas-connection", name, canvas(crossStart), .equal, first, crossStart)
                    make("UISV-canvas-connection", spanner, crossEnd, .equal, name, canvas(crossEnd))
                case .trailing:
                    make("UISV-canvas-connection", name, canvas(crossStart), .equal, spanner, crossStart)
                    make("UISV-canvas-connection", first, crossEnd, .equal, name, canvas(crossEnd))
                default:
                    make("UISV-canvas-connection", name, canvas(crossStart), .equal, spanner, crossStart)
                    make("UISV-canvas-connection", spanner, crossEnd, .equal, name, canvas(crossEnd))
                    if canonical == .center {
                        make(
                            "UISV-canvas-connection", name, isLayoutMarginsRelative ? crossCenter.margin ?? crossCenter : crossCenter,
                            .equal, first, crossCenter)
                    }
                }
            } else {
                // One item, not filled: between the edges, on the alignment's line (§4.4 [L]).
                make(
                    "UISV-canvas-connection", name, canvas(crossStart), alignment.canonical == .leading ? .equal : .lessThanOrEqual, first,
                    crossStart)
                make(
                    "UISV-canvas-connection", first, crossEnd, alignment.canonical == .trailing ? .equal : .lessThanOrEqual, name,
                    canvas(crossEnd))
                if alignment.canonical == .center {
                    make(
                        "UISV-canvas-connection", name, isLayoutMarginsRelative ? crossCenter.margin ?? crossCenter : crossCenter, .equal,
                        first, crossCenter)
                }
            }
            if alignment.canonical == .firstBaseline || alignment.canonical == .lastBaseline || !needsSpanner {
                make("UISV-canvas-fit", name, crossSize, .equal, nil, .notAnAttribute, priority: 49)
            }
            for item in arranged {
                make(
                    "UISV-ambiguity-suppression", item, crossSize, .equal, nil, .notAnAttribute, plus: currentCrossLengths[item] ?? 0,
                    priority: 25)
            }
        }

        collapseHidden()
        return out
    }
}

extension StackView {
    /// `UISV-hiding`'s priority on `iOS`: required before iOS 11, 999.999 from it. Required in
    /// every iOS 9 and 10 log found (a hidden view's own required height then breaks a constraint
    /// and logs a conflict: mozilla-mobile/prox#242, LoopKit/Loop#439, braintree_ios#237);
    /// 999.999 in iOS 18's UIKit as decompiled (shared/notes/modern-autolayout.md §4.5) and in
    /// Interface Builder's Xcode 15 canvas (pocket-casts' NowPlayingPlayerItemViewController.xib
    /// keeps a hidden arranged view's required height of 50). Which release changed it is weak
    /// evidence: a 2017 write-up (grandbig.github.io, "iOS 11 stack view hidden") reports the
    /// iOS 10 conflict gone on iOS 11, and no iOS 12 or later log found lists the constraint.
    public static func hidingPriority(iOS: Int) -> LayoutPriority { iOS >= 11 ? LayoutPriority(999.999) : .required }

    /// The arranged views that stand for the stack's first and last baselines (a stack's
    /// `forFirstBaselineLayout` and `forLastBaselineLayout`): a vertical stack's first and last
    /// visible ones, a horizontal stack's tallest for both (shared/notes/modern-autolayout.md
    /// §4.1, from Apple's UIStackView documentation), by its intrinsic height or else the
    /// length across the axis it is laid out at, the first of equals.
    public func baselineViews(in hierarchy: ViewHierarchy) -> (first: String?, last: String?) {
        let visible = arranged.filter { !hidden.contains($0) && hierarchy.contains($0) }
        guard axis == .horizontal else { return (visible.first, visible.last) }
        func height(_ name: String) -> Double { hierarchy[name]?.intrinsicContentSize.height ?? currentCrossLengths[name] ?? 0 }
        let tallest = visible.reduce(nil as String?) { best, name in best.map { height(name) > height($0) ? name : $0 } ?? name }
        return (tallest, tallest)
    }

    /// Make the stack view vend `baselineViews(in:)` for its baselines.
    public func vendBaselines(in layout: inout Layout) {
        guard var view = layout.hierarchy[name] else { return }
        let (first, last) = baselineViews(in: layout.hierarchy)
        guard view.firstBaselineView != first || view.lastBaselineView != last else { return }
        view.firstBaselineView = first
        view.lastBaselineView = last
        try? layout.updateView(view)
    }

    /// Put the stack into `layout` as UIKit does: its spacer guides as layout guides inside it,
    /// its baselines vended (`vendBaselines(in:)`), then its constraints (`made`, when the
    /// caller has them already: `constraints(in:)` of the same hierarchy). The ids of the
    /// constraints added.
    @discardableResult
    public func install(in layout: inout Layout, made: [LayoutConstraint]? = nil) -> [Int] {
        let made = made ?? constraints(in: layout.hierarchy)
        vendBaselines(in: &layout)
        for guide in guides where !layout.hierarchy.contains(guide) {
            var spacer = View(guide, superview: name)
            spacer.isLayoutGuide = true
            try? layout.addView(spacer)
        }
        return made.compactMap { c in try? layout.add(c) }
    }
}
