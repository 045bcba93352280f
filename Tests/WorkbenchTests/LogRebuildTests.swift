import AutoLayout
import Foundation
import Rendering
import Testing
import WorkbenchTestSupport

@testable import Workbench

/// Real logs loaded into a session with the constructs behind their entries (issue 29, part 7),
/// then solved by the session's own engine: it must break what Apple broke and give the
/// frames Apple's recovery gives. Logs from `Corpus/ConsoleLogs/` (each names its source).
@Suite struct LogRebuildTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/ConsoleLogs")

    func load(_ file: String) -> Interpreter {
        let repl = makeInterpreter(mode: .quiet)
        let reply = repl.execute(":log " + LogRebuildTests.corpus.appendingPathComponent(file).path)
        #expect(!reply.isError, "\(reply.text)")
        return repl
    }

    /// The constraint the session broke, as its equation.
    func broken(_ repl: Interpreter) -> String? {
        guard case let .constraint(_, c)? = repl.session.solution.conflicts.first?.broken else { return nil }
        return c.description
    }

    /// The identifiers of the constraints the first conflict holds.
    func conflictIdentifiers(_ repl: Interpreter) -> Set<String> {
        Set(
            (repl.session.solution.conflicts.first?.conflicting ?? []).compactMap {
                if case let .constraint(_, c) = $0 { c.identifier } else { nil }
            })
    }

    /// braintree_ios#237: Apple broke `BTUICardHint.width == BTUIVisaVectorArtView.width + 1`
    /// and kept the hidden view's `UISV-hiding` width of 0. So does the session: the stack's
    /// hidden view is 0 wide.
    @Test func aHiddenStackViewKeepsItsZeroWidthAsInApplesRecovery() throws {
        let repl = load("006-braintree-uisv-hiding-vfl.log")
        #expect(broken(repl) == "BTUICardHint.width == BTUIVisaVectorArtView.width + 1")
        #expect(conflictIdentifiers(repl).contains("UISV-hiding"))
        #expect(frame(repl, "BTUICardHint")?.width == 0)
        #expect(repl.session.state.stacks["Stack1"]?.view.hidden == ["BTUICardHint"])
    }

    /// "Nested UIStackViews Broken Constraints": the inner stack hidden in a vertical stack
    /// cannot hold its label, the 8-point spacing and its button in a height of 0. The session's
    /// conflict is made of the stacks' own constraints, as Apple's list is.
    @Test func aHiddenNestedStackConflictsWithItsOwnSpacing() throws {
        let repl = load("054-nested-stackviews-hiding-spacing.log")
        #expect(conflictIdentifiers(repl).isSuperset(of: ["UISV-hiding", "UISV-spacing", "UISV-canvas-connection"]))
        #expect(frame(repl, "StackView")?.height == 0)
    }

    /// firefox-ios: Apple broke the app's pin to the safe area's bottom and kept the
    /// autoresizing mask's pin to the superview's; the session does the same, and the
    /// collection view fills the root.
    @Test func aSafeAreaPinLosesToTheAutoresizingMask() throws {
        let repl = load("015-firefox-safe-area-autoresizing-vfl.log")
        #expect(broken(repl) == "FxCollectionView.bottom == root.safeAreaLayoutGuide.bottom")
        #expect(frame(repl, "FxCollectionView") == Frame(x: 0, y: 0, width: 320, height: 568))
        #expect(repl.session.solution.guides["root.safeAreaLayoutGuide"]?.height == 548)
    }

    /// instabug: Apple broke the label's bottom pin against the autoresized superview's height.
    @Test func anAutoresizedSuperviewKeepsItsHeight() throws {
        let repl = load("032-instabug-apostrophe-newline-in-title.log")
        #expect(broken(repl) == "AllSaintsDayN01No.bottom == Superview.bottom - 2")
    }

    /// Every log of the corpus loads; what `:save` writes loads again to the same frames.
    @Test func everyLogLoadsAndItsScriptRoundTrips() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: LogRebuildTests.corpus.path).filter { $0.hasSuffix(".log") }
            .sorted()
        #expect(files.count >= 70)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-rebuild-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            // (Logs with no entry the reader can rebuild have nothing to load: CorpusTests lists them.)
            let text = try String(contentsOf: LogRebuildTests.corpus.appendingPathComponent(file), encoding: .utf8)
            guard ConsoleLogReport(text).primaryLog != nil else { continue }
            let repl = load(file)
            let script = folder.appendingPathComponent(file + ".vfl").path
            #expect(!repl.execute(":save " + script).isError, "\(file)")
            let again = makeInterpreter(mode: .quiet)
            let reply = again.execute(":load " + script)
            #expect(!reply.isError, "\(file): \(reply.text)")
            #expect(again.session.solution.frames.dictionary == repl.session.solution.frames.dictionary, "\(file)")
        }
    }

    /// `:set additional-safe-area` adds to the root's safe area from iOS 11; a bad value is a
    /// positioned error that leaves the session as it was.
    @Test func additionalSafeAreaInsets() throws {
        let repl = makeInterpreter(mode: .quiet)
        for line in [
            ":set ios 11", ":device iphone-15", ":set additional-safe-area 10,0,20,0", "view a", "a.top == root.safeAreaLayoutGuide.top",
        ] {
            #expect(!repl.execute(line).isError, "\(line)")
        }
        // iPhone 15 portrait: 59 at the top, 34 at the bottom (shared/notes/modern-autolayout.md §2.3).
        #expect(repl.session.solution.guides["root.safeAreaLayoutGuide"] == Frame(x: 0, y: 69, width: 393, height: 852 - 69 - 54))
        #expect(frame(repl, "a")?.y == 69)
        let before = repl.session.state
        let bad = repl.execute(":set additional-safe-area 1,2,x,4")
        #expect(bad.isError)
        #expect(bad.text.contains("expected the insets TOP,LEFT,BOTTOM,RIGHT"))
        #expect(bad.text.contains("^"))
        #expect(repl.session.state == before)
    }
}
