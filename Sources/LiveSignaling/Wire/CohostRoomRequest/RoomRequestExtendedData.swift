extension CohostRoomRequest {
    /// The document inside `extended_data`: `{"room_request_type": 10000}`, plus the message ID
    /// the sender copies in after a successful send, so that a cancel can name its request.
    public struct ExtendedData: Codable, Hashable, Sendable {
        /// Which key names the type: the demos' `room_request_type`, or the Android document's `action_type`.
        public enum TypeKey: String, Hashable, Sendable {
            case roomRequestType = "room_request_type"
            case actionType = "action_type"
        }

        // First, so that the compiler's memberwise initializer (which builds the value in
        // place; see ChatREST.SendGroupMsg) differs from the public one in the extension.
        public var unknownFields: JSONObject
        public var requestType: RequestType
        public var requestID: String?
        public var typeKey: TypeKey

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case roomRequestType = "room_request_type"
            case actionType = "action_type"
            case requestID = "request_id"
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(requestType, forKey: typeKey == .actionType ? .actionType : .roomRequestType)
            try container.encodeIfPresent(requestID, forKey: .requestID)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension CohostRoomRequest.ExtendedData {
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
