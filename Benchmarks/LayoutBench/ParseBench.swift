import AutoLayout
import Foundation
import VisualFormat

/// VFL parsing throughput: one typical line (`H:|-[a(>=50)]-(<=100)-[b(==a)]-|`, five
/// constraints) turned into `LayoutConstraint`s again and again, as lines per second; and the
/// front end alone (`VisualFormat.checkSyntax`: lexing and parsing to the syntax tree).
public struct ParseBench {
    /// The line parsed again and again (its views are `a` and `b` in `superview`).
    public var format = "H:|-[a(>=50)]-(<=100)-[b(==a)]-|"
    /// Lines per repeat.
    public var lines = 200_000
    /// Repeats; the rates are their medians.
    public var repeats = 5

    /// The defaults above.
    public init() {}

    /// The medians over the repeats, in lines per second (to constraints, and to the syntax
    /// tree only), and the constraints one line gives.
    public func run() throws -> (linesPerSecond: Double, syntaxLinesPerSecond: Double, constraintsPerLine: Int) {
        var hierarchy = ViewHierarchy()
        try hierarchy.add(View("superview"))
        try hierarchy.add(View("a", superview: "superview"))
        try hierarchy.add(View("b", superview: "superview"))
        var rates: [Double] = [], syntaxRates: [Double] = []
        var perLine = 0
        func rate(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(lines) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        for _ in 0..<repeats {
            var count = 0
            rates.append(try rate { for _ in 0..<lines { count &+= try VisualFormat.constraints(format, in: hierarchy).count } })
            perLine = count / lines
            syntaxRates.append(try rate { for _ in 0..<lines { try VisualFormat.checkSyntax(format) } })
        }
        return (rates.sorted()[rates.count / 2], syntaxRates.sorted()[syntaxRates.count / 2], perLine)
    }
}
