// The two simplex loops over the tableau. Every choice is deterministic: ties go to the lowest
// symbol id, and symbols are dense ids in creation order.
//
// The primal loop enters the parameter with the most negative objective coefficient (Dantzig's
// rule: on the grid workloads it needs 22 pivots where Bland's rule needs 2,694). Dantzig's
// rule can cycle on a degenerate vertex, so after `blandAfter` degenerate pivots in a row
// (pivots that move nothing) the loop switches to Bland's rule (lowest id enters, lowest
// basic id leaves among equal ratios), which provably terminates.

extension Tableau {
    /// Which dense row a primal optimisation minimises.
    enum Goal { case main, artificial }

    /// Primal simplex: minimise the objective over the feasible tableau.
    ///
    /// Entering: a non-dummy parameter whose objective coefficient at its strongest level is
    /// negative (raising it from 0 lowers the objective, Objective.swift): the most negative
    /// at the strongest level that has one, or under Bland's rule the lowest id (see the top of
    /// this file). Leaving: among rows `b = K + a·x + …` with
    /// `a < 0` and restricted `b`, the one with the least ratio `-K/a` (how far x can rise
    /// before b reaches 0), so every restricted row stays ≥ 0.
    mutating func optimize(_ goal: Goal) {
        var degenerateRun = 0
        while true {
            let bland = degenerateRun >= Tableau.blandAfter
            let x = goal == .main ? objective.enteringSymbol(kind, bland: bland) : artificial.enteringSymbol(kind, bland: bland)
            if x < 0 { return }
            let (c, ratio) = leavingCell(for: x)
            degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
            if c < 0 {
                // No row bounds x, so the objective would fall without end. It is bounded
                // below by 0 (a sum of weights times non-negative errors), so only rounding
                // can lead here: the coefficient is noise, drop it.
                if goal == .main { objective.remove(x) } else { artificial.remove(x) }
                statistics.roundingRepairs += 1
                continue
            }
            pivot(row: cells[Int(c)].row, cell: c)
        }
    }

    /// Degenerate pivots in a row before the primal loop switches to Bland's rule.
    static let blandAfter = 50

    /// The cell of `x` in the row that limits x's rise first (see `optimize`), or -1, and how
    /// far x can rise.
    func leavingCell(for x: Int32) -> (cell: Int32, ratio: Double) {
        var best: Int32 = -1, bestBasic: Int32 = -1
        var bestRatio = Double.infinity
        var c = columnHead[Int(x)]
        while c >= 0 {
            let cell = cells[Int(c)]
            if cell.coefficient < 0 {
                let b = rowBasic[Int(cell.row)]
                if kind[Int(b)] != .external {
                    let ratio = -rowConstant[Int(cell.row)] / cell.coefficient
                    if ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                        best = c
                        bestBasic = b
                        bestRatio = ratio
                    }
                }
            }
            c = cell.columnNext
        }
        return (best, bestRatio)
    }

    /// Dual simplex: restore feasibility of the queued rows while keeping the objective optimal
    /// (the reduced costs of non-basic restricted symbols stay lexicographically ≥ 0).
    ///
    /// For a row `b = K + Σ aⱼ sⱼ` with `K < 0`, the entering sⱼ has `aⱼ > 0` (raising it lifts
    /// b) and the least ratio `objective[sⱼ] / aⱼ` (the cheapest rise; the ratios are vectors
    /// by level, compared from the strongest); the pivot makes b a parameter at 0 and sⱼ basic
    /// at `-K/aⱼ > 0`.
    /// Returns false if a row could not be repaired (its basic symbol has no parameter that
    /// can lift it: the required constraints cannot all hold); that row stays negative.
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var repaired = true
        while let b = infeasible.popLast() {
            let r = basicRow[Int(b)]
            guard r >= 0 else { continue }
            let k = rowConstant[Int(r)]
            guard k < 0 else { continue }
            if k > -epsilon {
                rowConstant[Int(r)] = 0
                continue
            }
            var best: Int32 = -1, bestSymbol: Int32 = -1
            var bestCoefficient = 0.0
            var c = rowHead[Int(r)]
            while c >= 0 {
                let cell = cells[Int(c)]
                if cell.coefficient > 0, kind[Int(cell.symbol)] != .dummy {
                    let better =
                        best < 0
                        || objective.ratio(cell.symbol, over: cell.coefficient, isBelow: bestSymbol, over: bestCoefficient)
                            ?? (cell.symbol < bestSymbol)
                    if better {
                        best = c
                        bestSymbol = cell.symbol
                        bestCoefficient = cell.coefficient
                    }
                }
                c = cell.rowNext
            }
            if best < 0 {
                repaired = false
                continue
            }
            pivot(row: r, cell: best)
            statistics.dualPivots += 1
        }
        return repaired
    }
}
