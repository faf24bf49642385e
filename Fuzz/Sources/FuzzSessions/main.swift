import FuzzSupport

/// Bytes as a capture, one line per line break, through every session checker.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.sessions(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
