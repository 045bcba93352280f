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
            PhaseResult(
                phase: phase.name, milliseconds: samples.map { $0[i].ms },
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
            + "errors=\(r.errors) pivots=\(r.statistics.pivots) row_updates=\(r.statistics.rowUpdates) "
            + "phase_one=\(r.statistics.artificialAdds) constant_changes=\(r.statistics.constantChanges)"
    }

    /// A phase compiled to flat arrays, so the timed loop does nothing but solver calls: no
    /// enum payloads to copy, no reference counting on the variables and constraints (the
    /// workload keeps them alive).
    private struct Program {
        enum Code: UInt8 { case add, remove, edit, unedit, suggest, solve }
        var codes: [Code] = []
        /// Index into `constraints` (add, remove) or `variables` (edit, unedit, suggest).
        var operands: [Int] = []
        /// The suggested value, or the edit's strength weight.
        var numbers: [Double] = []
        var constraints: [Unmanaged<Constraint>] = []
        var variables: [Unmanaged<Variable>] = []

        init(_ phase: LCFWorkload.Phase) {
            var variableIndex: [ObjectIdentifier: Int] = [:]
            func index(_ v: Variable) -> Int {
                if let i = variableIndex[ObjectIdentifier(v)] { return i }
                variableIndex[ObjectIdentifier(v)] = variables.count
                variables.append(.passUnretained(v))
                return variables.count - 1
            }
            for operation in phase.operations {
                switch operation {
                case .add(let c), .remove(let c):
                    if case .add = operation { codes.append(.add) } else { codes.append(.remove) }
                    operands.append(constraints.count)
                    constraints.append(.passUnretained(c))
                    numbers.append(0)
                case .edit(let v, let s):
                    codes.append(.edit)
                    operands.append(index(v))
                    numbers.append(s.weight)
                case .unedit(let v):
                    codes.append(.unedit)
                    operands.append(index(v))
                    numbers.append(0)
                case .suggest(let v, let x):
                    codes.append(.suggest)
                    operands.append(index(v))
                    numbers.append(x)
                case .solve:
                    codes.append(.solve)
                    operands.append(0)
                    numbers.append(0)
                }
            }
        }
    }

    private func runOnce(_ workload: LCFWorkload) -> [(ms: Double, checksum: Double, errors: Int, statistics: SolverStatistics)] {
        let solver = Solver()
        let everyVariable = workload.variables.map { Unmanaged.passUnretained($0) }
        let programs = workload.phases.map(Program.init)
        let clock = ContinuousClock()
        var results: [(ms: Double, checksum: Double, errors: Int, statistics: SolverStatistics)] = []
        for program in programs {
            var checksum = 0.0
            var errors = 0
            let before = solver.statistics
            let start = clock.now
            for i in 0..<program.codes.count {
                let k = program.operands[i]
                do {
                    switch program.codes[i] {
                    case .add: try program.constraints[k]._withUnsafeGuaranteedRef { try solver.add($0) }
                    case .remove: try program.constraints[k]._withUnsafeGuaranteedRef { try solver.remove($0) }
                    case .edit:
                        try program.variables[k]._withUnsafeGuaranteedRef {
                            try solver.addEditVariable($0, strength: Strength(program.numbers[i]))
                        }
                    case .unedit: try program.variables[k]._withUnsafeGuaranteedRef { try solver.removeEditVariable($0) }
                    case .suggest:
                        try program.variables[k]._withUnsafeGuaranteedRef { try solver.suggestValue(program.numbers[i], for: $0) }
                    case .solve:
                        solver.updateVariables()
                        for v in everyVariable { checksum += v._withUnsafeGuaranteedRef { $0.value } }
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
