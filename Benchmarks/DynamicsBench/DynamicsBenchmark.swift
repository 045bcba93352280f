import AutoLayout
import Dynamics

/// The animator's speed with many awake items, through the whole Swift layer: `count` 20x20
/// items in rows 28 points apart (40 to a row) fall under gravity inside the bounds of a
/// 1200-point-wide root and pile up, every one in a gravity, a collision (items and bounds)
/// and the engine's default materials. `Benchmarks/dynamics/raw_box2d.cpp` builds the same
/// scene on Box2D directly, for the ratio.
public struct DynamicsBenchmark {
    /// Items in the scene.
    public var count = 500
    /// 1/60 s frames timed per repetition (two Box2D steps each, but the first).
    public var frames = 120
    /// Repetitions; the median is reported.
    public var repeats = 5
    /// What the collision behaviour makes collide (`nil`: no collision behaviour, free fall).
    public var mode: CollisionBehavior.Mode? = .everything

    public init() {}

    /// One repetition's figures: seconds per Box2D step (1/120 s of simulated time) while the
    /// items fall (the first half of the frames, the note's measurement) and while they land and
    /// pile up (the second half), and the items still awake at the end.
    public struct Run: Sendable {
        public var falling: Double
        public var landing: Double
        public var awake: Int
    }

    /// The scene, built afresh.
    public func animator() -> DynamicAnimator {
        let perRow = 40, spacing = 28.0
        let rows = (count + perRow - 1) / perRow
        let width = 1200.0, height = Double(rows) * spacing + 600
        var frames: [String: Frame] = [:]
        var names: [String] = []
        for i in 0..<count {
            let name = "v\(i)"
            names.append(name)
            frames[name] = Frame(x: 40 + Double(i % perRow) * spacing, y: 40 + Double(i / perRow) * spacing, width: 20, height: 20)
        }
        var collision = CollisionBehavior(items: names)
        collision.bounds = Frame(x: 0, y: 0, width: width, height: height)
        let animator = DynamicAnimator()
        animator.apply(.add(.gravity(GravityBehavior(items: names)), frames: frames))
        if let mode {
            collision.mode = mode
            animator.apply(.add(.collision(collision), frames: [:]))
        }
        return animator
    }

    /// Time `repeats` runs of `frames` frames each.
    public func run(clock: ContinuousClock = ContinuousClock()) -> [Run] {
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
        return (0..<repeats).map { _ in
            let animator = self.animator()
            let half = frames / 2
            let start = clock.now
            animator.apply(.run(frames: half))
            let middle = clock.now
            animator.apply(.run(frames: frames - half))
            let end = clock.now
            // The first frame runs one step, every later frame two.
            return Run(
                falling: seconds(middle - start) / Double(max(2 * half - 1, 1)),
                landing: seconds(end - middle) / Double(max(2 * (frames - half), 1)),
                awake: animator.items.count { $0.isAwake })
        }
    }
}
