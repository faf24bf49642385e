/// Encodes `Encodable` types to JSON bytes in a client's ``JSONStyle``, keeping the order in
/// which a type encodes its keys (the order its client writes them in).
///
/// ```swift
/// let bytes = try WireEncoder(style: .applePretty).encode(request)
/// ```
public struct WireEncoder: Sendable {
    /// The client style the bytes are written in; types that embed JSON in strings read it from the
    /// encoder's `userInfo` under `liveSignalingStyle`.
    public var style: JSONStyle
    /// Values handed to the types being encoded, as their encoder's `userInfo`, beside the style.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Makes an encoder writing in `style`, by default ``JSONStyle/compact``, that hands `userInfo`
    /// (empty by default) to the types it encodes.
    public init(style: JSONStyle = .compact, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.style = style
        self.userInfo = userInfo
    }

    /// Encodes `value` as JSON bytes in ``style``, its keys in the order the type encodes them.
    ///
    /// Throws ``WireEncodingError`` when a value cannot be written as JSON (a non-finite double), when
    /// the type itself throws, or when it encodes no value at all.
    public func encode<T: Encodable>(_ value: T) throws(WireEncodingError) -> [UInt8] {
        let stream = WireOutputStream(style: style)
        let encoder = WireEncoderImpl(stream: stream, depth: 0, baseUserInfo: userInfo)
        do {
            try value.encode(to: encoder)
        } catch let error as WireEncodingError {
            throw error
        } catch {
            throw WireEncodingError(description: "\(error)")
        }
        let bytes = stream.finish()
        guard !bytes.isEmpty else { throw WireEncodingError(description: "\(T.self) encoded no value") }
        return bytes
    }

    /// The value as a ``JSONValue`` tree instead of bytes.
    public func encodeValue<T: Encodable>(_ value: T) throws(WireEncodingError) -> JSONValue {
        let bytes = try WireEncoder(style: .compact, userInfo: userInfo).encode(value)
        guard
            let parsed = JSONReader(
                options: JSONReaderOptions(
                    maxDepth: JSONReaderOptions.maximumDepth,
                    maxDocumentSize: JSONReaderOptions.maximumDocumentSize,
                    maxStringLength: .max,
                    maxContainerSize: .max
                )
            ).read(bytes).value
        else {
            throw WireEncodingError(description: "\(T.self) did not encode one JSON value")
        }
        return parsed
    }
}

/// Why a value could not be encoded (a non-finite double, or an error thrown by the type).
public struct WireEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, for a person to read.
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
