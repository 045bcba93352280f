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

    /// `vfl open FILE`: the REPL after `:open`; what is typed next works on the scene, `:save`
    /// writes its statements. A file that is not a document is a usage mistake; a scene that is
    /// not there ends it with status 1 before the first prompt.
    @Test func openStartsTheREPLOnTheScene() throws {
        let vfl = try #require(vfl)
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("open-\(UUID()).vfl").path
        defer { try? FileManager.default.removeItem(atPath: saved) }
        let r = try vfl.run(
            ["open", Self.document("01-login.storyboard"), "--no-timing"], input: "signIn.width == 100\n:save \(saved)\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("opened LoginViewController (viewController) of 01-login.storyboard"), "\(r.stdout)")
        let script = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(script.contains("\n:device iphone-8\n") && script.hasSuffix("signIn.width == 100\n"), "\(script)")
        let wrong = try vfl.run(["open", "layout.vfl"])
        #expect(wrong.status == 2 && wrong.stderr.contains("expected a .storyboard or .xib file"), "\(wrong.stderr)")
        let missing = try vfl.run(["open", Self.document("01-login.storyboard"), "--scene", "Nowhere"], input: "")
        #expect(missing.status == 1 && missing.stderr.contains("no scene 'Nowhere' in 01-login.storyboard"), "\(missing.stderr)")
    }

    /// `vfl run` on a document prints what `:open` prints for each scene; `vfl parse` prints each
    /// scene as the statements `:open` runs, the same ones `:save` writes after opening it.
    @Test func runAndParseTakeDocuments() throws {
        let vfl = try #require(vfl)
        let path = Self.document("05-stack.storyboard")
        let r = try vfl.run(["run", path, "--no-timing"])
        #expect(r.status == 0 && r.stdout.hasPrefix("opened View Controller (viewController) of 05-stack.storyboard"), "\(r.stdout)")
        let p = try vfl.run(["parse", path])
        #expect(p.status == 0, "\(p.stderr)")
        var lines = p.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("# scene View Controller (") == true, "\(p.stdout)")
        lines.removeFirst()
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("parse-\(UUID()).vfl").path
        defer { try? FileManager.default.removeItem(atPath: saved) }
        _ = try vfl.run(["open", path], input: ":save \(saved)\n")
        let written = try String(contentsOfFile: saved, encoding: .utf8).split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("#")
        }
        #expect(lines == written && lines.contains("stack stackView one, two, three"), "\(lines)")
        let misplaced = try vfl.run(["parse", "--views", "a", "--scene", "Login", "[a]"])
        #expect(misplaced.status == 2 && misplaced.stderr.contains("--scene is for a .storyboard or .xib"), "\(misplaced.stderr)")
    }

    /// `vfl stress` on a document: each scene opened and stressed, one JSON record per scene
    /// (its name, id and the campaign's result), exit 1 exactly when a scene fails.
    @Test func stressTriesEachScene() throws {
        let vfl = try #require(vfl)
        let r = try vfl.run(["stress", Self.document("02-navigation-tab-bars.storyboard"), "--runs", "30", "--json"])
        let records = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]], "\(r.stderr)")
        let document = try vfl.run(["solve", Self.document("02-navigation-tab-bars.storyboard"), "--json"])
        let scenes = try #require(
            (try JSONSerialization.jsonObject(with: Data(document.stdout.utf8)) as? [String: Any])?["scenes"] as? [Any])
        #expect(records.count == scenes.count && !records.isEmpty)
        #expect(records.allSatisfy { $0["scene"] is String && $0["id"] is String && $0["result"] is [String: Any] })
        let failed = records.contains { (($0["result"] as? [String: Any])?["passed"] as? Bool) == false }
        #expect(r.status == (failed ? 1 : 0), "\(r.stderr)")
        let missing = try vfl.run(["stress", Self.document("01-login.storyboard"), "--scene", "Nowhere"])
        #expect(missing.status == 1 && missing.stderr.contains("no scene 'Nowhere'"), "\(missing.stderr)")
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
