import Workbench

/// What a stress campaign checks after each variation. Each is judged against the layout as
/// written: a property that fails as written is reported once, as written, not again for
/// every variation; overlaps and views outside their superview that the layout has as written
/// are taken as meant.
public enum StressProperty: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A required constraint broke (Auto Layout could not satisfy them all).
    case requiredBroken = "required-broken"
    /// A view's frame is no longer determined.
    case ambiguous
    /// A view left its superview's bounds.
    case leavesSuperview = "leaves-superview"
    /// A view left the screen.
    case leavesScreen = "leaves-screen"
    /// Two sibling views overlap.
    case overlap
    /// A titled view is smaller than its title: the text is cut.
    case truncated
    /// The keyboard covers a view marked `:set keep-visible`.
    case coveredByKeyboard = "covered-by-keyboard"
    /// A view inside the safe area as written reaches into the unsafe bands (a notch, the home
    /// indicator, a bar) on another device or with other bars (iOS 11+).
    case leavesSafeArea = "leaves-safe-area"

    /// What failing it means, for reports.
    public var summary: String {
        switch self {
        case .requiredBroken: "a required constraint broke"
        case .ambiguous: "a view's frame is ambiguous"
        case .leavesSuperview: "a view leaves its superview"
        case .leavesScreen: "a view leaves the screen"
        case .overlap: "sibling views overlap"
        case .truncated: "a title does not fit its view"
        case .coveredByKeyboard: "the keyboard covers a view kept visible"
        case .leavesSafeArea: "a view leaves the safe area"
        }
    }

    public static func < (a: StressProperty, b: StressProperty) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

/// One property broken in one solved variation: which, for which views, and the figures.
public struct StressFinding: Hashable, Sendable {
    public let property: StressProperty
    /// The views concerned, sorted (for a broken constraint, those its conflict names).
    public let views: [String]
    /// The figures: `ok is 40 wide, its title needs 56`.
    public let detail: String

    /// What makes two findings the same failure: the property and the views.
    public var key: String { property.rawValue + " " + views.joined(separator: ",") }
}
