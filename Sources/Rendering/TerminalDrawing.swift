import AutoLayout
import TextSupport

/// Draws a solved layout in a terminal: the root scaled to fit the given columns (and at most
/// the given rows), each view a box of line-drawing characters with its name on its top edge,
/// subviews drawn over their superviews, so nesting shows as boxes inside boxes. A character
/// cell is about twice as tall as it is wide, so a row stands for twice the points a column
/// does. Ambiguous views get a `?` after their name, views of a conflict a `!` (and red); the
/// keyboard is shaded.
public struct TerminalDrawing {
    /// The widest the drawing may be, in columns.
    public var columns: Int
    /// The tallest the drawing may be, in rows (the scale line not counted).
    public var rows: Int
    /// ANSI colours: a colour per nesting depth, names in bold.
    public var color: Bool

    public init(columns: Int = 80, rows: Int = 40, color: Bool = false) {
        self.columns = columns
        self.rows = rows
        self.color = color
    }

    private struct Cell {
        var character: Character = " "
        var style = ""
    }

    /// The drawing of `solution`, then a line with the scale.
    public func draw(
        _ solution: LayoutSolution, hierarchy: ViewHierarchy, ambiguous: Set<String> = [], conflicting: Set<String> = [],
        keyboard: Frame? = nil
    ) -> String {
        let size = solution.rootSize
        guard size.width > 0, size.height > 0, columns >= 4, rows >= 3 else {
            return "(nothing to draw: the root is \(size.text))"
        }
        var sx = Double(columns - 1) / size.width
        var sy = sx / 2
        if size.height * sy > Double(rows - 1) {
            sy = Double(rows - 1) / size.height
            sx = sy * 2
        }
        let width = Int((size.width * sx).rounded()) + 1, height = Int((size.height * sy).rounded()) + 1
        var grid = [[Cell]](repeating: [Cell](repeating: Cell(), count: width), count: height)
        let palette = ["36", "33", "35", "32", "34", "31"]
        var labels: [(name: String, row: Int, left: Int, right: Int, style: String)] = []

        func put(_ r: Int, _ c: Int, _ ch: Character, _ style: String) {
            guard r >= 0, r < height, c >= 0, c < width else { return }
            grid[r][c] = Cell(character: ch, style: style)
        }
        // Layout guides draw nothing.
        for name in solution.views where hierarchy[name]?.isLayoutGuide != true {
            guard let f = solution.rootFrames[name] else { continue }
            let depth = hierarchy.depth(of: name) ?? 0
            // The picture's colours: red for a conflict, orange (yellow here) for ambiguity.
            let style = color ? (conflicting.contains(name) ? "31" : ambiguous.contains(name) ? "33" : palette[depth % palette.count]) : ""
            // Cells just outside the grid stand for everything beyond it: loops stay bounded.
            let c0 = cell(f.x * sx, limit: width), c1 = cell(f.maxX * sx, limit: width)
            let r0 = cell(f.y * sy, limit: height), r1 = cell(f.maxY * sy, limit: height)
            if c1 - c0 < 1 || r1 - r0 < 1 {
                // Too small for a box: a line or a dot where it is.
                let ch: Character = c1 > c0 ? "─" : r1 > r0 ? "│" : "·"
                for r in r0...max(r0, r1) { for c in c0...max(c0, c1) { put(r, c, ch, style) } }
                continue
            }
            for r in r0...r1 {
                for c in c0...c1 {
                    let top = r == r0, bottom = r == r1, left = c == c0, right = c == c1
                    let ch: Character =
                        switch (top, bottom, left, right) {
                        case (true, _, true, _): "┌"
                        case (true, _, _, true): "┐"
                        case (_, true, true, _): "└"
                        case (_, true, _, true): "┘"
                        case (true, _, _, _), (_, true, _, _): "─"
                        case (_, _, true, _), (_, _, _, true): "│"
                        default: " "
                        }
                    put(r, c, ch, ch == " " ? "" : style)
                }
            }
            labels.append((name, r0, c0, c1, style))
        }
        // Names last, superviews first, so a subview's box never hides its superview's name
        // and a subview's name wins where they meet.
        for (name, r0, c0, c1, style) in labels {
            let label = name + (conflicting.contains(name) ? "!" : "") + (ambiguous.contains(name) ? "?" : "")
            let room = c1 - c0 - 1
            guard room >= 2 else { continue }
            let shown = label.count <= room ? label : String(label.prefix(room - 1)) + "…"
            for (i, ch) in shown.enumerated() { put(r0, c0 + 1 + i, ch, color ? "1;" + style : "") }
        }
        if let k = keyboard {
            let r0 = max(cell(k.y * sy, limit: height), 0), r1 = min(cell(k.maxY * sy, limit: height), height - 1)
            if r0 <= r1 {
                // Shade only empty cells, so the views under the keyboard still show.
                for r in r0...r1 { for c in 0..<width where grid[r][c].character == " " { put(r, c, "░", color ? "2" : "") } }
                for (i, ch) in " keyboard ".enumerated() { put(r0 + (r1 - r0) / 2, 1 + i, ch, color ? "1" : "") }
            }
        }
        var lines = grid.map(render)
        lines.append("root \(size.text), 1 column = \(formatHundredths(1 / sx)) pt, 1 row = \(formatHundredths(1 / sy)) pt")
        return lines.joined(separator: "\n")
    }

    /// The cell at `position`, clamped to -1…limit (NaN counts as beyond the end).
    private func cell(_ position: Double, limit: Int) -> Int {
        guard position >= -1 else { return -1 }
        guard position <= Double(limit) else { return limit }
        return Int(position.rounded())
    }

    private func render(_ row: [Cell]) -> String {
        var end = row.count
        while end > 0, row[end - 1].character == " " { end -= 1 }
        var out = "", current = ""
        for cell in row[..<end] {
            if color, cell.style != current {
                out += current.isEmpty ? "" : "\u{1B}[0m"
                if !cell.style.isEmpty { out += "\u{1B}[\(cell.style)m" }
                current = cell.style
            }
            out.append(cell.character)
        }
        if color, !current.isEmpty { out += "\u{1B}[0m" }
        return out
    }
}
