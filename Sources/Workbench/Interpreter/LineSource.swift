import TextSupport

/// Where the interpreter's lines come from: libedit on a terminal, a file or pipe, or a list of
/// lines in tests. The interpreter never touches the terminal itself.
public protocol LineSource: AnyObject {
    /// The next line without its newline; `prompt` is shown first where there is someone to see it.
    func readLine(prompt: String) -> LineInput
    /// A whole statement was read (continuation lines joined): keep it for Up and Ctrl-R.
    func remember(_ statement: String)
}

extension LineSource {
    public func remember(_ statement: String) {}
}

/// What reading a line gave.
public enum LineInput: Hashable, Sendable {
    /// A line of text.
    case line(String)
    /// Ctrl-C: the line being typed is dropped.
    case interrupted
    /// The end of input (Ctrl-D, end of file).
    case end
}

/// Lines from an array, then the end: for tests and `vfl -c`.
public final class ScriptedLines: LineSource {
    private var lines: ArraySlice<LineInput>
    /// Statements passed to `remember`, in order.
    public private(set) var remembered: [String] = []
    /// Prompts asked for, in order.
    public private(set) var prompts: [String] = []

    public init(_ lines: [String]) { self.lines = ArraySlice(lines.map(LineInput.line)) }
    public init(inputs: [LineInput]) { self.lines = ArraySlice(inputs) }

    public func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return lines.popFirst() ?? .end
    }

    public func remember(_ statement: String) { remembered.append(statement) }
}
