import Diagnostics
import Testing

@Suite struct DiagnosticTests {
    /// The did-you-mean and the advice are sentences of their own after the message.
    @Test func textAddsTheFixItAndTheAdviceAsSentences() {
        let line = ":frmaes"
        let fix = FixIt.closest(to: "frmaes", at: 1, in: ["frames", "draw"], prefix: ":")
        #expect(fix == FixIt(range: 1..<7, replacement: "frames", shown: ":frames"))
        let d = Diagnostic(
            "unknownCommand", "unknown command ':frmaes'", line: line, range: 1..<7, fixIt: fix, advice: ":help lists the commands")
        #expect(d.text == "unknown command ':frmaes'. Did you mean ':frames'? :help lists the commands")
        let closed = Diagnostic("unknownView", "b is not a key in the views dictionary.", line: "H:|-[b]-|", range: 5..<6)
        #expect(closed.text == "b is not a key in the views dictionary.")
        #expect(Diagnostic("x", "no view named a", line: "", range: nil, advice: "see :help").text == "no view named a. see :help")
    }

    @Test func renderedShowsTheLineAndACaretUnderTheRange() {
        let d = Diagnostic(
            "unknownView", "b is not a key in the views dictionary.", line: "H:|-[b]-|", range: 5..<6,
            fixIt: FixIt(range: 5..<6, replacement: "a"))
        #expect(d.rendered == "error: b is not a key in the views dictionary. Did you mean 'a'?\n  H:|-[b]-|\n       ^")
        #expect(Diagnostic("usage", "usage: :load FILE", line: ":load", range: nil).rendered == "error: usage: :load FILE")
        // Past the end the caret stops at the end.
        #expect(Diagnostic.caretLine(under: 99, in: "ab") == "  ^")
        #expect(Diagnostic.caretLine(under: -3, in: "ab") == "^")
    }

    @Test func shiftingMovesRangeAndFixIt() {
        let d = Diagnostic("unknownView", "m", line: "[buton]", range: 1..<6, fixIt: FixIt(range: 1..<6, replacement: "button"))
        let moved = d.shifted(by: 4, into: "    [buton]")
        #expect(moved.range == 5..<10)
        #expect(moved.fixIt?.range == 5..<10)
        #expect(moved.line == "    [buton]")
    }

    @Test func jsonCarriesKindRangeAndFixIt() {
        let d = Diagnostic(
            "unknownView", "buton is not a key in the views dictionary.", line: "H:[buton]", range: 3..<8,
            fixIt: FixIt(range: 3..<8, replacement: "button"))
        #expect(
            d.json(line: 2).text
                == #"{"line":2,"message":"buton is not a key in the views dictionary. Did you mean 'button'?","offset":3,"kind":"unknownView","range":{"start":3,"end":8},"fixIt":{"range":{"start":3,"end":8},"replacement":"button"}}"#
        )
        #expect(
            Diagnostic("usage", "u", line: "", range: nil).json(line: 1).text
                == #"{"line":1,"message":"u","offset":null,"kind":"usage","range":null,"fixIt":null}"#)
    }
}
