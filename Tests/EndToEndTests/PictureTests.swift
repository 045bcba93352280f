import Foundation
import Testing

/// The SVG picture as a person sees it: rendered by a real renderer (librsvg's rsvg-convert,
/// which scripts/setup.sh installs) to PNG, then looked at pixel by pixel
/// (`Resources/png-pixels.py`): the picture has the size it says, the broken constraint is red,
/// a title is drawn inside its button.
@Suite struct PictureTests {
    let vfl = VFLBinary.built()
    static let pixels = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/png-pixels.py").path

    func shell(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aPersonSeesTheBrokenConstraintAndTheTitle() throws {
        let vfl = try #require(vfl)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picture-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("p.svg").path, png = folder.appendingPathComponent("p.png").path
        // a is 280 wide between the edges; `a.width == 100` (#5) contradicts that and breaks.
        let script = "view a\nH:|-[a]-|\nV:|-[a(40)]\na.width == 100\nview go \"Go\"\nV:[a]-[go]\ngo.leading == a.leading\n"
        let solved = try vfl.run(["solve", "-", "--json", "--svg", svg], input: script)
        #expect(solved.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any])
        #expect((json["conflicts"] as? [[String: Any]])?.first?["constraint"] as? Int == 5)
        let frames = try #require(json["frames"] as? [String: [String: Any]])
        func box(_ name: String) throws -> (Int, Int, Int, Int) {
            let f = try #require(frames[name])
            let n = { (k: String) in Int((f[k] as? Double) ?? Double(f[k] as? Int ?? 0)) }
            return (n("x") + 28, n("y") + 28, n("x") + 28 + n("width"), n("y") + 28 + n("height"))  // 28: the margin
        }

        _ = try shell(["rsvg-convert", svg, "-o", png])
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        let declared = text.split(separator: "\"").dropFirst(3).prefix(3)  // width="W" height="H"
        #expect(try shell(["python3", PictureTests.pixels, png, "size"]) == "\(declared.first ?? "") \(declared.last ?? "")")

        let a = try box("a"), go = try box("go")
        // The broken width bar runs along a's bottom edge, red; nothing red elsewhere in the root.
        let counts = try shell([
            "python3", PictureTests.pixels, png, "count",
            "red", String(a.0), String(a.3 - 12), String(a.2), String(a.3),
            "red", String(a.0), String(a.3 + 1), String(a.2), String(a.3 + 200),
            "title", String(go.0), String(go.1), String(go.2), String(go.3),
            "title", String(go.2 + 2), String(go.1), String(go.2 + 60), String(go.3),
        ])
        .split(separator: " ").compactMap { Int($0) }
        #expect(counts.count == 4)
        guard counts.count == 4 else { return }
        #expect(counts[0] > 40, "red pixels of the broken bar: \(counts)")
        #expect(counts[1] == 0, "red below a: \(counts)")
        #expect(counts[2] > 5, "the title's blue inside its button: \(counts)")
        #expect(counts[3] == 0, "the title stays inside its button: \(counts)")
    }
}
