import Foundation
import Testing
import WorkbenchTestSupport

@testable import Workbench

@Suite struct ProfileTests {
    static let script = [
        "view a", "view b", "H:|-[a(==b)]-[b]-|", "V:|-[a(==40)]-[b(==a)]", ":frames", "rotate", "a.height == 2 * b.height @750",
        "H:|-[nope]-|",
    ]

    @Test func recordsEveryLineThatChangedTheLayout() {
        let repl = makeInterpreter()
        run(repl, ProfileTests.script)
        // `:frames` and the failed line changed nothing, so they are not profiled.
        #expect(repl.profile.map(\.kind) == [.views, .views, .constraints, .constraints, .resize, .constraints])
        #expect(
            repl.profile.map(\.text) == [
                "view a", "view b", "H:|-[a(==b)]-[b]-|", "V:|-[a(==40)]-[b(==a)]", "rotate",
                "a.height == 2 * b.height @750",
            ])
        // Adding constraints substitutes rows; a rotation only moves row constants.
        #expect(repl.profile[2].work.rowUpdates > 0)
        #expect(repl.profile[4].work.constantShifts > 0 && repl.profile[4].work.rowUpdates == 0)
    }

    @Test func workCountsAreTheSameOnEveryRun() {
        func counts() -> [[Int]] {
            let repl = makeInterpreter()
            run(repl, ProfileTests.script)
            return repl.profile.map { [$0.work.pivots, $0.work.dualPivots, $0.work.rowUpdates, $0.work.constantShifts] }
        }
        #expect(counts() == counts())
    }

    @Test func profileCommandReports() {
        let repl = makeInterpreter()
        #expect(repl.execute(":profile").text.hasPrefix("nothing to profile yet"))
        run(repl, ProfileTests.script)
        let text = repl.execute(":profile").text
        #expect(text.hasPrefix("line  kind"))
        #expect(text.contains("rotate"))
        #expect(text.contains("adding constraints: 3 lines"))
        #expect(text.contains("resizes and rotations (edit re-solves): 1 line"))
        #expect(text.contains("costliest constraints to add"))
        #expect(text.contains("tableau now:"))
        let wrong = repl.execute(":profile everything")
        #expect(wrong.isError && wrong.text.contains("usage: :profile [all]"))
    }

    @Test func profileShowsTheLastLinesUnlessAll() {
        let repl = makeInterpreter()
        for i in 0..<40 { _ = repl.execute("view v\(i)") }
        #expect(repl.execute(":profile").text.hasPrefix("… 10 earlier lines"))
        #expect(repl.execute(":profile all").text.hasPrefix("line  kind"))
    }
}
