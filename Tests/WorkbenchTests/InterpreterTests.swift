import AutoLayout
import Foundation
import Testing
import UIKitFacts
import WorkbenchTestSupport

@testable import Workbench

@Suite struct InterpreterTests {
    /// Seeds 3.1: a button centred in its superview, portrait then landscape.
    @Test func centeredButtonLiveOutput() {
        let repl = makeInterpreter()
        let replies = run(
            repl, ["view button 46x30", "button.centerX == superview.centerX", "button.centerY == superview.centerY", "rotate"])
        #expect(replies.map(\.isError) == [false, false, false, false])
        #expect(
            replies[1].text == """
                +1 constraint (#1)
                  button  (0, 0, 46x30)  →  (137, 0, 46x30)
                warning: button is ambiguous: top (try V:|-[button] or button.centerY == root.centerY)
                """)
        #expect(replies[2].text == "+1 constraint (#2)\n  button  (137, 0, 46x30)  →  (137, 269, 46x30)")
        #expect(
            replies[3].text == """
                rotated to 568x320 (landscape)
                  root    (0, 0, 320x568)    →  (0, 0, 568x320)
                  button  (137, 269, 46x30)  →  (261, 145, 46x30)
                """)
    }

    /// Only what moved is listed; a line that moves nothing prints its status line alone.
    @Test func diffListsOnlyChangedFrames() {
        let repl = makeInterpreter()
        run(repl, ["view a", "H:|-[a]-|", "V:|-[a(==50)]"])
        let replies = run(repl, ["view b 10x10 ", "metric gap = 5"])
        #expect(replies[0].text.hasPrefix("view b in root (10x10)\n  b  new    (0, 0, 10x10)\n"))
        #expect(replies[1].text == "metric gap = 5")
    }

    /// A failed line prints the line with a caret and leaves the session exactly as it was.
    @Test(arguments: [
        "H:|-[nope]-|", "H:|-[a]-(", "view a", "view b in nowhere", "a.width == c.width", "a.left == 20",
        ":remove 99", ":remove ghost", ":remove root", ":undo now", ":frmaes", ":mode fancy", ":set extensions wat",
        ":load /nonexistent/file.vfl", ":device iphone-99", "size 10", "keyboard tall", ":set color maybe",
        "H:[a]-[b] options: alignAllLeft", "V:[a]-[b] options: alignAllTop",
    ])
    func failedLineChangesNothing(line: String) {
        let repl = makeInterpreter()
        run(repl, ["view a", "view b 20x20", "H:|-[a]-[b]-|", "metric m = 3"])
        let state = repl.session.state, solution = repl.session.solution, depth = repl.session.undoDepth
        let reply = repl.execute(line)
        #expect(reply.isError, "\(line) was accepted")
        #expect(reply.text.hasPrefix("error: "))
        #expect(repl.session.state == state)
        #expect(repl.session.solution == solution)
        #expect(repl.session.undoDepth == depth)
        #expect(repl.errors.count == 1)
    }

    @Test func errorsShowTheLineAndACaretUnderTheColumn() {
        let repl = makeInterpreter()
        run(repl, ["view button"])
        #expect(
            repl.execute("  H:|-[buton]-|").text == """
                error: buton is not a key in the views dictionary. Did you mean 'button'?
                    H:|-[buton]-|
                              ^
                """)
        #expect(
            repl.execute(":frmaes").text == """
                error: unknown command ':frmaes'. Did you mean ':frames'? :help lists the commands
                  :frmaes
                   ^
                """)
        repl.sourceName = "script.vfl"
        #expect(repl.execute("view 1", line: 7).text.hasPrefix("script.vfl:7: error: expected a view name"))
    }

    @Test func undoAndRedoWalkThroughStates() {
        let repl = makeInterpreter()
        var states = [repl.session.state]
        for line in ["view a", "H:|-[a]-|", "V:|[a(==40)]", ":remove 2", "rotate"] {
            #expect(!repl.execute(line).isError)
            states.append(repl.session.state)
        }
        for expected in states.dropLast().reversed() {
            #expect(!repl.execute(":undo").isError)
            #expect(repl.session.state == expected)
        }
        #expect(repl.execute(":undo").text.contains("nothing to undo"))
        #expect(!repl.execute(":redo").isError)
        #expect(repl.session.state == states[1])
        // A new change forgets what could have been redone.
        run(repl, ["view z"])
        #expect(repl.execute(":redo").isError)
        #expect(repl.session.solution == LayoutEngine().solve(repl.session.state.layout))
    }

    /// An unsatisfiable required constraint is broken with Apple's explanation; removing its
    /// rival brings it back.
    @Test func conflictsAreReportedAndRecover() {
        let repl = makeInterpreter()
        run(repl, ["view a", "H:|[a]", "V:|[a(==10)]", "a.width == 100"])
        let reply = repl.execute("a.width == 200")
        #expect(reply.text.contains("warning: unable to satisfy all required constraints; broke #5 a.width == 200"))
        #expect(reply.text.contains("    #4 a.width == 100"))
        #expect(reply.text.contains(":remove 5 drops it"))
        #expect(frame(repl, "a")?.width == 100)
        #expect(repl.execute(":constraints").text.contains("BROKEN"))
        run(repl, [":remove 4"])
        #expect(frame(repl, "a")?.width == 200)
        #expect(repl.session.solution.conflicts.isEmpty)
    }

    @Test func promptTurnsRedWhileUnsatisfiable() {
        let repl = makeInterpreter()
        repl.settings.color = true
        #expect(repl.prompt.contains("1;32m"))
        run(repl, ["view a", "a.width == 1", "a.width == 2"])
        #expect(repl.prompt.contains("1;31m"))
        #expect(repl.prompt.hasPrefix("\u{1}\u{1B}[") && repl.prompt.contains("\u{2}"))
    }

    /// The screen's size is required (UIView-Encapsulated-Layout-Width/Height): a layout wider
    /// than the screen is a conflict, the later constraint breaks, the root keeps its size.
    @Test func aLayoutWiderThanTheScreenIsAConflict() {
        let repl = makeInterpreter()
        repl.settings.color = true
        let reply = run(repl, ["view a", "H:|-[a]-(>=20)-|", "H:[a(400)]"]).last
        let text = reply?.text ?? ""
        #expect(text.contains("broke #3 a.width == 400"))
        #expect(text.contains("root.width == 320 'UIView-Encapsulated-Layout-Width' (the screen's size)"))
        #expect(text.contains("#1 a.leading == root.leading + standard"))
        #expect(text.contains("#2 root.trailing >= a.trailing + 20"))
        #expect(repl.prompt.contains("1;31m"))
        #expect(repl.session.solution.rootSize == Size(width: 320, height: 568))
        repl.settings.color = false
        #expect(repl.execute(":check").text.contains("broke #3 a.width == 400"))
        // Wide enough in landscape: the constraint holds there, and breaks again in portrait.
        #expect(!repl.execute("rotate").text.contains("broke"))
        #expect(repl.session.solution.conflicts.isEmpty)
        #expect(repl.session.solution.frames["a"]?.width == 400)
        #expect(repl.execute("rotate").text.contains("broke #3 a.width == 400"))
    }

    /// Soft constraints cannot gang up on the screen either.
    @Test func softConstraintsNeverResizeTheRoot() {
        let repl = makeInterpreter()
        _ = run(repl, ["view a", "H:|[a]|"] + Array(repeating: "a.width == 400 @999", count: 11))
        #expect(repl.session.solution.rootSize == Size(width: 320, height: 568))
        #expect(repl.session.solution.frames["a"]?.width == 320)
        #expect(repl.session.solution.conflicts.isEmpty)
    }

    /// Sizes are never negative: a lone negative width is a conflict naming the implicit rule.
    @Test func aNegativeWidthIsAConflict() {
        let repl = makeInterpreter()
        let text = run(repl, ["view a", "a.width == -16"]).last?.text ?? ""
        #expect(text.contains("broke #1 a.width == -16"))
        #expect(text.contains("a.width >= 0 (implicit: sizes are never negative)"))
        #expect(repl.session.solution.frames["a"]?.width == 0)
    }

    @Test func ambiguityWarningsNameAttributesAndHint() {
        let repl = makeInterpreter()
        let reply = repl.execute("view a")
        #expect(reply.text.hasSuffix("warning: a is ambiguous: left, top, width, height (try H:|-[a]-|; V:|-[a]-|)"))
        let bounded = run(repl, ["H:|[a(==10)]", "V:|[a(==10)]", "view b", "H:|[b(==10)]", "V:|-(>=0)-[b(==10)]-(>=0)-|"]).last
        #expect(bounded?.text.contains("b is ambiguous: top 0…558") == true)
        #expect(repl.execute(":exercise b").text.contains("  b  (0, "))
        #expect(repl.execute(":exercise a").text == "a is not ambiguous: its frame is determined")
    }

    /// Big layouts leave the per-line ambiguity check out; :check (and JSON) run it on demand.
    @Test func ambiguityCheckIsOnDemandAboveTheLimit() {
        let repl = makeInterpreter()
        repl.session.ambiguityCheckLimit = 2
        run(repl, ["view a"])
        let reply = repl.execute("view b")
        #expect(reply.text == "view b in root · ambiguity not checked above 2 views (:check runs it)\n  b  new    (0, 0, 0x0)")
        #expect(!repl.session.ambiguityChecked)
        #expect(repl.execute(":check").text.contains("b is ambiguous: left, top, width, height"))
        #expect(repl.session.ambiguityChecked)
    }

    /// The keyboard of the seeds' last section: what it covers, CGRectIntersection with the
    /// root, and the scroll view's bottom inset; it follows rotation.
    @Test func keyboardCoverage() {
        let repl = makeInterpreter()
        run(repl, ["view email", "view password", "H:|-[email]-|", "H:|-[password]-|", "V:[email(==30)]-[password(==30)]-20-|"])
        let shown = repl.execute("keyboard")
        #expect(
            shown.text == """
                keyboard 216 points high
                keyboard: covers email, password; root ∩ keyboard (0, 352, 320x216); scroll view bottom inset 216
                """)
        let rotated = repl.execute("rotate")
        #expect(rotated.text.contains("keyboard: covers email, password; root ∩ keyboard (0, 158, 568x162); scroll view bottom inset 162"))
        #expect(repl.execute("keyboard 30").text.contains("keyboard: covers password; root ∩ keyboard (0, 290, 568x30)"))
        #expect(repl.execute("keyboard off").text == "keyboard hidden")
        #expect(repl.execute(":frames").text.contains("under the keyboard") == false)
    }

    @Test func titledViewsAreSizedByTheirText() {
        let repl = makeInterpreter()
        run(repl, ["view ok \"OK\"", "view register \"Register\"", "H:|-[ok]-[register] options: alignAllBaseline", "V:|-[ok]"])
        #expect(frame(repl, "ok") == Frame(x: 20, y: 20, width: 22, height: 30))
        #expect(frame(repl, "register") == Frame(x: 50, y: 20, width: 56, height: 30))
        // A new title resizes the view.
        run(repl, ["view ok \"Okay then\""])
        #expect(frame(repl, "ok")?.width == TitleMetrics.intrinsicSize(of: "Okay then").width)
        #expect(repl.execute("view ok in register").text.contains("cannot move to another parent"))
    }

    @Test func createViewsOnFirstUseIsOptInAndScripted() {
        let repl = makeInterpreter()
        #expect(repl.execute("H:|-[a]-[b]-|").isError)
        run(repl, [":set create-views on"])
        #expect(repl.execute("H:|-[a]-[b(==a)]-|").text.hasPrefix("views a, b created; +4 constraints (#1 #2 #3 #4)"))
        #expect(repl.session.state.script == [":set create-views on", "view a", "view b", "H:|-[a]-[b(==a)]-|"])
        #expect(frame(repl, "b")?.width == 136)
    }

    /// `:save` writes a script that `:load` (and `vfl run`) turns back into the same session.
    @Test func saveThenLoadRebuildsTheSession() throws {
        let repl = makeInterpreter()
        run(
            repl,
            [
                ":set extensions all", "view a in root 10x20", "view b in a \"Title\"", "metric gap = 12",
                "H:|-gap-[a]-gap-| // comment", "V:|-[a]-|; H:|[b]|", "b.centerY == superview.centerY @750",
                ":remove 1", ":device iphone-8 landscape", "keyboard on", "H:[b(<=a)]", ":set direction rtl",
            ])
        #expect(repl.errors.isEmpty, "\(repl.errors)")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID()).vfl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(repl.execute(":save \(path)").text == "wrote \(path)")
        let fresh = makeInterpreter()
        let loaded = fresh.execute(":load \(path)")
        #expect(!loaded.isError, "\(loaded.text)")
        #expect(loaded.text.hasPrefix("loaded \(path): 12 statements"))
        #expect(fresh.session.state.layout == repl.session.state.layout)
        #expect(fresh.session.state.keyboard == repl.session.state.keyboard)
        #expect(fresh.session.solution == repl.session.solution)
        // Loading is one step.
        #expect(!fresh.execute(":undo").isError)
        #expect(fresh.session.state == SessionState())
    }

    /// A script saved with CRLF line endings (a Windows editor) loads line by line, like its LF
    /// twin: as Swift Characters `"\r\n"` is one grapheme, and splitting on `"\n"` used to keep
    /// the whole file in one line.
    @Test func crlfScriptLoadsLikeItsLFTwin() throws {
        let script = "view a in root 10x20\nview b in a \"Title\"\nH:|-[a]-|\nV:|-[a]-\\\n|\nb.centerY == a.centerY\n"
        var sessions: [SessionState] = []
        for text in [script, script.replacingOccurrences(of: "\n", with: "\r\n")] {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("crlf-\(UUID()).vfl").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let repl = makeInterpreter()
            let reply = repl.execute(":load \(path)")
            #expect(reply.text.hasPrefix("loaded \(path): 5 statements"), "\(reply.text)")
            sessions.append(repl.session.state)
        }
        #expect(sessions[0] == sessions[1])
    }

    @Test func loadIsAllOrNothing() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).vfl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "view a\n:frames\nH:|-[a]-\\\n[zz]\n".write(toFile: path, atomically: true, encoding: .utf8)
        let repl = makeInterpreter()
        let reply = repl.execute(":load \(path)")
        #expect(
            reply.text == """
                error: \(path):3: zz is not a key in the views dictionary. (nothing was loaded)
                  H:|-[a]-[zz]
                             ^
                """)
        #expect(repl.session.state == SessionState())
    }

    @Test func modes() {
        let repl = makeInterpreter()
        run(repl, [":mode table"])
        #expect(
            repl.execute("view a 10x10").text == """
                view a in root (10x10)
                view  in    x  y  width  height
                root  -     0  0    320     568
                a     root  0  0     10      10  ambiguous: left, top
                warning: a is ambiguous: left, top (try H:|-[a] or a.centerX == root.centerX; V:|-[a] or a.centerY == root.centerY)
                """)
        run(repl, [":mode draw"])
        #expect(repl.execute("H:|-[a]").text.contains("┌root"))
        run(repl, [":mode quiet"])
        #expect(repl.execute("V:|-[a]").text == "")
        #expect(repl.execute("V:|-[zz]").isError)
        run(repl, [":mode json"])
        let json = repl.execute("view b").text
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((object?["frames"] as? [String: Any])?.keys.sorted() == ["a", "b"])
        let error = repl.execute("view b in zz").text
        #expect(error.hasPrefix("{\"error\":{\"line\":"))
        #expect(repl.execute(":mode").text.contains("* json"))
    }

    @Test func explainAView() {
        let repl = makeInterpreter()
        run(repl, ["view a \"Go\"", "H:|-[a]", "V:|-[a]", "keyboard 600"])
        #expect(
            repl.execute(":explain a").text == """
                a in root: frame (20, 20, 21x30)
                  intrinsic size (21x30) hugging 250/250, compression resistance 750/750, baseline 9 above the bottom
                  constraints:
                    #1 a.leading == root.leading + standard
                    #2 a.top == root.top + standard
                  not ambiguous: left, top, width and height are the same in every optimal layout
                  under the keyboard: (20, 20, 21x30) (root coordinates)
                """)
        #expect(repl.execute(":explain 1").text.contains("written H:|-[a]"))
        #expect(repl.execute(":explain 9").isError)
    }

    /// The tie: two equal priorities pulling apart leave the width ambiguous, and
    /// :explain says what that means.
    @Test func ambiguityIncludesTiesBetweenEqualPriorities() {
        let repl = makeInterpreter()
        run(repl, ["view b", "H:|[b]", "V:|[b(10)]", "b.width <= 50 @300", "b.width >= 100 @300"])
        let text = repl.execute(":explain b").text
        #expect(text.contains("b is ambiguous: width 50…100"))
        #expect(text.contains("equally\n   good for the others, ties between equal priorities included; :help ambiguity"))
        #expect(repl.execute(":help ambiguity").text.contains("b.width >= 100 @300, every width from 50 to 100 costs the same"))
    }

    /// :fit measures what the screen's size otherwise decides.
    @Test func fitMeasuresTheSizeTheConstraintsWant() {
        let repl = makeInterpreter()
        run(repl, ["view a", "H:|-[a(==100)]-|", "V:|-[a(30)]-|"])
        let text = repl.execute(":fit").text
        #expect(text.contains("smallest 140x70"))
        #expect(text.contains("largest  140x70"))
        #expect(text.contains("the screen gives 320x568"))
        #expect(repl.execute(":fit a").text.contains("smallest 100x30"))
        #expect(repl.execute(":fit nope").isError)
    }

    @Test func helpListsEveryCommandAndTopic() {
        let repl = makeInterpreter()
        let help = repl.execute(":help").text
        for command in Interpreter.commands { #expect(help.contains(":\(command.name)")) }
        for topic in Help.topics { #expect(!repl.execute(":help \(topic.name)").text.hasPrefix("no help")) }
        #expect(repl.execute(":help undo").text.hasPrefix(":undo"))
        #expect(repl.execute(":quit").quit)
        #expect(repl.execute(":q").quit)
    }
}

/// Apple's console logs in the REPL: `:log FILE` and `:paste` load the rebuilt layout as one
/// undo step, an ordinary session afterwards.
@Suite struct ConsoleLogCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/ConsoleLogs")

    @Test func logLoadsTheRebuiltLayout() {
        let repl = makeInterpreter()
        _ = repl.execute("view mine")
        let reply = repl.execute(":log " + ConsoleLogCommandTests.corpus.appendingPathComponent("001-colo-encapsulated-44-names.log").path)
        #expect(!reply.isError)
        #expect(
            reply.text.contains("0 + 0 + 100 = 100, but TableViewCellContentView.height must be == 44 (UIView-Encapsulated-Layout-Height)"))
        #expect(reply.text.contains("loaded log 1 of 1: 2 views, 4 equations"))
        #expect(reply.text.contains("broke #4 TableViewCellContentView.bottom == View.bottom"))
        #expect(repl.session.state.layout.hierarchy.names == ["root", "TableViewCellContentView", "View"])
        #expect(repl.session.state.script.first == "view TableViewCellContentView")
        // An ordinary session: drop a constraint, undo back to before the log.
        #expect(repl.execute(":remove 3").text.contains("removed constraint #3"))
        #expect(repl.session.solution.conflicts.isEmpty)
        _ = repl.execute(":undo")
        _ = repl.execute(":undo")
        #expect(repl.session.state.layout.hierarchy.names == ["root", "mine"])
        #expect(repl.execute(":log /nonexistent.log").isError)
    }

    @Test func pasteEndsAtAnEmptyLineOnceTheLogIsComplete() {
        let repl = makeInterpreter()
        #expect(repl.execute(":paste").text.hasPrefix("paste Apple's log"))
        #expect(repl.prompt == "paste> ")
        let lines = ExplanationLog.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines { #expect(repl.execute(line).text.isEmpty, "no reply while pasting: \(line)") }
        #expect(repl.pasteBuffer != nil)  // the log's own blank lines did not end it
        #expect(
            repl.execute(
                "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
            ).text.isEmpty)
        let reply = repl.execute("")
        #expect(repl.pasteBuffer == nil)
        #expect(reply.text.contains("loaded log 1 of 1: 2 views, 4 equations"))
        #expect(repl.session.solution.conflicts.count == 1)
    }

    /// A log cut off before Apple's "Will attempt to recover" is never complete: two empty
    /// lines in a row end the paste, and so does the end of input (Ctrl-D), after which the
    /// REPL reads on.
    @Test func twoEmptyLinesOrTheEndOfInputEndAPasteOfACutOffLog() {
        let lines = ExplanationLog.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cut = Array(lines.prefix { !$0.hasPrefix("Will attempt") })
        let repl = makeInterpreter()
        _ = repl.execute(":paste")
        for line in cut { _ = repl.execute(line) }
        #expect(repl.pasteBuffer != nil)
        #expect(repl.execute("").text.contains("loaded log 1 of 1: 2 views, 4 equations"))
        #expect(repl.pasteBuffer == nil)

        let piped = makeInterpreter()
        var replies: [Interpreter.Reply] = []
        let input = [LineInput.line(":paste")] + cut.map(LineInput.line) + [.end, .line(":metrics"), .end]
        let ending = piped.run(ScriptedLines(inputs: input)) { replies.append($0) }
        #expect(ending == .endOfInput)
        #expect(replies.contains { $0.text.contains("loaded log 1 of 1") })
        #expect(replies.last?.text == "no metrics (metric NAME = NUMBER adds one)")
        #expect(piped.session.state.layout.hierarchy.views.count == 3)
    }
}

/// A log typed the way Xcode prints it (iOS 13+), for the paste test.
enum ExplanationLog {
    static let text = """
        2020-01-02 10:00:00.000000+0100 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x600000a1 UILabel:0x7f01'Title'.leading == UIView:0x7f02.leading + 20   (active)>",
            "<NSLayoutConstraint:0x600000a2 UILabel:0x7f01'Title'.width == 300   (active)>",
            "<NSLayoutConstraint:0x600000a3 UIView:0x7f02.trailing == UILabel:0x7f01'Title'.trailing + 20   (active)>",
            "<NSLayoutConstraint:0x600000a4 'UIView-Encapsulated-Layout-Width' UIView:0x7f02.width == 320   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000a2 UILabel:0x7f01'Title'.width == 300   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        """
}
