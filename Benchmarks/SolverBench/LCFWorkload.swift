import Cassowary

/// A solver workload in LCF v1, the language-neutral format of `shared/bench/gen_workloads.py`
/// (its docstring is the specification): phases of `add`, `remove`, `edit`, `unedit`,
/// `suggest` and `solve` commands over named variables, with constraints on kiwi's strength scale.
///
/// Parsing builds every `Variable` and `Constraint` object up front, so a runner times only
/// solver calls.
public struct LCFWorkload {
    /// One solver call.
    public enum Operation {
        case add(Constraint)
        case remove(Constraint)
        case edit(Variable, Strength)
        case unedit(Variable)
        case suggest(Variable, Double)
        /// `updateVariables()`, then read every variable of the file.
        case solve
    }

    /// A timed phase: a name and its calls in order.
    public struct Phase {
        public let name: String
        public var operations: [Operation]
    }

    /// `meta` fields (`name` names the workload).
    public private(set) var meta: [String: String] = [:]
    /// Every variable of the file, in order of first appearance.
    public private(set) var variables: [Variable] = []
    public private(set) var phases: [Phase] = []

    /// The workload's name: `meta name=…`, else the file name given.
    public var name: String

    /// Parse LCF text; `name` is used when the file has no `meta name=`.
    public init(text: String, name: String) throws(LCFError) {
        self.name = name
        var parser = Parser()
        try parser.parse(text)
        meta = parser.meta
        variables = parser.variableOrder
        phases = parser.phases
        if let given = meta["name"] { self.name = given }
    }
}

/// A malformed LCF file: the 1-based line and column, and what was wrong.
public struct LCFError: Error, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String
    public var description: String { "\(line):\(column): \(message)" }
}

private struct Parser {
    var meta: [String: String] = [:]
    var variableOrder: [Variable] = []
    var phases: [LCFWorkload.Phase] = []
    private var variables: [Substring: Variable] = [:]
    /// The constraint last added under each id, for `remove`.
    private var live: [Substring: Constraint] = [:]

    /// A token and the 1-based column where it starts.
    typealias Token = (text: Substring, column: Int)

    mutating func parse(_ text: String) throws(LCFError) {
        var sawHeader = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let tokens = tokenize(rawLine)
            guard let command = tokens.first else { continue }
            if command.text.hasPrefix("#") { continue }
            func fail(_ message: String, at token: Token? = nil) -> LCFError {
                LCFError(line: line, column: (token ?? command).column, message: message)
            }
            if !sawHeader {
                guard tokens.count == 2, command.text == "lcf", tokens[1].text == "1" else { throw fail("expected the header 'lcf 1'") }
                sawHeader = true
                continue
            }
            switch command.text {
            case "meta":
                for field in tokens.dropFirst() {
                    let parts = field.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    meta[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
                }
                continue
            case "phase":
                guard tokens.count == 2 else { throw fail("expected 'phase NAME'") }
                phases.append(.init(name: String(tokens[1].text), operations: []))
                continue
            case "var":
                guard tokens.count == 2 else { throw fail("expected 'var NAME'") }
                _ = try variable(tokens[1], line: line)
                continue
            default:
                break
            }
            guard !phases.isEmpty else { throw fail("a command before the first 'phase'") }
            let operation: LCFWorkload.Operation
            switch command.text {
            case "add":
                guard tokens.count >= 5 else { throw fail("expected 'add ID LHS OP RHS @STRENGTH'") }
                let relations = tokens.indices.filter { ["==", "<=", ">="].contains(tokens[$0].text) }
                guard relations.count == 1, let at = relations.first else { throw fail("expected exactly one of == <= >=") }
                let strengthToken = tokens[tokens.count - 1]
                let strength = try self.strength(strengthToken, line: line)
                var expression = try side(tokens[2..<at], line: line, sign: 1, after: tokens[1])
                let right = try side(tokens[(at + 1)..<(tokens.count - 1)], line: line, sign: -1, after: tokens[at])
                expression = Expression(expression.terms + right.terms, constant: expression.constant + right.constant)
                let relation = Relation(rawValue: String(tokens[at].text)) ?? .equal
                let constraint =
                    strength.isRequired
                    ? Constraint(expression, relation, strength: .required)
                    : Constraint(expression, relation, weight: strength.weight)
                live[tokens[1].text] = constraint
                operation = .add(constraint)
            case "remove":
                guard tokens.count == 2 else { throw fail("expected 'remove ID'") }
                guard let constraint = live[tokens[1].text] else {
                    throw fail("no constraint was added as '\(tokens[1].text)'", at: tokens[1])
                }
                operation = .remove(constraint)
            case "edit":
                guard tokens.count == 3 else { throw fail("expected 'edit VAR @STRENGTH'") }
                operation = .edit(try variable(tokens[1], line: line), try strength(tokens[2], line: line))
            case "unedit":
                guard tokens.count == 2 else { throw fail("expected 'unedit VAR'") }
                operation = .unedit(try variable(tokens[1], line: line))
            case "suggest":
                guard tokens.count == 3 else { throw fail("expected 'suggest VAR NUMBER'") }
                guard let value = number(tokens[2].text) else { throw fail("expected a number", at: tokens[2]) }
                operation = .suggest(try variable(tokens[1], line: line), value)
            case "solve":
                guard tokens.count == 1 else { throw fail("'solve' takes no arguments", at: tokens[1]) }
                operation = .solve
            default:
                throw fail("unknown command '\(command.text)'")
            }
            phases[phases.count - 1].operations.append(operation)
        }
        if !sawHeader { throw LCFError(line: 1, column: 1, message: "expected the header 'lcf 1'") }
    }

    func tokenize(_ line: Substring) -> [Token] {
        var tokens: [Token] = []
        var start: Substring.Index? = nil
        var column = 0, startColumn = 0
        var i = line.startIndex
        while i <= line.endIndex {
            let isSpace = i == line.endIndex || line[i] == " " || line[i] == "\t" || line[i] == "\r"
            if isSpace, let s = start {
                tokens.append((line[s..<i], startColumn))
                start = nil
            } else if !isSpace, start == nil {
                start = i
                startColumn = column + 1
            }
            if i == line.endIndex { break }
            column += 1
            i = line.index(after: i)
        }
        return tokens
    }

    /// `TERM (SIGN TERM)*`, each term times `sign`.
    mutating func side(_ tokens: ArraySlice<Token>, line: Int, sign: Double, after previous: Token) throws(LCFError) -> Expression {
        guard !tokens.isEmpty else { throw LCFError(line: line, column: previous.column, message: "an empty expression") }
        var expression = Expression()
        var expectTerm = true
        var termSign = sign
        for token in tokens {
            if !expectTerm {
                guard token.text == "+" || token.text == "-" else {
                    throw LCFError(line: line, column: token.column, message: "expected '+' or '-'")
                }
                termSign = token.text == "-" ? -sign : sign
                expectTerm = true
                continue
            }
            if let constant = number(token.text) {
                expression.constant += termSign * constant
            } else if let star = token.text.firstIndex(of: "*") {
                guard let coefficient = number(token.text[..<star]) else {
                    throw LCFError(line: line, column: token.column, message: "a bad coefficient in '\(token.text)'")
                }
                let name = (
                    token.text[token.text.index(after: star)...],
                    token.column + token.text.distance(from: token.text.startIndex, to: star) + 1
                )
                expression.terms.append(Term(try variable(name, line: line), termSign * coefficient))
            } else {
                expression.terms.append(Term(try variable(token, line: line), termSign))
            }
            expectTerm = false
        }
        if expectTerm { throw LCFError(line: line, column: tokens.last?.column ?? 1, message: "the expression ends with an operator") }
        return expression
    }

    mutating func variable(_ token: Token, line: Int) throws(LCFError) -> Variable {
        if let known = variables[token.text] { return known }
        let name = token.text
        guard let first = name.first, first == "_" || first.isASCIILetter,
            name.allSatisfy({ $0 == "_" || $0 == "." || $0.isASCIILetter || $0.isASCIIDigit })
        else {
            throw LCFError(line: line, column: token.column, message: "a bad variable name '\(name)'")
        }
        let v = Variable(String(name))
        variables[name] = v
        variableOrder.append(v)
        return v
    }

    func strength(_ token: Token, line: Int) throws(LCFError) -> Strength {
        switch token.text {
        case "@required": return .required
        case "@strong": return .strong
        case "@medium": return .medium
        case "@weak": return .weak
        default:
            guard token.text.hasPrefix("@"), let w = number(token.text.dropFirst()) else {
                throw LCFError(
                    line: line, column: token.column, message: "expected a strength (@required, @strong, @medium, @weak or @NUMBER)")
            }
            return Strength(w)
        }
    }

    /// NUMBER := optional '-', digits with an optional fraction, optional exponent.
    func number(_ text: Substring) -> Double? {
        var i = text.startIndex
        func digits() -> Int {
            var n = 0
            while i < text.endIndex, text[i].isASCIIDigit {
                i = text.index(after: i)
                n += 1
            }
            return n
        }
        if i < text.endIndex, text[i] == "-" { i = text.index(after: i) }
        var count = digits()
        if i < text.endIndex, text[i] == "." {
            i = text.index(after: i)
            count += digits()
        }
        guard count > 0 else { return nil }
        if i < text.endIndex, text[i] == "e" || text[i] == "E" {
            i = text.index(after: i)
            if i < text.endIndex, text[i] == "+" || text[i] == "-" { i = text.index(after: i) }
            guard digits() > 0 else { return nil }
        }
        guard i == text.endIndex else { return nil }
        return Double(text)
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
