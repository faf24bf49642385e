/// A JSON document carried inside a JSON string, as `extended_data`, `pk_users` and
/// `MsgContent.Data` are. On the wire it is a string; in Swift it is the typed document.
///
/// Through ``WireDecoder`` the inner document is read strictly and its diagnostics continue
/// the outer path (`$.extended_data<json>.room_request_type`); through Foundation's decoder a
/// string that does not hold the document throws. Encoding writes the inner document in the
/// outer encoder's ``JSONStyle``, as the clients do.
public enum EmbeddedJSON<Document: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    /// The empty string (allowed where a family says so, e.g. `extended_data: ""`).
    case empty
    /// The typed document the string holds.
    case document(Document)
    /// A string that is not a JSON document, kept as received so nothing is lost.
    case unparsed(String)

    /// The document, when the string holds one; nil for ``empty`` and ``unparsed(_:)``.
    public var document: Document? {
        if case .document(let document) = self { return document }
        return nil
    }

    /// Decodes the string as sent: `""` as ``empty``, otherwise the document it holds.
    ///
    /// Through another decoder than ``WireDecoder``, a string that does not hold the document throws
    /// `DecodingError.dataCorrupted`; where the application owns the string (a Tencent Chat custom
    /// element's `Data`), text that is not JSON is kept as ``unparsed(_:)`` instead.
    public init(from decoder: Decoder) throws {
        if let wire = decoder as? WireDecoderImpl {
            switch try wire.decodeEmbedded(Document.self) {
            case .empty: self = .empty
            case .document(let document, _): self = .document(document)
            case .unparsed(let text): self = .unparsed(text)
            }
            return
        }
        let text = try decoder.singleValueContainer().decode(String.self)
        if text.isEmpty {
            self = .empty
            return
        }
        // The app's own data need not be JSON at all (see ``ApplicationDefinedDocument``).
        if Document.self is any ApplicationDefinedDocument.Type,
            let code = JSONReader().read(Array(text.utf8)).diagnostics.first?.code,
            ApplicationText.isText(text.utf8, failedWith: code)
        {
            self = .unparsed(text)
            return
        }
        do {
            self = .document(try WireDecoder().decode(Document.self, from: Array(text.utf8)))
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "the string must hold a JSON document: \(error)"
                )
            )
        }
    }

    /// Writes the value as the string sent: `""`, the text kept as received, or the document written
    /// in the outer encoder's ``JSONStyle`` (compact through an encoder that names none).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .empty: try container.encode("")
        case .unparsed(let text): try container.encode(text)
        case .document(let document):
            if encoder.isInspecting {
                var marker = encoder.container(keyedBy: AnyCodingKey.self)
                try marker.encode(document, forKey: AnyCodingKey(stringValue: InspectionMarker.embedded))
                return
            }
            let style: JSONStyle
            if let wire = encoder as? WireEncoderImpl {
                style = wire.baseUserInfo[.liveSignalingEmbeddedStyle] as? JSONStyle ?? wire.style
            } else {
                let info = encoder.userInfo
                style =
                    info[.liveSignalingEmbeddedStyle] as? JSONStyle ?? info[.liveSignalingStyle] as? JSONStyle
                    ?? .compact
            }
            let bytes = try WireEncoder(style: style).encode(document)
            try container.encode(String(decoding: bytes, as: UTF8.self))
        }
    }
}

/// A document that travels in a string the application owns (a Tencent Chat custom element's
/// `Data`): when the string is not JSON it is the app's own data, kept as it came, with a
/// `wire.application-data` note, not a `wire.embedded-json` error. The page that documents
/// `send_group_msg` itself sends `"Data":"1cddddddddq1"` (https://trtc.io/document/34959).
protocol ApplicationDefinedDocument {}
