import Foundation
import Testing
import WorkbenchTestSupport

@testable import Workbench

/// The command table, `:help`, completion and `:load`'s rules all come from the catalog of
/// command types; a diagnostic's kind, range and fix-it reach JSON.
@Suite struct CommandCatalogTests {
    @Test func namesAndAliasesAreUniqueAndEveryCommandIsInHelpWithItsUsage() {
        let catalog = CommandCatalog.standard
        let names = catalog.allNames
        #expect(Set(names).count == names.count)
        let help = Help.text(topic: nil, commands: catalog)
        for command in catalog.commands {
            #expect(help.contains(":\(command.name) \(command.usage)".trimmingCharacters(in: .whitespaces)))
            #expect(Help.text(topic: command.name, commands: catalog).hasPrefix(":\(command.name) \(command.usage)"))
        }
        #expect(catalog.command(named: "q")?.name == "quit")
        #expect(catalog.command(named: "?")?.name == "help")
    }

    @Test func loadRefusesWhatHasNoMeaningInAScriptAndSkipsWhatOnlyShows() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID()).vfl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let repl = makeInterpreter()
        for command in CommandCatalog.standard.commands where command.inScripts == .refused {
            try ":\(command.name)\n".write(toFile: path, atomically: true, encoding: .utf8)
            let reply = repl.execute(":load \(path)")
            #expect(reply.isError)
            #expect(reply.text.contains(":\(command.name) cannot be used in a loaded file"))
        }
        _ = repl.execute(":set timing on")
        try "view a\n:frames\n:device iphone-8\n:set timing off\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(repl.execute(":load \(path)").text.hasPrefix("loaded \(path): 2 statements"))
        #expect(Array(repl.session.state.script) == ["view a", ":device iphone-8"])
        #expect(repl.settings.timing)  // a script changes the session, not how the REPL shows it
    }

    @Test func aCommandNotInTheCatalogIsUnknownWithACloseName() {
        let repl = makeInterpreter()
        let reply = repl.execute(":frmaes")
        #expect(reply.text.hasPrefix("error: unknown command ':frmaes'. Did you mean ':frames'? :help lists the commands"))
        #expect(repl.execute(":stress").text.hasPrefix("error: unknown command ':stress'"))  // Stress adds it
        #expect(!Completer(session: repl.session).candidates(line: ":", wordStart: 1, wordEnd: 1).contains("stress"))
    }

    @Test func jsonErrorsCarryKindRangeAndFixIt() {
        let repl = makeInterpreter(mode: .json)
        _ = repl.execute("view button")
        let reply = repl.execute("H:|-[buton]-|")
        #expect(reply.isError)
        #expect(
            reply.text
                == #"{"error":{"line":0,"message":"buton is not a key in the views dictionary. Did you mean 'button'?","offset":10,"kind":"unknownView","range":{"start":5,"end":10},"fixIt":{"range":{"start":5,"end":10},"replacement":"button"}}}"#
        )
        let command = repl.execute(":remve 3")
        #expect(
            command.text.contains(
                #""kind":"unknownCommand","range":{"start":1,"end":6},"fixIt":{"range":{"start":1,"end":6},"replacement":"remove"}"#))
    }
}
