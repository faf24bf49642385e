import CSignalCheck
import FuzzSupport

/// The first byte picks a family (or detection); the rest is the message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCValidator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let family = FuzzChecks.family(selector: data[0])
    if var result = FuzzChecks.cValidator(
        UnsafeRawBufferPointer(start: data + 1, count: size - 1),
        family: family?.rawValue
    ) {
        FuzzChecks.use(result.valid)
        sc_result_free(&result)
    }
    return 0
}
