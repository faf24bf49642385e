extension ChatREST.SendGroupMsg {
    /// The documented members of a `send_group_msg` body that this family's typed value keeps
    /// among its unknown fields (a relay passes them on as they came), checked as the page
    /// describes them: "Sending Ordinary Messages in a Group", https://trtc.io/document/34959
    /// (the same text as https://www.tencentcloud.com/document/product/1047/34959).
    /// `GroupAtInfo` is in the page's examples, not its table.
    ///
    /// Declared as a spec, so the schema (Schemas/part.chat-rest-options.schema.json) and the C
    /// validator's table come from this one declaration.
    public static let optionsSpec = ObjectSpec(
        "send_group_msg options",
        members: [
            .optional("OfflinePushInfo", .object(offlinePushSpec), "How the message is pushed to offline members."),
            .optional(
                "ForbidCallbackControl",
                .array(ArraySpec(of: .string(StringRule(nonEmpty: true, values: forbiddenCallbacks)))),
                "Callbacks this message does not trigger."
            ),
            .optional(
                "SendMsgControl",
                .array(ArraySpec(of: .string(StringRule(nonEmpty: true, values: sendControls)))),
                "NoLastMsg: no conversation update; NoUnread: not counted as unread."
            ),
            .optional(
                "SupportMessageExtension",
                .integer(IntegerRule(codes: [.init(0, "no extensions"), .init(1, "extensions allowed")])),
                "Whether the message can carry key-value extensions."
            ),
            .optional(
                "To_Account",
                .array(ArraySpec(of: .id, count: 1...maxRecipients)),
                "Only these members receive it (at most 50)."
            ),
            .optional("TopicId", .id, "The topic, in a community group with topics."),
            .optional("GroupAtInfo", .array(ArraySpec(of: .object(groupAtSpec))), "Whom the message mentions."),
        ]
    )

    /// `ForbidCallbackControl` values.
    public static let forbiddenCallbacks = ["ForbidBeforeSendMsgCallback", "ForbidAfterSendMsgCallback"]
    /// `SendMsgControl` values.
    public static let sendControls = ["NoLastMsg", "NoUnread"]
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
