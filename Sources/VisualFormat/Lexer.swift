import AutoLayout

/// Splits a format into tokens. It never fails: what it cannot read becomes an `invalid` or
/// `badRelation` token, and the parser reports it where it stands. Comments (`//` to the end of
/// the line) are dropped here when the dialect allows them.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private let dialect: Dialect
    private var position = 0

    /// All tokens of `text`, ending with `.end`.
    static func tokens(_ text: String, dialect: Dialect) -> [Token] {
        var lexer = Lexer(scalars: Array(text.unicodeScalars), dialect: dialect)
        var result: [Token] = []
        while true {
            let t = lexer.next()
            result.append(t)
            if t.kind == .end { return result }
        }
    }

    private init(scalars: [Unicode.Scalar], dialect: Dialect) {
        self.scalars = scalars
        self.dialect = dialect
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    private mutating func next() -> Token {
        guard let c = peek() else { return Token(kind: .end, offset: position, end: position) }
        let start = position
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
        case "~": return single(.tilde)
        case "+": return single(.plus)
        case ";", "\n", "\r": return single(.separator)
        case ".":
            if let d = peek(1), isDigit(d) { return number() }
            return single(.dot)
        case "/":
            if dialect.contains(.comments), peek(1) == "/" {
                while let n = peek(), n != "\n" { position += 1 }
                return next()
            }
            return single(.slash)
        case " ", "\t":
            while peek() == " " || peek() == "\t" { position += 1 }
            return Token(kind: .whitespace, offset: start, end: position)
        case "=", "<", ">":
            var text = String(c)
            position += 1
            if let n = peek(), "=<>".unicodeScalars.contains(n) {
                text.unicodeScalars.append(n)
                position += 1
            }
            let relation = LayoutRelation(symbol: text)
            return Token(kind: relation.map { .relation($0) } ?? .badRelation(text), offset: start, end: position)
        default:
            if isDigit(c) { return number() }
            guard isIdentifierStart(c) else { return single(.invalid(c)) }
            while let n = peek(), isIdentifierStart(n) || isDigit(n) { position += 1 }
            return Token(kind: .identifier(text(start)), offset: start, end: position)
        }
    }

    /// `digits [. digits] [e [+-] digits]` or `. digits ...`, as `strtod` reads it in the C
    /// locale (an exponent counts only when digits follow it).
    private mutating func number() -> Token {
        let start = position
        func digits() { while let d = peek(), isDigit(d) { position += 1 } }
        digits()
        if peek() == "." {
            position += 1
            digits()
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let d = peek(1 + sign), isDigit(d) {
                position += 1 + sign
                digits()
            }
        }
        return Token(kind: .number(Double(text(start)) ?? .infinity), offset: start, end: position)
    }

    private func text(_ start: Int) -> String {
        var s = ""
        s.unicodeScalars.append(contentsOf: scalars[start..<position])
        return s
    }

    private func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    private func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
}
