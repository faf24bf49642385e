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

    /// The full path of the value at tape index `entry`.
    func path(of entry: Int) -> JSONPath {
        let components = JSONTapePaths.components(to: entry, in: tape, bytes: base)
        // A root document's prefix is empty: joining it to nothing still copied the array.
        return JSONPath(components: pathPrefix.components.isEmpty ? components : pathPrefix.components + components)
    }

    /// `codingPath` for `Decoder`: keys and indices from this document's root to `entry`.
    func codingKeys(to entry: Int) -> [CodingKey] {
        JSONTapePaths.components(to: entry, in: tape, bytes: base).compactMap { component -> CodingKey? in
            switch component {
            case .key(let name): AnyCodingKey(stringValue: name)
            case .index(let index): AnyCodingKey(intValue: index)
            case .embedded: nil
            }
        }
    }

    /// Records a problem at the value `entry` (or at its member `key`, for a missing key), or
    /// throws it in strict mode.
    func report(
        _ code: DiagnosticCode,
        entry: Int,
        key: String? = nil,
        localOffset: Int,
        message: String,
        severity: Severity? = nil
    ) throws(Diagnostic) {
        var path = path(of: entry)
        if let key { path.components.append(.key(key)) }
        try record(Diagnostic(code, severity: severity, path: path, offset: outerOffset(localOffset), message: message))
    }

    func record(_ diagnostic: Diagnostic) throws(Diagnostic) {
        if mode == .strict, diagnostic.severity == .error {
            throw diagnostic
        }
        diagnostics.append(diagnostic)
    }

    func absorb(_ more: [Diagnostic]) {
        guard !more.isEmpty else { return }
        diagnostics.append(contentsOf: more)
    }
}

/// Paths of tape entries, found by walking down from the root; only diagnostics need them.
enum JSONTapePaths {
    static func components(to target: Int, in tape: JSONTape, bytes base: UnsafePointer<UInt8>) -> [JSONPath.Component]
    {
        var components: [JSONPath.Component] = []
        var index = 0
        let entries = tape.entries
        while index != target, index < entries.count {
            let container = entries[index]
            let end = Int(container.end)
            guard target > index, target < end else { break }
            var child = index + 1
            var found = false
            if container.kind == .object {
                while child + 1 < end {
                    let value = child + 1
                    let valueEnd = Int(entries[value].end)
                    if target >= value, target < valueEnd {
                        components.append(.key(JSONStringDecoding.decode(entries[child], in: base)))
                        index = value
                        found = true
                        break
                    }
                    child = valueEnd
                }
            } else if container.kind == .array {
                var position = 0
                while child < end {
                    let childEnd = Int(entries[child].end)
                    if target < childEnd {
                        components.append(.index(position))
                        index = child
                        found = true
                        break
                    }
                    child = childEnd
                    position += 1
                }
            }
            if !found { break }
        }
        return components
    }
}
