import AutoLayout
import Cassowary

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

    public init(session: Session = Session(), settings: OutputSettings = OutputSettings()) {
        self.session = session
        self.settings = settings
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
                if let buffer = pasteBuffer {
                    write(finishPaste(buffer, line: lineNumber))
                    return .endOfInput
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
            profile.append(LineProfile(
                line: line ?? lineNumber, text: text, kind: LineProfile.kind(from: before.state, to: session.state),
                seconds: Session.seconds(clock.now - start), solveSeconds: session.lastSolveSeconds,
                ambiguitySeconds: session.lastAmbiguitySeconds,
                work: LineProfile.work(from: before.work, to: session.statistics)))
        }
        return reply
    }

    private func run(_ text: String, line number: Int) -> Reply {
        if let reply = pasteLine(text, line: number) { return reply }
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
            if settings.mode == .json { return Reply(SessionJSON.error(error, line: number).text, isError: true) }
            let place = sourceName.map { "\($0):\(number): " } ?? ""
            return Reply(place + error.rendered, isError: true)
        }
    }

    // MARK: - Reports

    /// What the user saw last, to report only what a line changed.
    struct Snapshot {
        let solution: LayoutSolution
        let ambiguities: [Ambiguity]
        let keyboard: KeyboardCoverage?

        init(_ session: Session) {
            solution = session.solution
            ambiguities = session.ambiguities
            keyboard = Interpreter.keyboardCoverage(session)
        }
    }

    static func keyboardCoverage(_ session: Session) -> KeyboardCoverage? {
        session.state.keyboardHeight.map { Keyboard(height: $0).coverage(of: session.solution) }
    }

    /// The output after a change: per mode, the status line, frames and the warnings that are new.
    func report(_ summary: String, since before: Snapshot) -> String {
        switch settings.mode {
        case .quiet: return ""
        case .json:
            session.checkAmbiguity()
            return SessionJSON.session(session).text
        case .diff, .table, .draw:
            var lines = [status(summary)]
            switch settings.mode {
            case .table: lines.append(tableText())
            case .draw: lines.append(drawingText())
            default: lines += FrameTable.diff(from: before.solution, to: session.solution)
            }
            lines += warnings(since: before)
            return lines.joined(separator: "\n")
        }
    }

    func status(_ summary: String) -> String {
        var text = summary.isEmpty ? "ok" : summary
        if settings.timing {
            text += " · solved in \(Interpreter.milliseconds(session.lastSolveSeconds))"
            if session.ambiguityChecked { text += ", ambiguity check \(Interpreter.milliseconds(session.lastAmbiguitySeconds))" }
        }
        if !session.ambiguityChecked {
            text += " · ambiguity not checked above \(session.ambiguityCheckLimit) views (:check runs it)"
        }
        return paint(text, "2")
    }

    static func milliseconds(_ seconds: Double) -> String {
        let ms = seconds * 1000
        let digits = ms < 10 ? 100.0 : 10
        return formatNumber((ms * digits).rounded() / digits) + " ms"
    }

    /// Conflicts, ambiguities and keyboard coverage that differ from `before` (all of them when
    /// `before` is nil: `:check`).
    func warnings(since before: Snapshot?) -> [String] {
        var out: [String] = []
        let oldBroken = Set(before?.solution.conflicts.map(\.broken) ?? [])
        for conflict in session.solution.conflicts where !oldBroken.contains(conflict.broken) {
            out.append(conflictText(conflict))
        }
        if before == nil { session.checkAmbiguity() }
        let oldAmbiguous = Dictionary((before?.ambiguities ?? []).map { ($0.view, $0.attributes) }, uniquingKeysWith: { a, _ in a })
        for a in session.ambiguities where session.ambiguityChecked && oldAmbiguous[a.view] != a.attributes {
            out.append(paint("warning:", "1;33") + " " + ambiguityText(a))
        }
        let coverage = Interpreter.keyboardCoverage(session)
        if let coverage, before == nil || coverage != before?.keyboard { out.append(keyboardText(coverage)) }
        return out
    }

    func conflictText(_ c: Conflict) -> String {
        var lines = [paint("warning:", "1;31") + " unable to satisfy all required constraints; broke \(describe(c.broken)) to recover"]
        if !c.conflicting.isEmpty {
            lines.append("  the constraints that cannot hold together:")
            lines += c.conflicting.map { "    " + describe($0) }
        }
        lines.append("  (\(c.reason))")
        if let id = c.broken.id { lines.append("  :remove \(id) drops it, :undo takes the line back") }
        return lines.joined(separator: "\n")
    }

    /// A constraint with the statement it came from, when that says more.
    func describe(_ source: ConstraintSource) -> String {
        guard let id = source.id, let line = session.state.sources[id] else { return source.description }
        let text = source.description
        return text.hasSuffix(line) ? text : "\(text)   ← \(line)"
    }

    func ambiguityText(_ a: Ambiguity) -> String {
        let parent = session.state.layout.hierarchy.superview(of: a.view) ?? "its superview"
        // A range is worth showing only when one end is bounded by the layout (a size's 0 is
        // the rule that sizes are never negative, true of every view).
        let attributes = zip(a.attributes, a.ranges).map { attribute, range in
            (range.lowerBound.isFinite && !(attribute.isDimension && range.lowerBound == 0)) || range.upperBound.isFinite
                ? "\(attribute.name) \(FrameTable.number(range.lowerBound))…\(FrameTable.number(range.upperBound))" : attribute.name
        }
        return "\(a.view) is ambiguous: \(attributes.joined(separator: ", ")) (\(Interpreter.hint(for: a, parent: parent)))"
    }

    /// What would pin the ambiguous attributes, per axis.
    static func hint(for a: Ambiguity, parent: String) -> String {
        let v = a.view
        var tips: [String] = []
        for (position, size, axis, center) in [(LayoutAttribute.left, LayoutAttribute.width, "H", "centerX"), (.top, .height, "V", "centerY")] {
            let p = a.attributes.contains(position), s = a.attributes.contains(size)
            if p, s { tips.append("\(axis):|-[\(v)]-|") }
            else if p { tips.append("\(axis):|-[\(v)] or \(v).\(center) == \(parent).\(center)") }
            else if s { tips.append("\(axis):[\(v)(==100)] or pin both edges") }
        }
        return "try " + tips.joined(separator: "; ")
    }

    func keyboardText(_ k: KeyboardCoverage) -> String {
        let covers = k.coveredViews.isEmpty ? "covers no view" : "covers " + k.coveredViews.map(\.name).joined(separator: ", ")
        let overlap = k.rootIntersection.map(FrameTable.text) ?? "none"
        return paint("keyboard:", "1;36") + " \(covers); root ∩ keyboard \(overlap); scroll view bottom inset \(FrameTable.number(k.bottomInset))"
    }

    func tableText() -> String {
        session.checkAmbiguity()
        return FrameTable.table(
            session.solution, hierarchy: session.state.layout.hierarchy, ambiguities: session.ambiguities,
            keyboard: Interpreter.keyboardCoverage(session), notes: animationNotes)
    }

    func drawingText() -> String {
        TerminalDrawing(columns: settings.columns, rows: settings.rows, color: settings.color).draw(
            session.solution, hierarchy: session.state.layout.hierarchy, ambiguous: Set(session.ambiguities.map(\.view)),
            conflicting: conflictingViews, keyboard: Interpreter.keyboardCoverage(session)?.keyboard)
    }

    /// The views named by the constraints of every conflict (the broken ones and their rivals).
    var conflictingViews: Set<String> { LayoutPicture.conflictingViews(session.state.layout, session.solution) }

    /// `text` in an ANSI style when colour is on.
    func paint(_ text: String, _ style: String) -> String {
        settings.color ? "\u{1B}[\(style)m\(text)\u{1B}[0m" : text
    }
}
