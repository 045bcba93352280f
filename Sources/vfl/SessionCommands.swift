import ArgumentParser
import AutoLayout
import Foundation
import LineEditor
import Stress
import TextSupport
import Workbench

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

/// `vfl [OPTIONS]` or `vfl repl`: the REPL on a terminal; plain line reading from a pipe.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The REPL: type views, VFL and equations, see the frames solved after every line.",
        discussion: """
            On a terminal: libedit (history in $XDG_STATE_HOME/vfl/history or ~/.vfl_history, Tab completion, Ctrl-R, ~/.editrc). From a pipe: plain lines, errors to standard error as stdin:LINE: error: …; --bail stops at the first with status 1. :help inside.

            Examples:
              vfl
              printf 'view a\nH:|-[a]-|\n' | vfl --no-timing
            """)

    @OptionGroup var options: SessionOptions

    func run() throws { try Repl.run(options) }

    /// The REPL with `options`, after `first` (a statement or command run before the first prompt;
    /// when it fails, the REPL is not started and the exit status is 1).
    static func run(_ options: SessionOptions, first: String? = nil) throws {
        let interpreter = try options.interpreter()
        let editor = LineEditor(historyFile: historyPath()) {
            [completer = Completer(session: interpreter.session, commands: interpreter.commands)] line, start, end in
            completer.candidates(line: line, wordStart: start, wordEnd: end)
        }
        interpreter.bail = options.bail
        interpreter.settings.color = options.color(terminal: editor.isInteractive)
        if let size = editor.terminalSize {
            interpreter.settings.columns = size.columns
            interpreter.settings.rows = max(size.rows - 4, 12)
        }
        if editor.isInteractive, isatty(1) != 0 { interpreter.player = TerminalPlayer() }
        if editor.isInteractive {
            print("vfl — the constraint workbench. Type views, VFL and equations; :help for help, Ctrl-D to leave.")
        } else {
            interpreter.sourceName = "stdin"
        }
        if let first {
            let reply = interpreter.execute(first)
            write(reply, interactive: editor.isInteractive)
            if reply.isError { throw ExitCode(1) }
        }
        let ending = interpreter.run(EditorLines(editor)) { write($0, interactive: editor.isInteractive) }
        if ending == .bailed { throw ExitCode(1) }
    }
}

/// `vfl open FILE [--scene SCENE]`: the REPL on an Interface Builder scene, as `:open` loads it.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The REPL on a storyboard's or XIB's scene, opened as statements (:open, then type on).",
        discussion: """
            The scene (its name, its id or its root view's id; default the first) is laid out as `vfl solve` lays it out, on the document's device, and becomes ordinary statements: :save writes them, :undo takes the scene back.

            Examples:
              vfl open Main.storyboard
              vfl open Main.storyboard --scene Login
            """)

    @Argument(help: "The .storyboard or .xib file.")
    var file: String

    @Option(help: "The scene to open: its name, its id or its root view's id (default: the first).")
    var scene: String?

    @OptionGroup var options: SessionOptions

    func validate() throws {
        guard DocumentOptions.isDocument(file) else { throw ValidationError("expected a .storyboard or .xib file, not \(file)") }
    }

    func run() throws {
        try Repl.run(options, first: ":open " + ([file] + (scene.map { [$0] } ?? [])).map(Open.quoted).joined(separator: " "))
    }

    /// A word as `:open` reads it: quoted when it has spaces or quotes.
    static func quoted(_ word: String) -> String {
        guard word.contains(where: { $0 == " " || $0 == "\"" || $0 == "\t" }) || word.isEmpty else { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// The script a session command reads: a FILE, or `-` for standard input.
struct ScriptArgument: ParsableArguments {
    @Argument(help: "The session script (- reads standard input).")
    var file: String
}

/// `vfl run FILE|- [OPTIONS]`: a session script, printing what the REPL would; exit 1 when a
/// line failed (`--bail`: stop at the first).
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a session script, printing what the REPL would; exit 1 when a line failed.",
        discussion: """
            A .storyboard or .xib: each scene (or the one --scene names) opened as :open opens it, with what the REPL prints for it.

            Examples:
              vfl run layout.vfl
              vfl run - --echo --no-timing < layout.vfl
              vfl run layout.vfl --bail --mode table
              vfl run Main.storyboard --scene Login --mode table
            """)

    @OptionGroup var script: ScriptArgument
    @OptionGroup var options: SessionOptions

    @Option(help: "With a .storyboard or .xib: only this scene (its name, its id or its root view's id).")
    var scene: String?

    func run() throws {
        if DocumentOptions.isDocument(script.file) {
            let (_, scenes) = try documentScenes(script.file, scene: scene)
            var settings = options.settings
            settings.color = options.color(terminal: isatty(1) != 0)
            var failed = false
            try openEachScene(script.file, scenes, options, settings: settings) { k, scene, _, reply in
                if k > 0 { print("") }
                if options.echo { print("vfl> :open \(script.file) \(scene.id)") }
                write(reply, interactive: false)
                failed = failed || reply.isError
            }
            if failed { throw ExitCode(1) }
            return
        }
        if scene != nil { throw ValidationError("--scene is for a .storyboard or .xib") }
        let interpreter = try options.interpreter()
        interpreter.bail = options.bail
        interpreter.settings.color = options.color(terminal: isatty(1) != 0)
        let lines = try scriptLines(script.file)
        interpreter.sourceName = script.file == "-" ? "stdin" : script.file
        _ = interpreter.run(lines) { write($0, interactive: false) }
        if !interpreter.errors.isEmpty { throw ExitCode(1) }
    }
}

/// `vfl solve FILE|- [--json] [--svg FILE]`: run a script quietly, then print the frames (or
/// the session's JSON, errors included); exit 1 when a line failed.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script quietly, then print the frames and warnings (or the JSON).",
        discussion: """
            The JSON: root, frames, conflicts (with alternatives), ambiguous, keyboard, errors (docs/language.md, "Batch"). Exit 1 when a line failed.

            Examples:
              vfl solve layout.vfl
              vfl solve layout.vfl --json
              vfl solve layout.vfl --svg layout.svg
              vfl solve Main.storyboard --json --scene Login

            A .storyboard or .xib is read as Interface Builder documents are (docs/interface-builder.md): every scene
            solved at its stored size (or --device, --orientation), each view's frame beside the stored one.
            """)

    @OptionGroup var script: ScriptArgument
    @OptionGroup var options: SessionOptions
    @OptionGroup var document: DocumentOptions

    @Option(help: "Also write the layout as an SVG picture, constraints drawn.")
    var svg: String?

    @Flag(help: "With --svg: portrait and landscape side by side.")
    var both = false

    func run() throws {
        let json = options.settings.mode == .json
        if DocumentOptions.isDocument(script.file) { return try document.solve(script.file, json: json, svg: svg, both: both) }
        let interpreter = try runQuietly(options, file: script.file, label: "vfl solve") { _ in !json }
        if json {
            print(SessionJSON.session(interpreter.session, errors: interpreter.errors).text)
        } else {
            print(try FramesCommand().run(in: interpreter).text)
            let warnings = try CheckCommand().run(in: interpreter).text
            if warnings != CheckCommand.nothingFound { print(warnings) }
        }
        if let svg {
            do {
                try interpreter.svgText(bothOrientations: both).write(toFile: svg, atomically: true, encoding: .utf8)
            } catch {
                throw FileError(message: "cannot write \(svg): \(error.localizedDescription)")
            }
        }
        if !interpreter.errors.isEmpty { throw ExitCode(1) }
    }
}

/// `vfl profile FILE|-`: run a script quietly, then print what each line cost (`:profile all`:
/// time, solver work, the costliest constraints); failed lines go to standard error, exit 1.
struct Profile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script, then show what each line cost: time, solver work, costliest constraints.",
        discussion: """
            With a .storyboard or .xib: what each scene costs (views, constraints, layout, solve and ambiguity times, solver work), costliest first.

            Examples:
              python3 Benchmarks/sessions/grid-session.py 1000 > g.vfl && vfl profile g.vfl
              vfl profile Main.storyboard --device iphone-15
            """)

    @OptionGroup var script: ScriptArgument
    @OptionGroup var options: SessionOptions
    @OptionGroup var document: DocumentOptions

    func run() throws {
        if DocumentOptions.isDocument(script.file) { return try document.profile(script.file) }
        let interpreter = try runQuietly(options, file: script.file, label: "vfl profile") { $0.isError }
        print(try ProfileCommand(all: true).run(in: interpreter).text)
        if !interpreter.errors.isEmpty { throw ExitCode(1) }
    }
}

/// Run the script `options` name in quiet mode, with a progress line on a terminal, printing
/// the replies `show` picks; the interpreter afterwards, for the report.
func runQuietly(_ options: SessionOptions, file: String, label: String, show: (Interpreter.Reply) -> Bool) throws -> Interpreter {
    var settings = options.settings
    settings.mode = .quiet
    let interpreter = try options.interpreter(settings: settings)
    interpreter.bail = options.bail
    interpreter.sourceName = file == "-" ? "stdin" : file
    let progress = Progress()
    let lines = CountedLines(try scriptLines(file), progress: progress, label: label)
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
    return ScriptedLines(String(decoding: data, as: UTF8.self).lines)
}

func stdinLines() -> [String] {
    var lines: [String] = []
    while let line = Swift.readLine(strippingNewline: true) { lines.append(line) }
    return lines
}

/// A file that cannot be read or written: `vfl: MESSAGE` on standard error, exit status 1.
struct FileError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
