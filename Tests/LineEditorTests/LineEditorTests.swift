import Foundation
import LineEditor
import Testing

@Suite struct LineEditorTests {
    /// Piped or scripted input: lines come back whole (UTF-8 kept), without newlines, then nil.
    @Test func readsAFileLineByLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID()).txt").path
        try "view héllo 100x20\nH:|-[héllo]-|\n\nlast without newline".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let file = fopen(path, "r") else {
            Issue.record("cannot open \(path)")
            return
        }
        defer { fclose(file) }
        let editor = LineEditor(reading: file)
        #expect(!editor.isInteractive)
        var lines: [String] = []
        while let line = editor.readLine(prompt: "vfl> ") { lines.append(line) }
        #expect(lines == ["view héllo 100x20", "H:|-[héllo]-|", "", "last without newline"])
    }
}
