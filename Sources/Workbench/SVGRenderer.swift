import AutoLayout

/// Writes a solved layout as an SVG picture (`:svg FILE`): one rectangle per view at its frame
/// in root coordinates, nested views over their superviews in a colour per depth, names in the
/// top-left corner, ambiguous views dashed, views of a conflict outlined red, the keyboard as a
/// grey band.
public enum SVGRenderer {
    public static func svg(
        _ solution: LayoutSolution, hierarchy: ViewHierarchy, ambiguous: Set<String> = [], conflicting: Set<String> = [],
        keyboard: Frame? = nil
    ) -> String {
        let size = solution.rootSize
        let n = FrameTable.number
        let fills = ["#f4f6fb", "#dbe8ff", "#ffe9c7", "#dff5e1", "#f6dcf5", "#fff6b3"]
        let strokes = ["#4a5a7a", "#2f6fd0", "#d68a00", "#2e9a45", "#b03aa8", "#a08b00"]
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(size.width))" height="\(n(size.height))" \
            viewBox="0 0 \(n(size.width)) \(n(size.height))" font-family="Helvetica, Arial, sans-serif" font-size="11">

            """
        for name in solution.views {
            guard let f = solution.rootFrames[name], f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else { continue }
            let depth = (hierarchy.lineage(of: name).count - 1) % fills.count
            let dash = (ambiguous.contains(name) ? " stroke-dasharray=\"4 3\"" : "")
                + (conflicting.contains(name) ? " stroke-width=\"2\"" : "")
            let stroke = conflicting.contains(name) ? "#d62020" : strokes[depth]
            out += """
                  <g><title>\(escape(name)) \(FrameTable.text(solution.frames[name] ?? f))</title>\
                <rect x="\(n(f.x))" y="\(n(f.y))" width="\(n(max(f.width, 0)))" height="\(n(max(f.height, 0)))" \
                fill="\(fills[depth])" stroke="\(stroke)"\(dash)/>\
                <text x="\(n(f.x + 3))" y="\(n(f.y + 12))" fill="\(strokes[depth])">\(escape(name))</text></g>

                """
        }
        if let k = keyboard {
            out += """
                  <rect x="\(n(k.x))" y="\(n(k.y))" width="\(n(k.width))" height="\(n(k.height))" fill="#808080" fill-opacity="0.45"/>
                  <text x="\(n(k.x + 6))" y="\(n(k.y + 16))" fill="#202020">keyboard</text>

                """
        }
        return out + "</svg>\n"
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
