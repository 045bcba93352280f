import Foundation
import Testing
import WorkbenchTestSupport

@testable import Workbench

@Suite struct CompleterTests {
    let completer: Completer

    init() {
        let repl = makeInterpreter()
        run(repl, ["view button", "view buttonBar", "view label", "metric gap = 8", "metric margin = 20"])
        completer = Completer(session: repl.session)
    }

    /// The candidates for the word that ends at the end of `line` and starts after the last of
    /// libedit's word-break characters (as the line editor is configured).
    func complete(_ line: String) -> [String] {
        let scalars = Array(line.unicodeScalars)
        var start = scalars.count
        while start > 0, !" \t\n[]()|-,=<>@.:;*+\"".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
        return completer.candidates(line: line, wordStart: start, wordEnd: scalars.count)
    }

    @Test func lineStart() {
        #expect(complete("vi") == ["view"])
        #expect(complete("ro") == ["rotate", "root"])
        #expect(complete("").contains(":help") && complete("").contains("H:") && complete("").contains("label"))
    }

    @Test func dynamicsStatements() {
        #expect(complete("grav") == ["gravity"])
        #expect(complete("gravity but") == ["button", "buttonBar"])
        #expect(complete("gravity button,la") == ["label"])
        #expect(complete("gravity button ") == ["magnitude", "angle", "direction"])
        #expect(complete("item label el") == ["elasticity"])
        #expect(complete("item label rotation ") == ["on", "off"])
        #expect(complete("collision label bounds ") == ["insets", "mode"])
        #expect(complete("collision label mode b") == ["boundaries"])
        #expect(complete("push label ") == ["instant", "continuous"])
        #expect(complete("attach label to bu") == ["button", "buttonBar"])
        #expect(complete("dynamics remove g") == ["gravity"])
        #expect(complete(":sim") == ["simulate"])
    }

    @Test func commandsAndTheirArguments() {
        #expect(complete(":he") == ["help"])
        #expect(complete(":re") == ["remove", "undo", "redo", "reset"].filter { $0.hasPrefix("re") })
        #expect(complete(":explain bu") == ["button", "buttonBar"])
        #expect(complete(":mode d") == ["diff", "draw"])
        #expect(complete(":set ext") == ["extensions"])
        #expect(complete(":set extensions s") == ["statements", "spacers"])
        #expect(complete(":device iphone-8") == ["8", "8-plus"])
        #expect(complete(":help key") == ["keyboard"])
    }

    @Test func visualFormatContexts() {
        #expect(complete("H:|-[bu") == ["button", "buttonBar"])
        #expect(complete("H:|-[label]-[") == ["root", "button", "buttonBar", "label"])
        #expect(complete("H:|-[label(") == ["==", ">=", "<=", "gap", "margin", "root", "button", "buttonBar", "label"])
        #expect(complete("H:|-[label(>=ga") == ["gap"])
        #expect(complete("H:|-[label(>=gap@7") == ["750"])
        #expect(complete("H:|-m") == ["margin"])
        #expect(complete("H:[label]-[button] options: alignAllT") == ["alignAllTop", "alignAllTrailing"])
    }

    @Test func equationContexts() {
        #expect(complete("label.ce") == ["centerX", "centerY"])
        #expect(complete("label.centerX == su") == ["superview"])
        #expect(complete("label.width == 2 * button.wi") == ["width"])
        #expect(complete("label.width == 100 @h") == ["high"])
        #expect(complete("view x in la") == ["label"])
    }

    @Test func fileNamesAfterFileCommands() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("complete_" + UUID().uuidString.filter { $0 != "-" })
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["my-layout.vfl", "my-other.vfl", "notes.txt"] {
            try "".write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("mydir"), withIntermediateDirectories: true)
        // `-` splits libedit's words: the candidates continue the part after it.
        #expect(complete(":load \(dir.path)/my-") == ["layout.vfl", "other.vfl"])
        // `/` does not split words: the candidates are whole paths.
        #expect(complete(":save \(dir.path)/my") == ["my-layout.vfl", "my-other.vfl", "mydir/"].map { "\(dir.path)/\($0)" })
        #expect(complete(":svg \(dir.path)/no") == ["\(dir.path)/notes.txt"])
    }

    /// Today's vocabulary is offered where its iOS has it: margins and guides after a dot,
    /// the new statements' words.
    @Test func modernVocabularyByIOSVersion() {
        let repl = makeInterpreter()
        run(repl, [":set ios 11", "view label"])
        let completer = Completer(session: repl.session)
        func complete(_ line: String) -> [String] {
            let scalars = Array(line.unicodeScalars)
            var start = scalars.count
            while start > 0, !" \t\n[]()|-,=<>@.:;*+\"".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
            return completer.candidates(line: line, wordStart: start, wordEnd: scalars.count)
        }
        #expect(complete("label.lead") == ["leading", "leadingMargin"])
        #expect(complete("label.top == root.saf") == ["safeAreaLayoutGuide"])
        #expect(!complete("label.top == root.").contains("keyboardLayoutGuide"))  // iOS 15
        #expect(complete("stack s axis ") == ["horizontal", "vertical"])
        #expect(complete("stack s alignment first") == ["firstBaseline"])
        #expect(complete("margins ") == ["root", "label"])
        #expect(complete("guide g ") == ["in"])
        #expect(complete("view f frame 1,2,3,4 autoresizing flexibleW") == ["flexibleWidth"])
        #expect(complete(":set io") == ["ios"])
        #expect(complete(":device iphone-16-pro") == ["pro", "pro-max"])  // the editor's word starts after the dash
    }
}
