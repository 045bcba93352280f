import Cassowary

/// Sizes are never negative: Apple's engine keeps every view's width and height at or above 0,
/// so a layout that needs a negative size is unsatisfiable. Here the rule `width >= 0`,
/// `height >= 0` is a pair of required constraints added per view, but only where it bites,
/// since a row per size and view would cost every layout (resizes touch those rows, and a
/// size solved through its slack can no longer be the subject of later rows).
///
/// Why adding it lazily gives exactly the layout that adding it everywhere, first, would:
/// - Frames. If the optimum without the rule has no negative size, it satisfies the rule, so
///   it is still optimal with it. Otherwise the views with a negative size get the rule and
///   the solver re-optimises; this repeats until no size is negative. The set of views with
///   the rule only grows, so it ends.
/// - Which constraint breaks. The rule counts as added before every constraint of the layout
///   (as when a view is made). If adding it contradicts required constraints already in, the
///   layout is rebuilt with the rule in place first, so a constraint of the layout breaks, the
///   one Auto Layout's order picks. A constraint kept or broken at the fixed point is kept or
///   broken against earlier constraints plus the rule of some views, and the solution
///   satisfies the rule for all, so the eager order would decide the same.
/// - Ambiguity is asked of the face without the rule where it was not needed, and each size's
///   range is cut at 0 (`ambiguities()` says where that differs).
extension LayoutEngine {
    /// Below this a solved size counts as negative (solver rounding stays well inside).
    static let negativeSizeTolerance = 1e-7

    /// `width >= 0` and `height >= 0` for view `name`, with their sources.
    func nonNegativeSizeConstraints(of name: String, _ v: ViewVariables) -> [(Constraint, ConstraintSource)] {
        [
            (Constraint(Expression(v.width), .greaterThanOrEqual), .nonNegativeSize(view: name, axis: .horizontal)),
            (Constraint(Expression(v.height), .greaterThanOrEqual), .nonNegativeSize(view: name, axis: .vertical)),
        ]
    }

    /// The solution, once every view whose solved size was negative has the rule.
    func solutionWithNonNegativeSizes(_ layout: Layout) -> LayoutSolution {
        while true {
            let (solution, negative) = makeSolution(for: layout, findingNegativeSizes: keepsSizesNonNegative)
            if negative.isEmpty { return solution }
            addNonNegativeSizes(of: negative, in: layout)
        }
    }

    /// Add the rule for `views`; if it contradicts required constraints already in, rebuild so
    /// that it comes first.
    func addNonNegativeSizes(of views: [String], in layout: Layout) {
        nonNegativeViews.formUnion(views)
        for name in views {
            guard let v = tables.variables[name] else { continue }
            let before = tables.brokenDerived[name]?.count ?? 0
            tables.permanent[name, default: []] += addAll(nonNegativeSizeConstraints(of: name, v), of: name)
            if (tables.brokenDerived[name]?.count ?? 0) != before { return rebuild(layout) }
        }
    }
}
