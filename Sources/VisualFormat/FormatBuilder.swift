import AutoLayout
import TextSupport

/// Turns parsed statements into layout constraints: resolves view and metric names, the
/// superview behind each `|`, and the options.
struct FormatBuilder {
    let format: String
    let options: FormatOptions
    let metrics: [String: Double]
    /// VFL names to view names; `nil`: every view by its own name.
    let views: [String: String]?
    let hierarchy: ViewHierarchy
    let dialect: Dialect
    /// iOS 8 and later: `|-` is the superview's layout margin, not a standard space.
    var superviewMargins = false

    /// One end of a connection: a view, or the superview of the view next to a `|`.
    private struct Item {
        let name: String
        let isSuperview: Bool
    }

    /// A view the format names: its name in the hierarchy, and its superview.
    private struct ResolvedView {
        let name: String
        let superview: String?
    }

    /// The constraints of every statement of `syntax`, in Apple's order.
    func constraints(for syntax: FormatSyntax) throws(FormatError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        result.reserveCapacity(2 * syntax.views.count + syntax.predicates.count + 2 * syntax.statements.count)
        for s in syntax.statements { try constraints(for: s, in: syntax, into: &result) }
        return result
    }

    /// Append the constraints of `s` to `result`, in Apple's order.
    private func constraints(for s: FormatStatement, in syntax: FormatSyntax, into result: inout [LayoutConstraint]) throws(FormatError) {
        guard options.isValid else { throw error(.invalidOptions(options.rawValue), at: nil) }
        let alignment = options.alignmentAttributes
        if s.views.count > 1, alignment.contains(where: { $0.axis == s.axis }) {
            throw error(.optionAlongAxis(s.axis), at: nil)
        }
        if dialect.contains(.equalSpacers), let centered = try equalSpacers(s, in: syntax) {
            result += centered
            return
        }
        var aligned: [LayoutConstraint] = []
        var previous: ResolvedView?
        for v in syntax.views[s.views] {
            let view = try resolveView(v.name)
            let here = Item(name: view.name, isSuperview: false)
            if let previous, let joint = v.connectionBefore {
                try connect(Item(name: previous.name, isSuperview: false), here, joint, axis: s.axis, in: syntax, into: &result)
                for attribute in alignment {
                    aligned.append(try make(previous.name, attribute, .equal, view.name, attribute, at: nil))
                }
            } else if let edge = s.leadingEdge {
                let superview = try superviewItem(of: view, pipe: edge.offset)
                try connect(superview, here, edge.connection, axis: s.axis, in: syntax, into: &result)
            }
            for p in syntax.predicates[v.predicates] { result.append(try sizeConstraint(view, p, axis: s.axis)) }
            previous = view
        }
        if let edge = s.trailingEdge, let last = previous {
            let superview = try superviewItem(of: last, pipe: edge.offset)
            try connect(Item(name: last.name, isSuperview: false), superview, edge.connection, axis: s.axis, in: syntax, into: &result)
        }
        if !aligned.isEmpty { result += aligned }
    }

    /// `|~[a]~|` (extension): centre the one view in its superview.
    private func equalSpacers(_ s: FormatStatement, in syntax: FormatSyntax) throws(FormatError) -> [LayoutConstraint]? {
        let views = syntax.views[s.views]
        let spacers = ([s.leadingEdge?.connection, s.trailingEdge?.connection] + views.map(\.connectionBefore))
            .compactMap { c -> Int? in if case let .equalSpacer(offset)? = c { return offset } else { return nil } }
        guard let first = spacers.first else { return nil }
        guard spacers.count == 2, let view = views.first, views.count == 1, case .equalSpacer? = s.leadingEdge?.connection,
            case .equalSpacer? = s.trailingEdge?.connection, let edge = s.leadingEdge
        else { throw error(.unsupportedSpacers, at: first) }
        let resolved = try resolveView(view.name)
        let superview = try superviewItem(of: resolved, pipe: edge.offset)
        let center: LayoutAttribute = s.axis == .horizontal ? .centerX : .centerY
        var result = [try make(resolved.name, center, .equal, superview.name, center, at: edge.offset)]
        for p in syntax.predicates[view.predicates] { result.append(try sizeConstraint(resolved, p, axis: s.axis)) }
        return result
    }

    /// Append the constraints of one connection between `earlier` and `later` (in reading order).
    private func connect(
        _ earlier: Item, _ later: Item, _ connection: ConnectionSyntax, axis: LayoutAxis, in syntax: FormatSyntax,
        into result: inout [LayoutConstraint]
    ) throws(FormatError) {
        // Without a direction option an H: line runs leading → trailing; with one, left → right
        // (or right → left, which swaps the operands so the constant stays a positive gap).
        let (start, end): (LayoutAttribute, LayoutAttribute)
        var reversed = false
        switch (axis, options.direction) {
        case (.vertical, _): (start, end) = (.top, .bottom)
        case (.horizontal, 0): (start, end) = (.leading, .trailing)
        case (.horizontal, let d):
            (start, end) = (.left, .right)
            reversed = d == 2
        }
        let (a, b) = reversed ? (earlier, later) : (later, earlier)
        let firstAttribute = a.isSuperview ? end : start
        let secondAttribute = b.isSuperview ? start : end
        switch connection {
        case .flush:
            result.append(try make(a.name, firstAttribute, .equal, b.name, secondAttribute, at: nil))
        case .standard where superviewMargins && (earlier.isSuperview || later.isSuperview):
            // iOS 8+: `|-[a]` is `a.leading == superview.leadingMargin` (the margin, not 20).
            result.append(
                try make(
                    a.name, a.isSuperview ? firstAttribute.margin ?? firstAttribute : firstAttribute, .equal, b.name,
                    b.isSuperview ? secondAttribute.margin ?? secondAttribute : secondAttribute, at: nil))
        case .standard:
            // Next to a `|` the other item is that view's superview by construction.
            let space =
                earlier.isSuperview || later.isSuperview
                ? StandardSpacing.superviewEdge : StandardSpacing.between(a.name, b.name, in: hierarchy)
            result.append(try make(a.name, firstAttribute, .equal, b.name, secondAttribute, standardSpacing: space, at: nil))
        case let .predicates(range):
            for p in syntax.predicates[range] {
                let constant = try spacingConstant(p.object)
                result.append(
                    try make(
                        a.name, firstAttribute, p.relation, b.name, secondAttribute,
                        constant: constant, priority: try priority(p.priority), at: p.object.offset))
            }
        case let .equalSpacer(offset):
            throw error(.unsupportedSpacers, at: offset)
        }
    }

    /// A spacing's constant: a number or a metric (never a view), with the extension's
    /// `* k` and `+ c`.
    private func spacingConstant(_ o: ObjectSyntax) throws(FormatError) -> Double {
        switch o.base {
        case let .number(value): return value * o.multiplier + o.constant
        case let .name(n):
            let name = text(n)
            if let value = metrics[name] { return try checked(value, at: n.offset) * o.multiplier + o.constant }
            if viewName(for: name) != nil { throw error(.viewInConnection(name), at: n.offset) }
            throw error(.unknownMetric(name), at: n.end, suggestion: closestName(to: name, in: metrics.keys.sorted()))
        case .attribute(let n, _): throw error(.viewInConnection(text(n)), at: n.offset)
        case .percent: throw error(.extensionNotEnabled("'%' in a spacing"), at: o.offset)
        }
    }

    /// `[view(predicate)]`: the view's width (H:) or height (V:) against a constant, a metric,
    /// another view's same dimension, or (extensions) an attribute or a percentage of the superview.
    private func sizeConstraint(_ resolved: ResolvedView, _ p: PredicateSyntax, axis: LayoutAxis) throws(FormatError) -> LayoutConstraint {
        let view = resolved.name, dimension = axis.dimension
        let priority = try priority(p.priority)
        let o = p.object
        switch o.base {
        case let .number(value):
            return try make(view, dimension, p.relation, constant: value * o.multiplier + o.constant, priority: priority, at: o.offset)
        case let .name(n):
            let name = text(n)
            if let value = metrics[name] {
                let constant = try checked(value, at: n.offset) * o.multiplier + o.constant
                return try make(view, dimension, p.relation, constant: constant, priority: priority, at: o.offset)
            }
            guard let other = viewName(for: name) else {
                throw error(
                    .unknownMetric(name), at: n.end,
                    suggestion: closestName(to: name, in: metrics.keys.sorted() + viewNames))
            }
            return try make(
                view, dimension, p.relation, other, dimension, multiplier: o.multiplier,
                constant: o.constant, priority: priority, at: o.offset)
        case let .attribute(n, attribute):
            let other = try resolveView(n).name
            return try make(
                view, dimension, p.relation, other, attribute, multiplier: o.multiplier,
                constant: o.constant, priority: priority, at: o.offset)
        case let .percent(value):
            guard let superview = resolved.superview else { throw error(.noSuperview(view), at: o.offset) }
            return try make(
                view, dimension, p.relation, superview, dimension, multiplier: value / 100 * o.multiplier,
                constant: o.constant, priority: priority, at: o.offset)
        }
    }

    private func priority(_ p: PrioritySyntax?) throws(FormatError) -> LayoutPriority {
        let value: Double, offset: Int
        switch p {
        case nil: return .required
        case let .number(v, at)?: (value, offset) = (v, at)
        case let .name(n)?:
            let name = text(n)
            if let v = metrics[name] {
                (value, offset) = (v, n.offset)
            } else if dialect.contains(.namedPriorities), let named = FormatBuilder.namedPriorities[name] {
                return named
            } else {
                let candidates =
                    metrics.keys.sorted() + (dialect.contains(.namedPriorities) ? FormatBuilder.namedPriorities.keys.sorted() : [])
                throw error(.unknownMetric(name), at: n.end, suggestion: closestName(to: name, in: candidates))
            }
        }
        guard value > 0, value <= 1000 else { throw error(.invalidPriority(value), at: offset) }
        return LayoutPriority(Float(value))
    }

    static let namedPriorities: [String: LayoutPriority] = [
        "required": .required, "high": .defaultHigh, "low": .defaultLow, "fittingSize": .fittingSizeLevel,
    ]

    // MARK: Names

    /// A name as the format spells it.
    private func text(_ n: NameSyntax) -> String { n.text(in: format) }

    /// The view a VFL name stands for, if any.
    private func viewName(for name: String) -> String? {
        guard let views else { return hierarchy.contains(name) ? name : nil }
        return views[name]
    }

    /// Every name the format may use for a view (for did-you-mean).
    private var viewNames: [String] { views?.keys.sorted() ?? hierarchy.names }

    private func resolveView(_ n: NameSyntax) throws(FormatError) -> ResolvedView {
        let written = text(n)
        // A views dictionary maps the written name; without one it is the view's own name.
        let mapped: String? = if let views { views[written] } else { written }
        if let name = mapped, let i = hierarchy.index(of: name) {
            return ResolvedView(name: name, superview: hierarchy.views[i].superview)
        }
        // The dictionary named a view the hierarchy lacks: the constraint, not the format, is wrong.
        if let name = mapped, views != nil { throw error(.invalidConstraint(.unknownView(name, suggestion: nil)), at: n.offset) }
        throw error(.unknownView(written), at: n.end, suggestion: closestName(to: written, in: viewNames))
    }

    private func superviewItem(of view: ResolvedView, pipe: Int) throws(FormatError) -> Item {
        guard let superview = view.superview else { throw error(.noSuperview(view.name), at: pipe) }
        return Item(name: superview, isSuperview: true)
    }

    private func checked(_ metric: Double, at offset: Int) throws(FormatError) -> Double {
        guard abs(metric) <= 1e12 else { throw error(.numberOutOfRange, at: offset) }
        return metric
    }

    private func make(
        _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: String? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, standardSpacing: StandardSpacing? = nil,
        priority: LayoutPriority = .required, at offset: Int?
    ) throws(FormatError) -> LayoutConstraint {
        do {
            return try LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                multiplier: multiplier, constant: constant, standardSpacing: standardSpacing, priority: priority)
        } catch {
            throw self.error(.invalidConstraint(error), at: offset)
        }
    }

    private func error(_ kind: FormatError.Kind, at offset: Int?, suggestion: String? = nil) -> FormatError {
        FormatError(kind, format: format, offset: offset, suggestion: suggestion)
    }
}
