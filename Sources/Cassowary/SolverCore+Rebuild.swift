// The history that implicit dummies are replayed from (RowHistory.swift) grows with every
// pivot. A layout that is edited for ever (a live resize whose every frame pivots) would let it
// grow without bound, and make replays of old dummies walk ever more events. So once editing
// has made it much longer than a build of the same constraints would, the tableau is built
// again from the constraints: a new history as short as a build's.

extension SolverCore {
    /// The shortest history that triggers a rebuild: below it a rebuild is not worth its cost.
    static let minimumHistoryLimit = 1 << 16

    /// Called by `settle()`. While only constraints have been added since the last call, the
    /// history is what building them takes (`historyBaseline` follows it: a build whose pivots
    /// are many is not shortened by building it again). After removals, constant changes or
    /// suggestions, rebuild once the history exceeds four builds' worth, 32 operations per
    /// row and cell of the tableau, and `historyLimit`. A rebuild costs about one build, which
    /// the operations since have paid for several times over.
    mutating func rebuildIfHistoryIsLong() {
        guard let history = tableau.history else { return }
        guard editedSinceSettle else {
            historyBaseline = history.count
            return
        }
        editedSinceSettle = false
        guard history.count > max(historyLimit, 32 * tableauSize, 4 * historyBaseline) else { return }
        rebuild()
    }

    /// Rows and cells: what a build costs.
    var tableauSize: Int { tableau.liveRowCount + tableau.cells.count - tableau.freeCellCount }

    /// Add every constraint again, in the order they were added, to a fresh tableau, then
    /// the edit variables' suggestions. Variables the constraints determine keep their values;
    /// the statistics go on. Where several optima are equally good (an ambiguous layout), the
    /// fresh tableau may pick another. If any constraint were refused (rounding could tip a
    /// borderline system), the tableau is kept as it was and the rebuild is tried again only
    /// after twice as many operations.
    mutating func rebuild() {
        var fresh = SolverCore()
        fresh.tableau.statistics = tableau.statistics
        fresh.historyLimit = .max  // no rebuild while rebuilding
        fresh.definitionThreshold = definitionThreshold
        var all: [Record] = []
        records.forEachEntry { _, record in all.append(record) }
        all.sort { $0.order < $1.order }
        var editOf: [ObjectIdentifier: Edit] = [:]
        for edit in editList { editOf[ObjectIdentifier(edit.constraint)] = edit }
        do {
            for record in all {
                if let edit = editOf[ObjectIdentifier(record.constraint)] {
                    try fresh.addEditVariable(edit.variable, edit.constraint.strength)
                    try fresh.suggestValue(edit.constant, for: edit.variable)
                } else {
                    try fresh.add(record.constraint)
                }
            }
            fresh.settle()
        } catch {
            historyLimit = 2 * (tableau.history?.count ?? historyLimit)
            for (i, edit) in editList.enumerated() { edit.variable.editHint = i }
            return
        }
        fresh.tableau.statistics.rebuilds += 1
        fresh.historyLimit = historyLimit
        fresh.historyBaseline = fresh.tableau.history?.count ?? 0
        fresh.editedSinceSettle = false
        self = fresh
    }
}
