import AutoLayout
import VisualFormat

/// Why a line was refused. The session is left exactly as it was before the line.
///
/// `offset` counts Unicode scalars from the start of the line (the same unit as
/// `FormatError.offset`), so the caret can be drawn under the character to blame; it is `nil`
/// when no single place is (a command that failed as a whole).
public struct SessionError: Error, Hashable, Sendable {
    /// What is wrong, and what was expected, for humans.
    public let message: String
    /// The line (or statement) as typed.
    public let line: String
    /// Where in `line` the problem is.
    public let offset: Int?

    public init(_ message: String, line: String, offset: Int?) {
        self.message = message
        self.line = line
        self.offset = offset
    }

    /// A format or equation error, its offset moved by `shift` (where the format starts in the line).
    init(_ error: FormatError, line: String, shift: Int) {
        self.init(error.message, line: line, offset: error.offset.map { $0 + shift })
    }

    /// Spaces up to the offset, then `^` (clamped to the line's ends); `nil` without an offset.
    public var caretLine: String? {
        offset.map { FormatError.caretLine(under: $0, in: line) }
    }

    /// ` Did you mean 'x'?` for the candidate closest to `name`, or nothing.
    static func didYouMean(_ name: String, in candidates: some Sequence<String>, prefix: String = "") -> String {
        closestName(to: name, in: candidates).map { " Did you mean '\(prefix)\($0)'?" } ?? ""
    }

    /// `error: message`, then the line and the caret, each indented by two spaces.
    public var rendered: String {
        var text = "error: \(message)"
        if let caretLine, !line.isEmpty { text += "\n  \(line)\n  \(caretLine)" }
        return text
    }
}
