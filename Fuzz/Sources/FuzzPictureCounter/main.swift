import FuzzSupport

/// The first byte picks codec and framing, the second where to split; the rest is a stream.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictureCounter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    FuzzChecks.pictureCounter(
        UnsafeRawBufferPointer(start: data + 2, count: size - 2),
        split: Int(data[1]) * 7,
        selector: data[0]
    )
    return 0
}
