extension PKRoomAttributes {
    /// The 1-v-1 protocol's attributes: `host`, `pk_room`, `pk_user_id`, `pk_user_name`, `pk_seq`.
    public struct V1: Codable, Hashable, Sendable {
        /// The user ID of the room's host (`host`); required and not empty.
        public var host: String
        /// The room of the other host in the PK (`pk_room`); required and not empty.
        public var pkRoom: String
        /// The other host's user ID (`pk_user_id`); required and not empty.
        public var pkUserID: String
        /// The other host's user name (`pk_user_name`).
        public var pkUserName: String
        /// A sequence number, carried as a string like every attribute value; the native kits
        /// write it (Android parses it as a number), Flutter's 1-v-1 PK never did.
        public var pkSeq: String?
        /// Members whose keys this type does not declare, in document order; written back after the known keys.
        public var unknownFields: JSONObject

        /// Creates the attributes; `pk_seq` is left out when `pkSeq` is nil.
        public init(
            host: String,
            pkRoom: String,
            pkUserID: String,
            pkUserName: String,
            pkSeq: String?,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.host = host
            self.pkRoom = pkRoom
            self.pkUserID = pkUserID
            self.pkUserName = pkUserName
            self.pkSeq = pkSeq
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case host
            case pkRoom = "pk_room"
            case pkUserID = "pk_user_id"
            case pkUserName = "pk_user_name"
            case pkSeq = "pk_seq"
        }

        /// Decodes the attributes as sent, keeping unknown keys in ``unknownFields``; throws unless
        /// `host`, `pk_room`, `pk_user_id` and `pk_user_name` are strings (`pk_seq` may be absent).
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            host = try container.decode(String.self, forKey: .host)
            pkRoom = try container.decode(String.self, forKey: .pkRoom)
            pkUserID = try container.decode(String.self, forKey: .pkUserID)
            pkUserName = try container.decode(String.self, forKey: .pkUserName)
            pkSeq = try container.decodeIfPresent(String.self, forKey: .pkSeq)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the attributes as sent: `host`, `pk_room`, `pk_user_id`, `pk_user_name`, `pk_seq`
        /// when set, then the unknown keys.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(host, forKey: .host)
            try container.encode(pkRoom, forKey: .pkRoom)
            try container.encode(pkUserID, forKey: .pkUserID)
            try container.encode(pkUserName, forKey: .pkUserName)
            try container.encodeIfPresent(pkSeq, forKey: .pkSeq)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension PKRoomAttributes.V1: WireValidatable {
    var ruleForm: FormSpec { PKRoomAttributes.version1Form }
}
