import AutoLayout
import InterfaceBuilder
import UIKitFacts

extension LayoutScript {
    /// The script that builds an Interface Builder scene as `SceneLayout` lays it out: its iOS,
    /// its device (or its stored size) and bars; every view parents first with its intrinsic
    /// size, priorities, baseline and margins; views UIKit places by frame and mask; stacks and
    /// guides; then every other constraint as an equation, and last the stacks' arranged views. What UIKit makes itself is left to
    /// the statements that make it (a stack's `UISV-` constraints, the masks'). A scroll view's
    /// content guide, which no statement can name (`scroll.content`), becomes a guide of the
    /// scroll view named `scrollContent`.
    init(_ scene: SceneLayout) {
        let layout = scene.layout
        iOS = scene.iOS
        bars = scene.bars
        arrangesLast = true
        let size = layout.rootSize
        if let device = scene.device, device.size == size || device.size.rotated == size {
            screen = .device(device, landscape: size.width > size.height)
            // The device as the document's Xcode simulated it (`CanvasDevice`): what its insets
            // differ by from the device's own is additional safe area.
            if let real = DevicePreset.named(device.name), iOS >= 11 {
                let want = device.insets(for: size), have = real.insets(for: size)
                let difference = EdgeInsets(
                    top: want.top - have.top, left: want.left - have.left, bottom: want.bottom - have.bottom, right: want.right - have.right
                )
                bars.additionalSafeArea = bars.additionalSafeArea + difference
            }
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
        // Before iOS 11 a safe area is its view's bounds (UIKit's insets are all 0): the view itself.
        let before11 = iOS < 11
        func said(_ name: String) -> String {
            if let new = renamed[name] { return new }
            guard let (owner, guide) = SystemGuide.parse(name) else { return name }
            if guide == .safeArea, before11 { return said(owner) }
            return renamed[owner].map(guide.item(of:)) ?? name
        }
        for view in layout.hierarchy.views where view.superview != nil && !stackGuides.contains(view.name) {
            let name = said(view.name)
            let parent = view.superview.map(said)
            var properties: View? = view
            properties?.name = name
            // insetsLayoutMarginsFromSafeArea, which documents store, means nothing before iOS 11.
            if before11 { properties?.insetsLayoutMarginsFromSafeArea = true }
            let kind: Kind
            if view.isLayoutGuide {
                kind = .guide
                properties = nil
            } else if let stack = stacks[view.name] {
                // A stack view placed by frame is declared by frame first, then made a stack.
                if let placed = scene.autoresized[view.name] {
                    let within = view.superview == layout.root && placed.within == size ? nil : placed.within
                    items.append(
                        Item(
                            name: name, parent: parent == layout.root ? nil : parent,
                            kind: .autoresized(frame: placed.frame, mask: placed.mask, within: within), properties: nil))
                }
                kind = .stack(stack)
            } else if let placed = scene.autoresized[view.name] {
                // The superview's size the mask's constraints were made for, when the session would
                // not take the same (a root of the stored size does).
                let within = view.superview == layout.root && placed.within == size ? nil : placed.within
                kind = .autoresized(frame: placed.frame, mask: placed.mask, within: within)
            } else {
                kind = .view
            }
            items.append(Item(name: name, parent: parent == layout.root ? nil : parent, kind: kind, properties: properties))
        }
        root = layout.hierarchy[layout.root]
        if before11 { root?.insetsLayoutMarginsFromSafeArea = true }
        // Guides (the old top and bottom layout guides, margins guides) a session has from iOS 9,
        // whose rules are iOS 8's for everything a document says.
        let guided =
            items.contains { if case .guide = $0.kind { true } else { false } }
            || equations.contains { $0.items.contains { SystemGuide.parse($0) != nil } }
        if iOS < 9, guided { iOS = 9 }
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
