/// The `Decoder` over one value of a tape. `entry` is the tape index of the value, or
/// ``absent`` when the value is missing or unusable and a neutral value is being built
/// without further reports (collecting mode only).
final class WireDecoderImpl: Decoder {
    static let absent = -1

    let context: WireDecodingContext
    let entry: Int
    let codingPath: [CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    init(context: WireDecodingContext, entry: Int, codingPath: [CodingKey]) {
        self.context = context
        self.entry = entry
        self.codingPath = codingPath
    }

    var isAbsent: Bool { entry == Self.absent }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if isAbsent {
            return KeyedDecodingContainer(WireKeyedContainer<Key>(decoder: self, object: Self.absent))
        }
        let value = context.tape.entries[entry]
        guard value.kind == .object else {
            try context.report(
                .wireType,
                at: codingPath,
                localOffset: Int(value.offset),
                message: "expected an object, found \(describe(entry))"
            )
            return KeyedDecodingContainer(WireKeyedContainer<Key>(decoder: self, object: Self.absent))
        }
        return KeyedDecodingContainer(WireKeyedContainer<Key>(decoder: self, object: entry))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        if isAbsent {
            return WireUnkeyedContainer(decoder: self, array: Self.absent)
        }
        let value = context.tape.entries[entry]
        guard value.kind == .array else {
            try context.report(
                .wireType,
                at: codingPath,
                localOffset: Int(value.offset),
                message: "expected an array, found \(describe(entry))"
            )
            return WireUnkeyedContainer(decoder: self, array: Self.absent)
        }
        return WireUnkeyedContainer(decoder: self, array: entry)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        WireSingleValueContainer(decoder: self)
    }

    /// A decoder for the value at `child`, one step further down `key`.
    func child(_ child: Int, key: CodingKey) -> WireDecoderImpl {
        WireDecoderImpl(context: context, entry: child, codingPath: codingPath + [key])
    }

    /// A short description of the value at `index` for messages: `number 42`, `string "x"`.
    func describe(_ index: Int) -> String {
        let value = context.tape.entries[index]
        switch value.kind {
        case .object: return "an object"
        case .array: return "an array"
        case .null: return "null"
        case .true: return "true"
        case .false: return "false"
        case .number:
            return "the number " + JSONTapeValues.number(value, context.base).lexeme
        case .string:
            let text = JSONStringDecoding.decode(value, in: context.base)
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "the string " + JSONWriter.quoted(shown, style: .compact)
        }
    }
}
