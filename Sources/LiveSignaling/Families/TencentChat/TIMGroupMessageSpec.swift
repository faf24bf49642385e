/// The members a Tencent Chat group message has wherever a server sees it: the body a
/// business server posts to `send_group_msg` (``ChatREST``) and the body Tencent Chat posts to
/// an app server's group-message callbacks (``ChatCallback``). Each is declared once here, and
/// both families' specs list them.
///
/// Sources: "Sending Ordinary Messages in a Group", https://trtc.io/document/34959; "Before
/// Group Message Is Sent", https://trtc.io/document/34374.
enum TIMGroupMessage {
    /// The members' keys, stated once.
    enum Key {
        static let groupID = "GroupId"
        static let from = "From_Account"
        static let random = "Random"
        static let onlineOnlyFlag = "OnlineOnlyFlag"
        static let msgBody = "MsgBody"
        static let cloudCustomData = "CloudCustomData"
        /// An element's type, in `MsgBody` (``TIMElement``).
        static let msgType = "MsgType"
    }

    /// `GroupId`: the group the message is sent to.
    static let groupID = MemberSpec.required(Key.groupID, .id, "The group the message is sent to.")

    /// `Random`: the sender's 32-bit random.
    static let random = MemberSpec.optional(
        Key.random,
        .integer(IntegerRule(range: 0...Int64(UInt32.max))),
        "A 32-bit random; a repeat within five minutes is dropped as a duplicate."
    )

    /// `OnlineOnlyFlag`: 1 delivers only to members online now, and does not store.
    static let onlineOnlyFlag = MemberSpec.optional(
        Key.onlineOnlyFlag,
        .integer(IntegerRule(codes: [.init(0, "stored"), .init(1, "online only, not stored")])),
        "Whether only members online now receive it."
    )

    /// `CloudCustomData`: a string of the app's own.
    static let cloudCustomData = MemberSpec.optional(
        Key.cloudCustomData,
        .text,
        "A string of the app's own attached to the message."
    )

    /// `MsgBody`: at least one element, each as ``TIMElement/spec`` declares it for a REST
    /// sender, or as any client may have sent it (``TIMElement/forwardedSpec``) where a
    /// callback forwards the message; `atMostOne` where the sender may put one element of a
    /// kind only.
    static func body(atMostOne: ArraySpec.AtMostOne? = nil, forwarded: Bool = false) -> ValueSpec {
        let element = forwarded ? TIMElement.forwardedSpec : TIMElement.spec
        return .array(ArraySpec(of: .object(element), count: 1...Int.max, atMostOne: atMostOne))
    }
}
