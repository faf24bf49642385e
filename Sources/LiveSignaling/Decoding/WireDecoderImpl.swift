/// The `Decoder` over one value of a tape: two words, so handing one to a child value costs
/// no allocation. `entry` is the value's tape index; a negative entry marks a value that is
/// missing or unusable (a neutral value is being built without further reports), and keeps
/// its parent's index as `-entry - 2`. The coding path is worked out from the tape only when
/// something asks for it, which is when a diagnostic is written.
struct WireDecoderImpl: Decoder {
    let context: WireDecodingContext
    let entry: Int

    init(context: WireDecodingContext, entry: Int) {
        self.context = context
        self.entry = entry
    }

    /// A missing value below `parent` (a tape index, or -1 for none).
    static func absent(under parent: Int) -> Int { -parent - 2 }

    var isAbsent: Bool { entry < 0 }

    /// The nearest real tape index: this value's, or its parent's when it is absent.
    var anchor: Int { entry >= 0 ? entry : max(-entry - 2, 0) }

    var codingPath: [CodingKey] { context.codingKeys(to: anchor) }

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if isAbsent {
            return KeyedDecodingContainer(WireKeyedContainer<Key>(decoder: self, object: entry))
        }
        let value = context.tape.entries[entry]
        guard value.kind == .object else {
            try context.report(
                .wireType,
                entry: entry,
                localOffset: Int(value.offset),
                message: "expected an object, found \(describe(entry))"
            )
            return KeyedDecodingContainer(WireKeyedContainer<Key>(decoder: self, object: Self.absent(under: entry)))
        }
        return KeyedDecodingContainer(WireKeyedContainer<Key>(decoder: self, object: entry))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        if isAbsent {
            return WireUnkeyedContainer(decoder: self, array: entry)
        }
        let value = context.tape.entries[entry]
        guard value.kind == .array else {
            try context.report(
                .wireType,
                entry: entry,
                localOffset: Int(value.offset),
                message: "expected an array, found \(describe(entry))"
            )
            return WireUnkeyedContainer(decoder: self, array: Self.absent(under: entry))
        }
        return WireUnkeyedContainer(decoder: self, array: entry)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        WireSingleValueContainer(decoder: self)
    }

    /// A decoder for the value at `child` (a tape index, or absent under this value).
    @inline(__always)
    func child(_ child: Int) -> WireDecoderImpl {
        WireDecoderImpl(context: context, entry: child)
    }

    /// A short description of the value at `index` for messages (``JSONTapeValues/describe(_:_:)``).
    func describe(_ index: Int) -> String { JSONTapeValues.describe(context.tape.entries[index], context.base) }
}
