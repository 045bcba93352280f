import TextSupport

/// How the interpreter shows what each line did.
public struct OutputSettings: Hashable, Sendable {
    /// What follows each accepted line.
    public var mode: OutputMode = .diff
    /// ANSI colour (the caller decides: a terminal and no `NO_COLOR`).
    public var color = false
    /// Show how long each solve took (off for reproducible transcripts).
    public var timing = true
    /// Print each statement (after the prompt) before its output: readable transcripts of scripts.
    public var echo = false
    /// The terminal's size, for drawings.
    public var columns = 80
    public var rows = 40

    public init() {}
}

/// `:mode NAME`.
public enum OutputMode: String, CaseIterable, Hashable, Sendable {
    /// A status line, the frames that changed (old → new), then warnings.
    case diff
    /// A status line, every frame in a table, then warnings.
    case table
    /// A status line, the layout drawn in the terminal, then warnings.
    case draw
    /// The session as one line of JSON per accepted line (errors as JSON too).
    case json
    /// Errors only.
    case quiet

    /// One line for `:help` and `:mode`.
    public var summary: String {
        switch self {
        case .diff: "status line, changed frames (old → new), warnings (default)"
        case .table: "status line, every frame in a table, warnings"
        case .draw: "status line, the layout drawn in the terminal, warnings"
        case .json: "the session as one line of JSON after every line"
        case .quiet: "nothing but errors"
        }
    }
}
