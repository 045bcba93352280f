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
        /// When it was added, counting every add (a rebuild adds them again in this order).
        let order: Int
    }

    /// An edit variable: a soft constraint `variable == constant` whose constant moves.
    struct Edit {
        let variable: Variable
        let variableID: ObjectIdentifier
        let constraint: Constraint
        /// Its positive error e⁺, the symbol a suggestion shifts.
        let plus: Int32
        var constant: Double
        /// e⁺'s column, kept contiguous between structural changes (see `EditColumn`).
        var column = EditColumn()
    }

    var tableau = Tableau()
    /// Sized for a small layout (like the tableau), so the first constraints cause no rehashing.
    var records = IdentityMap<Record>(capacity: 128)
    /// The constraint that owns each marker/error symbol, by symbol; nil for externals. Not
    /// retained: `records` (or `parked`) holds each constraint for as long as it owns symbols.
    var owners: [Unmanaged<Constraint>?] = []

    /// The constraint that owns symbol `s`, if any.
    func owner(of s: Int32) -> Constraint? { owners[Int(s)]?.takeUnretainedValue() }
    /// Index of each variable in the parallel tables below.
    var variables = IdentityMap<Int>(capacity: 64)
    /// The variables known to the tableau, their symbols, and how many live constraints
    /// mention each (at 0 a variable leaves the tableau).
    var externals: [Variable] = []
    var externalSymbols: [Int32] = []
    var references: [Int] = []
    /// Edit variables: index into `editList` by variable.
    var edits = IdentityMap<Int>()
    var editList: [Edit] = []
    /// The row a constraint is built in before it joins the tableau.
    var scratch = DenseRow()
    /// The basic variables' rows substituted into `scratch`, with their coefficients, and the
    /// sign `scratch` was multiplied by afterwards (its constant is made ≥ 0): what a new row's
    /// implicit dummy part is made of (`recordScratch`).
    var scratchSources: [(row: Int32, coefficient: Double)] = []
    var scratchSign = 1.0
    /// The symbols of the constraint being added, in its terms' order.
    var termSymbols: [Int32] = []
    /// Constraints removed by the caller whose equations are still in the tableau, waiting to
    /// be reused by an `add` that only changes their constant, or taken out by `settle()`.
    var parked: [Record] = []
    /// The next `Record.order`.
    var nextOrder = 0
    /// How many cells the rows a new constraint names must hold together before it is made a
    /// definition row rather than substituting them (a definition row counts as this many).
    /// Short rows are cheaper substituted: the new row then names parameters only, and a
    /// layout whose views are all determined keeps rows of constants.
    var definitionThreshold = 32
    /// Below this history length `settle()` never rebuilds the tableau (raised when a rebuild
    /// fails); `historyBaseline` is what building the constraints took, and `editedSinceSettle`
    /// says whether anything but adds happened since the last `settle()`
    /// (`rebuildIfHistoryIsLong`).
    var historyLimit = SolverCore.minimumHistoryLimit
    var historyBaseline = 0
    var editedSinceSettle = false
    /// The cells written up to the last drift check and up to the last check of the
    /// coefficients, and the drift right after the last rebuild they caused (`repairDrift`).
    var cellUpdatesAtDriftCheck = 0
    var cellUpdatesAtCoefficientCheck = 0
    var driftAfterRebuild = 0.0

    mutating func newSymbol(_ kind: SymbolKind, owner constraint: Constraint?) -> Int32 {
        let s = tableau.newSymbol(kind)
        let entry = constraint.map { Unmanaged.passUnretained($0) }
        if Int(s) == owners.count { owners.append(entry) } else { owners[Int(s)] = entry }
        scratch.reserveSymbols(tableau.symbolCount)
        return s
    }

    mutating func freeSymbol(_ s: Int32) {
        tableau.freeSymbol(s)
        owners[Int(s)] = nil
    }

    // MARK: Variables

    /// Write the solution into every variable: a basic variable's value is its row's (its
    /// constant, plus its references' values for a definition row), a parameter's is 0.
    mutating func updateVariables() {
        tableau.rememberDefinitionOrder()
        let values = tableau.rowValues()
        tableau.basicRow.withUnsafeBufferPointer { basicRow in
            values.withUnsafeBufferPointer { constant in
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

    /// The symbol of the variable `key` (term `i` of `constraint`), registering it on first
    /// use; counts one more reference.
    mutating func retain(_ key: ObjectIdentifier, term i: Int, of constraint: Constraint) -> Int32 {
        if let index = variables[key] {
            references[index] += 1
            return externalSymbols[index]
        }
        let s = newSymbol(.external, owner: nil)
        variables[key] = externals.count
        externals.append(constraint.expression.terms[i].variable)
        externalSymbols.append(s)
        references.append(1)
        return s
    }

    /// One reference less to the variable `key`; with none left, it leaves the tableau. No live
    /// constraint mentions it then, so its row (if basic) defines it alone and can go, and its
    /// column is empty up to rounding.
    mutating func release(_ key: ObjectIdentifier) {
        guard let index = variables[key] else { return }
        references[index] -= 1
        guard references[index] == 0 else { return }
        let s = externalSymbols[index]
        let r = tableau.basicRow[Int(s)]
        if r >= 0 { tableau.deleteRow(r) }
        freeSymbol(s)
        variables[key] = nil
        let last = externals.count - 1
        if index != last {
            externals.swapAt(index, last)
            externalSymbols.swapAt(index, last)
            references.swapAt(index, last)
            variables[ObjectIdentifier(externals[index])] = index
        }
        externals.removeLast()
        externalSymbols.removeLast()
        references.removeLast()
    }

    /// The symbol of `v`, or nil if no constraint mentions it.
    func symbol(of v: Variable) -> Int32? {
        variables[ObjectIdentifier(v)].map { externalSymbols[$0] }
    }
}
