import AutoLayout

/// What has happened to an animator, in order: a value that replays to the same world.
///
/// Box2D's world cannot be copied, but it is deterministic: the same calls in the same order
/// give byte-identical positions. So a session keeps this log (an undo snapshot is a copy of
/// it) and `DynamicAnimator(replaying:)` rebuilds the world from it when needed.
public struct DynamicScene: Hashable, Sendable {
    /// Every event so far.
    public private(set) var events: [DynamicEvent] = []
    /// The behaviours in the animator now, in the order they were added, with their ids.
    public private(set) var behaviors: [(id: Int, behavior: DynamicBehavior)] = []
    /// The named boundaries now.
    public private(set) var boundaries: [Boundary] = []
    private var nextID = 0

    public init() {}

    /// The items some behaviour names: the animator's items.
    public var items: Set<String> { Set(behaviors.flatMap(\.behavior.items)) }

    /// How many 1/60 s frames the log runs (each `run` counts the frames it asked for).
    public var requestedFrames: Int {
        events.reduce(0) { sum, e in if case let .run(n) = e { sum + n } else { sum } }
    }

    /// Record `event` and update the behaviours and boundaries it changes.
    public mutating func append(_ event: DynamicEvent) {
        events.append(event)
        switch event {
        case let .add(behavior, _):
            behaviors.append((nextID, behavior))
            nextID += 1
        case let .addBoundary(boundary):
            boundaries.removeAll { $0.name == boundary.name }
            boundaries.append(boundary)
        case let .remove(kind, names):
            behaviors = behaviors.compactMap { entry in
                guard kind == nil || entry.behavior.kind == kind else { return entry }
                guard let names else { return nil }
                return entry.behavior.removing(Set(names)).map { (entry.id, $0) }
            }
        case let .removeBoundaries(names):
            boundaries.removeAll { b in names.map { $0.contains(b.name) } ?? true }
        case .removeAll:
            behaviors = []
            boundaries = []
        case .run:
            break
        }
    }

    /// How many collision behaviours there are now.
    public var collisionCount: Int { behaviors.count { $0.behavior.kind == .collision } }

    public static func == (a: DynamicScene, b: DynamicScene) -> Bool { a.events == b.events }
    public func hash(into hasher: inout Hasher) { hasher.combine(events) }
}

/// One thing done to an animator.
public enum DynamicEvent: Hashable, Sendable {
    /// A behaviour joins the animator. `frames` holds where each item it names is in the layout
    /// now (root coordinates): an item not yet in the animator starts there, unrotated.
    case add(DynamicBehavior, frames: [String: Frame])
    /// A named boundary joins (or replaces the one of that name).
    case addBoundary(Boundary)
    /// Behaviours of a kind (`nil`: of every kind) leave: all of them, or only these items
    /// leave them.
    case remove(DynamicBehavior.Kind?, items: [String]?)
    /// Named boundaries leave: these, or all.
    case removeBoundaries([String]?)
    /// Every behaviour and boundary leaves (`removeAllBehaviors`): the items leave the animator.
    case removeAll
    /// The animator runs this many 1/60 s frames, or until it pauses (comes to rest).
    case run(frames: Int)
}
