import FuzzTargets
import LibFuzzerAPI

/// libFuzzer's entry point: one input, checked by `fuzzDynamics` (Fuzz/Entry/Sessions).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    runFuzzInput(data, size, fuzzDynamics, feature: { WorkbenchWorkFeature($0) })
}

/// libFuzzer's custom mutator: the input changed as its syntax allows (`mutateSessionInput`), half the
/// time; libFuzzer's byte mutations the other half (`runCustomMutator`).
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzCustomMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    runCustomMutator(data, size, maxSize, seed, byteMutate: LLVMFuzzerMutate, mutateSessionInput)
}
