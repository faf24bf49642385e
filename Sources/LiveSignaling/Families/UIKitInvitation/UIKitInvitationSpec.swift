/// `uikit.invitation`: what ZEGOCLOUD's UIKit prebuilt kits (call, live streaming, live audio
/// room; Android, iOS, Web, React Native, Flutter) put on ZIM's call-invite channel, beside the
/// best-practice demos' `pk.invite`.
///
/// Only sending an invitation wraps the kit's payload: an envelope whose `type` says what the
/// call is for and whose `data` string carries the payload for that purpose. Accepting,
/// refusing and cancelling hand ZIM the kit's own string unchanged: empty (read as pk.invite's
/// quit form), a small answer object, or for a PK battle the PK payload again (which is a
/// `pk.invite` message). Timeouts put nothing on the wire.
///
/// Sources (read at these commits):
/// - ZEGOCLOUD/zego_uikit_android@c45ee50f03eed429d0841e0e650690bfcfe12bf7
///   uikit/src/main/java/com/zegocloud/uikit/plugin/ZegoUIKitSignalingPluginImpl.java (the envelope)
/// - ZEGOCLOUD/zego_uikit_ios@e09016e83490aa6a23fa4ba9f7c0b5561096d87c
///   ZegoUIKit/Plugins/Invitation/ZegoUIKitSignalingPluginImpl.swift (adds `invitees`, `timeout`)
/// - ZEGOCLOUD/zego_uikit_prebuilt_web@02161c24993b51f9ceea89653ca72b1f9b630986
///   src/sdk/modules/tools/ZimManager.ts, InRoomInviteManager.ts
/// - ZEGOCLOUD/zego_uikit_rn@2bbe1fc2f048aec11f7a829d97bbef2d9673c102 src/signal_plugin/services/index.ts
/// - ZEGOCLOUD/zego_uikit_prebuilt_call_android@f938fc285c8a1efead5279bfd00c6a5e23b76107
///   prebuilt_call/src/main/java/com/zegocloud/uikit/prebuilt/call/core/invite/PrebuiltCallInviteExtendedData.java
/// - ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_android@4b20282fccc0ce1ad45055bfb7f06ece90c3f08a
///   prebuilt_livestreaming/src/main/java/com/zegocloud/uikit/prebuilt/livestreaming/internal/core/PKExtendedData.java
/// - ZEGOCLOUD/zego_uikit_flutter@799349a94da173fae6e80b1387b4af959f2cd9c2
///   lib/src/plugins/signaling/impl/core/invitation_protocol.dart and advance_invitation_protocol.dart
/// - ZEGOCLOUD/zego_uikit_prebuilt_call_flutter@f33aabe59f9c5d635921d5aea76a53d93326e0db
///   lib/src/invitation/internal/protocols.dart (the call payload, its answers, `v` "f1.0")
/// - ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_flutter@c8afde739d26de635f6c4c1e5dcd1c2040ff1d3b
///   lib/src/pk/core/service/protocol.dart (PK type 6; type 5's `sub_type` form until 3.0.0)
public enum UIKitInvitation {
    /// Every key the family's specs name, stated once.
    enum Key {
        static let type = "type"
        static let inviterID = "inviter_id"
        static let inviterName = "inviter_name"
        static let data = "data"
        static let invitees = "invitees"
        static let timeout = "timeout"
        static let canInvitingInCalling = "canInvitingInCalling"
        static let onlyInitiatorCanInvite = "onlyInitiatorCanInvite"
        static let endCallWhenInitiatorLeave = "endCallWhenInitiatorLeave"
        static let callID = "call_id"
        static let userID = "user_id"
        static let userName = "user_name"
        static let customData = "custom_data"
        static let inviter = "inviter"
        static let id = "id"
        static let name = "name"
        static let callName = "call_name"
        static let roomID = "room_id"
        static let reason = "reason"
        static let invitationID = "invitationID"
        static let operationType = "operation_type"
        static let invitee = "invitee"
        static let zimCallID = "callID"
        static let inviterUserID = "inviterID"
        static let camelUserID = "userID"
        static let camelUserName = "userName"
        static let version = "v"
        static let liveID = "live_id"
        static let autoAccept = "auto_accept"
        static let subType = "sub_type"
        static let code = "code"
        static let snakeInvitationID = "invitation_id"
        static let inviteeName = "invitee_name"
    }

    /// What an invitation is for: the envelope's `type`.
    public enum Purpose: Int, CaseIterable, Sendable {
        /// A voice call; `data` carries the call payload (`call_id`, `invitees`).
        case voiceCall = 0
        /// A video call; `data` carries the call payload (`call_id`, `invitees`).
        case videoCall = 1
        /// An audience member asks the host to co-host.
        case cohostRequest = 2
        /// The host invites an audience member to co-host.
        case cohostInvite = 3
        /// The host ends a co-host's turn.
        case cohostRemoval = 4
        /// A PK battle between two hosts: the native kits' payload is `pk.invite`'s (91000–91002);
        /// Flutter's live streaming kit sent its own `sub_type` payload until 3.0.0.
        case pkBattle = 5
        /// A PK battle among several hosts (Flutter's live streaming kit, advance protocol).
        case multiHostPKBattle = 6

        var meaning: String {
            switch self {
            case .voiceCall: "voice call"
            case .videoCall: "video call"
            case .cohostRequest: "co-host or seat request"
            case .cohostInvite: "co-host or seat invitation"
            case .cohostRemoval: "co-host removal"
            case .pkBattle: "PK battle"
            case .multiHostPKBattle: "multi-host PK battle"
            }
        }
    }

    // MARK: The payloads `data` carries

    /// `{"user_id":"bob","user_name":"Bob"}`: a callee. Gson, Web and React Native leave
    /// `user_name` out when it is unset (Flutter's call kit always writes it).
    static let callee = ObjectSpec(
        "uikit-callee",
        members: [
            .required(Key.userID, .id, "The callee's user ID."),
            .optional(Key.userName, .text, "The callee's name."),
        ]
    )

    /// `{"id":"alice","name":"Alice"}`: the caller, in the call payload of iOS, Web and React Native.
    static let caller = ObjectSpec(
        "uikit-caller",
        members: [
            .required(Key.id, .id, "The caller's user ID."),
            .optional(Key.name, .text, "The caller's name."),
        ]
    )

    /// A voice or video call (types 0 and 1).
    static let call = ObjectSpec(
        "uikit-call",
        members: [
            .required(Key.callID, .id, "The call's RTC room, by default call_<userID>_<milliseconds>."),
            .required(Key.invitees, .array(ArraySpec(of: .object(callee), count: 1...Int.max)), "The callees."),
            .optional(Key.customData, .text, "The app's own data for the call."),
            .optional(Key.inviter, .object(caller), "The caller (iOS since 2024-01, Web, React Native)."),
            .optional(
                Key.type,
                .integer(IntegerRule(codes: [Purpose.voiceCall, .videoCall].map(code))),
                "The envelope's type again (Web, React Native)."
            ),
            .optional(Key.timeout, .integer(IntegerRule()), "Seconds the invitation waits (React Native)."),
            .optional(Key.callName, .text, "A name for the call (React Native)."),
            .optional(Key.inviterName, .text, "The caller's name (Flutter)."),
            .optional(Key.version, .text, "The payload's version, \"f1.0\" (Flutter)."),
        ]
    )

    /// Flutter's PK steps before 3.0.0 (`ZegoPKBattleRequestSubType`).
    static let subTypeStart: Int64 = 0
    static let subTypeStop: Int64 = 1
    static let subTypes = IntegerRule(codes: [.init(subTypeStart, "start"), .init(subTypeStop, "stop")])

    /// A PK battle (type 5). The native kits send the best-practice demo's `pk.invite` payload
    /// (`room_id`, `user_name`, `type` with the codes declared there); Flutter's kit sent
    /// `live_id` and `sub_type` until 3.0.0 (its stop names no room). Each names its step one
    /// way.
    static let pkBattle = ObjectSpec(
        "uikit-pk-battle",
        members: [
            .optional(Key.roomID, .id, "The sending host's live room (native kits)."),
            .optional(Key.userName, .text, "The sending host's name (native kits)."),
            .optional(
                Key.type,
                .integer(IntegerRule(codes: PKInvite.InviteType.pkCodes)),
                "Start, end or resume (native kits)."
            ),
            .optional(Key.liveID, .id, "The sending host's live room (Flutter before 3.0.0)."),
            .optional(Key.subType, .integer(subTypes), "Start or stop (Flutter before 3.0.0)."),
            .optional(Key.customData, .text, "The app's own data for the battle."),
        ],
        exactlyOneOf: [[Key.type, Key.subType]]
    )

    /// A multi-host PK battle (type 6, Flutter): every member is required by its receiver.
    static let multiHostPKBattle = ObjectSpec(
        "uikit-multi-host-pk",
        members: [
            .required(Key.inviter, .object(caller), "The inviting host."),
            .required(Key.invitees, .array(ArraySpec(of: .id, count: 1...Int.max)), "The invited hosts' user IDs."),
            .required(Key.liveID, .id, "The inviting host's live room."),
            .required(Key.autoAccept, .boolean, "Whether the invited hosts accept without asking."),
            .required(Key.customData, .text, "The app's own data for the battle."),
        ]
    )

    // MARK: The forms

    /// What `type` makes of the payload; other types carry the app's own string.
    static func payloadVariants(_ member: String) -> Variant {
        Variant(
            member: member,
            selectedBy: Key.type,
            cases: [
                .init([Purpose.voiceCall, .videoCall].map { Int64($0.rawValue) }, .embedded(.object(call))),
                .init([Int64(Purpose.pkBattle.rawValue)], .embedded(.object(pkBattle))),
                .init([Int64(Purpose.multiHostPKBattle.rawValue)], .embedded(.object(multiHostPKBattle))),
            ]
        )
    }

    /// The classic envelope's members: every kit's invitation, and the advance one's tail.
    static let classicMembers: [MemberSpec] = [
        .required(
            Key.type,
            .integer(IntegerRule(range: 0...Int64(Int32.max))),
            "What the invitation is for: \(Purpose.allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ")); other values are the app's own."
        ),
        .optional(
            Key.inviterID,
            .id,
            "The inviter (Android, iOS since 2024-05, Flutter; Web and React Native leave it out)."
        ),
        .optional(Key.inviterName, .text, "The inviter's name (iOS may write null)."),
        .optional(
            Key.data,
            .text,
            "The payload as a string: JSON for calls and PK battles, the app's own for co-hosting, seats and its own types."
        ),
        .optional(Key.invitees, .array(ArraySpec(of: .id)), "The callees' user IDs (iOS; the advance protocol)."),
        .optional(Key.timeout, .integer(IntegerRule()), "Seconds the invitation waits (iOS)."),
        .optional(Key.canInvitingInCalling, .boolean, "Callees may invite others during the call (Web)."),
        .optional(Key.onlyInitiatorCanInvite, .boolean, "Only the caller may invite others (Web)."),
        .optional(Key.endCallWhenInitiatorLeave, .boolean, "The call ends when the caller leaves (Web)."),
    ]

    /// The classic envelope (ZIM's general mode): `{type, inviter_id, inviter_name, data}`.
    static let envelope = ObjectSpec("uikit-invitation", members: classicMembers, variants: [payloadVariants(Key.data)])

    /// The advance envelope (ZIM's advanced mode, Flutter): the caller as an object, the callees,
    /// and the payload as `custom_data`, followed by the classic keys for kits that read those
    /// (`data` is the same string again).
    static let advanceEnvelope = ObjectSpec(
        "uikit-advance-invitation",
        members: [
            .required(Key.inviter, .object(caller), "The call's initiator."),
            .required(Key.invitees, .array(ArraySpec(of: .id)), "The callees' user IDs."),
            .required(Key.customData, .text, "The payload; `data` repeats it."),
        ] + classicMembers.filter { $0.key != Key.invitees },
        variants: [payloadVariants(Key.customData), payloadVariants(Key.data)]
    )

    /// The object a callee's accept or refusal, or a caller's cancellation, carries when the
    /// kit sends one: `{"reason":"decline","invitationID":"…"}` (Android, iOS),
    /// `{"custom_data":"…","reason":"busy"}` (Web), `{"call_id":"…","operation_type":
    /// "cancel_invitation"}` (Web, React Native), `{"data":"busy"}` (Web co-hosting).
    static let answer = ObjectSpec(
        "uikit-invitation-answer",
        members: [
            .optional(
                Key.reason,
                .text,
                "Why a callee refused: \"decline\" or \"busy\" (receivers treat any other value as declined)."
            ),
            .optional(
                Key.invitationID,
                .id,
                "The ZIM call answered (Android, iOS; the iOS caller's kit needs it on a refusal)."
            ),
            .optional(Key.customData, .text, "The app's own data for the answer (Web)."),
            .optional(
                Key.callID,
                .text,
                "The call's RTC room (Web, React Native, Flutter; Flutter may leave it empty)."
            ),
            .optional(
                Key.operationType,
                .string(StringRule(values: ["cancel_invitation"])),
                "A cancellation (Web, React Native)."
            ),
            .optional(Key.invitee, .object(answeredUser), "The answering callee (React Native)."),
            .optional(
                Key.inviter,
                .object(answeredUser),
                "The caller: cancelling (React Native) or answered (Flutter's advance accept)."
            ),
            .optional(Key.zimCallID, .id, "The ZIM call answered (React Native)."),
            .optional(Key.inviterUserID, .id, "The caller refused (React Native)."),
            .optional(Key.data, .text, "\"busy\" when an audience member cannot co-host (Web)."),
            .optional(Key.snakeInvitationID, .text, "The ZIM call answered (Flutter; empty on a manual decline)."),
            .optional(Key.version, .text, "The payload's version, \"f1.0\" (Flutter)."),
            .optional(
                Key.code,
                .integer(
                    IntegerRule(codes: [.init(0, "refused or ended"), .init(1, "not hosting"), .init(2, "busy")])
                ),
                "Why a PK host refused, or 0 when it ends or quits (Flutter)."
            ),
            .optional(Key.inviterID, .id, "The host refused (Flutter)."),
            .optional(Key.inviteeName, .text, "The answering host's name (Flutter)."),
            .optional(Key.liveID, .id, "The answering host's live room (Flutter before 3.0.0)."),
            .optional(Key.subType, .integer(subTypes), "The PK step answered (Flutter before 3.0.0)."),
        ]
    )

    /// A party in an answer: `{"userID","userName"}` (React Native) or `{"id","name"}` (Flutter).
    static let answeredUser = ObjectSpec(
        "uikit-answered-user",
        members: [
            .optional(Key.camelUserID, .id, "The user's ID (React Native)."),
            .optional(Key.camelUserName, .text, "The user's name (React Native)."),
            .optional(Key.id, .id, "The user's ID (Flutter)."),
            .optional(Key.name, .text, "The user's name (Flutter)."),
        ],
        exactlyOneOf: [[Key.camelUserID, Key.id]]
    )

    static func code(_ purpose: Purpose) -> IntegerRule.Code { .init(Int64(purpose.rawValue), purpose.meaning) }
}

extension UIKitInvitation {
    /// An invitation as sent: the envelope.
    static let inviteForm = FormSpec(
        family: .uikitInvitation,
        version: 1,
        name: "uikit-invite",
        markers: [
            Key.inviterID, Key.inviterName, Key.invitees, Key.timeout, Key.canInvitingInCalling,
            Key.onlyInitiatorCanInvite, Key.endCallWhenInitiatorLeave,
        ],
        root: envelope,
        dialects: [
            DialectSpec(
                "ios",
                style: .applePretty,
                signal: .prettyPrinted,
                writer: "iOS UIKit, JSONSerialization pretty-printed, in no fixed key order"
            ),
            DialectSpec(
                "web",
                style: .compact,
                signal: .rootKey(Key.canInvitingInCalling),
                writer: "Web prebuilt call, JSON.stringify"
            ),
            DialectSpec(
                "android-flutter",
                style: .android,
                signal: .rootKey(Key.inviterID),
                writer: "Android UIKit (org.json) and Flutter's classic protocol (jsonEncode): the same keys, compact"
            ),
            DialectSpec(
                "javascript",
                style: .compact,
                signal: .otherwise,
                writer:
                    "Web co-hosting and React Native (JSON.stringify), and the Flutter and Android signaling plugins "
                    + "before they wrote inviter_id (2022-09 to 2023-05): the same compact keys, without inviter_id"
            ),
        ],
        summary: "ZEGOCLOUD UIKit invitation on the ZIM call-invite channel",
        sources: [
            "ZEGOCLOUD/zego_uikit_flutter@799349a94da173fae6e80b1387b4af959f2cd9c2:lib/src/plugins/signaling/impl/core/invitation_protocol.dart",
            "ZEGOCLOUD/zego_uikit_android@c45ee50f03eed429d0841e0e650690bfcfe12bf7:uikit/src/main/java/com/zegocloud/uikit/plugin/ZegoUIKitSignalingPluginImpl.java",
            "ZEGOCLOUD/zego_uikit_ios@e09016e83490aa6a23fa4ba9f7c0b5561096d87c:ZegoUIKit/Plugins/Invitation/ZegoUIKitSignalingPluginImpl.swift",
            "ZEGOCLOUD/zego_uikit_prebuilt_web@02161c24993b51f9ceea89653ca72b1f9b630986:src/sdk/modules/tools/ZimManager.ts",
            "ZEGOCLOUD/zego_uikit_rn@2bbe1fc2f048aec11f7a829d97bbef2d9673c102:src/signal_plugin/services/index.ts",
            "ZEGOCLOUD/zego_uikit_signaling_plugin_flutter@805702722a4a648801a8cf28fe6dead23c674654:lib/src/service/invitation_plugin_service.dart",
            "ZEGOCLOUD/zego_uikit_signaling_plugin_android@9f474a59c0734477d6d819a178e79e90e8a9a887:signaling_plugin/src/main/java/com/zegocloud/uikit/plugin/signaling/ZegoPluginInvitationService.java",
        ]
    )

    /// An accept, a refusal or a cancellation that carries an object.
    static let answerForm = FormSpec(
        family: .uikitInvitationAnswer,
        version: 1,
        name: "uikit-answer",
        // Enough to find every kit's answer (each has one of these), and no more: detection
        // gives each key it reads one bit of 64.
        markers: [
            Key.invitationID, Key.snakeInvitationID, Key.reason, Key.operationType, Key.callID, Key.customData,
            Key.data, Key.code, Key.inviteeName,
        ],
        root: answer,
        dialects: [
            DialectSpec(
                "ios",
                style: .applePretty,
                signal: .prettyPrinted,
                writer: "iOS prebuilt call, JSONSerialization pretty-printed"
            ),
            DialectSpec(
                "flutter",
                style: .flutter,
                signal: .rootKey(Key.version),
                writer: "Flutter prebuilt call, jsonEncode"
            ),
            DialectSpec(
                "compact",
                style: .compact,
                signal: .otherwise,
                writer: "Android (org.json, Gson), Web, React Native, Flutter's PK answers"
            ),
        ],
        summary: "ZEGOCLOUD UIKit answer to an invitation on the ZIM call-invite channel",
        sources: [
            "ZEGOCLOUD/zego_uikit_prebuilt_call_android@f938fc285c8a1efead5279bfd00c6a5e23b76107:prebuilt_call/src/main/java/com/zegocloud/uikit/prebuilt/call/core/invite/PrebuiltCallUtil.java",
            "ZEGOCLOUD/zego_uikit_prebuilt_web@02161c24993b51f9ceea89653ca72b1f9b630986:src/sdk/modules/tools/InRoomInviteManager.ts",
            "ZEGOCLOUD/zego_uikit_prebuilt_call_rn@ce802c0262017c0940f2160b2025a99521077d44:src/call_invitation/components/ZegoCallInvitationDialog.js",
            "ZEGOCLOUD/zego_uikit_prebuilt_call_flutter@f33aabe59f9c5d635921d5aea76a53d93326e0db:lib/src/invitation/internal/protocols.dart",
            "ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_flutter@c8afde739d26de635f6c4c1e5dcd1c2040ff1d3b:lib/src/pk/core/service/protocol.dart",
        ],
        claimsEmptyObject: true
    )

    /// An invitation in the advance protocol (Flutter, ZIM's advanced mode).
    static let advanceInviteForm = FormSpec(
        family: .uikitInvitation,
        version: 2,
        name: "uikit-advance-invite",
        markers: [Key.inviter, Key.invitees, Key.inviterID, Key.inviterName],
        root: advanceEnvelope,
        dialects: [
            DialectSpec("flutter", style: .flutter, signal: .otherwise, writer: "Flutter UIKit, jsonEncode")
        ],
        summary: "ZEGOCLOUD UIKit invitation in the advance protocol on the ZIM call-invite channel",
        sources: [
            "ZEGOCLOUD/zego_uikit_flutter@799349a94da173fae6e80b1387b4af959f2cd9c2:lib/src/plugins/signaling/impl/core/advance_invitation_protocol.dart",
            "ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_flutter@c8afde739d26de635f6c4c1e5dcd1c2040ff1d3b:lib/src/pk/core/service/protocol.dart",
        ]
    )
}
