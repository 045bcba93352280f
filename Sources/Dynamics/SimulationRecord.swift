/// What a run of the animator did, frame by frame: when each item first touched something,
/// the apex of each rebound, when the animator paused, and (when kept) every frame.
public struct SimulationRecord: Hashable, Sendable {
    /// One item's story.
    public struct ItemStory: Hashable, Sendable {
        public var name: String
        /// When it first touched another item or a boundary during the run, if it did.
        public var firstContact: Double?
        /// The highest point of each rebound: after touching something, the frame where it
        /// rose furthest against its gravity before falling again (items in a gravity only).
        public var apexes: [Apex] = []
    }

    /// The top of a rebound.
    public struct Apex: Hashable, Sendable {
        public var time: Double
        public var center: Point
    }

    /// Every item after one frame.
    public struct Sample: Hashable, Sendable {
        public var time: Double
        public var items: [AnimatedItem]
    }

    /// The animator's time when the run began.
    public var startTime: Double
    /// The animator's time when it ended.
    public var endTime: Double
    /// The items, in the order they joined the animator.
    public var stories: [ItemStory]
    /// When the animator paused (every item asleep), `nil` if it was still running at the end.
    public var restedAt: Double?
    /// When Box2D failed one of its own checks and the animator stopped for good, if it did.
    public var failedAt: Double?
    /// Every frame, when the run kept them (`vfl simulate --json`, `:play`, SVG paths).
    public var samples: [Sample] = []
    /// The items at the end.
    public var final: [AnimatedItem]
}

/// Watches an animator frame by frame and writes its `SimulationRecord`.
public struct SimulationRecorder {
    public private(set) var record: SimulationRecord
    private let keepsSamples: Bool
    /// Per item: touched something since its last apex, and the highest point of the current rise.
    private var touched: [String: Bool] = [:]
    private var rising: [String: SimulationRecord.Apex] = [:]

    /// Start watching `animator` as it is now.
    public init(_ animator: DynamicAnimator, keepsSamples: Bool) {
        self.keepsSamples = keepsSamples
        let items = animator.items
        record = SimulationRecord(
            startTime: animator.elapsedTime, endTime: animator.elapsedTime,
            stories: items.map { SimulationRecord.ItemStory(name: $0.name) },
            restedAt: animator.isRunning ? nil : animator.pausedAt, failedAt: animator.failedAt, final: items)
    }

    /// Note what the frame just run did.
    public mutating func observe(_ animator: DynamicAnimator) {
        let t = animator.elapsedTime
        let items = animator.items
        for (index, item) in items.enumerated() where index < record.stories.count && record.stories[index].name == item.name {
            let contact = animator.isTouching(item.name)
            if contact, record.stories[index].firstContact == nil { record.stories[index].firstContact = t }
            if contact { touched[item.name] = true }
            guard let g = animator.gravity(of: item.name) else { continue }
            // Height against gravity: the projection of the centre on -g.
            let along = item.velocity.x * g.x + item.velocity.y * g.y
            let height = -(item.center.x * g.x + item.center.y * g.y)
            if along < 0, touched[item.name] == true, !contact {
                if let best = rising[item.name], -(best.center.x * g.x + best.center.y * g.y) >= height { continue }
                rising[item.name] = SimulationRecord.Apex(time: t, center: item.center)
            } else if along >= 0, var apex = rising.removeValue(forKey: item.name) {
                // The turn happened within this frame: this frame's point may be the higher.
                if height > -(apex.center.x * g.x + apex.center.y * g.y) { apex = SimulationRecord.Apex(time: t, center: item.center) }
                record.stories[index].apexes.append(apex)
                touched[item.name] = false
            }
        }
        record.endTime = t
        record.restedAt = animator.isRunning ? nil : animator.pausedAt
        record.failedAt = animator.failedAt
        record.final = items
        if keepsSamples { record.samples.append(SimulationRecord.Sample(time: t, items: items)) }
    }
}
