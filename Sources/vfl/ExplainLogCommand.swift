import ArgumentParser
import Foundation
import Rendering
import TextSupport
import Workbench

/// `vfl explain-log`: read every Apple unsatisfiable-constraints log in the file (or standard
/// input), rebuild and solve each, and explain it. Exit 0 when a log was found, 1 when none.
struct ExplainLog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain-log",
        abstract: "Explain Apple's \"Unable to simultaneously satisfy constraints\" logs: rebuilt, solved, with fixes.",
        discussion: """
            Reads any paste: timestamps, several logs, iOS 7 to today and macOS. Lines it cannot read are listed with a caret; the rest is read. The SVG and the drawing picture the first log that conflicts, its conflict's views marked. In the REPL: :log FILE, :paste.

            Examples:
              vfl explain-log console.txt
              pbpaste | vfl explain-log -
              vfl explain-log --json --svg conflict.svg console.txt
            """)

    @Argument(help: "The paste (- reads standard input).")
    var file: String

    @Flag(help: "JSON for tools (docs/console-logs.md).")
    var json = false

    @Option(help: "Write the first conflicting log as an SVG picture.")
    var svg: String?

    @Flag(help: "Draw the first conflicting log in the terminal.")
    var draw = false

    @Flag(name: .customLong("no-margins"), help: "Take margin attributes as the edges themselves (no margins of 8).")
    var noMargins = false

    func run() throws {
        let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file)
        guard let data else { throw FileError(message: "cannot read \(file)") }
        let report = ConsoleLogReport(String(decoding: data, as: UTF8.self), margins: noMargins ? 0 : 8)
        print(json ? report.json.text : report.text)
        if draw, !json, let index = report.primaryLog { print(report.drawing(ofLog: index, color: isatty(1) != 0)) }
        if let svg, let index = report.primaryLog {
            do {
                try report.svg(ofLog: index).write(toFile: svg, atomically: true, encoding: .utf8)
            } catch {
                throw FileError(message: "cannot write \(svg): \(error.localizedDescription)")
            }
        }
        if report.paste.logs.isEmpty { throw ExitCode(1) }
    }
}
