import FuzzTargets

/// libFuzzer's entry point: one input, checked by `fuzzDynamics` (Fuzz/Entry).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    runFuzzInput(data, size, fuzzDynamics)
}
