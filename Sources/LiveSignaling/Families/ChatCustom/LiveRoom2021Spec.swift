extension ChatCustom {
    /// The room messages of TUILiveRoom's TRTCLiveRoom (Tencent-RTC/TUILiveKit under its earlier
    /// name; its Android module kept them until 2024-04), before TUIGift, and of TUIVoiceRoom's
    /// TRTCVoiceRoom, which writes the same form with `"version":"1.0"`: a like or a bullet screen sent as a group
    /// custom message `{"version":"1.0.0","action":301,"command":"4","message":""}`, and the
    /// room's status and anchors, which an Android host sends whenever they change:
    /// `{"type":3,"list":[{"userId":…,"streamId":…,"name":…}],"version":"1.0.0","action":400}`
    /// (`getUpdateGroupInfoJsonStr`). iOS's `updateGroupInfoWithRoomID` writes the same keys
    /// into the group's introduction and sends an empty text message in its place.
    ///
    /// Sources: Tencent-RTC/TUILiveKit@927d41399cefa069dfa5a1e61012a208e29153d3
    /// Android/Source/src/main/java/com/tencent/liteav/liveroom/model/impl/room/impl/IMProtocol.java
    /// (`getCusMsgJsonStr`; action 300 a room text message, 301 a room custom message, 400 the
    /// group's information) and …/ui/common/utils/TCConstants.java (command "4" a like, "5" a
    /// bullet screen whose `message` is the text); iOS
    /// Tencent-RTC/TUILiveKit@b698a68328597e20a8337a2a237ef7703c0d1149
    /// iOS/Source/model/Impl/IM/TRTCLiveRoomIMAction.m; TRTCVoiceRoom's room messages (action
    /// 200 the room destroyed, 301 a custom message) in tencentyun/TUIVoiceRoom@fb534268fa099c4796d8eff823d21e17020ce581
    /// Android/tuivoiceroom/src/main/java/com/tencent/liteav/trtcvoiceroom/model/impl/room/impl/IMProtocol.java
    /// and iOS/Source/model/Impl/voiceroom/TXVoiceRoomIMJsonHandle.m.
    ///
    /// Apps on those releases are still in stores; a TUILiveKit receiver drops the message, so
    /// it is valid with an `interop.legacy-form` warning.
    public enum LiveRoom2021 {
        /// `"4"`: the `command` of a like, a room custom message (`action` 301) with an empty
        /// `message`.
        public static let likeCommand = "4"
        /// `"5"`: the `command` of a bullet screen, whose `message` is the text.
        public static let bulletCommand = "5"

        /// The keys that point to this form: `action` and `command`.
        public static let markerKeys = [actionKey, commandKey]
        /// The key every room message has.
        static let actionKey = "action"
        /// Keys of which a room message has one beside `action`: a custom message's `command`,
        /// and the `version` every writer puts (a message without it is still told by its
        /// command). An app's own JSON with an `action` of its own has neither.
        static let companionKeys = [commandKey, versionKey]
        /// The protocol version's key, which TUILiveKit's envelope has too.
        static let versionKey = TUIEnvelope.versionKey
        /// The key of what a room message is (``kind(command:)``).
        static let commandKey = "command"

        /// The members of a room message and their rules, which ``ChatCustom/V1/liveRoom2021(_:)``
        /// is checked against.
        ///
        /// Declared as a spec, so its schema and the C validator's table come from this one
        /// declaration.
        public static let spec = ObjectSpec(
            "TRTCLiveRoom room message",
            members: [
                .required(
                    versionKey,
                    .text,
                    "The protocol's version: \"1.0.0\" (TRTCLiveRoom), \"1.0\" (TRTCVoiceRoom)."
                ),
                .required(
                    actionKey,
                    .integer(
                        IntegerRule(codes: [
                            .init(200, "the room destroyed (TRTCVoiceRoom)"),
                            .init(300, "a room text message"), .init(301, "a room custom message"),
                            .init(400, "the group's information"),
                        ])
                    ),
                    "What the message is."
                ),
                .optional(commandKey, .text, "A custom message's command: \"4\" a like, \"5\" a bullet screen."),
                .optional("message", .text, "A bullet screen's text; empty for a like."),
                .optional(
                    "type",
                    .integer(
                        IntegerRule(codes: [
                            .init(0, "no live"), .init(1, "one anchor"), .init(2, "co-anchoring"), .init(3, "PK"),
                        ])
                    ),
                    "The group information's room status (TRTCLiveRoomDef's ROOM_STATUS_*)."
                ),
                // Not required of action 400 by a variant: a receiver that misses either drops
                // the update (Android's parseGroupInfo catches the JSONException), and asking
                // every room message's action for them cost a live room ~40 instructions a line.
                .optional("list", .array(ArraySpec(of: .object(anchorSpec))), "The group information's anchors."),
            ]
        )

        /// An anchor in the group information's `list`: Android reads each key with
        /// `optString`, iOS falls back to "" for the ID and name.
        static let anchorSpec = ObjectSpec(
            "TRTCLiveRoom anchor",
            members: [
                .required("userId", .id, "The anchor's user ID."),
                .optional("streamId", .text, "The anchor's stream."),
                .optional("name", .text, "The anchor's name."),
            ]
        )

        /// The room message as a shape of ``ChatCustom/V1``: valid, with the warning that a
        /// TUILiveKit receiver drops it.
        static let form = FormSpec(
            family: .chatCustom,
            version: 1,
            name: "chat.custom TRTCLiveRoom 2021",
            markers: markerKeys,
            root: spec,
            dialects: [
                ChatCustom.Dialect.liveroom2021.spec(
                    writer:
                        "TUILiveRoom's TRTCLiveRoom (Android and iOS, 2021 to 2024) and TUIVoiceRoom's TRTCVoiceRoom"
                )
            ],
            summary:
                "A like, a bullet screen or a room event as TUILiveRoom's TRTCLiveRoom and TUIVoiceRoom's TRTCVoiceRoom sent it.",
            sources: [
                "Tencent-RTC/TUILiveKit@927d41399cefa069dfa5a1e61012a208e29153d3:Android/Source/src/main/java/com/tencent/liteav/liveroom/model/impl/room/impl/IMProtocol.java",
                "Tencent-RTC/TUILiveKit@b698a68328597e20a8337a2a237ef7703c0d1149:iOS/Source/model/Impl/IM/TRTCLiveRoomIMAction.m",
                "Tencent-RTC/TUILiveKit@1697d86e4b9c754915ac0227385233f96d131bda:Android/tuiliveroom/src/main/java/com/tencent/liteav/liveroom/model/impl/room/impl/IMProtocol.java (its last commit; 4e7c5a511a462019532a0905b034a5e1b9b6def7, 2024-04-22, removed it)",
                "tencentyun/TUIVoiceRoom@fb534268fa099c4796d8eff823d21e17020ce581:Android/tuivoiceroom/src/main/java/com/tencent/liteav/trtcvoiceroom/model/impl/room/impl/IMProtocol.java",
                "tencentyun/TUIVoiceRoom@fb534268fa099c4796d8eff823d21e17020ce581:iOS/Source/model/Impl/voiceroom/TXVoiceRoomIMJsonHandle.m",
            ],
            note: .init(
                .interopLegacyForm,
                "TRTCLiveRoom's or TRTCVoiceRoom's room message (version and action); a TUILiveKit receiver drops it"
            )
        )

        /// What a room message is, by its command.
        static func kind(command: String?) -> Kind? {
            switch command {
            case likeCommand?: .like
            case bulletCommand?: .bullet
            default: nil
            }
        }
    }
}
