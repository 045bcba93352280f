import ConsoleLog
import Foundation
import Testing

/// The corpus of real logs in `Corpus/ConsoleLogs/` (each file names its source in its header:
/// GitHub issues and pull requests, answers, blog posts; iOS 7 to today, macOS and tvOS) against
/// `Corpus/ConsoleLogs/INDEX.md`, which was written by reading each log by hand when the corpus
/// was gathered, before this reader existed: the number of entries, the constraint Apple broke
/// (verbatim) and whether the printed list conflicts. The reader must agree on all three.
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/ConsoleLogs")

    struct Expectation: Sendable, CustomTestStringConvertible {
        let file: String
        let entries: Int?
        let broken: String?
        let conflicts: Bool?
        var testDescription: String { file }
    }

    /// The index's rows: file, entries in the first log, Apple's broken entry, verdict.
    static let index: [Expectation] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("INDEX.md"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { $0.hasPrefix("| 0") }.map { row in
            // Cells are split at '|' not escaped as '\|'.
            var cells: [String] = [], cell = "", previous: Character = " "
            for c in row {
                if c == "|", previous != "\\" {
                    cells.append(cell.trimmingCharacters(in: .whitespaces))
                    cell = ""
                } else {
                    cell.append(c)
                }
                previous = c
            }
            let f = Array(cells.dropFirst())
            let entries = Int(f[4].prefix { $0.isNumber })
            var broken: String? = f[5].replacingOccurrences(of: "\\|", with: "|")
            if let b = broken, !b.hasPrefix("`<NS") && !b.hasPrefix("`<MAS") && !b.hasPrefix("`<Snap") && !b.hasPrefix("`<_") {
                broken = nil
            }
            broken = broken.map { String($0.dropFirst().prefix { $0 != "`" }) }
            let verdict = f[6].lowercased()
            let conflicts: Bool? = verdict.hasPrefix("yes") ? true : verdict.hasPrefix("consistent") ? false : nil
            return Expectation(file: f[0], entries: entries, broken: broken, conflicts: conflicts)
        }
    }()

    static func paste(_ file: String) throws -> LogPaste {
        ConsoleLogReader.read(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }

    @Test func theCorpusIsBroad() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CorpusTests.folder.path).filter { $0.hasSuffix(".log") }
        #expect(files.count >= 40)
        #expect(CorpusTests.index.count == files.count)
        var platforms: Set<String> = []
        for file in files {
            let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent(file), encoding: .utf8)
            #expect(text.hasPrefix("# source: "), "\(file) names its source")
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("# platform: ") }) {
                platforms.insert(String(line.dropFirst(12).prefix(5)))
            }
        }
        #expect(platforms.contains { $0.hasPrefix("iOS") } && platforms.contains("macOS"))
    }

    @Test(arguments: index)
    func agreesWithTheIndex(_ row: Expectation) throws {
        let paste = try CorpusTests.paste(row.file)
        let lines = try String(contentsOf: CorpusTests.folder.appendingPathComponent(row.file), encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        for u in paste.unread {
            #expect(u.line >= 1 && u.line <= lines.count && u.column >= 0 && u.column <= u.text.unicodeScalars.count, "\(u)")
        }
        // The log the index counted: the first with a list. Every entry is read or reported.
        let log = paste.logs.first { !$0.constraints.isEmpty }
        let read = log?.constraints.count ?? 0
        if let entries = row.entries, entries > 0 {
            #expect(read == entries || read + paste.unread.count >= entries, "entries read: \(read), unread: \(paste.unread.count)")
        }
        if let broken = row.broken {
            // The index marks a real line break in a title with ⏎ and keeps HTML escapes as posted.
            var printed = broken.replacingOccurrences(of: "⏎", with: "\n").replacingOccurrences(of: "&#39;", with: "'")
            if let close = printed.lastIndex(of: ">") { printed = String(printed[...close]) }  // drop the index's remark
            let said = paste.logs.compactMap(\.broken).map(\.text)
            if printed.hasSuffix(">") {
                #expect(said.contains(printed), "Apple's broken constraint: \(said)")
            } else {
                #expect(paste.unread.contains { $0.message.contains("cut off") }, "a cut entry is reported")
            }
        }
        // A verdict needs the whole list.
        if let conflicts = row.conflicts, let log, paste.unread.isEmpty {
            #expect(LogExplanation(log).conflict == conflicts, "verdict")
        }
    }

    /// Every log of the corpus pasted with CRLF line endings (copied from a Windows machine or
    /// a web page) reads exactly as the original: the same entries, the same broken constraint,
    /// the same unread lines at the same lines and columns.
    @Test func crlfPastesReadLikeTheOriginals() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CorpusTests.folder.path).filter { $0.hasSuffix(".log") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent(file), encoding: .utf8)
            let lf = ConsoleLogReader.read(text), crlf = ConsoleLogReader.read(text.replacingOccurrences(of: "\n", with: "\r\n"))
            #expect(
                crlf.logs.map { $0.constraints.map(\.appleDescription) } == lf.logs.map { $0.constraints.map(\.appleDescription) },
                "\(file)")
            #expect(crlf.logs.map { $0.broken?.appleDescription } == lf.logs.map { $0.broken?.appleDescription }, "\(file)")
            #expect(crlf.unread == lf.unread, "\(file)")
        }
    }

    /// Every entry read prints in Apple's equation form and reads back as the same constraint.
    @Test func entriesPrintAndReadBack() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CorpusTests.folder.path).filter { $0.hasSuffix(".log") }
        var count = 0
        for file in files {
            for log in try CorpusTests.paste(file).logs {
                for e in log.constraints + [log.broken].compactMap({ $0 }) {
                    let text = e.appleDescription
                    let back = ConsoleLogReader.read(text)
                    guard let r = back.logs.first?.constraints.first else {
                        Issue.record("\(file): \(text) did not read back: \(back.unread)")
                        continue
                    }
                    #expect(
                        r.first == e.first && r.second == e.second && r.firstAttribute == e.firstAttribute
                            && r.secondAttribute == e.secondAttribute && r.relation == e.relation && r.multiplier == e.multiplier
                            && r.constant == e.constant && r.priority == e.priority && r.identifier == e.identifier, "\(text)")
                    count += 1
                }
            }
        }
        #expect(count > 250)
    }
}

/// Every corpus log's rebuilt equations, verdict, minimal set and Apple's choice, against
/// `Corpus/ConsoleLogs/EXPECTED.txt` (read line by line when it was written; the entries,
/// verdicts and broken constraints in it also agree with the hand-written INDEX.md, which
/// `CorpusTests` checks). After an intended change: `UPDATE_SNAPSHOTS=1 swift test --filter
/// ConsoleLogSnapshotTests`, then read the diff before committing it.
@Suite struct ConsoleLogSnapshotTests {
    static let url = CorpusTests.folder.appendingPathComponent("EXPECTED.txt")

    static func snapshot() throws -> String {
        var out: [String] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: CorpusTests.folder.path).filter { $0.hasSuffix(".log") }.sorted()
        for file in files {
            let paste = try CorpusTests.paste(file)
            out.append("== \(file)")
            for log in paste.logs where !log.constraints.isEmpty {
                let e = LogExplanation(log)
                let verdict = e.conflict ? "conflict \(e.minimal)" : "no conflict"
                out.append(
                    "log at line \(log.line), \(log.platform.rawValue): \(verdict), Apple broke \(e.appleBroke.map { "#\($0)" } ?? "-")")
                for c in e.rebuilt.constraints {
                    out.append("  #\(c.id) \(c.constraint?.description ?? "not rebuilt") [\(c.origin.rawValue)]")
                }
                if !e.arithmetic.isEmpty { out.append("  " + e.arithmetic) }
            }
            for u in paste.unread { out.append("unread \(u.line):\(u.column) \(u.message)") }
        }
        return out.joined(separator: "\n") + "\n"
    }

    @Test func everyLogAsReadAndExplained() throws {
        let now = try ConsoleLogSnapshotTests.snapshot()
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try now.write(to: ConsoleLogSnapshotTests.url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: ConsoleLogSnapshotTests.url, encoding: .utf8)
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false),
            b = now.split(separator: "\n", omittingEmptySubsequences: false)
        for (k, (x, y)) in zip(a, b).enumerated() where x != y {
            Issue.record("EXPECTED.txt line \(k + 1): expected \(x), got \(y)")
            break
        }
        #expect(a.count == b.count)
    }
}
