import TextSupport

/// A problem in a line a user typed, pasted or loaded, as a value: what kind of problem it is,
/// where it is, what is wrong, and, when the fix is obvious, the edit that makes it. Every
/// reader of users' text reports through it (VFL, equations, statements, commands, console
/// logs), and it is rendered once: for people (`rendered`: the message, the line, a caret
/// under the place) and for programs (`json(line:)`).
///
/// Positions count Unicode scalars from the start of `line`, the unit every parser of the
/// workbench keeps.
public struct Diagnostic: Error, Hashable, Sendable {
    /// A short, stable name for what went wrong (`unknownView`, `usage`, `outOfRange`), for
    /// programs; each module names its own.
    public struct Kind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public var description: String { rawValue }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// What is wrong and what was expected, without the did-you-mean (see `text`).
    public var message: String
    /// The line (or statement, or format) as typed.
    public var line: String
    /// The part of `line` to blame; empty when it is a place between characters (something
    /// missing), `nil` when no single place is (a command that failed as a whole).
    public var range: Range<Int>?
    /// Where the caret goes: the start of `range` unless the reader says otherwise (Apple's VFL
    /// parser points just past an unknown name, and ours points where Apple's does).
    public var position: Int?
    /// The edit that fixes it, when there is an obvious one (a close, known name).
    public var fixIt: FixIt?
    /// A sentence said after the did-you-mean (`:help lists the commands`).
    public var advice: String?
    /// Words said last, after a space (`(nothing was loaded)`).
    public var aside: String?

    public init(
        _ kind: Kind, _ message: String, line: String, range: Range<Int>?, fixIt: FixIt? = nil, advice: String? = nil,
        aside: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.line = line
        self.range = range
        position = range?.lowerBound
        self.fixIt = fixIt
        self.advice = advice
        self.aside = aside
    }

    /// Where the caret goes (`position`).
    public var offset: Int? { position }

    /// The message as people read it: the message, then `Did you mean 'x'?` for a fix-it and
    /// the advice, each a sentence of its own (a period closes the message first when it has
    /// none and something follows), then the aside.
    public var text: String {
        var tail: [String] = []
        if let fixIt { tail.append("Did you mean '\(fixIt.shown)'?") }
        if let advice { tail.append(advice) }
        var out = message
        if !tail.isEmpty {
            let closed = message.last.map { ".?!".contains($0) } ?? true
            out += (closed ? " " : ". ") + tail.joined(separator: " ")
        }
        return aside.map { out + " " + $0 } ?? out
    }

    /// Spaces up to the offset, then `^` (clamped to the line's ends); `nil` without a range.
    public var caretLine: String? { offset.map { Diagnostic.caretLine(under: $0, in: line) } }

    /// `error: message`, then the line and the caret, each indented by two spaces.
    public var rendered: String {
        var out = "error: \(text)"
        if let caretLine, !line.isEmpty { out += "\n  \(line)\n  \(caretLine)" }
        return out
    }

    /// The same diagnostic with its positions moved `shift` scalars right, in `line`: a
    /// format's error placed in the statement that holds the format.
    public func shifted(by shift: Int, into line: String) -> Diagnostic {
        var moved = self
        moved.line = line
        moved.range = range.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
        moved.position = position.map { $0 + shift }
        moved.fixIt = fixIt.map {
            FixIt(range: ($0.range.lowerBound + shift)..<($0.range.upperBound + shift), replacement: $0.replacement, shown: $0.shown)
        }
        return moved
    }

    /// Spaces up to `offset` (Unicode scalars), then `^`: the line drawn under `text` to point
    /// at one character; offsets outside the text clamp to its ends.
    public static func caretLine(under offset: Int, in text: String) -> String {
        // Built as bytes in one go: `String(repeating:count:)` appends its spaces one at a
        // time, which showed in the parser fuzz target's profile on long formats.
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: min(max(offset, 0), text.unicodeScalars.count))
        bytes.append(UInt8(ascii: "^"))
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// An edit a tool can apply: replace `range` of the line with `replacement`.
public struct FixIt: Hashable, Sendable {
    /// The scalars to replace.
    public var range: Range<Int>
    /// What to put there.
    public var replacement: String
    /// How the fix reads in `Did you mean '…'?` (`:frames` for a command typed after `:`).
    public var shown: String

    public init(range: Range<Int>, replacement: String, shown: String? = nil) {
        self.range = range
        self.replacement = replacement
        self.shown = shown ?? replacement
    }

    /// Replace `typed`, which stands at `range`, by the candidate closest to it (see
    /// `closestName`), if one is close enough to be what was meant; `prefix` is shown before it.
    public static func closest(to typed: String, at range: Range<Int>, in candidates: some Sequence<String>, prefix: String = "") -> FixIt?
    {
        closestName(to: typed, in: candidates).map { FixIt(range: range, replacement: $0, shown: prefix + $0) }
    }

    /// The same for a word whose start is known: its range is its length in scalars from there.
    public static func closest(to typed: String, at start: Int, in candidates: some Sequence<String>, prefix: String = "") -> FixIt? {
        closest(to: typed, at: start..<(start + typed.unicodeScalars.count), in: candidates, prefix: prefix)
    }
}

extension Diagnostic {
    /// `{"line":N,"message":"..","offset":N,"kind":"..","range":{"start":N,"end":N},"fixIt":{..}}`:
    /// the message as people read it; `offset` and `range` null without a place, `fixIt` null
    /// without one (`{"range":{..},"replacement":".."}`).
    public func json(line number: Int) -> JSON {
        .object([
            ("line", .number(Double(number))), ("message", .string(text)),
            ("offset", offset.map { .number(Double($0)) } ?? .null),
            ("kind", .string(kind.rawValue)),
            ("range", range.map(Diagnostic.json) ?? .null),
            ("fixIt", fixIt.map { .object([("range", Diagnostic.json($0.range)), ("replacement", .string($0.replacement))]) } ?? .null),
        ])
    }

    /// `{"start":N,"end":N}`.
    static func json(_ range: Range<Int>) -> JSON {
        .object([("start", .number(Double(range.lowerBound))), ("end", .number(Double(range.upperBound)))])
    }
}
