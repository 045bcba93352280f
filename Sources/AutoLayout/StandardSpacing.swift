/// The symbolic "standard space" of VFL's `-`: which kind of gap it is, so that a profile can
/// give it a size later (Apple's logs show it as `NSLayoutAnchorConstraintSpace(8)`).
public enum StandardSpacing: Hashable, Sendable {
    /// Between two sibling views: `[a]-[b]`.
    case siblings
    /// Between a view and the edge of its superview: `|-[a]`, `[a]-|`.
    case superviewEdge
}

extension StandardSpacing {
    /// The standard space between two views: to the superview's edge when one is the other's
    /// superview (VFL's `|-[a]`, or `[b]-[superview]` spelled out), else between siblings.
    public static func between(_ a: String, _ b: String, in hierarchy: ViewHierarchy) -> StandardSpacing {
        hierarchy.superview(of: a) == b || hierarchy.superview(of: b) == a ? .superviewEdge : .siblings
    }
}

/// Sizes for the standard spaces of one platform.
public struct SpacingProfile: Hashable, Sendable {
    /// Points between siblings.
    public var siblings: Double
    /// Points between a view and its superview's edge.
    public var superviewEdge: Double

    public init(siblings: Double, superviewEdge: Double) {
        self.siblings = siblings
        self.superviewEdge = superviewEdge
    }

    /// iOS 7, as in the seeds' chapter (and Apple-run AppKit tests): 8 between siblings, 20
    /// to the superview's edge.
    public static let iOS7 = SpacingProfile(siblings: 8, superviewEdge: 20)

    /// The size of one kind of standard space.
    public func value(of spacing: StandardSpacing) -> Double {
        spacing == .siblings ? siblings : superviewEdge
    }
}
