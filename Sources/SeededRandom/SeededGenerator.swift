/// SplitMix64: a small generator whose sequence is fixed by its seed on every platform, so a
/// seed reproduces exactly: a stress campaign's `--seed`, a fuzz mutation's seed, a failing
/// property test. The one copy every module that needs seeded choices shares.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n (n > 0), as the next output modulo n.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// One of `choices` (which must not be empty).
    public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
