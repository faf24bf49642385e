extension PKRoomAttributes {
    /// One accepted host in `pk_users`.
    public struct PKUser: Codable, Hashable, Sendable {
        /// The host's user ID (`uid`); required and not empty.
        public var userID: String
        /// The host's room ID (`rid`); required and not empty.
        public var roomID: String
        /// The host's user name (`u_name`).
        public var userName: String
        /// Where the host's video sits on the mixer canvas (`rect`).
        public var rect: Rect
        /// Members whose keys this type does not declare, in document order; written back after the known keys.
        public var unknownFields: JSONObject

        /// Creates an entry from its fields, with no unknown keys unless given.
        public init(
            userID: String,
            roomID: String,
            userName: String,
            rect: Rect,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.userID = userID
            self.roomID = roomID
            self.userName = userName
            self.rect = rect
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case userID = "uid"
            case roomID = "rid"
            case userName = "u_name"
            case rect
        }

        /// Decodes the entry as sent, keeping unknown keys in ``unknownFields``; throws unless
        /// `uid`, `rid` and `u_name` are strings and `rect` a rect.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            userID = try container.decode(String.self, forKey: .userID)
            roomID = try container.decode(String.self, forKey: .roomID)
            userName = try container.decode(String.self, forKey: .userName)
            rect = try container.decode(Rect.self, forKey: .rect)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the entry as sent: `uid`, `rid`, `u_name`, `rect`, then the unknown keys.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(userID, forKey: .userID)
            try container.encode(roomID, forKey: .roomID)
            try container.encode(userName, forKey: .userName)
            try container.encode(rect, forKey: .rect)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    /// Where a host's video sits on the mixer canvas, in absolute canvas coordinates:
    /// top = y, left = x, right = x + width, bottom = y + height (not insets).
    public struct Rect: Codable, Hashable, Sendable {
        /// The y coordinate of the top edge (`top`); validation wants a whole number, not negative.
        public var top: Double
        /// The x coordinate of the left edge (`left`); validation wants a whole number, not negative.
        public var left: Double
        /// The x coordinate of the right edge (`right`), not less than ``left``.
        public var right: Double
        /// The y coordinate of the bottom edge (`bottom`), not less than ``top``.
        public var bottom: Double

        /// Creates a rect from the coordinates of its four edges, as the wire carries them.
        public init(top: Double, left: Double, right: Double, bottom: Double) {
            self.top = top
            self.left = left
            self.right = right
            self.bottom = bottom
        }

        /// Creates a rect from an origin and a size: `left` = x, `top` = y, `right` = x + width,
        /// `bottom` = y + height.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.init(top: y, left: x, right: x + width, bottom: y + height)
        }

        /// The horizontal extent, `right - left`.
        public var width: Double { right - left }
        /// The vertical extent, `bottom - top`.
        public var height: Double { bottom - top }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case top, left, right, bottom
        }
    }
}
