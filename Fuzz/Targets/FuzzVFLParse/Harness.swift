import ParserFuzzing

/// libFuzzer's entry point: one input, checked by `fuzzVFLParse` (Fuzz/Entry/Parser).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    runFuzzInput(data, size, fuzzVFLParse)
}
