import AutoLayout
import TextSupport

/// A recursive-descent parser for Apple's Visual Format Language (grammar in docs/language.md,
/// "The Visual Format Language"), plus the extensions the dialect enables. It builds a
/// `FormatSyntax`; every error carries the offset of the token that could not continue.
struct FormatParser {
    private var lexer: Lexer
    private let format: String
    private let dialect: Dialect
    private var syntax = FormatSyntax()

    /// The statements of `format` (exactly one unless the dialect allows several).
    static func parse(_ format: String, dialect: Dialect, counting work: ScanWork? = nil) throws(FormatError) -> FormatSyntax {
        // Outside the expressions extension numbers are read as Apple reads them: no `.5`, no `+`.
        try Lexer.reading(format, dialect: dialect, appleNumbers: !dialect.contains(.expressions), counting: work) {
            (lexer) throws(FormatError) in
            var parser = FormatParser(lexer: lexer, format: format, dialect: dialect)
            try parser.statements()
            return parser.syntax
        }
    }

    private init(lexer: Lexer, format: String, dialect: Dialect) {
        self.lexer = lexer
        self.format = format
        self.dialect = dialect
        // Room for a typical line, so its lists are allocated once and never grown.
        syntax.statements.reserveCapacity(1)
        syntax.views.reserveCapacity(4)
        syntax.predicates.reserveCapacity(8)
    }

    // MARK: Statements

    private mutating func statements() throws(FormatError) {
        let several = dialect.contains(.multipleStatements)
        // A statement ends only at the end of the format or (when several are allowed) at a
        // separator, so the loop needs no check of its own between statements.
        while true {
            while several, peek.kind == .separator { lexer.take() }
            if peek.kind == .end { break }
            syntax.statements.append(try statement())
        }
        guard !syntax.statements.isEmpty else { throw error(.emptyFormat, at: 0) }
    }

    /// `[orientation] ["|" connection] view {connection view} [connection "|"]`
    private mutating func statement() throws(FormatError) -> FormatStatement {
        let firstView = syntax.views.count
        var s = FormatStatement(views: firstView..<firstView)
        if peek.kind == .identifier, let axis = lexer.orientation(peek) {
            guard peek.bytes.count == 1, lexer.lookahead().kind == .colon else {
                throw error(.expectedColon(orientation: axis.letter), at: peek.offset + 1)
            }
            s.axis = axis
            lexer.take()
            lexer.take()
        }
        if peek.kind == .pipe {
            let offset = lexer.take().offset
            s.leadingEdge = EdgeSyntax(offset: offset, connection: try connection())
        }
        try view(after: nil)
        while !atStatementEnd {
            let joint = try connection()
            if peek.kind == .openBracket {
                try view(after: joint)
            } else if peek.kind == .pipe {
                s.trailingEdge = EdgeSyntax(offset: lexer.take().offset, connection: joint)
                guard atStatementEnd else { throw unexpected(.expectedEnd) }
            } else {
                throw unexpected(joint == .flush ? .expectedEnd : .expectedView)
            }
        }
        s.views = firstView..<syntax.views.count
        return s
    }

    private var atStatementEnd: Bool {
        peek.kind == .end || (peek.kind == .separator && dialect.contains(.multipleStatements))
    }

    // MARK: Connections and views

    /// `ε` (flush) | `-` | `-number-` | `-metric-` | `-(predicates)-` | `~` (extension)
    private mutating func connection() throws(FormatError) -> ConnectionSyntax {
        if peek.kind == .tilde, dialect.contains(.equalSpacers) { return .equalSpacer(offset: lexer.take().offset) }
        guard peek.kind == .dash else { return .flush }
        lexer.take()
        let predicates: Range<Int>
        switch peek.kind {
        case .openBracket, .pipe, .end, .separator:
            return .standard
        case .number, .identifier, .relation:
            predicates = append(try barePredicate())
        case .openParen:
            lexer.take()
            predicates = try predicateList()
            guard peek.kind == .closeParen else { throw unexpected(.expectedCloseParenthesis) }
            lexer.take()
        case .dash:
            throw error(.negativeSpacingNeedsParentheses, at: peek.offset)
        default:
            throw unexpected(.expectedNumberOrMetric)
        }
        guard peek.kind == .dash else { throw unexpected(peek.kind == .comma ? .listNeedsParentheses : .expectedDash) }
        lexer.take()
        return .predicates(predicates)
    }

    /// A connection's single predicate written without parentheses: `[relation] (number |
    /// metric) ["@" priority]`. Apple's documentation lists only `-number-` and `-metric-`, but
    /// its parser reads the whole predicate, and shipped code relies on it (`[a]->=0-[b]`,
    /// `|-3@750-[v]`, `-0@999-`): it means the same as the parenthesised `-(>=0)-`. A minus
    /// sign only after a relation (`->=-10-`; `--10-` has its own error, as in Apple's parser)
    /// and no expressions, since the `-` that closes the connection would read as a subtraction.
    private mutating func barePredicate() throws(FormatError) -> PredicateSyntax {
        var p = PredicateSyntax(object: ObjectSyntax(base: .number(0), offset: peek.offset))
        var related = false
        if case let .relation(r) = peek.kind {
            p.relation = r
            related = true
            lexer.take()
        }
        let t = peek
        switch t.kind {
        case let .number(value):
            lexer.take()
            p.object = ObjectSyntax(base: .number(try checked(value, at: t.offset)), offset: t.offset)
        case .identifier:
            p.object = ObjectSyntax(base: .name(name(lexer.take())), offset: t.offset)
        case .dash where related:
            guard let (value, at) = try lexer.signedNumber(format: format, allowPlus: false) else {
                throw error(.expectedNumberOrMetric, at: t.offset)
            }
            p.object = ObjectSyntax(base: .number(value), offset: at)
        case .dash:
            throw error(.negativeSpacingNeedsParentheses, at: t.offset)
        default:
            throw unexpected(.expectedNumberOrMetric)
        }
        if peek.kind == .at {
            lexer.take()
            p.priority = try priority()
        }
        return p
    }

    /// `"[" name ["(" predicates ")"] "]"`, joined to the view before it by `connectionBefore`.
    private mutating func view(after connectionBefore: ConnectionSyntax?) throws(FormatError) {
        guard peek.kind == .openBracket else { throw unexpected(.expectedView) }
        lexer.take()
        guard peek.kind == .identifier else { throw unexpected(.expectedViewName) }
        let name = name(lexer.take())
        var predicates = syntax.predicates.count..<syntax.predicates.count
        if peek.kind == .openParen {
            lexer.take()
            predicates = try predicateList()
            guard peek.kind == .closeParen else { throw unexpected(.unterminatedView) }
            lexer.take()
        }
        guard peek.kind == .closeBracket else { throw unexpected(.unterminatedView) }
        lexer.take()
        syntax.views.append(ViewSyntax(name: name, predicates: predicates, connectionBefore: connectionBefore))
    }

    // MARK: Predicates

    /// `predicate {"," predicate}`, as their range in `syntax.predicates`.
    private mutating func predicateList() throws(FormatError) -> Range<Int> {
        let first = syntax.predicates.count
        syntax.predicates.append(try predicate())
        while peek.kind == .comma {
            lexer.take()
            syntax.predicates.append(try predicate())
        }
        return first..<syntax.predicates.count
    }

    /// Append one predicate; its range in `syntax.predicates`.
    private mutating func append(_ p: PredicateSyntax) -> Range<Int> {
        syntax.predicates.append(p)
        return syntax.predicates.count - 1..<syntax.predicates.count
    }

    /// `[relation] object ["@" priority]`
    private mutating func predicate() throws(FormatError) -> PredicateSyntax {
        var relation = LayoutRelation.equal
        if case let .relation(r) = peek.kind {
            relation = r
            lexer.take()
        }
        var p = PredicateSyntax(relation: relation, object: try object())
        if peek.kind == .at {
            lexer.take()
            p.priority = try priority()
        }
        return p
    }

    /// `[sign] number | name`, and in the expressions extension `name.attr`, `number%`,
    /// then `* k`, `/ k` and one `+ c` or `- c`.
    private mutating func object() throws(FormatError) -> ObjectSyntax {
        let offset = peek.offset
        var o: ObjectSyntax
        if let (value, _) = try lexer.signedNumber(format: format, allowPlus: dialect.contains(.expressions)) {
            o = ObjectSyntax(base: .number(value), offset: offset)
            if peek.kind == .percent {
                try require(.expressions, "'%' of the superview")
                lexer.take()
                o.base = .percent(value)
            }
        } else if peek.kind == .identifier {
            let n = name(lexer.take())
            o = ObjectSyntax(base: .name(n), offset: offset)
            if peek.kind == .dot {
                try require(.expressions, "'.attribute' in a predicate")
                lexer.take()
                guard let attribute = try lexer.attribute(format: format) else { throw unexpected(.expectedAttribute) }
                o.base = .attribute(n, attribute)
            }
        } else {
            throw unexpected(.expectedNumberOrMetric)
        }
        guard dialect.contains(.expressions) else { return o }
        while peek.kind == .star || peek.kind == .slash {
            let divide = lexer.take().kind == .slash
            guard let (k, at) = try lexer.signedNumber(format: format, allowPlus: dialect.contains(.expressions)) else {
                throw unexpected(.expectedNumberOrMetric)
            }
            if divide, k == 0 { throw error(.numberOutOfRange, at: at) }
            o.multiplier = divide ? o.multiplier / k : o.multiplier * k
        }
        if peek.kind == .plus || peek.kind == .dash {
            let negative = lexer.take().kind == .dash
            guard let (c, _) = try lexer.signedNumber(format: format, allowPlus: dialect.contains(.expressions)) else {
                throw unexpected(.expectedNumberOrMetric)
            }
            o.constant = negative ? -c : c
        }
        return o
    }

    /// `number` | `metric` | a named priority (extension).
    private mutating func priority() throws(FormatError) -> PrioritySyntax {
        let offset = peek.offset
        if let (value, _) = try lexer.signedNumber(format: format, allowPlus: dialect.contains(.expressions)) {
            return .number(value, offset: offset)
        }
        guard peek.kind == .identifier else { throw unexpected(.expectedPriority) }
        return .name(name(lexer.take()))
    }

    /// The name an identifier token spells, with its place.
    private func name(_ t: Token) -> NameSyntax {
        NameSyntax(bytes: t.bytes, offset: t.offset, end: t.end)
    }

    // MARK: Tokens and errors

    private var peek: Token { lexer.current }

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
        case .badRelation: return error(.unknownRelation(lexer.text(of: t)), at: t.offset)
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
