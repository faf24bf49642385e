/// The rules of `chat.custom`'s JSON forms, declared once as shapes: the showroom guide's
/// `cmd`/`msg` message and TUILiveKit's envelope here (TUILiveRoom's of 2021, the earlier
/// envelope and the app's own JSON beside them), and how a message's shape is chosen. Every
/// reader judges a message by them: the tape's walk, the streamed check (``StreamedSpecCheck``)
/// in any layout, the generated C tables and the generated schema.
///
/// What a like, gift or bullet screen must hold comes from these sources:
/// - the seed form: Tencent's live showroom guide, https://trtc.io/document/73425 (`like_msg`,
///   `gift_msg`), and the e-commerce guide, https://trtc.io/document/73432 (`item_popup_msg`);
/// - TUILiveKit's envelope: the iOS kit's models, which decode every member below as
///   non-optional (``TUIEnvelope/form``'s sources), and the Flutter kit's `gift_user.dart`,
///   which writes `null` for a user's missing name, avatar or level.
extension ChatCustom {
    /// The forms' shapes, which ``V1/init(from:)`` chooses among by the root's keys.
    enum Shape: Int, CaseIterable {
        /// `cmd`, or `msg` without any key of the envelope: ``SeedMessage``.
        case seed
        /// `action` with `command` or `version`, without `businessID`: ``LiveRoom2021``.
        case liveRoom2021
        /// `platform` or `data`: ``TUIEnvelope``.
        case envelope
        /// None of these: the app's own JSON.
        case application
        /// The envelope whose `data` has the keys of the components before TUILiveKit: never
        /// chosen by the root's keys alone, but by ``legacyRefinement``.
        case legacyEnvelope

        /// What a message of this shape is, told by the root member that says it
        /// (`rootString` gives a root member's string value, nil for another kind or none):
        /// as the typed value's ``V1/kind`` tells it.
        func kind(rootString: (String) -> String?) -> Kind? {
            guard let key = kindKey else { return nil }
            return kind(of: rootString(key))
        }

        /// The root member that says what a message of this shape is; nil for the app's JSON.
        var kindKey: String? {
            switch self {
            case .seed: SeedMessage.CodingKeys.cmd.rawValue
            case .liveRoom2021: LiveRoom2021.commandKey
            case .envelope, .legacyEnvelope: TUIEnvelope.businessIDKey
            case .application: nil
            }
        }

        /// What a message of this shape is whose ``kindKey`` member holds `value`.
        func kind(of value: String?) -> Kind? {
            switch self {
            case .seed: SeedMessage.kind(command: value)
            case .liveRoom2021: LiveRoom2021.kind(command: value)
            case .envelope, .legacyEnvelope: TUIEnvelope.kind(businessID: value)
            case .application: nil
            }
        }

        /// The values of ``kindKey`` that tell a kind, each with it (for the C validator).
        var kindValues: [(value: String, kind: Kind)] {
            let candidates: [String] =
                switch self {
                case .seed: SeedMessage.knownCommands
                case .liveRoom2021: [LiveRoom2021.likeCommand, LiveRoom2021.bulletCommand]
                case .envelope, .legacyEnvelope: [TUIEnvelope.giftID, TUIEnvelope.likeID, TUIEnvelope.barrageID]
                case .application: []
                }
            return candidates.compactMap { value in kind(of: value).map { (value, $0) } }
        }

        /// How the shape is chosen by the root's keys, the first rule that holds: Tencent Chat's
        /// own signaling and MLVB LiveRoom's messages are not this family's forms; `cmd`
        /// decides for the seed form; then TUILiveRoom's `action` without `businessID`; then
        /// `platform` or `data`, which only the envelope has; then `msg` (a seed message
        /// without its command, reported as such); any other object, TUIKit's own custom
        /// messages with their `businessID` and `version` among them, is the app's own JSON.
        static let rules = [
            ShapeRule(shape: Shape.application.rawValue, all: [signalingActionKey]),
            ShapeRule(
                shape: Shape.application.rawValue,
                all: [SeedMessage.CodingKeys.cmd.rawValue, TUIEnvelope.CodingKeys.data.rawValue],
                none: [SeedMessage.CodingKeys.msg.rawValue]
            ),
            ShapeRule(shape: Shape.seed.rawValue, all: [SeedMessage.CodingKeys.cmd.rawValue]),
            ShapeRule(
                shape: Shape.liveRoom2021.rawValue,
                all: [LiveRoom2021.actionKey],
                any: LiveRoom2021.companionKeys,
                none: [TUIEnvelope.businessIDKey]
            ),
            ShapeRule(shape: Shape.envelope.rawValue, any: TUIEnvelope.ownKeys),
            ShapeRule(shape: Shape.seed.rawValue, all: [SeedMessage.CodingKeys.msg.rawValue]),
            ShapeRule(shape: Shape.application.rawValue),
        ]

        /// The key of Tencent Chat's signaling (V2TIMSignalingManager, which TUICallKit's group
        /// calls use): `{"businessID":1,"inviter":…,"actionType":1,"groupID":…,"timeout":30,
        /// "data":"…"}`, a numeric `businessID` and a `data` that no envelope reads. MLVB
        /// LiveRoom's `{"cmd":"CustomCmdMsg","data":{…}}` is told by a `cmd` with a `data` and
        /// no `msg`. Both are passed on as the app's JSON, with a note.
        static let signalingActionKey = "actionType"

        /// The envelope in the components' form before TUILiveKit: a `businessID` that form had,
        /// and a `data` with one of its keys and none of TUILiveKit's.
        static let legacyRefinement = ShapeRefinement(
            from: Shape.envelope.rawValue,
            to: Shape.legacyEnvelope.rawValue,
            rootKey: TUIEnvelope.businessIDKey,
            values: TUIEnvelope.legacyData.map(\.businessID),
            member: TUIEnvelope.CodingKeys.data.rawValue,
            rule: ShapeRule(
                shape: Shape.legacyEnvelope.rawValue,
                any: TUIEnvelope.legacyDataKeys,
                none: TUIEnvelope.currentDataKeys
            )
        )

        /// The shape of an object with the keys `hasKey` says it has, by ``rules``.
        init(hasKey: (String) -> Bool) {
            self = ShapeRule.shape(Self.rules, hasKey: hasKey).flatMap(Shape.init(rawValue:)) ?? .application
        }

        /// The shape's declaration: every rule of the shape is in it.
        var form: FormSpec {
            switch self {
            case .seed: SeedMessage.form
            case .liveRoom2021: LiveRoom2021.form
            case .envelope: TUIEnvelope.form
            case .application: V1.applicationForm
            case .legacyEnvelope: TUIEnvelope.legacyForm
            }
        }
    }
}

extension ChatCustom.Dialect {
    /// The dialect as a shape of the family declares it: its name and style, written by
    /// `writer`. Each shape has one dialect, so nothing in the bytes needs to tell it.
    func spec(writer: String) -> DialectSpec {
        DialectSpec(rawValue, style: style, signal: .otherwise, writer: writer)
    }
}

extension ChatCustom.SeedMessage {
    /// `msg` of `like_msg`.
    static let likeSpec = ObjectSpec(
        "like_msg",
        members: [
            .required("type", .integer(IntegerRule(range: 0...Int64.max)), "1 in every example; never negative."),
            .required("likeCount", .integer(IntegerRule(range: 1...Int64.max)), "How many likes; at least 1."),
        ]
    )

    /// `msg` of `gift_msg`, which the business server sends after billing.
    static let giftSpec = ObjectSpec(
        "gift_msg",
        members: [
            .required("type", .integer(IntegerRule(range: 0...Int64.max)), "1 in every example; never negative."),
            .required("giftUrl", .text, "The gift's picture."),
            .required("giftName", .text, "The gift's name."),
            .required("giftCount", .integer(IntegerRule(range: 1...Int64.max)), "How many; at least 1."),
        ]
    )

    /// The whole message: a command, and its body read by it. A command the family does not
    /// define is a warning, `""` included: a receiver that knows only these drops the message.
    static let form = FormSpec(
        family: .chatCustom,
        version: 1,
        name: "chat.custom seed",
        markers: [CodingKeys.cmd.rawValue, CodingKeys.msg.rawValue],
        root: ObjectSpec(
            "showroom message",
            members: [
                .required(
                    CodingKeys.cmd.rawValue,
                    .string(StringRule(values: knownCommands, unknown: .interopUnknownCommand, exemptsEmpty: false)),
                    "The command, which decides how msg is read."
                ),
                .required(CodingKeys.msg.rawValue, .any, "The command's body."),
            ],
            variants: [
                Variant(
                    member: CodingKeys.msg.rawValue,
                    selectedBy: CodingKeys.cmd.rawValue,
                    cases: [
                        .init(strings: [likeCommand], .object(likeSpec)),
                        .init(strings: [giftCommand], .object(giftSpec)),
                        .init(strings: [productPopupCommand], .object(productPopupSpec)),
                    ]
                )
            ]
        ),
        dialects: [
            ChatCustom.Dialect.seed.spec(writer: "the showroom guide's iOS and Android demos")
        ],
        summary: "A like, gift or product pop-up as the live showroom guides send it.",
        sources: ["https://trtc.io/document/73425", "https://trtc.io/document/73432"]
    )
}

extension ChatCustom.TUIEnvelope {
    /// A user as TUILiveKit writes one. Every kit's receiver reads all four members as
    /// strings; Flutter writes `null` for a name, avatar or level it does not have, which the
    /// iOS receiver drops the message for. `userId` is an ID where the user is the one acting
    /// (a gift's or like's sender, a bullet screen's author); a gift's receiver may be empty.
    static func userSpec(_ name: String, userID: ValueSpec) -> ObjectSpec {
        func nullable(_ key: String, _ meaning: String) -> MemberSpec {
            .required(
                key,
                .text,
                meaning,
                nullIs: .init(
                    .interopNullValue,
                    "\(key) is null (the Flutter kit's writing); TUILiveKit's iOS receiver decodes a String here and drops the message"
                )
            )
        }
        return ObjectSpec(
            name,
            members: [
                .required("userId", userID, "The user's ID."),
                nullable("userName", "The user's name; Flutter writes null for none."),
                nullable("avatarUrl", "The user's avatar; Flutter writes null for none."),
                nullable("level", "The user's level, a string such as \"0\"; Flutter writes null for none."),
            ]
        )
    }

    /// Who acts: a gift's or like's sender, a bullet screen's author.
    static let actingUserSpec = userSpec("TUILiveKit user", userID: .id)

    static let giftSpec = ObjectSpec(
        "TUILiveKit gift",
        members: [
            .required("giftId", .text, "The gift's ID."),
            .required("giftName", .text, "Its name."),
            .required("imageUrl", .text, "Its picture."),
            .required("animationUrl", .text, "Its animation."),
            .required("price", .integer(IntegerRule(range: 0...Int64.max)), "Its price; never negative."),
            .required(
                "extInfo",
                .object(ObjectSpec("TUILiveKit gift extInfo", members: [])),
                "Extra data, an object; Flutter wrote null for a gift its list gave none.",
                nullIs: .init(
                    .interopNullValue,
                    "extInfo is null (the Flutter kit's writing until 2025-04); TUILiveKit's iOS receiver decodes an object here and drops the message"
                )
            ),
        ]
    )

    static let giftDataSpec = ObjectSpec(
        "TUIGift data",
        members: [
            .required("gift", .object(giftSpec), "The gift."),
            .required("giftCount", .integer(IntegerRule(range: 1...Int64.max)), "How many; at least 1."),
            .required("receiver", .object(userSpec("TUILiveKit receiver", userID: .text)), "Who receives it."),
            .required("sender", .object(actingUserSpec), "Who gives it."),
        ]
    )

    static let likeDataSpec = ObjectSpec(
        "TUIGift_like data",
        members: [.required("sender", .object(actingUserSpec), "Who likes.")]
    )

    static let barrageDataSpec = ObjectSpec(
        "TUIBarrage data",
        members: [
            .required("user", .object(actingUserSpec), "Who writes it."),
            .required("content", .text, "The text."),
            .optional("extInfo", .object(ObjectSpec("TUIBarrage extInfo", members: [])), "Extra data, an object."),
        ]
    )

    /// The envelope in its current form, `data` read by `businessID`. The form before
    /// TUILiveKit (``legacyDataKeys``) has its own specs, which ``V1/init(from:)`` chooses by
    /// `data`'s keys.
    static let form = FormSpec(
        family: .chatCustom,
        version: 1,
        name: "chat.custom TUILiveKit",
        markers: markerKeys,
        root: ObjectSpec(
            "TUILiveKit envelope",
            members: [
                .required(CodingKeys.version.rawValue, .text, "\"1.0\" as the kits write it."),
                .required(
                    businessIDKey,
                    .string(StringRule(values: [giftID, likeID, barrageID], exemptsEmpty: false)),
                    "What data holds."
                ),
                .required(CodingKeys.platform.rawValue, .text, "The sender's platform."),
                .required(CodingKeys.data.rawValue, .any, "The payload, read by businessID."),
            ],
            variants: [
                Variant(
                    member: CodingKeys.data.rawValue,
                    selectedBy: businessIDKey,
                    cases: [
                        .init(strings: [giftID], .object(giftDataSpec)),
                        .init(strings: [likeID], .object(likeDataSpec)),
                        .init(strings: [barrageID], .object(barrageDataSpec)),
                    ]
                )
            ]
        ),
        dialects: [
            ChatCustom.Dialect.tuilivekit.spec(writer: "TUILiveKit's iOS, Android and Flutter kits")
        ],
        summary: "A gift, like or bullet screen in TUILiveKit's envelope.",
        sources: [
            "Tencent-RTC/TUILiveKit@453b6f20d2293244a7c2a3591d7bae8bd20c7cca:iOS/Component/Gift/Sources/Model/TUIGiftWrapper.swift",
            "Tencent-RTC/TUILiveKit@ea15257029d49f5ba90075349a87f0aabc205605:iOS/Component/Gift/Sources/Model/TUILikeWrapper.swift",
            "Tencent-RTC/TUILiveKit@9b1986dbb59535dd06e65394e1113d5ed0d0af63:iOS/Component/Gift/Sources/Model/TUIGiftUser.swift",
            "Tencent-RTC/TUILiveKit@453b6f20d2293244a7c2a3591d7bae8bd20c7cca:iOS/Component/Barrage/Sources/Common/Model/TUIBarrage.swift",
            "Tencent-RTC/TUILiveKit@0d2fac8f12eab8690092450a94d88e65fd78e32b:Flutter/gift/lib/state/gift_user.dart",
        ]
    )
}

extension ChatCustom.V1 {
    /// The app's own JSON: any object, passed on as it is, with a note.
    static let applicationForm = FormSpec(
        family: .chatCustom,
        version: 1,
        name: "chat.custom application",
        markers: [],
        root: ObjectSpec("the app's own JSON", members: []),
        dialects: [
            ChatCustom.Dialect.application.spec(writer: "the app")
        ],
        summary: "An object with no key of the other forms: the app's own data.",
        sources: [],
        claimsUnmarkedObjects: true,
        note: .init(
            .wireApplicationData,
            "the message is the app's own JSON (no cmd/msg and no TUILiveKit envelope); passed on as it is"
        )
    )

    /// The shape the decoded message has: the declaration its rules are checked by.
    var shape: ChatCustom.Shape {
        switch self {
        case .seed: .seed
        case .tuiLiveKit(let envelope): envelope.isLegacy ? .legacyEnvelope : .envelope
        case .application: .application
        case .liveRoom2021: .liveRoom2021
        }
    }
}
