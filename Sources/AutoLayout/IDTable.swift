/// Values by constraint id. Ids are small, made in increasing order and never reused, so a
/// table indexed by id holds them without hashing; it is a `ChunkedArray`, so growing appends
/// a chunk instead of rehashing every entry at once (a dictionary's growth stalled one REPL
/// line of a big session: Benchmarks/README.md, "REPL latency").
struct IDTable<Value> {
    private var slots = ChunkedArray<Value?>()
    /// How many ids have a value.
    private(set) var count = 0

    /// The value of `id`, if any; setting beyond the end grows the table.
    subscript(id: Int) -> Value? {
        get { id >= 0 && id < slots.count ? slots[id] : nil }
        set {
            guard id >= 0 else { return }
            if id >= slots.count {
                guard newValue != nil else { return }
                while slots.count <= id { slots.append(nil) }
            }
            let had = slots[id] != nil
            slots[id] = newValue
            count += (newValue != nil ? 1 : 0) - (had ? 1 : 0)
        }
    }

    /// The ids that have a value, in increasing order.
    var ids: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        for (id, value) in slots.enumerated() where value != nil { result.append(id) }
        return result
    }

    /// Every id with its value, in increasing order of id.
    var entries: [(id: Int, value: Value)] {
        var result: [(id: Int, value: Value)] = []
        result.reserveCapacity(count)
        for (id, value) in slots.enumerated() { if let value { result.append((id, value)) } }
        return result
    }
}
