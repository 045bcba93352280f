import AutoLayout
import InterfaceBuilder
import TextSupport
import UIKitFacts

extension LayoutScript {
    /// The script that builds an Interface Builder scene as `SceneLayout` lays it out: its iOS,
    /// its device (or its stored size), bars and the canvas's insets; every view parents first
    /// with its intrinsic size, priorities, baseline and margins; views UIKit places by frame
    /// and mask; stacks and guides; then every other constraint as an equation, and last the
    /// stacks' arranged views. What UIKit makes itself is left to the statements that make it (a
    /// stack's `UISV-` constraints, the masks'). A scroll view's content and bounds guides,
    /// which no statement can name (`scroll.content`, `scroll.bounds`), become guides of the
    /// scroll view named `scrollContent` and `scrollBounds`.
    init(_ scene: SceneLayout) {
        let layout = scene.layout
        iOS = scene.iOS
        bars = scene.bars
        arrangesLast = true
        screen = LayoutScript.screen(of: scene, bars: &bars)
        let names = SceneNames(scene)
        let stacks = Dictionary(scene.stacks.map { ($0.name, names.said($0)) }, uniquingKeysWith: { a, _ in a })
        let stackGuides = Set(scene.stacks.flatMap(\.guides))
        /// How UIKit places a view by its frame and mask: with the superview's size the mask's
        /// constraints were made for, when the session would not take the same (a root of the
        /// stored size does).
        func placement(_ view: View) -> Kind? {
            guard let placed = scene.autoresized[view.name] else { return nil }
            let within = view.superview == layout.root && placed.within == layout.rootSize ? nil : placed.within
            return .autoresized(frame: placed.frame, mask: placed.mask, within: within)
        }
        // A stack view at the top of a XIB: the root made a stack.
        if let stack = stacks[layout.root] { items.append(Item(name: layout.root, parent: nil, kind: .stack(stack), properties: nil)) }
        for view in layout.hierarchy.views where view.superview != nil && !stackGuides.contains(view.name) {
            let name = names.said(view.name)
            let parent = view.superview.map(names.said).flatMap { $0 == layout.root ? nil : $0 }
            var properties: View? = view
            properties?.name = name
            // insetsLayoutMarginsFromSafeArea, which documents store, means nothing before iOS 11.
            if names.before11 { properties?.insetsLayoutMarginsFromSafeArea = true }
            let kind: Kind
            if view.isLayoutGuide {
                kind = .guide
                properties = nil
            } else if let stack = stacks[view.name] {
                // A stack view placed by frame is declared by frame first, then made a stack.
                if let placed = placement(view) { items.append(Item(name: name, parent: parent, kind: placed, properties: nil)) }
                kind = .stack(stack)
            } else {
                kind = placement(view) ?? .view
            }
            items.append(Item(name: name, parent: parent, kind: kind, properties: properties))
        }
        root = layout.hierarchy[layout.root]
        if names.before11 { root?.insetsLayoutMarginsFromSafeArea = true }
        for installed in layout.constraints {
            let c = installed.constraint
            guard c.autoresizing == nil, !(c.identifier?.hasPrefix("UISV-") ?? false) || scene.constraintIDs[installed.id] != nil,
                let made = try? LayoutConstraint(
                    item: names.said(c.firstItem), attribute: c.firstAttribute, relatedBy: c.relation,
                    toItem: c.secondItem.map(names.said), attribute: c.secondAttribute, multiplier: c.multiplier, constant: c.constant,
                    standardSpacing: c.standardSpacing, priority: c.priority)
            else { continue }
            equations.append(made)
        }
        // Guides (the old top and bottom layout guides, margins guides) a session has from iOS 9,
        // whose rules are iOS 8's for everything a document says.
        let guided =
            items.contains { if case .guide = $0.kind { true } else { false } }
            || equations.contains { $0.items.contains { SystemGuide.parse($0) != nil } }
        if iOS < 9, guided { iOS = 9 }
    }

    /// The scene's screen: its device when the root is the device's size (the insets the
    /// document's Xcode simulated beyond the device's own, `CanvasDevice`, added to `bars` as
    /// additional safe area), else its size; a root laid out on a device it is shorter than
    /// (above an opaque tab bar) keeps the device's insets as additional safe area. A sheet
    /// takes no screen's top (`Bars.safeArea`), so none is added there (Gladys' label popover,
    /// Xcode 26 on an iPhone 8 Plus: a sheet under the canvas's doubled status bar).
    private static func screen(of scene: SceneLayout, bars: inout Bars) -> Screen {
        let size = scene.layout.rootSize
        guard let device = scene.device else { return .size(size) }
        func add(_ insets: EdgeInsets) {
            bars.additionalSafeArea =
                bars.additionalSafeArea
                + EdgeInsets(top: bars.inSheet ? 0 : insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
        guard device.size == size || device.size.rotated == size else {
            if scene.iOS >= 11 { add(device.insets(for: size)) }
            return .size(size)
        }
        if let real = DevicePreset.named(device.name), scene.iOS >= 11 {
            let want = device.insets(for: size), have = real.insets(for: size)
            add(
                EdgeInsets(
                    top: want.top - have.top, left: want.left - have.left, bottom: want.bottom - have.bottom, right: want.right - have.right
                ))
        }
        return .device(device, landscape: size.width > size.height)
    }
}

/// The names a scene's script says: a scroll view's guides, which no statement can name
/// (`scroll.content`, `scroll.bounds`), as `scrollContent` and `scrollBounds`; before iOS 11 a
/// safe area guide as its view (UIKit's insets are all 0 there).
private struct SceneNames {
    var renamed: [String: String] = [:]
    let before11: Bool

    init(_ scene: SceneLayout) {
        before11 = scene.iOS < 11
        let stackGuides = Set(scene.stacks.flatMap(\.guides))
        var taken = Set(scene.layout.hierarchy.names)
        for view in scene.layout.hierarchy.views where view.name.contains(".") && !stackGuides.contains(view.name) {
            guard SystemGuide.parse(view.name) == nil, let owner = view.superview else { continue }
            let suffix = view.name.split(separator: ".").last.map(String.init) ?? "guide"
            renamed[view.name] = taken.takeName(owner + suffix.prefix(1).uppercased() + suffix.dropFirst())
        }
        // A view named like a word of `stack NAME add VIEW` (zotero's share extension: a button
        // titled "Add", arranged first in a stack) would read as that edit in `stack NAME add, …`.
        for view in scene.layout.hierarchy.views where StatementParser.stackEdits.contains(view.name) {
            renamed[view.name] = taken.takeName(view.name + "_")
        }
    }

    /// `stack` with its own and its arranged views' names as the script says them.
    func said(_ stack: StackView) -> StackView {
        guard !renamed.isEmpty else { return stack }
        var out = stack
        out.name = said(stack.name)
        out.arranged = stack.arranged.map(said)
        out.hidden = Set(stack.hidden.map(said))
        func keyed(_ values: [String: Double]) -> [String: Double] {
            Dictionary(values.map { (said($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        out.customSpacing = keyed(stack.customSpacing)
        out.currentLengths = keyed(stack.currentLengths)
        out.currentCrossLengths = keyed(stack.currentCrossLengths)
        return out
    }

    /// What the script calls the layout item `name`.
    func said(_ name: String) -> String {
        if let new = renamed[name] { return new }
        guard let (owner, guide) = SystemGuide.parse(name) else { return name }
        if guide == .safeArea, before11 { return said(owner) }
        return renamed[owner].map(guide.item(of:)) ?? name
    }
}
