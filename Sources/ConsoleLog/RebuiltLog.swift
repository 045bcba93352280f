import AutoLayout
import TextSupport

/// A log turned back into a layout that can be solved: one view per address, one constraint per
/// entry, and what had to be assumed or inferred on the way.
///
/// - Views are named by accessibility identifier, else a short form of their quoted text, else
///   their class without the `UI`/`NS` prefix, numbered when a name repeats (`Label1`,
///   `Label2`); layout guides are views too. The hierarchy is not printed: a `'|'` in `names:`
///   makes that view the superview of the view beside the bar, a margin attribute on the second
///   item makes it the first item's superview; every other view hangs from the root.
/// - Margin attributes (`leadingMargin`, …) are the edge inset by the default margin of 8 (iOS's
///   layout margins), unless `margins` is 0; said in `assumptions` when used.
/// - The frame forms of autoresizing constraints (`minX`, `midY`, …) are the edges and centres,
///   measured from the superview's top left when no second item is printed.
/// - Entries print no priority unless it is below 1000; conflict lists only hold required ones.
public struct RebuiltLog: Sendable {
    /// A view of the rebuilt layout and what the log said of it.
    public struct RebuiltView: Hashable, Sendable {
        public let name: String
        public let className: String
        public let address: String?
        public let text: String?
        public let parent: String?
    }

    /// A constraint of the rebuilt layout and the entry it came from.
    public struct RebuiltConstraint: Hashable, Sendable {
        /// 1-based, in printed order; also its id in `layout`.
        public let id: Int
        public let printed: PrintedConstraint
        /// The constraint as the workbench states it (`a.leading == b.leading + 28`), `nil`
        /// when Auto Layout would not accept it (then `problem` says why).
        public let constraint: LayoutConstraint?
        public let problem: String?
        /// Who made it: `app`, `autoresizing`, `encapsulated`, `margins`, `safe-area`,
        /// `stack-view`, `layout-guide` or `system`.
        public let origin: ConstraintOrigin
    }

    /// The layout: the root (the window, whose size the log does not say) and the views.
    public let layout: Layout
    public let views: [RebuiltView]
    public let constraints: [RebuiltConstraint]
    /// What was assumed (margins of 8), for the report.
    public let assumptions: [String]
    /// What was inferred about the hierarchy.
    public let inferences: [String]
    /// Each printed item's name, by its identity.
    let names: [String: String]
    /// Which of Apple's platforms printed the log.
    public let platform: ConsoleLog.Platform

    /// The UIKit constructs behind the entries (stacks, frames and masks, margins, guides),
    /// for rebuilding the log in a session whose root is `rootSize` (frames no entry fixes
    /// are taken where the layout puts them at that size).
    public func constructs(rootSize: Size? = nil) -> LogConstructs {
        LogConstructs(entries: constraints.map(\.printed), rebuilt: self, rootSize: rootSize ?? layout.rootSize)
    }

    /// Rebuild `log`. `margins` is the layout margin a margin attribute stands for.
    public init(_ log: ConsoleLog, margins: Double = 8) {
        let entries = log.constraints
        // Views: every item, once per identity, in order of appearance.
        var order: [PrintedItem] = []
        var seen: Set<String> = []
        for e in entries {
            for item in [e.first, e.second].compactMap({ $0 }) where seen.insert(item.identity).inserted {
                order.append(item)
            }
        }
        var names: [String: String] = [:]
        var bases = order.map { RebuiltLog.baseName(of: $0) }
        var counts: [String: Int] = [:]
        for b in bases { counts[b, default: 0] += 1 }
        var numbers: [String: Int] = [:]
        for (k, item) in order.enumerated() {
            if counts[bases[k], default: 0] > 1 {
                numbers[bases[k], default: 0] += 1
                bases[k] += String(numbers[bases[k], default: 0])
            }
            names[item.identity] = bases[k]
        }
        // The hierarchy: '|' and margin attributes say who contains whom.
        var parents: [String: String] = [:]
        var inferences: [String] = []
        func setParent(_ child: String?, _ parent: String?, because reason: String) {
            guard let child, let parent, child != parent, parents[child] == nil else { return }
            var p: String? = parent
            while let q = p {  // no cycles
                if q == child { return }
                p = parents[q]
            }
            parents[child] = parent
            inferences.append("\(parent) contains \(child) (\(reason))")
        }
        for e in entries {
            let first = names[e.first.identity], second = e.second.flatMap { names[$0.identity] }
            if e.second?.name == "|" || e.first.name == "|" {
                let bar = e.first.name == "|" ? first : second
                let view = e.first.name == "|" ? second : first
                setParent(view, bar, because: "'|' in names:")
            } else if e.secondAttribute?.marginSign != nil, !e.first.isLayoutGuide {
                setParent(first, second, because: "\(e.first.className).\(e.firstAttribute.name) against its margin")
            } else if e.firstAttribute.marginSign != nil, let s = e.second, !s.isLayoutGuide {
                setParent(second, first, because: "\(s.className) against \(e.first.className)'s margin")
            }
        }
        // An autoresizing position (`minY == 10`) is measured in the superview, which the log
        // does not print: guess it is the view this one shares an edge with (`a.bottom ==
        // b.bottom - 10`), and say so.
        let positioned = Set(
            entries.filter { $0.isAutoresizing && $0.second == nil && !$0.firstAttribute.attribute.isDimension }
                .compactMap { names[$0.first.identity] })
        for e in entries where !e.isAutoresizing {
            guard let second = e.second, let attribute = e.secondAttribute, attribute.attribute == e.firstAttribute.attribute,
                !attribute.attribute.isDimension, let a = names[e.first.identity], positioned.contains(a)
            else { continue }
            setParent(
                a, names[second.identity], because: "guessed: its autoresizing position needs a superview, and it shares an edge with it")
        }
        var layout = Layout(size: Size(width: 1024, height: 1366))
        var views: [RebuiltView] = []
        // Superviews first.
        var added: Set<String> = []
        func add(_ item: PrintedItem) {
            guard let name = names[item.identity], !added.contains(name) else { return }
            if let p = parents[name], let parentItem = order.first(where: { names[$0.identity] == p }) { add(parentItem) }
            added.insert(name)
            try? layout.addView(View(name, superview: parents[name]))
            views.append(RebuiltView(name: name, className: item.className, address: item.address, text: item.text, parent: parents[name]))
        }
        for item in order { add(item) }

        var usedMargins = false
        var rebuilt: [RebuiltConstraint] = []
        for (k, e) in entries.enumerated() {
            let origin = ConstraintOrigin(e)
            var made: LayoutConstraint?
            var problem: String?
            do {
                var c = try RebuiltLog.constraint(for: e, names: names, parents: parents, root: layout.root, margins: margins)
                if e.firstAttribute.marginSign != nil || e.secondAttribute?.marginSign != nil { usedMargins = true }
                c.identifier = e.identifier
                _ = try layout.add(c)
                made = c
            } catch {
                problem = "\(error)"
                // Keep ids aligned with the printed order: a placeholder that constrains nothing.
                if let placeholder = try? LayoutConstraint(
                    item: layout.root, attribute: .width, relatedBy: .greaterThanOrEqual, constant: 0, priority: LayoutPriority(1))
                {
                    _ = try? layout.add(placeholder)
                }
            }
            rebuilt.append(RebuiltConstraint(id: k + 1, printed: e, constraint: made, problem: problem, origin: origin))
        }
        var assumptions: [String] = []
        if usedMargins {
            assumptions.append(
                margins == 0
                    ? "margin attributes are taken as the edges themselves (margins of 0)"
                    : "the log uses margin attributes without the margin guide's constraints: margins of \(formatNumber(margins)) are assumed (iOS's default)"
            )
        }
        if entries.contains(where: { e in
            [e.firstAttribute, e.secondAttribute].contains {
                $0.map { ["minX", "midX", "maxX", "minY", "midY", "maxY"].contains($0.name) } ?? false
            }
        }) {
            assumptions.append(
                "an autoresizing constraint's frame position is measured in its superview (the root when the log does not show it)")
        }
        self.layout = layout
        self.views = views
        self.constraints = rebuilt
        self.assumptions = assumptions
        self.inferences = inferences
        self.names = names
        platform = log.platform
    }

    /// The layout constraint an entry stands for.
    static func constraint(
        for e: PrintedConstraint, names: [String: String], parents: [String: String], root: String, margins: Double
    ) throws(LayoutError) -> LayoutConstraint {
        guard let first = names[e.first.identity] else { throw .unknownView(e.first.identity, suggestion: nil) }
        // a.p + s₁·m R k·(b.q + s₂·m) + c  ⇒  a.p R k·b.q + c + k·s₂·m − s₁·m
        var constant = e.constant - (e.firstAttribute.marginSign ?? 0) * margins
        var second = e.second.flatMap { names[$0.identity] }
        var secondAttribute = e.secondAttribute?.attribute ?? .notAnAttribute
        var multiplier = e.multiplier
        if second != nil { constant += multiplier * (e.secondAttribute?.marginSign ?? 0) * margins }
        let attribute = e.firstAttribute.attribute
        if second == nil, !attribute.isDimension {
            // A position without a second item is measured in the superview.
            second = parents[first] ?? root
            secondAttribute = attribute.axis == .horizontal ? .left : .top
            multiplier = 1
        }
        let priority = e.priority.map { LayoutPriority(Float($0)) } ?? .required
        return try LayoutConstraint(
            item: first, attribute: attribute, relatedBy: e.relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority)
    }

    /// A C identifier for an item: its accessibility identifier, a short form of its text, or
    /// its class without the framework prefix.
    static func baseName(of item: PrintedItem) -> String {
        if let name = item.name, name != "|" { return identifier(from: name) ?? "View" }
        if item.name == "|" { return "Superview" }
        if let text = item.text, let short = identifier(from: text, camel: true, limit: 32) { return short }
        var c = item.className
        if let dot = c.lastIndex(of: ".") { c = String(c[c.index(after: dot)...]) }
        while c.hasPrefix("_") { c.removeFirst() }
        for prefix in ["UI", "NS"] where c.hasPrefix(prefix) && c.count > prefix.count + 1 {
            let rest = c.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { c = String(rest) }
        }
        return identifier(from: c) ?? "View"
    }

    /// `text` as a C identifier: letters and digits kept, words joined (capitalised when
    /// `camel`), cut to `limit`; `nil` when nothing usable is left.
    static func identifier(from text: String, camel: Bool = false, limit: Int = 40) -> String? {
        let words = text.asciiWords
        var out = String((camel ? words.map(\.capitalisingFirst).joined() : words.joined(separator: "_")).prefix(limit))
        while out.hasSuffix("_") { out.removeLast() }
        guard let first = out.unicodeScalars.first else { return nil }
        if first.value >= 48 && first.value <= 57 { out = "_" + out }
        return out == "root" ? "root_" : out
    }
}

/// Who made a constraint, judged from its type, identifier and items.
public enum ConstraintOrigin: String, Hashable, Sendable {
    case app, autoresizing, encapsulated, margins
    case safeArea = "safe-area"
    case stackView = "stack-view"
    case layoutGuide = "layout-guide"
    case system

    init(_ e: PrintedConstraint) {
        let id = e.identifier ?? ""
        let classes = [e.first.className, e.second?.className ?? ""]
        if e.isAutoresizing {
            self = .autoresizing
        } else if id.contains("Encapsulated-Layout") || id.hasPrefix("_UITemporaryLayout") {
            self = .encapsulated
        } else if id.hasPrefix("UISV-") {
            self = .stackView
        }
        // The guides' own constraints carry identifiers; an app's constraint to a guide has none.
        else if id.contains("SafeArea") {
            self = .safeArea
        } else if id.contains("Margin") || id.contains("margin-guide") {
            self = .margins
        } else if e.type.contains("LayoutSupport") {
            self = .layoutGuide
        } else if [
            "UIInputWindowController", "assistantHeight", "accessoryView", "inputView", "UIKB", "TUI", "UIButtonBar",
            "UINav_", "TB_", "BIB_", "_UIRemoteKeyboard", "SystemInputAssistant",
        ].contains(where: { key in
            // Keys are prefixes of UIKit's private classes (`_UIButtonBarButton`,
            // `TUISystemInputAssistantView`): an app's `BTUICardHint` is not one of them.
            id.contains(key) || classes.contains { $0.drop { $0 == "_" }.hasPrefix(key.drop { $0 == "_" }) }
        }) {
            self = .system
        } else {
            self = .app
        }
    }

    /// What to tell the developer about a constraint of this origin.
    public var advice: String {
        switch self {
        case .app: "the app's own constraint"
        case .autoresizing:
            "made from a frame and its autoresizing mask: set translatesAutoresizingMaskIntoConstraints = false on that view if you lay it out with constraints"
        case .encapsulated:
            "the size a table or collection cell, header, bar or presented root view imposes (often 0 on a first layout pass): let a height below required (999) give way instead"
        case .margins: "layout margins (8 by default, more with readable or safe-area insets)"
        case .safeArea: "the safe area's insets (status bar, home indicator)"
        case .stackView: "a UIStackView's own constraint (UISV-hiding sets a hidden view's size to 0)"
        case .layoutGuide: "a layout guide's constraint (top or bottom layout guide, safe area)"
        case .system: "UIKit's own (keyboard, bars): not the app's to change"
        }
    }
}
