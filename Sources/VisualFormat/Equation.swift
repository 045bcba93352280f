import AutoLayout
import TextSupport

/// The equation syntax, for what VFL cannot say (centering, aspect ratio, multipliers):
///
///     item.attribute  (== | <= | >=)  [multiplier *] item.attribute [* multiplier] [(+ | -) constant] [+ standard]  [@priority]
///     item.attribute  (== | <= | >=)  constant  [@priority]
///
/// e.g. `button.centerX == superview.centerX`, `a.width == 0.5 * b.width + 10 @750`,
/// `a.width == 2 * a.height`. Spaces are free. `superview` names the first item's superview
/// (as in the seeds' centering example) unless a view is called that. Priorities are numbers
/// in (0, 1000] or `required`, `high`, `low`, `fittingSize`. `+ standard` adds VFL's standard
/// space: to the superview's edge when one item is the other's superview, else between siblings.
public enum Equation {
    /// The constraint `text` describes, checked against `hierarchy` (names exist, the two
    /// views share an ancestor, Apple's rules for attributes hold).
    /// On iOS versions before their introduction, margin attributes (iOS 8) and system guides
    /// (`root.safeAreaLayoutGuide`, iOS 9 to 15) are errors that name the version. `work`, when
    /// given, counts the tokens scanned.
    public static func constraint(
        _ text: String, in hierarchy: ViewHierarchy, iOS: Int = 7, work: ScanWork? = nil
    ) throws(FormatError) -> LayoutConstraint {
        try Lexer.reading(text, dialect: .whitespace, counting: work) { (lexer) throws(FormatError) in
            var parser = EquationParser(text: text, hierarchy: hierarchy, lexer: lexer, iOS: iOS)
            return try parser.parse()
        }
    }

    /// True when `text` reads as an equation rather than a VFL line: it starts with
    /// `name.name`.
    public static func looksLikeEquation(_ text: String) -> Bool {
        let starts = try? Lexer.reading(text, dialect: .whitespace) { (lexer) throws(FormatError) in
            guard lexer.take().kind == .identifier, lexer.take().kind == .dot else { return false }
            return lexer.current.kind == .identifier
        }
        return starts == true
    }
}

private struct EquationParser {
    let text: String
    let hierarchy: ViewHierarchy
    var lexer: Lexer
    let iOS: Int

    mutating func parse() throws(FormatError) -> LayoutConstraint {
        let (firstName, firstAttribute) = try attributeReference()
        let first = try resolve(firstName, firstItem: nil)
        guard case let .relation(relation) = peek.kind else { throw unexpected(.expectedRelation) }
        lexer.take()
        let rightSide = peek.offset
        var multiplier = 1.0, constant = 0.0
        var second: (String, LayoutAttribute, Int)?
        if let k = try signedNumber() {
            if peek.kind == .star {
                lexer.take()
                multiplier = k
                let (name, attribute) = try attributeReference()
                second = (try resolve(name, firstItem: first), attribute, name.offset)
            } else {
                constant = k
            }
        } else if case .identifier = peek.kind {
            let (name, attribute) = try attributeReference()
            second = (try resolve(name, firstItem: first), attribute, name.offset)
            if peek.kind == .star {
                lexer.take()
                guard let k = try signedNumber() else { throw unexpected(.expectedNumberOrMetric) }
                multiplier = k
            }
        } else {
            throw unexpected(.expectedNumberOrMetric)
        }
        var standard: StandardSpacing?
        if let (other, _, _) = second {
            if peek.kind == .plus || peek.kind == .dash, !lexer.isIdentifier(lexer.lookahead(), "standard") {
                let negative = lexer.take().kind == .dash
                guard let c = try signedNumber() else { throw unexpected(.expectedNumberOrMetric) }
                constant = negative ? -c : c
            }
            if peek.kind == .plus, lexer.isIdentifier(lexer.lookahead(), "standard") {
                lexer.take()
                lexer.take()
                standard = StandardSpacing.between(first, other, in: hierarchy)
            }
        }
        var priority = LayoutPriority.required
        if peek.kind == .at {
            lexer.take()
            priority = try self.priority()
        }
        guard peek.kind == .end else {
            throw unexpected(.expectedEquationEnd(afterConstant: second == nil && (peek.kind == .plus || peek.kind == .dash)))
        }
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second?.0,
                attribute: second?.1 ?? .notAnAttribute, multiplier: multiplier, constant: constant,
                standardSpacing: standard, priority: priority)
        } catch {
            throw self.error(.invalidConstraint(error), at: rightSide)
        }
        if let (other, _, offset) = second,
            hierarchy.nearestCommonAncestor(SystemGuide.owner(of: first), SystemGuide.owner(of: other)) == nil
        {
            throw error(.invalidConstraint(.noCommonAncestor(first, other)), at: offset)
        }
        return constraint
    }

    /// `name.attribute`, or `name.guide.attribute` for a system guide (`root.safeAreaLayoutGuide.top`).
    mutating func attributeReference() throws(FormatError) -> (NameSyntax, LayoutAttribute) {
        guard peek.kind == .identifier else { throw unexpected(.expectedAttribute) }
        let t = lexer.take()
        guard peek.kind == .dot else { throw unexpected(.expectedAttribute) }
        lexer.take()
        var name = NameSyntax(bytes: t.bytes, offset: t.offset, end: t.end)
        if peek.kind == .identifier, let guide = SystemGuide(rawValue: lexer.text(of: peek)), lexer.lookahead().kind == .dot {
            guard iOS >= guide.introduced else { throw error(.needsNewerIOS(guide.rawValue, guide.introduced), at: peek.offset) }
            let g = lexer.take()
            name = NameSyntax(bytes: t.bytes.lowerBound..<g.bytes.upperBound, offset: t.offset, end: g.end)
            lexer.take()
        }
        let attributeOffset = peek.offset
        guard let attribute = try lexer.attribute(format: text) else { throw unexpected(.expectedAttribute) }
        if attribute.isMargin, iOS < 8 { throw error(.needsNewerIOS(attribute.name, 8), at: attributeOffset) }
        return (name, attribute)
    }

    func resolve(_ n: NameSyntax, firstItem: String?) throws(FormatError) -> String {
        let name = n.text(in: text)
        if hierarchy.contains(name) { return name }
        if let (owner, guide) = SystemGuide.parse(name) {
            let ownerSyntax = NameSyntax(
                bytes: n.bytes.lowerBound..<(n.bytes.lowerBound + owner.utf8.count), offset: n.offset,
                end: n.offset + owner.unicodeScalars.count)
            return guide.item(of: try resolve(ownerSyntax, firstItem: firstItem.map(SystemGuide.owner(of:))))
        }
        if name == "superview" {
            let child = firstItem ?? ""
            guard let parent = hierarchy.superview(of: child) else {
                throw error(.noSuperview(firstItem ?? "superview"), at: n.offset)
            }
            return parent
        }
        throw error(.unknownView(name), at: n.offset, suggestion: closestName(to: name, in: hierarchy.names))
    }

    mutating func signedNumber() throws(FormatError) -> Double? {
        try lexer.signedNumber(format: text)?.value
    }

    mutating func priority() throws(FormatError) -> LayoutPriority {
        let offset = peek.offset
        if let value = try signedNumber() {
            guard value > 0, value <= 1000 else { throw error(.invalidPriority(value), at: offset) }
            return LayoutPriority(Float(value))
        }
        guard peek.kind == .identifier else { throw unexpected(.expectedPriority) }
        let name = lexer.text(of: peek)
        guard let p = FormatBuilder.namedPriorities[name] else {
            throw error(
                .expectedPriority, at: offset,
                suggestion: closestName(to: name, in: FormatBuilder.namedPriorities.keys.sorted()))
        }
        lexer.take()
        return p
    }

    var peek: Token { lexer.current }

    func error(_ kind: FormatError.Kind, at offset: Int, suggestion: String? = nil) -> FormatError {
        FormatError(kind, format: text, offset: offset, suggestion: suggestion)
    }

    func unexpected(_ expected: FormatError.Kind) -> FormatError {
        switch peek.kind {
        case let .invalid(c): return error(.invalidCharacter(Character(c)), at: peek.offset)
        case .badRelation: return error(.unknownRelation(lexer.text(of: peek)), at: peek.offset)
        default: return error(expected, at: peek.offset)
        }
    }
}
