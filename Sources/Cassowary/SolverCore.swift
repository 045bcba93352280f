/// The whole state of a solver as one value, so that a call that fails can put back the state
/// it started from (`let saved = self … self = saved`; arrays are copy-on-write, so this costs
/// nothing until the tableau is written, and is only done on paths that can fail late).
struct SolverCore {
    /// The constraint behind a tableau marker.
    struct Record {
        let constraint: Constraint
        /// Slack (inequality), dummy (required equality) or positive error (soft equality).
        let marker: Int32
        /// The error of a soft inequality or the negative error of a soft equality, or -1.
        let other: Int32
    }

    /// A variable known to the tableau.
    struct External {
        let variable: Variable
        let symbol: Int32
        /// How many live constraints mention it; at 0 it leaves the tableau.
        var references: Int
        /// Index in `externals`.
        var index: Int
    }

    /// An edit variable: a soft constraint `variable == constant` whose constant moves.
    struct Edit {
        let variable: Variable
        let constraint: Constraint
        /// Its errors e⁺ and e⁻.
        let plus: Int32, minus: Int32
        var constant: Double
        /// e⁺'s column, kept contiguous between structural changes (see `EditColumn`).
        var column = EditColumn()
    }

    var tableau = Tableau()
    var records: [ObjectIdentifier: Record] = [:]
    /// The constraint that owns each marker/error symbol, by symbol; nil for externals.
    var owner: [Constraint?] = []
    var variables: [ObjectIdentifier: External] = [:]
    /// Registered variables and their symbols, in parallel, for `updateVariables`.
    var externals: [Variable] = []
    var externalSymbols: [Int32] = []
    /// Edit variables: index into `editList` by variable.
    var edits: [ObjectIdentifier: Int] = [:]
    var editList: [Edit] = []
    /// The row a constraint is built in before it joins the tableau.
    var scratch = DenseRow()

    mutating func newSymbol(_ kind: SymbolKind, owner constraint: Constraint?) -> Int32 {
        let s = tableau.newSymbol(kind)
        if Int(s) == owner.count { owner.append(constraint) } else { owner[Int(s)] = constraint }
        scratch.reserveSymbols(tableau.symbolCount)
        return s
    }

    mutating func freeSymbol(_ s: Int32) {
        tableau.freeSymbol(s)
        owner[Int(s)] = nil
    }

    // MARK: Variables

    /// Write the solution into every variable: a basic variable's value is its row's constant,
    /// a parameter's is 0.
    func updateVariables() {
        tableau.basicRow.withUnsafeBufferPointer { basicRow in
            tableau.rowConstant.withUnsafeBufferPointer { constant in
                externalSymbols.withUnsafeBufferPointer { symbols in
                    externals.withUnsafeBufferPointer { variables in
                        for i in 0..<variables.count {
                            let r = Int(basicRow[Int(symbols[i])])
                            variables[i].storedValue = r >= 0 ? constant[r] : 0
                        }
                    }
                }
            }
        }
    }

    /// The symbol of `v`, registering it on first use; counts one more reference.
    mutating func retain(_ v: Variable) -> Int32 {
        let key = ObjectIdentifier(v)
        if let known = variables[key]?.symbol {
            variables[key]?.references += 1
            return known
        }
        let s = newSymbol(.external, owner: nil)
        variables[key] = External(variable: v, symbol: s, references: 1, index: externals.count)
        externals.append(v)
        externalSymbols.append(s)
        return s
    }

    /// One reference less to `v`; with none left, `v` leaves the tableau. No live constraint
    /// mentions it then, so its row (if basic) defines it alone and can go, and its column is
    /// empty up to rounding.
    mutating func release(_ v: Variable) {
        let key = ObjectIdentifier(v)
        guard var info = variables[key] else { return }
        info.references -= 1
        if info.references > 0 {
            variables[key] = info
            return
        }
        let r = tableau.basicRow[Int(info.symbol)]
        if r >= 0 { tableau.deleteRow(r) }
        freeSymbol(info.symbol)
        variables[key] = nil
        let last = externals.count - 1
        if info.index != last {
            externals[info.index] = externals[last]
            externalSymbols[info.index] = externalSymbols[last]
            variables[ObjectIdentifier(externals[info.index])]?.index = info.index
        }
        externals.removeLast()
        externalSymbols.removeLast()
    }

    // MARK: Adding

    /// Add `constraint`; see `Solver.add(_:)` for the algorithm and its guarantees.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.isFinite, withinMagnitude(constraint.expression) else {
            throw .nonFiniteConstraint(constraint)
        }
        let weight = constraint.strength.weight
        let required = constraint.strength.isRequired

        // The row `0 = constant + Σ coefficient × symbol`, with basic variables replaced by
        // their rows so that it speaks only of parameters.
        scratch.clear()
        scratch.constant = constraint.expression.constant
        for term in constraint.expression.terms {
            let s = retain(term.variable)
            let r = tableau.basicRow[Int(s)]
            if r >= 0 {
                tableau.addRow(r, times: term.coefficient, to: &scratch, keepDummies: true)
            } else {
                scratch.add(s, term.coefficient)
            }
        }

        // Its marker (and error) symbols:
        //   expr <= 0  →  expr + s (- e) = 0       expr >= 0  →  expr - s (+ e) = 0
        //   expr == 0  →  expr + d = 0 (required)  or  expr - e⁺ + e⁻ = 0
        // with the errors weighted in the objective.
        let marker: Int32, other: Int32
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: constraint)
            scratch.add(marker, sign)
            if required {
                other = -1
            } else {
                other = newSymbol(.error, owner: constraint)
                scratch.add(other, -sign)
                tableau.objective.add(other, weight)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy, owner: constraint)
                other = -1
                scratch.add(marker, 1)
            } else {
                marker = newSymbol(.error, owner: constraint)
                other = newSymbol(.error, owner: constraint)
                scratch.add(marker, -1)
                scratch.add(other, 1)
                tableau.objective.add(marker, weight)
                tableau.objective.add(other, weight)
            }
        }
        if scratch.constant < 0 { scratch.scale(by: -1) }

        var subject = chooseSubject(marker: marker, other: other)
        if subject < 0 { subject = feasibleParameterSubject() }
        var conflicts: [Constraint]? = nil
        if subject < 0, scratch.symbols.allSatisfy({ tableau.kind[Int($0)] == .dummy }) {
            // The constraint is a combination of required equalities already present: either
            // redundant (constant 0: its own dummy becomes basic) or contradicting them.
            if nearZero(scratch.constant) {
                subject = marker
            } else {
                conflicts = requiredOwners(of: scratch.symbols, plus: constraint)
            }
        }
        if subject >= 0 {
            // Solve `0 = K + c·subject + Σ cⱼ sⱼ` for the subject: `subject = -K/c - Σ (cⱼ/c) sⱼ`.
            let c = scratch.coefficient[Int(subject)]
            let r = tableau.newRow(basic: subject, constant: -scratch.constant / c)
            for s in scratch.symbols where s != subject {
                tableau.insertCell(row: r, symbol: s, coefficient: -scratch.coefficient[Int(s)] / c)
            }
            tableau.noteFeasibility(of: r)
            tableau.substitute(subject, by: r)
        } else if conflicts == nil {
            conflicts = addWithArtificialVariable(constraint)
        }
        if let conflicts {
            // Only required constraints fail, and they touched neither the objective nor any
            // row: giving back the marker and the variable references restores the state.
            freeSymbol(marker)
            for term in constraint.expression.terms { release(term.variable) }
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
        }
        records[key] = Record(constraint: constraint, marker: marker, other: other)
        tableau.dualOptimize()
        tableau.optimize(.main)
    }

    /// The parameter to make basic in the new row, or -1. An external symbol if there is one
    /// (the one in fewest rows, so the substitution touches least; then the lowest id);
    /// else the marker or error if its coefficient is negative, which keeps the row's constant
    /// (made ≥ 0 above) non-negative once solved for it.
    func chooseSubject(marker: Int32, other: Int32) -> Int32 {
        var best: Int32 = -1
        for s in scratch.symbols where tableau.kind[Int(s)] == .external {
            if best < 0 || tableau.columnCount[Int(s)] < tableau.columnCount[Int(best)]
                || (tableau.columnCount[Int(s)] == tableau.columnCount[Int(best)] && s < best) {
                best = s
            }
        }
        if best >= 0 { return best }
        for s in [marker, other] where s >= 0 {
            let k = tableau.kind[Int(s)]
            if (k == .slack || k == .error), scratch.coefficient[Int(s)] < 0 { return s }
        }
        return -1
    }

    /// A restricted parameter of the new row that can be made basic without leaving any row
    /// infeasible, or -1. Solving `0 = K + c·s + …` (K ≥ 0, c < 0) for s puts s at `K/-c`; every
    /// restricted row `b = Kᵣ + a·s + …` with a < 0 then falls to `Kᵣ + a·K/-c`, which must stay
    /// ≥ 0. This is the one pivot phase one would take, done without an artificial variable;
    /// when K = 0 nothing moves and the row's sign is free. Candidates in fewest rows first.
    func feasibleParameterSubject() -> Int32 {
        let k = scratch.constant
        var candidates: [(rows: Int32, symbol: Int32)] = []
        for s in scratch.symbols {
            let kind = tableau.kind[Int(s)]
            guard kind == .slack || kind == .error else { continue }
            if scratch.coefficient[Int(s)] < 0 || nearZero(k) {
                candidates.append((tableau.columnCount[Int(s)], s))
            }
        }
        candidates.sort { $0.rows < $1.rows || ($0.rows == $1.rows && $0.symbol < $1.symbol) }
        for (_, s) in candidates {
            let c = scratch.coefficient[Int(s)]
            if nearZero(k) { return s }
            let step = k / -c
            var feasible = true
            var cell = tableau.columnHead[Int(s)]
            while cell >= 0, feasible {
                let entry = tableau.cells[Int(cell)]
                if entry.coefficient < 0, tableau.kind[Int(tableau.rowBasic[Int(entry.row)])] != .external {
                    feasible = tableau.rowConstant[Int(entry.row)] + entry.coefficient * step >= 0
                }
                cell = entry.columnNext
            }
            if feasible { return s }
        }
        return -1
    }

    /// Phase one for a row with no usable subject: make it basic in a fresh artificial
    /// variable `a = row` (a ≥ 0) and minimise `a`. The constraint holds iff the minimum is 0.
    /// On failure the state is put back exactly as it was, and the artificial objective
    /// names the conflict: at the optimum it reads `a = m + Σ cⱼ sⱼ` with m > 0 and every
    /// restricted sⱼ bounded at 0, an identity that combines exactly those constraints whose
    /// markers sⱼ appear (each marker belongs to one constraint only). Those required
    /// constraints, with the new one, cannot hold together.
    /// Returns nil on success, else the conflicting constraints (the state then is as it was
    /// before the artificial row went in).
    mutating func addWithArtificialVariable(_ constraint: Constraint) -> [Constraint]? {
        // Allocated before the snapshot, so that only the tableau's rows are copied if phase
        // one writes them, not the per-symbol tables.
        let a = newSymbol(.slack, owner: nil)
        let saved = self
        tableau.statistics.artificialAdds += 1
        let r = tableau.newRow(basic: a, constant: scratch.constant)
        for s in scratch.symbols {
            tableau.insertCell(row: r, symbol: s, coefficient: scratch.coefficient[Int(s)])
        }
        tableau.artificial.clear()
        tableau.artificial.constant = scratch.constant
        for s in scratch.symbols { tableau.artificial.add(s, scratch.coefficient[Int(s)]) }
        tableau.artificialActive = true
        tableau.optimize(.artificial)
        let feasible = nearZero(tableau.artificial.constant)
        if !feasible {
            let conflicts = requiredOwners(of: tableau.artificial.symbols, plus: constraint)
            let statistics = tableau.statistics
            self = saved
            tableau.statistics = statistics
            freeSymbol(a)
            return conflicts
        }
        tableau.artificial.clear()
        tableau.artificialActive = false
        // a is 0 now. If it is still basic, exchange it for any parameter of its row (the
        // pivot is degenerate, nothing moves); prefer a non-dummy, else the row only restates
        // required equalities and a dummy takes the place.
        let ar = tableau.basicRow[Int(a)]
        if ar >= 0 {
            var pick: Int32 = -1, pickSymbol: Int32 = -1, pickIsDummy = true
            var c = tableau.rowHead[Int(ar)]
            while c >= 0 {
                let s = tableau.cells[Int(c)].symbol
                let dummy = tableau.kind[Int(s)] == .dummy
                if pick < 0 || (pickIsDummy && !dummy) || (dummy == pickIsDummy && s < pickSymbol) {
                    pick = c; pickSymbol = s; pickIsDummy = dummy
                }
                c = tableau.cells[Int(c)].rowNext
            }
            if pick >= 0 {
                tableau.pivot(row: ar, cell: pick)
            } else {
                tableau.deleteRow(ar)
            }
        }
        freeSymbol(a)
        return nil
    }

    /// The required constraints owning any of `symbols`, in symbol order, then `constraint`.
    func requiredOwners(of symbols: [Int32], plus constraint: Constraint) -> [Constraint] {
        var seen = Set<ObjectIdentifier>([ObjectIdentifier(constraint)])
        var result: [Constraint] = []
        for s in symbols.sorted() {
            guard let c = owner[Int(s)], c.strength.isRequired, seen.insert(ObjectIdentifier(c)).inserted else { continue }
            result.append(c)
        }
        return result + [constraint]
    }

    // MARK: Removing

    /// Remove `constraint`; see `Solver.remove(_:)`.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records.removeValue(forKey: key) else { throw .unknownConstraint(constraint) }
        let weight = constraint.strength.weight
        // Take the errors' weight out of the objective: `objective -= weight × e`, with e
        // replaced by its row when it is basic.
        for e in [record.marker, record.other] where e >= 0 && tableau.kind[Int(e)] == .error {
            let r = tableau.basicRow[Int(e)]
            if r >= 0 {
                tableau.addRow(r, times: -weight, to: &tableau.objective, keepDummies: false)
            } else {
                tableau.objective.add(e, -weight)
            }
        }
        // Make the marker basic and drop its row: that removes exactly this constraint's
        // equation from the system.
        let m = record.marker
        if tableau.basicRow[Int(m)] < 0 {
            if tableau.kind[Int(m)] == .dummy { restoreObjectiveCoefficient(of: m) }
            let c = markerLeavingCell(m)
            if c >= 0 { tableau.pivot(row: tableau.cells[Int(c)].row, cell: c) }
        }
        let r = tableau.basicRow[Int(m)]
        if r >= 0 { tableau.deleteRow(r) }
        freeSymbol(m)
        if record.other >= 0 {
            let ro = tableau.basicRow[Int(record.other)]
            if ro >= 0 { tableau.deleteRow(ro) }
            freeSymbol(record.other)
        }
        for term in constraint.expression.terms { release(term.variable) }
        tableau.dualOptimize()
        tableau.optimize(.main)
    }

    /// The objective leaves dummies out because they are 0 while their equality holds; once
    /// the equality goes, dummy `d` moves, and its coefficient matters again. The objective is
    /// `Σ weight(e) × e` over the errors, with basic errors replaced by their rows, so
    /// d's coefficient is `Σ weight(e) × a` over the cells `a·d` of rows whose basic e is an error.
    mutating func restoreObjectiveCoefficient(of d: Int32) {
        var sum = 0.0
        var c = tableau.columnHead[Int(d)]
        while c >= 0 {
            let cell = tableau.cells[Int(c)]
            let e = tableau.rowBasic[Int(cell.row)]
            if tableau.kind[Int(e)] == .error, let weight = owner[Int(e)]?.strength.weight {
                sum += weight * cell.coefficient
            }
            c = cell.columnNext
        }
        tableau.objective.add(d, sum)
    }

    /// The row in which to make marker `m` basic when it is a parameter. First a row whose
    /// basic symbol is a dummy: such a row `d = a·m + …` (constant 0, dummies only) says an
    /// equality is redundant with this one, and pivoting there moves nothing and keeps d at 0
    /// (any other choice would give d a value, silently dropping that equality). Then, among
    /// restricted rows `b = K + a·m + …`, those with a < 0 by least `-K/a`, then those with
    /// a > 0 by least `K/a` (either keeps all rows feasible once the row is dropped), then any
    /// external row. Returns the cell of `m`, or -1 when m is in no row at all.
    func markerLeavingCell(_ m: Int32) -> Int32 {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1, redundant: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var b1: Int32 = -1, b2: Int32 = -1, b3: Int32 = -1, b0: Int32 = -1
        var c = tableau.columnHead[Int(m)]
        while c >= 0 {
            let cell = tableau.cells[Int(c)]
            let b = tableau.rowBasic[Int(cell.row)]
            let k = tableau.rowConstant[Int(cell.row)]
            if tableau.kind[Int(b)] == .dummy {
                if redundant < 0 || b < b0 { redundant = c; b0 = b }
            } else if tableau.kind[Int(b)] == .external {
                if third < 0 || b < b3 { third = c; b3 = b }
            } else if cell.coefficient < 0 {
                let ratio = -k / cell.coefficient
                if ratio < r1 || (ratio == r1 && b < b1) { first = c; r1 = ratio; b1 = b }
            } else {
                let ratio = k / cell.coefficient
                if ratio < r2 || (ratio == r2 && b < b2) { second = c; r2 = ratio; b2 = b }
            }
            c = cell.columnNext
        }
        if redundant >= 0 { return redundant }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }

    // MARK: Edit variables

    mutating func addEditVariable(_ v: Variable, _ strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(v)
        guard edits[key] == nil else { throw .duplicateEditVariable(v) }
        guard !strength.isRequired else { throw .badRequiredStrength(v) }
        let constraint = Constraint(Expression(v), .equal, strength: strength)
        try add(constraint)
        guard let record = records[ObjectIdentifier(constraint)] else { return }
        edits[key] = editList.count
        editList.append(Edit(variable: v, constraint: constraint, plus: record.marker, minus: record.other, constant: 0))
    }

    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let i = edits.removeValue(forKey: ObjectIdentifier(v)) else { throw .unknownEditVariable(v) }
        let edit = editList[i]
        editList.swapAt(i, editList.count - 1)
        editList.removeLast()
        if i < editList.count { edits[ObjectIdentifier(editList[i].variable)] = i }
        try remove(edit.constraint)
    }

    /// Move an edit constraint `v == c` to `v == value`.
    ///
    /// The constraint's row reads `v - c - e⁺ + e⁻ = 0`; raising c by δ is the same as
    /// replacing e⁺ by e⁺ + δ. So: if e⁺ is basic its row's constant falls by δ; else if e⁻
    /// is basic its constant rises by δ; else every row `… + a·e⁺` gains a·δ. Rows that go
    /// negative are repaired by the dual simplex. Only rows in e⁺'s column are visited.
    mutating func suggestValue(_ value: Double, for v: Variable) throws(SolverError) {
        guard let i = edits[ObjectIdentifier(v)] else { throw .unknownEditVariable(v) }
        guard value.isFinite, abs(value) <= Solver.maximumMagnitude else { throw .nonFiniteValue(v, value) }
        let delta = value - editList[i].constant
        editList[i].constant = value
        let plus = editList[i].plus, minus = editList[i].minus
        if tableau.basicRow[Int(plus)] >= 0 {
            let r = tableau.basicRow[Int(plus)]
            tableau.rowConstant[Int(r)] -= delta
            tableau.noteFeasibility(of: r)
        } else if tableau.basicRow[Int(minus)] >= 0 {
            let r = tableau.basicRow[Int(minus)]
            tableau.rowConstant[Int(r)] += delta
            tableau.noteFeasibility(of: r)
        } else {
            editList[i].column.refresh(plus, in: tableau)
            editList[i].column.shift(&tableau, by: delta)
        }
        tableau.dualOptimize()
    }

    func withinMagnitude(_ e: Expression) -> Bool {
        abs(e.constant) <= Solver.maximumMagnitude
            && e.terms.allSatisfy { abs($0.coefficient) <= Solver.maximumMagnitude }
    }
}

/// The column of an edit's error e⁺ as two contiguous arrays, rebuilt only when the tableau's
/// structure has changed since. A live resize suggests new values frame after frame without a
/// pivot, so every frame walks these arrays instead of a linked column.
struct EditColumn {
    private var version = -1
    /// Rows holding e⁺; restricted rows are stored as `-1 - row`.
    private var rows: [Int32] = []
    private var coefficients: [Double] = []

    mutating func refresh(_ plus: Int32, in t: Tableau) {
        guard version != t.structureVersion else { return }
        version = t.structureVersion
        rows.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        var c = t.columnHead[Int(plus)]
        while c >= 0 {
            let cell = t.cells[Int(c)]
            let restricted = t.kind[Int(t.rowBasic[Int(cell.row)])] != .external
            rows.append(restricted ? -1 - cell.row : cell.row)
            coefficients.append(cell.coefficient)
            c = cell.columnNext
        }
    }

    /// Every row `… + a·e⁺` gains `a·δ`; restricted rows that go negative are queued for the
    /// dual simplex (a rounding residue is snapped to 0).
    func shift(_ t: inout Tableau, by delta: Double) {
        rows.withUnsafeBufferPointer { rows in
            coefficients.withUnsafeBufferPointer { coefficients in
                t.rowConstant.withUnsafeMutableBufferPointer { constant in
                    for i in 0..<rows.count {
                        let code = Int(rows[i])
                        let r = code >= 0 ? code : -1 - code
                        let k = constant[r] + delta * coefficients[i]
                        constant[r] = k
                        if code < 0, k < 0 {
                            if k > -epsilon { constant[r] = 0 } else { t.infeasible.append(t.rowBasic[r]) }
                        }
                    }
                }
            }
        }
    }
}
