/// Reads an object's members by key. With duplicate keys the last member wins (the reader has
/// already warned), matching json-c, Python and JavaScript.
struct WireKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: WireDecoderImpl
    /// Tape index of the object, or an absent marker (negative).
    let object: Int

    var codingPath: [CodingKey] { decoder.codingPath }
    private var context: WireDecodingContext { decoder.context }
    private var reader: WireScalarReader { WireScalarReader(context: decoder.context) }

    var allKeys: [Key] {
        guard object >= 0 else { return [] }
        var keys: [Key] = []
        let entries = context.tape.entries
        var keyIndex = object + 1
        let end = Int(entries[object].end)
        while keyIndex + 1 < end {
            let name = JSONStringDecoding.decode(entries[keyIndex], in: context.base)
            if let key = Key(stringValue: name) { keys.append(key) }
            keyIndex = Int(entries[keyIndex + 1].end)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { valueIndex(for: key) != nil }

    /// The tape index of the last value whose key is `key`.
    @inline(__always)
    func valueIndex(for key: Key) -> Int? {
        guard object >= 0 else { return nil }
        return key.stringValue.withBorrowedUTF8 { wantedBytes -> Int? in
            let entries = context.tape.entries
            let base = context.base
            var found: Int?
            var keyIndex = object + 1
            let end = Int(entries[object].end)
            while keyIndex + 1 < end {
                if WireKeyMatching.matches(entries[keyIndex], wantedBytes, base) { found = keyIndex + 1 }
                keyIndex = Int(entries[keyIndex + 1].end)
            }
            return found
        }
    }

    /// The value's index, or reports the key missing and returns nil.
    @inline(__always)
    private func require(_ key: Key) throws(Diagnostic) -> Int? {
        if let index = valueIndex(for: key) { return index }
        if object >= 0 {
            try context.report(
                .wireMissingKey,
                entry: object,
                key: key.stringValue,
                localOffset: Int(context.tape.entries[object].offset),
                message: "the key \(DiagnosticText.quoted(key.stringValue)) is required"
            )
        }
        return nil
    }

    /// A decoder for the member, or an absent one below this object.
    private func child(_ index: Int?) -> WireDecoderImpl {
        decoder.child(index ?? WireDecoderImpl.absent(under: max(object, -1)))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let index = try require(key) else { return true }
        return reader.isNull(index)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        guard let index = try require(key) else { return false }
        return try reader.bool(index) ?? false
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        guard let index = try require(key) else { return "" }
        return try reader.string(index) ?? ""
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        guard let index = try require(key) else { return 0 }
        return try reader.double(index) ?? 0
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

    // Inlined into each integer type's decode: left generic, every integer read went through
    // metadata lookups and protocol dispatch (~1,500 instructions where ~100 do).
    @inline(__always)
    private func integer<Integer: FixedWidthInteger>(_ key: Key) throws -> Integer {
        guard let index = try require(key) else { return 0 }
        return try reader.integer(index, as: Integer.self) ?? 0
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: child(try require(key)))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = valueIndex(for: key), !reader.isNull(index) else { return nil }
        return try T(from: decoder.child(index))
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = valueIndex(for: key), !reader.isNull(index) else { return nil }
        return try reader.string(index) ?? ""
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = valueIndex(for: key), !reader.isNull(index) else { return nil }
        return try reader.bool(index) ?? false
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(try require(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try child(try require(key)).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        decoder.child(object)
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        child(try require(key))
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
            guard Int(entry.length) == wanted.count, let wantedBase = wanted.baseAddress else {
                return Int(entry.length) == wanted.count
            }
            return memoryEqual(base + Int(entry.offset) + 1, wantedBase, wanted.count)
        }
        return JSONStringDecoding.unescape(JSONStringDecoding.rawBytes(entry, in: base)).elementsEqual(wanted)
    }

    /// As above, for a name kept as a `String` (its UTF-8 borrowed in place). Inlined: a call
    /// cost a chat message ~130 instructions where it is asked per member.
    @inline(__always)
    static func matches(_ entry: JSONTape.Entry, _ name: String, _ base: UnsafePointer<UInt8>) -> Bool {
        // A key without escapes and of another length is told apart before the String's bytes
        // are borrowed (which copies a small string out, ~40 instructions): asked of every
        // key of a shape's list, most answers are no.
        if entry.flags & JSONTape.hasEscapes == 0, Int(entry.length) != name.utf8.count { return false }
        return name.withBorrowedUTF8 { matches(entry, $0, base) }
    }

    /// Compares `count` bytes a word at a time. The last word (and, under eight bytes, the
    /// second of two four-byte halves) overlaps the one before it instead of finishing byte
    /// by byte; keys are mostly 4 to 16 bytes, so that is two or three compares in all.
    @inline(__always)
    static func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let left = UnsafeRawPointer(a)
        let right = UnsafeRawPointer(b)
        if count >= 8 {
            var index = 0
            while index < count - 8 {
                if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                {
                    return false
                }
                index += 8
            }
            return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == right.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for index in 0..<Swift.max(count, 0) where a[index] != b[index] {
            return false
        }
        return true
    }
}
