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
        /// The app's own data (`custom_data`), as the UIKit live-streaming kits carry it.
        public var customData: String?
        /// Why a UIKit host refused (`reason`): 0 refused, 1 not hosting, 2 in a battle, 3 not
        /// live, 4 already inviting, 5 already invited.
        public var reason: Int?
        /// The ZIM call a UIKit answer answers (`invitationID`): the kits' accept, reject and cancel carry it.
        public var invitationID: String?
        /// Members whose keys this type does not declare, in document order; written back after the known keys.
        public var unknownFields: JSONObject

        /// Creates an invitation of `type`; every other key is left out unless given.
        public init(
            roomID: String? = nil,
            userName: String? = nil,
            type: InviteType,
            userID: String? = nil,
            autoAccept: Bool? = nil,
            customData: String? = nil,
            reason: Int? = nil,
            invitationID: String? = nil,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.roomID = roomID
            self.userName = userName
            self.type = type
            self.userID = userID
            self.autoAccept = autoAccept
            self.customData = customData
            self.reason = reason
            self.invitationID = invitationID
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case roomID = "room_id"
            case userName = "user_name"
            case type
            case userID = "user_id"
            case autoAccept = "auto_accept"
            case customData = "custom_data"
            case reason
            case invitationID
        }

        /// Decodes the invitation as sent, keeping unknown keys in ``unknownFields``.
        ///
        /// `type` is required; `room_id` and `user_name` are too unless `type` is 10000 or 10001
        /// (the call-type form), as the form declares. Throws when a required key is missing or
        /// a value has the wrong kind.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(InviteType.self, forKey: .type)
            let root = PKInvite.form.root
            let selector = type.selectorValue
            func sender(_ key: CodingKeys) throws -> String? {
                let choice = root.choice(for: key.rawValue) { $0 == CodingKeys.type.rawValue ? selector : nil }
                return try root.member(key.rawValue)?.isRequired(under: choice) == true
                    ? container.decode(String.self, forKey: key)
                    : container.decodeIfPresent(String.self, forKey: key)
            }
            roomID = try sender(.roomID)
            userName = try sender(.userName)
            userID = try container.decodeIfPresent(String.self, forKey: .userID)
            autoAccept = try container.decodeIfPresent(Bool.self, forKey: .autoAccept)
            customData = try container.decodeIfPresent(String.self, forKey: .customData)
            reason = try container.decodeIfPresent(Int.self, forKey: .reason)
            invitationID = try container.decodeIfPresent(String.self, forKey: .invitationID)
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
            try container.encodeIfPresent(customData, forKey: .customData)
            try container.encodeIfPresent(reason, forKey: .reason)
            try container.encodeIfPresent(invitationID, forKey: .invitationID)
            try encoder.encodeUnknownFields(unknownFields)
        }

        /// The dialect this value is written in, as the form's signals tell it from the
        /// members: by the kind of `type`, and a call code without a room is the call-type form.
        public var dialect: Dialect {
            PKInvite.form.dialect(facts: JSONDocumentFacts(), root: self).flatMap { Dialect(rawValue: $0.name) }
                ?? .demo
        }
    }
}

extension PKInvite.V1: DialectRoot {
    func kind(of key: String) -> RootMember {
        switch CodingKeys(rawValue: key) {
        case .roomID?: roomID == nil ? .absent : .string
        case .userName?: userName == nil ? .absent : .string
        case .userID?: userID == nil ? .absent : .string
        case .autoAccept?: autoAccept == nil ? .absent : .other
        case .customData?: customData == nil ? .absent : .string
        case .reason?: reason == nil ? .absent : .number
        case .invitationID?: invitationID == nil ? .absent : .string
        case .type?:
            switch type {
            case .code: .number
            case .name: .string
            }
        case nil: unknownFields.kind(of: key)
        }
    }

    func integer(at key: String) -> Int64? {
        switch CodingKeys(rawValue: key) {
        case .type?: if case .code(let code) = type { Int64(code) } else { nil }
        case .reason?: reason.map(Int64.init)
        case nil: unknownFields.integer(at: key)
        default: nil
        }
    }
}
