/// `UISnapBehavior`: the item springs to a point (and turns back upright) like a damped spring.
///
/// Built as UIKit's engine builds it: four distance-joint springs of rest length 50 points from
/// the item's corners to an anchor at the point, 4 Hz, damping ratio `damping`.
public struct SnapBehavior: Hashable, Sendable {
    public var item: String
    public var point: Point
    /// The springs' damping ratio, 0 to 1 (UIKit's default 0.5).
    public var damping = 0.5

    public init(item: String, point: Point) {
        self.item = item
        self.point = point
    }

    /// Rest length of the four springs, in points.
    static let springLength = 50.0
    /// Their frequency, in hertz.
    static let frequency = 4.0
}
