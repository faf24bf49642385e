/// How a decode reacts to a problem in the message.
enum WireDecodingMode {
    /// Throw at the first error, as `JSONDecoder` does.
    case strict
    /// Record every problem as a diagnostic and carry on with a neutral value, so one pass
    /// reports everything wrong with a message.
    case collecting
}

/// Shared state of one decode: the bytes and their tape, where they sit in the outermost
/// document, and the diagnostics found so far.
///
/// A class because every `Decoder` and container of one decode refers to the same state.
final class WireDecodingContext {
    let base: UnsafePointer<UInt8>
    let count: Int
    let tape: JSONTape
    let mode: WireDecodingMode
    let options: JSONReaderOptions
    let userInfo: [CodingUserInfoKey: Any]
    /// The path of this document inside the outermost one (ends in `<json>` when embedded).
    let pathPrefix: JSONPath
    /// Maps an offset in these bytes to an offset in the outermost document.
    let offsetMap: EmbeddedOffsetMap?
    private(set) var diagnostics: [Diagnostic] = []
    /// What the bytes of each embedded document revealed about their writer, in decode order.
    var embeddedFacts: [JSONDocumentFacts] = []

    init(
        base: UnsafePointer<UInt8>,
        count: Int,
        tape: JSONTape,
        mode: WireDecodingMode,
        options: JSONReaderOptions,
        userInfo: [CodingUserInfoKey: Any],
        pathPrefix: JSONPath = .root,
        offsetMap: EmbeddedOffsetMap? = nil
    ) {
        self.base = base
        self.count = count
        self.tape = tape
        self.mode = mode
        self.options = options
        self.userInfo = userInfo
        self.pathPrefix = pathPrefix
        self.offsetMap = offsetMap
    }

    /// The offset in the outermost document of `localOffset` in these bytes.
    func outerOffset(_ localOffset: Int) -> Int {
        offsetMap?.outerOffset(of: localOffset) ?? localOffset
    }

    func path(_ codingPath: [CodingKey]) -> JSONPath {
        var path = pathPrefix
        for key in codingPath {
            if let index = key.intValue, key is WireIndexKey {
                path.components.append(.index(index))
            } else {
                path.components.append(.key(key.stringValue))
            }
        }
        return path
    }

    /// Records a problem (collecting mode) or throws it (strict mode).
    func report(
        _ code: DiagnosticCode,
        at codingPath: [CodingKey],
        localOffset: Int,
        message: String,
        severity: Severity? = nil
    ) throws(WireDecodingError) {
        let diagnostic = Diagnostic(
            code,
            severity: severity,
            path: path(codingPath),
            offset: outerOffset(localOffset),
            message: message
        )
        try record(diagnostic)
    }

    func record(_ diagnostic: Diagnostic) throws(WireDecodingError) {
        if mode == .strict, diagnostic.severity == .error {
            throw WireDecodingError(diagnostic: diagnostic)
        }
        diagnostics.append(diagnostic)
    }

    func absorb(_ more: [Diagnostic]) {
        diagnostics.append(contentsOf: more)
    }
}

/// An index into an array, marked so paths print it as `[n]` rather than a key.
struct WireIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// The error strict decoding throws: the first problem, as a diagnostic.
public struct WireDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic
    public var description: String { diagnostic.description }
}
