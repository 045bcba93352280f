import AutoLayout
import VisualFormat

/// Layouts of a chosen size, written the way a user would (VFL lines and equations), for
/// measuring how cost grows: `vfl bench scale` times them, and the work-count tests pin the
/// solver's pivots on them. Each is laid out on a screen it fits (`screen(views:)`), so none
/// has a conflict.
///
/// - `grid`: rows of equal-width cells; each row is independent of the others (its own top and
///   height), so the tableau is block-diagonal and the cost should grow linearly.
/// - `chain`: one long row, `|-[c0(==c1)]-[c1(==c2)]-...-|`: every cell depends on every other,
///   the worst case for Cassowary's dictionary form (it grows quadratically, see README).
/// - `nested`: a binary tree of views, each pair side by side inside its parent with margins.
/// - `seeds`: the chapter's e-mail form (two text fields and a button, centred), repeated in
///   independent panels.
public enum ScaleWorkload: String, CaseIterable, Sendable {
    case grid, chain, nested, seeds

    /// About how many constraints each view brings (with its derived ones excluded).
    var constraintsPerView: Double { self == .seeds ? 3.5 : 4 }

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
        case .chain:
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
                for n in [email, confirm] { try layout.addView(View(n, superview: panel, intrinsicContentSize: IntrinsicSize(width: nil, height: 30))) }
                try layout.addView(View(button, superview: panel, intrinsicContentSize: IntrinsicSize(width: 68, height: 30)))
                lines += ["H:|-[\(panel)]-|", "V:|-(\(k % 1000))-[\(panel)(==160)]",
                          "H:|-[\(email)]-|", "H:|-[\(confirm)]-|",
                          "V:|-[\(email)]-[\(confirm)]-[\(button)]",
                          "\(button).centerX == \(panel).centerX"]
            }
        }
        for line in lines {
            let constraints = Equation.looksLikeEquation(line)
                ? [try Equation.constraint(line, in: layout.hierarchy)]
                : try VisualFormat.constraints(line, in: layout.hierarchy)
            for c in constraints { try layout.add(c) }
        }
        return layout
    }

    private func row(_ names: [String]) -> String { equalChain(names, axis: "H") }

    /// A screen the layout fits on (1024×768 unless it needs more), so that no required
    /// constraint breaks (the screen's size is required, and sizes are never negative): a long
    /// row needs 8 points a view plus its edges (10 leaves room for churn); a tree of depth d,
    /// whose every level keeps 12 points of margins per pair, needs about 12 × 2^d (16 × 2^d
    /// leaves room for churn).
    func screen(views: Int) -> Size {
        let width: Double
        switch self {
        case .chain: width = 10 * Double(views) + 40
        case .nested:
            var depth = 0
            while (1 << (depth + 1)) - 1 < views { depth += 1 }
            width = 16 * Double(1 << depth) + 64
        case .grid, .seeds: width = 0
        }
        return Size(width: max(1024, width), height: 768)
    }
}

/// `H:|-[a(==b)]-[b(==c)]-...-[z]-|` (or `V:`): views of equal size between the superview's
/// edges, standard spaces apart.
func equalChain(_ names: [String], axis: String) -> String {
    let cells = names.indices.map { i in i + 1 < names.count ? "[\(names[i])(==\(names[i + 1]))]" : "[\(names[i])]" }
    return "\(axis):|-" + cells.joined(separator: "-") + "-|"
}
