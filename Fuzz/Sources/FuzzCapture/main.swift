import FuzzSupport

/// One capture line (envelope or raw message): traps when CaptureDecoder and the C validator's
/// sc_validate_capture_line disagree on channel, verdict, findings or located offsets.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.captureDifferential(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
