import Cassowary
import TestSupport
import Testing

/// A chain of views whose widths are soft, a long stack view's labels hugging their text, keeps
/// its positions' rows as definition rows (Sources/Cassowary/Tableau+Definitions.swift). These
/// tests pin down that the rows stay short, and that values, removals, constant changes, edits
/// and the ambiguity check still see the dictionary the definition rows stand for.
@Suite struct DefinitionRowTests {
    /// `x₀ == 0` and `xᵢ₊₁ == xᵢ + wᵢ + 8` (required), each width `wᵢ == 10 + i % 3` at medium
    /// strength and `wᵢ >= 0` required: the hugging constraints first, or the links first.
    struct Chain {
        let x: [Variable], w: [Variable]
        var links: [Constraint] = [], hugs: [Constraint] = [], floors: [Constraint] = []

        init(views n: Int, hugsFirst: Bool = true, into solver: Solver) throws {
            x = (0..<n).map { Variable("v\($0).x") }
            w = (0..<n).map { Variable("v\($0).w") }
            for i in 0..<n {
                hugs.append((w[i] == Double(10 + i % 3)) | .medium)
                floors.append(w[i] >= 0)
                links.append(i == 0 ? x[0] == 0 : x[i] == x[i - 1] + w[i - 1] + 8)
            }
            let order = hugsFirst ? hugs + floors + links : links + hugs + floors
            for c in order { try solver.add(c) }
        }

        var all: [Constraint] { links + hugs + floors }

        /// Where view `i` starts when every width is at its hugged size.
        static func position(_ i: Int) -> Double {
            (0..<i).reduce(0) { $0 + Double(10 + $1 % 3) + 8 }
        }
    }

    @Test(arguments: [true, false]) func aLongChainOfSoftWidthsKeepsItsRowsShort(hugsFirst: Bool) throws {
        let half = Solver()
        _ = try Chain(views: 200, hugsFirst: hugsFirst, into: half)
        let solver = Solver()
        let n = 400
        let chain = try Chain(views: n, hugsFirst: hugsFirst, into: solver)
        // In dictionary form view i's row names the errors of every width before it: about
        // 2·n²/2 = 160,000 cells here, four times as many as for 200 views.
        #expect(solver.cellCount < 12 * n, "\(solver.cellCount) cells")
        #expect(Double(solver.cellCount) < 2.1 * Double(half.cellCount), "\(solver.cellCount) cells, \(half.cellCount) for half")
        let work = (half: half.statistics.cellUpdates, full: solver.statistics.cellUpdates)
        #expect(Double(work.full) < 2.1 * Double(work.half), "\(work.full) cells touched to build, \(work.half) for half")
        for i in [0, 1, 37, 200, n - 1] {
            #expect(abs(solver.value(of: chain.x[i]) - Chain.position(i)) < 1e-9, "v\(i)")
            #expect(!solver.isAmbiguous(chain.x[i]))
        }
        solver.updateVariables()
        #expect(abs(chain.x[n - 1].value - Chain.position(n - 1)) < 1e-9)
    }

    @Test func removalsAndConstantChangesFollowTheChain() throws {
        let solver = Solver(definitionThreshold: 0)
        let n = 60
        var chain = try Chain(views: n, into: solver)
        expectConsistent(solver)
        // A link's constant moves in place: every view after it moves by 12.
        try solver.remove(chain.links[30])
        chain.links[30] = chain.x[30] == chain.x[29] + chain.w[29] + 20
        try solver.add(chain.links[30])
        expectConsistent(solver)
        #expect(abs(solver.value(of: chain.x[45]) - (Chain.position(45) + 12)) < 1e-9)
        #expect(abs(solver.value(of: chain.x[29]) - Chain.position(29)) < 1e-9)
        // Without its link, view 10 could be anywhere, and so could every view after it.
        try solver.remove(chain.links[10])
        expectConsistent(solver)
        #expect(solver.isAmbiguous(chain.x[10]))
        #expect(solver.isAmbiguous(chain.x[50]))
        #expect(!solver.isAmbiguous(chain.x[9]))
        // Relative to view 10 the rest is still fixed.
        let range = solver.valueRange(of: chain.x[50], relativeTo: chain.x[10])
        #expect(abs(range.lower - (Chain.position(50) - Chain.position(10) + 12)) < 1e-9)
        #expect(range.upper == range.lower)
        try solver.add(chain.links[10])
        expectConsistent(solver)
        #expect(abs(solver.value(of: chain.x[50]) - (Chain.position(50) + 12)) < 1e-9)
        // A width that no longer hugs is only held at 0 or more: the views after it are
        // ambiguous, the ones before are not.
        try solver.remove(chain.hugs[20])
        expectConsistent(solver)
        #expect(solver.isAmbiguous(chain.x[21]))
        #expect(!solver.isAmbiguous(chain.x[20]))
    }

    @Test func aRowReferredToOutlivesItsVariable() throws {
        // View 1's only constraints are its own and view 2's link: remove them and view 1's
        // variables leave the solver. A bound on view 5, substituted through the chain, holds
        // view 2's link, so that removing the link pivots in the bound's row and leaves view
        // 2's row naming view 1's.
        let solver = Solver(definitionThreshold: 0)
        let chain = try Chain(views: 6, into: solver)
        let pin = chain.x[2] == 100
        try solver.add(chain.x[5] <= 1000)
        try solver.remove(chain.links[2])
        try solver.add(pin)
        try solver.remove(chain.links[1])
        try solver.remove(chain.hugs[1])
        try solver.remove(chain.floors[1])
        expectConsistent(solver)
        #expect(solver.value(of: chain.x[2]) == 100)
        #expect(abs(solver.value(of: chain.x[5]) - (100 + Chain.position(5) - Chain.position(2))) < 1e-9)
        #expect(solver.value(of: chain.x[1]) == 0)
    }

    @Test func anEditMovesTheWholeChain() throws {
        let solver = Solver(definitionThreshold: 0)
        let chain = try Chain(views: 40, into: solver)
        try solver.remove(chain.links[0])
        try solver.addEditVariable(chain.x[0], strength: .strong)
        for start in [15.0, -7.5, 300] {
            try solver.suggestValue(start, for: chain.x[0])
            solver.updateVariables()
            #expect(abs(chain.x[39].value - (start + Chain.position(39))) < 1e-9)
        }
        expectConsistent(solver)
    }

    /// A stack edited for a long time (constants moved, sizes removed and put back, links
    /// replaced) stays the layout a fresh solver makes of the same constraints: the same values,
    /// and the same views ambiguous. Definition rows keep rounding implicit, where a dictionary's
    /// sums drop it; this checks it does not grow over hundreds of edits.
    @Test(arguments: [1, 2, 3] as [UInt64]) func aLongEditedChainMatchesAFreshSolver(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let solver = Solver(definitionThreshold: 0)
        let n = 80
        var chain = try Chain(views: n, hugsFirst: seed % 2 == 0, into: solver)
        let end = chain.x[n - 1] + chain.w[n - 1] <= 1500
        try solver.add(end)
        var removed: Set<Int> = []
        for _ in 0..<300 {
            let i = Int.random(in: 1..<n, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                try solver.remove(chain.links[i])
                chain.links[i] = chain.x[i] == chain.x[i - 1] + chain.w[i - 1] + Double(Int.random(in: 2...12, using: &rng))
                try solver.add(chain.links[i])
            case 1 where !removed.contains(i):
                try solver.remove(chain.hugs[i])
                chain.hugs[i] = (chain.w[i] == Double(Int.random(in: 4...30, using: &rng))) | .medium
                try solver.add(chain.hugs[i])
            case 2 where removed.insert(i).inserted:
                try solver.remove(chain.hugs[i])
            default:
                if removed.remove(i) != nil { try solver.add(chain.hugs[i]) }
            }
        }
        let fresh = Solver()
        for (k, c) in (chain.all + [end]).enumerated() where !(k >= n && k < 2 * n && removed.contains(k - n)) {
            try fresh.add(Constraint(c.expression, c.relation, strength: c.strength))
        }
        expectConsistent(solver)
        let pairs = chain.x.map { (variable: $0, reference: nil as Variable?) }
        let ranges = solver.valueRanges(of: pairs), freshRanges = fresh.valueRanges(of: pairs)
        for i in 0..<n {
            #expect(Solver.isAmbiguous(ranges[i]) == Solver.isAmbiguous(freshRanges[i]), "v\(i): \(ranges[i]) vs \(freshRanges[i])")
            if !Solver.isAmbiguous(freshRanges[i]) {
                #expect(abs(solver.value(of: chain.x[i]) - fresh.value(of: chain.x[i])) < 1e-7, "v\(i)")
            }
        }
    }

    @Test func theSameSolutionWithAndWithoutDefinitionRows() throws {
        let plain = Solver(definitionThreshold: .max)
        let defined = Solver(definitionThreshold: 0)
        let a = try Chain(views: 30, hugsFirst: false, into: plain)
        let b = try Chain(views: 30, hugsFirst: false, into: defined)
        #expect(plain.cellCount > defined.cellCount)
        for i in 0..<30 { #expect(abs(plain.value(of: a.x[i]) - defined.value(of: b.x[i])) < 1e-9, "v\(i).x") }
        // Squeeze the chain from 562 points (330 of widths, 29 gaps of 8) to 400: which widths
        // give way is a tie, but both end at 400 and give up 162 points of width in all.
        try plain.add(a.x[29] + a.w[29] <= 400)
        try defined.add(b.x[29] + b.w[29] <= 400)
        func givenUp(_ solver: Solver, _ chain: Chain) -> Double {
            (0..<30).reduce(0) { $0 + Double(10 + $1 % 3) - solver.value(of: chain.w[$1]) }
        }
        #expect(abs(plain.value(of: a.x[29]) + plain.value(of: a.w[29]) - 400) < 1e-9)
        #expect(abs(defined.value(of: b.x[29]) + defined.value(of: b.w[29]) - 400) < 1e-9)
        #expect(abs(givenUp(plain, a) - 162) < 1e-9)
        #expect(abs(givenUp(defined, b) - 162) < 1e-9)
        expectConsistent(defined)
    }
}
