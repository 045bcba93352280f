import AutoLayout
import Testing

@testable import Dynamics

/// The invariants of `../shared/notes/dynamics.md` §6 "on the same engine": a 50×50 item
/// dropped from centre y 50 in 320×568 bounds, only elasticity and resistance set, everything
/// else 0. They were measured on Box2D with the loop on the bounds themselves, not on UIKit's
/// bounds outset by 1 point; so the collision's bounds here are inset by that point, and (for
/// "everything else 0") the boundary's own material is 0. With UIKit's outset the first apex
/// of elasticity 0.5 is 420.5 and it rests at 3.40 s.
@Suite struct InvariantTests {
    static func drop(elasticity: Double, seconds: Double) -> (DynamicAnimator, SimulationRecord) {
        let frame = Frame(x: 135, y: 25, width: 50, height: 50)
        var collision = CollisionBehavior(items: ["a"])
        collision.bounds = Frame(x: 1, y: 1, width: 318, height: 566)
        var item = DynamicItemBehavior(items: ["a"])
        item.elasticity = elasticity
        item.resistance = 0
        item.friction = 0
        item.angularResistance = 0
        let animator = DynamicAnimator()
        animator.boundaryMaterial.elasticity = 0
        animator.boundaryMaterial.friction = 0
        for b: DynamicBehavior in [.gravity(GravityBehavior(items: ["a"])), .collision(collision), .item(item)] {
            animator.apply(.add(b, frames: ["a": frame]))
        }
        var recorder = SimulationRecorder(animator, keepsSamples: false)
        animator.apply(.run(frames: Int(seconds * 60))) { recorder.observe($0) }
        return (animator, recorder.record)
    }

    @Test(arguments: [0.0, 0.5, 1.0]) func firstImpactAfterOneSecond(elasticity: Double) {
        let story = Self.drop(elasticity: elasticity, seconds: 2).1.stories[0]
        #expect(abs(story.firstContact! - 1.0) < 0.5 / 60)
    }

    @Test func fullElasticityReboundsToTheStartAndNeverRests() {
        let (animator, record) = Self.drop(elasticity: 1, seconds: 20)
        let apexes = record.stories[0].apexes
        #expect(apexes.count >= 8)
        for apex in apexes { #expect(abs(apex.center.y - 50) < 3, "apex at \(apex.center.y)") }
        #expect(animator.isRunning && record.restedAt == nil)
    }

    @Test func halfElasticityFirstApexAndRest() {
        let record = Self.drop(elasticity: 0.5, seconds: 10).1
        #expect(abs(record.stories[0].apexes[0].center.y - 419.0) < 0.05)
        #expect(abs(record.restedAt! - 3.38) < 0.5 / 60)
    }

    @Test func noElasticityRestsAtOneAndAHalfSeconds() {
        let record = Self.drop(elasticity: 0, seconds: 10).1
        // 1.5167 here: asleep 30 frames after the frame where the impact stopped it. The note
        // prints 1.50; this is the one invariant we meet only to the frame.
        #expect(abs(record.restedAt! - 1.50) <= 1.0 / 60 + 1e-9)
        #expect(record.stories[0].apexes.isEmpty)
    }

    @Test func restsOneAndAHalfToTwoPointsAboveTheBoundary() {
        let final = Self.drop(elasticity: 0, seconds: 10).0.item("a")!
        let gap = 568 - (final.center.y + 25)
        #expect(gap >= 1.49 && gap <= 2.0, "gap \(gap)")
    }

    /// An untouched item in an item behaviour sleeps after 0.5 s: the animator pauses on the 31st frame.
    @Test func untouchedItemPausesOnTheThirtyFirstFrame() {
        let animator = DynamicAnimator()
        animator.apply(.add(.item(DynamicItemBehavior(items: ["a"])), frames: ["a": Frame(x: 0, y: 0, width: 50, height: 50)]))
        #expect(animator.isRunning)
        animator.apply(.run(frames: 30))
        #expect(animator.isRunning)
        animator.apply(.run(frames: 1))
        #expect(!animator.isRunning && animator.frameCount == 31)
    }

    /// Determinism: the same events give the same positions, bit for bit.
    @Test func replayIsExact() {
        let a = Self.drop(elasticity: 0.7, seconds: 4).0
        let b = DynamicAnimator(replaying: a.scene)
        #expect(a.items == b.items)
    }
}
