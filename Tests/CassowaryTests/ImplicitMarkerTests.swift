import Cassowary
import Testing

/// Required equalities' dummies live in the rows only when a removal, a constant change or an
/// explanation needs them (Sources/Cassowary/RowHistory.swift). These tests pin down that the
/// rows stay short on a long row of views, and that everything a dummy is used for still
/// works from the recorded history: constant changes, removals, conflict explanations and
/// redundant equalities. `expectConsistent` checks each dummy's replayed column against the
/// constraints themselves.
@Suite struct ImplicitMarkerTests {
    /// `|-8-[v0(==v1)]-8-[v1(==v2)]-…-8-|` on a root of width `width` (required), with the
    /// views' x and width variables; returns the constraints in the order added.
    struct Row {
        let root = Variable("root.width")
        let x: [Variable], w: [Variable]
        var gaps: [Constraint] = [], equalWidths: [Constraint] = []
        var rootWidth: Constraint
        var trailing: Constraint

        init(views n: Int, width: Double, into solver: Solver) throws {
            x = (0..<n).map { Variable("v\($0).x") }
            w = (0..<n).map { Variable("v\($0).w") }
            rootWidth = root == width
            try solver.add(rootWidth)
            for i in 0..<n {
                gaps.append(i == 0 ? x[0] == 8 : x[i] == x[i - 1] + w[i - 1] + 8)
                try solver.add(gaps[i])
                if i > 0 {
                    equalWidths.append(w[i] == w[i - 1])
                    try solver.add(equalWidths[i - 1])
                }
            }
            trailing = x[n - 1] + w[n - 1] + 8 == root
            try solver.add(trailing)
        }

        var all: [Constraint] { [rootWidth] + gaps + equalWidths + [trailing] }
    }

    /// The values a fresh solver gives `constraints`, for `variables`.
    func fresh(_ constraints: [Constraint], _ variables: [Variable]) throws -> [Double] {
        let solver = Solver()
        for c in constraints { try solver.add(Constraint(c.expression, c.relation, strength: c.strength)) }
        return variables.map { solver.value(of: $0) }
    }

    @Test func aLongRowKeepsItsRowsShort() throws {
        let solver = Solver()
        let n = 400
        let row = try Row(views: n, width: 10 * Double(n) + 100, into: solver)
        // Every view is fixed by the root's width: rows are constants. With a dummy per
        // equality in the rows, this row held n²/2 = 80,000 cells.
        #expect(solver.cellCount < 4 * n, "\(solver.cellCount) cells")
        #expect(solver.statistics.cellUpdates < 20 * n, "\(solver.statistics.cellUpdates) cells touched to build")
        let width = (10 * Double(n) + 100 - 8 * Double(n + 1)) / Double(n)
        #expect(abs(solver.value(of: row.w[n - 1]) - width) < 1e-9)
        #expect(abs(solver.value(of: row.x[n - 1]) - (8 * Double(n) + width * Double(n - 1))) < 1e-6)
    }

    @Test func aConstantChangeInALongRowMovesEveryView() throws {
        let solver = Solver()
        var row = try Row(views: 60, width: 1000, into: solver)
        let before = solver.statistics
        // The 30th gap goes from 8 to 20: a constant change in place, whose column (every
        // view after it and every width) is replayed from the history once.
        try solver.remove(row.gaps[30])
        row.gaps[30] = row.x[30] == row.x[29] + row.w[29] + 20
        try solver.add(row.gaps[30])
        #expect(solver.statistics.constantChanges == before.constantChanges + 1)
        #expect(solver.statistics.markerReplays > before.markerReplays)
        // The first change leaves the column implicit: no cell was added.
        #expect(solver.cellCount == 0)
        expectConsistent(solver)
        let expected = try fresh(row.all, row.x + row.w)
        for (v, e) in zip(row.x + row.w, expected) { #expect(abs(solver.value(of: v) - e) < 1e-7, "\(v)") }
        // The second puts it in the rows (every width, and every view's x but the first,
        // which is pinned to the edge: 119 cells), and from then on a change replays nothing.
        for gap in [4.0, 6.0] {
            try solver.remove(row.gaps[30])
            row.gaps[30] = row.x[30] == row.x[29] + row.w[29] + gap
            try solver.add(row.gaps[30])
        }
        #expect(solver.cellCount == 60 + 59)
        let replays = solver.statistics.markerReplays
        try solver.remove(row.gaps[30])
        row.gaps[30] = row.x[30] == row.x[29] + row.w[29] + 5
        try solver.add(row.gaps[30])
        #expect(solver.statistics.markerReplays == replays)
        expectConsistent(solver)
        let again = try fresh(row.all, row.x + row.w)
        for (v, e) in zip(row.x + row.w, again) { #expect(abs(solver.value(of: v) - e) < 1e-7, "\(v)") }
    }

    @Test func removalsFromALongRowMatchAFreshSolver() throws {
        let solver = Solver()
        let row = try Row(views: 40, width: 800, into: solver)
        var live = row.all
        // Take out equalities from the middle and the ends, one at a time, checking each step
        // against a fresh solver on what remains (where the views stay determined).
        for victim in [row.equalWidths[20], row.gaps[10], row.trailing, row.equalWidths[3], row.gaps[39]] {
            try solver.remove(victim)
            live.removeAll { $0 === victim }
            expectConsistent(solver)
            let probe = Solver()
            for c in live { try probe.add(Constraint(c.expression, c.relation, strength: c.strength)) }
            for v in row.x + row.w where !probe.isAmbiguous(v) {
                #expect(!solver.isAmbiguous(v), "\(v) became ambiguous")
                #expect(abs(solver.value(of: v) - probe.value(of: v)) < 1e-7, "\(v)")
            }
        }
    }

    /// A width that the closed row cannot give is refused, and the explanation is the set a
    /// proof needs: every equality of the row, the root's width and the new constraint.
    /// Without any one of them the rest would fit.
    @Test func aConflictInALongRowIsExplainedMinimally() throws {
        let solver = Solver()
        let row = try Row(views: 8, width: 400, into: solver)
        let tooWide = row.w[5] == 100
        do {
            try solver.add(tooWide)
            Issue.record("a width of 100 fits 8 views in 400 points?")
        } catch {
            guard case let .unsatisfiableConstraint(_, conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set((row.all + [tooWide]).map(ObjectIdentifier.init)))
            for dropped in conflicts where dropped !== tooWide {
                let probe = Solver()
                var refused = false
                for c in conflicts where c !== dropped { do { try probe.add(c) } catch { refused = true } }
                #expect(!refused, "the explanation still conflicts without \(dropped)")
            }
        }
        expectConsistent(solver)
        #expect(!solver.contains(tooWide))
    }

    /// The same through phase one: an inequality the row cannot meet.
    @Test func anInequalityConflictNamesTheRow() throws {
        let solver = Solver()
        let row = try Row(views: 30, width: 1000, into: solver)
        let unrelated = Variable("u")
        try solver.add(unrelated >= 3)
        let tooNarrow = row.w[12] <= 10
        do {
            try solver.add(tooNarrow)
            Issue.record("widths of 24 fit under 10?")
        } catch {
            guard case let .unsatisfiableConstraint(_, conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(conflicts.contains { $0 === tooNarrow })
            #expect(!conflicts.contains { $0.expression.terms.contains { $0.variable === unrelated } })
            // A proof: the named constraints alone cannot hold.
            let probe = Solver()
            var refused = false
            for c in conflicts { do { try probe.add(c) } catch { refused = true } }
            #expect(refused)
        }
        expectConsistent(solver)
        // The refused add changed nothing, and the history it recorded was rolled back: a
        // later removal replays a consistent history.
        try solver.remove(row.gaps[15])
        expectConsistent(solver)
    }

    /// An equality implied by others pins the constant of each of them: moving one is a
    /// conflict, in either direction, and leaves the layout as the others say.
    @Test(arguments: [20.0, 0.0]) func anImpliedEqualityStopsAConstantChange(to value: Double) throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = x == 10, link = y == x, implied = y == 10
        for c in [pin, link, implied] { add(c, to: solver) }
        try solver.remove(pin)
        let moved = x == value
        do {
            try solver.add(moved)
            Issue.record("x == \(value) fits y == x and y == 10?")
        } catch {
            guard case let .unsatisfiableConstraint(_, conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set([link, implied, moved].map(ObjectIdentifier.init)))
        }
        expectConsistent(solver)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 10)
    }

    /// Systems full of implied equalities (each new one a combination of earlier ones, with
    /// the right constant or a wrong one), edited at random: every call keeps the history and
    /// the rows consistent with the constraints (`expectConsistent`), and refusals name proofs.
    @Test(arguments: 1...8) func redundantSystemsStayConsistent(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let vars = (0..<7).map { Variable("x\($0)") }
        let solver = Solver()
        var live: [Constraint] = []
        for _ in 0..<120 {
            let dice = Int.random(in: 0..<10, using: &rng)
            if dice < 5 {
                // x_a - x_b == c, where c is often what the layout already says.
                let a = vars.randomElement(using: &rng)!, b = vars.randomElement(using: &rng)!
                guard a !== b else { continue }
                let current = solver.value(of: a) - solver.value(of: b)
                let c = Bool.random(using: &rng) ? current.rounded() : Double(Int.random(in: -50...50, using: &rng))
                let strength: Strength = Int.random(in: 0..<4, using: &rng) == 0 ? .strong : .required
                let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let constraint = Constraint(a - b - c, relation, strength: strength)
                do {
                    try solver.add(constraint)
                    live.append(constraint)
                } catch {
                    guard case let .unsatisfiableConstraint(_, conflicts) = error else {
                        Issue.record("\(error)")
                        continue
                    }
                    let probe = Solver()
                    var refused = false
                    for k in conflicts { do { try probe.add(k) } catch { refused = true } }
                    #expect(refused, "seed \(seed): the conflict set is satisfiable")
                }
            } else if dice < 8, !live.isEmpty {
                // A constant change (remove, then the same terms with another constant).
                let i = Int.random(in: 0..<live.count, using: &rng)
                let old = live[i]
                try solver.remove(old)
                let moved = Constraint(
                    Expression(old.expression.terms, constant: old.expression.constant + Double(Int.random(in: -5...5, using: &rng))),
                    old.relation, strength: old.strength)
                if (try? solver.add(moved)) != nil { live[i] = moved } else { live.remove(at: i) }
            } else if !live.isEmpty {
                try solver.remove(live.remove(at: Int.random(in: 0..<live.count, using: &rng)))
            }
            expectConsistent(solver)
            let error = weightedError(live, solver)
            #expect(error.required < 1e-6, "seed \(seed): a required constraint is violated by \(error.required)")
        }
    }

    /// A layout edited for ever: every suggestion pivots, so the history grows until the
    /// tableau is built again from its constraints, which keeps it bounded and changes no
    /// value the constraints determine.
    @Test func aLongHistoryIsRebuiltAway() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addEditVariable(x, strength: .strong)
        for c in [(y == x) | .medium, y <= 50, y >= 0, z == y + 10, (z == 0) | .weak] { add(c, to: solver) }
        var longest = 0
        for i in 0..<30_000 {
            let target: Double = i % 2 == 0 ? 100 : -100
            try solver.suggestValue(target, for: x)
            solver.updateVariables()
            #expect(x.value == target && y.value == min(max(target, 0), 50) && z.value == y.value + 10)
            longest = max(longest, solver.historyLength)
        }
        #expect(solver.statistics.rebuilds > 0)
        #expect(longest <= (1 << 16) + 64, "the history reached \(longest) events")
        expectConsistent(solver)
        // The rebuilt solver goes on like the first one: edits, removals, conflicts.
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.self) { try solver.add(y == 60) }
        add(y == 20, to: solver)
        #expect(solver.value(of: z) == 30)
    }

    /// The history grows with the work done, not with the number of views squared, and
    /// materialized columns stay within their budget however many constants change.
    @Test func materializedColumnsAreBounded() throws {
        let solver = Solver()
        let n = 600
        var row = try Row(views: n, width: 12 * Double(n), into: solver)
        // Each of 120 gaps changes twice: the first change replays its column, the second
        // puts it in the rows (a constant moved again is likely to move on).
        for k in stride(from: 0, to: n, by: 5) {
            for gap in [9.0, 10.0] {
                try solver.remove(row.gaps[k])
                row.gaps[k] = k == 0 ? row.x[0] == gap : row.x[k] == row.x[k - 1] + row.w[k - 1] + gap
                try solver.add(row.gaps[k])
            }
        }
        // 120 dense columns of 600 to 1,200 cells would be over 100,000 cells; the oldest
        // are given back past 65,536 (and replayed if they are needed again).
        #expect(solver.cellCount > 30_000)
        #expect(solver.cellCount <= 65_536 + 2 * n, "\(solver.cellCount) cells")
        expectConsistent(solver)
        let expected = try fresh(row.all, [row.x[n - 1], row.w[0]])
        #expect(abs(solver.value(of: row.x[n - 1]) - expected[0]) < 1e-6)
        #expect(abs(solver.value(of: row.w[0]) - expected[1]) < 1e-9)
    }
}
