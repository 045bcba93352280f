import AutoLayout
import Foundation
import Testing

@testable import Dynamics

/// UIKit's rules for combining behaviours (`../shared/notes/dynamics.md` §2, §4), on outcomes.
@Suite struct BehaviorRuleTests {
    static func frame(_ x: Double, _ y: Double, _ w: Double = 40, _ h: Double = 40) -> Frame {
        Frame(x: x - w / 2, y: y - h / 2, width: w, height: h)
    }

    /// `catchUp` runs what a newer scene adds to the events already run, and refuses (doing
    /// nothing) a scene that does not begin with them, even one as long: the caller must replay.
    @Test func catchingUpNeedsTheEventsRunSoFarAsThePrefix() {
        let gravity = DynamicEvent.add(.gravity(GravityBehavior(items: ["a"])), frames: ["a": Self.frame(100, 100)])
        let collision = DynamicEvent.add(.collision(CollisionBehavior(items: ["a"])), frames: ["a": Self.frame(100, 100)])
        var ran = DynamicScene()
        ran.append(gravity)
        var other = DynamicScene()
        other.append(collision)
        var longer = ran
        longer.append(.run(frames: 30))
        let animator = DynamicAnimator(replaying: ran)
        #expect(!animator.catchUp(to: other))
        #expect(animator.scene == ran)
        #expect(animator.catchUp(to: longer))
        #expect(animator.scene == longer)
        #expect((animator.item("a")?.center.y ?? 0) > 100)
    }

    /// Per property, the last item behaviour that set it wins; removing one resets its items.
    @Test func lastItemBehaviourWinsPerProperty() {
        let animator = DynamicAnimator()
        var first = DynamicItemBehavior(items: ["a"])
        first.elasticity = 0.5
        first.density = 3
        var second = DynamicItemBehavior(items: ["a"])
        second.elasticity = 0.9
        animator.apply(.add(.item(first), frames: ["a": Self.frame(100, 100)]))
        animator.apply(.add(.item(second), frames: [:]))
        var expected = ItemProperties()
        expected.elasticity = 0.9
        expected.density = 3
        #expect(animator.bodies["a"]?.applied == expected)
        animator.apply(.add(.gravity(GravityBehavior(items: ["a"])), frames: [:]))
        animator.apply(.remove(.item, items: nil))
        #expect(animator.bodies["a"]?.applied == ItemProperties())
    }

    /// One item pushed into another: they collide when a collision behaviour's mode includes
    /// items, and pass through each other when it only includes boundaries.
    @Test(arguments: [CollisionBehavior.Mode.everything, .items, .boundaries])
    func collisionModes(mode: CollisionBehavior.Mode) {
        let animator = DynamicAnimator()
        var push = PushBehavior(items: ["a"], mode: .instantaneous)
        push.magnitude = 2  // 40x40 at density 1 weighs 0.16: 1250 points/s
        var collision = CollisionBehavior(items: ["a", "b"])
        collision.mode = mode
        animator.apply(.add(.push(push), frames: ["a": Self.frame(50, 100)]))
        animator.apply(.add(.collision(collision), frames: ["b": Self.frame(200, 100)]))
        animator.apply(.run(frames: 30))
        let b = animator.item("b")!
        if mode == .boundaries {
            #expect(b.center.x == 200 && animator.item("a")!.center.x > 300)
        } else {
            #expect(b.center.x > 220)
        }
    }

    /// A named boundary belongs to collision behaviours added after it, when their mode
    /// includes boundaries.
    @Test func boundariesJoinLaterCollisionBehaviours() {
        for mode in [CollisionBehavior.Mode.everything, .items] {
            let animator = DynamicAnimator()
            animator.apply(.addBoundary(Boundary(name: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))))
            var collision = CollisionBehavior(items: ["a"])
            collision.mode = mode
            animator.apply(.add(.gravity(GravityBehavior(items: ["a"])), frames: ["a": Self.frame(100, 100)]))
            animator.apply(.add(.collision(collision), frames: [:]))
            animator.apply(.run(frames: 120))
            let y = animator.item("a")!.center.y
            #expect(mode == .items ? y > 400 : y < 300)
        }
    }

    /// One gravity per animator: the last sets it, and removing any sets it to zero.
    @Test func oneGravityPerAnimator() {
        let animator = DynamicAnimator()
        var sideways = GravityBehavior(items: ["b"])
        sideways.angle = 0
        animator.apply(.add(.gravity(GravityBehavior(items: ["a"])), frames: ["a": Self.frame(100, 100)]))
        animator.apply(.add(.gravity(sideways), frames: ["b": Self.frame(300, 100)]))
        #expect(animator.gravity(of: "a") == Point(x: 1000, y: 0))
        animator.apply(.run(frames: 10))
        #expect(animator.item("a")!.velocity.x > 100 && abs(animator.item("a")!.velocity.y) < 1e-3)
        animator.apply(.remove(.gravity, items: ["b"]))
        #expect(animator.gravity(of: "a") == nil && animator.worldGravity == .zero)
    }

    /// Anchored items hold still; an item without rotation keeps its angle; resistance at
    /// FLT_MAX freezes an item under gravity (the note's §4).
    @Test func anchoredUnrotatedAndFrozen() {
        let animator = DynamicAnimator()
        var anchored = DynamicItemBehavior(items: ["a"])
        anchored.anchored = true
        var frozen = DynamicItemBehavior(items: ["c"])
        frozen.resistance = Double.greatestFiniteMagnitude
        var upright = DynamicItemBehavior(items: ["b"])
        upright.allowsRotation = false
        var push = PushBehavior(items: ["b"], mode: .instantaneous)
        push.offset = Point(x: 0, y: 15)  // off centre: it would spin
        animator.apply(
            .add(
                .gravity(GravityBehavior(items: ["a", "b", "c"])),
                frames: [
                    "a": Self.frame(50, 100), "b": Self.frame(150, 100), "c": Self.frame(250, 100),
                ]))
        animator.apply(.add(.item(anchored), frames: [:]))
        animator.apply(.add(.item(frozen), frames: [:]))
        animator.apply(.add(.item(upright), frames: [:]))
        animator.apply(.add(.push(push), frames: [:]))
        animator.apply(.run(frames: 60))
        #expect(animator.item("a")!.center == Point(x: 50, y: 100))
        #expect(animator.item("b")!.angle == 0 && animator.item("b")!.center.y > 500)
        #expect(abs(animator.item("c")!.center.y - 100) < 0.001)
    }

    /// An item that leaves every behaviour leaves the animator; a snap goes with its item.
    @Test func itemsLeaveWithTheirLastBehaviour() {
        let animator = DynamicAnimator()
        animator.apply(.add(.gravity(GravityBehavior(items: ["a", "b"])), frames: ["a": Self.frame(50, 100), "b": Self.frame(150, 100)]))
        animator.apply(.add(.snap(SnapBehavior(item: "b", point: Point(x: 10, y: 10))), frames: [:]))
        animator.apply(.remove(nil, items: ["b"]))
        #expect(animator.items.map(\.name) == ["a"])
        #expect(animator.jointSets.isEmpty && animator.scene.behaviors.count == 1)
        animator.apply(.removeAll)
        #expect(animator.items.isEmpty && !animator.isRunning)
    }
}

/// A Box2D assertion during a step (here: time of impact between a box hundreds of millions of
/// kilometres wide and its bounds, which the session refuses to build) does not abort: the
/// animator stops for good and says when.
@Suite struct Box2DFailureTests {
    @Test func anAssertionInAStepStopsTheAnimatorInsteadOfTheProcess() {
        let animator = DynamicAnimator()
        var collision = CollisionBehavior(items: ["big"])
        collision.bounds = Frame(x: 0, y: 0, width: 320, height: 568)
        let huge = Frame(x: 0, y: 0, width: 9e11, height: 9e11)
        animator.apply(.add(.gravity(GravityBehavior(items: ["big"])), frames: ["big": huge]))
        animator.apply(.add(.collision(collision), frames: [:]))
        animator.apply(.run(frames: 60))
        #expect(animator.failedAt != nil && !animator.isRunning)
        // Later events are recorded but leave the failed world alone.
        animator.apply(.add(.push(PushBehavior(items: ["big"], mode: .instantaneous)), frames: [:]))
        animator.apply(.run(frames: 10))
        #expect(!animator.isRunning && animator.scene.events.count == 5)
    }
}

/// The handler that catches Box2D's assertions inside a step leaves every other abort alone:
/// after a world has stepped (which installs it), `abort()` still ends the process by SIGABRT.
@Suite struct AbortHandlerTests {
    @Test func anAbortOutsideAStepStillAborts() async {
        await #expect(processExitsWith: .signal(SIGABRT)) {
            let animator = DynamicAnimator()
            animator.apply(.add(.gravity(GravityBehavior(items: ["a"])), frames: ["a": Frame(x: 0, y: 0, width: 10, height: 10)]))
            animator.apply(.run(frames: 2))
            abort()
        }
    }
}
