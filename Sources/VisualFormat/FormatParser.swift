import AutoLayout

/// A recursive-descent parser for Apple's Visual Format Language (grammar in README.md,
/// "The Visual Format Language"), plus the extensions the dialect enables. It builds
/// `FormatStatement`s; every error carries the offset of the token that could not continue.
struct FormatParser {
    private let lexed: Lexed
    private let format: String
    private let dialect: Dialect
    private var index = 0

    /// The statements of `format` (exactly one unless the dialect allows several).
    static func parse(_ format: String, dialect: Dialect) throws(FormatError) -> [FormatStatement] {
        var lexed = Lexer.lex(format, dialect: dialect)
        if dialect.contains(.whitespace) { lexed.tokens.removeAll { $0.kind == .whitespace } }
        var parser = FormatParser(lexed: lexed, format: format, dialect: dialect)
        return try parser.statements()
    }

    private init(lexed: Lexed, format: String, dialect: Dialect) {
        self.lexed = lexed
        self.format = format
        self.dialect = dialect
    }

    // MARK: Statements

    private mutating func statements() throws(FormatError) -> [FormatStatement] {
        var result: [FormatStatement] = []
        let several = dialect.contains(.multipleStatements)
        // A statement ends only at the end of the format or (when several are allowed) at a
        // separator, so the loop needs no check of its own between statements.
        while true {
            while several, peek.kind == .separator { index += 1 }
            if peek.kind == .end { break }
            result.append(try statement())
        }
        guard !result.isEmpty else { throw error(.emptyFormat, at: 0) }
        return result
    }

    /// `[orientation] ["|" connection] view {connection view} [connection "|"]`
    private mutating func statement() throws(FormatError) -> FormatStatement {
        var s = FormatStatement()
        if peek.kind == .identifier, let letter = lexed.text(of: peek).first, letter == "H" || letter == "V" {
            guard peek.bytes.count == 1, next.kind == .colon else {
                throw error(.expectedColon(orientation: letter), at: peek.offset + 1)
            }
            s.axis = letter == "H" ? .horizontal : .vertical
            index += 2
        }
        if peek.kind == .pipe {
            let offset = take().offset
            s.leadingEdge = EdgeSyntax(offset: offset, connection: try connection())
        }
        s.views.append(try view())
        while !atStatementEnd {
            let joint = try connection()
            if peek.kind == .openBracket {
                s.connections.append(joint)
                s.views.append(try view())
            } else if peek.kind == .pipe {
                s.trailingEdge = EdgeSyntax(offset: take().offset, connection: joint)
                guard atStatementEnd else { throw unexpected(.expectedEnd) }
            } else {
                throw unexpected(joint == .flush ? .expectedEnd : .expectedView)
            }
        }
        return s
    }

    private var atStatementEnd: Bool {
        peek.kind == .end || (peek.kind == .separator && dialect.contains(.multipleStatements))
    }

    // MARK: Connections and views

    /// `ε` (flush) | `-` | `-number-` | `-metric-` | `-(predicates)-` | `~` (extension)
    private mutating func connection() throws(FormatError) -> ConnectionSyntax {
        if peek.kind == .tilde, dialect.contains(.equalSpacers) { return .equalSpacer(offset: take().offset) }
        guard peek.kind == .dash else { return .flush }
        index += 1
        let predicates: [PredicateSyntax]
        switch peek.kind {
        case .openBracket, .pipe, .end, .separator:
            return .standard
        case let .number(value):
            let t = take()
            predicates = [PredicateSyntax(object: ObjectSyntax(base: .number(try checked(value, at: t.offset)), offset: t.offset))]
        case .identifier:
            let t = take()
            predicates = [PredicateSyntax(object: ObjectSyntax(base: .name(name(t)), offset: t.offset))]
        case .openParen:
            index += 1
            predicates = try predicateList()
            guard peek.kind == .closeParen else { throw unexpected(.expectedCloseParenthesis) }
            index += 1
        case .dash:
            throw error(.negativeSpacingNeedsParentheses, at: peek.offset)
        default:
            throw unexpected(.expectedNumberOrMetric)
        }
        guard peek.kind == .dash else { throw unexpected(.expectedDash) }
        index += 1
        return .predicates(predicates)
    }

    /// `"[" name ["(" predicates ")"] "]"`
    private mutating func view() throws(FormatError) -> ViewSyntax {
        guard peek.kind == .openBracket else { throw unexpected(.expectedView) }
        index += 1
        guard peek.kind == .identifier else { throw unexpected(.expectedViewName) }
        var v = ViewSyntax(name: name(take()))
        if peek.kind == .openParen {
            index += 1
            v.predicates = try predicateList()
            guard peek.kind == .closeParen else { throw unexpected(.unterminatedView) }
            index += 1
        }
        guard peek.kind == .closeBracket else { throw unexpected(.unterminatedView) }
        index += 1
        return v
    }

    // MARK: Predicates

    /// `predicate {"," predicate}`
    private mutating func predicateList() throws(FormatError) -> [PredicateSyntax] {
        var list = [try predicate()]
        while peek.kind == .comma {
            index += 1
            list.append(try predicate())
        }
        return list
    }

    /// `[relation] object ["@" priority]`
    private mutating func predicate() throws(FormatError) -> PredicateSyntax {
        var relation = LayoutRelation.equal
        if case let .relation(r) = peek.kind {
            relation = r
            index += 1
        }
        var p = PredicateSyntax(relation: relation, object: try object())
        if peek.kind == .at {
            index += 1
            p.priority = try priority()
        }
        return p
    }

    /// `[sign] number | name`, and in the expressions extension `name.attr`, `number%`,
    /// then `* k`, `/ k` and one `+ c` or `- c`.
    private mutating func object() throws(FormatError) -> ObjectSyntax {
        let offset = peek.offset
        var o: ObjectSyntax
        if let value = try signedNumber() {
            o = ObjectSyntax(base: .number(value), offset: offset)
            if peek.kind == .percent {
                try require(.expressions, "'%' of the superview")
                index += 1
                o.base = .percent(value)
            }
        } else if peek.kind == .identifier {
            let n = name(take())
            o = ObjectSyntax(base: .name(n), offset: offset)
            if peek.kind == .dot {
                try require(.expressions, "'.attribute' in a predicate")
                index += 1
                guard let attribute = try readAttribute(lexed, at: &index, format: format) else {
                    throw unexpected(.expectedAttribute)
                }
                o.base = .attribute(n, attribute)
            }
        } else {
            throw unexpected(.expectedNumberOrMetric)
        }
        guard dialect.contains(.expressions) else { return o }
        while peek.kind == .star || peek.kind == .slash {
            let divide = take().kind == .slash
            guard let k = try signedNumber() else { throw unexpected(.expectedNumberOrMetric) }
            if divide, k == 0 { throw error(.numberOutOfRange, at: lexed.tokens[index - 1].offset) }
            o.multiplier = divide ? o.multiplier / k : o.multiplier * k
        }
        if peek.kind == .plus || peek.kind == .dash {
            let negative = take().kind == .dash
            guard let c = try signedNumber() else { throw unexpected(.expectedNumberOrMetric) }
            o.constant = negative ? -c : c
        }
        return o
    }

    /// A signed number (see `readSignedNumber`), or `nil` with nothing consumed.
    private mutating func signedNumber() throws(FormatError) -> Double? {
        try readSignedNumber(lexed.tokens, at: &index, format: format)
    }

    /// `number` | `metric` | a named priority (extension).
    private mutating func priority() throws(FormatError) -> PrioritySyntax {
        let offset = peek.offset
        if let value = try signedNumber() { return .number(value, offset: offset) }
        guard peek.kind == .identifier else { throw unexpected(.expectedPriority) }
        return .name(name(take()))
    }

    /// The name an identifier token spells, with its place.
    private func name(_ t: Token) -> NameSyntax {
        NameSyntax(text: lexed.text(of: t), offset: t.offset, end: t.end)
    }

    // MARK: Tokens and errors

    private var peek: Token { lexed.tokens[index] }
    private var next: Token { lexed.tokens[min(index + 1, lexed.tokens.count - 1)] }

    private mutating func take() -> Token {
        defer { index += 1 }
        return lexed.tokens[index]
    }

    private func checked(_ value: Double, at offset: Int) throws(FormatError) -> Double {
        guard abs(value) <= 1e12 else { throw error(.numberOutOfRange, at: offset) }
        return value
    }

    private func require(_ feature: Dialect, _ what: String) throws(FormatError) {
        guard dialect.contains(feature) else { throw error(.extensionNotEnabled(what), at: peek.offset) }
    }

    private func error(_ kind: FormatError.Kind, at offset: Int, suggestion: String? = nil) -> FormatError {
        FormatError(kind, format: format, offset: offset, suggestion: suggestion)
    }

    /// The error for the current token when `expected` could not be read: tokens that are
    /// wrong everywhere (whitespace, bad characters and relations, extension symbols in strict
    /// mode) get their own message.
    private func unexpected(_ expected: FormatError.Kind) -> FormatError {
        let t = peek
        switch t.kind {
        case .whitespace: return error(.whitespace, at: t.offset)
        case let .invalid(c): return error(.invalidCharacter(Character(c)), at: t.offset)
        case .badRelation: return error(.unknownRelation(lexed.text(of: t)), at: t.offset)
        case .separator where !dialect.contains(.multipleStatements):
            return error(.extensionNotEnabled("';' or a line break between statements"), at: t.offset)
        case .tilde where !dialect.contains(.equalSpacers):
            return error(.extensionNotEnabled("'~' (equal spacers)"), at: t.offset)
        case .star, .slash, .percent, .dot, .plus:
            if !dialect.contains(.expressions) {
                let symbol = String(format.unicodeScalars.dropFirst(t.offset).prefix(1))
                return error(.extensionNotEnabled("'\(symbol)' in a predicate"), at: t.offset)
            }
            return error(expected, at: t.offset)
        default: return error(expected, at: t.offset)
        }
    }
}
