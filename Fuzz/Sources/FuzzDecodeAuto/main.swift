import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecodeAuto(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.use(FuzzChecks.decode(UnsafeRawBufferPointer(start: data, count: size)).isValid)
    return 0
}
