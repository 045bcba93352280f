import AutoLayout
import Foundation
import Testing
import VisualFormat

/// Formats that shipped in open-source iOS and macOS apps and frameworks, so Apple's parser
/// accepted them: `Resources/shipped-formats.tsv`, one per line with its repository, path and
/// commit (gathered from stored public GitHub code; the file's header says how). Each must parse
/// in strict mode to as many constraints as Apple's parser makes (counted independently when the
/// corpus was gathered: one per connection predicate, one per view predicate, and views − 1
/// per alignment option).
@Suite struct ShippedFormatsTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let line: Int
        let format: String
        let views: [String]
        let metrics: [String: Double]
        let options: [String]
        let constraints: Int
        let repository: String
        let path: String
        var testDescription: String { "\(repository) \(path): \(format)" }
    }

    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/shipped-formats.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var rows: [Row] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.hasPrefix("#"), !line.hasPrefix("format\t"), !line.isEmpty else { continue }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 8, let count = Int(f[4]) else { continue }
            func list(_ s: String) -> [String] { s.split(separator: ",").map(String.init) }
            // A metric whose value the source did not give stands for a spacing of 8.
            let metrics = Dictionary(
                list(f[2]).map { pair -> (String, Double) in
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    return (parts[0], parts.count > 1 ? Double(parts[1]) ?? 8 : 8)
                }, uniquingKeysWith: { a, _ in a })
            rows.append(
                Row(
                    line: i + 1, format: f[0], views: list(f[1]), metrics: metrics, options: list(f[3]),
                    constraints: count, repository: f[5], path: f[6]))
        }
        return rows
    }()

    @Test func theCorpusIsBroad() {
        #expect(ShippedFormatsTests.rows.count >= 150)
        #expect(Set(ShippedFormatsTests.rows.map(\.repository)).count >= 30)
        // The construct that made shipped formats fail before: a bare predicate in a connection.
        let bare = ShippedFormatsTests.rows.filter { $0.format.range(of: #"-[<>=]=|-[0-9A-Za-z_.]+@"#, options: .regularExpression) != nil }
        #expect(bare.count >= 14)
        #expect(Set(bare.map(\.repository)).count >= 5)
    }

    @Test(arguments: rows)
    func parsesToApplesConstraintCount(_ row: Row) throws {
        var hierarchy = ViewHierarchy()
        let container = "__superview"
        try hierarchy.add(View(container))
        for name in row.views where !hierarchy.contains(name) { try hierarchy.add(View(name, superview: container)) }
        var options = FormatOptions()
        for name in row.options {
            if let raw = UInt(name) {
                options.formUnion(FormatOptions(rawValue: raw))
            } else {
                let option = try #require(FormatOptions.named.first { $0.name == name }?.option, "unknown option \(name)")
                options.formUnion(option)
            }
        }
        do {
            let constraints = try VisualFormat.constraints(row.format, options: options, metrics: row.metrics, in: hierarchy)
            #expect(constraints.count == row.constraints, "line \(row.line): \(constraints.map(\.description))")
        } catch {
            Issue.record("line \(row.line): \(error.appleReason)")
        }
    }
}
