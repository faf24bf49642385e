/// The `Encoder` that streams into a ``WireOutputStream``: two words, so handing one to a
/// nested value costs no allocation. `depth` is the number of containers around its value.
struct WireEncoderImpl: Encoder {
    let stream: WireOutputStream
    let depth: Int
    let baseUserInfo: [CodingUserInfoKey: any Sendable]

    var style: JSONStyle { stream.style }

    /// Coding paths are not tracked while streaming; errors name the failing value instead.
    var codingPath: [CodingKey] { [] }

    var userInfo: [CodingUserInfoKey: Any] {
        var info: [CodingUserInfoKey: Any] = baseUserInfo
        info[.liveSignalingStyle] = stream.style
        return info
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let serial = stream.frame(at: depth, isObject: true)
        return KeyedEncodingContainer(WireKeyedEncodingContainer<Key>(encoder: self, serial: serial))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let serial = stream.frame(at: depth, isObject: false)
        return WireUnkeyedEncodingContainer(encoder: self, serial: serial)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        WireSingleValueEncodingContainer(encoder: self)
    }

    /// An encoder for the value of a member of the container at this depth.
    @inline(__always)
    func child() -> WireEncoderImpl {
        WireEncoderImpl(stream: stream, depth: depth + 1, baseUserInfo: baseUserInfo)
    }

    /// Writes `value` (of any Encodable type) as the next value at the child depth, writing
    /// `{}` when the type encoded nothing, as Foundation does for a nested value.
    func encodeChild<T: Encodable>(_ value: T) throws {
        let before = stream.output.bytes.count
        try value.encode(to: child())
        if stream.output.bytes.count == before {
            stream.output.append("{}")
        }
    }

    /// The JSON form of a double in this encoder's style.
    func number(_ value: Double) throws -> JSONNumber {
        guard let lexeme = stream.output.doubleLexeme(value) else {
            throw WireEncodingError(description: "\(value) cannot be written as JSON")
        }
        return JSONNumber(validatedLexeme: lexeme)
    }

    static func interleaved() -> WireEncodingError {
        WireEncodingError(
            description:
                "a container was written to after a later sibling; WireEncoder writes in one pass and cannot go back"
        )
    }
}

struct WireKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: WireEncoderImpl
    let serial: Int
    var codingPath: [CodingKey] { [] }
    private var stream: WireOutputStream { encoder.stream }

    @inline(__always)
    private func key(_ key: Key) throws {
        guard stream.beginMember(depth: encoder.depth, serial: serial) else { throw WireEncoderImpl.interleaved() }
        stream.output.writeKey(key.stringValue)
    }

    private func integer(_ value: some BinaryInteger, _ key: Key) throws {
        try self.key(key)
        stream.output.appendInteger(value)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try self.key(key)
        stream.output.append("null")
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try self.key(key)
        stream.output.append(value ? "true" : "false")
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try self.key(key)
        stream.output.writeQuoted(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        let number = try encoder.number(value)
        try self.key(key)
        stream.output.bytes.append(utf8: number.lexeme)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try self.key(key)
        try encoder.encodeChild(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        // A nested container of a closed container cannot be honoured; it writes nowhere harmful.
        _ = try? self.key(key)
        return encoder.child().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        _ = try? self.key(key)
        return encoder.child().unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
        _ = stream.beginMember(depth: encoder.depth, serial: serial)
        stream.output.writeKey("super")
        return encoder.child()
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        _ = try? self.key(key)
        return encoder.child()
    }
}

struct WireUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: WireEncoderImpl
    let serial: Int
    var codingPath: [CodingKey] { [] }
    private(set) var count = 0
    private var stream: WireOutputStream { encoder.stream }

    @inline(__always)
    private mutating func next() throws {
        guard stream.beginMember(depth: encoder.depth, serial: serial) else { throw WireEncoderImpl.interleaved() }
        count += 1
    }

    private mutating func integer(_ value: some BinaryInteger) throws {
        try next()
        stream.output.appendInteger(value)
    }

    mutating func encodeNil() throws {
        try next()
        stream.output.append("null")
    }

    mutating func encode(_ value: Bool) throws {
        try next()
        stream.output.append(value ? "true" : "false")
    }

    mutating func encode(_ value: String) throws {
        try next()
        stream.output.writeQuoted(value)
    }

    mutating func encode(_ value: Double) throws {
        let number = try encoder.number(value)
        try next()
        stream.output.bytes.append(utf8: number.lexeme)
    }

    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try next()
        try encoder.encodeChild(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        _ = try? next()
        return encoder.child().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        _ = try? next()
        return encoder.child().unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
        _ = try? next()
        return encoder.child()
    }
}

struct WireSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: WireEncoderImpl
    var codingPath: [CodingKey] { [] }
    private var stream: WireOutputStream { encoder.stream }

    private func integer(_ value: some BinaryInteger) {
        stream.beginValue(depth: encoder.depth)
        stream.output.appendInteger(value)
    }

    mutating func encodeNil() throws {
        stream.beginValue(depth: encoder.depth)
        stream.output.append("null")
    }

    mutating func encode(_ value: Bool) throws {
        stream.beginValue(depth: encoder.depth)
        stream.output.append(value ? "true" : "false")
    }

    mutating func encode(_ value: String) throws {
        stream.beginValue(depth: encoder.depth)
        stream.output.writeQuoted(value)
    }

    mutating func encode(_ value: Double) throws {
        let number = try encoder.number(value)
        stream.beginValue(depth: encoder.depth)
        stream.output.bytes.append(utf8: number.lexeme)
    }

    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int) throws { integer(value) }
    mutating func encode(_ value: Int8) throws { integer(value) }
    mutating func encode(_ value: Int16) throws { integer(value) }
    mutating func encode(_ value: Int32) throws { integer(value) }
    mutating func encode(_ value: Int64) throws { integer(value) }
    mutating func encode(_ value: UInt) throws { integer(value) }
    mutating func encode(_ value: UInt8) throws { integer(value) }
    mutating func encode(_ value: UInt16) throws { integer(value) }
    mutating func encode(_ value: UInt32) throws { integer(value) }
    mutating func encode(_ value: UInt64) throws { integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: encoder)
    }
}
