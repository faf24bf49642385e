extension ChatCustom {
    /// The live showroom guide's envelope (https://trtc.io/document/73425): a command name and its body.
    ///
    /// ```json
    /// {"cmd":"like_msg","msg":{"type":1,"likeCount":10}}
    /// ```
    public struct SeedMessage: Codable, Hashable, Sendable {
        /// `msg`, typed by the message's `cmd`.
        public enum Body: Hashable, Sendable {
            /// A like: the body of `like_msg`.
            case like(Like)
            /// A gift: the body of `gift_msg`.
            case gift(Gift)
            /// The showroom's product pop-up, as ``SeedMessage/productPopupSpec`` declares it.
            case productPopup(JSONValue)
            /// The body of a command this family does not define, kept whole.
            case other(JSONValue)
        }

        /// `cmd`: the command, such as ``likeCommand`` or ``giftCommand``, which decides how `msg`
        /// is read.
        public var cmd: String
        /// `msg`: the command's body.
        public var msg: Body
        /// Members of the message besides `cmd` and `msg`, kept in document order and written back
        /// after them.
        public var unknownFields: JSONObject

        /// `"like_msg"`: the command of a like.
        public static let likeCommand = "like_msg"
        /// `"gift_msg"`: the command of a gift.
        public static let giftCommand = "gift_msg"
        /// The product pop-up of Tencent's e-commerce showroom guide (https://trtc.io/document/73432).
        public static let productPopupCommand = "item_popup_msg"
        /// Every command the family defines; a receiver that knows only these drops another.
        public static let knownCommands = [likeCommand, giftCommand, productPopupCommand]

        /// Creates a message with the command `cmd` and the body `msg`, with no unknown members
        /// unless given.
        ///
        /// Both are written as given: pair the command with its body, as ``like(type:count:)`` and
        /// ``gift(type:url:name:count:)`` do.
        public init(cmd: String, msg: Body, unknownFields: JSONObject = JSONObject()) {
            self.cmd = cmd
            self.msg = msg
            self.unknownFields = unknownFields
        }

        /// Makes a `like_msg` message for `count` likes, with `type` 1 unless given; the rules want
        /// `count` to be at least 1.
        public static func like(type: Int = 1, count: Int) -> SeedMessage {
            SeedMessage(cmd: likeCommand, msg: .like(Like(type: type, likeCount: count)))
        }

        /// Makes a `gift_msg` message for `count` of the gift named `name` at `url`, with `type` 1
        /// unless given; the rules want `count` to be at least 1.
        public static func gift(type: Int = 1, url: String, name: String, count: Int) -> SeedMessage {
            SeedMessage(cmd: giftCommand, msg: .gift(Gift(type: type, giftUrl: url, giftName: name, giftCount: count)))
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case cmd, msg
        }

        /// Decodes the message as sent, reading `msg` by `cmd` and keeping unknown members.
        ///
        /// A `like_msg` or `gift_msg` body is typed; an `item_popup_msg` body and another command's
        /// are kept whole. Throws when `cmd` or `msg` is missing, or a like or gift body lacks a
        /// member or has one of the wrong type.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            cmd = try container.decode(String.self, forKey: .cmd)
            switch cmd {
            case Self.likeCommand: msg = .like(try container.decode(Like.self, forKey: .msg))
            case Self.giftCommand: msg = .gift(try container.decode(Gift.self, forKey: .msg))
            case Self.productPopupCommand: msg = .productPopup(try container.decode(JSONValue.self, forKey: .msg))
            default: msg = .other(try container.decode(JSONValue.self, forKey: .msg))
            }
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the message as sent: `cmd`, `msg`, then the unknown members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cmd, forKey: .cmd)
            switch msg {
            case .like(let like): try container.encode(like, forKey: .msg)
            case .gift(let gift): try container.encode(gift, forKey: .msg)
            case .productPopup(let value), .other(let value): try container.encode(value, forKey: .msg)
            }
            try encoder.encodeUnknownFields(unknownFields)
        }

        /// What the message is, by its command; nil for a command this family does not define.
        public var kind: Kind? { Self.kind(command: cmd) }

        /// What a message with this `cmd` is: its `msg` is read by the same command.
        static func kind(command: String?) -> Kind? {
            switch command {
            case likeCommand?: .like
            case giftCommand?: .gift
            case productPopupCommand?: .product
            default: nil
            }
        }

        /// `msg` of `like_msg`.
        public struct Like: Codable, Hashable, Sendable {
            /// `type`: an integer, 1 in every example we have; the rules report a negative one
            /// (`wire.range`).
            public var type: Int
            /// `likeCount`: how many likes the message carries; the rules want at least 1
            /// (`wire.range`).
            public var likeCount: Int
            /// Members of `msg` besides `type` and `likeCount`, kept in document order and written
            /// back after them.
            public var unknownFields: JSONObject

            /// Creates a like body, with no unknown members unless given.
            public init(type: Int, likeCount: Int, unknownFields: JSONObject = JSONObject()) {
                self.type = type
                self.likeCount = likeCount
                self.unknownFields = unknownFields
            }

            static let knownKeys = KnownKeys(CodingKeys.self)

            enum CodingKeys: String, CodingKey, CaseIterable {
                case type, likeCount
            }

            /// Decodes the body as sent, keeping unknown members; throws when `type` or `likeCount`
            /// is missing or not an integer.
            public init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                type = try container.decode(Int.self, forKey: .type)
                likeCount = try container.decode(Int.self, forKey: .likeCount)
                unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
            }

            /// Writes the body as sent: `type`, `likeCount`, then the unknown members.
            public func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(type, forKey: .type)
                try container.encode(likeCount, forKey: .likeCount)
                try encoder.encodeUnknownFields(unknownFields)
            }
        }

        /// `msg` of `gift_msg`, sent by the business server after billing.
        public struct Gift: Codable, Hashable, Sendable {
            /// `type`: an integer, 1 in every example we have; the rules report a negative one
            /// (`wire.range`).
            public var type: Int
            /// `giftUrl`: the gift's URL, a string the rules do not check.
            public var giftUrl: String
            /// `giftName`: the gift's name, a string the rules do not check.
            public var giftName: String
            /// `giftCount`: how many of the gift are sent; the rules want at least 1
            /// (`wire.range`).
            public var giftCount: Int
            /// Members of `msg` besides `type`, `giftUrl`, `giftName` and `giftCount`, kept in
            /// document order and written back after them.
            public var unknownFields: JSONObject

            /// Creates a gift body, with no unknown members unless given.
            public init(
                type: Int,
                giftUrl: String,
                giftName: String,
                giftCount: Int,
                unknownFields: JSONObject = JSONObject()
            ) {
                self.type = type
                self.giftUrl = giftUrl
                self.giftName = giftName
                self.giftCount = giftCount
                self.unknownFields = unknownFields
            }

            static let knownKeys = KnownKeys(CodingKeys.self)

            enum CodingKeys: String, CodingKey, CaseIterable {
                case type, giftUrl, giftName, giftCount
            }

            /// Decodes the body as sent, keeping unknown members; throws when one of its four
            /// members is missing or of the wrong type.
            public init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                type = try container.decode(Int.self, forKey: .type)
                giftUrl = try container.decode(String.self, forKey: .giftUrl)
                giftName = try container.decode(String.self, forKey: .giftName)
                giftCount = try container.decode(Int.self, forKey: .giftCount)
                unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
            }

            /// Writes the body as sent: `type`, `giftUrl`, `giftName`, `giftCount`, then the
            /// unknown members.
            public func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(type, forKey: .type)
                try container.encode(giftUrl, forKey: .giftUrl)
                try container.encode(giftName, forKey: .giftName)
                try container.encode(giftCount, forKey: .giftCount)
                try encoder.encodeUnknownFields(unknownFields)
            }
        }
    }
}
