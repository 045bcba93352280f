import Foundation
import Testing

/// `vfl solve` and `vfl check` on Interface Builder documents written here
/// (`Corpus/FuzzInterfaceBuilder/`, one feature each).
@Suite struct DocumentCommandTests {
    let vfl = VFLBinary.built()

    static func document(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/FuzzInterfaceBuilder/" + name).path
    }

    /// `--svg` draws the scene as Interface Builder's canvas does, the device named in the
    /// caption, each misplaced view's stored frame dashed in purple (with measured content
    /// sizes the login form's views are not where the document stored them); `--both` adds the
    /// landscape picture.
    @Test func solveDrawsTheScene() throws {
        let vfl = try #require(vfl)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID()).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try vfl.run(["solve", Self.document("01-login.storyboard"), "--svg", out, "--both"])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("iPhone 8 375×667") && svg.contains("iPhone 8 667×375"))
        let json = try vfl.run(["solve", Self.document("01-login.storyboard"), "--json"])
        let misplaced = json.stdout.components(separatedBy: "\"misplaced\":[{").count > 1
        #expect(svg.contains("stroke=\"#b03cc8\" stroke-dasharray=\"4 2\"") == misplaced)
        #expect(svg.contains("purple dashed a misplaced view's stored frame") == misplaced)
    }

    /// `vfl profile` on a document: one row per scene with its views and constraints, the
    /// solver's work (deterministic: the stack scene pivots twice), and the totals.
    @Test func profileCostsEachScene() throws {
        let vfl = try #require(vfl)
        let r = try vfl.run(["profile", Self.document("05-stack.storyboard")])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("1 scenes in") == true)
        let row = try #require(lines.first { $0.hasPrefix("View Controller (s-d)") })
        let cells = row.split(separator: " ").suffix(7).map(String.init)
        #expect(cells.first == "5" && cells.dropFirst().first == "21" && cells.dropFirst(5).first == "2", "\(row)")
        #expect(lines.last?.hasPrefix("total (1 scenes)") == true)
    }

    /// The JSON's shape: document, scenes with id, kind, device, root, frames with parent and
    /// IB id, and the stored frames reproduced with the stored intrinsic sizes (no misplaced views).
    @Test func solveJSON() throws {
        let vfl = try #require(vfl)
        let r = try vfl.run(["solve", Self.document("01-login.storyboard"), "--json", "--intrinsic", "document"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["document"] as? String == "01-login.storyboard")
        let scene = try #require((json["scenes"] as? [[String: Any]])?.first)
        #expect(
            scene["id"] as? String == "8bC-Xf-vdC" && scene["kind"] as? String == "viewController"
                && scene["device"] as? String == "iphone-8")
        let frames = try #require(scene["frames"] as? [String: [String: Any]])
        #expect(frames["signIn"]?["id"] as? String == "btn-01-abc" && frames["signIn"]?["y"] as? Double == 80.5)
        #expect((scene["misplaced"] as? [Any])?.isEmpty == true)
    }

    /// One line per finding as compilers print them, exit 1 on an error.
    @Test func checkPrintsCompilerStyleLines() throws {
        let vfl = try #require(vfl)
        let file = Self.document("08-fixed-frame-and-bad.storyboard")
        let r = try vfl.run(["check", file])
        #expect(r.status == 1)
        #expect(
            r.stdout.contains(
                "\(file):24:130: error: constraint bad1 names nowhere, which is not in this scene [View Controller, iphone-8]"))
        let clean = try vfl.run([
            "check", Self.document("01-login.storyboard"), "--devices", "iphone-15", "--orientations", "portrait,landscape",
        ])
        #expect(clean.status == 0, "\(clean.stdout)")
        let usage = try vfl.run(["check", file, "--devices", "iphone-99"])
        #expect(usage.status == 2 && usage.stderr.contains("unknown device 'iphone-99'"))
    }
}
