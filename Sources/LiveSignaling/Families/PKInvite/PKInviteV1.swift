extension PKInvite {
    /// A PK invitation's `extendedData` document.
    ///
    /// ```json
    /// {"room_id":"r1","user_name":"Alice","type":91000,"user_id":"u1","auto_accept":false}
    /// ```
    public struct V1: Codable, Hashable, Sendable {
        /// The sender's room, so the other host can play its stream.
        public var roomID: String?
        /// The sender's user name (`user_name`); every PK form carries it, the call-type form need not.
        public var userName: String?
        /// What the invitation asks (`type`): a code in the demos, a name in the document.
        public var type: InviteType
        /// Only on the invite; accept, reject and end omit it.
        public var userID: String?
        /// True when a server matched the hosts (`startPKBattle`), false for a host's own invite.
        public var autoAccept: Bool?
        /// Members whose keys this type does not declare, in document order; written back after the known keys.
        public var unknownFields: JSONObject

        /// Creates an invitation of `type`; every other key is left out unless given.
        public init(
            roomID: String? = nil,
            userName: String? = nil,
            type: InviteType,
            userID: String? = nil,
            autoAccept: Bool? = nil,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.roomID = roomID
            self.userName = userName
            self.type = type
            self.userID = userID
            self.autoAccept = autoAccept
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case roomID = "room_id"
            case userName = "user_name"
            case type
            case userID = "user_id"
            case autoAccept = "auto_accept"
        }

        /// Decodes the invitation as sent, keeping unknown keys in ``unknownFields``.
        ///
        /// `type` is required; `room_id` and `user_name` are too unless `type` is 10000 or 10001
        /// (the call-type form). Throws when a required key is missing or a value has the wrong kind.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(InviteType.self, forKey: .type)
            // The call-type form carries nothing else; every PK form names the sender's room.
            let isCallType = InviteType.callTypes.contains(type)
            if isCallType {
                roomID = try container.decodeIfPresent(String.self, forKey: .roomID)
                userName = try container.decodeIfPresent(String.self, forKey: .userName)
            } else {
                roomID = try container.decode(String.self, forKey: .roomID)
                userName = try container.decode(String.self, forKey: .userName)
            }
            userID = try container.decodeIfPresent(String.self, forKey: .userID)
            autoAccept = try container.decodeIfPresent(Bool.self, forKey: .autoAccept)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Keys in the order the demos write them.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(roomID, forKey: .roomID)
            try container.encodeIfPresent(userName, forKey: .userName)
            try container.encode(type, forKey: .type)
            try container.encodeIfPresent(userID, forKey: .userID)
            try container.encodeIfPresent(autoAccept, forKey: .autoAccept)
            try encoder.encodeUnknownFields(unknownFields)
        }

        /// The dialect this value is written in: by the kind of `type`.
        public var dialect: Dialect { Self.dialect(of: type, hasRoomID: roomID != nil) }

        /// Shared with the typed checker, which has no value to ask.
        static func dialect(of type: InviteType, hasRoomID: Bool) -> Dialect {
            switch type {
            case .name: .document
            case .code: InviteType.callTypes.contains(type) && !hasRoomID ? .callType : .demo
            }
        }
    }
}
