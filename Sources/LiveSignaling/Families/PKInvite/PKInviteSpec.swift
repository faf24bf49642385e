/// `pk.invite` version 1 declared: the `extendedData` the demos, the PK battle guide and the
/// call-invitation demo put in a ZIM call invitation. Every reader of the form (the walker, the
/// streamed check, the schema, the C tables, the protocol page) takes its rules from here; the
/// typed value in `PKInviteV1.swift` keeps only its fields, and its Codable conformance asks
/// this declaration which keys a `type` requires.
extension PKInvite {
    private typealias Key = V1.CodingKeys

    /// The call-invitation demo's codes: its form names the call and nothing else.
    static var callCodes: [Int64] { InviteType.codes(InviteType.callTypes).map(Int64.init) }

    /// The codes `type` may hold, with what each asks: the PK codes, then the call codes.
    private static var typeCodes: [IntegerRule.Code] {
        InviteType.pkCodes + zip(callCodes, ["a video call", "a voice call"]).map { IntegerRule.Code($0, $1) }
    }

    /// The UIKit live-streaming kits' reasons for refusing a battle, in the order of their
    /// `ZegoLiveStreamingPKBattleRejectCode` (Android and iOS), which they send as its ordinal.
    private static let rejectCodes: [IntegerRule.Code] = zip(
        Int64(0)...,
        ["refused", "not hosting", "in a battle", "not live", "already inviting", "already invited"]
    ).map { IntegerRule.Code($0, $1) }

    /// The sender's room and name: every PK form names them, the call-type form need not.
    private static let senderMembers: [MemberSpec] = [
        .optional(Key.roomID.rawValue, .id, "The sender's room, so the other host can play its stream."),
        .optional(Key.userName.rawValue, .text, "The sender's display name."),
    ]

    /// `{"room_id":"r1","user_name":"Alice","type":91000,"user_id":"u1","auto_accept":false}`,
    /// `type` a name in the guide's form, or `{"type":10000}` alone from the call demo.
    static let form = FormSpec(
        family: .pkInvite,
        version: 1,
        name: "pk invite",
        markers: FamilyForm.pkInvite.markers,
        root: ObjectSpec(
            "PK invitation extendedData",
            members: [
                senderMembers[0], senderMembers[1],
                .required(
                    Key.type.rawValue,
                    .codeOrName(
                        IntegerRule(codes: typeCodes),
                        // `""` names nothing a receiver acts on: held to the list like any name.
                        StringRule(values: InviteType.names(InviteType.nameTypes), exemptsEmpty: false)
                    ),
                    "What the invitation asks: a code in the demos, a name in the PK battle guide."
                ),
                .optional(Key.userID.rawValue, .id, "Only on the invite; accept, reject and end omit it."),
                .optional(
                    Key.autoAccept.rawValue,
                    .boolean,
                    "True when a server matched the hosts (startPKBattle), false for a host's own invite."
                ),
                .optional(Key.customData.rawValue, .text, "The app's own data (the UIKit live-streaming kits)."),
                .optional(
                    Key.reason.rawValue,
                    .integer(IntegerRule(codes: rejectCodes)),
                    "Why a UIKit host refused; the kits' reject carries it, the demos' does not."
                ),
                .optional(
                    Key.invitationID.rawValue,
                    .id,
                    "The ZIM call a UIKit answer answers: the kits' accept, reject and cancel add it to the invitation's data."
                ),
            ],
            // A call code leaves the sender's room and name optional; any other `type` (a PK
            // code, a name, an unknown or missing one) needs both, so a receiver can play the
            // stream. Neither case changes what the member holds (`nil`), only whether it must be there.
            variants: senderMembers.map { member in
                Variant(
                    member: member.key,
                    selectedBy: Key.type.rawValue,
                    cases: [.init(callCodes, nil), .otherwise(nil, required: true)]
                )
            }
        ),
        dialects: [
            Dialect.uikit.spec(
                signal: .rootKey(Key.invitationID.rawValue),
                writer: "the UIKit live-streaming kits' answers (Android, iOS)"
            ),
            Dialect.document.spec(signal: .rootString(Key.type.rawValue), writer: "the PK battle guide"),
            Dialect.callType.spec(
                signal: .rootCode(Key.type.rawValue, in: callCodes, without: Key.roomID.rawValue),
                writer: "the call-invitation demo"
            ),
            Dialect.demo.spec(signal: .otherwise, writer: "the best-practice demos (iOS, Android, Flutter)"),
        ],
        summary: "The extendedData of a ZIM call invitation that starts, answers or ends a PK battle",
        sources: [
            "https://www.zegocloud.com/docs/live-streaming/implement-pk-battles",
            "https://zegocloud.com/docs/zim-server/call-invitation/send-a-call-invitation",
            "ZEGOCLOUD/zegocloud_sdk_demo_ios@2aac27ae8fc92f958f66a0af5a650b5efbf676b4:best_practice/ZegoCloudSDKDemo/Internal/Business/PK/PKDefines.swift",
            "ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_ios@a168ff1b40242de1582c2be7f3006cbae4f3f5aa:ZegoUIKitPrebuiltLiveStreaming/Internal/PKService.swift",
            "ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_ios@a168ff1b40242de1582c2be7f3006cbae4f3f5aa:ZegoUIKitPrebuiltLiveStreaming/ZegoLiveStreamDefine.swift",
            "ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_android@4b20282fccc0ce1ad45055bfb7f06ece90c3f08a:prebuilt_livestreaming/src/main/java/com/zegocloud/uikit/prebuilt/livestreaming/internal/core/PKService.java",
        ],
        claimsUnmarkedWithKey: Key.type.rawValue,
        sizeLimit: extendedDataLimit,
        disagreements: [
            "The demos number `type` (91000 to start); the PK battle guide names it (`\"start_pkbattles\"`), which the iOS demo's `as! Int` cannot read.",
            "The best-practice demos send and act on 91000 only (a battle ends when its hosts quit); the UIKit live-streaming kits also end a battle with 91001 and resume one with 91002, each sent in a new invitation and accepted by the other host.",
            "`callQuit` sends an empty `extendedData`, which is no JSON: the `quit` dialect, read only when the family is named.",
        ]
    )
}

extension PKInvite.Dialect: DeclaredDialect {}
