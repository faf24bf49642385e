import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSEIRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.seiRoundTrip(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
