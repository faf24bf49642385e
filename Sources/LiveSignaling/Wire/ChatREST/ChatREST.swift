/// `chat.rest.send-group-msg`: the body a business server posts to Tencent Chat's
/// `v4/group_open_http_svc/send_group_msg` (Tencent Chat server API, https://trtc.io/document/34959; Tencent's live showroom guide, https://trtc.io/document/73425), e.g. a gift after billing.
public enum ChatREST {
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// The REST body; servers write it in any layout.
        case rest

        public var style: JSONStyle { .compact }
    }

    /// `MsgPriority`, case-sensitive. Open, so an unknown spelling decodes and is reported.
    public struct Priority: RawRepresentable, Codable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let high = Priority(rawValue: "High")
        public static let normal = Priority(rawValue: "Normal")
        public static let low = Priority(rawValue: "Low")

        public var isKnown: Bool { self == .high || self == .normal || self == .low }
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
    public static let customElementType = TIMElement.customType
    public static let textElementType = TIMElement.textType
}
