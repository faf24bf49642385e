extension ChatREST {
    /// The request body of `send_group_msg`.
    public struct SendGroupMsg: Codable, Hashable, Sendable {
        /// Members of the body besides the seven typed ones, kept in document order and written
        /// back after them.
        ///
        /// The documented options (`OfflinePushInfo`, `To_Account`, `GroupAtInfo` and the others)
        /// are kept here, and checked as the body's spec (``ChatREST/form``) declares them.
        public var unknownFields: JSONObject
        /// `GroupId`: the live room's group; the rules report an empty one (`wire.empty-id`).
        public var groupID: String
        /// A repeat of the same Random within five minutes is dropped as a duplicate.
        public var random: UInt32?
        /// Normal when absent.
        public var priority: Priority?
        /// `MsgBody`: the message's elements; the rules report an empty body and a second custom
        /// element (`wire.count`).
        public var body: [Element]
        /// `From_Account`: the account the message is sent as; nil leaves it out, and the rules
        /// report an empty one (`wire.empty-id`).
        public var fromAccount: String?
        /// 1: deliver only to members online now, and do not store.
        public var onlineOnlyFlag: Int?
        /// `CloudCustomData`: a string of the app's own attached to the message; nil leaves it out.
        public var cloudCustomData: String?

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case groupID = "GroupId"
            case random = "Random"
            case priority = "MsgPriority"
            case body = "MsgBody"
            case fromAccount = "From_Account"
            case onlineOnlyFlag = "OnlineOnlyFlag"
            case cloudCustomData = "CloudCustomData"
        }

        /// Keys in the order of the seed's example, optional ones after.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(groupID, forKey: .groupID)
            try container.encodeIfPresent(random, forKey: .random)
            try container.encodeIfPresent(priority, forKey: .priority)
            try container.encode(body, forKey: .body)
            try container.encodeIfPresent(fromAccount, forKey: .fromAccount)
            try container.encodeIfPresent(onlineOnlyFlag, forKey: .onlineOnlyFlag)
            try container.encodeIfPresent(cloudCustomData, forKey: .cloudCustomData)
            try encoder.encodeUnknownFields(unknownFields)
        }

        /// What the message carries, by its first custom element, else its text: decides the
        /// recommended priority.
        public var kind: ChatCustom.Kind? {
            for element in body {
                if case .custom(let custom) = element.content, let kind = custom.data.document?.kind {
                    return kind
                }
            }
            return body.contains { if case .text = $0.content { true } else { false } } ? .bullet : nil
        }
    }

    /// One entry of `MsgBody`.
    public struct Element: Codable, Hashable, Sendable {
        /// `MsgContent`, typed by the element's `MsgType`.
        public enum Content: Hashable, Sendable {
            case custom(CustomContent)
            case text(TextContent)
            /// The content of an element type this family does not cover, kept whole.
            case other(JSONValue)
        }

        /// Members of the element besides `MsgType` and `MsgContent`, kept in document order and
        /// written back after them.
        public var unknownFields: JSONObject
        /// `MsgType`: the element's type, such as ``ChatREST/customElementType`` or
        /// ``ChatREST/textElementType``; it decides how `MsgContent` is read.
        public var msgType: String
        /// `MsgContent`: a custom or text content, or another type's content kept whole.
        public var content: Content

        /// Makes a `TIMCustomElem` element whose `Data` holds `message` as JSON, with no `Desc`,
        /// `Ext` or `Sound`.
        public static func custom(_ message: ChatCustom.V1) -> Element {
            Element(msgType: ChatREST.customElementType, content: .custom(CustomContent(data: .document(message))))
        }

        /// Makes a `TIMTextElem` element carrying `text`: a bullet screen.
        public static func text(_ text: String) -> Element {
            Element(msgType: ChatREST.textElementType, content: .text(TextContent(text: text)))
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case msgType = "MsgType"
            case content = "MsgContent"
        }

        /// Writes the element as sent: `MsgType`, `MsgContent`, then the unknown members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(msgType, forKey: .msgType)
            switch content {
            case .custom(let custom): try container.encode(custom, forKey: .content)
            case .text(let text): try container.encode(text, forKey: .content)
            case .other(let value): try container.encode(value, forKey: .content)
            }
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    /// `MsgContent` of a `TIMCustomElem`: `Data` holds a ``ChatCustom`` message as JSON text.
    public struct CustomContent: Codable, Hashable, Sendable {
        /// Members of `MsgContent` besides `Data`, `Desc`, `Ext` and `Sound`, kept in document
        /// order and written back after them.
        public var unknownFields: JSONObject
        /// `Data`: the ``ChatCustom`` message, carried on the wire as a string holding its JSON.
        ///
        /// A string that is not JSON is the app's own text, kept as ``EmbeddedJSON/unparsed(_:)``
        /// with a `wire.application-data` note; an empty one is ``EmbeddedJSON/empty``.
        public var data: EmbeddedJSON<ChatCustom.V1>
        /// `Desc`: the text of the offline push; nil leaves it out.
        public var desc: String?
        /// `Ext`: a string passed to APNs as `Ext`; nil leaves it out.
        public var ext: String?
        /// `Sound`: the APNs ringtone; nil leaves it out.
        public var sound: String?

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case data = "Data"
            case desc = "Desc"
            case ext = "Ext"
            case sound = "Sound"
        }

        /// Writes the content as sent: `Data` as a string holding the message's JSON, then `Desc`,
        /// `Ext` and `Sound` when present, then the unknown members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(data, forKey: .data)
            try container.encodeIfPresent(desc, forKey: .desc)
            try container.encodeIfPresent(ext, forKey: .ext)
            try container.encodeIfPresent(sound, forKey: .sound)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    /// `MsgContent` of a `TIMTextElem`: a bullet screen.
    public struct TextContent: Codable, Hashable, Sendable {
        /// Members of `MsgContent` besides `Text`, kept in document order and written back after
        /// them.
        public var unknownFields: JSONObject
        /// `Text`: the bullet screen's text, which an offline push also shows.
        public var text: String

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case text = "Text"
        }

        /// Writes the content as sent: `Text`, then the unknown members.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension ChatREST.SendGroupMsg {
    /// Creates a body for the group `groupID` carrying `body`, with each optional member left out
    /// unless given.
    ///
    /// A body without `MsgPriority` is sent at Normal priority;
    /// ``ChatCustom/Kind/recommendedPriority`` gives the one a like, gift or bullet screen should
    /// have.
    public init(
        groupID: String,
        random: UInt32? = nil,
        priority: ChatREST.Priority? = nil,
        body: [ChatREST.Element],
        fromAccount: String? = nil,
        onlineOnlyFlag: Int? = nil,
        cloudCustomData: String? = nil,
        unknownFields: JSONObject = JSONObject()
    ) {
        self.groupID = groupID
        self.random = random
        self.priority = priority
        self.body = body
        self.fromAccount = fromAccount
        self.onlineOnlyFlag = onlineOnlyFlag
        self.cloudCustomData = cloudCustomData
        self.unknownFields = unknownFields
    }

    /// Decodes the body as sent, keeping the members it does not type in ``unknownFields``.
    ///
    /// Throws when `GroupId` or `MsgBody` is missing, or a member or element is of the wrong type.
    /// Rules are not checked here: an unknown `MsgPriority` or an empty `MsgBody` decodes, and the
    /// family's rules report it.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        groupID = try container.decode(String.self, forKey: .groupID)
        random = try container.decodeIfPresent(UInt32.self, forKey: .random)
        priority = try container.decodeIfPresent(ChatREST.Priority.self, forKey: .priority)
        body = try container.decode([ChatREST.Element].self, forKey: .body)
        fromAccount = try container.decodeIfPresent(String.self, forKey: .fromAccount)
        onlineOnlyFlag = try container.decodeIfPresent(Int.self, forKey: .onlineOnlyFlag)
        cloudCustomData = try container.decodeIfPresent(String.self, forKey: .cloudCustomData)
        unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
    }
}

extension ChatREST.Element {
    /// Creates an element of type `msgType` carrying `content`, with no unknown members unless
    /// given.
    ///
    /// Both are written as given: pair the type with its content, as ``custom(_:)`` and
    /// ``text(_:)`` do.
    public init(msgType: String, content: Content, unknownFields: JSONObject = JSONObject()) {
        self.msgType = msgType
        self.content = content
        self.unknownFields = unknownFields
    }

    /// Decodes the element as sent, reading `MsgContent` by `MsgType` and keeping unknown members.
    ///
    /// A `TIMCustomElem` content becomes ``Content/custom(_:)``, a `TIMTextElem` one
    /// ``Content/text(_:)``, and any other type's is kept whole as ``Content/other(_:)``. Throws
    /// when `MsgType` or `MsgContent` is missing, or a custom or text content is malformed.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        msgType = try container.decode(String.self, forKey: .msgType)
        switch msgType {
        case ChatREST.customElementType:
            content = .custom(try container.decode(ChatREST.CustomContent.self, forKey: .content))
        case ChatREST.textElementType:
            content = .text(try container.decode(ChatREST.TextContent.self, forKey: .content))
        default: content = .other(try container.decode(JSONValue.self, forKey: .content))
        }
        unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
    }
}

extension ChatREST.CustomContent {
    /// Creates a custom content around `data`, with `Desc`, `Ext` and `Sound` left out unless
    /// given.
    public init(
        data: EmbeddedJSON<ChatCustom.V1>,
        desc: String? = nil,
        ext: String? = nil,
        sound: String? = nil,
        unknownFields: JSONObject = JSONObject()
    ) {
        self.data = data
        self.desc = desc
        self.ext = ext
        self.sound = sound
        self.unknownFields = unknownFields
    }

    /// Decodes the content as sent, reading `Data` as an embedded ``ChatCustom`` message and
    /// keeping unknown members.
    ///
    /// Throws when `Data` is missing or holds JSON that does not decode as a ``ChatCustom/V1``, or
    /// when a member is of the wrong type.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        data = try container.decode(EmbeddedJSON<ChatCustom.V1>.self, forKey: .data)
        desc = try container.decodeIfPresent(String.self, forKey: .desc)
        ext = try container.decodeIfPresent(String.self, forKey: .ext)
        sound = try container.decodeIfPresent(String.self, forKey: .sound)
        unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
    }
}

extension ChatREST.TextContent {
    /// Creates a text content holding `text`, with no unknown members unless given.
    public init(text: String, unknownFields: JSONObject = JSONObject()) {
        self.text = text
        self.unknownFields = unknownFields
    }

    /// Decodes the content as sent, keeping members besides `Text`; throws when `Text` is missing
    /// or not a string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
    }
}
