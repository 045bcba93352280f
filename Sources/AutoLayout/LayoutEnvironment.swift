/// What UIKit decides around a layout and the engine needs to place the system guides: the
/// root's safe area, the root's minimum margins, which margin rules apply, the keyboard and the
/// readable width. The session fills it from the device, the bars and the iOS version
/// (`UIKitFacts`); the engine moves the guides' constants when it changes, in place.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The root's safe-area insets: the device's, plus the bars in use.
    public var safeAreaInsets = EdgeInsets.zero
    /// UIKit's `systemMinimumLayoutMargins` for the root (iOS 8–10: the root's margins, fixed).
    public var rootMinimumMargins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    /// `viewRespectsSystemMinimumLayoutMargins`: the root is a view controller's view, whose
    /// margins the system minimum decides; off, its margins are its own, as any view's (a cell
    /// laid out alone, a controller that opts out).
    public var rootRespectsSystemMinimumMargins = true
    /// iOS 11 and later: the root's margins are its safe area plus the larger of its own and
    /// the minimum, and other views' margins grow by their share of the safe area
    /// (`insetsLayoutMarginsFromSafeArea`); before, margins ignore the safe area.
    public var marginsFollowSafeArea = false
    /// The keyboard's height when it is shown, `nil` when hidden.
    public var keyboardHeight: Double?
    /// The widest the readable content guide gets (672 points at the default text size).
    public var readableWidth = 672.0

    public init() {}
}
