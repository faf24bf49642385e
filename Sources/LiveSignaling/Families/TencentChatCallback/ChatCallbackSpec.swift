/// `chat.callback.group-message` and `chat.callback.reply`: what Tencent Chat posts to an app
/// server before and after a group message is delivered, and what the server answers.
///
/// - "Before Group Message Is Sent", https://trtc.io/document/34374 (the same text as
///   https://www.tencentcloud.com/document/product/1047/34374): `Group.CallbackBeforeSendMsg`,
///   its request body and the reply that lets the message through (`ErrorCode` 0, optionally
///   with a replacement `MsgBody`), refuses it (1; the sender gets error 10016), drops it
///   silently (2), or refuses it with the app's own code for the client (10100 to 10200).
/// - "After a Group Message Is Sent", https://trtc.io/document/34375:
///   `Group.CallbackAfterSendMsg`, the same body with `MsgSeq` and `MsgTime`; its reply is read
///   but changes nothing.
/// - "Webhook for Exceptions When Group Messages Are Sent", https://trtc.io/document/49462:
///   `Group.CallbackSendMsgException`, the same body with the `ErrorCode` and `ErrorInfo` of
///   the failure that kept the message from its members.
///
/// Where the pages differ (`EventTime`'s kind, members newer pages add) is listed in the
/// form's `disagreements`. A callback body shares six of its keys with a REST
/// `send_group_msg` body; `CallbackCommand` (or `Type`, `Operator_Account`, `EventTime`, …)
/// tells them apart, and a body with neither reads as the REST body.
public enum ChatCallback {
    /// Every key the family's specs name, stated once.
    enum Key {
        static let command = "CallbackCommand"
        static let groupID = TIMGroupMessage.Key.groupID
        static let type = "Type"
        static let from = TIMGroupMessage.Key.from
        static let operatorAccount = "Operator_Account"
        static let random = TIMGroupMessage.Key.random
        static let onlineOnlyFlag = TIMGroupMessage.Key.onlineOnlyFlag
        static let msgID = "MsgId"
        static let msgSeq = "MsgSeq"
        static let msgTime = "MsgTime"
        static let msgBody = TIMGroupMessage.Key.msgBody
        static let cloudCustomData = TIMGroupMessage.Key.cloudCustomData
        static let topicID = "TopicId"
        static let eventTime = "EventTime"
        static let groupAtInfo = "GroupAtInfo"
        static let actionStatus = "ActionStatus"
        static let errorCode = "ErrorCode"
        static let errorInfo = "ErrorInfo"
    }

    /// The `CallbackCommand` of the callback posted before a group message is delivered: its reply lets the
    /// message through, refuses it, drops it or replaces it.
    public static let beforeSendCommand = "Group.CallbackBeforeSendMsg"
    /// The `CallbackCommand` of the callback posted after a group message is delivered: its reply is read
    /// but changes nothing.
    public static let afterSendCommand = "Group.CallbackAfterSendMsg"
    /// The `CallbackCommand` of the callback posted when a group message could not be delivered
    /// (a wrong group, a rate limit, content filtering, a muted sender): a report, like after-send.
    public static let sendExceptionCommand = "Group.CallbackSendMsgException"

    /// A message body as a client sent it: at least one element, each as
    /// ``TIMElement/forwardedSpec`` declares it.
    static let messageBody = TIMGroupMessage.body(forwarded: true)
    /// The body an app server's reply puts in its place: written by the server, as a REST
    /// sender writes one.
    static let replacementBody = TIMGroupMessage.body()

    static let groupMessage = ObjectSpec(
        "group message callback",
        members: [
            .required(
                Key.command,
                .string(
                    StringRule(nonEmpty: true, values: [beforeSendCommand, afterSendCommand, sendExceptionCommand])
                ),
                "Which callback this is."
            ),
            TIMGroupMessage.groupID,
            .optional(Key.type, .text, "The group's type, such as Public, ChatRoom, AVChatRoom or Community."),
            .optional(Key.from, .text, "The sender's user ID."),
            .optional(Key.operatorAccount, .text, "Who made the request (an admin sending through REST)."),
            TIMGroupMessage.random,
            TIMGroupMessage.onlineOnlyFlag,
            .optional(Key.msgID, .text, "The message's ID (newer pages)."),
            .optional(Key.msgSeq, .integer(IntegerRule(range: 0...Int64.max)), "Its sequence number (after send)."),
            .optional(Key.msgTime, .integer(IntegerRule(range: 0...Int64.max)), "Its time, in seconds (after send)."),
            .required(Key.msgBody, messageBody, "The message, element by element."),
            TIMGroupMessage.cloudCustomData,
            .optional(Key.topicID, .text, "The topic, in a community group with topics."),
            .optional(Key.eventTime, .any, "When the event happened, in milliseconds: a number, or a string of one."),
            .optional(
                Key.groupAtInfo,
                .array(ArraySpec(of: .object(ChatREST.SendGroupMsg.groupAtSpec))),
                "Whom the message mentions (after send, newer pages)."
            ),
            .optional(
                Key.errorCode,
                .integer(IntegerRule(range: 0...Int64.max)),
                "Why the message was not delivered (send exception): a Chat error code such as 10023."
            ),
            .optional(Key.errorInfo, .text, "The failure in words (send exception)."),
        ]
    )

    static let reply = ObjectSpec(
        "callback reply",
        members: [
            .required(
                Key.actionStatus,
                .string(StringRule(nonEmpty: true, values: ["OK", "FAIL"])),
                "Whether the app server handled the callback."
            ),
            .required(
                Key.errorCode,
                .integer(IntegerRule(range: 0...10200)),
                "Before send: 0 delivers, 1 refuses (the sender gets 10016), 2 drops silently, 10100 to 10200 refuses with the app's own code."
            ),
            .required(Key.errorInfo, .text, "Why, for a refusal with the app's own code."),
            .optional(Key.msgBody, replacementBody, "Before send, with ErrorCode 0: the message to deliver instead."),
            .optional(
                Key.cloudCustomData,
                .text,
                "Before send, with ErrorCode 0: the cloud custom data to deliver instead."
            ),
        ]
    )

    static let sources = [
        "https://trtc.io/document/34374 (Before Group Message Is Sent)",
        "https://trtc.io/document/34375 (After a Group Message Is Sent)",
        "https://trtc.io/document/49462 (Webhook for Exceptions When Group Messages Are Sent)",
        "https://trtc.io/document/33527 (Message Formats)",
    ]

    /// A group message callback's request body, as Tencent Chat posts it.
    public static let groupMessageForm = FormSpec(
        family: .chatCallbackGroupMessage,
        version: 1,
        name: "chat-callback-group-message",
        // The keys it shares with a REST body count too, so that CallbackCommand outweighs
        // them; a REST body (MsgPriority, no callback key) ties at most, and the REST form,
        // listed first, wins the tie.
        markers: [
            Key.command, Key.groupID, Key.from, Key.random, Key.onlineOnlyFlag, Key.msgBody, Key.cloudCustomData,
        ],
        root: groupMessage,
        dialects: [DialectSpec("tencent", style: .compact, signal: .otherwise, writer: "Tencent Chat's servers")],
        summary:
            "Tencent Chat's group message callback (before send, after send or on a send exception) to an app server",
        sources: sources,
        disagreements: [
            "The table gives EventTime as an Integer in milliseconds; the English example quotes it as a string. "
                + "Both are read.",
            "Newer pages add MsgId to both bodies and GroupAtInfo to the after-send one; both are optional here.",
        ]
    )

    /// The app server's reply to a callback.
    public static let replyForm = FormSpec(
        family: .chatCallbackReply,
        version: 1,
        name: "chat-callback-reply",
        // The message members count too, so that a replacing reply is not read as a REST body.
        markers: [Key.actionStatus, Key.errorCode, Key.msgBody, Key.cloudCustomData],
        root: reply,
        dialects: [DialectSpec("server", style: .compact, signal: .otherwise, writer: "the app server")],
        summary: "An app server's reply to a Tencent Chat callback",
        sources: sources
    )
}
