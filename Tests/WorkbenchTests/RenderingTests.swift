import AutoLayout
import Testing
import WorkbenchTestSupport

@testable import Rendering
@testable import Workbench

@Suite struct RenderingTests {
    @Test func drawingNestsBoxesWithNames() {
        let repl = makeInterpreter()
        run(
            repl,
            [
                "size 200x100", "view card", "view ok in card", "H:|-20-[card]-20-|", "V:|-20-[card]-20-|",
                "H:|-20-[ok(==80)]", "V:|-20-[ok(==20)]",
            ])
        let drawing = TerminalDrawing(columns: 41, rows: 40).draw(
            repl.session.solution, hierarchy: repl.session.state.layout.hierarchy)
        #expect(
            drawing == """
                ┌root───────────────────────────────────┐
                │                                       │
                │   ┌card───────────────────────────┐   │
                │   │                               │   │
                │   │   ┌ok─────────────┐           │   │
                │   │   │               │           │   │
                │   │   └───────────────┘           │   │
                │   │                               │   │
                │   └───────────────────────────────┘   │
                │                                       │
                └───────────────────────────────────────┘
                root 200x100, 1 column = 5 pt, 1 row = 10 pt
                """)
    }

    @Test func drawingFitsTheTerminalAndMarksAmbiguityAndTheKeyboard() {
        let repl = makeInterpreter()
        run(repl, ["view loose 100x100", "keyboard"])
        let text = TerminalDrawing(columns: 80, rows: 20, color: false).draw(
            repl.session.solution, hierarchy: repl.session.state.layout.hierarchy,
            ambiguous: Set(repl.session.ambiguities.map(\.view)), keyboard: Interpreter.keyboardCoverage(repl.session)?.keyboard)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 21)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(text.contains("┌loose?"))
        #expect(text.contains("│ keyboard ░"))
        let colored = TerminalDrawing(columns: 80, rows: 20, color: true).draw(
            repl.session.solution, hierarchy: repl.session.state.layout.hierarchy)
        #expect(colored.contains("\u{1B}[33m┌\u{1B}[0m\u{1B}[1;33mloose\u{1B}[0m"))
    }

    /// Frames far outside the root, or not numbers at all, are clipped, never a trap.
    @Test func drawingSurvivesWildFrames() {
        for size in [(1e11, 1e11), (0.001, 5000), (320, 568)] {
            let repl = makeInterpreter()
            run(repl, ["view a", "view b", "a.width == 1e11", "a.left == root.left - 1e11", "b.height == 0.0001", "H:|[b]"])
            run(repl, ["size \(size.0)x\(size.1)"])
            let text = TerminalDrawing(columns: 60, rows: 20).draw(repl.session.solution, hierarchy: repl.session.state.layout.hierarchy)
            #expect(text.split(separator: "\n").dropLast().allSatisfy { (line: Substring) in line.count <= 60 })
        }
        #expect(TerminalDrawing().draw(makeInterpreter().session.solution, hierarchy: ViewHierarchy()).contains("┌root"))
    }

    @Test func sessionJSON() {
        let repl = makeInterpreter()
        run(
            repl,
            [
                "view box in root 50x40", "view inner in box", "H:|-[box]", "V:|-[box]", "H:|[inner]|", "V:|[inner]|",
                "box.width == 60", "box.width == 70", "keyboard 560", "view free", "H:[free(10)]", "V:[free(10)]",
            ])
        _ = repl.execute("H:[zz]")
        let json = SessionJSON.session(repl.session, errors: repl.errors).text
        #expect(
            json == """
                {"root":{"width":320,"height":568},\
                "frames":{"box":{"x":20,"y":20,"width":60,"height":40,"parent":"root"},\
                "inner":{"x":0,"y":0,"width":60,"height":40,"parent":"box"},\
                "free":{"x":0,"y":0,"width":10,"height":10,"parent":"root"}},\
                "conflicts":[{"constraint":8,"broken":"#8 box.width == 70","conflicting":["#8 box.width == 70","#7 box.width == 60"],\
                "reason":"it is required and contradicts required constraints added before it",\
                "alternatives":[{"drop":8,"frames":{},"stillBroken":[]},\
                {"drop":7,"frames":{"box":{"x":20,"y":20,"width":70,"height":40},"inner":{"x":0,"y":0,"width":70,"height":40}},"stillBroken":[]}]}],\
                "ambiguous":[{"view":"free","attributes":["left","top"]}],\
                "keyboard":{"frame":{"x":0,"y":8,"width":320,"height":560},"intersection":{"x":0,"y":8,"width":320,"height":560},\
                "bottomInset":560,"covers":["box","inner","free"]},"animated":[],\
                "errors":[{"line":0,"message":"zz is not a key in the views dictionary.","offset":5,\
                "kind":"unknownView","range":{"start":3,"end":5},"fixIt":null}]}
                """)
    }

    @Test func svgHasARectanglePerView() {
        let repl = makeInterpreter()
        run(repl, ["view a <b>", "view a 10x10"])
        let svg = repl.svgText()
        // The root with a 28-point margin around it, and a caption and legend below.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420\" height=\"680\""))
        #expect(svg.components(separatedBy: "<rect").count == 4)  // the background, the root, a
        #expect(svg.contains("stroke=\"#e08a00\" stroke-dasharray"))  // a is ambiguous
        #expect(svg.contains(">portrait 320x568</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }
}

/// Pictures of big layouts stay readable: constraints are left out above the limit, and the
/// caption says so; long names are cut to their box with the full name in a tooltip.
@Suite struct PictureLimitsTests {
    @Test func bigLayoutsLeaveConstraintsOut() {
        let repl = makeInterpreter(mode: .quiet)
        for i in 0..<160 { _ = repl.execute("view v\(i)") }
        _ = repl.execute("H:|-[v0]-|")
        let svg = repl.svgText()
        #expect(svg.contains("constraints not drawn above 150 views"))
        #expect(!svg.contains("<line"))
    }

    @Test func namesNeverSpill() {
        #expect(SVGRenderer.fitted("textFieldConfirmEmail", suffix: "", width: 60) == "textFiel…")
        #expect(SVGRenderer.fitted("a", suffix: "?", width: 60) == "a?")
        #expect(SVGRenderer.fitted("button", suffix: "", width: 8) == nil)
        let repl = makeInterpreter(mode: .quiet)
        _ = repl.execute("view averyveryverylongname 30x20")
        _ = repl.execute("H:|[averyveryverylongname]")
        let svg = repl.svgText()
        // 30 points wide: room for three characters, the ambiguity mark kept.
        #expect(svg.contains("<title>averyveryverylongname</title>a…?</text>"))
    }
}
