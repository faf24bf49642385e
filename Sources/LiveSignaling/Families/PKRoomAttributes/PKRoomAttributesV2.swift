extension PKRoomAttributes {
    /// The demos' attributes: `host_user_id`, `request_id` and `pk_users`, a JSON array inside
    /// the string holding only the hosts who accepted.
    public struct V2: Codable, Hashable, Sendable {
        /// The local host's user ID (`host_user_id`), first in the `pk_users` layout; required and not empty.
        public var hostUserID: String
        /// The ID the demos write under `request_id`; required and not empty.
        public var requestID: String
        /// The hosts in the PK (`pk_users`), a JSON array inside the string; at most
        /// ``PKRoomAttributes/Limits/maxPKUsers``.
        public var pkUsers: EmbeddedJSON<[PKUser]>
        /// Members whose keys this type does not declare, in document order; written back after the known keys.
        public var unknownFields: JSONObject

        /// Creates the attributes from their fields, with no unknown keys unless given.
        public init(
            hostUserID: String,
            requestID: String,
            pkUsers: EmbeddedJSON<[PKUser]>,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.hostUserID = hostUserID
            self.requestID = requestID
            self.pkUsers = pkUsers
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case hostUserID = "host_user_id"
            case requestID = "request_id"
            case pkUsers = "pk_users"
        }

        /// Decodes the attributes as sent, keeping unknown keys in ``unknownFields``; all three keys
        /// are required, and `pk_users` is read from its string as ``EmbeddedJSON`` reads it.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            hostUserID = try container.decode(String.self, forKey: .hostUserID)
            requestID = try container.decode(String.self, forKey: .requestID)
            pkUsers = try container.decode(EmbeddedJSON<[PKUser]>.self, forKey: .pkUsers)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the attributes as sent, `pk_users` back inside a string, then the unknown keys.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hostUserID, forKey: .hostUserID)
            try container.encode(requestID, forKey: .requestID)
            try container.encode(pkUsers, forKey: .pkUsers)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    /// The prebuilt UIKit's attributes; the demo apps do not read them.
    public struct UIKit: Codable, Hashable, Sendable {
        /// One host in the UIKit's `pk_users`: its user object and its live room.
        public struct Entry: Codable, Hashable, Sendable {
            /// The UIKit's user object, kept whole.
            public var userInfo: JSONObject
            /// The host's live room (`live_id`).
            public var liveID: String
            /// Members whose keys this type does not declare, in document order; written back after the known keys.
            public var unknownFields: JSONObject

            /// Creates an entry, with no unknown keys unless given.
            public init(userInfo: JSONObject, liveID: String, unknownFields: JSONObject = JSONObject()) {
                self.userInfo = userInfo
                self.liveID = liveID
                self.unknownFields = unknownFields
            }

            static let knownKeys = KnownKeys(CodingKeys.self)

            enum CodingKeys: String, CodingKey, CaseIterable {
                case userInfo = "user_info"
                case liveID = "live_id"
            }

            /// Decodes the entry as sent, keeping unknown keys in ``unknownFields``; throws unless
            /// `user_info` is an object (reported as `wire.type`) and `live_id` a string.
            public init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                userInfo = try container.decode(JSONObjectField.self, forKey: .userInfo).object
                liveID = try container.decode(String.self, forKey: .liveID)
                unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
            }

            /// Writes the entry as sent: `user_info`, `live_id`, then the unknown keys.
            public func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(userInfo, forKey: .userInfo)
                try container.encode(liveID, forKey: .liveID)
                try encoder.encodeUnknownFields(unknownFields)
            }
        }

        /// The host's user ID (`host`); required and not empty.
        public var host: String
        /// The ID the UIKit writes under `r_id`; required and not empty.
        public var roomID: String
        /// The hosts in the PK (`pk_users`), a JSON array inside the string.
        public var pkUsers: EmbeddedJSON<[Entry]>
        /// Members whose keys this type does not declare, in document order; written back after the known keys.
        public var unknownFields: JSONObject

        /// Creates the attributes from their fields, with no unknown keys unless given.
        public init(
            host: String,
            roomID: String,
            pkUsers: EmbeddedJSON<[Entry]>,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.host = host
            self.roomID = roomID
            self.pkUsers = pkUsers
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case host
            case roomID = "r_id"
            case pkUsers = "pk_users"
        }

        /// Decodes the attributes as sent, keeping unknown keys in ``unknownFields``; `host`, `r_id`
        /// and `pk_users` are required, and `pk_users` is read from its string as ``EmbeddedJSON``
        /// reads it.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            host = try container.decode(String.self, forKey: .host)
            roomID = try container.decode(String.self, forKey: .roomID)
            pkUsers = try container.decode(EmbeddedJSON<[Entry]>.self, forKey: .pkUsers)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the attributes as sent: `host`, `r_id`, `pk_users` back inside a string, then the
        /// unknown keys.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(host, forKey: .host)
            try container.encode(roomID, forKey: .roomID)
            try container.encode(pkUsers, forKey: .pkUsers)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

/// Decodes a value that must be an object, reporting `wire.type` (not a generic error) when not.
struct JSONObjectField: Decodable {
    let object: JSONObject

    init(from decoder: Decoder) throws {
        let keyed = try decoder.container(keyedBy: AnyCodingKey.self)
        var object = JSONObject()
        for key in keyed.allKeys {
            object.members.append(.init(key: key.stringValue, value: try keyed.decode(JSONValue.self, forKey: key)))
        }
        self.object = object
    }
}

extension PKRoomAttributes.V2: WireValidatable {
    var ruleForm: FormSpec { PKRoomAttributes.version2Form }
}

extension PKRoomAttributes.UIKit: WireValidatable {
    var ruleForm: FormSpec { PKRoomAttributes.uikitForm }
}
