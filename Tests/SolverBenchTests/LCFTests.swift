import Foundation
import SolverBench
import Testing

/// The committed small workloads, next to this package's `Benchmarks/`.
func workload(_ name: String) throws -> LCFWorkload {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/workloads/\(name).lcf")
    return try LCFWorkload(text: String(contentsOf: url, encoding: .utf8), name: name)
}

@Suite struct LCFTests {
    /// Checksums printed by kiwisolver 1.5.1 (`run_kiwi.py`) on the same files: the solutions are
    /// unique, so they must agree to 1e-9 relative.
    static let kiwi: [(workload: String, phase: String, checksum: Double)] = [
        ("chain_12", "build", 6.374000000e+03), ("chain_12", "resize", 4.720215000e+05),
        ("chain_12", "churn", 2.126980000e+05), ("enaml", "build", 2.319000000e+03),
        ("grid_11x11", "build", 7.907600000e+04), ("grid_11x11", "resize", 4.572318000e+06),
        ("grid_11x11", "churn", 2.153524000e+06), ("grid_3x4", "build", 4.042000000e+03),
        ("grid_3x4", "resize", 3.458605000e+05), ("grid_3x4", "churn", 1.555260000e+05),
    ]

    @Test(arguments: ["chain_12", "enaml", "grid_11x11", "grid_3x4"])
    func checksumsEqualKiwis(name: String) throws {
        var runner = LCFRunner()
        runner.repeats = 1
        runner.warmup = 0
        let results = runner.run(try workload(name))
        for expected in Self.kiwi where expected.workload == name {
            let result = try #require(results.first { $0.phase == expected.phase })
            #expect(result.errors == 0)
            #expect(
                abs(result.checksum - expected.checksum) <= 1e-9 * abs(expected.checksum),
                "\(name) \(expected.phase): \(result.checksum) vs kiwi \(expected.checksum)")
        }
    }

    @Test func workCountsAreDeterministic() throws {
        var runner = LCFRunner()
        runner.repeats = 2
        runner.warmup = 0
        let w = try workload("grid_3x4")
        let a = runner.run(w), b = runner.run(w)
        #expect(a.map(\.statistics) == b.map(\.statistics))
        #expect(a.map(\.checksum) == b.map(\.checksum))
    }

    @Test func benchLineHasTheFieldsCompareReads() throws {
        var runner = LCFRunner()
        runner.repeats = 1
        runner.warmup = 0
        let result = try #require(runner.run(try workload("chain_12")).first)
        let line = LCFRunner.line(solver: "vfl", workload: "chain_12", result)
        for field in [
            "solver=vfl", "workload=chain_12", "phase=build", "reps=1", "median_ms=", "min_ms=", "max_ms=",
            "ops=", "solves=1", "us_per_solve=", "checksum=6.374000000e+03",
        ] {
            #expect(line.contains(field), "\(field) missing from \(line)")
        }
        #expect(line.hasPrefix("BENCH "))
    }

    @Test func parsesTheGrammar() throws {
        let text = """
            # comment
            lcf 1
            meta name=tiny views=1
            phase build
            edit w @strong
            suggest w 100
            add a x + 2*y - 10 <= w @required
            add b -1*x == -3.5e1 @0.5
            add c y >= 1 @weak
            solve
            phase churn
            remove b
            unedit w
            solve
            """
        let w = try LCFWorkload(text: text, name: "file")
        #expect(w.name == "tiny")
        #expect(w.variables.map(\.name) == ["w", "x", "y"])
        #expect(w.phases.map(\.name) == ["build", "churn"])
        #expect(w.phases[0].operations.count == 6)
        guard case let .add(c) = w.phases[0].operations[2] else {
            Issue.record("not an add")
            return
        }
        #expect(c.description == "x + 2*y - w <= 10 @required")
        guard case let .add(b) = w.phases[0].operations[3], case let .remove(removed) = w.phases[1].operations[0] else {
            Issue.record("remove does not resolve")
            return
        }
        #expect(b === removed)
        #expect(b.strength.weight == 0.5 && b.expression.constant == 35)
    }

    @Test(arguments: [
        ("phase x\n", 1, 1, "header"),
        ("lcf 1\nadd a x == 1 @weak\n", 2, 1, "before the first 'phase'"),
        ("lcf 1\nphase p\nadd a x = 1 @weak\n", 3, 1, "exactly one of"),
        ("lcf 1\nphase p\nadd a x == 1 weak\n", 3, 14, "strength"),
        ("lcf 1\nphase p\nadd a 2*3x == 1 @weak\n", 3, 9, "variable name"),
        ("lcf 1\nphase p\nadd a x x == 1 @weak\n", 3, 9, "'+' or '-'"),
        ("lcf 1\nphase p\nremove nope\n", 3, 8, "no constraint"),
        ("lcf 1\nphase p\nsuggest w 1e\n", 3, 11, "number"),
        ("lcf 1\nphase p\nfly\n", 3, 1, "unknown command"),
    ])
    func reportsErrorsWithPositions(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try LCFWorkload(text: text, name: "bad")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }
}
