import AutoLayout
import Foundation
import VisualFormat

/// A grid of rows × columns views written in VFL (`H:|-[c0_0(==c0_1)]-[c0_1(==c0_2)]...-|` per row,
/// the same vertically per column), timed phase by phase: parsing the lines, the first solve,
/// a rotation (incremental), a constant change, and the ambiguity check.
public struct GridLayoutBench {
    public var rows: Int
    public var columns: Int
    public var repeats: Int

    public init(rows: Int, columns: Int, repeats: Int) {
        self.rows = rows
        self.columns = columns
        self.repeats = repeats
    }

    /// One phase's median over the repeats, in milliseconds, and a checksum of the frames so
    /// runs can be compared.
    public struct Phase {
        public let name: String
        public let milliseconds: Double
        public let checksum: Double
    }

    /// The VFL lines of the grid.
    public func formats() -> [String] {
        func name(_ r: Int, _ c: Int) -> String { "c\(r)_\(c)" }
        var lines: [String] = []
        for r in 0..<rows { lines.append(equalChain((0..<columns).map { name(r, $0) }, axis: "H")) }
        for c in 0..<columns { lines.append(equalChain((0..<rows).map { name($0, c) }, axis: "V")) }
        return lines
    }

    public func run() throws -> [Phase] {
        var times: [String: [Double]] = [:]
        var sums: [String: Double] = [:]
        let order = ["parse", "build", "rotate", "constant", "ambiguity"]
        for _ in 0..<repeats {
            var layout = Layout(size: Size(width: 1024, height: 768))
            for r in 0..<rows { for c in 0..<columns { try layout.addView(View("c\(r)_\(c)")) } }
            let lines = formats()
            var t = DispatchTime.now().uptimeNanoseconds
            func lap(_ phase: String, _ checksum: Double) {
                let now = DispatchTime.now().uptimeNanoseconds
                times[phase, default: []].append(Double(now - t) / 1e6)
                sums[phase] = checksum
                t = DispatchTime.now().uptimeNanoseconds
            }
            var parsed: [LayoutConstraint] = []
            for line in lines { parsed += try VisualFormat.constraints(line, in: layout.hierarchy) }
            lap("parse", Double(parsed.count))
            for c in parsed { try layout.add(c) }
            t = DispatchTime.now().uptimeNanoseconds
            let engine = LayoutEngine()
            lap("build", checksum(engine.solve(layout)))
            layout.rootSize = layout.rootSize.rotated
            lap("rotate", checksum(engine.solve(layout)))
            if let first = layout.constraints.first?.id {
                try layout.modifyConstraint(id: first) { $0.constant += 10 }
            }
            t = DispatchTime.now().uptimeNanoseconds
            lap("constant", checksum(engine.solve(layout)))
            lap("ambiguity", Double(engine.ambiguities().count))
        }
        return order.map { name in
            let sorted = (times[name] ?? []).sorted()
            return Phase(name: name, milliseconds: sorted.isEmpty ? 0 : sorted[sorted.count / 2], checksum: sums[name] ?? 0)
        }
    }

    private func checksum(_ s: LayoutSolution) -> Double {
        s.frames.values.reduce(0) { $0 + $1.x + 2 * $1.y + 3 * $1.width + 5 * $1.height }
    }
}
