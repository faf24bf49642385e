extension PKRoomAttributes {
    /// The demos' attributes: `host_user_id`, `request_id` and `pk_users`, a JSON array inside
    /// the string holding only the hosts who accepted.
    public struct V2: Codable, Hashable, Sendable {
        public var hostUserID: String
        public var requestID: String
        public var pkUsers: EmbeddedJSON<[PKUser]>
        public var unknownFields: JSONObject

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

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            hostUserID = try container.decode(String.self, forKey: .hostUserID)
            requestID = try container.decode(String.self, forKey: .requestID)
            pkUsers = try container.decode(EmbeddedJSON<[PKUser]>.self, forKey: .pkUsers)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

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
        public struct Entry: Codable, Hashable, Sendable {
            /// The UIKit's user object, kept whole.
            public var userInfo: JSONObject
            public var liveID: String
            public var unknownFields: JSONObject

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

            public init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                userInfo = try container.decode(JSONObjectField.self, forKey: .userInfo).object
                liveID = try container.decode(String.self, forKey: .liveID)
                unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
            }

            public func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(userInfo, forKey: .userInfo)
                try container.encode(liveID, forKey: .liveID)
                try encoder.encodeUnknownFields(unknownFields)
            }
        }

        public var host: String
        public var roomID: String
        public var pkUsers: EmbeddedJSON<[Entry]>
        public var unknownFields: JSONObject

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

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            host = try container.decode(String.self, forKey: .host)
            roomID = try container.decode(String.self, forKey: .roomID)
            pkUsers = try container.decode(EmbeddedJSON<[Entry]>.self, forKey: .pkUsers)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

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
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        sink.requireID(hostUserID, at: path().appending(key: CodingKeys.hostUserID.rawValue), "host_user_id")
        sink.requireID(requestID, at: path().appending(key: CodingKeys.requestID.rawValue), "request_id")
        func usersPath() -> JSONPath { path().appending(key: CodingKeys.pkUsers.rawValue).embedded }
        guard let users = pkUsers.document else { return }
        if users.count > PKRoomAttributes.Limits.maxPKUsers {
            sink.report(
                .wireCount,
                at: usersPath(),
                "\(users.count) hosts in pk_users; a PK mixes at most \(PKRoomAttributes.Limits.maxPKUsers)"
            )
        }
        for (index, user) in users.enumerated() {
            user.validate(at: usersPath().appending(index: index), into: &sink)
        }
    }
}

extension PKRoomAttributes.UIKit: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        sink.report(
            .interopUIKitAttributes,
            at: path().appending(key: CodingKeys.roomID.rawValue),
            "these are the prebuilt UIKit's PK attributes (host, r_id); the demo apps look for host_user_id and do not show this PK"
        )
        sink.requireID(host, at: path().appending(key: CodingKeys.host.rawValue), "host")
        sink.requireID(roomID, at: path().appending(key: CodingKeys.roomID.rawValue), "r_id")
    }
}
