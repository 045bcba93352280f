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
    /// Constraints removed by the caller whose equations are still in the tableau, waiting to
    /// be reused by an `add` that only changes their constant, or taken out by `settle()`.
    var parked: [Record] = []

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
}
