import AutoLayout
import InterfaceBuilder
import UIKitFacts

extension LayoutScript {
    /// The script that builds an Interface Builder scene as `SceneLayout` lays it out: its iOS,
    /// its device (or its stored size) and bars; every view parents first with its intrinsic
    /// size, priorities, baseline and margins; views UIKit places by frame and mask; stacks and
    /// guides; then every other constraint as an equation. What UIKit makes itself is left to
    /// the statements that make it (a stack's `UISV-` constraints, the masks'). A scroll view's
    /// content guide, which no statement can name (`scroll.content`), becomes a guide of the
    /// scroll view named `scrollContent`.
    init(_ scene: SceneLayout) {
        let layout = scene.layout
        iOS = scene.iOS
        bars = scene.bars
        let size = layout.rootSize
        if let device = scene.device, device.size == size || device.size.rotated == size {
            screen = .device(device, landscape: size.width > size.height)
        } else {
            screen = .size(size)
        }
        let stacks = Dictionary(scene.stacks.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let stackGuides = Set(scene.stacks.flatMap(\.guides))
        // Names no statement can say, renamed: a scroll view's content guide.
        var renamed: [String: String] = [:]
        var taken = Set(layout.hierarchy.names)
        for view in layout.hierarchy.views where view.name.contains(".") && !stackGuides.contains(view.name) {
            guard SystemGuide.parse(view.name) == nil, let owner = view.superview else { continue }
            var name = owner + "Content"
            var n = 1
            while taken.contains(name) {
                n += 1
                name = "\(owner)Content\(n)"
            }
            taken.insert(name)
            renamed[view.name] = name
        }
        func said(_ name: String) -> String {
            if let new = renamed[name] { return new }
            if let (owner, guide) = SystemGuide.parse(name), let new = renamed[owner] { return guide.item(of: new) }
            return name
        }
        for view in layout.hierarchy.views where view.superview != nil && !stackGuides.contains(view.name) {
            let name = said(view.name)
            let parent = view.superview.map(said)
            var properties: View? = view
            properties?.name = name
            let kind: Kind
            if view.isLayoutGuide {
                kind = .guide
                properties = nil
            } else if let stack = stacks[view.name] {
                kind = .stack(stack)
            } else if let placed = scene.autoresized[view.name] {
                kind = .autoresized(frame: placed.frame, mask: placed.mask)
            } else {
                kind = .view
            }
            items.append(Item(name: name, parent: parent == layout.root ? nil : parent, kind: kind, properties: properties))
        }
        root = layout.hierarchy[layout.root]
        // The old top and bottom layout guides are guides, which a session has from iOS 9 (iOS 8's
        // rules are the same).
        if iOS < 9, items.contains(where: { if case .guide = $0.kind { true } else { false } }) { iOS = 9 }
        for installed in layout.constraints {
            let c = installed.constraint
            guard c.autoresizing == nil, !(c.identifier?.hasPrefix("UISV-") ?? false) || scene.constraintIDs[installed.id] != nil,
                let made = try? LayoutConstraint(
                    item: said(c.firstItem), attribute: c.firstAttribute, relatedBy: c.relation, toItem: c.secondItem.map(said),
                    attribute: c.secondAttribute, multiplier: c.multiplier, constant: c.constant, standardSpacing: c.standardSpacing,
                    priority: c.priority)
            else { continue }
            equations.append(made)
        }
    }
}
