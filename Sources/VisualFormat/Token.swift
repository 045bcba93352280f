import AutoLayout

/// One lexical unit of a format, with the 0-based offsets (in Unicode scalars, which for ASCII
/// formats are Apple's character offsets) where it starts and ends.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        /// An unsigned number as `strtod` would read it; infinite on overflow.
        case number(Double)
        case pipe, dash, openBracket, closeBracket, openParen, closeParen, comma, at, colon
        case relation(LayoutRelation)
        /// `=`, `<`, `>`, `=<`, `=>`: a relation Apple does not know.
        case badRelation(String)
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
func readAttribute(_ tokens: [Token], at index: inout Int, format: String) throws(FormatError) -> LayoutAttribute? {
    guard case let .identifier(name) = tokens[index].kind else { return nil }
    guard let attribute = LayoutAttribute(name: name) else {
        throw FormatError(.unknownAttribute(name), format: format, offset: tokens[index].offset,
                          suggestion: closestName(to: name, in: LayoutAttribute.allNames))
    }
    index += 1
    return attribute
}
