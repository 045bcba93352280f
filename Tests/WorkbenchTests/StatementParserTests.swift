import AutoLayout
import Testing
import VisualFormat

@testable import Workbench

@Suite struct StatementParserTests {
    func parse(_ line: String) throws(SessionError) -> Statement { try StatementParser.parse(line) }

    func failure(_ line: String) -> SessionError? {
        do {
            _ = try parse(line)
            return nil
        } catch {
            return error
        }
    }

    @Test func views() throws {
        #expect(try parse("view button") == .view(name: "button", parent: nil, content: nil))
        #expect(try parse("  view a in b 100x30") == .view(name: "a", parent: "b", content: .size(width: 100, height: 30)))
        #expect(try parse("view field -x30") == .view(name: "field", parent: nil, content: .size(width: nil, height: 30)))
        #expect(try parse("view ok \"Sign \\\"in\\\"\"") == .view(name: "ok", parent: nil, content: .title("Sign \"in\"")))
        #expect(try parse("view t in root \"Привет\"") == .view(name: "t", parent: "root", content: .title("Привет")))
        let label = ViewProperties(
            hugging: AxisPriorities(LayoutPriority(251)),
            compression: AxisPriorities(horizontal: LayoutPriority(700), vertical: LayoutPriority(750)), baselineOffset: 5.5)
        #expect(
            try parse("view l in b 42x20.5 hugging 251 compression 700,750 baseline 5.5")
                == .view(name: "l", parent: "b", content: .size(width: 42, height: 20.5), properties: label))
        #expect(
            try parse("view l baseline 5.5 compression 700,750 hugging 251")
                == .view(name: "l", parent: nil, content: nil, properties: label))
        #expect(
            try parse("view clip in scroll frame 1,1,480,270 within 482x272 autoresizing flexibleWidth")
                == .frameView(
                    name: "clip", parent: "scroll", frame: Frame(x: 1, y: 1, width: 480, height: 270), mask: .flexibleWidth,
                    within: Size(width: 482, height: 272)))
    }

    /// The view's properties: each once, priorities from 1 to 1000, the word to blame.
    @Test func viewPropertiesFailAtTheWord() {
        for (line, offset, text) in [
            ("view a hugging 1001", 15, "1001 is out of range: hugging priorities H[,V] go from 1 to 1000"),
            ("view a hugging 0,250", 15, "0 is out of range"),
            ("view a hugging 250 hugging 251", 19, "hugging is given twice"),
            ("view a compression", 19, "expected compression resistance priorities"),
            ("view a 10x10 huging 250", 13, "unexpected 'huging'"),
            ("view a baseline x", 16, "expected the baseline's distance"),
            ("view a frame 0,0,1,1 within 10", 28, "expected the superview's size WxH"),
        ] {
            let error = failure(line)
            #expect(error?.offset == offset, "\(line): \(error?.rendered ?? "no error")")
            #expect(error?.rendered.contains(text) == true, "\(line): \(error?.rendered ?? "no error")")
        }
    }

    @Test func otherStatements() throws {
        #expect(try parse("metric gap = 12.5") == .metric(name: "gap", value: 12.5))
        #expect(try parse("metric gap=-4") == .metric(name: "gap", value: -4))
        #expect(try parse("size 568x320") == .size(Size(width: 568, height: 320)))
        #expect(try parse("rotate") == .rotate)
        #expect(try parse("keyboard") == .keyboard(.standard))
        #expect(try parse("keyboard 300") == .keyboard(.height(300)))
        #expect(try parse("keyboard off") == .keyboard(.off))
        #expect(try parse("") == .nothing)
        #expect(try parse("   # a comment") == .nothing)
        #expect(try parse("// also a comment") == .nothing)
    }

    @Test func formatsAndEquations() throws {
        #expect(try parse("H:|-[a]-|") == .format("H:|-[a]-|", at: 0, options: []))
        #expect(try parse("  [a][b]  ") == .format("[a][b]", at: 2, options: []))
        #expect(
            try parse("H:[a]-[b] options: alignAllTop, .alignAllBottom")
                == .format("H:[a]-[b]", at: 0, options: [.alignAllTop, .alignAllBottom]))
        #expect(try parse("a.width == 2 * b.width") == .equation("a.width == 2 * b.width", at: 0))
        // A view named like a keyword is still reachable in an equation.
        #expect(try parse("view.width == 10") == .equation("view.width == 10", at: 0))
    }

    @Test func commands() throws {
        #expect(try parse(":remove 3") == .command("remove", arguments: [Word("3", offset: 8)]))
        #expect(try parse(" :save \"my file.vfl\"") == .command("save", arguments: [Word("my file.vfl", offset: 7, quoted: true)]))
    }

    /// Every mistake names what was expected and points at the column to blame.
    @Test(arguments: [
        ("view", "expected a view name", 5),
        ("view 9lives", "expected a view name", 5),
        ("view a in", "expected the name of the parent view", 10),
        ("view a 100by30", "expected an intrinsic size WxH", 7),
        ("view a 100x-5", "expected a size from 0 to 100000 or - for none, not '-5'", 11),
        ("view a 10x10 extra", "unexpected 'extra'", 13),
        ("view a \"open", "unterminated \"", 7),
        ("metric = 3", "expected a metric name", 7),
        ("metric gap = wide", "expected the metric's value", 13),
        ("size 320", "expected the root's size, e.g. 100x30", 5),
        ("size -x30", "expected a size from 0 to 100000, not '-'", 5),
        ("keyboard tall", "expected a keyboard height, 'on' or 'off'", 9),
        ("rotate 90", "unexpected '90'", 7),
        ("veiw a", "Did you mean 'view'?", 0),
        ("  hello", "expected a statement", 2),
        ("H:[a] options: alignAllTops", "unknown format option 'alignAllTops'. Did you mean 'alignAllTop'?", 15),
        ("H:[a] options:", "expected format options after 'options:'", 14),
        (":", "expected a command after ':'", 1),
    ])
    func errors(line: String, message: String, offset: Int) {
        let error = failure(line)
        #expect(error?.message.contains(message) == true, "\(line): \(error?.message ?? "accepted")")
        #expect(error?.offset == offset, "\(line)")
        #expect(error?.line == line)
    }

    @Test func renderedErrorHasTheLineAndACaret() {
        let error = failure("view a 100by30")
        #expect(
            error?.rendered == """
                error: expected an intrinsic size WxH or a "Title", e.g. 100x30
                  view a 100by30
                         ^
                """)
    }
}
