import Foundation

/// The slow-input search, after PerfFuzz and SlowFuzz: an input's work becomes coverage
/// features, so libFuzzer keeps every input that reaches a new level of work and mutates it
/// further, climbing towards the costliest inputs as it climbs towards new edges.
///
/// Each kind of work (`FuzzWork.Kind`) owns 128 of the harness's extra counters
/// (`LibFuzzerAPI.c`: libFuzzer reads every byte of the `__libfuzzer_extra_counters` section
/// as a feature, like an edge's hit counter). The first 64 are levels of work per byte of
/// input, a quarter of an octave apart: level ⌊4·(log₂(work / bytes) + 8)⌋, so 2⁻⁸ to 2⁸ work
/// per byte. The other 64 are levels of the work itself, a quarter of an octave apart from 1.
/// An input that reaches a level no input reached before is kept; the levels a corpus holds
/// are therefore the maxima of work per byte and of work it has found, to within 19 %.
public enum SlowFeatures {
    /// Counters per kind of work: 64 levels per byte, then 64 of the total. The harness
    /// provides 1,024 extra counters (`LibFuzzerAPI.c`), room for eight kinds.
    public static let countersPerKind = 128

    /// True when `FUZZ_SLOW=1`: the harnesses hand work to libFuzzer as features.
    public static let enabled = ProcessInfo.processInfo.environment["FUZZ_SLOW"] == "1"

    /// The counters `work` sets for an input of `bytes` bytes (one per level per kind).
    public static func indices(of work: FuzzWork, bytes: Int) -> [Int] {
        var result: [Int] = []
        for (k, kind) in FuzzWork.Kind.allCases.enumerated() where work[kind] > 0 {
            let w = Double(work[kind])
            let perByte = level(4 * (log2(w / Double(max(bytes, 1))) + 8))
            let total = level(4 * log2(w))
            result.append(k * countersPerKind + perByte)
            result.append(k * countersPerKind + 64 + total)
        }
        return result
    }

    private static func level(_ x: Double) -> Int { min(63, max(0, Int(x.rounded(.down)))) }
}
