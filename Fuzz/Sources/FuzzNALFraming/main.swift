import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNALFraming(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.nalFraming(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
