/// Internal consistency checks of the engine's data structures, in the manner of
/// swift-collections' `_checkInvariants()`: each structure states what must always hold of it
/// and checks it; the mutators call the checks when the package is built with
/// `WORKBENCH_INVARIANTS` (debug builds, so every test, and the fuzz builds, so the session
/// target), and the calls compile to nothing otherwise. A violation is a bug in the workbench,
/// never a user's mistake, so it stops the process where it is found.

/// Stop with `message` unless `condition` holds (only reached from the checks).
@usableFromInline
func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line)
{
    precondition(condition(), "invariant violated: " + message(), file: file, line: line)
}

extension ChunkedArray {
    /// Every chunk holds 1 to `chunkSize` elements; `ends[k]` counts the elements of chunks
    /// `0...k`; `count` is their total; while `packed`, every chunk but the last is full.
    public func _checkInvariants() {
        invariant(chunks.count == ends.count, "a chunk end per chunk")
        var total = 0
        for (k, chunk) in chunks.enumerated() {
            invariant(!chunk.isEmpty && chunk.count <= Self.chunkSize, "chunk \(k) holds \(chunk.count) elements")
            total += chunk.count
            invariant(ends[k] == total, "chunk \(k) ends at \(ends[k]), not \(total)")
            invariant(!packed || k == chunks.count - 1 || chunk.count == Self.chunkSize, "packed, yet chunk \(k) is not full")
        }
        invariant(storedCount == total, "count \(storedCount) for \(total) elements")
    }

    /// The part of `_checkInvariants` a mutation of chunk `k` can break, in constant time.
    @inlinable func _checkInvariants(around k: Int) {
        #if WORKBENCH_INVARIANTS
        invariant(chunks.count == ends.count && storedCount == (ends.last ?? 0), "chunk ends out of step with the chunks")
        guard chunks.indices.contains(k) else { return }
        invariant(!chunks[k].isEmpty && chunks[k].count <= Self.chunkSize, "chunk \(k) holds \(chunks[k].count) elements")
        invariant(ends[k] - (k > 0 ? ends[k - 1] : 0) == chunks[k].count, "chunk \(k)'s end does not match its size")
        #endif
    }
}

extension LayoutEngine.Tables {
    /// What must hold between the engine's tables and the layout it solved last:
    /// - every view of the layout has variables, and no other view does; derived and permanent
    ///   constraints are kept only for views that have variables;
    /// - every layout constraint is either in the solver (`installed`, with the constraint as the
    ///   layout has it now) or broken, never both, and no other id is either;
    /// - `sources` names exactly the solver constraints the engine holds (installed, derived,
    ///   permanent);
    /// - the root's size constraints are among the root's permanent ones;
    /// - every system guide has its variables, its owner's, and four constraints;
    /// - the solution cache is consistent (`SolutionCache._checkInvariants`).
    func _checkInvariants() {
        guard let layout = current else {
            invariant(installed.count == 0 && variables.isEmpty && broken.isEmpty, "tables without a layout")
            return
        }
        let hierarchy = layout.hierarchy
        invariant(
            variables.count == hierarchy.views.count + guides.count,
            "\(variables.count) items with variables, \(hierarchy.views.count) views and \(guides.count) guides in the layout")
        for (name, guide) in guides {
            invariant(variables[name] != nil && variables[guide.owner] != nil, "guide \(name) without its variables or its owner's")
            invariant(guide.constraints.count == GuideEdge.allCases.count, "guide \(name) holds \(guide.constraints.count) constraints")
        }
        for view in hierarchy.views { invariant(variables[view.name] != nil, "\(view.name) has no variables") }
        for name in derived.keys { invariant(variables[name] != nil, "derived constraints of \(name), which has no variables") }
        for name in permanent.keys { invariant(variables[name] != nil, "permanent constraints of \(name), which has no variables") }
        var constraintCount = 0
        for entry in layout.constraints {
            constraintCount += 1
            let inSolver = installed[entry.id], isBroken = broken[entry.id] != nil
            invariant(
                (inSolver != nil) != isBroken,
                "constraint #\(entry.id) is \(isBroken ? "both installed and broken" : "neither installed nor broken")")
            if let inSolver {
                invariant(inSolver.constraint == entry.constraint, "constraint #\(entry.id) is installed as it was, not as it is")
            }
        }
        invariant(installed.count + broken.count == constraintCount, "installed or broken ids that the layout does not have")
        let held =
            installed.count + derived.values.reduce(0) { $0 + $1.count } + permanent.values.reduce(0) { $0 + $1.count }
            + guides.count * GuideEdge.allCases.count
        invariant(sources.count == held, "\(sources.count) sources for \(held) solver constraints")
        if let rootSize {
            let own = permanent[layout.root] ?? []
            invariant(
                own.contains { $0 === rootSize.width } && own.contains { $0 === rootSize.height },
                "the root's size constraints are not the root's")
        }
        solutionCache._checkInvariants()
    }
}

extension SolutionCache {
    /// The rows are parallel arrays of one length; `index` maps each name to its row; a view's
    /// superview has an earlier row (or none, -1, for the root); order keys increase row by row.
    func _checkInvariants() {
        let n = names.count
        invariant(keys.count == n && parents.count == n && variables.count == n && moved.count == n, "rows of different lengths")
        invariant(index.count == n, "\(index.count) names indexed for \(n) rows")
        for i in 0..<n {
            invariant(index[names[i]] == Int32(i), "\(names[i]) is indexed at \(index[names[i]].map(String.init) ?? "nothing"), not \(i)")
            invariant(parents[i] < Int32(i), "\(names[i])'s superview comes after it")
            invariant(i == 0 || keys[i - 1] < keys[i], "rows out of hierarchy order at \(i)")
        }
    }
}
