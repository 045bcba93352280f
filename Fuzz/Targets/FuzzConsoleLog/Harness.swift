import FuzzTargets
import LibFuzzerAPI

/// libFuzzer's entry point: one input, checked by `fuzzConsoleLog` (Fuzz/Entry/Sessions).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    runFuzzInput(data, size, fuzzConsoleLog, feature: { WorkbenchWorkFeature($0) })
}
