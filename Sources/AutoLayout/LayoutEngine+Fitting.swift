extension LayoutEngine {
    /// The size that stands for "as large as possible" when measuring (UIKit's
    /// `UILayoutFittingExpandedSize` plays the same part): far beyond any screen, well within
    /// the solver's magnitude. A fitted size that reaches it means "unbounded".
    public static let expandedFittingTarget = 1e7

    /// Apple's `systemLayoutSizeFitting(_:)`: the size `view` takes when only the constraints
    /// inside it count (those installed on it or on its subviews: its own content, not where
    /// its superview puts it) and its size is pulled toward `target` at priority 50
    /// (`fittingSizeLevel`) instead of being fixed. A target of 0×0 gives the smallest size the
    /// constraints allow (`UILayoutFittingCompressedSize`), `expandedFittingTarget` on both axes
    /// the largest (`UILayoutFittingExpandedSize`).
    ///
    /// For the root this is the size its constraints would give it if the screen did not fix it:
    /// what the workbench reported before the screen's size became required. `nil` when no view
    /// has that name. The view's subtree is solved apart, by a fresh engine.
    public static func fittingSize(
        of view: String, in layout: Layout, target: Size, spacing: SpacingProfile = .iOS7
    ) -> Size? {
        guard var top = layout.hierarchy[view] else { return nil }
        var sub = Layout(root: view, size: target)
        sub.layoutDirection = layout.layoutDirection
        top.superview = nil
        // The subtree's views, superviews first (the hierarchy's order), and the constraints
        // installed inside it: their items all lie in the subtree, so each adds as before.
        try? sub.updateView(top)
        for v in layout.hierarchy.views where v.name != view && layout.hierarchy.isDescendant(v.name, of: view) {
            try? sub.addView(v)
        }
        for c in layout.constraints where sub.hierarchy.contains(c.view) {
            _ = try? sub.add(c.constraint)
        }
        let engine = LayoutEngine(spacing: spacing, rootSizePriority: .fittingSizeLevel)
        return engine.solve(sub).rootSize
    }
}
