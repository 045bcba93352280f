import Testing

@testable import Cassowary

/// The solver's identity map behaves like a Dictionary under random inserts, updates and
/// removals (removal shifts entries back, the part most easily gotten wrong).
@Suite struct IdentityMapTests {
    final class Key {}

    @Test(arguments: 1...6) func matchesDictionary(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let pool = (0..<300).map { _ in Key() }
        var map = IdentityMap<Int>()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<5000 {
            let key = ObjectIdentifier(pool[Int.random(in: 0..<pool.count, using: &rng)])
            switch Int.random(in: 0..<3, using: &rng) {
            case 0, 1:
                map[key] = step
                reference[key] = step
            default:
                #expect(map.removeValue(forKey: key) == reference.removeValue(forKey: key))
            }
            #expect(map.count == reference.count)
            let probe = ObjectIdentifier(pool[Int.random(in: 0..<pool.count, using: &rng)])
            #expect(map[probe] == reference[probe])
            #expect(map.contains(probe) == (reference[probe] != nil))
        }
        for k in pool.map(ObjectIdentifier.init) { #expect(map[k] == reference[k]) }
        #expect(Dictionary(uniqueKeysWithValues: map.entries.map { ($0.key, $0.value) }) == reference)
    }
}
