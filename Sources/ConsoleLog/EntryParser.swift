import AutoLayout

/// Why an entry could not be read, and the column (Unicode scalars into the entry's text) to
/// put the caret under.
public struct EntryError: Error, Hashable, Sendable {
    public let column: Int
    public let message: String
}

/// Reads one printed constraint, from its head `<Type:0x…` to the `>` that closes it:
///
///     entry  = "<" type ":" address ["@" File.swift "#" line] [" h=" fff " v=" fff] [" '" identifier "'"]
///              " " body ["@" priority] ["   (" status ")"] ">"
///     body   = item "." attr " " relation " " rhs                       an equation
///            | ("H" | "V") ":" piece ["(LTR)" | "(RTL)"]                  one VFL connection
///     rhs    = [sign " "] number | [number "*"] item "." attr [" * " number] [" " sign " " number] [" " space]
///     status = ["active"] [", "] [("names:" | "Names:") name ":" class ":" address {", " …}]
///
/// Items are `Class:0x…` with an optional `'text'` (which may itself hold an apostrophe), a
/// Masonry `Class:key`, or an accessibility identifier named in the `names:` clause (matched
/// against its keys, since identifiers hold spaces, dots, colons and brackets).
struct EntryParser {
    private let scalars: [Unicode.Scalar]
    private var i = 0
    private var names: [String: PrintedItem] = [:]
    private let line: Int
    /// Older SnapKit's nested description: the head and every item in angle brackets.
    private var nested = false

    /// Whether `c` can stand in the class name of a head (`<NSLayoutConstraint:`): anything
    /// but the head's delimiters, white space and control characters. Apple's class names have
    /// none of them, so a head never runs across a line break of a wrapped entry.
    static func continuesConstraintClass(_ c: Unicode.Scalar) -> Bool {
        c != ":" && c != ">" && c != "<" && !c.properties.isWhitespace && c.value >= 0x20 && c.value != 0x7F
    }

    /// The entry `text` (from `<` to `>`), found on paste line `line`.
    static func parse(_ text: String, line: Int) throws(EntryError) -> PrintedConstraint {
        var parser = EntryParser(text: text, line: line)
        return try parser.entry(text)
    }

    private init(text: String, line: Int) {
        self.line = line
        scalars = Array(text.unicodeScalars)
    }

    // MARK: The entry

    private mutating func entry(_ text: String) throws(EntryError) -> PrintedConstraint {
        try expect("<")
        // Older SnapKit wrapped the constraint's own description: `<<Type:0x…> <View:0x…>.top …>`.
        nested = peek == "<"
        if nested { i += 1 }
        skipSpaces()
        let type = read(while: EntryParser.continuesConstraintClass)
        guard !type.isEmpty else { throw fail("expected the constraint's class after '<'") }
        try expect(":")
        // `0x…`, a Masonry key, or `<private>`.
        var address = "<private>"
        if starts(with: address) {
            i += address.unicodeScalars.count
        } else {
            address = read { $0.properties.isAlphabetic || ($0.value >= 48 && $0.value <= 57) || $0 == "_" || $0 == "." }
        }
        guard peek == " " || peek == "@" || peek == ">" else { throw fail("expected the constraint's address after ':'") }
        if nested {
            try expect(">")
            skipSpaces()
        }
        var sourceLocation: String?
        if peek == "@" {
            i += 1
            sourceLocation = read { $0 != " " }
        }
        skipSpaces()
        var mask: String?
        if starts(with: "h="), let end = indexAfterMask() {
            mask = String(String.UnicodeScalarView(scalars[i..<end]))
            i = end
            skipSpaces()
        }
        var identifier: String?
        if peek == "'" {
            let start = i + 1
            guard
                let close = (start..<scalars.count).first(where: {
                    scalars[$0] == "'" && ($0 + 1 == scalars.count || scalars[$0 + 1] == " ")
                })
            else {
                throw fail("the identifier's closing quote is missing")
            }
            identifier = String(String.UnicodeScalarView(scalars[start..<close]))
            // Identifiers are names (`UIView-Encapsulated-Layout-Width`), never markup.
            guard identifier?.unicodeScalars.contains(where: { $0 == "<" || $0 == ">" || $0 == "\"" }) == false else {
                throw fail("the identifier's closing quote is missing")
            }
            i = close + 1
            skipSpaces()
        }
        // The status at the end holds the names the body may use.
        let bodyEnd = statusStart() ?? closingIndex()
        if bodyEnd < scalars.count, scalars[bodyEnd] == "(" { try readNames(from: bodyEnd) }
        let isVFLPiece = starts(with: "H:") || starts(with: "V:")
        let body = try self.body(until: bodyEnd)
        return PrintedConstraint(
            line: line, text: text, type: type, address: address == "<private>" || address.isEmpty ? nil : address,
            identifier: identifier, autoresizingMask: mask, sourceLocation: sourceLocation,
            first: body.first, firstAttribute: body.firstAttribute, relation: body.relation,
            second: body.second, secondAttribute: body.secondAttribute, multiplier: body.multiplier,
            constant: body.constant, priority: body.priority, direction: body.direction, isVFLPiece: isVFLPiece)
    }

    /// The parts of a body, before they become a `PrintedConstraint`.
    private struct Body {
        var first: PrintedItem
        var firstAttribute: PrintedAttribute
        var relation: LayoutRelation = .equal
        var second: PrintedItem?
        var secondAttribute: PrintedAttribute?
        var multiplier = 1.0
        var constant = 0.0
        var priority: Double?
        var direction: LayoutDirection?
    }

    private mutating func body(until end: Int) throws(EntryError) -> Body {
        var b: Body
        if starts(with: "H:") || starts(with: "V:") {
            b = try vflPiece(until: end)
        } else {
            b = try equation(until: end)
        }
        skipSpaces()
        if peek == "@" || starts(with: "priority:") {
            // `@750`, or `priority: 750` as some wrappers print it.
            i += peek == "@" ? 1 : "priority:".unicodeScalars.count
            skipSpaces()
            guard let p = number() else { throw fail("expected a priority") }
            b.priority = p
            skipSpaces()
        }
        guard i >= end else { throw fail("unexpected text in the constraint") }
        return b
    }

    // MARK: Equations

    private mutating func equation(until end: Int) throws(EntryError) -> Body {
        let (first, firstAttribute) = try itemAndAttribute(until: end)
        skipSpaces()
        var b = Body(first: first, firstAttribute: firstAttribute)
        b.relation = try relation()
        skipSpaces()
        // A constant alone: `44`, `- 16`, `+ 70`.
        let save = i
        if let c = signedNumber(), atEndOfBody(end) {
            b.constant = c
            return b
        }
        i = save
        if let k = number(), peek == "*" {
            i += 1
            b.multiplier = k
            skipSpaces()
        } else {
            i = save
        }
        let (second, secondAttribute) = try itemAndAttribute(until: end)
        b.second = second
        b.secondAttribute = secondAttribute
        while true {
            skipSpaces()
            guard i < end, peek != "@", !startsPriority(at: i) else { break }
            if peek == "*" {
                i += 1
                skipSpaces()
                guard let k = number() else { throw fail("expected a multiplier after '*'") }
                b.multiplier *= k
            } else if peek == "+" || peek == "-" {
                let negative = peek == "-"
                i += 1
                skipSpaces()
                if let space = spaceValue() {
                    b.constant += negative ? -space : space
                } else {
                    guard let c = number() else { throw fail("expected a number after '\(negative ? "-" : "+")'") }
                    b.constant += negative ? -c : c
                }
            } else if let space = spaceValue() {
                b.constant += space
            } else {
                throw fail("unexpected text after the second item")
            }
        }
        return b
    }

    /// `item.attribute`, the item resolved through the names clause when it names one.
    private mutating func itemAndAttribute(until end: Int) throws(EntryError) -> (PrintedItem, PrintedAttribute) {
        let item = try self.item(until: end, terminators: ["."])
        try expect(".")
        let start = i
        let name = read { $0.properties.isAlphabetic }
        guard let attribute = PrintedAttribute(name) else {
            i = start
            throw fail(name.isEmpty ? "expected an attribute after '.'" : "unknown attribute '\(name)'")
        }
        return (item, attribute)
    }

    /// An item up to one of `terminators`: a name from the names clause (longest first), a
    /// `Class:0x…` with an optional `'text'`, or a Masonry `Class:key`.
    private mutating func item(until end: Int, terminators: Set<Unicode.Scalar>) throws(EntryError) -> PrintedItem {
        // In a nested description an item is wrapped too: `<UIView:0x…>.top`.
        if nested, peek == "<" {
            i += 1
            let wrapped = try item(until: end, terminators: [">"])
            try expect(">")
            return wrapped
        }
        for (name, item) in names.sorted(by: { $0.key.count > $1.key.count }) {
            let n = Array(name.unicodeScalars)
            if i + n.count < end, Array(scalars[i..<i + n.count]) == n, terminators.contains(scalars[i + n.count]) {
                i += n.count
                return item
            }
        }
        let start = i
        let className = read { $0 != ":" && $0 != " " && $0 != "[" && $0 != "]" }
        // A class name starts with a letter or `_` (`UIView`, `_UILayoutGuide`, `Module.Type`)
        // and its generic brackets balance (`Module.Box<Module.Item>`).
        let lead = className.unicodeScalars.first
        let opened = className.unicodeScalars.filter { $0 == "<" }.count, closed = className.unicodeScalars.filter { $0 == ">" }.count
        guard peek == ":", let lead, lead.properties.isAlphabetic || lead == "_", opened == closed else {
            i = start
            throw fail("expected a view (Class:0x… or a name from the names: list)")
        }
        i += 1
        let address = read { $0.properties.isAlphabetic || ($0.value >= 48 && $0.value <= 57) || $0 == "_" }
        guard !address.isEmpty else { throw fail("expected the view's address after ':'") }
        var text: String?
        if peek == "'" {
            // The closing quote is the first one followed by what ends the item.
            let open = i + 1
            guard
                let close = (open..<end).first(where: { k in
                    scalars[k] == "'" && k + 1 < scalars.count && terminators.contains(scalars[k + 1])
                        && (scalars[k + 1] != "." || PrintedAttribute(wordAfter(k + 2)) != nil)
                })
            else { throw fail("the item's quoted text does not end") }
            // The entry's end is found by balancing angle brackets, so a text whose own do not
            // balance would make the entry end elsewhere once printed again: a garbled line.
            let quoted = scalars[open..<close]
            guard quoted.filter({ $0 == "<" }).count == quoted.filter({ $0 == ">" }).count else {
                i = open
                throw fail("the item's quoted text has unbalanced < >")
            }
            text = String(String.UnicodeScalarView(quoted))
            i = close + 1
        }
        return PrintedItem(className: className, address: address, text: text, name: nil)
    }

    private func wordAfter(_ k: Int) -> String {
        var j = k
        var s = String.UnicodeScalarView()
        while j < scalars.count, scalars[j].properties.isAlphabetic {
            s.append(scalars[j])
            j += 1
        }
        return String(s)
    }

    // MARK: VFL pieces

    /// `|-(c)-[a]`, `[a]-(c)-|`, `[a]-(c)-[b]`, `[a(N)]`, as Apple prints one constraint.
    private mutating func vflPiece(until end: Int) throws(EntryError) -> Body {
        let vertical = peek == "V"
        i += 2
        let (lead, trail, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        // `first.a R second.b + gap`, as Apple's printing table reads each piece.
        func related(_ first: PrintedItem, _ a: LayoutAttribute, _ second: PrintedItem?, _ b: LayoutAttribute?, _ gap: Gap) -> Body {
            var body = Body(first: first, firstAttribute: PrintedAttribute(a))
            body.second = second
            body.secondAttribute = b.map(PrintedAttribute.init)
            body.relation = gap.relation
            body.constant = gap.constant
            body.priority = gap.priority
            return body
        }
        var b: Body
        if peek == "|" {
            i += 1
            let gap = try connection()
            let (view, _) = try box(until: end)
            b = related(view, lead, superviewItem(), lead, gap)  // |-(c)-[a]
        } else {
            let (view, predicate) = try box(until: end)
            if let predicate, !(peek == "-" || peek == "|" || peek == "[") {
                b = related(view, size, nil, nil, predicate)  // [a(c)]
            } else if peek == "-" || peek == "[" {
                let gap = peek == "[" ? Gap() : try connection()
                if peek == "|" {
                    i += 1
                    b = related(superviewItem(), trail, view, trail, gap)  // [a]-(c)-|
                } else {
                    let (other, _) = try box(until: end)
                    b = related(other, lead, view, trail, gap)  // [a]-(c)-[b]
                }
            } else if peek == "|" {
                i += 1
                b = related(superviewItem(), trail, view, trail, Gap())  // [a]|
            } else {
                throw fail("expected a connection or a size in the VFL piece")
            }
        }
        if starts(with: "(LTR)") || starts(with: "(RTL)") {
            b.direction = starts(with: "(LTR)") ? .leftToRight : .rightToLeft
            i += 5
        }
        return b
    }

    /// A spacing's relation, constant and priority.
    private struct Gap {
        var relation = LayoutRelation.equal
        var constant = 0.0
        var priority: Double?
    }

    /// `-(>=8)-`, `-(NSSpace(8))-`, `-8-`, or `-` alone (a standard space of 8).
    private mutating func connection() throws(EntryError) -> Gap {
        try expect("-")
        var g = Gap()
        if peek == "(" {
            i += 1
            g = try predicate()
            try expect(")")
            try expect("-")
        } else if let c = number() {
            g.constant = c
            try expect("-")
        } else {
            g.constant = 8
        }
        return g
    }

    /// `[item]` or `[item(predicate)]`.
    private mutating func box(until end: Int) throws(EntryError) -> (PrintedItem, Gap?) {
        try expect("[")
        let view = try item(until: end, terminators: ["(", "]"])
        var size: Gap?
        if peek == "(" {
            i += 1
            size = try predicate()
            try expect(")")
        }
        try expect("]")
        return (view, size)
    }

    /// `[relation] (number | NSSpace(n)) ["@" priority]`.
    private mutating func predicate() throws(EntryError) -> Gap {
        var g = Gap()
        if peek == "=" || peek == "<" || peek == ">" { g.relation = try relation() }
        if let space = spaceValue() {
            g.constant = space
        } else if let c = signedNumber() {
            g.constant = c
        } else {
            throw fail("expected a number")
        }
        if peek == "@" {
            i += 1
            guard let p = number() else { throw fail("expected a priority after '@'") }
            g.priority = p
        }
        return g
    }

    /// The superview a VFL `|` stands for: the names clause's `'|'`, else an unnamed one.
    private func superviewItem() -> PrintedItem {
        names["|"] ?? PrintedItem(className: "superview", address: nil, text: nil, name: "|")
    }

    // MARK: The status and its names

    /// Where the status `(active…)`/`(names: …)` starts, if the entry has one: the last `(`
    /// after a space that opens one of those words (names inside may hold brackets).
    private func statusStart() -> Int? {
        let end = closingIndex()
        guard end - 1 > i, scalars[end - 1] == ")" else { return nil }
        var k = end - 1
        while k > i {
            if scalars[k] == "(", scalars[k - 1] == " ", ["active", "names", "Names"].contains(wordAfter(k + 1)) { return k }
            k -= 1
        }
        return nil
    }

    /// Read `names: a:Class:0x…, '|':Class:0x…` inside the status at `start`.
    private mutating func readNames(from start: Int) throws(EntryError) {
        let status = String(String.UnicodeScalarView(scalars[(start + 1)..<max(start + 1, closingIndex() - 1)]))
        guard let range = status.firstRange(of: "names: ") ?? status.firstRange(of: "Names: ") else { return }
        var pieces: [String] = []
        for raw in status[range.upperBound...].split(separator: ",", omittingEmptySubsequences: false) {
            let piece = raw.trimmingCharacters(in: " ")
            // A name that held ", " was split: glue until a piece ends in `:Class:address`.
            if let last = pieces.last, !EntryParser.endsInAddress(last) {
                pieces[pieces.count - 1] = last + "," + raw
            } else if !piece.isEmpty {
                pieces.append(piece)
            }
        }
        // `name:Class:0x…`, or `name:0x…` when the class is left out; names may hold colons.
        for piece in pieces {
            let parts = piece.trimmingCharacters(in: " ").split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, let address = parts.last, EntryParser.isAddress(address) else { continue }
            let hasClass = parts.count >= 3 && EntryParser.isClassName(parts[parts.count - 2])
            var name = parts[0..<(parts.count - (hasClass ? 2 : 1))].joined(separator: ":")
            if name.hasPrefix("'"), name.hasSuffix("'"), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
            names[name] = PrintedItem(className: hasClass ? parts[parts.count - 2] : "", address: address, text: nil, name: name)
        }
    }

    /// `0x` and hexadecimal digits, as every address of a names list reads.
    static func isAddress(_ s: String) -> Bool {
        s.hasPrefix("0x") && s.count > 2 && s.dropFirst(2).allSatisfy(\.isHexDigit)
    }

    /// True when `s` ends in `:0x…`, as every entry of a names list does.
    static func endsInAddress(_ s: String) -> Bool {
        let parts = s.trimmingCharacters(in: " ").split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last else { return false }
        return last.hasPrefix("0x")
    }

    /// An Objective-C or Swift class name as logs print it (`UIView`, `HeliPort.WifiMenuItemView`).
    static func isClassName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return s.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ($0.value >= 48 && $0.value <= 57) || $0 == "_" || $0 == "." || $0 == "$"
        }
    }

    // MARK: Small readers

    private var peek: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

    private func closingIndex() -> Int {
        scalars.last == ">" ? scalars.count - 1 : scalars.count
    }

    private func atEndOfBody(_ end: Int) -> Bool {
        var k = i
        while k < end, scalars[k] == " " { k += 1 }
        return k >= end || scalars[k] == "@" || startsPriority(at: k)
    }

    /// True when `priority:` starts at `k`.
    private func startsPriority(at k: Int) -> Bool {
        let p = Array("priority:".unicodeScalars)
        return k + p.count <= scalars.count && Array(scalars[k..<k + p.count]) == p
    }

    private func starts(with s: String) -> Bool {
        let p = Array(s.unicodeScalars)
        return i + p.count <= scalars.count && Array(scalars[i..<i + p.count]) == p
    }

    /// The end of `h=--& v=--&` starting at `i`.
    private func indexAfterMask() -> Int? {
        var k = i
        for prefix in ["h=", " v="] {
            let p = Array(prefix.unicodeScalars)
            guard k + p.count + 3 <= scalars.count, Array(scalars[k..<k + p.count]) == p else { return nil }
            k += p.count
            guard scalars[k..<k + 3].allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
            k += 3
        }
        return k
    }

    private mutating func read(while keep: (Unicode.Scalar) -> Bool) -> String {
        var s = String.UnicodeScalarView()
        while let c = peek, keep(c) {
            s.append(c)
            i += 1
        }
        return String(s)
    }

    private mutating func skipSpaces() {
        while peek == " " || peek == "\t" { i += 1 }
    }

    private mutating func expect(_ c: Unicode.Scalar) throws(EntryError) {
        guard peek == c else { throw fail("expected '\(c)'") }
        i += 1
    }

    private mutating func relation() throws(EntryError) -> LayoutRelation {
        let r: LayoutRelation
        if starts(with: "==") {
            r = .equal
        } else if starts(with: "<=") {
            r = .lessThanOrEqual
        } else if starts(with: ">=") {
            r = .greaterThanOrEqual
        } else {
            throw fail("expected ==, <= or >=")
        }
        i += 2
        return r
    }

    /// An unsigned number as printed (`8`, `16.0`, `.5`, `2.22507e-308`).
    private mutating func number() -> Double? {
        let start = i
        var digits = read { ($0.value >= 48 && $0.value <= 57) || $0 == "." }
        if !digits.isEmpty, peek == "e" || peek == "E" {
            let save = i
            i += 1
            let sign = peek == "-" || peek == "+" ? read { $0 == "-" || $0 == "+" } : ""
            let exponent = read { $0.value >= 48 && $0.value <= 57 }
            if exponent.isEmpty { i = save } else { digits += "e" + sign + exponent }
        }
        guard let value = Double(digits), value.isFinite else {
            i = start
            return nil
        }
        return value
    }

    /// A number with an optional sign, which Apple sometimes prints apart (`- 16`).
    private mutating func signedNumber() -> Double? {
        let start = i
        var negative = false
        if peek == "-" || peek == "+" {
            negative = peek == "-"
            i += 1
            skipSpaces()
        }
        guard let value = number() else {
            i = start
            return nil
        }
        return negative ? -value : value
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: a standard space, printed with its size.
    private mutating func spaceValue() -> Double? {
        for prefix in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where starts(with: prefix) {
            let start = i
            i += prefix.unicodeScalars.count
            if let n = number(), peek == ")" {
                i += 1
                return n
            }
            i = start
        }
        return nil
    }

    private func fail(_ message: String) -> EntryError {
        EntryError(column: min(i, scalars.count), message: message)
    }
}

extension StringProtocol {
    /// The text without `c` at either end.
    func trimmingCharacters(in c: Character) -> String {
        var s = Substring(self)
        while s.first == c { s = s.dropFirst() }
        while s.last == c { s = s.dropLast() }
        return String(s)
    }
}
