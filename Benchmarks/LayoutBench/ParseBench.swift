import AutoLayout
import Foundation
import VisualFormat

/// VFL parsing throughput: one typical line (`H:|-[a(>=50)]-(<=100)-[b(==a)]-|`, five
/// constraints) turned into `LayoutConstraint`s again and again, as lines per second.
public struct ParseBench {
    public var format = "H:|-[a(>=50)]-(<=100)-[b(==a)]-|"
    public var lines = 200_000
    public var repeats = 5

    public init() {}

    /// The median over the repeats, in lines per second, and the constraints one line gives.
    public func run() throws -> (linesPerSecond: Double, constraintsPerLine: Int) {
        var hierarchy = ViewHierarchy()
        try hierarchy.add(View("superview"))
        try hierarchy.add(View("a", superview: "superview"))
        try hierarchy.add(View("b", superview: "superview"))
        var rates: [Double] = []
        var perLine = 0
        for _ in 0..<repeats {
            var count = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<lines { count &+= try VisualFormat.constraints(format, in: hierarchy).count }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            rates.append(Double(lines) / seconds)
            perLine = count / lines
        }
        return (rates.sorted()[rates.count / 2], perLine)
    }
}
