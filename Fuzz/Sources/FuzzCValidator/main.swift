import CSignalCheck
import FuzzSupport

/// The first byte picks a family (or detection); the rest is the message. The C validator
/// returns, and its result is well formed: every code is in the catalogue with its severity,
/// every offset lies inside the input, and the verdict follows from the findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCValidator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let family = FuzzChecks.family(selector: data[0])
    let bytes = UnsafeRawBufferPointer(start: data + 1, count: size - 1)
    if var result = FuzzChecks.cValidator(bytes, family: family?.rawValue) {
        FuzzChecks.cResultIsWellFormed(result, length: bytes.count)
        sc_result_free(&result)
    }
    return 0
}
