import Foundation
import LineEditor
import Workbench

/// Options shared by the REPL, `vfl run` and `vfl solve`.
struct SessionOptions {
    var settings = OutputSettings()
    var bail = false
    var colorChoice = "auto"
    var file: String?

    /// Read the options of a session command; `takesFile` for `run` and `solve`.
    init(_ arguments: ArraySlice<String>, takesFile: Bool) throws {
        var rest = arguments
        settings.columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
        settings.rows = max((Int(ProcessInfo.processInfo.environment["LINES"] ?? "") ?? 40) - 4, 12)
        while let argument = rest.popFirst() {
            func value() throws -> String {
                guard let v = rest.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
                return v
            }
            switch argument {
            case "--bail": bail = true
            case "--echo": settings.echo = true
            case "--no-timing": settings.timing = false
            case "--json": settings.mode = .json
            case "--mode":
                let name = try value()
                guard let mode = OutputMode(rawValue: name) else {
                    throw UsageError(message: "unknown mode \(name); modes: \(OutputMode.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                settings.mode = mode
            case "--color", "--color=auto", "--color=always", "--color=never":
                colorChoice = argument.hasPrefix("--color=") ? String(argument.dropFirst(8)) : try value()
                guard ["auto", "always", "never"].contains(colorChoice) else {
                    throw UsageError(message: "--color takes auto, always or never")
                }
            case "-": 
                guard takesFile, file == nil else { throw UsageError(message: "unexpected -") }
                file = "-"
            case let option where option.hasPrefix("-"):
                throw UsageError(message: "unknown option \(option)")
            default:
                guard takesFile, file == nil else { throw UsageError(message: "unexpected argument \(argument)") }
                file = argument
            }
        }
        if takesFile, file == nil { throw UsageError(message: "which FILE? (- reads standard input)") }
    }

    /// Colour when asked, or on a terminal without `NO_COLOR` (https://no-color.org).
    func color(terminal: Bool) -> Bool {
        switch colorChoice {
        case "always": true
        case "never": false
        default: terminal && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        }
    }
}

/// libedit (or plain lines) as the interpreter's line source.
final class EditorLines: LineSource {
    let editor: LineEditor
    init(_ editor: LineEditor) { self.editor = editor }

    func readLine(prompt: String) -> LineInput {
        switch editor.read(prompt: prompt) {
        case let .line(text): .line(text)
        case .interrupted: .interrupted
        case .end: .end
        }
    }

    func remember(_ statement: String) { editor.addToHistory(statement) }
}

/// Write a reply: errors to standard error unless someone is at the terminal.
func write(_ reply: Interpreter.Reply, interactive: Bool) {
    if reply.isError, !interactive {
        printError(reply.text)
    } else {
        print(reply.text)
    }
    fflush(nil)
}

/// Where the REPL keeps history: `$XDG_STATE_HOME/vfl/history`, else `~/.vfl_history`.
func historyPath() -> String? {
    let env = ProcessInfo.processInfo.environment
    if let state = env["XDG_STATE_HOME"], !state.isEmpty {
        let directory = state + "/vfl"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory + "/history"
    }
    return env["HOME"].map { $0 + "/.vfl_history" }
}

/// `vfl [OPTIONS]`: the REPL on a terminal; plain line reading from a pipe.
func replCommand(_ arguments: ArraySlice<String>) throws -> Int32 {
    let options = try SessionOptions(arguments, takesFile: false)
    let interpreter = Interpreter(settings: options.settings)
    let editor = LineEditor(historyFile: historyPath()) { [completer = Completer(session: interpreter.session)] line, start, end in
        completer.candidates(line: line, wordStart: start, wordEnd: end)
    }
    interpreter.bail = options.bail
    interpreter.settings.color = options.color(terminal: editor.isInteractive)
    if let size = editor.terminalSize {
        interpreter.settings.columns = size.columns
        interpreter.settings.rows = max(size.rows - 4, 12)
    }
    if editor.isInteractive {
        print("vfl — the constraint workbench. Type views, VFL and equations; :help for help, Ctrl-D to leave.")
    } else {
        interpreter.sourceName = "stdin"
    }
    let ending = interpreter.run(EditorLines(editor)) { write($0, interactive: editor.isInteractive) }
    return ending == .bailed ? 1 : 0
}

/// `vfl run FILE|- [OPTIONS]`: a session script, printing what the REPL would; exit 1 when a
/// line failed (`--bail`: stop at the first).
func runCommand(_ arguments: ArraySlice<String>) throws -> Int32 {
    let options = try SessionOptions(arguments, takesFile: true)
    let interpreter = Interpreter(settings: options.settings)
    interpreter.bail = options.bail
    interpreter.settings.color = options.color(terminal: isatty(1) != 0)
    let lines = try scriptLines(options.file ?? "-")
    interpreter.sourceName = options.file == "-" ? "stdin" : options.file
    _ = interpreter.run(lines) { write($0, interactive: false) }
    return interpreter.errors.isEmpty ? 0 : 1
}

/// `vfl solve FILE|- [--json]`: run a script quietly, then print the frames (or the session's
/// JSON, errors included); exit 1 when a line failed.
func solveCommand(_ arguments: ArraySlice<String>) throws -> Int32 {
    let options = try SessionOptions(arguments, takesFile: true)
    let json = options.settings.mode == .json
    let interpreter = try runQuietly(options, label: "vfl solve") { _ in !json }
    if json {
        print(SessionJSON.session(interpreter.session, errors: interpreter.errors).text)
    } else {
        print(interpreter.execute(":frames").text)
        let warnings = interpreter.execute(":check").text
        if warnings != "no conflicts, no ambiguity" { print(warnings) }
    }
    return interpreter.errors.isEmpty ? 0 : 1
}

/// `vfl profile FILE|-`: run a script quietly, then print what each line cost (`:profile all`:
/// time, solver work, the costliest constraints); failed lines go to standard error, exit 1.
func profileCommand(_ arguments: ArraySlice<String>) throws -> Int32 {
    let options = try SessionOptions(arguments, takesFile: true)
    let interpreter = try runQuietly(options, label: "vfl profile") { $0.isError }
    print(interpreter.execute(":profile all").text)
    return interpreter.errors.isEmpty ? 0 : 1
}

/// Run the script `options` name in quiet mode, with a progress line on a terminal, printing
/// the replies `show` picks; the interpreter afterwards, for the report.
func runQuietly(_ options: SessionOptions, label: String, show: (Interpreter.Reply) -> Bool) throws -> Interpreter {
    var settings = options.settings
    settings.mode = .quiet
    let interpreter = Interpreter(settings: settings)
    interpreter.bail = options.bail
    interpreter.sourceName = options.file == "-" ? "stdin" : options.file
    let progress = Progress()
    let lines = CountedLines(try scriptLines(options.file ?? "-"), progress: progress, label: label)
    _ = interpreter.run(lines) { reply in
        guard show(reply) else { return }
        progress.clear()
        write(reply, interactive: false)
    }
    progress.clear()
    return interpreter
}

/// The lines of FILE (or standard input for `-`).
func scriptLines(_ path: String) throws -> LineSource {
    if path == "-" { return ScriptedLines(stdinLines()) }
    guard let data = FileManager.default.contents(atPath: path) else {
        throw FileError(message: "cannot read \(path)")
    }
    return ScriptedLines(String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    })
}

func stdinLines() -> [String] {
    var lines: [String] = []
    while let line = Swift.readLine(strippingNewline: true) { lines.append(line) }
    return lines
}

/// A file that cannot be read: exit status 1.
struct FileError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
