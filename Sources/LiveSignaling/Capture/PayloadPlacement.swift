/// Where a payload's findings sit in its capture line: under `$.payload` (and `<json>` when
/// the message is a string's contents), with offsets moved from the message's bytes to the
/// line's. The full envelope path and the in-place one (``StreamedEnvelope``) place them the
/// same way because both ask this.
struct PayloadPlacement {
    private let prefix: [JSONPath.Component]
    private let lineOffset: (Int) -> Int

    /// A message that is the decoded contents of the string whose raw bytes (between the
    /// quotes) are `raw`, its opening quote at `quote` in the line.
    static func string(raw: UnsafeBufferPointer<UInt8>, quote: Int) -> PayloadPlacement {
        PayloadPlacement(prefix: [.key("payload"), .embedded]) {
            quote + 1 + EmbeddedOffsetMap.rawIndex(ofDecoded: $0, in: raw)
        }
    }

    /// A message that is the object starting at `start` in the line (room attributes).
    static func object(at start: Int) -> PayloadPlacement {
        PayloadPlacement(prefix: [.key("payload")]) { start + $0 }
    }

    /// `diagnostic`, found in the message, as the line reports it.
    func place(_ diagnostic: Diagnostic) -> Diagnostic {
        var placed = diagnostic
        place(&placed)
        return placed
    }

    /// `diagnostic`, found in the message, moved to where the line reports it.
    func place(_ diagnostic: inout Diagnostic) {
        diagnostic.path.components.insert(contentsOf: prefix, at: 0)
        diagnostic.offset = diagnostic.offset.map(lineOffset)
    }
}
