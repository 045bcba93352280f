import Diagnostics

/// The words typed after a command's name, with the line they came from, and the checks every
/// command shares: how many arguments, which word to blame.
public struct CommandArguments: Sendable {
    /// The whole line, as typed.
    public let line: String
    /// The command's name as typed (an alias, say) and where it starts.
    public let name: Word
    /// The words after the name.
    public let words: [Word]

    /// Where a missing argument is blamed: the end of the line, or just past the word the
    /// arguments follow (`rest`).
    let missingAt: Int

    public init(line: String, name: Word, words: [Word]) {
        self.init(line: line, name: name, words: words, missingAt: line.unicodeScalars.count)
    }

    init(line: String, name: Word, words: [Word], missingAt: Int) {
        self.line = line
        self.name = name
        self.words = words
        self.missingAt = missingAt
    }

    /// The first word, if any.
    public var first: Word? { words.first }

    /// An error at `word` (or, without one, just past the last word typed).
    public func error(
        _ kind: Diagnostic.Kind, _ message: String, at word: Word?, fixIt: FixIt? = nil, advice: String? = nil
    ) -> SessionError {
        SessionError(kind, message, at: word ?? endOfLine, in: line, fixIt: fixIt, advice: advice)
    }

    /// A word of no length where a missing argument goes.
    var endOfLine: Word { Word("", offset: missingAt) }

    /// Nothing may follow the name.
    public func none() throws(SessionError) {
        if let extra = words.first { throw error("usage", "this command takes no arguments", at: extra) }
    }

    /// Exactly one argument.
    public func single(usage: String) throws(SessionError) -> Word {
        guard let first = words.first else { throw error("usage", "missing argument: \(usage)", at: nil) }
        guard words.count == 1 else { throw error("usage", "too many arguments: \(usage)", at: words[1]) }
        return first
    }

    /// At most `count` arguments; the first extra one is blamed with `usage`.
    public func atMost(_ count: Int, usage: String) throws(SessionError) {
        if words.count > count { throw error("usage", usage, at: words[count]) }
    }

    /// `word` must be one of `names`.
    public func choice(_ word: Word, from names: [String], what: String) throws(SessionError) -> String {
        guard names.contains(word.text) else {
            throw error(
                "unknownValue", "unknown \(what) '\(word.text)'", at: word,
                fixIt: FixIt.closest(to: word.text, at: word.offset, in: names), advice: "Choose one of: \(names.joined(separator: ", "))")
        }
        return word.text
    }

    /// The arguments after the first.
    public var rest: CommandArguments {
        let head = words.first ?? name
        return CommandArguments(
            line: line, name: head, words: Array(words.dropFirst()),
            missingAt: head.offset + head.text.unicodeScalars.count + 1)
    }
}
