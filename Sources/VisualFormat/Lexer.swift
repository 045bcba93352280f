import AutoLayout
import TextSupport

/// A format's tokens, read one at a time as a parser asks for them: `current` is the token the
/// parser stands at, `take()` moves on, `lookahead()` shows the one after. It never fails: what
/// it cannot read becomes an `invalid` or `badRelation` token, and the parser reports it where it
/// stands. Comments (`//` to the end of the line) and, in the whitespace dialect, spaces are
/// skipped here.
///
/// It reads the format's UTF-8 bytes in place, without copying them (`Lexer.reading`), so a
/// lexer lives only while its format is being parsed. Every token is ASCII (anything else is an
/// `invalid` token); offsets count Unicode scalars, which is how carets count.
struct Lexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let dialect: Dialect
    /// Numbers as Apple's VFL parser reads them: one starts with a digit (`.5` is not a
    /// number there), while `strtod` reads the rest (`5.`, `1e2`, `0x10`).
    private let appleNumbers: Bool
    /// Byte index of the next byte, and the Unicode scalar offset it starts.
    private var position = 0
    private var scalarPosition = 0
    /// The token the parser stands at (`.end`, again and again, once the format is read).
    private(set) var current: Token
    /// Where scanned tokens are counted, if anywhere (shared by the copies `lookahead` makes).
    private let work: ScanWork?

    /// `body`'s result, given a lexer standing at the first token of `text`.
    static func reading<R>(
        _ text: String, dialect: Dialect, appleNumbers: Bool = false, counting work: ScanWork? = nil,
        _ body: (inout Lexer) throws(FormatError) -> R
    ) throws(FormatError) -> R {
        // Token positions are 32-bit (see `Token`).
        guard text.utf8.count < Int(Int32.max) else { throw FormatError(.formatTooLong, format: text, offset: nil) }
        var text = text
        // `withUTF8` is free for native strings (and copies a bridged one once); its closure
        // cannot throw a typed error, so the error travels back in a `Result`.
        let result = text.withUTF8 { bytes in
            Result { () throws(FormatError) -> R in
                var lexer = Lexer(bytes: bytes, dialect: dialect, appleNumbers: appleNumbers, work: work)
                return try body(&lexer)
            }
        }
        return try result.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, dialect: Dialect, appleNumbers: Bool, work: ScanWork?) {
        self.bytes = bytes
        self.dialect = dialect
        self.appleNumbers = appleNumbers
        self.work = work
        current = Token(kind: .end, offset: 0, end: 0, bytes: 0..<0)
        current = scan()
    }

    /// The current token; the lexer moves to the next.
    @discardableResult
    mutating func take() -> Token {
        let t = current
        current = scan()
        return t
    }

    /// The token after `current` (the lexer does not move).
    func lookahead() -> Token {
        var copy = self
        return copy.scan()
    }

    /// The token's text as written.
    func text(of t: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[t.bytes]), as: UTF8.self)
    }

    /// True when `t` is the identifier `word` (compared without making a string).
    func isIdentifier(_ t: Token, _ word: StaticString) -> Bool {
        guard t.kind == .identifier, t.bytes.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { w in bytes[t.bytes].elementsEqual(w) }
    }

    /// The axis whose letter (`H` or `V`) the identifier `t` starts with, if any.
    func orientation(_ t: Token) -> LayoutAxis? {
        switch bytes[t.bytes.lowerBound] {
        case UInt8(ascii: "H"): .horizontal
        case UInt8(ascii: "V"): .vertical
        default: nil
        }
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    /// Move past `count` ASCII bytes.
    private mutating func advance(_ count: Int = 1) {
        position += count
        scalarPosition += count
    }

    /// The next token that the dialect does not skip.
    private mutating func scan() -> Token {
        while true {
            work?.count += 1
            let t = token()
            if t.kind != .whitespace || !dialect.contains(.whitespace) { return t }
        }
    }

    /// The token that starts at `position`.
    private mutating func token() -> Token {
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
            if !appleNumbers, let d = peek(1), isDigit(d) { return number() }
            return single(.dot)
        case UInt8(ascii: "/"):
            if dialect.contains(.comments), peek(1) == UInt8(ascii: "/") {
                while let n = peek(), n != UInt8(ascii: "\n") { skipScalar(n) }
                return self.token()
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
        if peek() == UInt8(ascii: "0"), let x = peek(1), x | 0x20 == UInt8(ascii: "x"), let h = peek(2), hexDigit(h) != nil {
            // `strtod` reads hexadecimal too: `0x10` is 16.
            advance(2)
            var value = 0.0
            while let h = peek(), let d = hexDigit(h) {
                value = value * 16 + Double(d)
                advance()
            }
            return Token(kind: .number(value), offset: start, end: scalarPosition, bytes: first..<position)
        }
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
        let value =
            plain && position - first <= 15
            ? integer : Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<position]), as: UTF8.self)) ?? .infinity
        return Token(kind: .number(value), offset: start, end: scalarPosition, bytes: first..<position)
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private func hexDigit(_ c: UInt8) -> Int? {
        if isDigit(c) { return Int(c - UInt8(ascii: "0")) }
        let lower = c | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") ? Int(lower - UInt8(ascii: "a")) + 10 : nil
    }
    private func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
    }
}
