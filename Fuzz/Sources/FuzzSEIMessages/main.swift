import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSEIMessages(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.seiMessages(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
