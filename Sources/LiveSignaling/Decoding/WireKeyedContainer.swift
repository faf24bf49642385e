/// Reads an object's members by key. With duplicate keys the last member wins (the reader has
/// already warned), matching json-c, Python and JavaScript.
struct WireKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: WireDecoderImpl
    /// Tape index of the object, or ``WireDecoderImpl/absent``.
    let object: Int

    var codingPath: [CodingKey] { decoder.codingPath }
    private var context: WireDecodingContext { decoder.context }
    private var reader: WireScalarReader { WireScalarReader(decoder: decoder) }

    var allKeys: [Key] {
        var keys: [Key] = []
        forEachMember { keyIndex, _ in
            let name = JSONStringDecoding.decode(context.tape.entries[keyIndex], in: context.base)
            if let key = Key(stringValue: name) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { valueIndex(for: key) != nil }

    /// Calls `body` with the tape indices of each member's key and value, in document order.
    func forEachMember(_ body: (Int, Int) -> Void) {
        guard object != WireDecoderImpl.absent else { return }
        let entries = context.tape.entries
        var keyIndex = object + 1
        let end = Int(entries[object].end)
        while keyIndex + 1 < end {
            body(keyIndex, keyIndex + 1)
            keyIndex = Int(entries[keyIndex + 1].end)
        }
    }

    /// The tape index of the last value whose key is `key`.
    func valueIndex(for key: Key) -> Int? {
        guard object != WireDecoderImpl.absent else { return nil }
        var wanted = key.stringValue
        return wanted.withUTF8 { wantedBytes -> Int? in
            var found: Int?
            forEachMember { keyIndex, valueIndex in
                if WireKeyMatching.matches(context.tape.entries[keyIndex], wantedBytes, context.base) {
                    found = valueIndex
                }
            }
            return found
        }
    }

    /// The value's index, or reports the key missing and returns nil.
    private func require(_ key: Key) throws(WireDecodingError) -> Int? {
        if let index = valueIndex(for: key) { return index }
        if object != WireDecoderImpl.absent {
            try context.report(
                .wireMissingKey,
                at: codingPath + [key],
                localOffset: Int(context.tape.entries[object].offset),
                message: "the key \(JSONWriter.quoted(key.stringValue, style: .compact)) is required"
            )
        }
        return nil
    }

    private func path(_ key: Key) -> [CodingKey] { codingPath + [key] }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let index = try require(key) else { return true }
        return reader.isNull(index)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        guard let index = try require(key) else { return false }
        return try reader.bool(index, path: path(key)) ?? false
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        guard let index = try require(key) else { return "" }
        return try reader.string(index, path: path(key)) ?? ""
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        guard let index = try require(key) else { return 0 }
        return try reader.double(index, path: path(key)) ?? 0
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(try decode(Double.self, forKey: key))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    private func integer<Integer: FixedWidthInteger>(_ key: Key) throws -> Integer {
        guard let index = try require(key) else { return 0 }
        return try reader.integer(index, path: path(key), as: Integer.self) ?? 0
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let index = try require(key) ?? WireDecoderImpl.absent
        return try T(from: decoder.child(index, key: key))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = valueIndex(for: key), !reader.isNull(index) else { return nil }
        return try T(from: decoder.child(index, key: key))
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = valueIndex(for: key), !reader.isNull(index) else { return nil }
        return try reader.string(index, path: path(key)) ?? ""
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = valueIndex(for: key), !reader.isNull(index) else { return nil }
        return try reader.bool(index, path: path(key)) ?? false
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try require(key) ?? WireDecoderImpl.absent
        return try decoder.child(index, key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        let index = try require(key) ?? WireDecoderImpl.absent
        return try decoder.child(index, key: key).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        decoder.child(object, key: AnyCodingKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        decoder.child(try require(key) ?? WireDecoderImpl.absent, key: key)
    }
}

/// Compares a tape key with a wanted key's UTF-8 without allocating in the common case.
enum WireKeyMatching {
    @inline(__always)
    static func matches(
        _ entry: JSONTape.Entry,
        _ wanted: UnsafeBufferPointer<UInt8>,
        _ base: UnsafePointer<UInt8>
    ) -> Bool {
        if entry.flags & JSONTape.hasEscapes == 0 {
            guard Int(entry.length) == wanted.count else { return false }
            let raw = JSONStringDecoding.rawBytes(entry, in: base)
            return raw.elementsEqual(wanted)
        }
        return JSONStringDecoding.unescape(JSONStringDecoding.rawBytes(entry, in: base)).elementsEqual(wanted)
    }
}
