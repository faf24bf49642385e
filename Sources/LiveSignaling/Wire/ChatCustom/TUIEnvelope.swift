extension ChatCustom {
    /// TUILiveKit's envelope for gifts, likes and barrage (iOS `JSONEncoder`).
    public struct TUIEnvelope: Codable, Hashable, Sendable {
        public enum Payload: Hashable, Sendable {
            // Gift data (two users and a gift, ~240 bytes) and barrage data are boxed: inline
            // they made every decoded message of every family 304 bytes, copied several times
            // per decode, to serve rare messages. Likes, the common case, stay inline.
            indirect case gift(TUIGiftData)
            case like(TUILikeData)
            indirect case barrage(TUIBarrageData)
            /// The data of the gift, like or barrage components before TUILiveKit (2021–2024),
            /// kept whole and checked against ``TUIEnvelope/legacySpec(for:)``.
            case legacy(JSONValue)
            /// The data of a business ID this family does not define, kept whole.
            case other(JSONValue)
        }

        public static let giftID = "TUIGift"
        public static let likeID = "TUIGift_like"
        public static let barrageID = "TUIBarrage"
        static let businessIDKey = "businessID"
        static let markerKeys = [businessIDKey, "version", "platform", "data"]

        public var version: String
        public var businessID: String
        public var platform: String
        public var data: Payload
        public var unknownFields: JSONObject

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

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(String.self, forKey: .version)
            businessID = try container.decode(String.self, forKey: .businessID)
            platform = try container.decode(String.self, forKey: .platform)
            if Self.legacySpec(for: businessID) != nil, container.contains(.data),
                let keys = try container.superDecoder(forKey: .data).probeKeys(), Self.isLegacy(dataKeys: keys)
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

        public var kind: Kind? {
            switch data {
            case .gift: .gift
            case .like: .like
            case .barrage: .bullet
            case .legacy:
                switch businessID {
                case Self.giftID: .gift
                case Self.likeID: .like
                default: .bullet
                }
            case .other: nil
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
        public var userId: String
        public var userName: String?
        public var avatarUrl: String?
        public var level: String?
        public var unknownFields: JSONObject

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

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            userId = try container.decode(String.self, forKey: .userId)
            userName = try Self.stringOrNull(container, .userName)
            avatarUrl = try Self.stringOrNull(container, .avatarUrl)
            level = try Self.stringOrNull(container, .level)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

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

        /// `interop.null-value` for each member written `null`.
        func reportNulls(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
            for (key, value) in [(CodingKeys.userName, userName), (.avatarUrl, avatarUrl), (.level, level)]
            where value == nil {
                sink.report(
                    .interopNullValue,
                    at: path().appending(key: key.rawValue),
                    "\(key.rawValue) is null (the Flutter kit's writing); TUILiveKit's iOS receiver decodes a String here and drops the message"
                )
            }
        }
    }

    public struct TUIGift: Codable, Hashable, Sendable {
        public var giftId: String
        public var giftName: String
        public var imageUrl: String
        public var animationUrl: String
        public var price: Int
        public var extInfo: JSONObject
        public var unknownFields: JSONObject

        public init(
            giftId: String,
            giftName: String,
            imageUrl: String = "",
            animationUrl: String = "",
            price: Int = 0,
            extInfo: JSONObject = JSONObject(),
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

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            giftId = try container.decode(String.self, forKey: .giftId)
            giftName = try container.decode(String.self, forKey: .giftName)
            imageUrl = try container.decode(String.self, forKey: .imageUrl)
            animationUrl = try container.decode(String.self, forKey: .animationUrl)
            price = try container.decode(Int.self, forKey: .price)
            extInfo = try container.decode(JSONObjectField.self, forKey: .extInfo).object
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

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

    public struct TUIGiftData: Codable, Hashable, Sendable {
        public var gift: TUIGift
        public var giftCount: Int
        public var receiver: TUIUser
        public var sender: TUIUser
        public var unknownFields: JSONObject

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

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            gift = try container.decode(TUIGift.self, forKey: .gift)
            giftCount = try container.decode(Int.self, forKey: .giftCount)
            receiver = try container.decode(TUIUser.self, forKey: .receiver)
            sender = try container.decode(TUIUser.self, forKey: .sender)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(gift, forKey: .gift)
            try container.encode(giftCount, forKey: .giftCount)
            try container.encode(receiver, forKey: .receiver)
            try container.encode(sender, forKey: .sender)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    public struct TUILikeData: Codable, Hashable, Sendable {
        public var sender: TUIUser
        public var unknownFields: JSONObject

        public init(sender: TUIUser, unknownFields: JSONObject = JSONObject()) {
            self.sender = sender
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case sender
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            sender = try container.decode(TUIUser.self, forKey: .sender)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sender, forKey: .sender)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    public struct TUIBarrageData: Codable, Hashable, Sendable {
        public var user: TUIUser
        public var content: String
        public var extInfo: JSONObject?
        public var unknownFields: JSONObject

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

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            user = try container.decode(TUIUser.self, forKey: .user)
            content = try container.decode(String.self, forKey: .content)
            extInfo = try container.decodeIfPresent(JSONObjectField.self, forKey: .extInfo)?.object
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(user, forKey: .user)
            try container.encode(content, forKey: .content)
            try container.encodeIfPresent(extInfo, forKey: .extInfo)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension ChatCustom.TUIEnvelope: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        func dataPath() -> JSONPath { path().appending(key: "data") }
        switch data {
        case .gift(let gift):
            gift.sender.reportNulls(at: dataPath().appending(key: "sender"), into: &sink)
            gift.receiver.reportNulls(at: dataPath().appending(key: "receiver"), into: &sink)
            sink.requireCount(gift.giftCount, at: dataPath().appending(key: "giftCount"), "giftCount")
            if gift.gift.price < 0 {
                sink.report(
                    .wireRange,
                    at: dataPath().appending(key: "gift").appending(key: "price"),
                    "price \(gift.gift.price) is negative"
                )
            }
            sink.requireID(
                gift.sender.userId,
                at: dataPath().appending(key: "sender").appending(key: "userId"),
                "the sender's userId"
            )
        case .like(let like):
            like.sender.reportNulls(at: dataPath().appending(key: "sender"), into: &sink)
            sink.requireID(
                like.sender.userId,
                at: dataPath().appending(key: "sender").appending(key: "userId"),
                "the sender's userId"
            )
        case .barrage(let barrage):
            barrage.user.reportNulls(at: dataPath().appending(key: "user"), into: &sink)
            sink.requireID(
                barrage.user.userId,
                at: dataPath().appending(key: "user").appending(key: "userId"),
                "the user's userId"
            )
        case .legacy(let value):
            sink.report(
                .interopLegacyForm,
                at: dataPath(),
                "\(businessID) data in the form of the components before TUILiveKit (2021–2024: extInfo, no gift/sender/receiver); a TUILiveKit receiver drops it"
            )
            if let spec = Self.legacySpec(for: businessID) {
                SpecValues.report(value, as: .object(spec), at: dataPath(), into: &sink)
            }
        case .other:
            sink.report(
                .wireEnum,
                at: path().appending(key: "businessID"),
                "businessID \(DiagnosticText.quoted(businessID)) is not TUIGift, TUIGift_like or TUIBarrage"
            )
        }
    }
}
