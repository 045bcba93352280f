import Cassowary

/// Solves layouts into frames with the Cassowary solver, incrementally: each `solve` compares
/// the layout with the one solved before and only adds, removes or edits what changed (a
/// constant change is done in place, and so is a new root size).
///
/// The mapping onto the solver:
/// - each view has four tables.variables in the root's coordinates, `x`, `y`, `width`, `height`; every
///   other attribute is a linear expression of them (`centerX = x + width/2`, `bottom = y + height`,
///   `baseline = y + height - baselineOffset` on the view that stands for the baseline
///   (`Baseline`), its top or bottom edge where it has no text; in right-to-left layouts `leading = -(x + width)`
///   and `trailing = -x`, so that leading/trailing distances grow toward the trailing side);
/// - a layout constraint `a.p R m × b.q + c` becomes `expr(a.p) - m × expr(b.q) - c R 0` at the
///   strength of its priority (`LayoutPriority.strength`);
/// - an intrinsic size w on an axis becomes `width <= w` at the hugging priority and
///   `width >= w` at the compression resistance priority;
/// - every view's width and height are at least 0 (required, as in Apple's engine), a rule
///   the engine adds per view only where it bites (see `LayoutEngine+NonNegativeSizes.swift`);
/// - the root sits at (0, 0) and its width and height equal the screen's, all required (UIKit's
///   `UIView-Encapsulated-Layout-Width` and `-Height`), so a layout that needs another root size
///   is a conflict, and the screen's size, added before any constraint of the layout, is never
///   the one tables.broken. A resize or a rotation moves the two constants in place.
public final class LayoutEngine {
    /// How standard spaces are sized.
    public let spacing: SpacingProfile
    /// The priority of the root's size: required, or `fittingSizeLevel` when the engine
    /// measures a fitting size (`fittingSize(of:in:target:)`).
    let rootSizePriority: LayoutPriority

    let solver = Solver()
    /// What the engine has built for the layout solved last: every table `solve` keeps up to
    /// date incrementally, as one value, so starting over is one assignment (`reset`).
    var tables = Tables()
    /// Views whose sizes need `width >= 0` and `height >= 0` in the solver: once a view's size
    /// went negative without them, they are added, and added first in every rebuild. Kept
    /// across `reset()`: it only says where the rule bites.
    var nonNegativeViews: Set<String> = []
    /// Apple's rule that no size is negative (on by default). Off, the engine solves what the
    /// constraints alone say, which shows which size a conflict would need to be negative
    /// (the console-log explainer's arithmetic).
    public var keepsSizesNonNegative = true
    /// The work of solvers this engine has reset (`statistics` adds it).
    var retiredStatistics = SolverStatistics()
    /// The solver's work for adding each layout constraint (by id), as of its last add: what
    /// a profile ranks as the costliest constraints.
    public var workByConstraint: [Int: SolverStatistics] {
        Dictionary(uniqueKeysWithValues: tables.work.entries.map { ($0.id, $0.value) })
    }

    /// The engine's incremental tables (see `LayoutEngine`'s mapping): what is in the solver
    /// and why, for the layout solved last.
    struct Tables {
        /// The layout solved last.
        var current: Layout?
        /// The editions of its views and constraints as they are in the solver (`nil`: none yet).
        var solvedEditions: (views: Edition<String>, constraints: Edition<Int>)?
        var variables: [String: ViewVariables] = [:]
        /// The frames of the last solution, rewritten where they moved (`makeSolution`).
        var solutionCache = SolutionCache()
        /// Layout constraints in the solver, by id.
        var installed = IDTable<(constraint: LayoutConstraint, solverConstraint: Constraint)>()
        /// Constraints derived from views' content sizes, by view (redone when a view changes).
        var derived: [String: [Constraint]] = [:]
        /// Constraints a view has for as long as it exists (the root's origin and size; sizes
        /// never negative where that rule bites), by view.
        var permanent: [String: [Constraint]] = [:]
        /// The root's size constraints in the solver, and the size they hold.
        var rootSize: (width: Constraint, height: Constraint, size: Size)?
        /// What each solver constraint stands for.
        var sources = ShardedDictionary<ObjectIdentifier, ConstraintSource>()
        /// Broken constraints, by id.
        var broken: [Int: Conflict] = [:]
        /// Derived constraints that could not hold (a required intrinsic size, say).
        var brokenDerived: [String: [Conflict]] = [:]
        /// The solver's work for adding each layout constraint (by id), as of its last add.
        var work = IDTable<SolverStatistics>()
        /// The system guides in the solver, by item name (`root.safeAreaLayoutGuide`); their
        /// variables are in `variables` under the same name.
        var guides: [String: GuideState] = [:]
    }

    /// An engine with no layout yet.
    public init(spacing: SpacingProfile = .iOS7) {
        self.spacing = spacing
        rootSizePriority = .required
    }

    /// An engine whose root's size is a wish at `rootSizePriority` rather than a fact.
    init(spacing: SpacingProfile, rootSizePriority: LayoutPriority) {
        self.spacing = spacing
        self.rootSizePriority = rootSizePriority
    }

    /// Solve `layout`, reusing the tables.work done for the layout solved before.
    @discardableResult
    public func solve(_ layout: Layout) -> LayoutSolution {
        // The views and the constraint ids edited since the solved editions, when their edit
        // logs reach that far; unchanged views and constraints need no comparing.
        let touchedViews = tables.solvedEditions.flatMap { layout.viewsEdition.touched(since: $0.views) }
        if let previous = tables.current, !canUpdate(from: previous, to: layout, touchedViews: touchedViews) { reset() }
        let viewsChanged = !layout.viewsEdition.isSame(as: tables.solvedEditions?.views)
        let constraintsChanged = !layout.constraintsEdition.isSame(as: tables.solvedEditions?.constraints)
        if viewsChanged || constraintsChanged {
            let touched = tables.solvedEditions.flatMap { layout.constraintsEdition.touched(since: $0.constraints) }
            apply(layout, viewsChanged: viewsChanged, touchedViews: tables.solvedEditions == nil ? nil : touchedViews, touched: touched)
        }
        tables.current = layout
        tables.solvedEditions = (layout.viewsEdition, layout.constraintsEdition)
        setRootSize(of: layout)
        if !tables.guides.isEmpty { _ = settleGuides(layout, rootOnly: true) }
        var solution = solutionWithNonNegativeSizes(layout)
        if !tables.guides.isEmpty {
            // A guide made before its owner had a frame holds insets guessed from the screen's
            // (a stack view read from a document in one go gets the root's safe area): a
            // constraint broken against those may hold at the settled insets, so it is judged
            // again once, as after a resize.
            let moved = settleGuides(layout, solution: &solution)
            let stale = moved ? brokenAgainstMovedGuides() : []
            if !stale.isEmpty {
                reviseBroken(layout, ids: stale)
                solution = solutionWithNonNegativeSizes(layout)
                settleGuides(layout, solution: &solution)
            }
            solution.guides = guideFrames()
        }
        #if WORKBENCH_INVARIANTS
        tables._checkInvariants()
        #endif
        return solution
    }

    /// Bring the solver's constraints in line with `layout`'s. `touched`, when known, holds
    /// every constraint id edited since the layout solved last, and `touchedViews` every view
    /// name, and only those are compared; otherwise every constraint or view is.
    private func apply(_ layout: Layout, viewsChanged: Bool, touchedViews: Set<String>? = nil, touched: Set<Int>? = nil) {
        var removedSomething = false
        let touchedIDs = touched?.sorted()
        let candidates = touchedIDs.map { $0.compactMap(layout.constraint(id:)) } ?? Array(layout.constraints)
        let target = Dictionary(uniqueKeysWithValues: candidates.map { ($0.id, $0.constraint) })

        // Out: constraints removed or changed, views removed or changed.
        for id in touchedIDs ?? tables.installed.ids {
            guard let entry = tables.installed[id], target[id] != entry.constraint else { continue }
            remove(entry.solverConstraint)
            tables.installed[id] = nil
            removedSomething = true
        }
        for id in touchedIDs ?? Array(tables.broken.keys) {
            guard let conflict = tables.broken[id] else { continue }
            if target[id].map({ ConstraintSource.constraint(id: id, $0) }) != conflict.broken { tables.broken[id] = nil }
        }
        if viewsChanged {
            let previousViews = tables.current?.hierarchy
            // Sorted: the order constraints leave the solver in decides an ambiguous layout's
            // frames, and a dictionary's order changes from run to run.
            for name in touchedViews.map({ $0.sorted() }) ?? tables.variables.keys.sorted()
            where tables.variables[name] != nil
                && layout.hierarchy[name] != previousViews?[name]
            {
                for c in tables.derived[name] ?? [] { remove(c) }
                removedSomething = removedSomething || tables.derived[name]?.isEmpty == false || tables.brokenDerived[name] != nil
                tables.derived[name] = nil
                tables.brokenDerived[name] = nil
                if !layout.hierarchy.contains(name) {
                    for c in tables.permanent[name] ?? [] { remove(c) }
                    tables.permanent[name] = nil
                    tables.variables[name] = nil
                }
            }
            removeGuides(ofRemoved: layout)
        }
        // A removal may let a tables.broken constraint hold again; solving from scratch keeps the
        // "earlier constraints win" rule exact.
        if removedSomething, !tables.broken.isEmpty || !tables.brokenDerived.isEmpty {
            reset()
            return apply(layout, viewsChanged: true)
        }

        // A first build knows how much the solver and the engine's tables will hold.
        if tables.installed.count == 0, tables.permanent.isEmpty {
            let views = layout.hierarchy.views.count
            solver.reserveCapacity(constraints: layout.constraints.count + 6 * views, variables: 4 * views)
            tables.variables.reserveCapacity(views)
        }
        // In: new or changed views (in the hierarchy's order), then new constraints in the
        // order they were made.
        if viewsChanged {
            let candidates =
                touchedViews.map { names in
                    names.compactMap { layout.hierarchy.index(of: $0) }.sorted().map { layout.hierarchy.views[$0] }
                } ?? Array(layout.hierarchy.views)
            for view in candidates where tables.derived[view.name] == nil {
                if tables.variables[view.name] == nil {
                    tables.variables[view.name] = ViewVariables(view.name)
                    addPermanentConstraints(of: view, in: layout)
                }
                addDerivedConstraints(of: view, in: layout)
            }
        }
        for entry in candidates where tables.installed[entry.id] == nil && tables.broken[entry.id] == nil {
            add(entry, in: layout)
        }
    }

    /// Forget everything: the next `solve` starts from scratch (the tables.work counters go on).
    public func reset() {
        retiredStatistics = statistics
        solver.reset()
        tables = Tables()
    }

    /// Work the solver has done since the engine was made (pivots, ...), for benchmarks and
    /// profiles, rebuilds from scratch included.
    public var statistics: SolverStatistics { retiredStatistics + solver.statistics }

    /// The solver's tableau: rows, non-zero coefficients, the row operations it keeps to
    /// replay required equalities' columns, and the constraints and variables it holds (a
    /// measure of its size; the fuzz targets bound each line's work by it).
    public var tableauSize: (rows: Int, cells: Int, history: Int, constraints: Int, variables: Int) {
        (solver.rowCount, solver.cellCount, solver.historyLength, solver.constraintCount, solver.variableCount)
    }

    /// What can change incrementally: anything but the root, the layout direction, or a
    /// view's baseline (which the attribute expressions bake in). `touchedViews`, when known,
    /// are the only views whose baseline can differ.
    private func canUpdate(from old: Layout, to new: Layout, touchedViews: Set<String>?) -> Bool {
        guard old.root == new.root, old.layoutDirection == new.layoutDirection else { return false }
        guard !new.viewsEdition.isSame(as: old.viewsEdition) else { return true }
        for name in touchedViews.map({ $0.sorted() }) ?? new.hierarchy.names {
            if let before = old.hierarchy[name], let view = new.hierarchy[name],
                before.baselineOffset != view.baselineOffset || before.firstBaselineView != view.firstBaselineView
                    || before.lastBaselineView != view.lastBaselineView
            {
                return false
            }
        }
        return true
    }

    func remove(_ c: Constraint) {
        // Only constraints the engine added are removed, so this cannot fail.
        try? solver.remove(c)
        tables.sources[ObjectIdentifier(c)] = nil
    }

    private func add(_ entry: InstalledConstraint, in layout: Layout) {
        let c = entry.constraint
        let source = ConstraintSource.constraint(id: entry.id, c)
        ensureGuides(of: c, in: layout)
        let expression = itemExpression(of: c, installedOn: entry.view, in: layout)
        let solverConstraint = Constraint(
            expression - c.resolvedConstant(spacing), relation(c.relation), strength: c.priority.strength)
        let before = solver.statisticsSoFar
        let conflict = add(solverConstraint, as: source)
        tables.work[entry.id] = solver.statisticsSoFar - before
        if let conflict {
            tables.broken[entry.id] = conflict
        } else {
            tables.installed[entry.id] = (c, solverConstraint)
        }
    }

    /// Add one solver constraint; on failure, the conflict that broke it.
    func add(_ c: Constraint, as source: ConstraintSource) -> Conflict? {
        do {
            try solver.add(c)
            tables.sources[ObjectIdentifier(c)] = source
            return nil
        } catch let .unsatisfiableConstraint(_, conflicts) {
            let others = conflicts.compactMap { tables.sources[ObjectIdentifier($0)] }
            return Conflict(
                broken: source, conflicting: [source] + others,
                reason: "it is required and contradicts required constraints added before it")
        } catch {
            return Conflict(broken: source, conflicting: [], reason: "the solver refused it: \(error)")
        }
    }

    /// For the root its origin and its size; `width >= 0` and `height >= 0` for the views
    /// known to need them.
    private func addPermanentConstraints(of view: View, in layout: Layout) {
        guard let v = tables.variables[view.name] else { return }
        var made = nonNegativeViews.contains(view.name) ? nonNegativeSizeConstraints(of: view.name, v) : []
        if view.name == layout.root {
            made.append((Constraint(Expression(v.x), .equal), .rootOrigin(view: view.name)))
            made.append((Constraint(Expression(v.y), .equal), .rootOrigin(view: view.name)))
            let size = layout.rootSize
            let width = rootSizeConstraint(v.width, size.width), height = rootSizeConstraint(v.height, size.height)
            tables.rootSize = (width, height, size)
            made.append((width, .encapsulatedSize(view: view.name, axis: .horizontal, size: size.width)))
            made.append((height, .encapsulatedSize(view: view.name, axis: .vertical, size: size.height)))
        }
        tables.permanent[view.name] = addAll(made, of: view.name)
    }

    /// `dimension == value` at the root size's priority. A screen is never less than nothing:
    /// a negative size is 0 (it would contradict the root's own `size >= 0`, and the root's size
    /// must be the one constraint that always holds).
    private func rootSizeConstraint(_ dimension: Variable, _ value: Double) -> Constraint {
        Constraint(Expression(dimension) - max(0, value), .equal, strength: rootSizePriority.strength)
    }

    /// Add constraints tables.derived from a view; those that cannot hold are noted as its conflicts.
    /// Returns the ones added.
    func addAll(_ made: [(Constraint, ConstraintSource)], of view: String) -> [Constraint] {
        var added: [Constraint] = []
        for (c, source) in made {
            if let conflict = add(c, as: source) {
                tables.brokenDerived[view, default: []].append(conflict)
            } else {
                added.append(c)
            }
        }
        return added
    }

    private func addDerivedConstraints(of view: View, in layout: Layout) {
        guard let v = tables.variables[view.name] else { return }
        var made: [(Constraint, ConstraintSource)] = []
        for axis in LayoutAxis.allCases {
            guard let size = view.intrinsicContentSize[axis] else { continue }
            let dimension = Expression(v.dimension(axis)) - size
            let hug = view.contentHuggingPriority[axis], resist = view.compressionResistancePriority[axis]
            made.append(
                (
                    Constraint(dimension, .lessThanOrEqual, strength: Self.huggingStrength(hug)),
                    .contentHugging(view: view.name, axis: axis, size: size, priority: hug)
                ))
            made.append(
                (
                    Constraint(dimension, .greaterThanOrEqual, strength: resist.strength),
                    .compressionResistance(view: view.name, axis: axis, size: size, priority: resist)
                ))
        }
        tables.derived[view.name] = addAll(made, of: view.name)
    }

    /// The strength of a content hugging constraint at `priority`. One at 1000 is not
    /// required: Apple's engine lets a required constraint override it without reporting a
    /// conflict (rdar://15106765, iOS 7: a view hugging its intrinsic width at 1000 takes an
    /// explicit required width, no exception). Interface Builder's stored frames agree: image
    /// views hugging at 1000 at their constraints' larger sizes (futural-intern-ios' ID card,
    /// Xcode 5; Appboy's in-app message, half the screen high), a label taller than it hugs
    /// (raywenderlich's Travelog cell). It is the strongest optional level, above every
    /// priority below 1000. Compression resistance at 1000 stays required: zotero's item cell
    /// (Xcode 13) keeps its label at its text's height and breaks a baseline constraint.
    static func huggingStrength(_ priority: LayoutPriority) -> Strength {
        priority >= .required ? Strength(level: Double(LayoutPriority.required.rawValue)) : priority.strength
    }

    /// Move the root's size constraints to `layout.rootSize`: a constant change in place for
    /// each (the solver's remove and add of the same terms), as cheap as the edit it replaces.
    /// If the new size contradicts required constraints of the layout, the layout is rebuilt,
    /// so that the screen's size, added first, holds and the later constraint breaks. A size
    /// the solver refuses (non-finite, beyond its magnitude) leaves the previous one.
    private func setRootSize(of layout: Layout) {
        guard let old = tables.rootSize, old.size != layout.rootSize, let v = tables.variables[layout.root] else { return }
        let size = layout.rootSize
        guard [size.width, size.height].allSatisfy({ $0.isFinite && abs($0) <= Solver.maximumMagnitude }) else { return }
        var width = old.width, height = old.height
        for axis in LayoutAxis.allCases {
            let (value, before) = axis == .horizontal ? (size.width, old.size.width) : (size.height, old.size.height)
            guard value != before else { continue }
            let previous = axis == .horizontal ? old.width : old.height
            let next = rootSizeConstraint(v.dimension(axis), value)
            remove(previous)
            if add(next, as: .encapsulatedSize(view: layout.root, axis: axis, size: value)) != nil {
                return rebuild(layout)
            }
            if axis == .horizontal { width = next } else { height = next }
        }
        tables.rootSize = (width, height, size)
        tables.permanent[layout.root] = (tables.permanent[layout.root] ?? []).map {
            $0 === old.width ? width : $0 === old.height ? height : $0
        }
        if !tables.broken.isEmpty || !tables.brokenDerived.isEmpty { reviseBroken(layout) }
    }

    /// After a resize, a tables.broken constraint may hold again, and which one breaks may change.
    /// Each tables.broken constraint is tried again in the order they were made: one that now fits
    /// stays in; one that still fails against earlier constraints only (or the system's) stays
    /// tables.broken, with its new conflict; one that fails against a later constraint means the order
    /// must decide again, so the layout is rebuilt. `ids` (ascending) limits the revision to
    /// those; all, when nil, and then broken derived constraints rebuild the layout.
    private func reviseBroken(_ layout: Layout, ids: [Int]? = nil) {
        if ids == nil, !tables.brokenDerived.isEmpty { return rebuild(layout) }
        for id in ids ?? tables.broken.keys.sorted() {
            guard let entry = layout.constraint(id: id) else { continue }
            tables.broken[id] = nil
            add(entry, in: layout)
            if let conflict = tables.broken[id], conflict.conflicting.contains(where: { ($0.id ?? 0) > id }) {
                return rebuild(layout)
            }
        }
    }

    /// Solve `layout` from scratch in this engine.
    func rebuild(_ layout: Layout) {
        reset()
        apply(layout, viewsChanged: true)
        tables.current = layout
        tables.solvedEditions = (layout.viewsEdition, layout.constraintsEdition)
    }

    /// The left side of `c` less its right side's item term, `first.firstAttribute − multiplier
    /// × second.secondAttribute`, as UIKit solves it: positions are measured in the coordinates
    /// of `container`, the view the constraint is installed on (its items' nearest common
    /// ancestor, `InstalledConstraint.view`), so a
    /// multiplier scales the distance from that view's origin, not from the root's
    /// (`view.centerY == superview.centerY × 0.5` puts the view a quarter of the superview down
    /// wherever the superview is). With `o` that origin,
    ///     first − o = m × (second − o) + c   ⇔   first − m × second − (1 − m) × o = c.
    func itemExpression(of c: LayoutConstraint, installedOn container: String?, in layout: Layout) -> Expression {
        var expression = attributeExpression(c.firstItem, c.firstAttribute, in: layout)
        guard let second = c.secondItem else { return expression }
        expression = expression - c.multiplier * attributeExpression(second, c.secondAttribute, in: layout)
        let positions =
            !c.firstAttribute.isDimension && !c.secondAttribute.isDimension && !c.firstAttribute.isFrame && !c.secondAttribute.isFrame
        if c.multiplier != 1, positions, let container {
            let flips = [.leading, .trailing].contains(c.secondAttribute.withoutMargin)
            let origin = c.secondAttribute.axis == .horizontal ? (flips ? LayoutAttribute.leading : .left) : .top
            expression = expression - (1 - c.multiplier) * attributeExpression(container, origin, in: layout)
        }
        return expression
    }

    /// The expression of `item.attribute` over the view's tables.variables.
    func attributeExpression(_ item: String, _ attribute: LayoutAttribute, in layout: Layout) -> Expression {
        if attribute.isMargin {
            return attributeExpression(SystemGuide.layoutMargins.item(of: item), attribute.withoutMargin, in: layout)
        }
        guard let v = tables.variables[item] else { return Expression() }
        let x = Expression(v.x), y = Expression(v.y), w = Expression(v.width), h = Expression(v.height)
        let rtl = layout.layoutDirection == .rightToLeft
        switch attribute {
        case .left: return x
        case .right: return x + w
        case .centerX: return x + 0.5 * w
        case .width: return w
        case .leading: return rtl ? -(x + w) : x
        case .trailing: return rtl ? -x : x + w
        case .top: return y
        case .bottom: return y + h
        case .centerY: return y + 0.5 * h
        case .height: return h
        case .lastBaseline, .firstBaseline:
            // On the view that stands for the baseline, found in one walk.
            let baseline = layout.hierarchy.baseline(of: item, attribute)
            guard let b = baseline.view == item ? v : tables.variables[baseline.view] else { return Expression() }
            let top = Expression(b.y)
            return baseline.offset.map { top + Expression(b.height) - $0 } ?? top
        case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return Expression()
        case .minX, .midX, .maxX, .minY, .midY, .maxY:
            // In the superview's coordinates: the superview's origin taken off.
            let edge = attributeExpression(item, frameEdge(attribute), in: layout)
            guard let superview = layout.hierarchy.superview(of: item), let s = tables.variables[superview] else { return edge }
            return edge - Expression(attribute.axis == .horizontal ? s.x : s.y)
        }
    }

    /// The edge or centre a frame attribute measures (`minX` is `left`).
    private func frameEdge(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .minX: .left
        case .midX: .centerX
        case .maxX: .right
        case .minY: .top
        case .midY: .centerY
        default: .bottom
        }
    }

    private func relation(_ r: LayoutRelation) -> Relation {
        switch r {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// The solver tables.variables of one view, in the root's coordinates.
struct ViewVariables {
    let x, y, width, height: Variable

    init(_ name: String) {
        x = Variable(name + ".x")
        y = Variable(name + ".y")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    func dimension(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? width : height }
}
