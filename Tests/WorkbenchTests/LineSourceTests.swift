import Testing
import WorkbenchTestSupport

@testable import Workbench

/// The read loop: continuation lines, Ctrl-C, history, --bail, echo.
@Suite struct LineSourceTests {
    @Test func continuationLinesMakeOneStatementRecalledWhole() {
        let repl = makeInterpreter()
        let source = ScriptedLines(["view a", "view b", "H:|-[a]-\\", "[b]-|", "view c"])
        var replies: [Interpreter.Reply] = []
        #expect(repl.run(source) { replies.append($0) } == .endOfInput)
        #expect(source.remembered == ["view a", "view b", "H:|-[a]-[b]-|", "view c"])
        #expect(source.prompts == ["vfl> ", "vfl> ", "vfl> ", "...> ", "vfl> ", "vfl> "])
        #expect(repl.session.state.layout.constraints.count == 3)
        #expect(repl.lineNumber == 5)
    }

    @Test func interruptDropsTheHalfTypedStatement() {
        let repl = makeInterpreter()
        let source = ScriptedLines(inputs: [.line("view a\\"), .interrupted, .line("view b")])
        _ = repl.run(source) { _ in }
        #expect(repl.session.state.layout.hierarchy.names == ["root", "b"])
    }

    @Test func bailStopsAtTheFirstError() {
        let repl = makeInterpreter()
        repl.bail = true
        repl.sourceName = "stdin"
        var replies: [Interpreter.Reply] = []
        let ending = repl.run(ScriptedLines(["view a", "", "H:[zz]", "view b"])) { replies.append($0) }
        #expect(ending == .bailed)
        #expect(replies.last?.text.hasPrefix("stdin:3: error: zz is not a key") == true)
        #expect(repl.session.state.layout.hierarchy.contains("b") == false)
    }

    @Test func quitEndsTheRunAndEchoShowsStatements() {
        let repl = makeInterpreter(mode: .quiet)
        repl.settings.echo = true
        var texts: [String] = []
        #expect(repl.run(ScriptedLines(["view a", ":quit", "view b"])) { texts.append($0.text) } == .quit)
        #expect(texts == ["vfl> view a", "vfl> :quit"])
    }
}
