import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.jsonReader(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
