@preconcurrency import CLibedit
#if canImport(Glibc)
import Glibc
#endif

/// Reads lines for the REPL: through libedit (prompt, line editing, history) when standard
/// input and output are a terminal, plainly otherwise (no prompt, no history), so the same
/// program runs scripts and pipes.
public final class LineEditor {
    /// True when lines come from a person at a terminal.
    public let isInteractive: Bool
    private var lastHistoryEntry: String?
    private let input: UnsafeMutablePointer<FILE>?

    /// An editor on standard input. Sets a UTF-8 locale first: libedit silently drops every
    /// non-ASCII byte in the C locale.
    public init() {
        LineEditor.ensureUTF8Locale()
        isInteractive = isatty(0) != 0 && isatty(1) != 0
        input = nil
    }

    /// A non-interactive editor reading `input` (a script, a pipe, a test's file).
    public init(reading input: UnsafeMutablePointer<FILE>) {
        isInteractive = false
        self.input = input
    }

    /// The next line without its newline, or nil at the end of input (Ctrl-D).
    public func readLine(prompt: String) -> String? {
        guard isInteractive else { return readPlainLine() }
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        addToHistory(line)
        return line
    }

    /// Remember `line` for Up and Ctrl-R, unless it is blank or repeats the previous entry.
    public func addToHistory(_ line: String) {
        guard isInteractive, !line.allSatisfy(\.isWhitespace), line != lastHistoryEntry else { return }
        add_history(line)
        lastHistoryEntry = line
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
}
