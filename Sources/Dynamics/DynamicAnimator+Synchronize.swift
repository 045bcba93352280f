import AutoLayout
import CBox2D

/// Bringing the Box2D world in line with the scene's behaviours after an event.
extension DynamicAnimator {
    /// Make, keep or destroy bodies, joints and boundaries so they match `scene`, then set each
    /// body's material, gravity scale, bullet flag and collision groups. Items new to the
    /// animator start at their frame in `newFrames`. Joints go before bodies (Box2D destroys a
    /// body's joints with it, which would leave our handles dangling).
    func synchronize(newFrames: [String: Frame]) {
        let behaviors = scene.behaviors
        let ids = Set(behaviors.map(\.id))
        // What left.
        for (id, set) in jointSets where !ids.contains(id) {
            for j in set.joints { b2s_destroy_joint(world, j.handle) }
            for a in set.anchors { b2s_destroy_body(world, a) }
            jointSets[id] = nil
        }
        for (id, loop) in loops where !ids.contains(id) {
            b2s_destroy_body(world, loop)
            loops[id] = nil
        }
        givenPushes.formIntersection(ids)
        var wanted: [String] = []
        var seen: Set<String> = []
        for entry in behaviors { for item in entry.behavior.items where seen.insert(item).inserted { wanted.append(item) } }
        for name in itemOrder where !seen.contains(name) {
            if let body = bodies.removeValue(forKey: name) { b2s_destroy_body(world, body.handle) }
        }
        itemOrder.removeAll { !seen.contains($0) }
        let current = Dictionary(uniqueKeysWithValues: scene.boundaries.map { ($0.name, $0) })
        for name in boundaryBodies.keys.sorted() where current[name] != boundaryBodies[name]?.boundary {
            if let old = boundaryBodies.removeValue(forKey: name) { b2s_destroy_body(world, old.body) }
        }
        // What joined.
        for name in wanted where bodies[name] == nil {
            guard let frame = newFrames[name] else { continue }
            let box = b2s_add_box(
                world, Box2DUnits.meters(frame.midX), Box2DUnits.meters(frame.midY), 0,
                Box2DUnits.meters(frame.width / 2), Box2DUnits.meters(frame.height / 2))
            guard let box else { continue }
            bodies[name] = ItemBody(handle: box, size: Size(width: frame.width, height: frame.height))
            itemOrder.append(name)
        }
        for boundary in scene.boundaries where boundaryBodies[boundary.name] == nil {
            let body = b2s_add_edge(
                world, Box2DUnits.meters(boundary.from.x), Box2DUnits.meters(boundary.from.y),
                Box2DUnits.meters(boundary.to.x), Box2DUnits.meters(boundary.to.y))
            if let body {
                b2s_body_set_material(body, 0, Float(boundaryMaterial.friction), Float(boundaryMaterial.elasticity))
                boundaryBodies[boundary.name] = (boundary, body)
            }
        }
        for (id, behavior) in behaviors {
            switch behavior {
            case let .collision(c) where loops[id] == nil:
                if let rect = c.bounds, let loop = makeLoop(rect) { loops[id] = loop }
            case let .snap(s) where jointSets[id] == nil:
                jointSets[id] = makeSnap(s)
            case let .attachment(a) where jointSets[id] == nil:
                jointSets[id] = makeAttachment(a)
            default: break
            }
        }
        springs = jointSets.sorted { $0.key < $1.key }.flatMap { $0.value.joints.filter { $0.hz > 0 } }
        configureBodies(behaviors)
    }

    /// Material, freedoms, gravity scale, bullet flag and collision groups of every body.
    private func configureBodies(_ behaviors: [(id: Int, behavior: DynamicBehavior)]) {
        var properties: [String: ItemProperties] = [:]
        var falls: Set<String> = [], bullets: Set<String> = []
        var category: [String: UInt64] = [:], mask: [String: UInt64] = [:]
        var boundaryCategory: UInt64 = 0, boundaryMask: UInt64 = 0
        var collision = 0
        for (id, behavior) in behaviors {
            switch behavior {
            case let .item(b):
                for item in b.items { properties[item] = b.applied(to: properties[item] ?? ItemProperties()) }
            case let .gravity(g):
                falls.formUnion(g.items)
                bullets.formUnion(g.items)
            case let .push(p):
                bullets.formUnion(p.items)
            case let .collision(c):
                // Behaviour k owns bit 2k (its items) and bit 2k+1 (its boundaries). An item
                // collides with another item through bit 2k when the mode includes items, and
                // with k's boundaries through bit 2k+1 when it includes boundaries.
                guard collision < CollisionBehavior.limit else { break }
                let itemBit = UInt64(1) << UInt64(2 * collision), boundaryBit = itemBit << 1
                collision += 1
                for item in c.items {
                    category[item, default: 0] |= itemBit
                    mask[item, default: 0] |= (c.mode.collidesItems ? itemBit : 0) | (c.mode.collidesBoundaries ? boundaryBit : 0)
                }
                if c.mode.collidesBoundaries {
                    boundaryCategory |= boundaryBit
                    boundaryMask |= itemBit
                    if let loop = loops[id] { b2s_body_set_groups(loop, boundaryBit, itemBit) }
                }
            default: break
            }
        }
        for (_, entry) in boundaryBodies.sorted(by: { $0.key < $1.key }) {
            b2s_body_set_groups(entry.body, boundaryCategory, boundaryMask)
        }
        for name in itemOrder {
            guard var body = bodies[name] else { continue }
            let p = properties[name] ?? ItemProperties()
            if body.applied != p {
                let h = body.handle
                b2s_body_set_static(h, p.anchored ? 1 : 0)
                b2s_body_set_material(h, Float(p.density), Float(p.friction), Float(p.elasticity))
                b2s_body_set_damping(h, Float(p.resistance), Float(p.angularResistance))
                b2s_body_set_fixed_rotation(h, p.allowsRotation ? 0 : 1)
                body.applied = p
                bodies[name] = body
            }
            b2s_body_set_gravity_scale(body.handle, falls.contains(name) ? 1 : 0)
            b2s_body_set_bullet(body.handle, bullets.contains(name) ? 1 : 0)
            b2s_body_set_groups(body.handle, category[name] ?? 0, mask[name] ?? 0)
        }
    }

    /// `translatesReferenceBoundsIntoBoundary`: a loop of one-sided edges around `rect`
    /// outset by 1 point (so an item centred exactly on the edge, like the cookbook's top view,
    /// is pushed inside), corners wound so the edges face inward.
    private func makeLoop(_ rect: Frame) -> OpaquePointer? {
        let minX = Box2DUnits.meters(rect.x - 1), minY = Box2DUnits.meters(rect.y - 1)
        let maxX = Box2DUnits.meters(rect.maxX + 1), maxY = Box2DUnits.meters(rect.maxY + 1)
        let corners: [Float] = [minX, minY, minX, maxY, maxX, maxY, maxX, minY]
        guard let loop = b2s_add_loop(world, corners, 4) else { return nil }
        b2s_body_set_material(loop, 0, Float(boundaryMaterial.friction), Float(boundaryMaterial.elasticity))
        return loop
    }

    /// A snap: an anchor at the point and four 4 Hz springs of rest length 50 points from the
    /// item's corners, crossed so they also turn the item upright (UIKit's construction).
    private func makeSnap(_ s: SnapBehavior) -> JointSet? {
        guard let item = bodies[s.item] else { return nil }
        guard let anchor = b2s_add_anchor(world, Box2DUnits.meters(s.point.x), Box2DUnits.meters(s.point.y)) else { return nil }
        let hw = Box2DUnits.meters(item.size.width / 2), hh = Box2DUnits.meters(item.size.height / 2)
        let d = Box2DUnits.meters(SnapBehavior.springLength)
        let pairs: [(item: (Float, Float), anchor: (Float, Float))] = [
            ((-hw, -hh), (-hw - d, -hh)), ((-hw, -hh), (-hw, -hh - d)), ((hw, hh), (hw + d, hh)), ((hw, hh), (hw, hh + d)),
        ]
        var joints: [(handle: OpaquePointer, hz: Double, zeta: Double)] = []
        for pair in pairs {
            if let j = b2s_add_distance_joint_local(
                world, anchor, item.handle, pair.anchor.0, pair.anchor.1, pair.item.0, pair.item.1, d)
            {
                joints.append((j, SnapBehavior.frequency, s.damping))
            }
        }
        return JointSet(joints: joints, anchors: [anchor])
    }

    /// An attachment: a distance joint from the anchor (a static body at the point, or the
    /// other item) to the item's centre; rigid, or a spring when the frequency is above 0.
    private func makeAttachment(_ a: AttachmentBehavior) -> JointSet? {
        guard let item = bodies[a.item], let itemState = self.item(a.item) else { return nil }
        var anchors: [OpaquePointer] = []
        let anchorBody: OpaquePointer
        let at: Point
        switch a.anchor {
        case let .point(p):
            guard let body = b2s_add_anchor(world, Box2DUnits.meters(p.x), Box2DUnits.meters(p.y)) else { return nil }
            anchors.append(body)
            anchorBody = body
            at = p
        case let .item(other):
            guard let body = bodies[other], let state = self.item(other) else { return nil }
            anchorBody = body.handle
            at = state.center
        }
        let ax = Box2DUnits.meters(at.x), ay = Box2DUnits.meters(at.y)
        let bx = Box2DUnits.meters(itemState.center.x), by = Box2DUnits.meters(itemState.center.y)
        let current = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
        let length = a.length.map(Box2DUnits.meters) ?? current
        let spring = a.frequency > 0
        guard
            let joint = b2s_add_distance_joint(
                world, anchorBody, item.handle, ax, ay, bx, by, length, spring ? 0 : length, spring ? .greatestFiniteMagnitude : length)
        else { return JointSet(joints: [], anchors: anchors) }
        return JointSet(joints: spring ? [(joint, a.frequency, a.damping)] : [(joint, 0, 0)], anchors: anchors)
    }
}
