/// The JSON kind of a decoder's value, for fields that may hold one of several kinds (a PK
/// invite's `type` is a number in the demos and a string in the document).
enum ValueKind {
    case number, string, other
}

extension Decoder {
    /// The kind of this decoder's value without recording anything. Foundation's decoder has no
    /// such question, so for it the answer comes from trial decodes.
    func probeKind() -> ValueKind {
        if let wire = self as? WireDecoderImpl {
            guard !wire.isAbsent else { return .other }
            switch wire.context.tape.entries[wire.entry].kind {
            case .number: return .number
            case .string: return .string
            default: return .other
            }
        }
        guard let single = try? singleValueContainer() else { return .other }
        if (try? single.decode(Double.self)) != nil { return .number }
        if (try? single.decode(String.self)) != nil { return .string }
        return .other
    }
}

extension Decoder {
    /// The keys of this decoder's object, or nil when it is not an object; records nothing.
    func probeKeys() -> [String]? {
        if let wire = self as? WireDecoderImpl {
            guard !wire.isAbsent, wire.context.tape.entries[wire.entry].kind == .object else { return nil }
            var keys: [String] = []
            let entries = wire.context.tape.entries
            var key = wire.entry + 1
            while key + 1 < Int(entries[wire.entry].end) {
                keys.append(JSONStringDecoding.decode(entries[key], in: wire.context.base))
                key = Int(entries[key + 1].end)
            }
            return keys
        }
        return (try? container(keyedBy: AnyCodingKey.self))?.allKeys.map(\.stringValue)
    }
}
