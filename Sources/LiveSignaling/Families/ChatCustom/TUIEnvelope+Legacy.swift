extension ChatCustom.TUIEnvelope {
    /// The `data` the TUIGift and TUIBarrage components sent before TUILiveKit, in the same
    /// envelope (`version` "1.0", `businessID`, `platform`): flat gift fields and the sender in
    /// `extInfo` (`userID`, `nickName`, `avatarUrl`), with no `gift`, `sender` or `receiver`.
    ///
    /// Sent, per the public history of tencentyun/XiaoZhiBo and Tencent-RTC/TUILiveKit (then
    /// named TUILiveRoom):
    /// - `TUIGift` from 2021-11-15 (XiaoZhiBo@469a82b, Android/tuigift/…/TUIGiftJson.java;
    ///   XiaoZhiBo@c4126b1, iOS/TUIGift/Source/Service/TUIGiftIMService.m) until TUILiveKit
    ///   replaced the modules on 2024-04-22 (TUILiveKit@4e7c5a5 and @3876960);
    /// - `TUIGift_like` from 2022-03-04 on Android (XiaoZhiBo@fbaf3f2, `data` holds only
    ///   `extInfo`) and 2022-03-30 on iOS (XiaoZhiBo@ae63971, `message` "" as well), until the
    ///   same 2024 replacement;
    /// - `TUIBarrage` from 2021-11 until barrage became a plain text message on 2022-06-22
    ///   (iOS, XiaoZhiBo@d912592) and 2022-07-07 (Android, XiaoZhiBo@420027a).
    ///
    /// Apps on those releases are still in stores. A TUILiveKit receiver decodes `data` as
    /// `gift`/`sender`/`receiver` and drops this form, so it is valid with an
    /// `interop.legacy-form` warning. Declared as specs: their schemas and the C tables are
    /// generated from them.
    static let legacyUserSpec = ObjectSpec(
        "TUIGift 2021 extInfo",
        members: [
            .optional("userID", .text, "The sender's user ID (capital ID, unlike TUILiveKit's userId)."),
            .optional("nickName", .text, "The sender's nickname."),
            .optional("avatarUrl", .text, "The sender's avatar (Android's Gson leaves it out when unset)."),
        ]
    )

    static let legacyGiftSpec = ObjectSpec(
        "TUIGift 2021 data",
        members: [
            .required("giftId", .id, "The gift (the iOS receiver drops a gift whose giftId is empty)."),
            .required("lottieUrl", .text, "Its animation."),
            .required("imageUrl", .text, "Its picture."),
            .required("message", .text, "What the sender says with it."),
            .required("extInfo", .object(legacyUserSpec), "The sender."),
        ]
    )

    static let legacyLikeSpec = ObjectSpec(
        "TUIGift_like 2022 data",
        members: [
            .optional("message", .text, "Empty; iOS writes it, Android does not."),
            .required("extInfo", .object(legacyUserSpec), "The sender."),
        ]
    )

    static let legacyBarrageSpec = ObjectSpec(
        "TUIBarrage 2021 data",
        members: [
            .required("message", .text, "The bullet-screen text."),
            .required("extInfo", .object(legacyUserSpec), "The sender."),
        ]
    )

    /// Keys of the earlier form's `data`, and of TUILiveKit's: `data` is the earlier form when
    /// it has one of the first and none of the second (an empty `data` is read as TUILiveKit's,
    /// which reports what it lacks). Read off the specs: every key the earlier specs declare.
    public static let legacyDataKeys = distinctKeys(of: legacyData.map(\.spec))
    /// Keys of TUILiveKit's `data` (gift, like and barrage together): `data` holding any of them is
    /// read as TUILiveKit's, never as the earlier form. Read off the specs: every key TUILiveKit's
    /// specs declare that the earlier ones do not (a barrage's `extInfo` is in both).
    public static let currentDataKeys = distinctKeys(of: [giftDataSpec, likeDataSpec, barrageDataSpec]).filter {
        !legacyDataKeys.contains($0)
    }

    /// The members' keys of `specs`, each once, in declaration order.
    private static func distinctKeys(of specs: [ObjectSpec]) -> [String] {
        var keys: [String] = []
        for key in specs.flatMap({ $0.members.map(\.key) }) where !keys.contains(key) { keys.append(key) }
        return keys
    }

    /// Whether an envelope is the earlier form, as ``ChatCustom/Shape/legacyRefinement``
    /// declares it: its `businessID` is one that form had, and its `data` has that form's keys.
    static func isLegacy(businessID: String?, dataHasKey: (String) -> Bool) -> Bool {
        typealias Shape = ChatCustom.Shape
        let refined = Shape.legacyRefinement.refined(
            Shape.envelope.rawValue,
            rootString: { _ in businessID },
            memberHasKey: { _, key in dataHasKey(key) }
        )
        return refined == Shape.legacyEnvelope.rawValue
    }

    /// The envelope with the earlier form's `data`, read by `businessID`: valid, with the
    /// warning that a TUILiveKit receiver drops it. Its members are the current envelope's.
    static let legacyForm = FormSpec(
        family: .chatCustom,
        version: 1,
        name: "chat.custom TUIGift 2021",
        markers: markerKeys,
        root: ObjectSpec(
            "TUIGift 2021 envelope",
            members: form.root.members,
            variants: [
                Variant(
                    member: CodingKeys.data.rawValue,
                    selectedBy: businessIDKey,
                    cases: legacyData.map {
                        id,
                        spec in
                        .init(
                            strings: [id],
                            .object(spec),
                            finding: .init(
                                .interopLegacyForm,
                                "\(id) data in the form of the components before TUILiveKit (2021–2024: extInfo, no gift/sender/receiver); a TUILiveKit receiver drops it"
                            )
                        )
                    }
                )
            ]
        ),
        dialects: [
            ChatCustom.Dialect.tuigift2021.spec(
                writer: "the TUIGift and TUIBarrage components (Android's Gson, iOS), 2021–2024"
            )
        ],
        summary: "A gift, like or bullet screen as the components before TUILiveKit sent it.",
        sources: [
            "tencentyun/XiaoZhiBo@469a82bb4c0279b93a7c6222539c55506ae437fc:Android/tuigift/src/main/java/com/tencent/qcloud/tuikit/tuigift/model/TUIGiftJson.java",
            "tencentyun/XiaoZhiBo@c4126b1c26975dd9ba200509ea59e87d7e2631f3:iOS/TUIGift/Source/Service/TUIGiftIMService.m",
            "tencentyun/XiaoZhiBo@c4126b1c26975dd9ba200509ea59e87d7e2631f3:iOS/TUIBarrage/Source/Service/TUIBarrageIMService.m",
        ]
    )

    /// Each business ID the components had, with the spec of its `data`.
    static let legacyData: [(businessID: String, spec: ObjectSpec)] = [
        (giftID, legacyGiftSpec), (likeID, legacyLikeSpec), (barrageID, legacyBarrageSpec),
    ]

    /// The earlier form's `data` spec for a business ID; nil for an ID it did not have.
    static func legacySpec(for businessID: String) -> ObjectSpec? {
        legacyData.first { $0.businessID == businessID }?.spec
    }

    /// Whether the envelope holds the earlier form.
    public var isLegacy: Bool {
        if case .legacy = data { true } else { false }
    }
}
