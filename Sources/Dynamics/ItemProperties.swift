/// The material and freedoms of a dynamic item (what `UIDynamicItemBehavior` sets).
///
/// The defaults are the engine's, not the documentation's: Apple documents 0 for elasticity,
/// friction and resistance, but only 0.2, 0.2 and 0.1 reproduce the trajectories UIKit draws
/// (free fall with resistance 0.1 matches UIKit to the printed digit; 0 does not).
public struct ItemProperties: Hashable, Sendable {
    /// Restitution of collisions, 0 (none) to 1 (a perfect bounce); Box2D mixes a pair's as the max.
    public var elasticity = 0.2
    /// Friction, 0 and up; Box2D mixes a pair's as √(a·b).
    public var friction = 0.2
    /// Mass per area: a w×h item weighs density·w·h/10⁴ (100×100 at density 1 is 1 "UIKit kilogram").
    public var density = 1.0
    /// Linear damping c: each 1/120 s step multiplies the velocity by 1/(1 + c/120).
    public var resistance = 0.1
    /// The same for the spin.
    public var angularResistance = 0.1
    /// When false the item keeps its angle (UIKit's `allowsRotation`).
    public var allowsRotation = true
    /// When true the item does not move, though others collide with it (iOS 9's `anchored`).
    public var anchored = false

    /// The engine's defaults.
    public init() {}

    /// What UIKit's engine gives a boundary: restitution 0.2, friction 0.2.
    static let boundary = ItemProperties()
}

/// The properties one `item` behaviour sets; the others stay as the behaviours before it left
/// them (per property, the last behaviour that set it wins).
public struct DynamicItemBehavior: Hashable, Sendable {
    /// The items it applies to.
    public var items: [String]
    public var elasticity: Double?
    public var friction: Double?
    public var density: Double?
    public var resistance: Double?
    public var angularResistance: Double?
    public var allowsRotation: Bool?
    public var anchored: Bool?

    public init(items: [String]) { self.items = items }

    /// `properties` with what this behaviour sets written over it.
    func applied(to properties: ItemProperties) -> ItemProperties {
        var p = properties
        if let elasticity { p.elasticity = elasticity }
        if let friction { p.friction = friction }
        if let density { p.density = density }
        if let resistance { p.resistance = resistance }
        if let angularResistance { p.angularResistance = angularResistance }
        if let allowsRotation { p.allowsRotation = allowsRotation }
        if let anchored { p.anchored = anchored }
        return p
    }
}
