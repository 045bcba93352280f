/// Joins a statement typed over several lines: a line ending in `\` continues on the next; the
/// backslash and the line break are removed, as in a shell. Serves the read loop and `:load`.
struct Continuation {
    /// What is typed so far of an unfinished statement, and the number of its first line.
    private(set) var pending: (line: Int, text: String)?

    /// Add line `number`; the statement and its first line's number once it is complete.
    mutating func add(_ text: String, number: Int) -> (line: Int, text: String)? {
        let joined = (pending?.line ?? number, (pending?.text ?? "") + text)
        guard text.hasSuffix("\\") else {
            pending = nil
            return joined
        }
        pending = (joined.0, String(joined.1.dropLast()))
        return nil
    }

    /// The unfinished statement, if any, at the end of the input; forgets it.
    mutating func finish() -> (line: Int, text: String)? {
        defer { pending = nil }
        return pending
    }
}
