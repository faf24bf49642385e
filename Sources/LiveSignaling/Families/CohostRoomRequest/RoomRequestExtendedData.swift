extension CohostRoomRequest {
    /// The document inside `extended_data`: `{"room_request_type": 10000}`, plus the message ID
    /// the sender copies in after a successful send, so that a cancel can name its request.
    public struct ExtendedData: Codable, Hashable, Sendable {
        /// Which key names the type: the demos' `room_request_type`, or the Android document's `action_type`.
        public enum TypeKey: String, Hashable, Sendable {
            case roomRequestType = "room_request_type"
            case actionType = "action_type"
        }

        /// Members the document has besides the type and `request_id`, kept as received and written
        /// after them. With both type keys present, `action_type` is kept here.
        public var unknownFields: JSONObject
        /// What the request asks for, read from the key ``typeKey`` names.
        public var requestType: RequestType
        /// `request_id`: the message ID the sender copies in after a successful send; nil when absent.
        public var requestID: String?
        /// The key the type was read from, and the one it is written under.
        public var typeKey: TypeKey

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case roomRequestType = "room_request_type"
            case actionType = "action_type"
            case requestID = "request_id"
        }

        /// Writes the document as sent: the type under ``typeKey``, then `request_id` when present,
        /// then the unknown fields.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(requestType, forKey: typeKey == .actionType ? .actionType : .roomRequestType)
            try container.encodeIfPresent(requestID, forKey: .requestID)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension CohostRoomRequest.ExtendedData {
    /// Creates a document asking for `requestType`; by default with no `request_id`, the type under
    /// `room_request_type`, and no unknown fields.
    public init(
        requestType: CohostRoomRequest.RequestType,
        requestID: String? = nil,
        typeKey: TypeKey = .roomRequestType,
        unknownFields: JSONObject = JSONObject()
    ) {
        self.requestType = requestType
        self.requestID = requestID
        self.typeKey = typeKey
        self.unknownFields = unknownFields
    }

    /// Decodes the document as sent, keeping unknown keys in ``unknownFields``.
    ///
    /// The type is read from `room_request_type`, or from `action_type` when only that key is present. Throws
    /// the decoder's error when the type is missing or not an integer, or `request_id` is not a string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if !container.contains(.roomRequestType), container.contains(.actionType) {
            typeKey = .actionType
            requestType = try container.decode(CohostRoomRequest.RequestType.self, forKey: .actionType)
        } else {
            typeKey = .roomRequestType
            requestType = try container.decode(CohostRoomRequest.RequestType.self, forKey: .roomRequestType)
        }
        requestID = try container.decodeIfPresent(String.self, forKey: .requestID)
        var unknown = try decoder.unknownFields(besides: Self.knownKeys)
        // With both keys present, action_type is not the type: keep it as an unknown field.
        if typeKey == .roomRequestType, container.contains(.actionType) {
            unknown.members.insert(
                .init(key: "action_type", value: try container.decode(JSONValue.self, forKey: .actionType)),
                at: 0
            )
        }
        unknownFields = unknown
    }
}
