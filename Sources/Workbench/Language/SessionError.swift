import Diagnostics
import VisualFormat

/// Why a line was refused. The session is left exactly as it was before the line.
///
/// A `Diagnostic` underneath: a kind, the range of the line to blame (Unicode scalars, the
/// same unit as `FormatError.offset`), the message, and a fix-it when a close name is known.
/// A format's or equation's error keeps its kind and suggestion, moved to where the format
/// stands in the line.
public struct SessionError: Error, Hashable, Sendable {
    /// The problem, as a value.
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    /// `message` at `offset` (a place, not a word), of kind `invalid`.
    public init(_ message: String, line: String, offset: Int?) {
        self.init(Diagnostic("invalid", message, line: line, range: offset.map { $0..<$0 }))
    }

    /// A problem with `word` of `line`.
    public init(_ kind: Diagnostic.Kind, _ message: String, at word: Word, in line: String, fixIt: FixIt? = nil, advice: String? = nil) {
        self.init(Diagnostic(kind, message, line: line, range: word.range, fixIt: fixIt, advice: advice))
    }

    /// A format or equation error, its positions moved by `shift` (where the format starts in the line).
    init(_ error: FormatError, line: String, shift: Int) {
        self.init(error.diagnostic.shifted(by: shift, into: line))
    }

    /// What is wrong, and what was expected, for humans (with the did-you-mean).
    public var message: String { diagnostic.text }
    /// The line (or statement) as typed.
    public var line: String { diagnostic.line }
    /// Where in `line` the problem is.
    public var offset: Int? { diagnostic.offset }
    /// Spaces up to the offset, then `^` (clamped to the line's ends); `nil` without an offset.
    public var caretLine: String? { diagnostic.caretLine }
    /// `error: message`, then the line and the caret, each indented by two spaces.
    public var rendered: String { diagnostic.rendered }
}
