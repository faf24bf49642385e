import FuzzSupport

/// The first byte picks a family (or detection); the rest is the message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFamilyRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let family = FuzzChecks.family(selector: data[0])
    FuzzChecks.roundTrip(UnsafeRawBufferPointer(start: data + 1, count: size - 1), as: family)
    return 0
}
