import Foundation
import FuzzTargets
import Testing

/// Every file under `Corpus/` goes through the fuzz targets' own entry points, without the
/// fuzzer runtime: seeds in process (one test case per file; a broken property is an issue
/// naming it), and the regressions (inputs that once crashed or broke a property) in a child
/// process each, so one that traps again fails its own case and the run goes on.
@Suite struct CorpusReplayTests {
    @Test(arguments: Corpus.files("FuzzVFLParse"))
    func vflParse(_ file: String) throws { try replay(fuzzVFLParse, file) }

    @Test(arguments: Corpus.files("FuzzSolver"))
    func solver(_ file: String) throws { try replay(fuzzSolver, file) }

    @Test(arguments: Corpus.files("FuzzSession"))
    func session(_ file: String) throws { try replay(fuzzSession, file) }

    @Test(arguments: Corpus.files("FuzzConsoleLog"))
    func consoleLog(_ file: String) throws { try replay(fuzzConsoleLog, file) }

    @Test(arguments: Corpus.files("FuzzInterfaceBuilder"))
    func interfaceBuilder(_ file: String) throws { try replay(fuzzInterfaceBuilder, file) }

    @Test(arguments: Corpus.files("FuzzDynamics"))
    func dynamics(_ file: String) throws { try replay(fuzzDynamics, file) }

    /// One seed through its target; a broken property is reported with its message.
    func replay(_ target: ([UInt8]) -> FuzzOutcome, _ file: String) throws {
        let failure = target(try Corpus.bytes(file)).failure
        #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
    }

    @Test(
        arguments: Corpus.files("Regressions/FuzzVFLParse") + Corpus.files("Regressions/FuzzSolver")
            + Corpus.files("Regressions/FuzzSession") + Corpus.files("Regressions/FuzzConsoleLog")
            + Corpus.files("Regressions/FuzzDynamics") + Corpus.files("Regressions/FuzzInterfaceBuilder"))
    func regression(_ file: String) async throws {
        let bytes = try Corpus.bytes(file)
        let target = Corpus.target(of: file)
        await #expect(processExitsWith: .success, "\(file)") { [bytes = bytes as [UInt8], target = target as String] in
            guard let body = FuzzBodies.body(target) else { return }
            bytes.withUnsafeBufferPointer { _ = runFuzzInput($0.baseAddress, $0.count, body) }
        }
    }

    @Test func everyTargetHasSeeds() {
        for target in FuzzBodies.names {
            #expect(Corpus.files(target).count >= 8, "Corpus/\(target) has too few seeds")
        }
    }
}

/// The `Corpus/` folder of this checkout, found from this file's path.
enum Corpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    /// Paths relative to `Corpus/` of the files in `folder` (not recursive), sorted.
    static func files(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { "\(folder)/\($0)" }
    }

    static func bytes(_ file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(file)))
    }

    /// `Regressions/FuzzSolver/x` → `FuzzSolver`.
    static func target(of file: String) -> String {
        file.split(separator: "/").dropLast().last.map(String.init) ?? ""
    }
}
