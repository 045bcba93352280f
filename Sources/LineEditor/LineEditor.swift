@preconcurrency import CLibedit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Reads lines for the REPL: through libedit (prompt, line editing, history, Tab completion,
/// `~/.editrc`) when standard input and output are a terminal, plainly otherwise (no prompt,
/// no history), so the same program runs scripts and pipes.
///
/// libedit keeps one editor per process, so at most one interactive `LineEditor` should exist.
public final class LineEditor {
    /// What a read gave.
    public enum Read: Hashable, Sendable {
        case line(String)
        /// Ctrl-C: the half-typed line is dropped.
        case interrupted
        /// Ctrl-D on an empty line, or the end of the input.
        case end
    }

    /// Candidates for the word being completed: the whole line, and where the word starts and
    /// ends in it (in Unicode scalars, as libedit counts). Each candidate replaces the word.
    public typealias Completion = (_ line: String, _ wordStart: Int, _ wordEnd: Int) -> [String]

    /// True when lines come from a person at a terminal.
    public let isInteractive: Bool
    /// Where history is kept between runs (interactive only).
    public let historyFile: String?
    private var lastHistoryEntry: String?
    private let input: UnsafeMutablePointer<FILE>?

    /// An editor on standard input. `completion` serves Tab; `historyFile` is read now and
    /// written after every statement. Sets a UTF-8 locale first: libedit silently drops every
    /// non-ASCII byte in the C locale.
    public init(historyFile: String? = nil, completion: Completion? = nil) {
        LineEditor.ensureUTF8Locale()
        isInteractive = isatty(0) != 0 && isatty(1) != 0
        input = nil
        self.historyFile = isInteractive ? historyFile : nil
        guard isInteractive else { return }
        // The name selects `vfl:` lines in ~/.editrc; rl_initialize reads that file and must come
        // before any other setting (libedit crashes or ignores them otherwise).
        rl_readline_name = UnsafePointer(strdup("vfl"))
        rl_initialize()
        LineEditor.completion.withLock { $0 = completion.map(CompletionBox.init) }
        rl_attempted_completion_function = completeWord
        // libedit splits words only at these (rl_completer_word_break_characters is ignored).
        rl_basic_word_break_characters = UnsafePointer(strdup(" \t\n[]()|-,=<>@.:;*+\""))
        rl_completion_append_character = 0
        stifle_history(1000)
        if let historyFile {
            _ = read_history(historyFile)
            // Iterate from history_base: after read_history into a stifled list it is not reset.
            if history_length > 0, let entry = history_get(history_base + history_length - 1), let text = entry.pointee.line {
                lastHistoryEntry = String(cString: text)
            }
        }
        LineEditor.installInterruptHandler()
    }

    /// A non-interactive editor reading `input` (a script, a pipe, a test's file).
    public init(reading input: UnsafeMutablePointer<FILE>) {
        isInteractive = false
        self.input = input
        historyFile = nil
    }

    /// The next line without its newline.
    public func read(prompt: String) -> Read {
        guard isInteractive else { return readPlainLine().map(Read.line) ?? .end }
        LineEditor.interrupted.store(false, ordering: .relaxed)
        guard let raw = readline(prompt) else {
            // libedit returns nil for Ctrl-C as for Ctrl-D; the handler's flag tells them apart.
            if LineEditor.interrupted.load(ordering: .relaxed) {
                print("^C")
                return .interrupted
            }
            print("")
            return .end
        }
        defer { free(raw) }
        return .line(String(cString: raw))
    }

    /// The next line, `nil` at the end (Ctrl-C reads as an empty line).
    public func readLine(prompt: String) -> String? {
        switch read(prompt: prompt) {
        case let .line(text): text
        case .interrupted: ""
        case .end: nil
        }
    }

    /// Remember `line` for Up and Ctrl-R (and in the history file), unless it is blank or
    /// repeats the previous entry.
    public func addToHistory(_ line: String) {
        guard isInteractive, !line.allSatisfy(\.isWhitespace), line != lastHistoryEntry else { return }
        add_history(line)
        lastHistoryEntry = line
        if let historyFile { _ = write_history(historyFile) }
    }

    /// The terminal's size in columns and rows, when there is a terminal.
    public var terminalSize: (columns: Int, rows: Int)? {
        guard isInteractive else { return nil }
        var rows: Int32 = 0, columns: Int32 = 0
        rl_get_screen_size(&rows, &columns)
        return rows > 0 && columns > 0 ? (Int(columns), Int(rows)) : nil
    }

    private func readPlainLine() -> String? {
        guard let input else { return Swift.readLine(strippingNewline: true) }
        var buffer: UnsafeMutablePointer<CChar>? = nil
        var capacity = 0
        defer { free(buffer) }
        let count = getline(&buffer, &capacity, input)
        guard count >= 0, let buffer else { return nil }
        var line = String(cString: buffer)
        if line.hasSuffix("\n") { line.removeLast() }
        return line
    }

    /// `setlocale(LC_ALL, "")`, falling back to C.UTF-8 when the environment's codeset is not UTF-8.
    static func ensureUTF8Locale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    // MARK: - State shared with C callbacks (which cannot capture)

    /// Set by SIGINT; libedit makes `readline` return nil after it.
    static let interrupted = Atomic<Bool>(false)
    static let completion = Mutex<CompletionBox?>(nil)

    final class CompletionBox: Sendable {
        nonisolated(unsafe) let complete: Completion
        init(_ complete: @escaping Completion) { self.complete = complete }
    }

    static func installInterruptHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in LineEditor.interrupted.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        // A parent may have blocked SIGINT (test runners do); Ctrl-C must still reach us.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
    }
}

/// libedit's completion hook: `[replacement, match1, match2, ..., NULL]`, malloc'd (libedit frees
/// it); the replacement is the candidates' longest common prefix.
private func completeWord(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    // Never fall back to file names.
    rl_attempted_completion_over = 1
    guard let box = LineEditor.completion.withLock({ $0 }), let buffer = rl_line_buffer else { return nil }
    let matches = box.complete(String(cString: buffer), Int(start), Int(end))
    guard !matches.isEmpty else { return nil }
    let entries = matches.count == 1 ? matches : [commonPrefix(matches)] + matches
    guard
        let array = malloc((entries.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)?
            .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    else { return nil }
    for (i, entry) in entries.enumerated() { array[i] = strdup(entry) }
    array[entries.count] = nil
    return array
}

/// The longest prefix all strings share, by Unicode scalars.
func commonPrefix(_ strings: [String]) -> String {
    guard var prefix = strings.first.map({ Array($0.unicodeScalars) }) else { return "" }
    for s in strings.dropFirst() {
        let scalars = Array(s.unicodeScalars)
        var n = 0
        while n < prefix.count, n < scalars.count, prefix[n] == scalars[n] { n += 1 }
        prefix.removeLast(prefix.count - n)
    }
    return String(String.UnicodeScalarView(prefix))
}
