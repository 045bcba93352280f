/// A rectangle in a view hierarchy, as Auto Layout sees it: a name, an optional superview, and
/// what the view knows about its own content. Views are values; a `ViewHierarchy` links them
/// by name, and names are how constraints refer to them (like the keys of VFL's views
/// dictionary).
public struct View: Hashable, Sendable {
    /// Unique within a hierarchy; a C identifier when VFL should reach it.
    public var name: String
    /// The name of the view that contains this one, `nil` for a root (or a detached view).
    public var superview: String?
    /// The natural size of the content (a button's title, a label's text), per axis; `nil`
    /// on an axis means "no intrinsic size" (UIKit's `UIView.noIntrinsicMetric`).
    public var intrinsicContentSize: IntrinsicSize
    /// How strongly the view resists growing beyond its intrinsic size, per axis (default 250).
    public var contentHuggingPriority: AxisPriorities
    /// How strongly the view resists shrinking below its intrinsic size, per axis (default 750).
    public var compressionResistancePriority: AxisPriorities
    /// For text-like views: the distance from the bottom edge up to the text baseline. Without
    /// one, the first baseline is the top edge and the last the bottom edge (`Baseline`).
    public var baselineOffset: Double?
    /// A direct subview whose first baseline stands for this view's (UIKit's
    /// `forFirstBaselineLayout`: a stack view vends one of its arranged views); `nil`: its own.
    public var firstBaselineView: String?
    /// A direct subview whose last baseline stands for this view's (`forLastBaselineLayout`).
    public var lastBaselineView: String?
    /// A layout guide a user added (`UILayoutGuide`) rather than a view: a rectangle that takes
    /// part in layout, in its owning view (`superview`), but draws nothing and holds nothing.
    public var isLayoutGuide = false
    /// The layout margins set on the view (`directionalLayoutMargins`); `nil` for UIKit's: 8 on
    /// every edge, or for the root the system's minimum (`LayoutEnvironment`).
    public var layoutMargins: DirectionalInsets?
    /// `preservesSuperviewLayoutMargins`: where the view's edge is nearer the superview's edge
    /// than the superview's margin, its margin grows so content stays inside that margin too.
    public var preservesSuperviewLayoutMargins = false
    /// `insetsLayoutMarginsFromSafeArea` (iOS 11): margins grow by the view's share of the
    /// safe area.
    public var insetsLayoutMarginsFromSafeArea = true
    /// A scroll view whose content inset takes up the safe area
    /// (`contentInsetAdjustmentBehavior` other than `never`): its subviews have none of their own.
    public var adjustsContentInsetForSafeArea = false

    /// A view with no intrinsic size and the default priorities.
    public init(
        _ name: String, superview: String? = nil, intrinsicContentSize: IntrinsicSize = .none,
        baselineOffset: Double? = nil
    ) {
        self.name = name
        self.superview = superview
        self.intrinsicContentSize = intrinsicContentSize
        self.contentHuggingPriority = AxisPriorities(.defaultLow)
        self.compressionResistancePriority = AxisPriorities(.defaultHigh)
        self.baselineOffset = baselineOffset
    }
}

/// An intrinsic content size; either axis may be absent.
public struct IntrinsicSize: Hashable, Sendable {
    /// The natural width, or `nil` for none.
    public var width: Double?
    /// The natural height, or `nil` for none.
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size on either axis (a plain container view).
    public static let none = IntrinsicSize(width: nil, height: nil)

    /// The size along `axis`.
    public subscript(axis: LayoutAxis) -> Double? {
        axis == .horizontal ? width : height
    }
}

/// A priority per axis (content hugging, compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority

    /// The same priority on both axes.
    public init(_ both: LayoutPriority) {
        horizontal = both
        vertical = both
    }

    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority along `axis`.
    public subscript(axis: LayoutAxis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}
