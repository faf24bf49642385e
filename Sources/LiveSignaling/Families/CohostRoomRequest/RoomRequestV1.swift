extension CohostRoomRequest {
    /// The envelope every co-hosting command message carries. The iOS and Flutter demos always
    /// write all five keys; the Android demo leaves `request_id` out of a request's first send,
    /// where its `org.json` drops the null the ID still is.
    ///
    /// ```json
    /// {"action_type":0,"sender_id":"u1","receiver_id":"host","request_id":"","extended_data":"{\"room_request_type\":10000}"}
    /// ```
    public struct V1: Codable, Hashable, Sendable {
        /// Members the envelope has besides its five keys, kept as received and written after them.
        public var unknownFields: JSONObject
        /// `action_type`: whether the message is a request, an accept, a reject or a cancel.
        public var action: Action
        /// `sender_id`: the user who sends the message; an empty ID is reported as `wire.empty-id`.
        public var senderID: String
        /// `receiver_id`: the user the message is for; an empty ID is reported as `wire.empty-id`.
        public var receiverID: String
        /// `""` on the first send (absent, nil, from the Android demo); afterwards the ZIM message
        /// ID of that first message, which an accept, a reject and a cancel must carry.
        public var requestID: String?
        /// `extended_data`: the ``ExtendedData`` document, carried in a JSON string.
        public var extendedData: EmbeddedJSON<ExtendedData>

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case action = "action_type"
            case senderID = "sender_id"
            case receiverID = "receiver_id"
            case requestID = "request_id"
            case extendedData = "extended_data"
        }

        /// Keys in the order the demos build the dictionary.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(action, forKey: .action)
            try container.encode(senderID, forKey: .senderID)
            try container.encode(receiverID, forKey: .receiverID)
            try container.encodeIfPresent(requestID, forKey: .requestID)
            try container.encode(extendedData, forKey: .extendedData)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension CohostRoomRequest.V1 {
    /// Creates an envelope; by default `request_id` is `""`, as on a first send, and there are no
    /// unknown fields.
    public init(
        action: CohostRoomRequest.Action,
        senderID: String,
        receiverID: String,
        requestID: String? = "",
        extendedData: EmbeddedJSON<CohostRoomRequest.ExtendedData>,
        unknownFields: JSONObject = JSONObject()
    ) {
        self.action = action
        self.senderID = senderID
        self.receiverID = receiverID
        self.requestID = requestID
        self.extendedData = extendedData
        self.unknownFields = unknownFields
    }

    /// Decodes the envelope as sent, keeping unknown keys in ``unknownFields``.
    ///
    /// Every key but `request_id` is required: throws the decoder's error when one is missing or
    /// of the wrong type.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        action = try container.decode(CohostRoomRequest.Action.self, forKey: .action)
        senderID = try container.decode(String.self, forKey: .senderID)
        receiverID = try container.decode(String.self, forKey: .receiverID)
        requestID = try container.decodeIfPresent(String.self, forKey: .requestID)
        extendedData = try container.decode(EmbeddedJSON<CohostRoomRequest.ExtendedData>.self, forKey: .extendedData)
        unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
    }
}
