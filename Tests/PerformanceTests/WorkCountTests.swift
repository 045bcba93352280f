import Foundation
import LayoutBench
import Testing

/// Performance regressions caught by counting, not timing: the solver's work (pivots, row
/// combinations, row constants moved; `ScaleBench.work`) on fixed layouts is deterministic, so
/// it is compared with the committed `Tests/Baselines/work-counts.json` (a phase fails when its
/// work grows by more than 5 %), and the growth exponent of the grid's build work over 10³…10⁵
/// constraints must stay under the committed bound. Timings live in `vfl bench`, never here.
///
/// After an intended change: `UPDATE_BASELINES=1 swift test --filter WorkCountTests` rewrites
/// the counts; add a line to the file's `changes` saying why they moved, and commit both.
@Suite(.serialized) struct WorkCountTests {
    static let baselineURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Baselines/work-counts.json")

    /// The fixed workloads: each pattern at 1,000 constraints, the grid also at 10,000.
    static let cases: [(ScaleWorkload, Int)] = [(.grid, 1_000), (.grid, 10_000), (.chain, 1_000), (.nested, 1_000), (.seeds, 1_000)]

    struct Baseline: Codable {
        /// "grid@1000" → phase → work.
        var work: [String: [String: Int]]
        /// The largest growth exponent accepted for the grid's build work.
        var gridExponentBound: Double
        /// Why the counts moved, one line per intended change, newest last (kept on update).
        var changes: [String]?
    }

    func measure() throws -> [String: [String: Int]] {
        var bench = ScaleBench()
        bench.repeats = 1
        bench.frames = 10
        bench.steps = 10
        var result: [String: [String: Int]] = [:]
        for (workload, size) in WorkCountTests.cases {
            bench.workloads = [workload]
            bench.sizes = [size]
            for p in try bench.run() {
                #expect(p.conflicts == 0, "\(workload.rawValue)@\(size) has \(p.conflicts) conflicts: a workload must be sound")
                result["\(workload.rawValue)@\(size)"] = [
                    "build": p.buildWork, "resize": p.resizeWork, "churn": p.churnWork,
                    "buildCells": p.buildCells, "resizeCells": p.resizeCells, "churnCells": p.churnCells,
                ]
            }
        }
        return result
    }

    @Test func workStaysWithinTheBaseline() throws {
        let measured = try measure()
        if ProcessInfo.processInfo.environment["UPDATE_BASELINES"] == "1" {
            let old = try? JSONDecoder().decode(Baseline.self, from: Data(contentsOf: WorkCountTests.baselineURL))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let updated = Baseline(work: measured, gridExponentBound: old?.gridExponentBound ?? 1.1, changes: old?.changes)
            try encoder.encode(updated).write(to: WorkCountTests.baselineURL)
            return
        }
        let baseline = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: WorkCountTests.baselineURL))
        for (key, phases) in measured.sorted(by: { $0.key < $1.key }) {
            for (phase, work) in phases.sorted(by: { $0.key < $1.key }) {
                let expected = try #require(baseline.work[key]?[phase], "no baseline for \(key) \(phase)")
                #expect(
                    Double(work) <= Double(expected) * 1.05 + 2,
                    "\(key) \(phase): work \(work), baseline \(expected) (+\(Int((Double(work) / Double(max(expected, 1)) - 1) * 100)) %)")
                if Double(work) < Double(expected) * 0.95 - 2 {
                    print("\(key) \(phase): work \(work) is below the baseline \(expected): update it (UPDATE_BASELINES=1)")
                }
            }
        }
    }

    @Test func gridBuildGrowsLinearly() throws {
        let baseline = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: WorkCountTests.baselineURL))
        var bench = ScaleBench()
        bench.workloads = [.grid]
        bench.sizes = [1_000, 10_000, 100_000]
        bench.repeats = 1
        bench.frames = 1
        bench.steps = 1
        let points = try bench.run()
        let exponent = ScaleBench.exponent(points.map { (Double($0.constraints), Double($0.buildWork)) })
        #expect(
            exponent <= baseline.gridExponentBound,
            "grid build work grows like n^\(exponent) over \(points.map(\.constraints)) (bound \(baseline.gridExponentBound))")
    }

    /// Fill-in shows in cells, not in pivots: every shape, Apple's five included (a long row,
    /// a deep hierarchy, ...), must build in work plus cells touched that grow no faster than
    /// the grid's bound from 10³ to 10⁴ constraints. A long row closed at both ends grew like
    /// n² here while required equalities kept their dummies in the rows, and one long stack
    /// view while its positions' rows summed every soft width before them (definition rows,
    /// Tableau+Definitions.swift).
    @Test(arguments: ScaleWorkload.allCases) func everyShapeBuildsInLinearCells(_ workload: ScaleWorkload) throws {
        let baseline = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: WorkCountTests.baselineURL))
        let (exponent, sizes) = try buildGrowth(workload, sizes: [1_000, 10_000])
        #expect(exponent <= baseline.gridExponentBound, "\(workload.rawValue): build work and cells grow like n^\(exponent) over \(sizes)")
    }

    /// How build work plus cells touched grow with the workload's size (the log-log slope), and
    /// the sizes in constraints it was measured at.
    func buildGrowth(_ workload: ScaleWorkload, sizes: [Int]) throws -> (Double, [Int]) {
        var bench = ScaleBench()
        bench.workloads = [workload]
        bench.sizes = sizes
        bench.repeats = 1
        bench.frames = 1
        bench.steps = 1
        let points = try bench.run()
        return (
            ScaleBench.exponent(points.map { (Double($0.constraints), Double($0.buildWork + $0.buildCells)) }), points.map(\.constraints)
        )
    }
}
