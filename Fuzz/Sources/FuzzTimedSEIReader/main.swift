import FuzzSupport

/// The first byte picks where to split; the rest is a file in any container, or none.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimedSEIReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.timedSEIReader(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
