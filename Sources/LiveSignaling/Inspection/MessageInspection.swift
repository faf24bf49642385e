/// A decoded message as the library sees it, laid out for a person: its fields under their
/// wire keys, the JSON documents that travel inside strings expanded in place, and the keys
/// the family does not define (kept on decode, written back on encode, so a relay loses nothing).
///
/// ```swift
/// let decoded = SignalDecoder().decode(bytes)
/// if let inspection = MessageInspection(decoded) { print(inspection.unknownKeys) }
/// ```
public struct MessageInspection: Hashable, Sendable {
    /// The family the message was recognised as.
    public var family: WireFamily
    /// The family version the message was read as.
    public var version: Int
    /// The name of the client dialect decoding found in the bytes, or `nil` when it reported none.
    public var dialect: String?
    /// The message's fields in the order its encoder writes them.
    public var fields: JSONValue
    /// Where a string held a JSON document, now expanded in ``fields``: `$.extended_data<json>`.
    public var embeddedDocuments: [JSONPath]
    /// Keys the family does not define: `$.extended_data<json>.seat_index`.
    public var unknownKeys: [JSONPath]

    /// Nil when the message was not decoded (not JSON, or no family recognised).
    public init?(_ decoded: DecodedMessage) {
        guard let message = decoded.message else { return nil }
        family = message.family
        version = decoded.version ?? message.version
        dialect = decoded.dialect
        embeddedDocuments = []
        unknownKeys = []
        // A spec form's value is read off its spec, which says where documents are.
        if let backed = message.typedValue as? any SpecBacked {
            let layout = SpecValues.layout(.object(backed.fields), as: .object(type(of: backed).form.root))
            fields = layout.value
            embeddedDocuments = layout.embedded
            unknownKeys = layout.unknown
            return
        }
        guard let marked = try? Self.markedFields(message) else { return nil }
        fields = .null
        fields = unmark(marked, at: .root)
    }

    /// Encodes the typed value with markers where documents were embedded and keys were unknown.
    private static func markedFields(_ message: WireMessage) throws -> JSONValue {
        try WireEncoder(userInfo: [.liveSignalingInspection: true]).encodeValue(message.typedValue)
    }

    /// Removes the markers, recording the paths they stood for.
    private mutating func unmark(_ value: JSONValue, at path: JSONPath) -> JSONValue {
        switch value {
        case .object(let object):
            if object.members.count == 1, object.members[0].key == InspectionMarker.embedded {
                embeddedDocuments.append(path)
                return unmark(object.members[0].value, at: path.embedded)
            }
            var result = JSONObject()
            for member in object.members {
                if member.key == InspectionMarker.unknown, case .object(let unknown) = member.value {
                    for field in unknown.members {
                        unknownKeys.append(path.appending(key: field.key))
                        result.members.append(.init(key: field.key, value: field.value))
                    }
                } else {
                    result.members.append(
                        .init(key: member.key, value: unmark(member.value, at: path.appending(key: member.key)))
                    )
                }
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.enumerated().map { unmark($0.element, at: path.appending(index: $0.offset)) })
        default:
            return value
        }
    }
}

/// Marker keys start with NUL, which no client's field name does. Even a message that sends one
/// is read right: unknown values are copied as they are, never searched for markers.
enum InspectionMarker {
    static let embedded = "\u{0}embedded"
    static let unknown = "\u{0}unknown"
}

extension CodingUserInfoKey {
    /// Set by ``MessageInspection``: embedded documents and unknown keys are written marked.
    static let liveSignalingInspection = CodingUserInfoKey(rawValue: "LiveSignaling.Inspection")!
}
