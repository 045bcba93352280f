import AutoLayout
import TextSupport

/// Draws solved layouts as SVG the way Interface Builder's canvas shows them: views as boxes
/// (titled ones with their title as a system button draws it), and each constraint where it
/// acts: a spacing as an I-beam between the edges it relates with its constant (`≥`/`≤` when not
/// equal), a width or height as a bar with its value, a centre alignment as a dashed line,
/// multipliers and aspect ratios labelled. Satisfied constraints are blue, broken ones red; the
/// views of a conflict are outlined red, ambiguous views orange and dashed with `?` (their ranges
/// in the tooltip), the keyboard is shaded and the views it covers marked. Names are shortened
/// to fit their box, the full name in the SVG `<title>` tooltip. Several pictures (portrait and
/// landscape) stand side by side. Above `constraintLimit` views constraints are left out, and
/// the caption says so.
public enum SVGRenderer {
    /// Above this many views the constraints are not drawn (the picture would be a thicket).
    public static let constraintLimit = 150
    static let padding = 28.0
    static let satisfied = "#1f6fd6", brokenColor = "#d62020", ambiguousColor = "#e08a00", titleColor = "#007aff"
    static let misplacedColor = "#b03cc8"

    /// One or more pictures side by side.
    public static func svg(_ pictures: [LayoutPicture]) -> String {
        let n = formatHundredths
        let widths = pictures.map { max($0.solution.rootSize.width, 1) + 2 * padding }
        let height = (pictures.map(\.solution.rootSize.height).max() ?? 0) + 2 * padding + 56
        let total = max(widths.reduce(0, +), 420)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(total))" height="\(n(height))" \
            viewBox="0 0 \(n(total)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        var x = 0.0
        for (picture, width) in zip(pictures, widths) {
            out += "<g transform=\"translate(\(n(x + padding)) \(n(padding)))\">\n" + panel(picture) + "</g>\n"
            x += width
        }
        out += legend(y: height - 22, misplaced: pictures.contains { !$0.storedFrames.isEmpty })
        return out + "</svg>\n"
    }

    /// A layout guide's rectangle: dashed, no fill, its name in the tooltip.
    static func guideOutline(_ name: String, _ f: Frame) -> String {
        let n = formatHundredths
        return "<g><title>\(escape(name)) (layout guide) \(f.text)</title><rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" "
            + "width=\"\(n(max(f.width, 0)))\" height=\"\(n(max(f.height, 0)))\" fill=\"none\" stroke=\"#8a8a8a\" stroke-dasharray=\"2 3\"/></g>\n"
    }

    // MARK: One picture

    private static func panel(_ p: LayoutPicture) -> String {
        let n = formatHundredths
        let size = p.solution.rootSize
        var out = ""
        let ambiguous = Dictionary(p.ambiguities.map { ($0.view, $0) }, uniquingKeysWith: { a, _ in a })
        let fills = ["#f4f6fb", "#e6eefc", "#fff1dc", "#e5f6e8", "#f7e4f6", "#fff8c8"]
        let strokes = ["#4a5a7a", "#47709f", "#a0782a", "#3f8a52", "#95508f", "#8a7a20"]
        var labels = ""
        for name in p.solution.views {
            guard let f = p.solution.rootFrames[name], [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) else { continue }
            if p.hierarchy[name]?.isLayoutGuide == true {
                // A layout guide draws nothing: its rectangle dashed, for seeing what it holds.
                out += guideOutline(name, f)
                continue
            }
            let depth = (p.hierarchy.depth(of: name) ?? 0) % fills.count
            var stroke = strokes[depth], extra = ""
            if ambiguous[name] != nil {
                stroke = ambiguousColor
                extra += " stroke-dasharray=\"5 3\""
            }
            if p.conflicting.contains(name) {
                stroke = brokenColor
                extra += " stroke-width=\"2\""
            }
            if p.covered.contains(name) { extra += " stroke-opacity=\"0.9\"" }
            let tooltip =
                escape(name) + " " + (p.solution.frames[name] ?? f).text
                + (ambiguous[name].map { " ambiguous: " + rangesText($0) } ?? "")
                + (p.titles[name].map { " \"\(escape($0))\"" } ?? "") + (p.covered.contains(name) ? " under the keyboard" : "")
            out +=
                "<g><title>\(tooltip)</title><rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(max(f.width, 0)))\" "
                + "height=\"\(n(max(f.height, 0)))\" fill=\"\(fills[depth])\" stroke=\"\(stroke)\"\(extra)/></g>\n"
            // The name, shortened to its box.
            let suffix = (p.conflicting.contains(name) ? "!" : "") + (ambiguous[name] != nil ? "?" : "")
            // A titled view shows its title; its name is in the tooltip.
            if p.titles[name] == nil, let shown = fitted(name, suffix: suffix, width: f.width - 6), f.height >= 12 {
                labels +=
                    "<text x=\"\(n(f.x + 3))\" y=\"\(n(f.y + 11))\" fill=\"\(stroke)\"><title>\(escape(name))</title>\(escape(shown))</text>\n"
            }
            if let title = p.titles[name], f.width > 8, f.height > 8 {
                let fontSize = min(15, f.height * 0.6)
                labels +=
                    "<text x=\"\(n(f.midX))\" y=\"\(n(f.midY + fontSize * 0.35))\" text-anchor=\"middle\" font-size=\"\(n(fontSize))\" "
                    + "fill=\"\(titleColor)\">\(escape(title))</text>\n"
            }
            if p.covered.contains(name), f.width > 14 {
                labels += "<text x=\"\(n(f.maxX - 3))\" y=\"\(n(f.y + 11))\" text-anchor=\"end\" fill=\"#444\">⌨</text>\n"
            }
        }
        // The root's unsafe bands (notch, home indicator, bars) shaded over what lies there.
        let safe = p.safeArea
        for band in [
            Frame(x: 0, y: 0, width: size.width, height: safe.top),
            Frame(x: 0, y: size.height - safe.bottom, width: size.width, height: safe.bottom),
            Frame(x: 0, y: 0, width: safe.left, height: size.height),
            Frame(x: size.width - safe.right, y: 0, width: safe.right, height: size.height),
        ] where band.width > 0 && band.height > 0 {
            out +=
                "<rect x=\"\(n(band.x))\" y=\"\(n(band.y))\" width=\"\(n(band.width))\" height=\"\(n(band.height))\" fill=\"#9aa4b5\" fill-opacity=\"0.25\"><title>outside the safe area</title></rect>\n"
        }
        // Misplaced views' stored frames, dashed where the document has them.
        for (name, f) in p.storedFrames.sorted(by: { $0.key < $1.key }) where [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) {
            out +=
                "<g><title>\(escape(name)) stored at \(f.text), solved at \((p.solution.frames[name]).map(\.text) ?? "-")</title>"
                + "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(max(f.width, 0)))\" height=\"\(n(max(f.height, 0)))\" "
                + "fill=\"none\" stroke=\"\(misplacedColor)\" stroke-dasharray=\"4 2\"/></g>\n"
        }
        // The system guides the constraints use (margins, the safe area, ...), dashed.
        for (name, f) in p.solution.guides.sorted(by: { $0.key < $1.key }) where [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) {
            out += guideOutline(name, f)
        }
        var marks = ""
        let drawn = p.solution.views.count <= constraintLimit
        if drawn {
            for c in p.constraints { marks += mark(c, in: p) }
        }
        out += marks + labels
        if let k = p.keyboard {
            out +=
                "<rect x=\"\(n(k.x))\" y=\"\(n(k.y))\" width=\"\(n(k.width))\" height=\"\(n(k.height))\" fill=\"#808080\" fill-opacity=\"0.4\"/>\n"
                + "<text x=\"\(n(k.x + 6))\" y=\"\(n(k.y + 16))\" fill=\"#202020\">keyboard</text>\n"
        }
        var caption = p.caption.isEmpty ? "\(n(size.width))×\(n(size.height))" : p.caption
        if !drawn { caption += " · constraints not drawn above \(constraintLimit) views" }
        out += "<text x=\"0\" y=\"\(n(size.height + 18))\" fill=\"#333\">\(escape(caption))</text>\n"
        return out
    }

    /// How one constraint is drawn, in its state's colour.
    private static func mark(_ entry: InstalledConstraint, in p: LayoutPicture) -> String {
        let c = entry.constraint
        guard let a = frame(c.firstItem, p) else { return "" }
        let colour = p.broken.contains(entry.id) ? brokenColor : satisfied
        let n = formatHundredths
        let value = c.resolvedConstant(p.spacing)
        let relation = c.relation == .equal ? "" : (c.relation == .greaterThanOrEqual ? "≥ " : "≤ ")
        let tooltip = "<title>#\(entry.id) \(escape(c.description))</title>"
        func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, dashed: Bool = false) -> String {
            "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(colour)\" stroke-width=\"1.5\""
                + (dashed ? " stroke-dasharray=\"4 3\"" : "") + "/>"
        }
        func label(_ text: String, _ x: Double, _ y: Double, anchor: String = "middle") -> String {
            "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\" font-size=\"10\" fill=\"\(colour)\" "
                + "stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">\(escape(text))</text>"
        }
        if c.firstAttribute.isDimension {
            // A bar along the view with its value.
            var text = relation
            if let second = c.secondItem {
                if second == c.firstItem, c.secondAttribute != c.firstAttribute {
                    text = "aspect \(n(c.multiplier)):1"
                } else {
                    text +=
                        (c.multiplier == 1 ? "" : "\(n(c.multiplier))×") + "\(second).\(c.secondAttribute.name)"
                        + (value == 0 ? "" : " \(value < 0 ? "−" : "+") \(n(abs(value)))")
                }
            } else {
                text += n(value)
            }
            if c.firstAttribute == .width {
                let y = a.maxY - 5
                return "<g>\(tooltip)" + line(a.x + 1, y, a.maxX - 1, y) + line(a.x + 1, y - 3, a.x + 1, y + 3)
                    + line(a.maxX - 1, y - 3, a.maxX - 1, y + 3) + label(text, a.midX, y - 3) + "</g>\n"
            }
            let x = a.maxX - 5
            return "<g>\(tooltip)" + line(x, a.y + 1, x, a.maxY - 1) + line(x - 3, a.y + 1, x + 3, a.y + 1)
                + line(x - 3, a.maxY - 1, x + 3, a.maxY - 1) + label(text, x - 3, a.midY + 3, anchor: "end") + "</g>\n"
        }
        guard let second = c.secondItem, let b = frame(second, p), let axis = c.firstAttribute.axis else { return "" }
        let p1 = coordinate(c.firstAttribute, a, c.firstItem, p), p2 = coordinate(c.secondAttribute, b, second, p)
        let horizontal = axis == .horizontal
        let centers = [LayoutAttribute.centerX, .centerY].contains(c.firstAttribute) && c.firstAttribute == c.secondAttribute
        let extra = c.multiplier == 1 ? "" : " ×\(n(c.multiplier))"
        if centers {
            // A centre alignment: a dashed line through both centres.
            let low = horizontal ? min(a.y, b.y) : min(a.x, b.x), high = horizontal ? max(a.maxY, b.maxY) : max(a.maxX, b.maxX)
            let text = value == 0 && extra.isEmpty ? "" : relation + n(value) + extra
            let drawn = horizontal ? line(p1, low, p1, high, dashed: true) : line(low, p1, high, p1, dashed: true)
            let note =
                text.isEmpty
                ? "" : (horizontal ? label(text, p1 + 3, low + 10, anchor: "start") : label(text, low + 3, p1 - 3, anchor: "start"))
            return "<g>\(tooltip)\(drawn)\(note)</g>\n"
        }
        // A spacing: an I-beam between the two positions, across where the views overlap.
        let (lo1, hi1) = horizontal ? (a.y, a.maxY) : (a.x, a.maxX)
        let (lo2, hi2) = horizontal ? (b.y, b.maxY) : (b.x, b.maxX)
        let overlap = (max(lo1, lo2), min(hi1, hi2))
        let cross = overlap.0 <= overlap.1 ? (overlap.0 + overlap.1) / 2 : (lo1 + hi1) / 2
        let text = relation + n(value) + extra
        let (from, to) = (min(p1, p2), max(p1, p2))
        if horizontal {
            return "<g>\(tooltip)" + line(from, cross, to, cross) + line(from, cross - 4, from, cross + 4)
                + line(to, cross - 4, to, cross + 4)
                + label(text, (from + to) / 2, cross - 4) + "</g>\n"
        }
        return "<g>\(tooltip)" + line(cross, from, cross, to) + line(cross - 4, from, cross + 4, from) + line(cross - 4, to, cross + 4, to)
            + label(text, cross + 5, (from + to) / 2 + 3, anchor: "start") + "</g>\n"
    }

    /// Where a baseline lies, in root coordinates: on the frame of the view that stands for it.
    private static func baselineCoordinate(_ baseline: Baseline, _ f: Frame, _ item: String, _ p: LayoutPicture) -> Double {
        let frame = baseline.view == item ? f : frame(baseline.view, p) ?? f
        return baseline.offset.map { frame.maxY - $0 } ?? frame.y
    }

    /// Where an attribute lies on its axis, in root coordinates.
    private static func coordinate(_ attribute: LayoutAttribute, _ f: Frame, _ item: String, _ p: LayoutPicture) -> Double {
        switch attribute {
        case .left: f.x
        case .right: f.maxX
        case .leading: p.rightToLeft ? f.maxX : f.x
        case .trailing: p.rightToLeft ? f.x : f.maxX
        case .centerX: f.midX
        case .top: f.y
        case .bottom: f.maxY
        case .centerY: f.midY
        case .lastBaseline, .firstBaseline:
            baselineCoordinate(p.hierarchy.baseline(of: item, attribute), f, item, p)
        case .width: f.width
        case .height: f.height
        case .notAnAttribute: f.x
        case .minX: f.x
        case .midX: f.midX
        case .maxX: f.maxX
        case .minY: f.y
        case .midY: f.midY
        case .maxY: f.maxY
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
            .centerYWithinMargins:
            // The margins guide's edge (the solution has it whenever a constraint names it).
            coordinate(
                attribute.withoutMargin, p.solution.guides[SystemGuide.layoutMargins.item(of: item)] ?? f,
                SystemGuide.layoutMargins.item(of: item), p)
        }
    }

    private static func frame(_ name: String, _ p: LayoutPicture) -> Frame? {
        guard let f = p.solution.rootFrames[name] ?? p.solution.guides[name], [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite)
        else { return nil }
        return f
    }

    /// `name` + `suffix` cut to fit `width` points of 11-point text (about 6 points a
    /// character), with an ellipsis; `nil` when not even two characters fit.
    static func fitted(_ name: String, suffix: String, width: Double) -> String? {
        let room = Int(width / 6.2)
        let full = name + suffix
        if full.count <= room { return full }
        guard room >= 2 else { return nil }
        return String(name.prefix(max(room - 1 - suffix.count, 1))) + "…" + suffix
    }

    private static func rangesText(_ a: Ambiguity) -> String {
        zip(a.attributes, a.ranges).map { "\($0.name) \(formatHundredths($1.lowerBound))…\(formatHundredths($1.upperBound))" }
            .joined(separator: ", ")
    }

    /// Two lines under the pictures saying what the colours mean.
    private static func legend(y: Double, misplaced: Bool) -> String {
        let n = formatHundredths
        return "<text x=\"8\" y=\"\(n(y))\" font-size=\"10\" fill=\"#555\">constraints: "
            + "<tspan fill=\"\(satisfied)\">blue satisfied</tspan> · <tspan fill=\"\(brokenColor)\">red broken</tspan></text>\n"
            + "<text x=\"8\" y=\"\(n(y + 13))\" font-size=\"10\" fill=\"#555\">views: <tspan fill=\"\(brokenColor)\">red in a conflict (!)</tspan>"
            + " · <tspan fill=\"\(ambiguousColor)\">orange dashed ambiguous (?)</tspan> · ⌨ under the keyboard"
            + (misplaced ? " · <tspan fill=\"\(misplacedColor)\">purple dashed a misplaced view's stored frame</tspan>" : "") + "</text>\n"
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
