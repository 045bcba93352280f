import AutoLayout

/// One lexical unit of a format, with the 0-based offsets (in Unicode scalars, which for ASCII
/// formats are Apple's character offsets) where it starts and ends, and where its text lies in
/// the format's UTF-8 bytes. A plain value: names are read from the bytes only when a parser
/// asks (`Lexed.text(of:)`), so tokens copy without reference counting.
struct Token: Equatable {
    enum Kind: Equatable {
        /// A name: letters, digits and `_`, not starting with a digit.
        case identifier
        /// An unsigned number as `strtod` would read it; infinite on overflow.
        case number(Double)
        case pipe, dash, openBracket, closeBracket, openParen, closeParen, comma, at, colon
        case relation(LayoutRelation)
        /// `=`, `<`, `>`, `=<`, `=>`: a relation Apple does not know.
        case badRelation
        case star, slash, percent, dot, tilde, plus
        /// `;` or a newline: the end of a statement (in the multiple-statements dialect).
        case separator
        /// Spaces or tabs (skipped only in the whitespace dialect).
        case whitespace
        /// A character that starts no token (`$`, a non-ASCII letter, ...).
        case invalid(Unicode.Scalar)
        case end
    }

    let kind: Kind
    let offset: Int
    let end: Int
    /// The token's bytes in the format's UTF-8.
    let bytes: Range<Int>
}

/// A format's tokens with the UTF-8 bytes they were read from.
struct Lexed {
    var tokens: [Token]
    let bytes: [UInt8]

    /// The token's text as written.
    func text(of t: Token) -> String {
        String(decoding: bytes[t.bytes], as: UTF8.self)
    }

    /// True when `t` is the identifier `word` (compared without making a string).
    func isIdentifier(_ t: Token, _ word: StaticString) -> Bool {
        guard t.kind == .identifier, t.bytes.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { w in bytes[t.bytes].elementsEqual(w) }
    }
}

/// `["-" | "+"] number` starting at `index`, read as `strtod` reads a signed number; `index`
/// moves past it. `nil`, with nothing consumed, when no number starts here; numbers beyond
/// 10¹² (or ∞) are an error at the sign or digit they start with.
func readSignedNumber(_ tokens: [Token], at index: inout Int, format: String) throws(FormatError) -> Double? {
    let start = tokens[index]
    let signed = start.kind == .dash || start.kind == .plus
    guard case let .number(value) = tokens[min(index + (signed ? 1 : 0), tokens.count - 1)].kind else { return nil }
    index += signed ? 2 : 1
    guard value <= 1e12 else { throw FormatError(.numberOutOfRange, format: format, offset: start.offset) }
    return start.kind == .dash ? -value : value
}

/// The attribute named by the identifier at `index` (the part after `view.`); `index` moves
/// past it. `nil`, with nothing consumed, when no identifier stands there; an unknown name is an
/// error with a did-you-mean.
func readAttribute(_ lexed: Lexed, at index: inout Int, format: String) throws(FormatError) -> LayoutAttribute? {
    let t = lexed.tokens[index]
    guard t.kind == .identifier else { return nil }
    let name = lexed.text(of: t)
    guard let attribute = LayoutAttribute(name: name) else {
        throw FormatError(.unknownAttribute(name), format: format, offset: t.offset,
                          suggestion: closestName(to: name, in: LayoutAttribute.allNames))
    }
    index += 1
    return attribute
}
