import Foundation

/// `UIGravityBehavior`: the same acceleration for every item in it, whatever its mass.
///
/// Magnitude 1 is 1000 points/s² (Box2D: 10 m/s²); angle π/2 points down (y grows down). An
/// animator has one gravity: the last gravity behaviour added sets it, and removing any gravity
/// behaviour sets it to zero, as UIKit's engine does. Items in no gravity behaviour do not fall.
public struct GravityBehavior: Hashable, Sendable {
    public var items: [String]
    /// 1 is 1000 points/s².
    public var magnitude = 1.0
    /// Radians from the +x axis, clockwise on screen (π/2 is down).
    public var angle = Double.pi / 2

    public init(items: [String]) { self.items = items }

    /// UIKit's `gravityDirection`: the vector (cos angle, sin angle) · magnitude.
    public var direction: Point { Point(x: cos(angle) * magnitude, y: sin(angle) * magnitude) }

    /// Set angle and magnitude from a `gravityDirection` vector.
    public mutating func setDirection(_ v: Point) {
        magnitude = (v.x * v.x + v.y * v.y).squareRoot()
        angle = magnitude > 0 ? atan2(v.y, v.x) : angle
    }
}
