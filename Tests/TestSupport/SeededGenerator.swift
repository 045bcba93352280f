// The property tests' generator is the shared SplitMix64 (Sources/SeededRandom).
@_exported import SeededRandom
