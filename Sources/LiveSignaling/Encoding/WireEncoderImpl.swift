/// The `Encoder` that fills an ``EncodingNode``.
final class WireEncoderImpl: Encoder {
    let node: EncodingNode
    let codingPath: [CodingKey]
    let style: JSONStyle
    let baseUserInfo: [CodingUserInfoKey: any Sendable]

    var userInfo: [CodingUserInfoKey: Any] {
        var info: [CodingUserInfoKey: Any] = baseUserInfo
        info[.liveSignalingStyle] = style
        return info
    }

    init(node: EncodingNode, codingPath: [CodingKey], style: JSONStyle, userInfo: [CodingUserInfoKey: any Sendable]) {
        self.node = node
        self.codingPath = codingPath
        self.style = style
        self.baseUserInfo = userInfo
    }

    func child(_ node: EncodingNode, key: CodingKey) -> WireEncoderImpl {
        WireEncoderImpl(node: node, codingPath: codingPath + [key], style: style, userInfo: baseUserInfo)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(WireKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        node.becomeArray()
        return WireUnkeyedEncodingContainer(encoder: self)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        WireSingleValueEncodingContainer(encoder: self)
    }

    /// The JSON form of a scalar, in this encoder's style.
    func scalar(_ value: Double) throws -> JSONValue {
        guard value.isFinite else {
            throw WireEncodingError(description: "\(value) at \(pathDescription) cannot be written as JSON")
        }
        if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
            // Integral: Apple and Android write 486, Dart writes 486.0.
            let integral = String(Int64(value))
            let text = style.doubleForm == .withFraction ? integral + ".0" : integral
            return .number(JSONNumber(validatedLexeme: value.sign == .minus && value == 0 ? "-" + text : text))
        }
        return .number(JSONNumber(validatedLexeme: "\(value)"))
    }

    var pathDescription: String {
        "$" + codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

struct WireKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: WireEncoderImpl
    var codingPath: [CodingKey] { encoder.codingPath }

    private func set(_ value: JSONValue, _ key: Key) {
        encoder.node.setMember(key.stringValue, EncodingNode(value))
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try encoder.scalar(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try encoder.scalar(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let child = encoder.node.member(key.stringValue)
        try value.encode(to: encoder.child(child, key: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.child(encoder.node.member(key.stringValue), key: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        encoder.child(encoder.node.member(key.stringValue), key: key).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
        encoder.child(encoder.node.member("super"), key: AnyCodingKey(stringValue: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        encoder.child(encoder.node.member(key.stringValue), key: key)
    }
}

struct WireUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: WireEncoderImpl
    var codingPath: [CodingKey] { encoder.codingPath }
    var count: Int { encoder.node.count }

    private func append(_ value: JSONValue) { encoder.node.append(EncodingNode(value)) }

    private func nextNode() -> (EncodingNode, WireEncoderImpl) {
        let node = EncodingNode()
        let key = AnyCodingKey(intValue: count)
        encoder.node.append(node)
        return (node, encoder.child(node, key: key))
    }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try encoder.scalar(value)) }
    mutating func encode(_ value: Float) throws { append(try encoder.scalar(Double(value))) }
    mutating func encode(_ value: Int) throws { append(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int8) throws { append(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int16) throws { append(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int32) throws { append(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int64) throws { append(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt) throws { append(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt8) throws { append(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt16) throws { append(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt32) throws { append(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt64) throws { append(.number(JSONNumber(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let (_, child) = nextNode()
        try value.encode(to: child)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        nextNode().1.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        nextNode().1.unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { nextNode().1 }
}

struct WireSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: WireEncoderImpl
    var codingPath: [CodingKey] { encoder.codingPath }

    private func set(_ value: JSONValue) { encoder.node.content = .value(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(try encoder.scalar(value)) }
    mutating func encode(_ value: Float) throws { set(try encoder.scalar(Double(value))) }
    mutating func encode(_ value: Int) throws { set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int8) throws { set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int16) throws { set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int32) throws { set(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int64) throws { set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt) throws { set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt8) throws { set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt16) throws { set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt32) throws { set(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt64) throws { set(.number(JSONNumber(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: encoder)
    }
}
