import Foundation
import Workbench

/// `vfl explain-log [--json] [--svg FILE] [--draw] [--no-margins] FILE|-`: read every Apple
/// unsatisfiable-constraints log in the file (or standard input), rebuild and solve each, and
/// explain it (text for people, or the JSON of README.md). The SVG, and the terminal drawing
/// with `--draw`, picture the first log that conflicts, its conflict's views marked. Exit 0
/// when something was read, 1 when the paste holds no log, 2 for usage mistakes.
func explainLogCommand(_ arguments: ArraySlice<String>) throws -> Int32 {
    var json = false, draw = false, margins = 8.0
    var svgPath: String?, file: String?
    var rest = arguments
    while let argument = rest.popFirst() {
        switch argument {
        case "--json": json = true
        case "--no-margins": margins = 0
        case "--draw": draw = true
        case "--svg":
            guard let path = rest.popFirst() else { throw UsageError(message: "--svg needs a FILE") }
            svgPath = path
        case let option where option.hasPrefix("--"):
            throw UsageError(message: "unknown option \(option) (explain-log takes --json, --svg FILE, --draw, --no-margins)")
        default:
            guard file == nil else { throw UsageError(message: "explain-log takes one FILE (or - for standard input)") }
            file = argument
        }
    }
    guard let file else { throw UsageError(message: "explain-log needs a FILE (or - for standard input)") }
    let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file)
    guard let data else {
        printError("vfl: cannot read \(file)")
        return 1
    }
    let report = ConsoleLogReport(String(decoding: data, as: UTF8.self), margins: margins)
    print(json ? report.json.text : report.text)
    if draw, !json, let index = report.primaryLog { print(report.drawing(ofLog: index, color: isatty(1) != 0)) }
    if let svgPath, let index = report.primaryLog {
        do {
            try report.svg(ofLog: index).write(toFile: svgPath, atomically: true, encoding: .utf8)
        } catch {
            printError("vfl: cannot write \(svgPath): \(error.localizedDescription)")
            return 1
        }
    }
    return report.paste.logs.isEmpty ? 1 : 0
}
