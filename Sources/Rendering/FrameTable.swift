import AutoLayout
import TextSupport
import UIKitFacts

/// Renders frames as text: a table of every view, and the diff between two solutions.
/// Coordinates are in the superview's space (UIKit's `frame`), rounded to 1/100 point.
public enum FrameTable {
    /// Every view: name, superview, x, y, width, height, and notes (ambiguous attributes, the
    /// keyboard, what `notes` says of it), columns aligned.
    public static func table(
        _ solution: LayoutSolution, hierarchy: ViewHierarchy, ambiguities: [Ambiguity], keyboard: KeyboardCoverage?,
        notes extra: [String: String] = [:]
    ) -> String {
        let ambiguous = Dictionary(ambiguities.map { ($0.view, $0.attributes) }, uniquingKeysWith: { a, _ in a })
        let covered = Set(keyboard?.coveredViews.map(\.name) ?? [])
        var rows = [["view", "in", "x", "y", "width", "height", ""]]
        for name in solution.views {
            guard let f = solution.frames[name] else { continue }
            var notes: [String] = []
            if let attributes = ambiguous[name] { notes.append("ambiguous: " + attributes.map(\.name).joined(separator: ", ")) }
            if covered.contains(name) { notes.append("under the keyboard") }
            if hierarchy[name]?.isLayoutGuide == true { notes.append("layout guide") }
            if let note = extra[name] { notes.append(note) }
            rows.append([
                name, hierarchy.superview(of: name) ?? "-", formatHundredths(f.x), formatHundredths(f.y), formatHundredths(f.width),
                formatHundredths(f.height),
                notes.joined(separator: "; "),
            ])
        }
        return aligned(rows, rightAligned: [2, 3, 4, 5])
    }

    /// One line per view whose frame changed between `old` and `new` (`name  (x, y, wxh) → (...)`),
    /// new views marked `new`, removed ones `removed`; empty when nothing moved.
    public static func diff(from old: LayoutSolution, to new: LayoutSolution) -> [String] {
        diff(views: old.views, from: old.frames, views: new.views, to: new.frames)
    }

    /// The same for two sets of frames, each with its views in order.
    public static func diff(views oldViews: [String], from old: FrameMap, views newViews: [String], to new: FrameMap) -> [String] {
        var rows: [[String]] = []
        // Solutions of the same views, or of the same views and then more, share their names'
        // slots: compare slot by slot, without looking names up.
        if old.namesArePrefix(of: new), oldViews == old.names, newViews == new.names {
            for (i, name) in newViews.enumerated() {
                if i >= old.count {
                    rows.append([name, "new", "", new.values[i].text])
                } else if !old.values[i].isClose(to: new.values[i], tolerance: 0.005) {
                    rows.append([name, old.values[i].text, "→", new.values[i].text])
                }
            }
            return rows.isEmpty ? [] : alignedLines(rows, rightAligned: []).map { "  " + $0 }
        }
        for name in newViews {
            guard let f = new[name] else { continue }
            if let before = old[name] {
                if !before.isClose(to: f, tolerance: 0.005) { rows.append([name, before.text, "→", f.text]) }
            } else {
                rows.append([name, "new", "", f.text])
            }
        }
        let kept = Set(newViews)
        for name in oldViews where !kept.contains(name) { rows.append([name, "removed", "", ""]) }
        guard !rows.isEmpty else { return [] }
        return alignedLines(rows, rightAligned: []).map { "  " + $0 }
    }

    /// Rows as columns separated by two spaces, trailing spaces trimmed.
    public static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        alignedLines(rows, rightAligned: rightAligned).joined(separator: "\n")
    }

    /// The lines of `aligned`. Each cell's width is counted once (in characters); nothing is
    /// padded after the last non-empty cell.
    public static func alignedLines(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let counts = rows.map { $0.map(\.count) }
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in counts { for (c, n) in row.enumerated() { widths[c] = max(widths[c], n) } }
        return rows.indices.map { i in
            let row = rows[i]
            let last = row.lastIndex { !$0.isEmpty } ?? -1
            var line = ""
            for c in 0...max(last, 0) where c < row.count {
                let pad = widths[c] - counts[i][c]
                if c > 0 { line += "  " }
                if rightAligned.contains(c) {
                    line += String(repeating: " ", count: pad) + row[c]
                } else {
                    line += row[c]
                    if c < last { line += String(repeating: " ", count: pad) }
                }
            }
            return line
        }
    }
}
