import Cassowary
import Foundation

/// Runs an `LCFWorkload` on fresh solvers and reports each phase the way
/// `shared/bench/run_kiwi.py` does, so `compare.py` can put both side by side.
///
/// A repeat runs every phase in order on one fresh `Solver`; only the solver calls are timed.
/// `solve` is `updateVariables()` plus reading every variable of the file; the checksum of a
/// phase is the sum over its solves of the sum of all values.
public struct LCFRunner {
    /// Timed repeats (at least 3 run even past the budget).
    public var repeats = 7
    /// Untimed repeats first.
    public var warmup = 1
    /// Stop repeating a workload after this many seconds (once 3 repeats are done).
    public var budgetSeconds = 60.0

    public init() {}

    /// One phase's result over all repeats.
    public struct PhaseResult {
        public let phase: String
        public let milliseconds: [Double]
        public let operations: Int
        public let solves: Int
        public let checksum: Double
        /// Calls the solver refused (e.g. unsatisfiable constraints), in the first repeat.
        public let errors: Int
        public let statistics: SolverStatistics

        public var median: Double {
            let sorted = milliseconds.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
    }

    /// Time `workload`; one result per phase.
    public func run(_ workload: LCFWorkload) -> [PhaseResult] {
        for _ in 0..<warmup { _ = runOnce(workload) }
        var samples: [[(ms: Double, checksum: Double, errors: Int, statistics: SolverStatistics)]] = []
        let clock = ContinuousClock()
        let start = clock.now
        while samples.count < repeats {
            samples.append(runOnce(workload))
            if samples.count >= 3, (clock.now - start) > .seconds(budgetSeconds) { break }
        }
        return workload.phases.enumerated().map { i, phase in
            PhaseResult(phase: phase.name, milliseconds: samples.map { $0[i].ms },
                        operations: phase.operations.count,
                        solves: phase.operations.reduce(0) { if case .solve = $1 { $0 + 1 } else { $0 } },
                        checksum: samples[0][i].checksum, errors: samples[0][i].errors,
                        statistics: samples[0][i].statistics)
        }
    }

    /// The `BENCH …` line of a phase.
    public static func line(solver: String, workload: String, _ r: PhaseResult) -> String {
        let perSolve = r.solves > 0 ? r.median * 1000 / Double(r.solves) : 0
        return "BENCH solver=\(solver) workload=\(workload) phase=\(r.phase) reps=\(r.milliseconds.count) "
            + String(format: "median_ms=%.3f min_ms=%.3f max_ms=%.3f ", r.median, r.milliseconds.min() ?? 0, r.milliseconds.max() ?? 0)
            + "ops=\(r.operations) solves=\(r.solves) "
            + String(format: "us_per_solve=%.2f checksum=%.9e ", perSolve, r.checksum)
            + "errors=\(r.errors) pivots=\(r.statistics.pivots) row_updates=\(r.statistics.rowUpdates)"
    }

    private func runOnce(_ workload: LCFWorkload) -> [(ms: Double, checksum: Double, errors: Int, statistics: SolverStatistics)] {
        let solver = Solver()
        let variables = workload.variables
        let clock = ContinuousClock()
        var results: [(ms: Double, checksum: Double, errors: Int, statistics: SolverStatistics)] = []
        for phase in workload.phases {
            var checksum = 0.0
            var errors = 0
            let before = solver.statistics
            let start = clock.now
            for operation in phase.operations {
                do {
                    switch operation {
                    case .add(let c): try solver.add(c)
                    case .remove(let c): try solver.remove(c)
                    case .edit(let v, let s): try solver.addEditVariable(v, strength: s)
                    case .unedit(let v): try solver.removeEditVariable(v)
                    case .suggest(let v, let x): try solver.suggestValue(x, for: v)
                    case .solve:
                        solver.updateVariables()
                        for v in variables { checksum += v.value }
                    }
                } catch {
                    errors += 1
                }
            }
            let elapsed = clock.now - start
            let work = solver.statistics - before
            let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            results.append((ms, checksum, errors, work))
        }
        return results
    }
}
