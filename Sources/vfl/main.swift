import Foundation
import LayoutBench
import SolverBench

/// `vfl` — the constraint workbench's command line.
let usage = """
    usage: vfl [--bail] [--echo] [--mode MODE] [--no-timing] [--color auto|always|never]
                                     the REPL: type views, VFL and equations, see the frames solved
                                     after every line (:help inside); reads plain lines from a pipe
           vfl run FILE|- [same options]
                                     run a session script, printing what the REPL would; exit 1
                                     when a line failed (--bail: stop at the first)
           vfl solve FILE|- [--json] run a script quietly, then print the frames (or the JSON:
                                     root, frames, conflicts, ambiguous, keyboard, errors)
           vfl profile FILE|- [--bail]
                                     run a script, then show what each line cost: time, solver
                                     work (pivots, row operations, shifts), costliest constraints
           vfl parse [--views a,b,...] [--detached a,b,...] [--metric NAME=VALUE]... [--option NAME]...
                     [--extension NAME]... [--extended] [--json] [--] FORMAT
                                     print the constraints of one VFL format or equation; the views
                                     are subviews of `superview` (detached ones have none)
           vfl bench lcf [--repeats N] [--warmup N] [--budget-s S] FILE.lcf...
                                     time the solver on LCF workloads (shared/bench format)
           vfl bench layout [--rows R] [--columns C] [--repeats N]
                                     time VFL parsing and the layout engine on a grid of views
           vfl bench parse [--lines N] [--repeats N] [FORMAT]
                                     VFL lines per second, to constraints and to the syntax tree
                                     alone (default: a typical line)
           vfl bench scale [--workloads grid,chain,nested,seeds] [--sizes 10,100,...] [--repeats N]
                           [--svg FILE] [--csv FILE]
                                     how cost grows: build, resize and churn from 10 to 100,000
                                     constraints, with the fitted exponents (Markdown on stdout)
           vfl help                  this text
    """

/// Write a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// A command-line mistake: printed with the usage, exit status 2.
struct UsageError: Error { let message: String }

func benchLCF(_ arguments: ArraySlice<String>) throws -> Int32 {
    var runner = LCFRunner()
    var files: [String] = []
    var rest = arguments
    while let argument = rest.popFirst() {
        func value() throws -> String {
            guard let v = rest.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
            return v
        }
        switch argument {
        case "--repeats":
            guard let n = Int(try value()), n >= 1 else { throw UsageError(message: "--repeats takes a whole number ≥ 1") }
            runner.repeats = n
        case "--warmup":
            guard let n = Int(try value()), n >= 0 else { throw UsageError(message: "--warmup takes a whole number ≥ 0") }
            runner.warmup = n
        case "--budget-s":
            guard let s = Double(try value()), s >= 0 else { throw UsageError(message: "--budget-s takes a number of seconds") }
            runner.budgetSeconds = s
        case let option where option.hasPrefix("--"):
            throw UsageError(message: "unknown option \(option)")
        default:
            files.append(argument)
        }
    }
    guard !files.isEmpty else { throw UsageError(message: "bench lcf needs at least one FILE.lcf") }
    var status: Int32 = 0
    let progress = Progress()
    for path in files {
        progress.show("vfl bench lcf: \((path as NSString).lastPathComponent)")
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            printError("vfl: cannot read \(path)")
            status = 1
            continue
        }
        let workload: LCFWorkload
        do {
            workload = try LCFWorkload(text: text, name: (path as NSString).lastPathComponent)
        } catch {
            printError("vfl: \(path):\(error)")
            status = 1
            continue
        }
        let results = runner.run(workload)
        progress.clear()
        for result in results {
            print(LCFRunner.line(solver: "vfl-swift/0.1", workload: workload.name, result))
            fflush(nil)
        }
    }
    return status
}

func benchLayout(_ arguments: ArraySlice<String>) throws -> Int32 {
    var bench = GridLayoutBench(rows: 10, columns: 10, repeats: 5)
    var rest = arguments
    while let argument = rest.popFirst() {
        guard let text = rest.popFirst(), let n = Int(text), n >= 1 else {
            throw UsageError(message: "\(argument) takes a whole number ≥ 1")
        }
        switch argument {
        case "--rows": bench.rows = n
        case "--columns": bench.columns = n
        case "--repeats": bench.repeats = n
        default: throw UsageError(message: "unknown option \(argument)")
        }
    }
    for phase in try bench.run() {
        print("BENCH layout grid_\(bench.rows)x\(bench.columns) phase=\(phase.name) median_ms=\(String(format: "%.3f", phase.milliseconds)) checksum=\(phase.checksum)")
    }
    return 0
}

func benchScale(_ arguments: ArraySlice<String>) throws -> Int32 {
    var bench = ScaleBench()
    var svgPath: String?, csvPath: String?
    var rest = arguments
    while let argument = rest.popFirst() {
        guard let value = rest.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
        switch argument {
        case "--workloads":
            bench.workloads = try value.split(separator: ",").map { name in
                guard let w = ScaleWorkload(rawValue: String(name)) else {
                    throw UsageError(message: "unknown workload \(name) (grid, chain, nested, seeds)")
                }
                return w
            }
        case "--sizes":
            bench.sizes = try value.split(separator: ",").map { text in
                guard let n = Int(text), n >= 1 else { throw UsageError(message: "--sizes takes whole numbers ≥ 1") }
                return n
            }
            bench.chainLimit = bench.sizes.max() ?? bench.chainLimit
        case "--repeats":
            guard let n = Int(value), n >= 1 else { throw UsageError(message: "--repeats takes a whole number ≥ 1") }
            bench.repeats = n
        case "--svg": svgPath = value
        case "--csv": csvPath = value
        default: throw UsageError(message: "unknown option \(argument)")
        }
    }
    let progress = Progress()
    let report = ScaleReport(try bench.run { progress.show("bench scale: \($0)") })
    progress.clear()
    print(report.markdown)
    if let svgPath { try report.svg.write(toFile: svgPath, atomically: true, encoding: .utf8) }
    if let csvPath { try report.csv.write(toFile: csvPath, atomically: true, encoding: .utf8) }
    return 0
}

func benchParse(_ arguments: ArraySlice<String>) throws -> Int32 {
    var bench = ParseBench()
    var rest = arguments
    while let argument = rest.popFirst() {
        switch argument {
        case "--lines", "--repeats":
            guard let text = rest.popFirst(), let n = Int(text), n >= 1 else { throw UsageError(message: "\(argument) takes a whole number ≥ 1") }
            if argument == "--lines" { bench.lines = n } else { bench.repeats = n }
        case let option where option.hasPrefix("--"):
            throw UsageError(message: "unknown option \(option)")
        default:
            bench.format = argument
        }
    }
    let result = try bench.run()
    print("BENCH parse format=\(bench.format) lines=\(bench.lines) repeats=\(bench.repeats) lines_per_s=\(Int(result.linesPerSecond)) syntax_lines_per_s=\(Int(result.syntaxLinesPerSecond)) constraints_per_line=\(result.constraintsPerLine)")
    return 0
}

func main(_ arguments: [String]) -> Int32 {
    do {
        switch (arguments.dropFirst().first, arguments.dropFirst(2).first) {
        case ("parse", _):
            return try parseCommand(arguments.dropFirst(2))
        case ("bench", "layout"):
            return try benchLayout(arguments.dropFirst(3))
        case ("bench", "parse"):
            return try benchParse(arguments.dropFirst(3))
        case ("bench", "scale"):
            return try benchScale(arguments.dropFirst(3))
        case ("bench", "lcf"):
            return try benchLCF(arguments.dropFirst(3))
        case ("explain-log", _):
            return try explainLogCommand(arguments.dropFirst(2))
        case ("run", _):
            return try runCommand(arguments.dropFirst(2))
        case ("profile", _):
            return try profileCommand(arguments.dropFirst(2))
        case ("solve", _):
            return try solveCommand(arguments.dropFirst(2))
        case (nil, _), ("repl", _):
            return try replCommand(arguments.dropFirst(2))
        case (let option?, _) where option.hasPrefix("--") && option != "--help":
            return try replCommand(arguments.dropFirst())
        case ("help", _), ("--help", _), ("-h", _):
            print(usage)
            return 0
        default:
            throw UsageError(message: "unknown command: \(arguments.dropFirst().joined(separator: " "))")
        }
    } catch let error as UsageError {
        // One line naming what was wrong; the whole usage only on request.
        printError("vfl: \(error.message) (vfl help shows every command and option)")
        return 2
    } catch {
        printError("vfl: \(error)")
        return 1
    }
}

exit(main(CommandLine.arguments))
