/// A problem in a format string at a character offset, rendered the way Apple's
/// `NSLayoutConstraint.constraints(withVisualFormat:…)` reports it: the message, the format,
/// and a caret under the offending character.
public struct FormatDiagnostic: Error, Equatable, Sendable {
    /// What is wrong, in Apple's words where Apple has words for it.
    public let message: String
    /// The whole format string.
    public let format: String
    /// 0-based offset of the character the caret points at, counted in characters as Apple
    /// counts them (`format.count` points just past the end).
    public let offset: Int

    public init(message: String, format: String, offset: Int) {
        self.message = message
        self.format = format
        self.offset = offset
    }

    /// Apple's exception reason: `Unable to parse constraint format: \n<message> \n<format> \n<caret>`
    /// (a space before each newline, as Apple prints it).
    public var appleReason: String {
        "Unable to parse constraint format: \n\(message) \n\(format) \n\(caretLine)"
    }

    /// Spaces up to the offset, then `^`. Offsets outside the format clamp to its ends.
    public var caretLine: String {
        String(repeating: " ", count: min(max(offset, 0), format.count)) + "^"
    }
}
