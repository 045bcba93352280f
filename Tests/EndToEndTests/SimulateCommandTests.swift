import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `vfl simulate`: the cookbook's section 2.6 scene run to rest, its JSON (one record per 60 Hz
/// frame, byte-identical run after run), its SVG, and its errors.
@Suite struct SimulateCommandTests {
    let vfl = VFLBinary.built()
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/Dynamics/cookbook-2.6-elasticity.vfl").path

    @Test func storyOfTheCookbookScene() throws {
        let vfl = try #require(vfl)
        let r = try vfl.run(["simulate", Self.scene])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "15.05 s (903 frames at 60 Hz) from t = 0 s; came to rest (the animator paused) at t = 15.05 s")
        #expect(lines.dropFirst(2).first?.hasPrefix("topView ") == true)
        #expect(r.stdout.contains("(122.66, 88.43) 1.883 s") && r.stdout.contains("(110.03, 139.41) 1.883 s"))
    }

    @Test func jsonIsOneRecordPerFrameAndTheSameEveryRun() throws {
        let vfl = try #require(vfl)
        let first = try vfl.run(["simulate", Self.scene, "--json"])
        let second = try vfl.run(["simulate", Self.scene, "--json"])
        #expect(first.status == 0 && first.stdout == second.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(object["fps"] as? Int == 60)
        #expect(object["restedAt"] as? Double == 15.05)
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.count == 903)
        #expect(frames.first?["t"] as? Double == 0.016667 && frames.last?["t"] as? Double == 15.05)
        let views = try #require(frames.first?["views"] as? [String: [String: Double]])
        #expect(Set(views.keys) == ["topView", "bottomView"])
        #expect(Set(views["topView"]?.keys ?? [:].keys) == ["centerX", "centerY", "width", "height", "angle"])
        #expect(views["bottomView"]?["width"] == 50)
        // The keys come in the order of the promise (centerX first), views in the order they joined.
        #expect(first.stdout.hasPrefix("{\"fps\":60,\"frames\":[{\"t\":0.016667,\"views\":{\"topView\":{\"centerX\":"))
        let short = try vfl.run(["simulate", Self.scene, "--json", "--seconds", "0.5"])
        #expect(short.stdout.hasSuffix("\"restedAt\":null}\n"))
    }

    @Test func svgHasPathsAndAnAnimation() throws {
        let vfl = try #require(vfl)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sim-\(UUID()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try vfl.run(["simulate", Self.scene, "--seconds", "3", "--svg", path])
        #expect(r.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.components(separatedBy: "<polyline").count == 3)
        #expect(svg.components(separatedBy: "<animateTransform").count == 5)
        #expect(svg.contains("<title>topView</title>") && svg.contains("dur=\"3s\""))
        _ = try XMLDocument(xmlString: svg)
    }

    @Test func errorsExitOne() throws {
        let vfl = try #require(vfl)
        let bad = try vfl.run(["simulate", "-"], input: "view a 10x10\ngravity a,nosuch\n")
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("stdin:2: error: no view named nosuch"))
        #expect(bad.stderr.contains("-: nothing to simulate"))
        let seconds = try vfl.run(["simulate", Self.scene, "--seconds", "0"])
        #expect(seconds.status == 2 && seconds.stderr.contains("--seconds must be above 0"))
    }
}
