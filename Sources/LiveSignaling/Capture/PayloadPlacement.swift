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

    private static let stringPrefix: [JSONPath.Component] = [.key("payload"), .embedded]
    private static let objectPrefix: [JSONPath.Component] = [.key("payload")]

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
        switch source {
        case .string(let raw, let quote):
            diagnostic.path.components.insert(contentsOf: Self.stringPrefix, at: 0)
            diagnostic.offset = diagnostic.offset.map { quote + 1 + EmbeddedOffsetMap.rawIndex(ofDecoded: $0, in: raw) }
        case .object(let start):
            diagnostic.path.components.insert(contentsOf: Self.objectPrefix, at: 0)
            diagnostic.offset = diagnostic.offset.map { start + $0 }
        }
    }
}
