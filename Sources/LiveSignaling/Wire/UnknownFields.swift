// Unknown keys survive decode → encode: a relay or server must never drop what a newer client
// added. Each wire type keeps them in `unknownFields` and writes them back after its own keys.

/// The keys a type declares, as bytes, made once per type (a `static let` beside its
/// `CodingKeys`), so finding unknown members compares bytes instead of building Strings.
struct KnownKeys: Sendable {
    let names: [String]
    private let bytes: [[UInt8]]
    /// Bit n set when some key is n bytes long (n < 64): most unknown keys fail this test.
    private let lengths: UInt64

    init<Keys: CodingKey & CaseIterable>(_: Keys.Type) {
        self.init(Array(Keys.allCases))
    }

    /// Some of a type's coding keys: those it reads, when it shares its keys with another type.
    init(_ keys: [some CodingKey]) {
        names = keys.map(\.stringValue)
        bytes = names.map { Array($0.utf8) }
        lengths = bytes.reduce(0) { $0 | ($1.count < 64 ? 1 << UInt64($1.count) : 0) }
    }

    func contains(_ entry: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> Bool {
        if entry.flags & JSONTape.hasEscapes == 0 {
            let length = Int(entry.length)
            guard length >= 64 || lengths & (1 << UInt64(length)) != 0 else { return false }
            for candidate in bytes where candidate.count == length {
                if candidate.withUnsafeBufferPointer({ WireKeyMatching.matches(entry, $0, base) }) { return true }
            }
            return false
        }
        let decoded = JSONStringDecoding.unescape(JSONStringDecoding.rawBytes(entry, in: base))
        return bytes.contains(decoded)
    }
}

extension Decoder {
    /// The members whose keys are not in `known`, in document order.
    func unknownFields(besides known: KnownKeys) throws -> JSONObject {
        if let wire = self as? WireDecoderImpl {
            return wire.unknownMembers(besides: known)
        }
        guard let container = try? container(keyedBy: AnyCodingKey.self) else { return JSONObject() }
        var object = JSONObject()
        for key in container.allKeys where !known.names.contains(key.stringValue) {
            object.members.append(.init(key: key.stringValue, value: try container.decode(JSONValue.self, forKey: key)))
        }
        return object
    }
}

extension WireDecoderImpl {
    /// Unknown members straight from the tape; nothing is allocated unless a key is unknown.
    func unknownMembers(besides known: KnownKeys) -> JSONObject {
        guard !isAbsent, context.tape.entries[entry].kind == .object else { return JSONObject() }
        var object = JSONObject()
        let entries = context.tape.entries
        var keyIndex = entry + 1
        let end = Int(entries[entry].end)
        while keyIndex + 1 < end {
            let keyEntry = entries[keyIndex]
            if !known.contains(keyEntry, context.base) {
                object.members.append(
                    .init(
                        key: JSONStringDecoding.decode(keyEntry, in: context.base),
                        value: JSONTapeValues.value(at: keyIndex + 1, in: context.tape, bytes: context.base)
                    )
                )
            }
            keyIndex = Int(entries[keyIndex + 1].end)
        }
        return object
    }
}

extension Encoder {
    /// True inside ``MessageInspection``; read from the wire encoder's own table, because
    /// `userInfo` builds a dictionary on every call.
    var isInspecting: Bool {
        if let wire = self as? WireEncoderImpl { return wire.baseUserInfo[.liveSignalingInspection] != nil }
        return userInfo[.liveSignalingInspection] != nil
    }

    /// Writes `fields` after the type's own keys, in their original order.
    func encodeUnknownFields(_ fields: JSONObject) throws {
        guard !fields.isEmpty else { return }
        var container = container(keyedBy: AnyCodingKey.self)
        if isInspecting {
            try container.encode(JSONValue.object(fields), forKey: AnyCodingKey(stringValue: InspectionMarker.unknown))
            return
        }
        for member in fields.members {
            try container.encode(member.value, forKey: AnyCodingKey(stringValue: member.key))
        }
    }
}
