import Foundation
import Testing

/// `vfl stress`: its exit status (for CI), its JSON, its pictures, its usage errors.
@Suite struct StressCommandTests {
    let vfl = VFLBinary.built()

    func script(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stress-\(UUID()).vfl").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func exitOneWhenSomethingBreaksZeroWhenNothingDoes() throws {
        let vfl = try #require(vfl)
        let row = try script(["size 375x667", "view a 10x30", "view b 10x30", "H:|-[a(>=150)]-[b(==a)]-|", "V:|-40-[a]", "b.top == a.top"])
        let failed = try vfl.run(["stress", row, "--runs", "50"])
        #expect(failed.status == 1 && failed.stderr.isEmpty)
        #expect(failed.stdout.hasPrefix("stress: 50 variations of \(row) (seed 1, "))
        #expect(failed.stdout.contains("reproduce by adding to the script:\n    size 347x667\n"))
        #expect(failed.stdout.contains("┌root"))
        let centred = try script(["view button 46x30", "button.centerX == root.centerX", "button.centerY == root.centerY"])
        let passed = try vfl.run(["stress", centred, "--runs", "50"])
        #expect(passed.status == 0 && passed.stdout.contains(": no failure"))
        let broken = try script(["view a 10x10", "H:|-[nothing]"])
        let bad = try vfl.run(["stress", broken])
        #expect(bad.status == 1 && bad.stderr.contains(":2: error: nothing is not a key in the views dictionary") && bad.stdout.isEmpty)
    }

    @Test func jsonAndPictures() throws {
        let vfl = try #require(vfl)
        let row = try script(["size 375x667", "view a 10x30", "view b 10x30", "H:|-[a(>=150)]-[b(==a)]-|", "V:|-40-[a]", "b.top == a.top"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stress-svg-\(UUID())").path
        let r = try vfl.run(["stress", row, "--runs", "40", "--seed", "5", "--json", "--svg", folder])
        #expect(r.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["seed"] as? Int == 5 && object["variations"] as? Int == 40 && object["passed"] as? Bool == false)
        let failures = try #require(object["failures"] as? [[String: Any]])
        let broken = try #require(failures.first { $0["property"] as? String == "required-broken" })
        #expect(broken["statements"] as? [String] == ["size 347x667"])
        #expect((broken["frames"] as? [String: Any])?.keys.sorted() == ["a", "b"])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.count == failures.count && files.first?.hasPrefix("01-") == true && files.allSatisfy { $0.hasSuffix(".svg") })
        let svg = try String(contentsOfFile: folder + "/" + (files.first ?? ""), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("as written") && svg.contains("size 347x667"))
    }

    @Test func usageMistakesExitTwo() throws {
        let vfl = try #require(vfl)
        let path = try script(["view a 10x10"])
        let both = try vfl.run(["stress", path, "--runs", "5", "--seconds", "1"])
        #expect(both.status == 2 && both.stderr.contains("give --runs or --seconds, not both"))
        let zero = try vfl.run(["stress", path, "--runs", "0"])
        #expect(zero.status == 2)
        let timed = try vfl.run(["stress", path, "--seconds", "0.5"])
        #expect(timed.status == 1 && timed.stdout.contains("ambiguous"))
    }
}
