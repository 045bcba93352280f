import AutoLayout
import Dynamics
import Foundation
import Testing
import TextSupport
import WorkbenchTestSupport

@testable import Workbench

/// The UIKit Dynamics statements in a session: what they parse to, their errors, undo and
/// replay, and what the other commands say of animated views. Trajectories themselves are
/// checked against UIKit's in DynamicsTests.
@Suite struct DynamicsSessionTests {
    /// A session with views a (40x40 at 20,100), b (60x50) and c (50x60) laid out in a row.
    static func scene() -> Interpreter {
        let repl = makeInterpreter()
        run(repl, ["view a 40x40", "view b 60x50", "view c 50x60", "H:|-[a]-[b]-[c]", "V:|-100-[a]", "V:|-40-[b]", "V:|-[c]"])
        return repl
    }

    static func behavior(_ line: String) throws -> DynamicBehavior? {
        guard case let .dynamics(.add(b, _, _)) = try StatementParser.parse(line) else { return nil }
        return b
    }

    @Test func statementsParseToUIKitsBehaviours() throws {
        var g = GravityBehavior(items: ["a", "b"])
        g.magnitude = 2
        g.angle = Double.pi / 2
        #expect(try Self.behavior("gravity a,b magnitude 2 angle pi/2") == .gravity(g))
        #expect(try Self.behavior("gravity a, b magnitude 2") == .gravity(g))
        var down = GravityBehavior(items: ["a"])
        down.setDirection(Point(x: 0, y: 3))
        #expect(try Self.behavior("gravity a direction 0,3") == .gravity(down))
        #expect(down.magnitude == 3 && abs(down.angle - Double.pi / 2) < 1e-15)

        var item = DynamicItemBehavior(items: ["a"])
        item.elasticity = 0.5
        item.density = 2
        item.allowsRotation = false
        item.anchored = true
        #expect(try Self.behavior("item a elasticity 0.5 rotation off density 2 anchored on") == .item(item))

        var push = PushBehavior(items: ["c"], mode: .instantaneous)
        push.magnitude = 3
        push.angle = -Double.pi / 4
        push.offset = Point(x: 5, y: -5)
        #expect(try Self.behavior("push c instant magnitude 3 angle -pi/4 offset 5,-5") == .push(push))

        var snap = SnapBehavior(item: "b", point: Point(x: 300, y: 200))
        snap.damping = 0.2
        #expect(try Self.behavior("snap b to 300,200 damping 0.2") == .snap(snap))

        var spring = AttachmentBehavior(item: "a", anchor: .item("b"))
        spring.length = 80
        spring.frequency = 2
        spring.damping = 0.3
        #expect(try Self.behavior("attach a to b length 80 frequency 2 damping 0.3") == .attachment(spring))
        #expect(try Self.behavior("attach a to 10,20") == .attachment(AttachmentBehavior(item: "a", anchor: .point(Point(x: 10, y: 20)))))

        guard
            case let .dynamics(.add(.collision(c), _, insets))? = try? StatementParser.parse(
                "collision a,b bounds insets 1,2,3,4 mode boundaries")
        else {
            Issue.record("collision did not parse")
            return
        }
        #expect(c.mode == .boundaries && insets == DynamicsStatement.Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(try StatementParser.parse("dynamics off") == .dynamics(.off))
        guard case .dynamics(.remove(.behavior(.gravity), let names?)) = try StatementParser.parse("dynamics remove gravity a,b") else {
            Issue.record("dynamics remove did not parse")
            return
        }
        #expect(names.map(\.text) == ["a", "b"] && names.map(\.offset) == [24, 26])
        // A view named like a keyword is still a view in an equation.
        #expect(try StatementParser.parse("gravity.width == 10") == .equation("gravity.width == 10", at: 0))
    }

    /// Each bad line: the error, where its caret points, and a session left exactly as it was.
    @Test(
        arguments: [
            ("gravity a,nosuch", "no view named nosuch", 10),
            ("gravity root", "root is the reference view", 8),
            ("item a density -1", "-1 is out of range: expected a density from 0 to 1000000", 15),
            ("item a density 0", "a density must be above 0", 15),
            ("item a elasticity nan", "expected an elasticity", 18),
            ("item a bounciness 1", "unexpected 'bounciness'", 7),
            ("item a elasticity 1 elasticity 0", "elasticity is given twice", 20),
            ("gravity a angle 1 direction 0,1", "give the angle or the direction, not both", 18),
            ("gravity a angle up", "expected an angle in radians", 16),
            ("push a sideways", "expected instant or continuous, not 'sideways'", 7),
            ("snap a to 1", "expected the point X,Y to snap to", 10),
            ("snap a to 1,2 damping 7", "7 is out of range", 22),
            ("attach a to a", "an item cannot be attached to itself", 12),
            ("boundary floor from 0,0 to 0,0.5", "a boundary must be at least 1 point long", 27),
            ("collision a bounds insets 300,0,300,0", "the insets leave no room", 19),
            ("collision a mode walls", "unknown mode 'walls'", 17),
            ("dynamics remove gravity", "there is no gravity behaviour to remove", nil),
            ("dynamics remove gravitee", "unknown kind 'gravitee'", 16),
            ("dynamics on", "expected off or remove after dynamics", 9),
            (":simulate", "nothing to simulate", nil),
            (":simulate -1", "expected a duration in seconds above 0", 10),
            (":play", ":play draws in a terminal", nil),
        ] as [(String, String, Int?)])
    func badLinesPointAtTheirPlace(line: String, message: String, offset: Int?) {
        let repl = Self.scene()
        let before = repl.session.state
        let reply = repl.execute(line)
        #expect(reply.isError)
        #expect(reply.text.contains(message), "\(reply.text)")
        if let offset {
            let caret = reply.text.split(separator: "\n").last.map { $0.count - 1 - 2 }  // the two-space indent
            #expect(caret == offset, "\(reply.text)")
        }
        #expect(repl.session.state == before)
    }

    /// Lay out, then animate: an item starts at its Auto Layout frame of the moment it joins;
    /// afterwards its centre is the animator's, whatever the constraints say.
    @Test func itemsStartFromTheirLayoutFrameAndThenBelongToTheAnimator() throws {
        let repl = Self.scene()
        let start = try #require(frame(repl, "a"))
        run(repl, ["gravity a", "a.width == 30"])
        let item = try #require(repl.session.animator.item("a"))
        // Box2D holds positions in Float metres: 1.2 m reads back as 120.00001 points.
        #expect(item.frame.isClose(to: start, tolerance: 1e-4))
        #expect(try #require(frame(repl, "a")).isClose(to: start, tolerance: 1e-4))
        #expect(repl.session.layoutSolution.frames["a"]?.width == 30)
        #expect(repl.execute(":frames").text.contains("animated: centre (40, 120), angle 0 rad"))
        #expect(repl.execute(":explain a").text.contains("are the animator's, not Auto Layout's"))
        #expect(repl.execute(":json").text.contains(#""animated":[{"view":"a","centerX":40,"centerY":120.00001,"angle":0,"awake":true}]"#))
        run(repl, [":simulate 1"])
        let fallen = try #require(frame(repl, "a"))
        #expect(fallen.y > 500)  // no boundary: it fell a second at 1000 points/s²
        run(repl, ["dynamics off"])
        #expect(frame(repl, "a") == repl.session.layoutSolution.frames["a"])
        #expect(repl.session.animator.items.isEmpty)
    }

    /// Removing a collision leaves the gravity on: a keeps falling. Removing the gravity stops
    /// it (UIKit's world has gravity only while a gravity behaviour is in it).
    @Test func removingAnotherBehaviourKeepsTheGravity() throws {
        let repl = Self.scene()
        run(repl, ["gravity a", "collision a,b", "dynamics remove collision", ":simulate 0.5"])
        let fallen = try #require(frame(repl, "a"))
        #expect(fallen.y > 200, "\(fallen)")
        let stopped = Self.scene()
        run(stopped, ["gravity a", "collision a,b", "dynamics remove gravity", ":simulate 0.5"])
        #expect(try #require(frame(stopped, "a")).isClose(to: Frame(x: 20, y: 100, width: 40, height: 40), tolerance: 1e-3))
    }

    /// After undoing a run and its gravity, a different change starts the animator again from
    /// the new behaviours: a collision alone moves nothing, whatever ran before.
    @Test func theAnimatorFollowsAChangeMadeAfterAnUndo() throws {
        let repl = Self.scene()
        run(repl, ["gravity a", ":simulate 0.5", ":undo", ":undo", "collision a,b", ":simulate 0.5"])
        #expect(try #require(frame(repl, "a")).isClose(to: Frame(x: 20, y: 100, width: 40, height: 40), tolerance: 1e-3))
        let fresh = Self.scene()
        run(fresh, ["collision a,b", ":simulate 0.5"])
        #expect(repl.session.animator.items == fresh.session.animator.items)
    }

    /// `:simulate` is one undo step; the saved script rebuilds the animator bit for bit.
    @Test func simulateUndoesAndReplaysExactly() throws {
        let repl = Self.scene()
        run(repl, ["gravity a,b,c", "collision a,b,c bounds", "item b elasticity 0.9", "push c instant magnitude 2 angle pi"])
        let before = repl.session.animator.items
        let reply = repl.execute(":simulate 2")
        #expect(!reply.isError)
        #expect(reply.text.hasPrefix("simulated 2 s (120 frames at 60 Hz) from t = 0 s; still moving at the end"))
        let after = repl.session.animator.items
        #expect(after != before)
        #expect(repl.execute(":undo").isError == false && repl.session.animator.items == before)
        #expect(repl.execute(":redo").isError == false && repl.session.animator.items == after)
        let replay = makeInterpreter()
        run(replay, Array(repl.session.state.script))
        #expect(replay.session.animator.items == after)
        #expect(repl.session.state.script.last == ":simulate 2")
    }

    /// A script loaded with `:load` gives the animator typing it would.
    @Test func loadingAScriptIsTypingIt() throws {
        let lines = [
            "view a 40x40", "H:|-[a]", "V:|-100-[a]", "gravity a", "collision a bounds", ":simulate 1.5", "snap a to 200,200",
            ":simulate 1",
        ]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-\(UUID()).vfl").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = makeInterpreter(), typed = makeInterpreter()
        #expect(loaded.execute(":load \(path)").isError == false)
        run(typed, lines)
        #expect(loaded.session.animator.items == typed.session.animator.items)
        #expect(!typed.session.animator.items.isEmpty)
    }

    /// Removing a view takes it out of the animator; an emptied snap goes with it.
    @Test func removingAViewLeavesTheAnimator() {
        let repl = Self.scene()
        run(repl, ["gravity a,b", "snap c to 100,100", ":simulate 0.5", ":remove c"])
        #expect(repl.session.animator.items.map(\.name) == ["a", "b"])
        #expect(repl.session.state.dynamics.behaviors.map(\.behavior.kind) == [.gravity])
        #expect(repl.execute("dynamics remove gravity a").text.contains("a left the animator"))
        #expect(repl.session.animator.items.map(\.name) == ["b"])
    }

    /// A run that comes to rest says so, and a second run has nothing to do.
    @Test func restingAnimatorSaysSo() {
        let repl = Self.scene()
        run(repl, ["gravity a", "collision a bounds", "item a elasticity 0"])
        let reply = repl.execute(":simulate")
        #expect(reply.text.contains("came to rest (the animator paused) at t = "))
        #expect(reply.text.contains("\na     (40, 54"))
        let again = repl.execute(":simulate")
        #expect(!again.isError && again.text.hasPrefix("the animator is at rest since t = "))
    }

    /// The cookbook's section 2.6 scene: the pair falls and rebounds as one stack, first apexes
    /// 88 and 139 (the note's UIKit figures); the elasticity-1 view goes on bouncing long after.
    @Test func cookbookSceneBouncesAsTheNoteSays() throws {
        let repl = makeInterpreter()
        let path = Corpus.root.appendingPathComponent("Dynamics/cookbook-2.6-elasticity.vfl").path
        #expect(repl.execute(":load \(path)").isError == false)
        let record = try repl.session.simulate(frames: 30 * 60, line: ":simulate 30", keepsSamples: false)
        let top = try #require(record.stories.first { $0.name == "topView" }),
            bottom = try #require(record.stories.first { $0.name == "bottomView" })
        #expect(abs(try #require(top.apexes.first).center.y - 88) < 1)
        #expect(abs(try #require(bottom.apexes.first).center.y - 139) < 1)
        #expect(bottom.apexes.count > top.apexes.count)
        #expect(record.restedAt != nil)
    }

    /// `:play` shows frames on the player it is given and keeps what it played as a `:simulate`.
    @Test func playShowsFramesAndKeepsWhatItPlayed() throws {
        final class Recorder: FramePlayer {
            var frames: [String] = []
            var began = false, ended = false
            func begin() { began = true }
            func show(_ frame: String) { frames.append(frame) }
            var interrupted: Bool { frames.count >= 3 }
            func end() { ended = true }
        }
        let repl = Self.scene()
        let player = Recorder()
        repl.player = player
        run(repl, ["gravity a"])
        let reply = repl.execute(":play 10")
        // Frames that fall a frame behind real time are skipped, so a loaded machine may run a
        // few more than it shows.
        let ran = repl.session.animator.frameCount
        #expect(player.began && player.ended && player.frames.count == 3 && ran >= 3)
        #expect(player.frames[0].hasPrefix("t = "))
        let kept = formatNumber((Double(ran) / 60 * 10_000).rounded() / 10_000)
        #expect(reply.text.hasPrefix("stopped after \(kept) s, kept as :simulate \(kept)"))
        #expect(repl.session.state.script.last == ":simulate \(kept)")
        let replay = makeInterpreter()
        run(replay, Array(repl.session.state.script))
        #expect(replay.session.animator.items == repl.session.animator.items)
    }
}

/// The `Corpus/` folder of this checkout.
enum Corpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")
}
