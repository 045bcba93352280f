import ArgumentParser
import Foundation
import TextSupport

/// `vfl`, the constraint workbench's command line: the REPL when no subcommand is given, and
/// one subcommand per job (`run`, `solve`, `profile`, `parse`, `explain-log`, `bench …`), each
/// with its own `--help`. Shell completion: `vfl --generate-completion-script bash|zsh|fish`.
@main
struct VFL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl",
        abstract: "The constraint workbench: Auto Layout views, Apple's Visual Format Language and equations, solved as you type.",
        discussion: """
            With no subcommand, vfl opens the REPL (libedit on a terminal, plain lines from a pipe). Inside it, :help lists the session language and the commands.

            Examples:
              vfl                                   the REPL
              vfl open Main.storyboard --scene Login  the REPL on a storyboard's scene
              vfl run layout.vfl                    what the REPL would print for a script
              vfl solve layout.vfl --json           the frames, conflicts and ambiguity as JSON
              vfl parse --views a,b "H:|-[a]-[b]-|"  one format's constraints
              vfl explain-log console.txt           Apple's "Unable to simultaneously satisfy constraints" log, explained
              vfl bench scale --workloads grid      how the cost grows
            """,
        version: VFL.version,
        subcommands: [
            Repl.self, Open.self, Run.self, Solve.self, Check.self, Simulate.self, Stress.self, Profile.self, Parse.self, ExplainLog.self,
            Bench.self,
        ],
        defaultSubcommand: Repl.self)

    static let version = "0.7.0"

    /// Parse, run, and turn every mistake into one line: usage mistakes exit 2 (`vfl: …`, with
    /// where to read more), `--help`, `--version` and completion scripts print and exit 0, a
    /// command's own failure exits with its status.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let e as FileError {
            printError("vfl: \(e.message)")
            Foundation.exit(1)
        } catch let e as UsageError {
            printError("vfl: \(e.message) (see 'vfl \(e.command) --help')")
            Foundation.exit(2)
        } catch {
            if exitCode(for: error) == .validationFailure {
                let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
                printError("vfl: \(first) (see '\(helpCommand())')")
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// The help that explains the subcommand being typed: `vfl bench scale --help`, or `vfl --help`.
private func helpCommand() -> String {
    var words = ["vfl"]
    var command: ParsableCommand.Type = VFL.self
    for argument in CommandLine.arguments.dropFirst() where !argument.hasPrefix("-") {
        guard let sub = command.configuration.subcommands.first(where: { $0._commandName == argument }) else { break }
        words.append(argument)
        command = sub
    }
    return (words + ["--help"]).joined(separator: " ")
}

/// Write a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// A command-line mistake found after parsing: one line, exit status 2.
struct UsageError: Error {
    let message: String
    /// The subcommand whose help explains the fix (`parse`, `bench scale`).
    var command = ""
}
