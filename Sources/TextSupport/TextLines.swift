extension String {
    /// The lines of a text as a user saved or pasted it (a script, a console log), with LF or
    /// CRLF line endings; the `\r` of each CRLF is dropped. The text is split on Unicode
    /// scalars: as Characters, `"\r\n"` is one grapheme that never equals `"\n"`, so
    /// `split(separator: "\n")` keeps a whole CRLF file in one line. Every reader of users'
    /// text goes through here, so line numbers agree everywhere.
    public var lines: [String] {
        unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.last == "\r" ? line.dropLast() : line)
        }
    }
}
