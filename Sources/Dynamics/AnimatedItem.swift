import AutoLayout

/// Where the animator has an item: its centre and rotation are the animator's (UIKit writes
/// them back to the view's `center` and `transform`); its size is the bounds it joined with.
public struct AnimatedItem: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// The centre in root coordinates, as Box2D computes it (not rounded to pixels).
    public var center: Point
    /// The item's bounds size.
    public var size: Size
    /// The rotation in radians, clockwise on screen.
    public var angle: Double
    /// Points per second.
    public var velocity: Point
    /// Radians per second.
    public var angularVelocity: Double
    /// False once Box2D has put the item to sleep (below 1 pt/s and 2°/s for 0.5 s).
    public var isAwake: Bool

    /// The unrotated frame around the centre (the view's `bounds` placed at its `center`).
    public var frame: Frame {
        Frame(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
