import AutoLayout
import TextSupport
import UIKitFacts

/// A layout from elsewhere (a console log, an Interface Builder scene) told as the statements a
/// user would type to build it: the settings it needs, its views parents first, their content
/// and margins, its stacks, then one equation per constraint no construct makes. `:log`,
/// `:paste` and `:open` load one into a session as one undo step, and `:save` writes it.
struct LayoutScript {
    /// What one declared item is made as.
    enum Kind {
        /// A plain view.
        case view
        /// A view with `translatesAutoresizingMaskIntoConstraints` on, at `frame` (superview
        /// coordinates) with `mask`, set in a superview of size `within` (`nil`: its size when
        /// the statement runs).
        case autoresized(frame: Frame, mask: AutoresizingMask, within: Size?)
        /// A stack view; its arranged views are its subviews, declared after it.
        case stack(StackView)
        /// A `UILayoutGuide`.
        case guide
    }

    /// A view to declare, after its parent, with the properties it has beyond the defaults
    /// (`nil`: none).
    struct Item {
        let name: String
        /// `nil`: the session's root.
        let parent: String?
        let kind: Kind
        var properties: View?
    }

    /// The screen the layout is solved on.
    enum Screen {
        /// A device preset, in landscape or not (`:device NAME [landscape]`).
        case device(DevicePreset, landscape: Bool)
        /// A bare size with no insets (`size WxH`).
        case size(Size)
    }

    /// The iOS whose rules apply (7: the session's default, nothing said).
    var iOS = 7
    /// `nil`: the session's screen as it is.
    var screen: Screen?
    var bars = Bars()
    /// The views, guides and stacks, parents first. The session's root is not among them.
    var items: [Item] = []
    /// The root's properties beyond the defaults (its margins), if any.
    var root: View?
    /// The constraints to type as equations, over the script's names.
    var equations: [LayoutConstraint] = []
    /// Whether the stacks are arranged after the equations, as UIKit makes a stack's constraints
    /// at layout time, after a nib's (the order decides which constraint a conflict breaks);
    /// else before them, as a log lists them.
    var arrangesLast = false

    /// The statements, in the order they must run.
    var statements: [String] {
        var out: [String] = []
        if iOS > SessionState.defaultIOS { out.append(":set ios \(iOS)") }
        switch screen {
        case let .device(device, landscape)?: out.append(":device \(device.name)" + (landscape ? " landscape" : ""))
        case let .size(size)?: out.append("size \(size.text)")
        case nil: break
        }
        let flags = [
            (bars.navigationBar, "navigation-bar"), (bars.largeTitles, "large-titles"), (bars.inSheet, "sheet"), (bars.tabBar, "tab-bar"),
            (bars.toolbar, "toolbar"),
        ]
        for (flag, name) in flags where flag {
            out.append(":set \(name) on")
        }
        if bars.additionalSafeArea != .zero { out.append(":set additional-safe-area \(bars.additionalSafeArea.text)") }
        if !bars.respectsSystemMinimumLayoutMargins { out.append(":set system-minimum-margins off") }
        var arranging: [String] = []
        var settings: [String] = []
        if let root { settings += LayoutScript.settings(of: root, content: true) }
        for item in items {
            let place = item.parent.map { " in \($0)" } ?? ""
            switch item.kind {
            case .view:
                out.append("view \(item.name)\(place)" + (item.properties.map(LayoutScript.content) ?? ""))
                settings += item.properties.map { LayoutScript.settings(of: $0, content: false) } ?? []
            case .guide: out.append("guide \(item.name) in \(item.parent ?? SessionState.rootName)")
            case let .autoresized(frame, mask, within):
                let f = [frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(separator: ",")
                out.append(
                    "view \(item.name)\(place) frame \(f)" + (mask.isEmpty ? "" : " autoresizing " + mask.names.joined(separator: ","))
                        + (within.map { " within \($0.text)" } ?? ""))
                settings += item.properties.map { LayoutScript.settings(of: $0, content: true) } ?? []
            case let .stack(stack):
                var options =
                    "axis \(stack.axis.rawValue) distribution \(stack.distribution.rawValue) alignment \(stack.alignment.rawValue)"
                options += " spacing " + (stack.spacing.map(formatNumber) ?? "system")
                if stack.isLayoutMarginsRelative { options += " margins-relative on" }
                if stack.isBaselineRelative { options += " baseline-relative on" }
                out.append("stack \(item.name)\(place) \(options)")
                settings += item.properties.map { LayoutScript.settings(of: $0, content: true) } ?? []
                if !stack.arranged.isEmpty { arranging.append("stack \(item.name) " + stack.arranged.joined(separator: ", ")) }
                for view in stack.arranged where stack.hidden.contains(view) { arranging.append("stack \(item.name) hide \(view)") }
                for view in stack.arranged {
                    if let gap = stack.customSpacing[view] {
                        arranging.append("stack \(item.name) spacing-after \(view) \(formatNumber(gap))")
                    }
                    if let length = stack.currentLengths[view] {
                        arranging.append("stack \(item.name) length \(view) \(formatNumber(length))")
                    }
                    if let length = stack.currentCrossLengths[view] {
                        arranging.append("stack \(item.name) cross-length \(view) \(formatNumber(length))")
                    }
                }
            }
        }
        let equations = equations.map(\.description)
        return out + settings + (arrangesLast ? equations + arranging : arranging + equations)
    }

    /// ` WxH hugging H,V compression H,V baseline N`: what a `view` line says of a view's
    /// content, each part only when it differs from a new view's.
    static func content(_ view: View) -> String {
        let plain = View(view.name)
        var text = ""
        let size = view.intrinsicContentSize
        if size != .none { text += " \(size.width.map(formatNumber) ?? "-")x\(size.height.map(formatNumber) ?? "-")" }
        if view.contentHuggingPriority != plain.contentHuggingPriority { text += " hugging " + priorities(view.contentHuggingPriority) }
        if view.compressionResistancePriority != plain.compressionResistancePriority {
            text += " compression " + priorities(view.compressionResistancePriority)
        }
        if let offset = view.baselineOffset { text += " baseline \(formatNumber(offset))" }
        if view.adjustsContentInsetForSafeArea != plain.adjustsContentInsetForSafeArea {
            text += " content-inset " + (view.adjustsContentInsetForSafeArea ? "automatic" : "never")
        }
        return text
    }

    /// `251` or `251,750`.
    static func priorities(_ p: AxisPriorities) -> String {
        p.horizontal == p.vertical ? "\(p.horizontal)" : "\(p.horizontal),\(p.vertical)"
    }

    /// The lines that set a declared view's margins (and, with `content`, its content, for the
    /// views a `view NAME ...` line did not declare).
    static func settings(of view: View, content: Bool) -> [String] {
        var out: [String] = []
        let said = LayoutScript.content(view)
        if content, !said.isEmpty { out.append("view \(view.name)\(said)") }
        let plain = View(view.name)
        var margins = ""
        if let insets = view.layoutMargins { margins += " " + insets.text }
        if view.preservesSuperviewLayoutMargins != plain.preservesSuperviewLayoutMargins {
            margins += " preserving " + (view.preservesSuperviewLayoutMargins ? "on" : "off")
        }
        if view.insetsLayoutMarginsFromSafeArea != plain.insetsLayoutMarginsFromSafeArea {
            margins += " safe-area " + (view.insetsLayoutMarginsFromSafeArea ? "on" : "off")
        }
        if !margins.isEmpty { out.append("margins \(view.name)\(margins)") }
        return out
    }
}
