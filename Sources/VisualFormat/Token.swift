import AutoLayout
import TextSupport

/// One lexical unit of a format, with the 0-based offsets (in Unicode scalars, which for ASCII
/// formats are Apple's character offsets) where it starts and ends, and where its text lies in
/// the format's UTF-8 bytes. A plain value: names are read from the bytes only when a parser
/// asks (`Lexer.text(of:)`), so tokens copy without reference counting.
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
    // Positions are kept in 32 bits (formats are far shorter than 2 GB; `Lexer.reading`
    // refuses longer ones), so a token is four words and moves in registers.
    private let start, stop, firstByte, endByte: Int32

    init(kind: Kind, offset: Int, end: Int, bytes: Range<Int>) {
        self.kind = kind
        start = Int32(truncatingIfNeeded: offset)
        stop = Int32(truncatingIfNeeded: end)
        firstByte = Int32(truncatingIfNeeded: bytes.lowerBound)
        endByte = Int32(truncatingIfNeeded: bytes.upperBound)
    }

    /// Where it starts, in Unicode scalars from the start of the format.
    var offset: Int { Int(start) }
    /// Where it ends, likewise.
    var end: Int { Int(stop) }
    /// The token's bytes in the format's UTF-8.
    var bytes: Range<Int> { Int(firstByte)..<Int(endByte) }
}

extension Lexer {
    /// `["-" | "+"] number` at the current token, read as `strtod` reads a signed number, and
    /// the offset it starts at; the lexer moves past it. `nil`, with nothing consumed, when no
    /// number starts here; numbers beyond 10¹² (or ∞) are an error at the sign or digit they
    /// start with. Apple's VFL takes no `+` (`allowPlus: false`).
    mutating func signedNumber(format: String, allowPlus: Bool = true) throws(FormatError) -> (value: Double, offset: Int)? {
        let start = current
        let signed = start.kind == .dash || (allowPlus && start.kind == .plus)
        guard case let .number(value) = (signed ? lookahead() : start).kind else { return nil }
        take()
        if signed { take() }
        guard value <= 1e12 else { throw FormatError(.numberOutOfRange, format: format, offset: start.offset) }
        return (start.kind == .dash ? -value : value, start.offset)
    }

    /// The attribute named by the current identifier (the part after `view.`); the lexer moves
    /// past it. `nil`, with nothing consumed, when no identifier stands there; an unknown name is
    /// an error with a did-you-mean.
    mutating func attribute(format: String) throws(FormatError) -> LayoutAttribute? {
        let t = current
        guard t.kind == .identifier else { return nil }
        let name = text(of: t)
        guard let attribute = LayoutAttribute(name: name) else {
            throw FormatError(
                .unknownAttribute(name), format: format, offset: t.offset,
                suggestion: closestName(to: name, in: LayoutAttribute.allNames))
        }
        take()
        return attribute
    }
}
