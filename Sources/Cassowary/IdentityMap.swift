/// A hash map from object identities to values, for the lookups the solver makes on every call
/// (which constraint, which variable, which edit). Open addressing with linear probing over a
/// power-of-two table; an address is mixed by one multiplication (Fibonacci hashing) instead of
/// SipHash, and deletion shifts the following entries back (no tombstones).
struct IdentityMap<Value> {
    /// The keys by slot; nil for an empty slot.
    private var keys: [ObjectIdentifier?] = []
    private var values: [Value?] = []
    /// Number of entries.
    private(set) var count = 0
    /// `64 - log2(capacity)`: the top bits of the mixed address pick the slot.
    private var shift = 64

    init() {}

    /// An empty map with room for `capacity` entries before it first grows.
    init(capacity: Int) {
        var size = 16
        while size * 3 < capacity * 4 { size *= 2 }  // keep the load below 3/4
        keys = Array(repeating: nil, count: size)
        values = Array(repeating: nil, count: size)
        shift = 64 - size.trailingZeroBitCount
    }

    private var mask: Int { keys.count - 1 }

    @inline(__always) private func home(_ key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or -1.
    private func find(_ key: ObjectIdentifier) -> Int {
        guard !keys.isEmpty else { return -1 }
        var i = home(key)
        while let stored = keys[i] {
            if stored == key { return i }
            i = (i + 1) & mask
        }
        return -1
    }

    /// True when `key` has a value.
    func contains(_ key: ObjectIdentifier) -> Bool { find(key) >= 0 }

    subscript(key: ObjectIdentifier) -> Value? {
        get {
            let i = find(key)
            return i >= 0 ? values[i] : nil
        }
        set {
            if let newValue { insert(key, newValue) } else { removeValue(forKey: key) }
        }
    }

    private mutating func insert(_ key: ObjectIdentifier, _ value: Value) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        var i = home(key)
        while let stored = keys[i], stored != key { i = (i + 1) & mask }
        if keys[i] == nil { count += 1 }
        keys[i] = key
        values[i] = value
    }

    /// Remove `key`'s entry; returns its value.
    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
        var hole = find(key)
        guard hole >= 0 else { return nil }
        let removed = values[hole]
        // Shift back each following entry of the run that may move into the hole: an entry at
        // j whose home is at least as far behind j as the hole is.
        var j = (hole + 1) & mask
        while let stored = keys[j] {
            if (j - home(stored)) & mask >= (j - hole) & mask {
                keys[hole] = stored
                values[hole] = values[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        keys[hole] = nil
        values[hole] = nil
        count -= 1
        return removed
    }

    /// Make room for `capacity` entries before the map next grows.
    mutating func reserveCapacity(_ capacity: Int) {
        while capacity * 4 > keys.count * 3 { grow() }
    }

    private mutating func grow() {
        let capacity = max(16, keys.count * 2)
        var oldKeys: [ObjectIdentifier?] = Array(repeating: nil, count: capacity)
        var oldValues: [Value?] = Array(repeating: nil, count: capacity)
        swap(&oldKeys, &keys)
        swap(&oldValues, &values)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for i in oldKeys.indices {
            // Move each value over (take leaves nil behind) rather than copy it.
            if let k = oldKeys[i], let v = oldValues[i].take() { insert(k, v) }
        }
    }

    /// Call `body` with every entry, in slot order, without building an array.
    func forEachEntry<E: Error>(_ body: (ObjectIdentifier, Value) throws(E) -> Void) throws(E) {
        for i in keys.indices {
            if let k = keys[i], let v = values[i] { try body(k, v) }
        }
    }

    /// Every entry, in slot order.
    var entries: [(key: ObjectIdentifier, value: Value)] {
        zip(keys, values).compactMap { k, v in
            guard let k, let v else { return nil }
            return (k, v)
        }
    }
}
