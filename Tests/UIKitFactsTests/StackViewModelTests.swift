import AutoLayout
import TestSupport
import Testing
import UIKitFacts

/// UIStackView's constraints, solved, against a direct arithmetic model of each distribution
/// and alignment (UIKit's documentation of `UIStackView.Distribution` and `.Alignment`, and
/// the priorities of shared/notes/modern-autolayout.md §4): random arranged sizes, spacings,
/// custom spacings after views (`setCustomSpacing(_:after:)`, with the fill distributions),
/// hugging and compression resistance priorities, both axes, 300 stacks per seed.
@Suite struct StackViewModelTests {
    /// One random stack: its views' sizes along and across the axis, their priorities, the
    /// spacing, and the stack's size along and across.
    struct Case {
        var n: Int
        var along: [Double], across: [Double]
        var hugging: [Float], resistance: [Float]
        var spacing: Double
        var length: Double, thickness: Double
        var axis: StackView.Axis
        /// Custom spacings after some views, by index.
        var custom: [Int: Double] = [:]

        /// The gap after each view but the last: its custom spacing, else the spacing.
        var gaps: [Double] { (0..<(n - 1)).map { custom[$0] ?? spacing } }
    }

    static func random(_ g: inout SeededGenerator) -> Case {
        let n = 2 + g.below(4)
        var c = Case(
            n: n, along: (0..<n).map { _ in Double(10 + g.below(90)) }, across: (0..<n).map { _ in Double(10 + g.below(50)) },
            hugging: (0..<n).map { Float(240 + $0) }.shuffled(using: &g), resistance: (0..<n).map { Float(740 + $0) }.shuffled(using: &g),
            spacing: Double(g.below(3) * 4), length: 0, thickness: Double(60 + g.below(40)), axis: g.below(2) == 0 ? .horizontal : .vertical
        )
        let natural = c.along.reduce(0, +) + c.spacing * Double(n - 1)
        c.length = max(0, natural + Double(g.below(161)) - 80)
        return c
    }

    /// The frames the stack's constraints give each view, in the stack's coordinates, as
    /// (position along, size along, position across, size across).
    func solve(_ c: Case, _ distribution: StackView.Distribution, _ alignment: StackView.Alignment) throws -> [[Double]] {
        var layout = Layout(size: Size(width: 2000, height: 2000))
        try layout.addView(View("s"))
        let horizontal = c.axis == .horizontal
        var stack = StackView(name: "s", arranged: (0..<c.n).map { "v\($0)" })
        stack.axis = c.axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = c.spacing
        stack.customSpacing = Dictionary(uniqueKeysWithValues: c.custom.map { ("v\($0.key)", $0.value) })
        for i in 0..<c.n {
            var v = View("v\(i)", superview: "s")
            v.intrinsicContentSize =
                horizontal ? IntrinsicSize(width: c.along[i], height: c.across[i]) : IntrinsicSize(width: c.across[i], height: c.along[i])
            let axis: LayoutAxis = horizontal ? .horizontal : .vertical
            if horizontal {
                v.contentHuggingPriority.horizontal = LayoutPriority(c.hugging[i])
                v.compressionResistancePriority.horizontal = LayoutPriority(c.resistance[i])
            } else {
                v.contentHuggingPriority.vertical = LayoutPriority(c.hugging[i])
                v.compressionResistancePriority.vertical = LayoutPriority(c.resistance[i])
            }
            _ = axis
            try layout.addView(v)
        }
        for guide in stack.guides {
            var spacer = View(guide, superview: "s")
            spacer.isLayoutGuide = true
            try layout.addView(spacer)
        }
        let (w, h) = horizontal ? (c.length, c.thickness) : (c.thickness, c.length)
        for made in [
            try LayoutConstraint(item: "s", attribute: .left, relatedBy: .equal, toItem: "root", attribute: .left),
            try LayoutConstraint(item: "s", attribute: .top, relatedBy: .equal, toItem: "root", attribute: .top),
            try LayoutConstraint(item: "s", attribute: .width, relatedBy: .equal, constant: w),
            try LayoutConstraint(item: "s", attribute: .height, relatedBy: .equal, constant: h),
        ] + stack.constraints(in: layout.hierarchy) {
            try layout.add(made)
        }
        let solution = LayoutEngine().solve(layout)
        #expect(solution.conflicts.isEmpty)
        return try (0..<c.n).map { i in
            let f = try #require(solution.frames["v\(i)"])
            return horizontal ? [f.x, f.width, f.y, f.height] : [f.y, f.height, f.x, f.width]
        }
    }

    /// The model: the sizes along the axis each distribution gives, then the positions.
    func expectedAlong(_ c: Case, _ distribution: StackView.Distribution) -> [(Double, Double)]? {
        let n = c.n, s = c.spacing, natural = c.along.reduce(0, +) + c.gaps.reduce(0, +)
        var sizes = c.along
        var gaps = c.gaps
        switch distribution {
        case .fill:
            if c.length >= natural {
                // Extra room to the view that hugs least.
                let k = (0..<n).min { c.hugging[$0] < c.hugging[$1] } ?? 0
                sizes[k] += c.length - natural
            } else {
                // A shortage from the views that resist least, in turn, none below 0.
                var deficit = natural - c.length
                for k in (0..<n).sorted(by: { c.resistance[$0] < c.resistance[$1] }) where deficit > 0 {
                    let cut = min(deficit, sizes[k])
                    sizes[k] -= cut
                    deficit -= cut
                }
                guard deficit <= 1e-9 else { return nil }
            }
        case .fillEqually:
            let each = (c.length - c.gaps.reduce(0, +)) / Double(n)
            guard each >= 0 else { return nil }
            sizes = [Double](repeating: each, count: n)
        case .fillProportionally:
            // Every view but the last at its share of the stack; the last, whose constraint
            // has the lowest priority, takes what is left.
            guard c.length >= natural else { return nil }
            for i in 0..<(n - 1) { sizes[i] = c.along[i] / natural * c.length }
            sizes[n - 1] = c.length - sizes[0..<(n - 1)].reduce(0, +) - s * Double(n - 1)
        case .equalSpacing:
            guard c.length >= natural else { return nil }
            gaps = [Double](repeating: (c.length - c.along.reduce(0, +)) / Double(n - 1), count: n - 1)
        case .equalCentering:
            // Centres evenly spaced from the first's to the last's, when every gap stays at
            // the spacing or more.
            let first = c.along[0] / 2, last = c.length - c.along[n - 1] / 2
            let step = (last - first) / Double(n - 1)
            gaps = (0..<(n - 1)).map { step - (c.along[$0] + c.along[$0 + 1]) / 2 }
            guard gaps.allSatisfy({ $0 >= s - 1e-9 }) else { return nil }
        }
        var position = 0.0
        return (0..<n).map { i in
            defer { position += sizes[i] + (i < n - 1 ? gaps[i] : 0) }
            return (position, sizes[i])
        }
    }

    /// The position and size across the axis each alignment gives.
    func expectedAcross(_ c: Case, _ alignment: StackView.Alignment, _ i: Int) -> (Double, Double) {
        switch alignment {
        case .fill: (0, c.thickness)
        case .leading, .top: (0, c.across[i])
        case .trailing, .bottom: (c.thickness - c.across[i], c.across[i])
        default: ((c.thickness - c.across[i]) / 2, c.across[i])
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyDistributionAndAlignmentMatchesTheModel(seed: UInt64) throws {
        var g = SeededGenerator(seed: seed)
        var compared = 0
        for _ in 0..<300 {
            var c = StackViewModelTests.random(&g)
            let distribution = g.pick(StackView.Distribution.allCases)
            if [.fill, .fillEqually].contains(distribution), g.below(2) == 0 {
                c.custom = [g.below(c.n - 1): Double(g.below(5) * 5)]
            }
            let alignment = g.pick([StackView.Alignment.fill, .leading, .trailing, .center])
            guard let along = expectedAlong(c, distribution) else { continue }
            let frames = try solve(c, distribution, alignment)
            for i in 0..<c.n {
                let across = expectedAcross(c, alignment, i)
                let want = [along[i].0, along[i].1, across.0, across.1]
                #expect(
                    zip(frames[i], want).allSatisfy { abs($0 - $1) < 1e-6 },
                    "\(distribution) \(alignment) \(c): view \(i) \(frames[i]) ≠ \(want)")
            }
            compared += 1
        }
        #expect(compared > 150)
    }
}
