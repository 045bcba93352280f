import AutoLayout
import Testing

/// `ChunkedArray` must behave exactly like `Array` (it replaces arrays in layouts and sessions),
/// and its copies must not see each other's edits.
struct ChunkedArrayTests {
    /// A deterministic generator (splitmix64), so a failure names its seed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomEditsMatchArray(seed: UInt64) {
        var random = Random(state: seed)
        var chunked = ChunkedArray<Int>(), array: [Int] = []
        var snapshots: [(ChunkedArray<Int>, [Int])] = []
        for step in 0..<3_000 {
            switch random.next(10) {
            case 0 where !array.isEmpty:
                let i = random.next(array.count)
                #expect(chunked.remove(at: i) == array.remove(at: i), "seed \(seed) step \(step)")
            case 1:
                let k = random.next(7)
                chunked.removeAll { $0 % 7 == k }
                array.removeAll { $0 % 7 == k }
            case 2 where !array.isEmpty:
                let i = random.next(array.count)
                chunked[i] = -step
                array[i] = -step
            case 3:
                snapshots.append((chunked, array))
            default:
                chunked.append(step)
                array.append(step)
            }
            #expect(chunked.count == array.count)
        }
        #expect(Array(chunked) == array, "seed \(seed)")
        // Every copy still holds what it held when it was taken.
        for (copy, expected) in snapshots {
            #expect(Array(copy) == expected, "seed \(seed)")
            // Equality reads shared chunks by identity; it must still agree with the elements.
            #expect(copy == ChunkedArray(expected))
            #expect((copy == chunked) == (expected == array), "seed \(seed)")
        }
    }

    @Test func chunkBoundaries() {
        for n in [0, 1, 63, 64, 65, 128, 129] {
            let elements = Array(0..<n)
            var chunked = ChunkedArray(elements)
            #expect(Array(chunked) == elements)
            #expect(chunked == ChunkedArray(elements))
            #expect(chunked.hashValue == ChunkedArray(elements).hashValue)
            if n > 0 {
                chunked.remove(at: n - 1)
                #expect(Array(chunked) == Array(0..<(n - 1)), "n \(n)")
                chunked.append(n - 1)
                #expect(Array(chunked) == elements, "n \(n)")
            }
        }
        #expect(ChunkedArray([1, 2]) != ChunkedArray([1, 2, 3]))
        #expect(ChunkedArray<Int>([1, 2, 3]).description == "[1, 2, 3]")
    }

    /// Removals from the middle leave short chunks: positions, iteration, writes, equality with
    /// an array cut differently, and hashes must not notice.
    @Test(arguments: [7, 8] as [UInt64])
    func removalsFromTheMiddle(seed: UInt64) {
        var random = Random(state: seed)
        var array = Array(0..<1_000)
        var chunked = ChunkedArray(array)
        while array.count > 5 {
            let i = random.next(array.count)
            #expect(chunked.remove(at: i) == array.remove(at: i), "seed \(seed)")
            let j = random.next(array.count)
            #expect(chunked[j] == array[j])
            chunked[j] += 1_000
            array[j] += 1_000
            if array.count % 97 == 0 {
                #expect(Array(chunked) == array)
                #expect(chunked == ChunkedArray(array))
                #expect(chunked.hashValue == ChunkedArray(array).hashValue)
                #expect(chunked != ChunkedArray(array.dropLast()))
            }
        }
        chunked.append(-1)
        array.append(-1)
        #expect(Array(chunked) == array && chunked.indices.map { chunked[$0] } == array)
    }
}
