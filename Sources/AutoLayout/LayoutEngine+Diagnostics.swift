import Cassowary

extension LayoutEngine {
    /// The solution of the layout solved last.
    func makeSolution(for layout: Layout) -> LayoutSolution {
        makeSolution(for: layout, findingNegativeSizes: false).solution
    }

    /// The solution of the layout solved last and, when asked, the views without the size rule
    /// whose width or height came out negative (found in the same pass over the views).
    func makeSolution(for layout: Layout, findingNegativeSizes: Bool) -> (solution: LayoutSolution, negative: [String]) {
        solver.updateVariables()
        // Only frames that moved are rewritten (`SolutionCache`); a view whose size went
        // negative moved to get there, so checking the moved ones finds every one.
        let moved = tables.solutionCache.read(layout, variables: tables.variables)
        var negative: [String] = []
        if findingNegativeSizes {
            // By row: the cache's row i is slot i of its frame maps (no name looked up for a
            // view whose size is fine, which is nearly every view of a resize).
            let frames = tables.solutionCache.rootFrames.values
            for i in moved where min(frames[i].width, frames[i].height) < -LayoutEngine.negativeSizeTolerance {
                let name = tables.solutionCache.names[i]
                if !nonNegativeViews.contains(name) { negative.append(name) }
            }
        }
        let userConflicts = tables.broken.keys.sorted().compactMap { tables.broken[$0] }
        let derivedConflicts = tables.brokenDerived.isEmpty ? [] : layout.hierarchy.views.flatMap { tables.brokenDerived[$0.name] ?? [] }
        let solution = LayoutSolution(
            views: tables.solutionCache.names, frames: tables.solutionCache.frames, rootFrames: tables.solutionCache.rootFrames,
            conflicts: derivedConflicts + userConflicts)
        return (solution, negative)
    }

    /// The views of the solved layout whose frames are not determined, superviews first. Each
    /// attribute is judged relative to the superview, so a view pinned inside an ambiguous
    /// container is not reported; the container is.
    public func ambiguities() -> [Ambiguity] {
        guard let layout = tables.current else { return [] }
        let (views, ranges) = attributeRanges(in: layout)
        return ambiguities(of: views, ranges)
    }

    /// Each view's left, top (relative to its superview), width and height ranges over the
    /// optimal face, four per view in that order.
    private func attributeRanges(in layout: Layout) -> (views: [View], ranges: [(lower: Double, upper: Double)]) {
        // The same four quantities as `relativeExpressions`, asked without building them, all
        // in one call (one copy of the tableau serves every undetermined one).
        var views: [View] = [], pairs: [(variable: Variable, reference: Variable?)] = []
        views.reserveCapacity(layout.hierarchy.views.count)
        pairs.reserveCapacity(4 * layout.hierarchy.views.count)
        for view in layout.hierarchy.views {
            guard let v = tables.variables[view.name] else { continue }
            let parent = view.superview.flatMap { tables.variables[$0] }
            views.append(view)
            pairs.append((v.x, parent?.x))
            pairs.append((v.y, parent?.y))
            pairs.append((v.width, nil))
            pairs.append((v.height, nil))
        }
        return (views, solver.valueRanges(of: pairs))
    }

    /// The views with an ambiguous attribute, from `attributeRanges`. A size's range is cut at
    /// 0 (sizes are never negative): the solved size already is, so a size whose range ends at
    /// or below 0 is pinned there. (Cutting each range alone is exact for that size's own
    /// bound; a size held at 0 only through the rule on other sizes, as by
    /// `a.width == -b.width`, still counts as ambiguous: adding the rule everywhere to settle
    /// such cases would cost every ambiguous layout's check several times over.)
    private func ambiguities(of views: [View], _ ranges: [(lower: Double, upper: Double)]) -> [Ambiguity] {
        let attributes: [LayoutAttribute] = [.left, .top, .width, .height]
        var ranges = ranges
        for i in stride(from: 2, to: ranges.count, by: 4) {
            for k in i...i + 1 {
                ranges[k].lower = max(ranges[k].lower, 0)
                ranges[k].upper = max(ranges[k].upper, 0)
            }
        }
        return views.indices.compactMap { i in
            let quad = ranges[4 * i..<4 * i + 4]
            guard quad.contains(where: Solver.isAmbiguous) else { return nil }
            var ambiguous: [LayoutAttribute] = [], spans: [ClosedRange<Double>] = []
            ambiguous.reserveCapacity(4)
            spans.reserveCapacity(4)
            for (attribute, range) in zip(attributes, quad) where Solver.isAmbiguous(range) {
                ambiguous.append(attribute)
                spans.append(range.lower...range.upper)
            }
            return Ambiguity(view: views[i].name, attributes: ambiguous, ranges: spans)
        }
    }

    /// Apple's `exerciseAmbiguityInLayout`: another valid solution of the same constraints in
    /// which `view`'s first ambiguous attribute moves (to the far end of its range, or 100
    /// points toward an unbounded side). Returns the frames of that solution (superview
    /// coordinates), or `nil` when the view is not ambiguous. The engine's own solution is
    /// unchanged afterwards.
    public func exerciseAmbiguity(of name: String) -> FrameMap? {
        guard let layout = tables.current, let view = layout.hierarchy[name] else { return nil }
        for (_, expression) in relativeExpressions(of: view, in: layout) {
            let range = solver.valueRange(of: expression)
            guard Solver.isAmbiguous(range) else { continue }
            let value = expression.value
            let target: Double
            switch (range.lower.isFinite, range.upper.isFinite) {
            case (true, true): target = range.upper - value >= value - range.lower ? range.upper : range.lower
            case (false, _): target = value - 100
            case (true, false): target = value + 100
            }
            // The target lies on the optimal face, so pinning it keeps every other constraint
            // as satisfied as before.
            let pin = Constraint(expression - target, .equal)
            guard (try? solver.add(pin)) != nil else { return nil }
            let frames = makeSolution(for: layout).frames
            try? solver.remove(pin)
            solver.updateVariables()
            return frames
        }
        return nil
    }

    /// The values `first.firstAttribute − multiplier × second.secondAttribute` takes over the
    /// optimal layouts of the layout solved last (the left side of `c` less its right side's
    /// item term): what the other constraints make of the quantity `c` constrains. `nil` when
    /// nothing has been solved. The constraint itself need not be in the layout.
    public func range(of c: LayoutConstraint) -> ClosedRange<Double>? {
        guard let layout = tables.current else { return nil }
        let r = solver.valueRange(of: itemExpression(of: c, installedOn: try? layout.installationView(for: c), in: layout))
        return r.lower <= r.upper ? r.lower...r.upper : nil
    }

    /// A view's left, top, width and height, the origin relative to its superview.
    private func relativeExpressions(of view: View, in layout: Layout) -> [(LayoutAttribute, Expression)] {
        guard let v = tables.variables[view.name] else { return [] }
        let parent = view.superview.flatMap { tables.variables[$0] }
        return [
            (.left, parent.map { Expression(v.x) - Expression($0.x) } ?? Expression(v.x)),
            (.top, parent.map { Expression(v.y) - Expression($0.y) } ?? Expression(v.y)),
            (.width, Expression(v.width)),
            (.height, Expression(v.height)),
        ]
    }
}

extension LayoutEngine {
    /// The solver constraints of the layout solved last, in the order a rebuild adds them (each
    /// view's own constraints in the hierarchy's order, then the layout's by id), with the
    /// root's width and height among them: for benchmarks that time the solver alone on the
    /// engine's layout (`vfl bench scale`'s solver frame).
    public var solverConstraints: (all: [Constraint], rootWidth: Constraint, rootHeight: Constraint)? {
        guard let layout = tables.current, let root = tables.rootSize else { return nil }
        let own = layout.hierarchy.views.flatMap { (tables.permanent[$0.name] ?? []) + (tables.derived[$0.name] ?? []) }
        return (own + tables.installed.entries.map(\.value.solverConstraint), root.width, root.height)
    }
}
