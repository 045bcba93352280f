import Foundation

/// A fuzzer's bytes read as a stream of small choices. Every read takes bytes from the front;
/// once they run out every read returns its smallest choice, so any input, even an empty one,
/// decodes to something and the fuzzer's mutations change choices locally.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    /// The bytes to decode.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// True when every byte has been read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `range`, from one byte (two when the range is wider than 256).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = range.upperBound - range.lowerBound + 1
        var raw = Int(byte())
        if width > 256 { raw = raw << 8 | Int(byte()) }
        return range.lowerBound + raw % width
    }

    /// One of `choices` (which must not be empty).
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// The bytes not read yet; reading ends.
    public mutating func rest() -> ArraySlice<UInt8> {
        defer { index = bytes.count }
        return bytes[min(index, bytes.count)...]
    }
}

/// The first property an input broke, in words: what was expected and what happened.
public struct PropertyFailure: Error, Equatable, CustomStringConvertible {
    /// The property and what broke it.
    public let description: String
}

/// Where a target's checks record what they find; only the first failure is kept (later ones
/// are usually its consequences). The work the input cost is recorded here too.
public final class Findings {
    /// The first property broken, if any.
    public private(set) var first: PropertyFailure?
    /// What the input has cost so far.
    public var work = FuzzWork()

    public init() {}

    /// Record `message` unless `condition` holds (or a failure is already recorded).
    public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if first == nil, !condition() { first = PropertyFailure(description: message()) }
    }
}

/// The body of every libFuzzer entry point: run `target` on the input and, if it reports a
/// broken property, print it and stop the process, so libFuzzer writes a crash file. (Traps in
/// the code under test stop it by themselves.) In slow mode (`FUZZ_SLOW=1`, which `Fuzz/run.sh
/// --slow` sets) the input's work is also handed to libFuzzer as features (`SlowFeatures`)
/// through `feature`, which sets one of its extra counters.
public func runFuzzInput(
    _ data: UnsafePointer<UInt8>?, _ size: Int, _ target: ([UInt8]) -> FuzzOutcome, feature: ((Int) -> Void)? = nil
) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let outcome = target(bytes)
    if let failure = outcome.failure {
        FileHandle.standardError.write(Data("property failed: \(failure)\n".utf8))
        abort()
    }
    if SlowFeatures.enabled, let feature {
        for index in SlowFeatures.indices(of: outcome.work, bytes: bytes.count) { feature(index) }
    }
    return 0
}

/// The body of every `LLVMFuzzerCustomMutator`: half the time (and whenever `mutate` declines,
/// or `FUZZ_CUSTOM_MUTATOR=0` is set, to measure without it) libFuzzer's own byte mutations
/// (`byteMutate`, which is `LLVMFuzzerMutate`: dictionary and comparison-guided ones included);
/// otherwise `mutate`'s structure-aware change, cut to `maxSize`. Returns the new size.
public func runCustomMutator(
    _ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32,
    byteMutate: (UnsafeMutablePointer<UInt8>, Int, Int) -> Int, _ mutate: ([UInt8], UInt32) -> [UInt8]?
) -> Int {
    guard let data else { return 0 }
    if !structureAwareMutationEnabled || seed & 1 == 0 { return byteMutate(data, size, maxSize) }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let mutated = mutate(bytes, seed >> 1), !mutated.isEmpty else { return byteMutate(data, size, maxSize) }
    let count = min(mutated.count, maxSize)
    for i in 0..<count { data[i] = mutated[i] }
    return count
}

/// False when `FUZZ_CUSTOM_MUTATOR=0`: only libFuzzer's byte mutations.
private let structureAwareMutationEnabled = ProcessInfo.processInfo.environment["FUZZ_CUSTOM_MUTATOR"] != "0"
