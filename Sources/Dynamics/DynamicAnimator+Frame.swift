import CBox2D
import Foundation

/// UIKit's frame loop (what makes the trajectories match UIKit's to the printed digit).
extension DynamicAnimator {
    /// Box2D's step: 1/120 s, kept in `Float` (0.00833333377 > 1/120), so the first 1/60 s
    /// frame runs one step and later frames two.
    static let step = Float(1.0 / 120)
    /// Box2D's solver iterations per step (velocity, position).
    static let iterations = (velocity: Int32(8), position: Int32(3))
    /// A frame lasts 1/60 s.
    public static let frameDuration = 1.0 / 60

    /// One 1/60 s frame: pushes act (continuous ones for every step of the frame, an
    /// instantaneous one once), the world steps while a whole step fits in the time not yet
    /// stepped, forces are cleared once, and the animator pauses when no item is awake.
    /// Springs are retuned before every step: their stiffness follows the effective mass along
    /// them, which rotation changes.
    func frame() {
        applyPushes()
        accumulator += DynamicAnimator.frameDuration
        let h = DynamicAnimator.step
        while accumulator >= Double(h) {
            for j in springs { b2s_joint_retune(j.handle, Float(j.hz), Float(j.zeta)) }
            guard b2s_world_step(world, h, DynamicAnimator.iterations.velocity, DynamicAnimator.iterations.position) != 0 else {
                failedAt = elapsedTime
                isRunning = false
                return
            }
            accumulator -= Double(h)
        }
        b2s_world_clear_forces(world)
        elapsedTime += DynamicAnimator.frameDuration
        frameCount += 1
        if b2s_world_awake_count(world) == 0 {
            isRunning = false
            pausedAt = elapsedTime
        }
    }

    /// Forces of the continuous pushes (1 N per unit of magnitude) and impulses of the
    /// instantaneous ones not yet given (1 N·s).
    private func applyPushes() {
        for (id, behavior) in scene.behaviors {
            guard case let .push(p) = behavior else { continue }
            if p.mode == .instantaneous, givenPushes.contains(id) { continue }
            let fx = Float(p.magnitude * cos(p.angle)), fy = Float(p.magnitude * sin(p.angle))
            let ox = Box2DUnits.meters(p.offset.x), oy = Box2DUnits.meters(p.offset.y)
            for item in p.items {
                guard let body = bodies[item] else { continue }
                if p.mode == .continuous {
                    b2s_body_apply_force(body.handle, fx, fy, ox, oy)
                } else {
                    b2s_body_apply_impulse(body.handle, fx, fy, ox, oy)
                }
            }
            if p.mode == .instantaneous { givenPushes.insert(id) }
        }
    }
}
