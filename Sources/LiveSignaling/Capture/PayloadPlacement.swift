/// Where a payload's findings sit in its capture line: under `$.payload` (and `<json>` when
/// the message is a string's contents), with offsets moved from the message's bytes to the
/// line's. The full envelope path and the in-place one (``StreamedEnvelope``) place them the
/// same way because both ask this.
///
/// A value with no storage of its own: a placement made for every line that carries a
/// finding built two heap objects (its prefix and a closure's context) to be dropped at once.
struct PayloadPlacement {
    private enum Source {
        /// The decoded contents of the string whose raw bytes (between the quotes) are `raw`,
        /// its opening quote at `quote` in the line.
        case string(raw: UnsafeBufferPointer<UInt8>, quote: Int)
        /// The object starting at `start` in the line.
        case object(start: Int)
    }

    private let source: Source

    /// A message that is the decoded contents of the string whose raw bytes (between the
    /// quotes) are `raw`, its opening quote at `quote` in the line.
    static func string(raw: UnsafeBufferPointer<UInt8>, quote: Int) -> PayloadPlacement {
        PayloadPlacement(source: .string(raw: raw, quote: quote))
    }

    /// A message that is the object starting at `start` in the line (room attributes).
    static func object(at start: Int) -> PayloadPlacement {
        PayloadPlacement(source: .object(start: start))
    }

    /// `diagnostic`, found in the message, as the line reports it.
    func place(_ diagnostic: Diagnostic) -> Diagnostic {
        var placed = diagnostic
        place(&placed)
        return placed
    }

    /// `diagnostic`, found in the message, moved to where the line reports it.
    func place(_ diagnostic: inout Diagnostic) {
        var walk = EmbeddedOffsetMap.Walk()
        place(&diagnostic, walk: &walk)
    }

    /// As ``place(_:)``, going on with `walk` from the diagnostic placed before (see
    /// ``lineOffset(of:walk:)``).
    func place(_ diagnostic: inout Diagnostic, walk: inout EmbeddedOffsetMap.Walk) {
        diagnostic.path.components.insert(contentsOf: prefix.components, at: 0)
        diagnostic.offset = diagnostic.offset.map { lineOffset(of: $0, walk: &walk) }
    }

    /// What the line puts before a path in the message: a plain byte, for a record that must
    /// stay plain bytes to hold it (``StreamedSpecCheck/Found``).
    enum Prefix: UInt8 {
        case none, object, string

        private static let objectComponents: [JSONPath.Component] = [.key("payload")]
        private static let stringComponents: [JSONPath.Component] = [.key("payload"), .embedded]

        var components: [JSONPath.Component] {
            switch self {
            case .none: []
            case .object: Self.objectComponents
            case .string: Self.stringComponents
            }
        }
    }

    /// The prefix of a path in this message.
    var prefix: Prefix {
        switch source {
        case .string: .string
        case .object: .object
        }
    }

    /// Where the message's byte at `offset` is in the line. `walk` holds how far the string's
    /// escapes were walked for the offset asked before: asked in increasing order (findings in
    /// byte order), the offsets of all cost one walk.
    func lineOffset(of offset: Int, walk: inout EmbeddedOffsetMap.Walk) -> Int {
        switch source {
        case .string(let raw, let quote):
            quote + 1 + EmbeddedOffsetMap.rawIndex(ofDecoded: offset, in: raw, resuming: &walk)
        case .object(let start): start + offset
        }
    }
}
