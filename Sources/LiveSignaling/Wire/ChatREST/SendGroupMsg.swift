extension ChatREST {
    /// The request body of `send_group_msg`.
    public struct SendGroupMsg: Codable, Hashable, Sendable {
        // Declared first so that the memberwise initializer the compiler writes differs from
        // the public one (below, in an extension) and both exist: the typed reader builds the
        // value with it, in place, where any written initializer made a copy of the whole
        // value and destroyed the original.
        public var unknownFields: JSONObject
        public var groupID: String
        /// A repeat of the same Random within five minutes is dropped as a duplicate.
        public var random: UInt32?
        /// Normal when absent.
        public var priority: Priority?
        public var body: [Element]
        public var fromAccount: String?
        /// 1: deliver only to members online now, and do not store.
        public var onlineOnlyFlag: Int?
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
        public enum Content: Hashable, Sendable {
            case custom(CustomContent)
            case text(TextContent)
            /// The content of an element type this family does not cover, kept whole.
            case other(JSONValue)
        }

        // First, so that the compiler's memberwise initializer (which builds the value in
        // place; see ChatREST.SendGroupMsg) differs from the public one in the extension.
        public var unknownFields: JSONObject
        public var msgType: String
        public var content: Content

        public static func custom(_ message: ChatCustom.V1) -> Element {
            Element(msgType: ChatREST.customElementType, content: .custom(CustomContent(data: .document(message))))
        }

        public static func text(_ text: String) -> Element {
            Element(msgType: ChatREST.textElementType, content: .text(TextContent(text: text)))
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case msgType = "MsgType"
            case content = "MsgContent"
        }

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
        // First, so that the compiler's memberwise initializer (which builds the value in
        // place; see ChatREST.SendGroupMsg) differs from the public one in the extension.
        public var unknownFields: JSONObject
        public var data: EmbeddedJSON<ChatCustom.V1>
        public var desc: String?
        public var ext: String?
        public var sound: String?

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case data = "Data"
            case desc = "Desc"
            case ext = "Ext"
            case sound = "Sound"
        }

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
        // First, so that the compiler's memberwise initializer (which builds the value in
        // place; see ChatREST.SendGroupMsg) differs from the public one in the extension.
        public var unknownFields: JSONObject
        public var text: String

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case text = "Text"
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension ChatREST.SendGroupMsg {
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
    public init(msgType: String, content: Content, unknownFields: JSONObject = JSONObject()) {
        self.msgType = msgType
        self.content = content
        self.unknownFields = unknownFields
    }

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
    public init(text: String, unknownFields: JSONObject = JSONObject()) {
        self.text = text
        self.unknownFields = unknownFields
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
    }
}
