extension ChatCustom {
    /// TUILiveKit's envelope for gifts, likes and barrage (iOS `JSONEncoder`).
    public struct TUIEnvelope: Codable, Hashable, Sendable {
        /// The envelope's `data`, typed by its `businessID`.
        public enum Payload: Hashable, Sendable {
            // Gift data (two users and a gift, ~240 bytes) and barrage data are boxed: inline
            // they made every decoded message of every family 304 bytes, copied several times
            // per decode, to serve rare messages. Likes, the common case, stay inline.
            /// A gift: the `data` of `TUIGift`.
            indirect case gift(TUIGiftData)
            /// A like: the `data` of `TUIGift_like`.
            case like(TUILikeData)
            /// A bullet screen: the `data` of `TUIBarrage`.
            indirect case barrage(TUIBarrageData)
            /// The data of the gift, like or barrage components before TUILiveKit (2021–2024),
            /// kept whole and checked against `legacySpec(for:)`.
            case legacy(JSONValue)
            /// The data of a business ID this family does not define, kept whole.
            case other(JSONValue)
        }

        /// `"TUIGift"`: the business ID of a gift.
        public static let giftID = "TUIGift"
        /// `"TUIGift_like"`: the business ID of a like.
        public static let likeID = "TUIGift_like"
        /// `"TUIBarrage"`: the business ID of a bullet screen.
        public static let barrageID = "TUIBarrage"
        static let businessIDKey = "businessID"
        static let versionKey = "version"
        static let markerKeys = [businessIDKey, versionKey, "platform", "data"]
        /// The members only the envelope has among its marker keys: TUIKit's other custom
        /// messages (a `text_link` greeting, a `group_create` tip, TUIRoomKit's
        /// `group_room_message` card) carry a `businessID` and a `version` too, and are the
        /// app's own JSON to this family (https://trtc.io/document/50044).
        static let ownKeys = ["platform", "data"]

        /// `version`: the envelope's version, `"1.0"` as the kits write it; the rules do not check
        /// it.
        public var version: String
        /// `businessID`: what `data` holds, ``giftID``, ``likeID`` or ``barrageID``; the rules
        /// report another (`wire.enum`).
        public var businessID: String
        /// `platform`: the sender's platform, such as `"iOS"` or `"Android"`; the rules do not
        /// check it.
        public var platform: String
        /// `data`: the payload, typed by ``businessID``.
        public var data: Payload
        /// Members of the envelope besides `version`, `businessID`, `platform` and `data`, kept in
        /// document order and written back after them.
        public var unknownFields: JSONObject

        /// Creates an envelope for `businessID` carrying `data`, with `version` `"1.0"` and
        /// `platform` `"iOS"` unless given.
        ///
        /// Pass the business ID that matches `data` (``giftID`` for ``Payload/gift(_:)``,
        /// ``likeID`` for ``Payload/like(_:)``, ``barrageID`` for ``Payload/barrage(_:)``): both
        /// are written as given, and a receiver reads `data` by the ID.
        public init(
            version: String = "1.0",
            businessID: String,
            platform: String = "iOS",
            data: Payload,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.version = version
            self.businessID = businessID
            self.platform = platform
            self.data = data
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case version, businessID, platform, data
        }

        /// Decodes the envelope as sent, reading `data` by `businessID` and keeping unknown
        /// members.
        ///
        /// For a defined business ID, a `data` object with a key of the earlier form
        /// (``legacyDataKeys``) and none of TUILiveKit's (``currentDataKeys``) is kept whole as
        /// ``Payload/legacy(_:)``; for another business ID, `data` is kept whole as
        /// ``Payload/other(_:)``. Throws when one of the four members is missing, or a member or
        /// TUILiveKit's `data` is malformed.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(String.self, forKey: .version)
            businessID = try container.decode(String.self, forKey: .businessID)
            platform = try container.decode(String.self, forKey: .platform)
            if Self.legacySpec(for: businessID) != nil, container.contains(.data),
                let keys = try container.superDecoder(forKey: .data).probeKeys(),
                Self.isLegacy(businessID: businessID, dataHasKey: keys.contains)
            {
                data = .legacy(try container.decode(JSONValue.self, forKey: .data))
                unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
                return
            }
            switch businessID {
            case Self.giftID: data = .gift(try container.decode(TUIGiftData.self, forKey: .data))
            case Self.likeID: data = .like(try container.decode(TUILikeData.self, forKey: .data))
            case Self.barrageID: data = .barrage(try container.decode(TUIBarrageData.self, forKey: .data))
            default: data = .other(try container.decode(JSONValue.self, forKey: .data))
            }
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the envelope as sent: `version`, `businessID`, `platform`, `data`, then the
        /// unknown members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(businessID, forKey: .businessID)
            try container.encode(platform, forKey: .platform)
            switch data {
            case .gift(let gift): try container.encode(gift, forKey: .data)
            case .like(let like): try container.encode(like, forKey: .data)
            case .barrage(let barrage): try container.encode(barrage, forKey: .data)
            case .legacy(let value), .other(let value): try container.encode(value, forKey: .data)
            }
            try encoder.encodeUnknownFields(unknownFields)
        }

        /// What the message is, by its data or, in the earlier form, its business ID; nil for a
        /// business ID this family does not define.
        public var kind: Kind? { Self.kind(businessID: businessID) }

        /// What an envelope with this business ID is, in either form: its `data` is read by the
        /// same ID (the earlier form exists for these three IDs only).
        static func kind(businessID: String?) -> Kind? {
            switch businessID {
            case giftID?: .gift
            case likeID?: .like
            case barrageID?: .bullet
            default: nil
            }
        }
    }

    /// A TUILiveKit user as it appears in gift, like and barrage data.
    ///
    /// The Flutter kit (TUILiveKit v2.9.0 to v3.3.0, `Flutter/gift/lib/state/gift_user.dart`)
    /// writes `null` for a name, avatar or level it does not have; Android writes `""` and iOS a
    /// default. nil here is that `null`, kept so the message is written back as it came: valid,
    /// with an `interop.null-value` warning, because TUILiveKit's iOS receiver decodes each as
    /// a `String` and drops the message.
    public struct TUIUser: Codable, Hashable, Sendable {
        /// `userId`: the user's ID; the rules report an empty one for a sender or a bullet screen's
        /// user (`wire.empty-id`).
        public var userId: String
        /// `userName`: the user's name; nil is a `null` on the wire.
        public var userName: String?
        /// `avatarUrl`: the URL of the user's avatar; nil is a `null` on the wire.
        public var avatarUrl: String?
        /// `level`: the user's level, as a string such as `"0"`; nil is a `null` on the wire.
        public var level: String?
        /// Members of the user besides `userId`, `userName`, `avatarUrl` and `level`, kept in
        /// document order and written back after them.
        public var unknownFields: JSONObject

        /// Creates a user; the name and avatar are `""` and the level `"0"` unless given.
        public init(
            userId: String,
            userName: String? = "",
            avatarUrl: String? = "",
            level: String? = "0",
            unknownFields: JSONObject = JSONObject()
        ) {
            self.userId = userId
            self.userName = userName
            self.avatarUrl = avatarUrl
            self.level = level
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case userId, userName, avatarUrl, level
        }

        /// Decodes the user as sent, keeping unknown members; `userName`, `avatarUrl` and `level`
        /// may be `null`.
        ///
        /// All four members must be present: throws when one is missing, `userId` is not a string,
        /// or another is neither a string nor `null`.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            userId = try container.decode(String.self, forKey: .userId)
            userName = try Self.stringOrNull(container, .userName)
            avatarUrl = try Self.stringOrNull(container, .avatarUrl)
            level = try Self.stringOrNull(container, .level)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the user as sent: `userId`, `userName`, `avatarUrl` and `level`, a nil one as
        /// `null`, then the unknown members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(userId, forKey: .userId)
            try container.encode(userName, forKey: .userName)
            try container.encode(avatarUrl, forKey: .avatarUrl)
            try container.encode(level, forKey: .level)
            try encoder.encodeUnknownFields(unknownFields)
        }

        /// A member that must be there, as a string or `null`.
        private static func stringOrNull(
            _ container: KeyedDecodingContainer<CodingKeys>,
            _ key: CodingKeys
        ) throws -> String? {
            try container.decodeNil(forKey: key) ? nil : container.decode(String.self, forKey: key)
        }
    }

    /// A gift in TUILiveKit's `TUIGift` data: its ID, name, picture, animation and price.
    public struct TUIGift: Codable, Hashable, Sendable {
        /// `giftId`: the gift's ID; the rules do not check it.
        public var giftId: String
        /// `giftName`: the gift's name.
        public var giftName: String
        /// `imageUrl`: the URL of the gift's picture.
        public var imageUrl: String
        /// `animationUrl`: the URL of the gift's animation.
        public var animationUrl: String
        /// `price`: the gift's price, an integer; the rules report a negative one (`wire.range`).
        public var price: Int
        /// `extInfo`: the gift's extra data, an object kept whole; it must be present, even if
        /// empty. nil is a `null` on the wire, as the Flutter kit wrote it for a gift its list
        /// gave none (reported as `interop.null-value`).
        public var extInfo: JSONObject?
        /// Members of the gift besides its six declared keys, kept in document order and written
        /// back after them.
        public var unknownFields: JSONObject

        /// Creates a gift; the URLs are `""`, `price` 0 and `extInfo` an empty object unless given.
        public init(
            giftId: String,
            giftName: String,
            imageUrl: String = "",
            animationUrl: String = "",
            price: Int = 0,
            extInfo: JSONObject? = JSONObject(),
            unknownFields: JSONObject = JSONObject()
        ) {
            self.giftId = giftId
            self.giftName = giftName
            self.imageUrl = imageUrl
            self.animationUrl = animationUrl
            self.price = price
            self.extInfo = extInfo
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case giftId, giftName, imageUrl, animationUrl, price, extInfo
        }

        /// Decodes the gift as sent, keeping unknown members; throws when one of its six members is
        /// missing or of the wrong type (`extInfo` must be an object or `null`).
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            giftId = try container.decode(String.self, forKey: .giftId)
            giftName = try container.decode(String.self, forKey: .giftName)
            imageUrl = try container.decode(String.self, forKey: .imageUrl)
            animationUrl = try container.decode(String.self, forKey: .animationUrl)
            price = try container.decode(Int.self, forKey: .price)
            extInfo =
                try container.decodeNil(forKey: .extInfo)
                ? nil : container.decode(JSONObjectField.self, forKey: .extInfo).object
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the gift as sent: `giftId`, `giftName`, `imageUrl`, `animationUrl`, `price`,
        /// `extInfo` (a nil one as `null`), then the unknown members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(giftId, forKey: .giftId)
            try container.encode(giftName, forKey: .giftName)
            try container.encode(imageUrl, forKey: .imageUrl)
            try container.encode(animationUrl, forKey: .animationUrl)
            try container.encode(price, forKey: .price)
            try container.encode(extInfo, forKey: .extInfo)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    /// The `data` of a `TUIGift` envelope: a gift, how many, and who gives them to whom.
    public struct TUIGiftData: Codable, Hashable, Sendable {
        /// `gift`: which gift is given.
        public var gift: TUIGift
        /// `giftCount`: how many of the gift are given; the rules want at least 1 (`wire.range`).
        public var giftCount: Int
        /// `receiver`: who receives the gift; unlike the sender's, an empty `userId` is not
        /// reported.
        public var receiver: TUIUser
        /// `sender`: who gives the gift; the rules report an empty `userId` (`wire.empty-id`).
        public var sender: TUIUser
        /// Members of `data` besides `gift`, `giftCount`, `receiver` and `sender`, kept in document
        /// order and written back after them.
        public var unknownFields: JSONObject

        /// Creates gift data, with no unknown members unless given.
        public init(
            gift: TUIGift,
            giftCount: Int,
            receiver: TUIUser,
            sender: TUIUser,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.gift = gift
            self.giftCount = giftCount
            self.receiver = receiver
            self.sender = sender
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case gift, giftCount, receiver, sender
        }

        /// Decodes the data as sent, keeping unknown members; throws when `gift`, `giftCount`,
        /// `receiver` or `sender` is missing or malformed.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            gift = try container.decode(TUIGift.self, forKey: .gift)
            giftCount = try container.decode(Int.self, forKey: .giftCount)
            receiver = try container.decode(TUIUser.self, forKey: .receiver)
            sender = try container.decode(TUIUser.self, forKey: .sender)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the data as sent: `gift`, `giftCount`, `receiver`, `sender`, then the unknown
        /// members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(gift, forKey: .gift)
            try container.encode(giftCount, forKey: .giftCount)
            try container.encode(receiver, forKey: .receiver)
            try container.encode(sender, forKey: .sender)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    /// The `data` of a `TUIGift_like` envelope: who sent the like.
    public struct TUILikeData: Codable, Hashable, Sendable {
        /// `sender`: who sent the like; the rules report an empty `userId` (`wire.empty-id`).
        public var sender: TUIUser
        /// Members of `data` besides `sender`, kept in document order and written back after them.
        public var unknownFields: JSONObject

        /// Creates like data from `sender`, with no unknown members unless given.
        public init(sender: TUIUser, unknownFields: JSONObject = JSONObject()) {
            self.sender = sender
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case sender
        }

        /// Decodes the data as sent, keeping unknown members; throws when `sender` is missing or
        /// malformed.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            sender = try container.decode(TUIUser.self, forKey: .sender)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the data as sent: `sender`, then the unknown members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sender, forKey: .sender)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    /// The `data` of a `TUIBarrage` envelope: a bullet screen and who sent it.
    public struct TUIBarrageData: Codable, Hashable, Sendable {
        /// `user`: who sent the bullet screen; the rules report an empty `userId`
        /// (`wire.empty-id`).
        public var user: TUIUser
        /// `content`: the bullet screen's text.
        public var content: String
        /// `extInfo`: extra data, an object kept whole; nil when the message has none, and then not
        /// written.
        public var extInfo: JSONObject?
        /// Members of `data` besides `user`, `content` and `extInfo`, kept in document order and
        /// written back after them.
        public var unknownFields: JSONObject

        /// Creates barrage data, with no `extInfo` and no unknown members unless given.
        public init(
            user: TUIUser,
            content: String,
            extInfo: JSONObject? = nil,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.user = user
            self.content = content
            self.extInfo = extInfo
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case user, content, extInfo
        }

        /// Decodes the data as sent, keeping unknown members; throws when `user` or `content` is
        /// missing or malformed, or `extInfo` is present and not an object.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            user = try container.decode(TUIUser.self, forKey: .user)
            content = try container.decode(String.self, forKey: .content)
            extInfo = try container.decodeIfPresent(JSONObjectField.self, forKey: .extInfo)?.object
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the data as sent: `user`, `content`, `extInfo` when present, then the unknown
        /// members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(user, forKey: .user)
            try container.encode(content, forKey: .content)
            try container.encodeIfPresent(extInfo, forKey: .extInfo)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}
