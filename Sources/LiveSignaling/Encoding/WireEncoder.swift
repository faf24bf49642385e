/// Encodes `Encodable` types to JSON bytes in a client's ``JSONStyle``, keeping the order in
/// which a type encodes its keys (the order its client writes them in).
///
/// ```swift
/// let bytes = try WireEncoder(style: .applePretty).encode(request)
/// ```
public struct WireEncoder: Sendable {
    public var style: JSONStyle
    public var userInfo: [CodingUserInfoKey: any Sendable]

    public init(style: JSONStyle = .compact, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.style = style
        self.userInfo = userInfo
    }

    public func encode<T: Encodable>(_ value: T) throws(WireEncodingError) -> [UInt8] {
        let node = try encodeNode(value)
        var output = JSONOutput(style: style)
        node.write(to: &output, depth: 0)
        return output.bytes
    }

    /// The value as a ``JSONValue`` tree instead of bytes.
    public func encodeValue<T: Encodable>(_ value: T) throws(WireEncodingError) -> JSONValue {
        try encodeNode(value).jsonValue
    }

    private func encodeNode<T: Encodable>(_ value: T) throws(WireEncodingError) -> EncodingNode {
        let node = EncodingNode()
        let encoder = WireEncoderImpl(node: node, codingPath: [], style: style, userInfo: userInfo)
        do {
            try value.encode(to: encoder)
        } catch let error as WireEncodingError {
            throw error
        } catch {
            throw WireEncodingError(description: "\(error)")
        }
        return node
    }
}

/// Why a value could not be encoded (a non-finite double, or an error thrown by the type).
public struct WireEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

extension CodingUserInfoKey {
    /// The ``JSONStyle`` an encoder writes in; set by ``WireEncoder`` and read by types that
    /// embed JSON in strings, so the inner document matches the outer one.
    public static let liveSignalingStyle = CodingUserInfoKey(rawValue: "LiveSignaling.JSONStyle")!
    /// When set, the ``JSONStyle`` of documents embedded in strings, where it differs from the
    /// outer one: room attributes are a map the SDK carries, only `pk_users` is client JSON.
    public static let liveSignalingEmbeddedStyle = CodingUserInfoKey(rawValue: "LiveSignaling.EmbeddedJSONStyle")!
}
