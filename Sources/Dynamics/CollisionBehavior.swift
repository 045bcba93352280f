import AutoLayout

/// `UICollisionBehavior`: which items collide with each other, with boundaries, or both.
public struct CollisionBehavior: Hashable, Sendable {
    /// `UICollisionBehaviorMode`.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Items collide with each other only.
        case items
        /// Items collide with boundaries only.
        case boundaries
        /// Both.
        case everything

        var collidesItems: Bool { self != .boundaries }
        var collidesBoundaries: Bool { self != .items }
    }

    public var items: [String]
    public var mode = Mode.everything
    /// `translatesReferenceBoundsIntoBoundary` with its insets: the rectangle (root
    /// coordinates) whose edges hold the items in, or `nil` for no such boundary.
    public var bounds: Frame?

    public init(items: [String]) { self.items = items }

    /// The most collision behaviours one animator takes: each needs two bits of the 64-bit
    /// collision groups (one for its items, one for its boundaries).
    public static let limit = 32
}

/// A named segment items collide with (`addBoundary(withIdentifier:from:to:)`), two-sided. It
/// belongs to every collision behaviour whose mode includes boundaries, those added later too.
public struct Boundary: Hashable, Sendable {
    public var name: String
    public var from: Point
    public var to: Point

    public init(name: String, from: Point, to: Point) {
        self.name = name
        self.from = from
        self.to = to
    }

    /// Box2D needs a segment's ends more than its linear slop (0.5 pt at 100 pt/m) apart, and
    /// so does a loop's neighbouring corners.
    public static let shortestLength = 1.0
}
