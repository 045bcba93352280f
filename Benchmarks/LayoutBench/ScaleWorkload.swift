import AutoLayout
import UIKitFacts
import VisualFormat

/// Layouts of a chosen size, written the way a user would (VFL lines and equations), for
/// measuring how cost grows: `vfl bench scale` times them, and the work-count tests pin the
/// solver's pivots on them. Each is laid out on a screen it fits (`screen(views:)`), so none
/// has a conflict.
///
/// - `grid`: rows of equal-width cells; each row is independent of the others (its own top and
///   height), so the tableau is block-diagonal and the cost should grow linearly.
/// - `chain`: one long row, `|-[c0(==c1)]-[c1(==c2)]-...-|`: every cell depends on every other,
///   the worst case for Cassowary's dictionary form (it grew quadratically before issue 18; Benchmarks/README.md, "Growth").
/// - `nested`: a binary tree of views, each pair side by side inside its parent with margins.
/// - `seeds`: the chapter's e-mail form (two text fields and a button, centred), repeated in
///   independent panels.
///
/// Apple's five shapes (WWDC 2018, "High Performance Auto Layout": the ones it took from
/// exponential to linear), for issue 18:
/// - `longRow`: the long row, the same as `chain`.
/// - `deep`: a deep hierarchy, each view inside the last with a margin of 2 on every side.
/// - `collection`: a collection view of many independent cells, each placed and sized on its
///   own (`cell.left == root.left + x`, `top`, `width`, `height`).
/// - `movingTree`: panels of four nested views; each churn step re-parents one panel's inner
///   subtree into the next panel (removed with its constraints and added again there).
/// - `removal`: the same panels; each churn step removes one panel's subtree and adds it back.
///
/// Stack views (issue 29), with UIKit's `UISV-` constraints (`StackView.constraints`) over
/// labels that hug their text (6×20):
/// - `stack`: one horizontal stack of every label, 8 apart, between the root's margins. Each
///   label's position sums the widths before it, and the widths are soft (hugging and
///   compression), so in a dictionary simplex the position rows would hold every error before
///   them and grow quadratically; the solver keeps them as definition rows instead
///   (Sources/Cassowary/Tableau+Definitions.swift; Benchmarks/README.md, "Stack views").
/// - `nestedStacks`: forms, each a vertical stack of four horizontal stacks of five labels,
///   side by side in independent panels (as `seeds`). One vertical stack of n rows would be
///   the long stack again: any long chain of soft sizes is.
public enum ScaleWorkload: String, CaseIterable, Sendable {
    case grid, chain, nested, seeds, longRow, deep, collection, movingTree, removal, stack, nestedStacks

    /// About how many constraints each view brings (with its derived ones excluded).
    var constraintsPerView: Double {
        switch self {
        case .seeds: 3.5
        case .stack, .nestedStacks: 3
        default: 4
        }
    }

    /// The first four workloads (`--workloads classic`).
    public static let classic: [ScaleWorkload] = [.grid, .chain, .nested, .seeds]
    /// Apple's five shapes (`--workloads apple`).
    public static let apple: [ScaleWorkload] = [.longRow, .deep, .collection, .movingTree, .removal]
    /// The stack views (`--workloads stacks`).
    public static let stacks: [ScaleWorkload] = [.stack, .nestedStacks]
    /// The workloads measured by default: all but `chain`, which is the same layout as
    /// `longRow` (it keeps its name for the work-count baseline).
    public static let defaults: [ScaleWorkload] = [.grid, .nested, .seeds] + apple + stacks

    /// True for the workloads whose churn step edits the hierarchy (`step(_:_:)`) rather than
    /// a constraint's constant.
    public var editsHierarchy: Bool { self == .movingTree || self == .removal }

    /// The layout with about `constraints` constraints (at least one repetition of the pattern).
    public func layout(constraints target: Int) throws -> Layout {
        let views = max(2, Int((Double(target) / constraintsPerView).rounded()))
        var layout = Layout(size: screen(views: views))
        var lines: [String] = []
        switch self {
        case .grid:
            let columns = 10
            let rows = max(1, views / columns)
            for r in 0..<rows {
                let names = (0..<columns).map { "c\(r)_\($0)" }
                for n in names { try layout.addView(View(n)) }
                lines.append(row(names))
                for n in names { lines.append("V:|-(\(24 * (r % 1000)))-[\(n)(==20)]") }
            }
        case .chain, .longRow:
            let names = (0..<views).map { "c\($0)" }
            for n in names { try layout.addView(View(n)) }
            lines.append(row(names))
            for n in names { lines.append("V:|-[\(n)(==20)]") }
        case .nested:
            // Breadth-first: view i holds 2i+1 and 2i+2.
            try layout.addView(View("n0"))
            lines += ["H:|-[n0]-|", "V:|-[n0]-|"]
            var i = 0
            while 2 * i + 2 < views {
                let (left, right) = ("n\(2 * i + 1)", "n\(2 * i + 2)")
                try layout.addView(View(left, superview: "n\(i)"))
                try layout.addView(View(right, superview: "n\(i)"))
                lines += ["H:|-4-[\(left)(==\(right))]-4-[\(right)]-4-|", "V:|-4-[\(left)]-4-|", "V:|-4-[\(right)]-4-|"]
                i += 1
            }
        case .seeds:
            for k in 0..<max(1, views / 4) {
                let (panel, email, confirm, button) = ("form\(k)", "email\(k)", "confirm\(k)", "register\(k)")
                try layout.addView(View(panel))
                for n in [email, confirm] {
                    try layout.addView(View(n, superview: panel, intrinsicContentSize: IntrinsicSize(width: nil, height: 30)))
                }
                try layout.addView(View(button, superview: panel, intrinsicContentSize: IntrinsicSize(width: 68, height: 30)))
                lines += [
                    "H:|-[\(panel)]-|", "V:|-(\(k % 1000))-[\(panel)(==160)]",
                    "H:|-[\(email)]-|", "H:|-[\(confirm)]-|",
                    "V:|-[\(email)]-[\(confirm)]-[\(button)]",
                    "\(button).centerX == \(panel).centerX",
                ]
            }
        case .deep:
            var parent = "root"
            for i in 0..<views {
                try layout.addView(View("d\(i)", superview: parent))
                lines += ["H:|-2-[d\(i)]-2-|", "V:|-2-[d\(i)]-2-|"]
                parent = "d\(i)"
            }
        case .collection:
            for i in 0..<views {
                try layout.addView(View("cell\(i)"))
                let x = Double(i % 20) * 50, y = Double((i / 20) % 1000) * 50
                lines += [
                    "cell\(i).left == root.left + \(formatted(x))", "cell\(i).top == root.top + \(formatted(y))",
                    "cell\(i).width == 44", "cell\(i).height == 44",
                ]
            }
        case .movingTree, .removal:
            for k in 0..<max(1, views / 4) {
                try layout.addView(View("panel\(k)"))
                lines += ["H:|-[panel\(k)]-|", "V:|-(\(k % 1000))-[panel\(k)(==160)]"]
                lines += try ScaleWorkload.subtree(of: k, in: "panel\(k)", into: &layout)
            }
        case .stack:
            try ScaleWorkload.addStack("s", in: nil, labels: (0..<views).map { "l\($0)" }, to: &layout)
            lines += ["H:|-[s]-|", "V:|-[s]"]
        case .nestedStacks:
            for k in 0..<max(1, views / 25) {
                let form = "form\(k)", rows = (0..<4).map { "row\(k)_\($0)" }
                try ScaleWorkload.addStack(form, in: nil, labels: [], to: &layout)
                for (r, row) in rows.enumerated() {
                    try ScaleWorkload.addStack(row, in: form, labels: (0..<5).map { "l\(k)_\(r)_\($0)" }, to: &layout)
                }
                var stack = StackView(name: form, arranged: rows)
                stack.axis = .vertical
                stack.spacing = 8
                for c in stack.constraints(in: layout.hierarchy) { try layout.add(c) }
                lines += ["\(form).left == root.left + \(20 + 100 * (k % 8))", "V:|-(\(k % 1000))-[\(form)]"]
            }
        }
        for line in lines {
            let constraints =
                Equation.looksLikeEquation(line)
                ? [try Equation.constraint(line, in: layout.hierarchy)]
                : try VisualFormat.constraints(line, in: layout.hierarchy)
            for c in constraints { try layout.add(c) }
        }
        return layout
    }

    private func row(_ names: [String]) -> String { equalChain(names, axis: "H") }

    private func formatted(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }

    /// Three views nested inside `parent` (`box·k` holds `inner·k`, which holds `leaf·k`),
    /// added to `layout`; the VFL lines that place them.
    static func subtree(of k: Int, in parent: String, into layout: inout Layout) throws -> [String] {
        let (box, inner, leaf) = ("box\(k)", "inner\(k)", "leaf\(k)")
        try layout.addView(View(box, superview: parent))
        try layout.addView(View(inner, superview: box))
        try layout.addView(View(leaf, superview: inner))
        return [
            "H:|-8-[\(box)]-8-|", "V:|-8-[\(box)]-8-|", "H:|-4-[\(inner)]-4-|", "V:|-4-[\(inner)]-4-|",
            "H:|-4-[\(leaf)]-4-|", "V:|-4-[\(leaf)]-4-|",
        ]
    }

    /// A horizontal stack `name` in `parent` of new labels 6×20, 8 apart, fill, with UIKit's
    /// constraints for it.
    static func addStack(_ name: String, in parent: String?, labels: [String], to layout: inout Layout) throws {
        try layout.addView(View(name, superview: parent))
        for l in labels { try layout.addView(View(l, superview: name, intrinsicContentSize: IntrinsicSize(width: 6, height: 20))) }
        guard !labels.isEmpty else { return }
        var stack = StackView(name: name, arranged: labels)
        stack.spacing = 8
        for c in stack.constraints(in: layout.hierarchy) { try layout.add(c) }
    }

    /// How many panels a hierarchy workload's layout holds (they are named panel0, panel1, ...).
    public static func panels(in layout: Layout) -> Int {
        var n = 0
        while layout.hierarchy.contains("panel\(n)") { n += 1 }
        return n
    }

    /// One churn step of a hierarchy workload of `panels` panels: step `s` takes subtree `box·k`
    /// out of the panel holding it (with its constraints) and puts it back, in the next panel
    /// for `movingTree`, in the same one for `removal`. Only lookups by name: the step itself
    /// costs no more on a bigger layout.
    public func step(_ layout: inout Layout, _ s: Int, panels: Int) throws {
        guard panels > 0 else { return }
        let id = (s * 7919) % panels
        guard let panel = layout.hierarchy.superview(of: "box\(id)"), let k = Int(panel.dropFirst(5)) else { return }
        try layout.removeView("box\(id)")
        let target = self == .movingTree ? "panel\((k + 1) % panels)" : panel
        let lines = try ScaleWorkload.subtree(of: id, in: target, into: &layout)
        for line in lines { for c in try VisualFormat.constraints(line, in: layout.hierarchy) { try layout.add(c) } }
    }

    /// A screen the layout fits on (1024×768 unless it needs more), so that no required
    /// constraint breaks (the screen's size is required, and sizes are never negative): a long
    /// row needs 8 points a view plus its edges (10 leaves room for churn); a tree of depth d,
    /// whose every level keeps 12 points of margins per pair, needs about 12 × 2^d (16 × 2^d
    /// leaves room for churn).
    func screen(views: Int) -> Size {
        let width: Double
        switch self {
        case .chain, .longRow: width = 10 * Double(views) + 40
        case .stack: width = 14 * Double(views) + 40
        case .nestedStacks: width = 0
        case .deep: return Size(width: max(1024, 4 * Double(views) + 100), height: max(768, 4 * Double(views) + 100))
        case .collection, .movingTree, .removal: width = 0
        case .nested:
            var depth = 0
            while (1 << (depth + 1)) - 1 < views { depth += 1 }
            width = 16 * Double(1 << depth) + 64
        case .grid, .seeds: width = 0
        }
        let height = self == .movingTree || self == .removal ? Double(min(views / 4, 1000)) + 200 : 768
        return Size(width: max(1024, width), height: max(768, height))
    }
}

/// `H:|-[a(==b)]-[b(==c)]-...-[z]-|` (or `V:`): views of equal size between the superview's
/// edges, standard spaces apart.
func equalChain(_ names: [String], axis: String) -> String {
    let cells = names.indices.map { i in i + 1 < names.count ? "[\(names[i])(==\(names[i + 1]))]" : "[\(names[i])]" }
    return "\(axis):|-" + cells.joined(separator: "-") + "-|"
}
