/// `chat.rest.send-group-msg`: the body a business server posts to Tencent Chat's
/// `v4/group_open_http_svc/send_group_msg` (Tencent Chat server API, https://trtc.io/document/34959; Tencent's live showroom guide, https://trtc.io/document/73425), e.g. a gift after billing.
public enum ChatREST {
    /// How a `send_group_msg` body is written: a single dialect, since each business server lays
    /// out its JSON its own way.
    public enum Dialect: String, CaseIterable, Hashable, Sendable, DeclaredDialect {
        /// The REST body; servers write it in any layout.
        case rest

        /// The layout ``SignalEncoder`` writes a body in: ``JSONStyle/compact``.
        public var style: JSONStyle { .compact }
    }

    /// `MsgPriority`, case-sensitive. Open, so an unknown spelling decodes and is reported.
    public struct Priority: RawRepresentable, Codable, Hashable, Sendable {
        /// The priority as spelled on the wire: `High`, `Normal`, `Low`, or any other string
        /// received.
        public var rawValue: String
        /// Creates a priority from its wire spelling, kept as given whether known or not.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `"High"`: recommended for gifts and product pop-ups, which must not be dropped under
        /// load.
        public static let high = Priority(rawValue: "High")
        /// `"Normal"`: recommended for bullet screens, and the priority of a body without
        /// `MsgPriority`.
        public static let normal = Priority(rawValue: "Normal")
        /// `"Low"`: recommended for likes, which are dropped first under load.
        public static let low = Priority(rawValue: "Low")

        /// Whether the spelling is exactly `High`, `Normal` or `Low`; the rules report any other as
        /// `wire.enum`.
        public var isKnown: Bool { ChatREST.priorities.contains(rawValue) }
    }

    /// Tencent Chat's limit on a whole message: server error 80002, "the maximum message length
    /// supported is 12 KB" (https://trtc.io/document/34959; the page said 8,000 bytes until
    /// about 2022), read as 12 × 1024 bytes.
    public static let messageLimit = MessageSizeLimit(
        bytes: 12 * 1024,
        code: .limitTIMMessageSize,
        subject: "the message body"
    )
    /// The whole message may be at most this many bytes.
    public static var maxMessageBytes: Int { messageLimit.bytes }
    /// `"TIMCustomElem"`: the `MsgType` of a custom element, whose `Data` holds a ``ChatCustom``
    /// message.
    public static let customElementType = TIMElement.customType
    /// `"TIMTextElem"`: the `MsgType` of a text element, a bullet screen.
    public static let textElementType = TIMElement.textType
}
