import AutoLayout

/// Splits a format into tokens. It never fails: what it cannot read becomes an `invalid` or
/// `badRelation` token, and the parser reports it where it stands. Comments (`//` to the end of
/// the line) are dropped here when the dialect allows them.
///
/// It reads UTF-8 bytes (every token is ASCII; anything else is an `invalid` token), and keeps
/// offsets in Unicode scalars, which is how carets count.
struct Lexer {
    private let bytes: [UInt8]
    private let dialect: Dialect
    /// Byte index of the next byte, and the Unicode scalar offset it starts.
    private var position = 0
    private var scalarPosition = 0

    /// All tokens of `text`, ending with `.end`, with the bytes they point into.
    static func lex(_ text: String, dialect: Dialect) -> Lexed {
        var lexer = Lexer(bytes: Array(text.utf8), dialect: dialect)
        var result: [Token] = []
        result.reserveCapacity(lexer.bytes.count + 1)
        while true {
            let t = lexer.next()
            result.append(t)
            if t.kind == .end { return Lexed(tokens: result, bytes: lexer.bytes) }
        }
    }

    private init(bytes: [UInt8], dialect: Dialect) {
        self.bytes = bytes
        self.dialect = dialect
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    /// Move past `count` ASCII bytes.
    private mutating func advance(_ count: Int = 1) {
        position += count
        scalarPosition += count
    }

    private mutating func next() -> Token {
        guard let c = peek() else { return Token(kind: .end, offset: scalarPosition, end: scalarPosition, bytes: position..<position) }
        let start = scalarPosition, first = position
        func token(_ kind: Token.Kind) -> Token {
            Token(kind: kind, offset: start, end: scalarPosition, bytes: first..<position)
        }
        func single(_ kind: Token.Kind) -> Token {
            advance()
            return token(kind)
        }
        switch c {
        case UInt8(ascii: "|"): return single(.pipe)
        case UInt8(ascii: "-"): return single(.dash)
        case UInt8(ascii: "["): return single(.openBracket)
        case UInt8(ascii: "]"): return single(.closeBracket)
        case UInt8(ascii: "("): return single(.openParen)
        case UInt8(ascii: ")"): return single(.closeParen)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: "@"): return single(.at)
        case UInt8(ascii: ":"): return single(.colon)
        case UInt8(ascii: "*"): return single(.star)
        case UInt8(ascii: "%"): return single(.percent)
        case UInt8(ascii: "~"): return single(.tilde)
        case UInt8(ascii: "+"): return single(.plus)
        case UInt8(ascii: ";"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return single(.separator)
        case UInt8(ascii: "."):
            if let d = peek(1), isDigit(d) { return number() }
            return single(.dot)
        case UInt8(ascii: "/"):
            if dialect.contains(.comments), peek(1) == UInt8(ascii: "/") {
                while let n = peek(), n != UInt8(ascii: "\n") { skipScalar(n) }
                return next()
            }
            return single(.slash)
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
            while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") { advance() }
            return token(.whitespace)
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
            advance()
            let second = peek()
            if let n = second, n == UInt8(ascii: "=") || n == UInt8(ascii: "<") || n == UInt8(ascii: ">") { advance() }
            // `==`, `<=`, `>=` are the relations; anything else made of these is reported as written.
            guard position - first == 2, second == UInt8(ascii: "=") else { return token(.badRelation) }
            switch c {
            case UInt8(ascii: "="): return token(.relation(.equal))
            case UInt8(ascii: "<"): return token(.relation(.lessThanOrEqual))
            default: return token(.relation(.greaterThanOrEqual))
            }
        default:
            if isDigit(c) { return number() }
            guard isIdentifierStart(c) else {
                let scalar = scalarAtPosition()
                skipScalar(c)
                return token(.invalid(scalar))
            }
            while let n = peek(), isIdentifierStart(n) || isDigit(n) { advance() }
            return token(.identifier)
        }
    }

    /// Move past the scalar whose first byte is `lead` (1 to 4 bytes of UTF-8).
    private mutating func skipScalar(_ lead: UInt8) {
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        position = min(position + length, bytes.count)
        scalarPosition += 1
    }

    /// The scalar starting at `position` (U+FFFD if the bytes are not one).
    private func scalarAtPosition() -> Unicode.Scalar {
        var decoder = UTF8()
        var iterator = bytes[position...].makeIterator()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// `digits [. digits] [e [+-] digits]` or `. digits ...`, as `strtod` reads it in the C
    /// locale (an exponent counts only when digits follow it). Plain integers (the usual case)
    /// are accumulated directly; anything else goes through `Double(_:)`.
    private mutating func number() -> Token {
        let start = scalarPosition, first = position
        var integer = 0.0, plain = true
        func digits(accumulate: Bool) {
            while let d = peek(), isDigit(d) {
                if accumulate { integer = integer * 10 + Double(d - UInt8(ascii: "0")) }
                advance()
            }
        }
        digits(accumulate: true)
        if peek() == UInt8(ascii: ".") {
            plain = false
            advance()
            digits(accumulate: false)
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
            if let d = peek(1 + sign), isDigit(d) {
                plain = false
                advance(1 + sign)
                digits(accumulate: false)
            }
        }
        // Up to 15 digits the running sum is exact; beyond, strtod rounds correctly.
        let value = plain && position - first <= 15
            ? integer : Double(String(decoding: bytes[first..<position], as: UTF8.self)) ?? .infinity
        return Token(kind: .number(value), offset: start, end: scalarPosition, bytes: first..<position)
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
    }
}
