import Foundation
import Testing

/// `vfl` on a pipe, `vfl run` and `vfl solve`: sessions as scripts.
@Suite struct SessionCommandTests {
    let vfl = VFLBinary.built()

    static let script = """
        # the seeds' centred button, then a rotation
        view button "Button"
        button.centerX == superview.centerX
        button.centerY == superview.centerY
        rotate
        """

    func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID()).vfl").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Piped input: no prompt, no colour, the same live output, exit 0.
    @Test func pipedREPL() throws {
        let vfl = try #require(vfl)
        let r = try vfl.run(["--no-timing"], input: SessionCommandTests.script + "\n")
        #expect(r.status == 0)
        #expect(!r.stdout.contains("vfl>") && !r.stdout.contains("\u{1B}["))
        #expect(r.stdout.contains("+1 constraint (#2)\n  button  (138, 0, 44x30)  →  (138, 269, 44x30)\n"))
        #expect(r.stdout.hasSuffix("  button  (138, 269, 44x30)  →  (262, 145, 44x30)\n"))
        #expect(r.stderr.isEmpty)
    }

    /// Errors go to standard error with the line number; --bail stops there with status 1.
    @Test func pipedErrorsAndBail() throws {
        let vfl = try #require(vfl)
        let input = "view a\nH:|-[b]-|\nview c\n"
        let plain = try vfl.run(["--no-timing"], input: input)
        #expect(plain.status == 0)
        #expect(plain.stderr == "stdin:2: error: b is not a key in the views dictionary. Did you mean 'a'?\n  H:|-[b]-|\n        ^\n")
        #expect(plain.stdout.contains("view c in root"))
        let bailed = try vfl.run(["--bail", "--no-timing"], input: input)
        #expect(bailed.status == 1)
        #expect(!bailed.stdout.contains("view c"))
    }

    @Test func profilePrintsWhatEachLineCost() throws {
        let vfl = try #require(vfl)
        let path = try temporaryFile(SessionCommandTests.script + "\nH:|-[nope]-|\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try vfl.run(["profile", path])
        #expect(first.status == 1)
        #expect(first.stderr.contains("nope"))
        #expect(first.stdout.hasPrefix("line  kind"))
        #expect(first.stdout.contains("resizes and rotations (edit re-solves)"))
        // The work columns (pivots, dual, row ops, shifts) are the same on every run.
        func work(_ out: String) -> [String] {
            out.split(separator: "\n").filter { $0.first == " " && $0.contains("  ") }.map {
                $0.split(separator: " ").dropFirst(5).prefix(4).joined(separator: " ")
            }
        }
        #expect(work(first.stdout) == work(try vfl.run(["profile", path]).stdout))
        #expect(!work(first.stdout).isEmpty)
    }

    @Test func runPrintsWhatTheREPLWould() throws {
        let vfl = try #require(vfl)
        let path = try temporaryFile(SessionCommandTests.script)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try vfl.run(["run", path, "--no-timing", "--echo"])
        let piped = try vfl.run(["--no-timing", "--echo"], input: SessionCommandTests.script)
        #expect(run.status == 0)
        #expect(run.stdout == piped.stdout)
        #expect(
            run.stdout.hasPrefix(
                "vfl> # the seeds' centred button, then a rotation\nvfl> view button \"Button\"\nview button in root (44x30)\n"))
        let failing = try temporaryFile("view a\nview a\n")
        defer { try? FileManager.default.removeItem(atPath: failing) }
        let r = try vfl.run(["run", failing])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("\(failing):2: error: a view named a already exists"))
        #expect(try vfl.run(["run", "/nonexistent.vfl"]).status == 1)
        #expect(try vfl.run(["run"]).status == 2)
    }

    @Test func solveJSON() throws {
        let vfl = try #require(vfl)
        let r = try vfl.run(["solve", "-", "--json"], input: SessionCommandTests.script + "\nview loose\nH:[zz]\n")
        #expect(r.status == 1)
        #expect(
            r.stdout == """
                {"root":{"width":568,"height":320},"frames":{"button":{"x":262,"y":145,"width":44,"height":30,"parent":"root"},\
                "loose":{"x":0,"y":0,"width":0,"height":0,"parent":"root"}},"conflicts":[],\
                "ambiguous":[{"view":"loose","attributes":["left","top","width","height"]}],"keyboard":null,"animated":[],\
                "errors":[{"line":7,"message":"zz is not a key in the views dictionary.","offset":5,\
                "kind":"unknownView","range":{"start":3,"end":5},"fixIt":null}]}

                """)
        let table = try vfl.run(["solve", "-"], input: SessionCommandTests.script)
        #expect(table.status == 0)
        #expect(
            table.stdout == """
                view    in      x    y  width  height
                root    -       0    0    568     320
                button  root  262  145     44      30

                """)
    }

    /// The issue's example: a row wider than the 320-point screen is a conflict in the JSON, with
    /// the screen's size named as UIKit names it and what else could give way.
    @Test func solveJSONReportsALayoutWiderThanTheScreen() throws {
        let vfl = try #require(vfl)
        let r = try vfl.run(["solve", "-", "--json"], input: "view a\nH:|-[a(==100)]-|\nV:|-[a(==30)]\n")
        #expect(r.status == 0)
        #expect(
            r.stdout.hasPrefix(
                ##"{"root":{"width":320,"height":568},"frames":{"a":{"x":20,"y":20,"width":100,"height":30,"parent":"root"}},"conflicts":[{"constraint":3,"broken":"#3 root.trailing == a.trailing + standard","##
            ))
        #expect(r.stdout.contains(#""root.width == 320 'UIView-Encapsulated-Layout-Width' (the screen's size)""#))
        #expect(
            r.stdout.contains(
                #""alternatives":[{"drop":3,"frames":{},"stillBroken":[]},{"drop":1,"frames":{"a":{"x":200,"y":20,"width":100,"height":30}},"stillBroken":[]},{"drop":2,"frames":{"a":{"x":20,"y":20,"width":280,"height":30}},"stillBroken":[]}]"#
            ))
        let negative = try vfl.run(["solve", "-", "--json"], input: "view a\na.width == -16\n")
        #expect(negative.stdout.contains(##""conflicting":["#1 a.width == -16","a.width >= 0 (implicit: sizes are never negative)"]"##))
    }

    /// Colour only when asked for or on a terminal, never with NO_COLOR.
    @Test func colour() throws {
        let vfl = try #require(vfl)
        #expect(try vfl.run(["--color", "always"], input: "view a\n").stdout.contains("\u{1B}["))
        // An explicit choice wins over NO_COLOR, as https://no-color.org asks; on a terminal
        // NO_COLOR turns colour off (the tmux test checks that).
        #expect(try vfl.run(["--color=always"], input: "view a\n", environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}["))
        #expect(try !vfl.run([], input: "view a\n").stdout.contains("\u{1B}["))
        #expect(try vfl.run(["--colour"], input: "").status == 2)
    }
}

/// `vfl explain-log`: text, JSON and SVG for a paste of Apple's logs.
@Suite struct ExplainLogCommandTests {
    let vfl = VFLBinary.built()
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/ConsoleLogs")

    @Test func jsonContract() throws {
        let vfl = try #require(vfl)
        let file = ExplainLogCommandTests.corpus.appendingPathComponent("001-colo-encapsulated-44-names.log").path
        let r = try vfl.run(["explain-log", "--json", file])
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let log = try #require((object["logs"] as? [[String: Any]])?.first)
        #expect(log["platform"] as? String == "iOS" && log["line"] as? Int == 7 && log["conflict"] as? Bool == true)
        #expect(log["minimal"] as? [Int] == [1, 2, 3, 4] && log["appleBroke"] as? Int == 4)
        let constraints = try #require(log["constraints"] as? [[String: Any]])
        #expect(
            constraints.map { $0["equation"] as? String } == [
                "TableViewCellContentView.height == 44", "View.top == TableViewCellContentView.top",
                "View.height == 100", "TableViewCellContentView.bottom == View.bottom",
            ])
        #expect(constraints.map { $0["origin"] as? String } == ["encapsulated", "app", "app", "app"])
        #expect(constraints[3]["broken"] as? Bool == true && constraints[0]["line"] as? Int == 10)
        let fixes = try #require(log["fixes"] as? [[String: Any]])
        #expect(fixes.first?["drop"] as? Int == 4)
        #expect((fixes.first?["frames"] as? [String: Any])?["View"] != nil)
        #expect((object["unread"] as? [Any])?.isEmpty == true)
    }

    @Test func textSVGAndUnread() throws {
        let vfl = try #require(vfl)
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID()).svg").path
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let file = ExplainLogCommandTests.corpus.appendingPathComponent("045-ios7-blank-lines-empty-midY-rhs.log").path
        let r = try vfl.run(["explain-log", "--svg", svg, file])
        #expect(r.status == 0)
        #expect(r.stdout.contains("could not read this: expected a view"))
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg"))
        let stdin = try vfl.run(["explain-log", "-"], input: "no log here\n")
        #expect(stdin.status == 1 && stdin.stdout.contains("no Auto Layout constraint log found"))
        #expect(try vfl.run(["explain-log"]).status == 2)
    }
}
