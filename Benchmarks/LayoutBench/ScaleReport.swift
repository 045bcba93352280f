import Foundation

/// `ScaleBench` results written for people: a Markdown table, CSV, the fitted growth
/// exponents, and a log-log SVG plot of build time and resize time against size.
public struct ScaleReport {
    /// What `ScaleBench.run` measured.
    public let points: [ScaleBench.Point]

    /// A report of `points`.
    public init(_ points: [ScaleBench.Point]) { self.points = points }

    /// Sizes from which the exponents are fitted: below that, fixed costs dominate.
    public static let fitFrom = 500

    /// Growth exponents per workload, fitted on sizes ≥ `fitFrom`: build time, resize time,
    /// build work (`ScaleBench.work`) and build cells (both deterministic).
    public func exponents(_ workload: ScaleWorkload) -> (build: Double, resize: Double, buildWork: Double, buildCells: Double) {
        let ps = points.filter { $0.workload == workload && $0.constraints >= ScaleReport.fitFrom }
        func fit(_ y: (ScaleBench.Point) -> Double) -> Double {
            ScaleBench.exponent(ps.map { (Double($0.constraints), y($0)) })
        }
        return (fit(\.buildMilliseconds), fit(\.resizeMicroseconds), fit { Double($0.buildWork) }, fit { Double($0.buildCells) })
    }

    private var workloads: [ScaleWorkload] {
        ScaleWorkload.allCases.filter { w in points.contains { $0.workload == w } }
    }

    /// The table and the exponents, in Markdown.
    public var markdown: String {
        var lines = [
            "| workload | constraints | build ms | resize µs/frame | solver alone µs/frame | churn ms/step | build work | resize work/frame | churn work/step | build cells | resize cells/frame | churn cells/step |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for p in points {
            lines.append(
                "| \(p.workload.rawValue) | \(p.constraints) | \(fmt(p.buildMilliseconds)) | \(fmt(p.resizeMicroseconds)) | \(fmt(p.solverResizeMicroseconds)) | \(fmt(p.churnMilliseconds)) | \(p.buildWork) | \(p.resizeWork) | \(p.churnWork) | \(p.buildCells) | \(p.resizeCells) | \(p.churnCells) |"
            )
        }
        lines.append("")
        lines.append("Growth exponents (least squares on log-log, sizes ≥ \(ScaleReport.fitFrom); 1.0 is linear):")
        lines.append("")
        lines.append("| workload | build time | resize time | build work | build cells |")
        lines.append("|---|---:|---:|---:|---:|")
        for w in workloads {
            let e = exponents(w)
            lines.append("| \(w.rawValue) | \(fmt(e.build)) | \(fmt(e.resize)) | \(fmt(e.buildWork)) | \(fmt(e.buildCells)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// One row per point, with a header.
    public var csv: String {
        ([
            "workload,constraints,build_ms,resize_us,solver_resize_us,churn_ms,build_work,resize_work,churn_work,build_cells,resize_cells,churn_cells"
        ]
            + points.map {
                "\($0.workload.rawValue),\($0.constraints),\($0.buildMilliseconds),\($0.resizeMicroseconds),\($0.solverResizeMicroseconds),\($0.churnMilliseconds),\($0.buildWork),\($0.resizeWork),\($0.churnWork),\($0.buildCells),\($0.resizeCells),\($0.churnCells)"
            }).joined(separator: "\n") + "\n"
    }

    /// Two log-log panels (build ms, resize µs per frame) with one line per workload and a
    /// dashed slope-1 guide, so linear growth reads as a line parallel to the guide.
    public var svg: String {
        let panelWidth = 360.0, panelHeight = 260.0, margin = 50.0
        let colours: [ScaleWorkload: String] = [
            .grid: "#1f77b4", .chain: "#d62728", .nested: "#2ca02c", .seeds: "#9467bd", .longRow: "#ff7f0e",
            .deep: "#8c564b", .collection: "#e377c2", .movingTree: "#7f7f7f", .removal: "#17becf",
        ]
        // The legend: four entries a row under the panels, the slope-1 guide last.
        let perRow = 4, legendRows = (workloads.count + 1 + perRow - 1) / perRow
        var out =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(2 * panelWidth + 3 * margin))" height="\#(Int(panelHeight + 2 * margin + 14 + 16 * Double(legendRows)))" font-family="sans-serif" font-size="11">"#
        out += "\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        let panels: [(String, (ScaleBench.Point) -> Double)] = [
            ("build, ms", \.buildMilliseconds), ("resize, µs per frame", \.resizeMicroseconds),
        ]
        let xs = points.map { log10(Double(max($0.constraints, 1))) }
        let (x0, x1) = ((xs.min() ?? 1).rounded(.down), max((xs.max() ?? 2).rounded(.up), (xs.min() ?? 1).rounded(.down) + 1))
        for (index, (title, value)) in panels.enumerated() {
            let left = margin + Double(index) * (panelWidth + margin), top = margin
            let ys = points.map { log10(max(value($0), 1e-3)) }
            let (y0, y1) = ((ys.min() ?? 0).rounded(.down), max((ys.max() ?? 1).rounded(.up), (ys.min() ?? 0).rounded(.down) + 1))
            func px(_ x: Double) -> Double { left + (x - x0) / (x1 - x0) * panelWidth }
            func py(_ y: Double) -> Double { top + panelHeight - (y - y0) / (y1 - y0) * panelHeight }
            out +=
                "<text x=\"\(fmt(left + panelWidth / 2))\" y=\"\(fmt(top - 12))\" text-anchor=\"middle\" font-size=\"13\">\(title)</text>\n"
            out +=
                "<rect x=\"\(fmt(left))\" y=\"\(fmt(top))\" width=\"\(fmt(panelWidth))\" height=\"\(fmt(panelHeight))\" fill=\"none\" stroke=\"#888\"/>\n"
            for d in stride(from: x0, through: x1, by: 1) {
                out +=
                    "<line x1=\"\(fmt(px(d)))\" y1=\"\(fmt(top))\" x2=\"\(fmt(px(d)))\" y2=\"\(fmt(top + panelHeight))\" stroke=\"#eee\"/>"
                out += "<text x=\"\(fmt(px(d)))\" y=\"\(fmt(top + panelHeight + 14))\" text-anchor=\"middle\">10^\(Int(d))</text>\n"
            }
            for d in stride(from: y0, through: y1, by: 1) {
                out +=
                    "<line x1=\"\(fmt(left))\" y1=\"\(fmt(py(d)))\" x2=\"\(fmt(left + panelWidth))\" y2=\"\(fmt(py(d)))\" stroke=\"#eee\"/>"
                out += "<text x=\"\(fmt(left - 4))\" y=\"\(fmt(py(d) + 4))\" text-anchor=\"end\">10^\(Int(d))</text>\n"
            }
            // Slope-1 guide through the lower left corner.
            let guideEnd = min(x1, x0 + (y1 - y0))
            out +=
                "<line x1=\"\(fmt(px(x0)))\" y1=\"\(fmt(py(y0)))\" x2=\"\(fmt(px(guideEnd)))\" y2=\"\(fmt(py(y0 + guideEnd - x0)))\" stroke=\"#aaa\" stroke-dasharray=\"4 3\"/>\n"
            for w in workloads {
                let series = points.filter { $0.workload == w }
                let path = series.map { "\(fmt(px(log10(Double($0.constraints))))),\(fmt(py(log10(max(value($0), 1e-3)))))" }
                out +=
                    "<polyline points=\"\(path.joined(separator: " "))\" fill=\"none\" stroke=\"\(colours[w] ?? "black")\" stroke-width=\"2\"/>\n"
                for p in path {
                    let xy = p.split(separator: ",")
                    out += "<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"3\" fill=\"\(colours[w] ?? "black")\"/>"
                }
                out += "\n"
            }
            out +=
                "<text x=\"\(fmt(left + panelWidth / 2))\" y=\"\(fmt(top + panelHeight + 30))\" text-anchor=\"middle\">constraints</text>\n"
        }
        func legendPosition(_ i: Int) -> (x: Double, y: Double) {
            (margin + Double(i % perRow) * 190, panelHeight + 2 * margin + 18 + 16 * Double(i / perRow))
        }
        for (i, w) in workloads.enumerated() {
            let (x, y) = legendPosition(i)
            let e = exponents(w)
            out += "<rect x=\"\(fmt(x))\" y=\"\(fmt(y - 9))\" width=\"12\" height=\"4\" fill=\"\(colours[w] ?? "black")\"/>"
            out += "<text x=\"\(fmt(x + 16))\" y=\"\(fmt(y - 4))\">\(w.rawValue) (build ∝ n^\(fmt(e.build)))</text>\n"
        }
        let (gx, gy) = legendPosition(workloads.count)
        out +=
            "<line x1=\"\(fmt(gx))\" y1=\"\(fmt(gy - 7))\" x2=\"\(fmt(gx + 12))\" y2=\"\(fmt(gy - 7))\" stroke=\"#aaa\" stroke-dasharray=\"4 3\"/>"
        out += "<text x=\"\(fmt(gx + 16))\" y=\"\(fmt(gy - 4))\" fill=\"#888\">slope 1 (linear)</text>\n"
        return out + "</svg>\n"
    }

    private func fmt(_ x: Double) -> String {
        guard x.isFinite else { return "–" }
        if abs(x) >= 100 { return String(format: "%.0f", x) }
        if abs(x) >= 1 { return String(format: "%.2f", x) }
        return String(format: "%.3f", x)
    }
}
