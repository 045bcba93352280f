/// A dictionary cut into 64 shards by the keys' hashes. A dictionary grows by rehashing every
/// entry in one insert; here each shard grows on its own, at slightly different counts, so
/// one insert rehashes about 1/64 of the entries. The engine keeps a value per solver
/// constraint in one: as a plain dictionary, its growth stalled one REPL line of a big
/// session (Benchmarks/README.md, "REPL latency").
struct ShardedDictionary<Key: Hashable, Value> {
    private var shards = [[Key: Value]](repeating: [:], count: 64)

    /// The value of `key`, if any; nil removes it.
    subscript(key: Key) -> Value? {
        get { shards[key.hashValue & 63][key] }
        set { shards[key.hashValue & 63][key] = newValue }
    }

    /// How many keys have a value (the shards' counts added up).
    var count: Int { shards.reduce(0) { $0 + $1.count } }
}
