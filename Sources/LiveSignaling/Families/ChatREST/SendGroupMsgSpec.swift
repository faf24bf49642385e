extension ChatREST {
    /// The keys the body's spec names beyond a group message's (``TIMGroupMessage/Key``).
    enum Key {
        static let priority = "MsgPriority"
    }

    /// The priority of a body without `MsgPriority`.
    static let defaultPriority = Priority.normal

    /// `MsgPriority`'s spellings, case-sensitive; any other is `wire.enum`.
    static let priorities = [Priority.high.rawValue, Priority.normal.rawValue, Priority.low.rawValue]

    /// A `send_group_msg` body, whole: the members the typed value keeps, then the documented
    /// options it passes on among its unknown fields, as the server API's page describes them
    /// ("Sending Ordinary Messages in a Group", https://trtc.io/document/34959, the same text as
    /// https://www.tencentcloud.com/document/product/1047/34959; `GroupAtInfo` is in its
    /// examples, not its table), and the priority a message's kind should have.
    static let body = ObjectSpec(
        "send_group_msg body",
        members: [
            TIMGroupMessage.groupID,
            TIMGroupMessage.random,
            .optional(
                Key.priority,
                .string(StringRule(values: priorities)),
                "High, Normal or Low; Normal when absent."
            ),
            .required(
                TIMGroupMessage.Key.msgBody,
                TIMGroupMessage.body(
                    atMostOne: .init(
                        TIMGroupMessage.Key.msgType,
                        is: TIMElement.customType,
                        because: "a message carries at most one custom element"
                    )
                ),
                "The message, element by element."
            ),
            .optional(TIMGroupMessage.Key.from, .id, "The account the message is sent as."),
            TIMGroupMessage.onlineOnlyFlag,
            TIMGroupMessage.cloudCustomData,
            .optional(
                "OfflinePushInfo",
                .object(SendGroupMsg.offlinePushSpec),
                "How the message is pushed to offline members."
            ),
            .optional(
                "ForbidCallbackControl",
                .array(ArraySpec(of: .string(StringRule(nonEmpty: true, values: SendGroupMsg.forbiddenCallbacks)))),
                "Callbacks this message does not trigger."
            ),
            .optional(
                "SendMsgControl",
                .array(ArraySpec(of: .string(StringRule(nonEmpty: true, values: SendGroupMsg.sendControls)))),
                "NoLastMsg: no conversation update; NoUnread: not counted as unread; "
                    + "NoMsgCheck: not sent to content moderation."
            ),
            .optional(
                "SupportMessageExtension",
                .integer(IntegerRule(codes: [.init(0, "no extensions"), .init(1, "extensions allowed")])),
                "Whether the message can carry key-value extensions."
            ),
            .optional(
                "To_Account",
                .array(ArraySpec(of: .id, count: 1...SendGroupMsg.maxRecipients)),
                "Only these members receive it (at most 50)."
            ),
            .optional("TopicId", .id, "The topic, in a community group with topics."),
            .optional(
                "GroupAtInfo",
                .array(ArraySpec(of: .object(SendGroupMsg.groupAtSpec))),
                "Whom the message mentions."
            ),
        ],
        rules: [recommendedPriority]
    )

    /// The body's one form.
    public static let form = FormSpec(
        family: .chatRESTSendGroupMsg,
        version: 1,
        name: "chat-rest-send-group-msg",
        markers: FamilyForm.chatREST.markers,
        root: body,
        dialects: [Dialect.rest.spec(signal: .otherwise, writer: "a business server")],
        summary: "The body a business server posts to Tencent Chat's send_group_msg",
        sources: [
            "https://trtc.io/document/34959 (Sending Ordinary Messages in a Group)",
            "https://trtc.io/document/73425 (live showroom: gifts, likes and bullet screens by REST)",
            "https://trtc.io/document/33527 (Message Formats)",
        ],
        sizeLimit: messageLimit,
        disagreements: [
            "The server API page gave the limit on a message as 8,000 bytes until about 2022 and as 12 KB since; "
                + "12 × 1024 bytes is checked."
        ]
    )

}

extension ChatREST.SendGroupMsg {
    /// `ForbidCallbackControl` values.
    public static let forbiddenCallbacks = ["ForbidBeforeSendMsgCallback", "ForbidAfterSendMsgCallback"]
    /// `SendMsgControl` values.
    public static let sendControls = ["NoLastMsg", "NoUnread", "NoMsgCheck"]
    /// The most members `To_Account` may name.
    public static let maxRecipients = 50

    static let offlinePushSpec = ObjectSpec(
        "OfflinePushInfo",
        members: [
            .optional(
                "PushFlag",
                .integer(IntegerRule(codes: [.init(0, "push"), .init(1, "no offline push")])),
                "Whether to push."
            ),
            .optional("Title", .text, "The push's title."),
            .optional("Desc", .text, "The push's text."),
            .optional("Ext", .text, "Passed through to the device; JSON for every Android vendor."),
            .optional("AndroidInfo", .object(ObjectSpec("AndroidInfo", members: [])), "Android vendors' options."),
            .optional("ApnsInfo", .object(ObjectSpec("ApnsInfo", members: [])), "APNs options."),
        ]
    )

    static let groupAtSpec = ObjectSpec(
        "GroupAtInfo",
        members: [
            .optional(
                "GroupAtAllFlag",
                .integer(IntegerRule(codes: [.init(0, "one member"), .init(1, "everyone")])),
                "Whether everyone is mentioned."
            ),
            .optional("GroupAt_Account", .text, "The member mentioned."),
        ]
    )
}
