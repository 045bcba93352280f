/// What else could give way in a conflict. Auto Layout breaks one constraint of the conflicting
/// set (here the one added last); dropping any other member of the set, instead, also makes the
/// rest satisfiable. For each member that belongs to the layout (the screen's size and the
/// rule that sizes are never negative cannot give way) this is the layout without it.
public struct ConflictAlternative: Hashable, Sendable {
    /// The id of the constraint dropped.
    public let drop: Int
    /// The views whose frames differ from the layout as solved, and their frames without the
    /// dropped constraint (superview coordinates).
    public let frames: [String: Frame]
    /// The ids of the constraints that are still broken without it.
    public let stillBroken: [Int]
}

extension LayoutEngine {
    /// For each constraint of `conflict`'s set that the layout holds, the layout solved without
    /// it (by a fresh engine; this engine is not touched), compared with the current solution.
    /// Ordered as the set is (the broken constraint first).
    public func alternatives(to conflict: Conflict) -> [ConflictAlternative] {
        guard let layout = tables.current else { return [] }
        let solved = makeSolution(for: layout).frames
        return conflict.conflicting.compactMap { member in
            guard let id = member.id else { return nil }
            var without = layout
            guard (try? without.removeConstraint(id: id)) != nil else { return nil }
            let solution = LayoutEngine(spacing: spacing).solve(without)
            var moved: [String: Frame] = [:]
            for (name, frame) in solution.frames {
                guard let before = solved[name], before.isClose(to: frame) else {
                    moved[name] = frame
                    continue
                }
            }
            return ConflictAlternative(drop: id, frames: moved, stillBroken: solution.conflicts.compactMap(\.broken.id))
        }
    }
}
