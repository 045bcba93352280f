import Foundation
import Testing

/// The command line itself (swift-argument-parser): per-command help with examples, the
/// version, shell completion scripts, and usage mistakes as one line with exit status 2.
@Suite struct CommandLineTests {
    let vfl = VFLBinary.built()

    @Test func helpPerCommand() throws {
        let vfl = try #require(vfl)
        for command in [["run"], ["solve"], ["profile"], ["parse"], ["explain-log"], ["bench", "scale"], ["bench", "lcf"], ["repl"]] {
            let r = try vfl.run(command + ["--help"])
            #expect(r.status == 0, "\(command)")
            #expect(r.stdout.contains("USAGE: vfl \(command.joined(separator: " "))"), "\(command)")
        }
        #expect(try vfl.run(["parse", "--help"]).stdout.contains("Examples:\n  vfl parse --views a,b \"H:|-[a]-[b(==a)]-|\""))
        let top = try vfl.run(["--help"])
        #expect(top.status == 0 && top.stdout.contains("SUBCOMMANDS:") && top.stdout.contains("explain-log"))
        #expect(try vfl.run(["help", "solve"]).stdout.contains("USAGE: vfl solve"))
    }

    @Test func versionAndCompletion() throws {
        let vfl = try #require(vfl)
        let version = try vfl.run(["--version"])
        #expect(version.status == 0 && version.stdout.split(separator: ".").count == 3)
        for shell in ["bash", "zsh", "fish"] {
            let script = try vfl.run(["--generate-completion-script", shell])
            #expect(script.status == 0 && script.stdout.contains("explain-log") && script.stdout.contains("no-timing"), "\(shell)")
        }
    }

    @Test func usageMistakesAreOneLine() throws {
        let vfl = try #require(vfl)
        let cases: [([String], String)] = [
            (["--colour"], "vfl: Unknown option '--colour'. Did you mean '--color'? (see 'vfl --help')"),
            (["run"], "vfl: Missing expected argument '<file>' (see 'vfl run --help')"),
            (
                ["bench", "scale", "--workloads", "nope"],
                "vfl: unknown workload nope (grid, chain, nested, seeds, longRow, deep, collection, movingTree, removal, stack, nestedStacks, classic, apple, stacks) (see 'vfl bench scale --help')"
            ),
            (["solve", "x.vfl", "--mode", "loud"], "vfl: The value 'loud' is invalid for '--mode <mode>'"),
        ]
        for (arguments, expected) in cases {
            let r = try vfl.run(arguments, input: "")
            #expect(r.status == 2, "\(arguments)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(arguments): \(r.stderr)")
            #expect(r.stderr.hasPrefix(expected), "\(arguments): \(r.stderr)")
        }
    }
}
