import AutoLayout
import CBox2D

/// `UIDynamicAnimator` on Box2D: the items of its behaviours as Box2D bodies, run at UIKit's
/// 60 Hz frame loop.
///
/// Box2D runs in metres at 100 points per metre (`Box2DUnits`), with the root view as the
/// reference view (y down, so gravity is +y). Every change arrives as a `DynamicEvent`; after
/// each one the animator brings the world in line with the scene's behaviours: bodies for new
/// items (at the frame the event carries), joints for snaps and attachments, loops and segments
/// for boundaries, then each body's material, gravity scale and collision groups. Nothing here
/// can reach a Box2D assertion: `CBox2D` clamps what the session language has not already
/// refused.
public final class DynamicAnimator {
    /// The scene replayed so far.
    public private(set) var scene = DynamicScene()
    /// Seconds of animation run (the sum of the frames' durations).
    public internal(set) var elapsedTime = 0.0
    /// Frames run.
    public internal(set) var frameCount = 0
    /// True while some item is awake; false before any behaviour, and once the animator has
    /// paused (every item asleep: `dynamicAnimatorDidPause`). Adding a behaviour starts it again.
    public internal(set) var isRunning = false
    /// When it last paused, if it has.
    public internal(set) var pausedAt: Double?
    /// When Box2D failed one of its own checks during a step, if it did: the animator stopped
    /// there for good (its items stay where that step left them).
    public internal(set) var failedAt: Double?

    let world: OpaquePointer
    /// Items in the order they joined (Box2D's results depend on the order of its bodies).
    var itemOrder: [String] = []
    var bodies: [String: ItemBody] = [:]
    /// Joints and anchors of each snap or attachment, by behaviour id.
    var jointSets: [Int: JointSet] = [:]
    /// The joints that are springs, in behaviour order: retuned before every step (kept here so
    /// the step loop does not gather them again).
    var springs: [(handle: OpaquePointer, hz: Double, zeta: Double)] = []
    /// The bounds loop of each collision behaviour that has one, by behaviour id.
    var loops: [Int: OpaquePointer] = [:]
    /// Named boundaries as built.
    var boundaryBodies: [String: (boundary: Boundary, body: OpaquePointer)] = [:]
    /// Instantaneous pushes already given, by behaviour id.
    var givenPushes: Set<Int> = []
    /// The material of boundaries: UIKit's engine gives them restitution 0.2 and friction 0.2.
    var boundaryMaterial = ItemProperties.boundary
    /// The world's gravity in points/s².
    var worldGravity = Point.zero
    /// Time not yet stepped: frames last 1/60 s, steps 1/120 s in `Float`.
    var accumulator = 0.0

    /// A Box2D body standing for an item.
    struct ItemBody {
        let handle: OpaquePointer
        let size: Size
        var applied: ItemProperties?
    }

    /// The joints of a snap or an attachment, with the spring tuning each needs every step.
    struct JointSet {
        var joints: [(handle: OpaquePointer, hz: Double, zeta: Double)]
        var anchors: [OpaquePointer]
    }

    /// An animator with no behaviours.
    public init() {
        world = b2s_world_new(0, 0)
    }

    /// The animator `scene` describes, its events run in order.
    public convenience init(replaying scene: DynamicScene) {
        self.init()
        for event in scene.events { apply(event) }
    }

    deinit { b2s_world_free(world) }

    /// Run the events of `newer` beyond the ones already run, when the scene so far is how
    /// `newer` begins; false (and nothing done) when it is not, and the animator must be
    /// rebuilt with `init(replaying:)`.
    public func catchUp(to newer: DynamicScene, observe: ((DynamicAnimator) -> Void)? = nil) -> Bool {
        let done = scene.events.count
        guard newer.events.count >= done, newer.events[..<done].elementsEqual(scene.events) else { return false }
        for event in newer.events[done...] { apply(event, observe: observe) }
        return true
    }

    /// Carry out one event; `observe` sees the animator after each frame a `run` runs.
    public func apply(_ event: DynamicEvent, observe: ((DynamicAnimator) -> Void)? = nil) {
        let gravities = scene.behaviors.count { $0.behavior.kind == .gravity }
        scene.append(event)
        // A world Box2D gave up on is never touched again (it may be locked mid-step).
        guard failedAt == nil else { return }
        switch event {
        case let .run(frames):
            var left = frames
            while left > 0, isRunning {
                frame()
                observe?(self)
                left -= 1
            }
            return
        case let .add(behavior, frames):
            if case let .gravity(g) = behavior {
                setGravity(Point(x: g.direction.x * 1000, y: g.direction.y * 1000))
            }
            synchronize(newFrames: frames)
            for item in behavior.items { bodies[item].map { b2s_body_wake($0.handle) } }
        case .remove:
            // Removing a gravity behaviour leaves the world without gravity, as in UIKit's engine.
            if scene.behaviors.count(where: { $0.behavior.kind == .gravity }) < gravities { setGravity(.zero) }
            synchronize(newFrames: [:])
        case .removeAll:
            setGravity(.zero)
            synchronize(newFrames: [:])
        case .addBoundary, .removeBoundaries:
            synchronize(newFrames: [:])
        }
        isRunning = failedAt == nil && !itemOrder.isEmpty && b2s_world_awake_count(world) > 0
    }

    /// Every item now, in the order they joined.
    public var items: [AnimatedItem] { itemOrder.compactMap(item) }

    /// Where the animator has `name`, if it is one of its items.
    public func item(_ name: String) -> AnimatedItem? {
        guard let body = bodies[name] else { return nil }
        var s = B2SBodyState()
        b2s_body_state(body.handle, &s)
        return AnimatedItem(
            name: name, center: Point(x: Box2DUnits.points(s.x), y: Box2DUnits.points(s.y)), size: body.size,
            angle: Double(s.angle), velocity: Point(x: Box2DUnits.points(s.vx), y: Box2DUnits.points(s.vy)),
            angularVelocity: Double(s.angularVelocity), isAwake: s.awake != 0)
    }

    /// Whether `name` touches something now (another item or a boundary).
    public func isTouching(_ name: String) -> Bool {
        bodies[name].map { b2s_body_touching_count($0.handle) > 0 } ?? false
    }

    /// The gravity `name` falls by, in points/s², or `nil` when it is in no gravity behaviour
    /// (or the world's gravity is zero).
    public func gravity(of name: String) -> Point? {
        guard worldGravity != .zero,
            scene.behaviors.contains(where: { $0.behavior.kind == .gravity && $0.behavior.items.contains(name) })
        else { return nil }
        return worldGravity
    }

    /// The world's gravity (points/s²; Box2D takes m/s²).
    private func setGravity(_ g: Point) {
        worldGravity = g
        b2s_world_set_gravity(world, Box2DUnits.meters(g.x), Box2DUnits.meters(g.y))
    }
}
