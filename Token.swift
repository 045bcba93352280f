/// One lexical unit of a format, with the 0-based offset (in Unicode scalars, which for ASCII
/// formats is Apple's character offset) where it starts and where it ends.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        /// An unsigned number as `strtod` would read it; `value` may be infinite on overflow.
        case number(Double)
        case pipe, dash, openBracket, closeBracket, openParen, closeParen, comma, at, colon
        case relation(LayoutRelationSymbol)
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

/// `==`, `<=`, `>=` (kept apart from AutoLayout's enum so the lexer stays self-contained).
enum LayoutRelationSymbol: String, Equatable {
    case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
}
