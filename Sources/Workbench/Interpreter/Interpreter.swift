import AutoLayout
import Rendering
import TextSupport
import UIKitFacts

/// Runs the session language: reads statements from a `LineSource`, applies them to a
/// `Session`, and says what happened: after an accepted line, a status line, the frames that
/// changed and any warnings (or a table, a drawing, JSON, nothing: `OutputMode`); after a
/// failed line, the line again with a caret and what was expected — and the session unchanged.
public final class Interpreter {
    /// The layout being built.
    public let session: Session
    /// How results are shown.
    public var settings: OutputSettings
    /// Stop at the first failed line (`--bail`).
    public var bail = false
    /// Prefix errors with `NAME:LINE:` (a script's file name) instead of showing the line number
    /// only in JSON; `nil` at an interactive prompt.
    public var sourceName: String?
    /// Every failed line so far, with its line number.
    public internal(set) var errors: [SessionJSON.LineError] = []
    /// Physical lines read so far.
    public private(set) var lineNumber = 0
    /// The cost of every line that changed the layout, in order (`:profile`).
    public private(set) var profile: [LineProfile] = []
    /// The lines of a log being pasted (`:paste`), `nil` when not pasting.
    public internal(set) var pasteBuffer: [String]?
    /// Where `:play` shows its frames: the REPL's terminal, `nil` elsewhere.
    public var player: FramePlayer?
    /// The colon commands it knows.
    public let commands: CommandCatalog
    /// The statement being run (continuation lines joined), for the commands that record it.
    var currentLine = ""

    public init(session: Session = Session(), settings: OutputSettings = OutputSettings(), commands: CommandCatalog = .standard) {
        self.session = session
        self.settings = settings
        self.commands = commands
    }

    /// What one statement printed.
    public struct Reply: Hashable, Sendable {
        /// The text to show (may be empty), without a final newline.
        public var text: String
        /// True when the statement failed (the text is the error).
        public var isError = false
        /// True after `:quit`.
        public var quit = false

        public init(_ text: String, isError: Bool = false, quit: Bool = false) {
            self.text = text
            self.isError = isError
            self.quit = quit
        }
    }

    /// How a run ended.
    public enum Ending: Hashable, Sendable {
        /// The input ran out.
        case endOfInput
        /// `:quit`.
        case quit
        /// A line failed and `bail` is on.
        case bailed
    }

    /// Read and run statements until the input ends, `:quit`, or (with `bail`) an error. A line
    /// ending in `\` continues on the next (the backslash and the line break are removed, as in a
    /// shell); Ctrl-C drops what is typed so far.
    public func run(_ source: LineSource, write: (Reply) -> Void) -> Ending {
        var continuation = Continuation()
        while true {
            switch source.readLine(prompt: continuation.pending == nil ? prompt : continuationPrompt) {
            case .end:
                // Ctrl-D in a paste ends the paste, not the REPL; a pipe that has ended ends
                // again at the next read.
                if let buffer = pasteBuffer {
                    write(finishPaste(buffer, line: lineNumber))
                    continue
                }
                guard let statement = continuation.finish() else { return .endOfInput }
                return runStatement(statement.text, line: statement.line, source: source, write: write) ?? .endOfInput
            case .interrupted:
                _ = continuation.finish()
            case let .line(text):
                lineNumber += 1
                if pasteBuffer != nil {
                    if let reply = pasteLine(text, line: lineNumber), !reply.text.isEmpty || reply.isError { write(reply) }
                    continue
                }
                guard let statement = continuation.add(text, number: lineNumber) else { continue }
                if let ending = runStatement(statement.text, line: statement.line, source: source, write: write) { return ending }
            }
        }
    }

    private func runStatement(_ statement: String, line: Int, source: LineSource, write: (Reply) -> Void) -> Ending? {
        source.remember(statement)
        if settings.echo { write(Reply("vfl> " + statement)) }
        let reply = execute(statement, line: line)
        if !reply.text.isEmpty || reply.isError { write(reply) }
        if reply.quit { return .quit }
        if reply.isError, bail { return .bailed }
        return nil
    }

    /// The prompt: `vfl> `, bold green, or red while constraints are unsatisfiable (colour codes
    /// wrapped in \001/\002 so line editors do not count them).
    public var prompt: String {
        if pasteBuffer != nil { return "paste> " }
        guard settings.color else { return "vfl> " }
        let colour = session.solution.conflicts.isEmpty ? "1;32" : "1;31"
        return "\u{1}\u{1B}[\(colour)m\u{2}vfl>\u{1}\u{1B}[0m\u{2} "
    }

    /// The prompt for a continuation line.
    public var continuationPrompt: String { "...> " }

    /// Run one statement (continuation lines already joined) read at `line`; a line that
    /// changed the layout leaves its cost in `profile`.
    public func execute(_ text: String, line: Int? = nil) -> Reply {
        let clock = ContinuousClock()
        let start = clock.now
        let before = (state: session.state, solves: session.solveCount, work: session.statistics)
        let reply = run(text, line: line ?? lineNumber)
        if session.solveCount != before.solves {
            profile.append(
                LineProfile(
                    line: line ?? lineNumber, text: text, kind: LineProfile.kind(from: before.state, to: session.state),
                    seconds: Session.seconds(clock.now - start), solveSeconds: session.lastSolveSeconds,
                    ambiguitySeconds: session.lastAmbiguitySeconds,
                    work: LineProfile.work(from: before.work, to: session.statistics)))
        }
        return reply
    }

    private func run(_ text: String, line number: Int) -> Reply {
        if let reply = pasteLine(text, line: number) { return reply }
        currentLine = text
        do {
            let statement = try StatementParser.parse(text)
            switch statement {
            case .nothing: return Reply("")
            case let .command(name, arguments): return try command(name, arguments, line: text)
            default:
                let before = Snapshot(session)
                let summary = try session.apply(statement, line: text)
                return Reply(report(summary, since: before))
            }
        } catch {
            errors.append(SessionJSON.LineError(line: number, error: error))
            if settings.mode == .json { return Reply(JSON.object([("error", error.diagnostic.json(line: number))]).text, isError: true) }
            let place = sourceName.map { "\($0):\(number): " } ?? ""
            return Reply(place + error.rendered, isError: true)
        }
    }
}
