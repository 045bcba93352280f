@_exported import SeededRandom

/// Structure-aware mutation of Visual Format Language, for libFuzzer's custom mutator
/// (`LLVMFuzzerCustomMutator` in Fuzz/Targets): the format is read into a small model of its
/// syntax, one change is made to the model (swap two views, change a relation, a priority or a
/// predicate's object, add a predicate, a connection and a view, an edge, flip the orientation,
/// repeat a view), and the model is printed back. Byte mutations keep exploring what is not
/// VFL; these keep inputs valid while they move through the grammar.
///
/// The model is this file's own (not the parser's syntax tree), so a parser bug cannot hide
/// itself from the mutator. Everything is decided by `seed`: the same input and seed give the
/// same output.
public enum VFLMutator {
    /// `format` changed once, or nil when it is not VFL the model reads.
    public static func mutate(_ format: String, seed: UInt32) -> String? {
        guard var line = Line.parse(format) else { return nil }
        var random = MutationRandom(seed: seed)
        line.mutate(&random)
        return line.text
    }

    /// The names the fuzz targets offer (views, then metrics), for new views and predicates.
    public static let viewNames = ["a", "b", "c", "d", "button", "label", "textField", "v1", "v2", "superview", "x", "y"]
    public static let metricNames = ["m", "pad", "w", "big"]
    public static let numbers = ["0", "8", "20", "-1", "-5", "0.5", "44", "100", "1e9", "320"]
    public static let priorities = ["1", "250", "500", "750", "999", "1000", "1001", "0", "m", "high", "low"]
    public static let relations = ["==", "<=", ">=", ""]

    /// One predicate: `[relation] object [@priority]`.
    struct Predicate: Equatable {
        var relation = ""
        var object: String
        var priority: String?

        var text: String { relation + object + (priority.map { "@" + $0 } ?? "") }
    }

    /// What joins two items: nothing, `-`, or `-predicates-` (a lone number as `-8-`).
    enum Connection: Equatable {
        case flush, standard
        case predicates([Predicate])

        var text: String {
            switch self {
            case .flush: return ""
            case .standard: return "-"
            case let .predicates(p):
                if p.count == 1, p[0].relation.isEmpty, p[0].priority == nil, !p[0].object.hasPrefix("-") { return "-" + p[0].object + "-" }
                return "-(" + p.map(\.text).joined(separator: ",") + ")-"
            }
        }
    }

    /// `[name(predicates)]`.
    struct Item: Equatable {
        var name: String
        var predicates: [Predicate] = []

        var text: String { "[" + name + (predicates.isEmpty ? "" : "(" + predicates.map(\.text).joined(separator: ",") + ")") + "]" }
    }

    /// A whole format: orientation, optional edges, items and the connections between them.
    public struct Line: Equatable {
        var orientation: String?
        var leading: Connection?
        var items: [Item]
        /// `between[i]` joins `items[i]` and `items[i + 1]`.
        var between: [Connection]
        var trailing: Connection?

        public var text: String {
            var out = orientation.map { $0 + ":" } ?? ""
            if let leading { out += "|" + leading.text }
            for (i, item) in items.enumerated() {
                if i > 0 { out += between[i - 1].text }
                out += item.text
            }
            if let trailing { out += trailing.text + "|" }
            return out
        }

        // MARK: Reading (a strict reader of the model; anything else is not VFL to it)

        public static func parse(_ format: String) -> Line? {
            var reader = Reader(Array(format.unicodeScalars))
            var line = Line(orientation: nil, leading: nil, items: [], between: [], trailing: nil)
            if reader.peek(1) == ":", let o = reader.peek(0), o == "H" || o == "V" {
                line.orientation = String(o)
                reader.skip(2)
            }
            if reader.take("|") { line.leading = reader.connection() ?? .flush }
            guard let first = reader.item() else { return nil }
            line.items.append(first)
            while true {
                let save = reader.index
                guard let connection = reader.connection() else { break }
                if let item = reader.item() {
                    line.between.append(connection)
                    line.items.append(item)
                } else if reader.take("|") {
                    line.trailing = connection
                    break
                } else {
                    reader.index = save
                    return nil
                }
            }
            if line.trailing == nil, reader.take("|") { line.trailing = .flush }
            return reader.atEnd ? line : nil
        }

        // MARK: Mutating

        mutating func mutate(_ random: inout MutationRandom) {
            switch random.below(10) {
            case 0 where items.count > 1:
                let i = random.below(items.count), j = random.below(items.count)
                let name = items[i].name
                items[i].name = items[j].name
                items[j].name = name
            case 1:
                items[random.below(items.count)].name = random.pick(VFLMutator.viewNames)
            case 2:
                let relation = random.pick(VFLMutator.relations)
                mutatePredicate(&random) { $0.relation = relation }
            case 3:
                let priority = random.below(3) == 0 ? nil : random.pick(VFLMutator.priorities)
                mutatePredicate(&random) { $0.priority = priority }
            case 4:
                let object = random.object()
                mutatePredicate(&random) { $0.object = object }
            case 5:
                let i = random.below(items.count)
                items[i].predicates.append(Predicate(relation: random.pick(VFLMutator.relations), object: random.object(), priority: nil))
            case 6:
                // A connection and a view, at the end or in the middle.
                let at = random.below(items.count + 1)
                let item = Item(name: random.pick(VFLMutator.viewNames))
                let connection = random.connection()
                if at == items.count {
                    items.append(item)
                    between.append(connection)
                } else {
                    items.insert(item, at: at)
                    between.insert(connection, at: min(at, between.count))
                }
            case 7:
                if random.below(2) == 0 {
                    leading = leading == nil ? random.connection() : nil
                } else {
                    trailing = trailing == nil ? random.connection() : nil
                }
            case 8:
                orientation = random.pick([nil, "H", "V"])
            default:
                if between.isEmpty {
                    items.append(items[random.below(items.count)])
                    between.append(random.connection())
                } else {
                    between[random.below(between.count)] = random.connection()
                }
            }
        }

        /// Change one predicate, of a view or a connection, if there is one (else add one).
        private mutating func mutatePredicate(_ random: inout MutationRandom, _ change: (inout Predicate) -> Void) {
            var places: [(item: Int?, connection: Int?)] = []
            for i in items.indices where !items[i].predicates.isEmpty { places.append((i, nil)) }
            for i in between.indices { if case .predicates = between[i] { places.append((nil, i)) } }
            guard !places.isEmpty else {
                items[0].predicates.append(Predicate(object: random.object()))
                return
            }
            let place = places[random.below(places.count)]
            if let i = place.item {
                let k = random.below(items[i].predicates.count)
                change(&items[i].predicates[k])
            } else if let c = place.connection, case var .predicates(p) = between[c] {
                let k = random.below(p.count)
                change(&p[k])
                between[c] = .predicates(p)
            }
        }
    }

    /// A cursor over the format's scalars.
    struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }
        func peek(_ k: Int) -> Unicode.Scalar? { index + k < scalars.count ? scalars[index + k] : nil }
        mutating func skip(_ k: Int) { index += k }
        mutating func take(_ s: Unicode.Scalar) -> Bool {
            guard peek(0) == s else { return false }
            index += 1
            return true
        }

        /// `-`, `-N-`, `-(…)-`, or nothing before `[` (flush); nil when none of these is here.
        mutating func connection() -> Connection? {
            guard take("-") else { return peek(0) == "[" ? .flush : nil }
            if take("(") {
                var predicates: [Predicate] = []
                repeat {
                    guard let p = predicate() else { return nil }
                    predicates.append(p)
                } while take(",")
                guard take(")"), take("-") else { return nil }
                return .predicates(predicates)
            }
            let start = index
            while let s = peek(0), s != "-", s != "[", s != "|" { index += 1 }
            if index == start { return .standard }
            let object = String(String.UnicodeScalarView(scalars[start..<index]))
            guard take("-") else { return nil }
            return .predicates([Predicate(object: object)])
        }

        mutating func item() -> Item? {
            guard take("[") else { return nil }
            let name = word()
            guard !name.isEmpty else { return nil }
            var item = Item(name: name)
            if take("(") {
                repeat {
                    guard let p = predicate() else { return nil }
                    item.predicates.append(p)
                } while take(",")
                guard take(")") else { return nil }
            }
            return take("]") ? item : nil
        }

        mutating func predicate() -> Predicate? {
            var relation = ""
            for r in ["==", "<=", ">="] where peek(0) == r.unicodeScalars.first && peek(1) == "=" {
                relation = r
                index += 2
                break
            }
            let object = word()
            guard !object.isEmpty else { return nil }
            var p = Predicate(relation: relation, object: object)
            if take("@") {
                let priority = word()
                guard !priority.isEmpty else { return nil }
                p.priority = priority
            }
            return p
        }

        /// A name or a number: letters, digits, `_`, `.`, and a leading `-` or `+`.
        mutating func word() -> String {
            let start = index
            if let s = peek(0), s == "-" || s == "+", let n = peek(1), n.properties.numericType != nil { index += 1 }
            while let s = peek(0), s.properties.isAlphabetic || s.properties.numericType != nil || s == "_" || s == "." { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }
    }
}

/// The mutators' only source of choices: the shared SplitMix64, seeded from libFuzzer's seed.
public typealias MutationRandom = SeededGenerator

extension SeededGenerator {
    /// A generator for libFuzzer's 32-bit mutation seed (spread over 64 bits).
    public init(seed: UInt32) { self.init(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1) }

    /// A predicate's object: a number, a view or a metric.
    mutating func object() -> String {
        switch below(3) {
        case 0: pick(VFLMutator.numbers)
        case 1: pick(VFLMutator.viewNames)
        default: pick(VFLMutator.metricNames)
        }
    }

    mutating func connection() -> VFLMutator.Connection {
        switch below(3) {
        case 0: .flush
        case 1: .standard
        default:
            .predicates([
                VFLMutator.Predicate(
                    relation: pick(VFLMutator.relations), object: object(), priority: below(2) == 0 ? nil : pick(VFLMutator.priorities))
            ])
        }
    }
}

/// The custom mutator of `fuzzVFLParse`'s inputs (a setting byte, then the format): the format
/// mutated as VFL (`VFLMutator`), and one time in eight the setting byte instead; nil when the
/// format is not VFL the model reads (libFuzzer's byte mutations then take the turn).
public func mutateVFLParseInput(_ bytes: [UInt8], seed: UInt32) -> [UInt8]? {
    guard let setting = bytes.first else { return nil }
    var random = MutationRandom(seed: seed)
    if random.below(8) == 0 { return [setting ^ UInt8(1 << random.below(8))] + bytes.dropFirst() }
    let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
    guard let mutated = VFLMutator.mutate(format, seed: UInt32(truncatingIfNeeded: random.next())) else { return nil }
    return [setting] + Array(mutated.utf8)
}
