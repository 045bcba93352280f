import LibFuzzerAPI
import SolverFuzzing

/// libFuzzer's entry point: one input, checked by `fuzzSolver` (Fuzz/Entry/Solver).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    runFuzzInput(data, size, fuzzSolver, feature: { WorkbenchWorkFeature($0) })
}
