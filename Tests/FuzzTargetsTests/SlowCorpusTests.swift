import Foundation
import FuzzTargets
import Testing

/// The slowest inputs the slow-input searches kept (`Corpus/Slow/TARGET/`, written by
/// `Fuzz/slowest.py` after `Fuzz/run.sh TARGET S --slow`), replayed under the work-count gate:
/// each still passes its target's properties (the work bounds included), and none of its
/// counts has grown more than 5 % + 2 above the work `work.json` recorded for it. After an
/// intended change, run the search again (or `Fuzz/slowest.py`) to record the new work.
@Suite struct SlowCorpusTests {
    struct Listing: Decodable {
        struct Input: Decodable {
            let bytes: Int
            let why: String
            let work: [String: Int]
        }
        let target: String
        let inputs: [String: Input]
    }

    /// `Corpus/Slow/TARGET/NAME` for every input a listing names.
    static var inputs: [String] {
        FuzzBodies.names.flatMap { target -> [String] in
            guard let listing = try? listing(target) else { return [] }
            return listing.inputs.keys.sorted().map { "Slow/\(target)/\($0)" }
        }
    }

    static func listing(_ target: String) throws -> Listing {
        try JSONDecoder().decode(Listing.self, from: Data(Corpus.bytes("Slow/\(target)/work.json")))
    }

    @Test(arguments: inputs)
    func workStaysWithinTheRecord(_ file: String) throws {
        let target = Corpus.target(of: file), name = String(file.split(separator: "/").last ?? "")
        let recorded = try #require(try SlowCorpusTests.listing(target).inputs[name])
        let body = try #require(FuzzBodies.body(target))
        let bytes = try Corpus.bytes(file)
        #expect(bytes.count == recorded.bytes, "\(file) is not the input work.json recorded")
        let outcome = body(bytes)
        #expect(outcome.failure == nil, "\(file): \(outcome.failure.map { "\($0)" } ?? "")")
        for (kind, count) in outcome.work.byName.sorted(by: { $0.key < $1.key }) {
            let allowed = Double(recorded.work[kind] ?? 0) * 1.05 + 2
            #expect(Double(count) <= allowed, "\(file) (kept for \(recorded.why)): \(kind) \(count), recorded \(recorded.work[kind] ?? 0)")
        }
    }

    @Test func theSolverAndSessionSearchesKeptInputs() throws {
        for target in ["FuzzSolver", "FuzzSession"] {
            #expect(try SlowCorpusTests.listing(target).inputs.count >= 3, "Corpus/Slow/\(target) has too few inputs")
        }
    }
}
