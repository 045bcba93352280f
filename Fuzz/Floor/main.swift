import Foundation
// fuzz-floor: the fuzz targets' bodies alone, with no libFuzzer, no sanitizer and no coverage
// counters, over a corpus. What it prints is the ceiling a fuzzing build of that target can
// reach on this machine: libFuzzer's bookkeeping, ASan and the coverage instrumentation only
// add to it (Fuzz/README.md, "The floor").
//
//   swift run -c release fuzz-floor TARGET DIR [ROUNDS] [SLOWEST]
//   swift run -c release fuzz-floor work TARGET DIR|FILE...
//
// TARGET is FuzzVFLParse, FuzzSolver, FuzzSession, FuzzConsoleLog, FuzzDynamics or
// FuzzInterfaceBuilder; every
// file of DIR is one input. Each round runs every input once; the median round is reported,
// then the SLOWEST inputs (each timed over five runs) when asked.
//
// `work` prints each input's work instead, one JSON object a line (`{"file", "bytes", "work":
// {kind: count}, "failure"}`): what `Fuzz/run.sh --slow` ranks its finds by and what
// `Benchmarks/regress.py` compares between two builds. Exit 1 if a property (a work bound
// included) fails.
import FuzzSupport
import FuzzTargets
import TextSupport

/// The inputs at `path`: the file itself, or a directory's files in name order, leaving out
/// what describes them (dot files, `README.md`, `Corpus/Slow`'s `work.json`).
func inputFiles(_ path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".json") && $0 != "README.md" }.sorted().map { path + "/" + $0 }
}

/// `work TARGET PATH...`: each input's work as a JSON line.
func printWork(_ body: ([UInt8]) -> FuzzOutcome, _ paths: some Sequence<String>) -> Int32 {
    var failed = false
    for path in paths {
        for file in inputFiles(path) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let outcome = body([UInt8](data))
            let work: [(String, JSON)] = outcome.work.byName.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) }
            let line: JSON = .object([
                ("file", .string(file)), ("bytes", .number(Double(data.count))), ("work", .object(work)),
                ("failure", outcome.failure.map { .string($0.description) } ?? .null),
            ])
            print(line.text)
            failed = failed || outcome.failure != nil
        }
    }
    return failed ? 1 : 0
}

/// Microseconds per run of `work`, over `runs` runs.
func microseconds(_ runs: Int, _ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<runs { work() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / Double(runs)
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "work", arguments.count >= 3, let body = FuzzBodies.body(arguments[arguments.startIndex + 1]) {
    exit(printWork(body, arguments.dropFirst(2)))
}
guard arguments.count >= 2, let body = FuzzBodies.body(arguments[arguments.startIndex]) else {
    print("usage: fuzz-floor \(FuzzBodies.names.joined(separator: "|")) DIR [ROUNDS] [SLOWEST]")
    print("       fuzz-floor work TARGET DIR|FILE...")
    exit(2)
}
let directory = arguments[arguments.startIndex + 1]
let rounds = arguments.count > 2 ? max(1, Int(arguments[arguments.startIndex + 2]) ?? 5) : 5
let slowest = arguments.count > 3 ? max(0, Int(arguments[arguments.startIndex + 3]) ?? 0) : 0
let inputs = inputFiles(directory).compactMap { file in
    FileManager.default.contents(atPath: file).map { (String(file.dropFirst(directory.count + 1)), [UInt8]($0)) }
}
guard !inputs.isEmpty else {
    print("fuzz-floor: no inputs in \(directory)")
    exit(2)
}

var failures = 0
for (name, bytes) in inputs {
    if let failure = body(bytes).failure {
        print("\(name): property failed: \(failure)")
        failures += 1
    }
}
let perRound = (0..<rounds).map { _ in
    microseconds(1) { for (_, bytes) in inputs { _ = body(bytes) } } / Double(inputs.count)
}.sorted()
let median = perRound[perRound.count / 2]
let bytes = inputs.reduce(0) { $0 + $1.1.count }
print(
    "\(inputs.count) inputs (\(bytes / inputs.count) bytes on average), median of \(rounds) rounds: "
        + "\(String(format: "%.1f", median)) µs per input, \(Int(1e6 / median)) inputs/s "
        + "(rounds \(String(format: "%.1f", perRound.first ?? 0))–\(String(format: "%.1f", perRound.last ?? 0)) µs)")
if slowest > 0 {
    let timed = inputs.map { name, bytes in (name: name, size: bytes.count, time: microseconds(5) { _ = body(bytes) }) }
    let total = timed.reduce(0) { $0 + $1.time }
    for input in timed.sorted(by: { $0.time > $1.time }).prefix(slowest) {
        print(
            "  \(String(format: "%8.1f", input.time)) µs  \(String(format: "%4.1f", 100 * input.time / total)) %  \(input.size) bytes  \(input.name)"
        )
    }
}
exit(failures == 0 ? 0 : 1)
