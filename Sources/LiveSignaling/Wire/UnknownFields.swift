// Unknown keys survive decode → encode: a relay or server must never drop what a newer client
// added. Each wire type keeps them in `unknownFields` and writes them back after its own keys.

extension Decoder {
    /// The members whose keys `Known` does not declare, in document order.
    func unknownFields<Known: CodingKey>(besides known: Known.Type) throws -> JSONObject {
        if let wire = self as? WireDecoderImpl {
            return wire.unknownMembers(besides: known)
        }
        guard let container = try? container(keyedBy: AnyCodingKey.self) else { return JSONObject() }
        var object = JSONObject()
        for key in container.allKeys where Known(stringValue: key.stringValue) == nil {
            object.members.append(.init(key: key.stringValue, value: try container.decode(JSONValue.self, forKey: key)))
        }
        return object
    }
}

extension WireDecoderImpl {
    /// Unknown members straight from the tape: no container, no allocation when there are none.
    func unknownMembers<Known: CodingKey>(besides known: Known.Type) -> JSONObject {
        guard !isAbsent, context.tape.entries[entry].kind == .object else { return JSONObject() }
        var object = JSONObject()
        let entries = context.tape.entries
        var keyIndex = entry + 1
        let end = Int(entries[entry].end)
        while keyIndex + 1 < end {
            let name = JSONStringDecoding.decode(entries[keyIndex], in: context.base)
            if Known(stringValue: name) == nil {
                object.members.append(
                    .init(
                        key: name,
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
    /// Writes `fields` after the type's own keys, in their original order.
    func encodeUnknownFields(_ fields: JSONObject) throws {
        guard !fields.isEmpty else { return }
        var container = container(keyedBy: AnyCodingKey.self)
        for member in fields.members {
            try container.encode(member.value, forKey: AnyCodingKey(stringValue: member.key))
        }
    }
}
