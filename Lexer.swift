/// Splits a format into tokens. It never fails: what it cannot read becomes an `invalid` or
/// `badRelation` token, and the parser reports it where it stands. Comments (`//` to the end of
/// the line) are dropped here when the dialect allows them.
struct Lexer {
    let scalars: [Unicode.Scalar]
    let dialect: Dialect
    private(set) var position = 0

    init(_ text: String, dialect: Dialect) {
        scalars = Array(text.unicodeScalars)
        self.dialect = dialect
    }

    /// All tokens, ending with `.end`.
    static func tokens(_ text: String, dialect: Dialect) -> [Token] {
        var lexer = Lexer(text, dialect: dialect)
        var result: [Token] = []
        while true {
            let t = lexer.next()
            result.append(t)
            if t.kind == .end { return result }
        }
    }

    mutating func next() -> Token {
        guard position < scalars.count else { return Token(kind: .end, offset: position, end: position) }
        let start = position
        let c = scalars[position]
        func single(_ kind: Token.Kind) -> Token {
            position += 1
            return Token(kind: kind, offset: start, end: position)
        }
        switch c {
        case "|": return single(.pipe)
        case "-": return single(.dash)
        case "[": return single(.openBracket)
        case "]": return single(.closeBracket)
        case "(": return single(.openParen)
        case ")": return single(.closeParen)
        case ",": return single(.comma)
        case "@": return single(.at)
        case ":": return single(.colon)
        case "*": return single(.star)
        case "%": return single(.percent)
        case ".":
            if position + 1 < scalars.count, isDigit(scalars[position + 1]) { return number() }
            return single(.dot)
        case "~": return single(.tilde)
        case "+": return single(.plus)
        case ";", "\n", "\r": return single(.separator)
        case "/":
            if dialect.contains(.comments), position + 1 < scalars.count, scalars[position + 1] == "/" {
                while position < scalars.count, scalars[position] != "\n" { position += 1 }
                return next()
            }
            return single(.slash)
        case " ", "\t":
            while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
            return Token(kind: .whitespace, offset: start, end: position)
        case "=", "<", ">":
            var text = String(c)
            position += 1
            if position < scalars.count, "=<>".unicodeScalars.contains(scalars[position]) {
                text.unicodeScalars.append(scalars[position])
                position += 1
            }
            let kind: Token.Kind = LayoutRelationSymbol(rawValue: text).map { .relation($0) } ?? .badRelation(text)
            return Token(kind: kind, offset: start, end: position)
        default:
            if isDigit(c) { return number() }
            if isIdentifierStart(c) {
                while position < scalars.count, isIdentifierStart(scalars[position]) || isDigit(scalars[position]) {
                    position += 1
                }
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[start..<position])
                return Token(kind: .identifier(name), offset: start, end: position)
            }
            return single(.invalid(c))
        }
    }

    /// `digits [. digits] [e [+-] digits]` or `. digits ...`, read like `strtod` in the C
    /// locale (an exponent only counts when digits follow it).
    private mutating func number() -> Token {
        let start = position
        func digits() { while position < scalars.count, isDigit(scalars[position]) { position += 1 } }
        digits()
        if position < scalars.count, scalars[position] == "." {
            position += 1
            digits()
        }
        if position < scalars.count, scalars[position] == "e" || scalars[position] == "E" {
            var p = position + 1
            if p < scalars.count, scalars[p] == "+" || scalars[p] == "-" { p += 1 }
            if p < scalars.count, isDigit(scalars[p]) {
                position = p
                digits()
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<position])
        return Token(kind: .number(Double(text) ?? .infinity), offset: start, end: position)
    }

    private func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    private func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
}
