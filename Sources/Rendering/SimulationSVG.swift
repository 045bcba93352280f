import AutoLayout
import Dynamics
import TextSupport

/// A run of the animator as an SVG picture: the layout as Auto Layout placed it (grey), each
/// item's path (its centre, frame by frame), where it started (dashed) and where it ended
/// (solid, rotated), and a SMIL animation that replays the run in a browser.
public enum SimulationSVG {
    /// At most this many keyframes per item in the animation (the run is sampled evenly).
    static let keyframeLimit = 600

    /// The picture of `record` over the layout `solution` (Auto Layout's frames).
    public static func svg(_ record: SimulationRecord, solution: LayoutSolution, start: [AnimatedItem]) -> String {
        let n = formatHundredths
        let size = solution.rootSize
        let pad = SVGRenderer.padding
        let width = max(size.width, 1) + 2 * pad, height = max(size.height, 1) + 2 * pad + 40
        let colours = ["#1f6fd6", "#d62020", "#2e9a48", "#a050c0", "#e08a00", "#207f8f"]
        let items = Set(record.final.map(\.name))
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <g transform="translate(\(n(pad)) \(n(pad)))">
            <rect x="0" y="0" width="\(n(size.width))" height="\(n(size.height))" fill="#f4f6fb" stroke="#4a5a7a"/>

            """
        for name in solution.views.dropFirst() where !items.contains(name) {
            guard let f = solution.rootFrames[name], [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) else { continue }
            out +=
                "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"none\" stroke=\"#b0b8c8\"><title>\(SVGRenderer.escape(name))</title></rect>\n"
        }
        let duration = max(record.endTime - record.startTime, 1.0 / 60)
        for (index, item) in record.final.enumerated() {
            let colour = colours[index % colours.count]
            let path = record.samples.compactMap { $0.items.first { $0.name == item.name } }
            let first = start.first { $0.name == item.name } ?? path.first ?? item
            let points = ([first] + path).map { "\(n($0.center.x)),\(n($0.center.y))" }
            out += "<g><title>\(SVGRenderer.escape(item.name))</title>\n"
            out +=
                "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1\" opacity=\"0.6\"/>\n"
            out += box(first, stroke: colour, extra: " fill=\"none\" stroke-dasharray=\"4 3\"")
            out += box(item, stroke: colour, extra: " fill=\"\(colour)\" fill-opacity=\"0.15\"")
            out +=
                "<text x=\"\(n(item.center.x))\" y=\"\(n(item.center.y + 4))\" text-anchor=\"middle\" fill=\"\(colour)\">\(SVGRenderer.escape(item.name))</text>\n"
            // The animation: a box at the origin moved and turned through the sampled frames.
            let stride = max(1, (path.count + keyframeLimit - 1) / keyframeLimit)
            let keys = ([first] + path.enumerated().filter { ($0.offset + 1) % stride == 0 || $0.offset == path.count - 1 }.map(\.element))
            let moves = keys.map { "\(n($0.center.x)) \(n($0.center.y))" }.joined(separator: ";")
            let turns = keys.map { n($0.angle * 180 / .pi) }.joined(separator: ";")
            out += """
                <rect x="\(n(-item.size.width / 2))" y="\(n(-item.size.height / 2))" width="\(n(item.size.width))" \
                height="\(n(item.size.height))" fill="\(colour)" fill-opacity="0.5" stroke="\(colour)">
                <animateTransform attributeName="transform" type="translate" values="\(moves)" dur="\(n(duration))s" \
                fill="freeze" repeatCount="indefinite"/>
                <animateTransform attributeName="transform" type="rotate" values="\(turns)" dur="\(n(duration))s" \
                fill="freeze" repeatCount="indefinite" additive="sum"/>
                </rect>
                </g>

                """
        }
        let rest = record.restedAt.map { "came to rest at t = \(SimulationReport.seconds($0))" } ?? "still moving at the end"
        out +=
            "</g>\n<text x=\"\(n(pad))\" y=\"\(n(height - 16))\" fill=\"#333\">UIKit Dynamics on Box2D: \(n(duration)) s from t = \(SimulationReport.seconds(record.startTime)); \(rest). Dashed: start; solid: end.</text>\n"
        return out + "</svg>\n"
    }

    /// An item's bounds at its centre, turned by its angle.
    private static func box(_ item: AnimatedItem, stroke: String, extra: String) -> String {
        let n = formatHundredths
        let f = item.frame
        return "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" stroke=\"\(stroke)\"\(extra) "
            + "transform=\"rotate(\(n(item.angle * 180 / .pi)) \(n(item.center.x)) \(n(item.center.y)))\"/>\n"
    }
}
