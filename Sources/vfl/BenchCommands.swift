import ArgumentParser
import Dynamics
import DynamicsBench
import Foundation
import LayoutBench
import SolverBench
import TextSupport

/// `vfl bench lcf|layout|parse|scale|dynamics`: timings for the solver, the engine and the parser
/// (`BENCH …` lines on standard output, the format compare.py reads).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmarks: the solver on LCF workloads, the engine, VFL parsing, growth curves.",
        subcommands: [LCF.self, LayoutGrid.self, ParseRate.self, Scale.self, Dynamics.self])

    /// `vfl bench dynamics`: the animator with many awake items.
    struct Dynamics: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dynamics",
            abstract: "Time UIKit Dynamics on Box2D: N items falling and piling up, per Box2D step.",
            discussion: """
                Benchmarks/dynamics/compare.sh runs this beside the same scene on Box2D directly.
                Example:
                  vfl bench dynamics --items 500 --frames 120 --repeats 5
                """)

        @Option(help: "Items (20x20 points each).") var items = 500
        @Option(help: "1/60 s frames timed per repetition.") var frames = 120
        @Option(help: "Repetitions (the median is reported).") var repeats = 5
        @Option(help: "Collision mode: everything (items pile up), boundaries (they pass through each other), none (free fall).")
        var collision = "everything"

        func validate() throws {
            guard collision == "none" || CollisionBehavior.Mode(rawValue: collision) != nil else {
                throw ValidationError("--collision everything, boundaries or none")
            }
            guard (1...100_000).contains(items), (1...36_000).contains(frames), (1...1000).contains(repeats) else {
                throw ValidationError("--items 1…100000, --frames 1…36000, --repeats 1…1000")
            }
        }

        func run() throws {
            var bench = DynamicsBenchmark()
            bench.count = items
            bench.frames = frames
            bench.repeats = repeats
            bench.mode = CollisionBehavior.Mode(rawValue: collision)
            let runs = bench.run()
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            let falling = median(runs.map(\.falling)), landing = median(runs.map(\.landing))
            print(
                "BENCH dynamics items=\(items) collision=\(collision) frames=\(frames) repeats=\(repeats) "
                    + "falling_step_ms=" + String(format: "%.4f", falling * 1000) + " landing_step_ms="
                    + String(format: "%.4f", landing * 1000)
                    + " falling_steps_per_s=\(Int(1 / falling)) awake=\(runs[runs.count / 2].awake)")
        }
    }

    /// `vfl bench lcf FILE.lcf...`: the solver on the shared LCF workloads.
    struct LCF: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lcf",
            abstract: "Time the solver on LCF workloads (the shared/bench format).",
            discussion: """
                Example:
                  vfl bench lcf Benchmarks/workloads/grid_11x11.lcf --repeats 5
                """)

        @Option(help: "Timed repetitions per phase (the median is reported).")
        var repeats: Int?
        @Option(help: "Untimed repetitions first.")
        var warmup: Int?
        @Option(name: .customLong("budget-s"), help: "Stop repeating a phase after this many seconds.")
        var budgetSeconds: Double?
        @Argument(help: "LCF workload files.")
        var files: [String]

        func validate() throws {
            if let repeats, repeats < 1 { throw ValidationError("--repeats takes a whole number ≥ 1") }
            if let warmup, warmup < 0 { throw ValidationError("--warmup takes a whole number ≥ 0") }
            if let budgetSeconds, budgetSeconds < 0 { throw ValidationError("--budget-s takes a number of seconds") }
            if files.isEmpty { throw ValidationError("bench lcf needs at least one FILE.lcf") }
        }

        func run() throws {
            var runner = LCFRunner()
            if let repeats { runner.repeats = repeats }
            if let warmup { runner.warmup = warmup }
            if let budgetSeconds { runner.budgetSeconds = budgetSeconds }
            var failed = false
            let progress = Progress()
            for path in files {
                progress.show("vfl bench lcf: \((path as NSString).lastPathComponent)")
                guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                    printError("vfl: cannot read \(path)")
                    failed = true
                    continue
                }
                let workload: LCFWorkload
                do {
                    workload = try LCFWorkload(text: text, name: (path as NSString).lastPathComponent)
                } catch {
                    printError("vfl: \(path):\(error)")
                    failed = true
                    continue
                }
                let results = runner.run(workload)
                progress.clear()
                for result in results {
                    print(LCFRunner.line(solver: "vfl-swift/0.1", workload: workload.name, result))
                    fflush(nil)
                }
            }
            if failed { throw ExitCode(1) }
        }
    }

    /// `vfl bench layout`: VFL parsing and the layout engine on a grid of views.
    struct LayoutGrid: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "layout", abstract: "Time VFL parsing and the layout engine on a grid of views.")

        @Option var rows = 10
        @Option var columns = 10
        @Option var repeats = 5

        func validate() throws {
            for (name, n) in [("--rows", rows), ("--columns", columns), ("--repeats", repeats)] where n < 1 {
                throw ValidationError("\(name) takes a whole number ≥ 1")
            }
        }

        func run() throws {
            let bench = GridLayoutBench(rows: rows, columns: columns, repeats: repeats)
            for phase in try bench.run() {
                print(
                    "BENCH layout grid_\(rows)x\(columns) phase=\(phase.name) median_ms=\(String(format: "%.3f", phase.milliseconds)) checksum=\(phase.checksum)"
                )
            }
        }
    }

    /// `vfl bench parse [FORMAT]`: VFL lines per second.
    struct ParseRate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parse", abstract: "VFL lines per second, to constraints and to the syntax tree alone.")

        @Option var lines: Int?
        @Option var repeats: Int?
        @Argument(help: "The format to parse (default: a typical line).")
        var format: String?

        func validate() throws {
            if let lines, lines < 1 { throw ValidationError("--lines takes a whole number ≥ 1") }
            if let repeats, repeats < 1 { throw ValidationError("--repeats takes a whole number ≥ 1") }
        }

        func run() throws {
            var bench = ParseBench()
            if let lines { bench.lines = lines }
            if let repeats { bench.repeats = repeats }
            if let format { bench.format = format }
            let result = try bench.run()
            print(
                "BENCH parse format=\(bench.format) lines=\(bench.lines) repeats=\(bench.repeats) lines_per_s=\(Int(result.linesPerSecond)) syntax_lines_per_s=\(Int(result.syntaxLinesPerSecond)) constraints_per_line=\(result.constraintsPerLine)"
            )
        }
    }

    /// `vfl bench scale`: how cost grows with the layout's size.
    struct Scale: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "How cost grows: build, resize and churn from 10 to 100,000 constraints, with fitted exponents.",
            discussion: """
                Example:
                  vfl bench scale --svg Benchmarks/scale.svg                # every workload, 10 to 100,000 constraints
                  vfl bench scale --workloads grid,chain --sizes 1000,10000
                  vfl bench scale --workloads apple --sizes 1000,10000     # Apple's five shapes (WWDC 2018)
                """)

        @Option(
            help:
                "Workloads, comma-separated: grid, chain, nested, seeds, Apple's five shapes longRow, deep, collection, movingTree, removal, or the stack views stack, nestedStacks ('classic' for the first four, 'apple' for Apple's, 'stacks' for both stacks; default: all but chain, the same layout as longRow)."
        )
        var workloads: String?
        @Option(help: "Sizes in constraints, comma-separated.")
        var sizes: String?
        @Option var repeats: Int?
        @Option(help: "Write the log-log plot.")
        var svg: String?
        @Option(help: "Write the points as CSV.")
        var csv: String?

        func run() throws {
            var bench = ScaleBench()
            if let workloads {
                bench.workloads = try workloads.split(separator: ",").flatMap { name -> [ScaleWorkload] in
                    if name == "apple" { return ScaleWorkload.apple }
                    if name == "classic" { return ScaleWorkload.classic }
                    if name == "stacks" { return ScaleWorkload.stacks }
                    guard let w = ScaleWorkload(rawValue: String(name)) else {
                        let names = ScaleWorkload.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: "unknown workload \(name) (\(names), classic, apple, stacks)", command: "bench scale")
                    }
                    return [w]
                }
            }
            if let sizes {
                bench.sizes = try sizes.split(separator: ",").map { text in
                    guard let n = Int(text), n >= 1 else {
                        throw UsageError(message: "--sizes takes whole numbers ≥ 1", command: "bench scale")
                    }
                    return n
                }
            }
            if let repeats {
                guard repeats >= 1 else { throw UsageError(message: "--repeats takes a whole number ≥ 1", command: "bench scale") }
                bench.repeats = repeats
            }
            let progress = Progress()
            let report = ScaleReport(try bench.run { progress.show("bench scale: \($0)") })
            progress.clear()
            print(report.markdown)
            if let svg { try report.svg.write(toFile: svg, atomically: true, encoding: .utf8) }
            if let csv { try report.csv.write(toFile: csv, atomically: true, encoding: .utf8) }
        }
    }
}
