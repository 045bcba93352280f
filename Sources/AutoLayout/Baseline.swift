/// Where a view's first or last baseline lies, as Auto Layout finds it: on the view that stands
/// for it (UIKit's `forFirstBaselineLayout` and `forLastBaselineLayout`, followed down through
/// the subviews that vend them, as a stack view vends one of its arranged views), at that
/// view's text baseline, or, where it has no text, at its top edge for the first baseline and
/// its bottom edge for the last (Apple's documentation of both properties).
public struct Baseline: Hashable, Sendable {
    /// The view whose frame the baseline is measured on.
    public var view: String
    /// The baseline's distance up from that view's bottom; `nil`: its top edge.
    public var offset: Double?
}

extension ViewHierarchy {
    /// `item`'s first baseline (`attribute` `.firstBaseline`) or its last (any other).
    public func baseline(of item: String, _ attribute: LayoutAttribute) -> Baseline {
        let first = attribute == .firstBaseline
        var current = item
        // Each step goes down to a direct subview, so the walk ends.
        while let view = self[current], let vended = first ? view.firstBaselineView : view.lastBaselineView,
            superview(of: vended) == current
        {
            current = vended
        }
        let offset = self[current]?.baselineOffset
        return Baseline(view: current, offset: offset ?? (first ? nil : 0))
    }
}
