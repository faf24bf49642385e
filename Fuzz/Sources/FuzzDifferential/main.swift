import FuzzSupport

/// The first byte picks a family (or detection); the rest is the message. Traps when Swift
/// and C disagree (Tests/CrossCheckTests/divergences.json lists no allowed disagreement).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDifferential(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    FuzzChecks.differential(
        UnsafeRawBufferPointer(start: data + 1, count: size - 1),
        family: FuzzChecks.family(selector: data[0])
    )
    return 0
}
