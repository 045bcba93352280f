/// Frames by view name, read like a dictionary, stored as one array of frames beside a name
/// index that solutions of the same views share.
///
/// Every solve hands out a solution while the engine keeps writing the next one: with a
/// dictionary, the first write after that copied every name and frame (a hash table of
/// strings); here it copies one flat array of frames, and the index is only rebuilt when the
/// set of views changes. Iteration follows the order the views were added (superviews first
/// for a solution).
public struct FrameMap: Sendable {
    /// Names in slot order and the slot of each; immutable, so that copies share it.
    final class Keys: Sendable {
        let names: [String]
        let slots: [String: Int32]
        /// Shared by indexes made by appending names to one another: of two with the same
        /// lineage, the shorter one's names are the first names of the longer one.
        let lineage: Lineage

        convenience init(_ names: [String]) {
            var slots: [String: Int32] = [:]
            slots.reserveCapacity(names.count)
            for (i, name) in names.enumerated() { slots[name] = Int32(i) }
            self.init(names, slots: slots, lineage: Lineage())
        }

        init(_ names: [String], slots: [String: Int32], lineage: Lineage) {
            self.names = names
            self.slots = slots
            self.lineage = lineage
        }

        static let empty = Keys([])
    }

    /// An identity, for `Keys.lineage`.
    final class Lineage: Sendable {}

    private(set) var keys: Keys
    /// The frames, in `names`' order.
    public internal(set) var values: [Frame]

    /// No frames.
    public init() {
        keys = .empty
        values = []
    }

    /// The frames of `names`, in that order (`values` as long as `names`, names unique).
    init(names: [String], values: [Frame]) {
        keys = Keys(names)
        self.values = values
    }

    /// The frames of `names`, whose first names are `previous`' (in its order), with `slots`
    /// each name's position already built: a map of the same lineage as `previous`.
    init(extending previous: FrameMap, names: [String], slots: [String: Int32], values: [Frame]) {
        keys = Keys(names, slots: slots, lineage: previous.keys.lineage)
        self.values = values
    }

    /// The frames of `names` with `slots` each name's position already built, of a new lineage.
    init(names: [String], slots: [String: Int32], values: [Frame]) {
        keys = Keys(names, slots: slots, lineage: Lineage())
        self.values = values
    }

    /// Frames for the same names as `other`, sharing its index.
    init(sharing other: FrameMap, values: [Frame]) {
        keys = other.keys
        self.values = values
    }

    /// The frame of `name`, if it has one. Setting a new name adds it at the end; setting nil
    /// removes it (both rebuild the index: rare, unlike rewriting a frame).
    public subscript(name: String) -> Frame? {
        get { keys.slots[name].map { values[Int($0)] } }
        set {
            if let slot = keys.slots[name] {
                if let newValue {
                    values[Int(slot)] = newValue
                } else {
                    var names = keys.names
                    names.remove(at: Int(slot))
                    values.remove(at: Int(slot))
                    keys = Keys(names)
                }
            } else if let newValue {
                keys = Keys(keys.names + [name])
                values.append(newValue)
            }
        }
    }

    /// Whether this map's names are the first names of `other`'s, in the same slots, because
    /// `other`'s index was made by adding names to this one's (the same views, and then more).
    public func namesArePrefix(of other: FrameMap) -> Bool {
        keys.lineage === other.keys.lineage && keys.names.count <= other.keys.names.count
    }

    /// How many views have a frame.
    public var count: Int { values.count }
    /// Whether no view has a frame.
    public var isEmpty: Bool { values.isEmpty }
    /// The names, in order.
    public var names: [String] { keys.names }
    /// The same frames as a dictionary.
    public var dictionary: [String: Frame] {
        Dictionary(uniqueKeysWithValues: zip(keys.names, values))
    }
    /// The frames whose entry passes `isIncluded`, in order.
    public func filter(_ isIncluded: ((key: String, value: Frame)) throws -> Bool) rethrows -> FrameMap {
        var names: [String] = [], kept: [Frame] = []
        for entry in self where try isIncluded(entry) {
            names.append(entry.key)
            kept.append(entry.value)
        }
        return FrameMap(names: names, values: kept)
    }
}

extension FrameMap: Sequence {
    /// Entries in order, as a dictionary's read.
    public struct Iterator: IteratorProtocol {
        let map: FrameMap
        var i = 0
        public mutating func next() -> (key: String, value: Frame)? {
            guard i < map.values.count else { return nil }
            defer { i += 1 }
            return (map.keys.names[i], map.values[i])
        }
    }

    public func makeIterator() -> Iterator { Iterator(map: self) }
    public var underestimatedCount: Int { values.count }
}

extension FrameMap: ExpressibleByDictionaryLiteral {
    /// Frames written out, in the literal's order.
    public init(dictionaryLiteral elements: (String, Frame)...) {
        self.init(names: elements.map(\.0), values: elements.map(\.1))
    }
}

extension FrameMap: Hashable {
    /// Equal when the same names have the same frames, in any order (a dictionary's equality).
    public static func == (a: FrameMap, b: FrameMap) -> Bool {
        guard a.count == b.count else { return false }
        if a.keys === b.keys { return a.values == b.values }
        return a.allSatisfy { b[$0.key] == $0.value }
    }

    /// Independent of order, as equality is.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for (name, frame) in self {
            var h = Hasher()
            h.combine(name)
            h.combine(frame)
            sum &+= h.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}
