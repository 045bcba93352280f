import TextSupport

/// Distances in from the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`): a safe
/// area, resolved layout margins, a guide's place in its owning view.
public struct EdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(_ all: Double) { self.init(top: all, left: all, bottom: all, right: all) }

    /// No inset.
    public static let zero = EdgeInsets(0)

    /// Top, left, bottom, right.
    public var values: [Double] { [top, left, bottom, right] }

    /// Edge by edge, the larger of the two.
    public func max(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: Swift.max(top, other.top), left: Swift.max(left, other.left),
            bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }

    /// Edge by edge, the sum.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// `top,left,bottom,right` as statements and reports write it.
    public var text: String { values.map(formatNumber).joined(separator: ",") }
}

/// Insets whose horizontal edges follow the layout direction (UIKit's
/// `NSDirectionalEdgeInsets`): leading is the left edge left to right, the right edge right to
/// left. Layout margins are set this way (`directionalLayoutMargins`).
public struct DirectionalInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    /// The insets as left and right for `direction`.
    public func absolute(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// `top,leading,bottom,trailing` as statements write it.
    public var text: String { [top, leading, bottom, trailing].map(formatNumber).joined(separator: ",") }
}
