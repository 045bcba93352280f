/// A point or a vector in the reference view's coordinates (points, y down), as UIKit Dynamics
/// takes them (`CGPoint`, `CGVector`).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, or no offset.
    public static let zero = Point(x: 0, y: 0)
}

/// UIKit Dynamics works in points; Box2D in metres, tuned for bodies of 0.1 to 10 m. The
/// animator runs Box2D at 100 points per metre, as UIKit's own engine does.
enum Box2DUnits {
    static let pointsPerMeter = 100.0

    /// Points to metres, in Box2D's `Float`.
    static func meters(_ points: Double) -> Float { Float(points / pointsPerMeter) }

    /// Metres back to points: the product is taken in `Float`, as UIKit's engine does, so
    /// positions print with the digits UIKit shows.
    static func points(_ meters: Float) -> Double { Double(meters * Float(pointsPerMeter)) }
}
