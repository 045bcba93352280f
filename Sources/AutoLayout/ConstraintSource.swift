import Cassowary
import TextSupport

/// Where a solver constraint came from: a constraint the user added, or one the engine derives
/// from a view (Apple's `NSContentSizeLayoutConstraint`s and the root's placement).
public enum ConstraintSource: Hashable, Sendable {
    /// A constraint of the layout, with its id.
    case constraint(id: Int, LayoutConstraint)
    /// `view.width <= intrinsic` (or height) at the view's content hugging priority.
    case contentHugging(view: String, axis: LayoutAxis, size: Double, priority: LayoutPriority)
    /// `view.width >= intrinsic` (or height) at the view's compression resistance priority.
    case compressionResistance(view: String, axis: LayoutAxis, size: Double, priority: LayoutPriority)
    /// The root's top-left corner at (0, 0).
    case rootOrigin(view: String)
    /// The root's width or height, fixed by the screen (or the window) through a required
    /// constraint, as UIKit's `UIView-Encapsulated-Layout-Width` / `-Height` does. (Priority 50
    /// instead when the engine measures a fitting size: `LayoutEngine.fittingSize`.)
    case encapsulatedSize(view: String, axis: LayoutAxis, size: Double)
    /// `view.width >= 0` (or height): Apple's engine never lets a size go negative, and a layout
    /// that needs one is unsatisfiable.
    case nonNegativeSize(view: String, axis: LayoutAxis)
    /// One edge of a system guide, inset from its owner's (`SystemGuide`).
    case guide(item: String, kind: SystemGuide, edge: GuideEdge, inset: Double)

    /// UIKit's identifier for the constraint that fixes a root view's size on `axis`.
    public static func encapsulatedName(_ axis: LayoutAxis) -> String {
        axis == .horizontal ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
    }

    /// True for what the system adds and no one can drop (the screen's size, the root's origin,
    /// sizes never negative), as opposed to constraints of the layout and content sizes.
    public var isSystem: Bool {
        switch self {
        case .rootOrigin, .encapsulatedSize, .nonNegativeSize, .guide: true
        case .constraint, .contentHugging, .compressionResistance: false
        }
    }

    /// The layout constraint's id, for the sources that are layout constraints.
    public var id: Int? {
        if case let .constraint(id, _) = self { return id }
        return nil
    }
}

extension ConstraintSource: CustomStringConvertible {
    /// `#3 a.leading == superview.leading + 20`, or the derived constraint in the same style
    /// with what it stands for (Apple prints content size as `H:[button(46)] Hug:250 CompressionResistance:750`).
    public var description: String {
        switch self {
        case let .constraint(id, c):
            // A name UIKit gives its own constraints ('UISV-spacing') says who made it.
            return "#\(id) " + c.namedDescription
        case let .contentHugging(view, axis, size, priority):
            return "\(view).\(axis.dimension.name) <= \(formatNumber(size)) @\(priority) (content hugging)"
        case let .compressionResistance(view, axis, size, priority):
            return "\(view).\(axis.dimension.name) >= \(formatNumber(size)) @\(priority) (compression resistance)"
        case let .rootOrigin(view):
            return "\(view).left == 0, \(view).top == 0 (the root's origin)"
        case let .encapsulatedSize(view, axis, size):
            return
                "\(view).\(axis.dimension.name) == \(formatNumber(size)) '\(ConstraintSource.encapsulatedName(axis))' (the screen's size)"
        case let .nonNegativeSize(view, axis):
            return "\(view).\(axis.dimension.name) >= 0 (implicit: sizes are never negative)"
        case let .guide(item, kind, edge, inset):
            return ConstraintSource.guideText(item: item, kind: kind, edge: edge, inset: inset)
        }
    }
}

/// A required constraint that could not hold together with the ones added before it, and that
/// Auto Layout therefore broke ("Unable to simultaneously satisfy constraints ... Will attempt to
/// recover by breaking constraint ...").
///
/// The rule for which one breaks (Apple leaves it unspecified): constraints are added in the
/// order they were made; the one whose addition makes the required set unsatisfiable is broken
/// and the rest keep solving. The result depends only on the order, not on the history of edits:
/// removing a constraint re-solves as if the removed one had never been there.
public struct Conflict: Hashable, Sendable {
    /// The constraint that was broken (not enforced).
    public let broken: ConstraintSource
    /// The required constraints it contradicts (itself included): a set that cannot hold
    /// together, the solver's own proof. Empty when the constraint was refused for another reason.
    public let conflicting: [ConstraintSource]
    /// Why this one was broken, for humans.
    public let reason: String
}

extension Conflict: CustomStringConvertible {
    /// Apple's console message, with our ids and the reason.
    public var description: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "    Probably at least one of the constraints in the following list is one you don't want.",
            "(",
        ]
        lines += conflicting.map { "    \($0)" }
        lines += [")", "", "Will attempt to recover by breaking constraint", "    \(broken)", "(\(reason))"]
        return lines.joined(separator: "\n")
    }
}

extension ConstraintSource {
    /// UIKit's name for the constraint that places one edge of a guide, as its logs print it
    /// (`UIViewSafeAreaLayoutGuide-top`, `UIView-leftMargin-guide-constraint`); `nil` for the
    /// guides no log shows.
    public static func guideIdentifier(_ kind: SystemGuide, _ edge: GuideEdge) -> String? {
        switch kind {
        case .safeArea: "UIViewSafeAreaLayoutGuide-\(edge.rawValue)"
        case .layoutMargins: "UIView-\(edge.rawValue)Margin-guide-constraint"
        case .readableContent, .keyboard: nil
        }
    }

    /// `'UIViewSafeAreaLayoutGuide-top' root.safeAreaLayoutGuide.top == root.top + 59`, in the
    /// same equation style as the layout's constraints.
    static func guideText(item: String, kind: SystemGuide, edge: GuideEdge, inset: Double) -> String {
        let owner = SystemGuide.owner(of: item)
        let equation: String
        switch edge {
        case .left, .top: equation = "\(item).\(edge.rawValue) == \(owner).\(edge.rawValue)\(formatOffset(inset))"
        case .right, .bottom: equation = "\(owner).\(edge.rawValue) == \(item).\(edge.rawValue)\(formatOffset(inset))"
        }
        let name = guideIdentifier(kind, edge).map { "'\($0)' " } ?? ""
        return name + equation + " (the \(kind.rawValue))"
    }
}
