/// `UIPushBehavior`: a force on each item (continuous) or one impulse (instantaneous).
///
/// Magnitude 1 on a 100×100 item of density 1 accelerates it at 100 points/s² (continuous) or
/// gives it 100 points/s at once (instantaneous): a force of 1 N or an impulse of 1 N·s.
public struct PushBehavior: Hashable, Sendable {
    /// `UIPushBehaviorMode`.
    public enum Mode: String, Hashable, Sendable {
        case continuous
        case instantaneous
    }

    public var items: [String]
    public var mode: Mode
    public var magnitude = 1.0
    /// Radians from the +x axis (π/2 pushes down).
    public var angle = 0.0
    /// Where the force acts, from the item's centre (points, root axes): off centre, it spins the item.
    public var offset = Point.zero

    public init(items: [String], mode: Mode) {
        self.items = items
        self.mode = mode
    }
}
