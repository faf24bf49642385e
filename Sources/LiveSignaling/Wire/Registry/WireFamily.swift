/// The payload families this package owns. The raw value is the stable name used by the CLI,
/// the vectors, the schemas and the C validator.
public enum WireFamily: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// ZEGO ZIM's co-hosting request envelope and its `extended_data` (``CohostRoomRequest``).
    case cohostRoomRequest = "cohost.room-request"
    /// The `extendedData` of a ZEGO ZIM call invitation for a PK battle (``PKInvite``).
    case pkInvite = "pk.invite"
    /// The ZEGO ZIM room attributes a host sets while a PK runs (``PKRoomAttributes``).
    case pkRoomAttributes = "pk.room-attributes"
    /// The camera and microphone state a ZEGO host sends in SEI, and its stream extra info
    /// (``SEIDeviceState``).
    case seiDeviceState = "sei.device-state"
    /// Tencent Chat custom group messages of a live room: likes, gifts, TUILiveKit envelopes and
    /// bullet text (``ChatCustom``).
    case chatCustom = "chat.custom"
    /// The body a business server posts to Tencent Chat's REST `send_group_msg`
    /// (``ChatREST``).
    case chatRESTSendGroupMsg = "chat.rest.send-group-msg"
    /// The parameter of TRTC's `connectOtherRoom`, `{roomId | strRoomId, userId}`
    /// (``TRTCConnectOtherRoom``).
    case trtcConnectOtherRoom = "trtc.connect-other-room"
    /// ZEGOCLOUD UIKit invitations on ZIM's call-invite channel: calls, co-hosting, seats and PK
    /// battles, classic (version 1) or advance (version 2) (``UIKitInvitation``).
    case uikitInvitation = "uikit.invitation"
    /// ZEGOCLOUD UIKit accepts, refusals and cancellations that carry an object, on ZIM's
    /// call-invite channel.
    case uikitInvitationAnswer = "uikit.invitation-answer"
    /// The app's own JSON in SEI (a showroom command, a score): noted, not a device state
    /// (``SEIApplicationData``).
    case seiApplicationData = "sei.application-data"
    /// Tencent Chat's group message callbacks to an app server, before and after send
    /// (``ChatCallback``).
    case chatCallbackGroupMessage = "chat.callback.group-message"
    /// An app server's reply to a Tencent Chat callback: allow, refuse, drop or replace.
    case chatCallbackReply = "chat.callback.reply"
    /// ZEGOCLOUD ZIM's server callbacks to an app server: call invitations and rooms
    /// (``ZIMCallback``).
    case zimCallback = "zim.callback"

    /// The family's stable name, its raw value.
    public var description: String { rawValue }

    /// The versions that were deployed, oldest first.
    public var versions: [Int] {
        // Versions declared as specs, beside those with hand-written readers.
        let declared = Set(FamilyForm.declared(self).map(\.version))
        let written: Set<Int> =
            switch self {
            case .pkRoomAttributes: [1, 2]
            case .uikitInvitation, .uikitInvitationAnswer, .seiApplicationData, .chatCallbackGroupMessage,
                .chatCallbackReply, .zimCallback:
                Set<Int>()
            default: [1]
            }
        return declared.union(written).sorted()
    }

    /// The dialects of one version: its declared forms' where every form of the version is
    /// declared; else the family's own list, which names the declared forms' dialects too
    /// (co-hosting's room and app commands beside its hand-written envelope).
    public func dialects(version: Int) -> [String] {
        let declared = FamilyForm.declared(self, version: version)
        let handWritten = FamilyForm.allCases.contains { $0.family == self && $0.version == version && $0.spec == nil }
        if !declared.isEmpty, !handWritten {
            return declared.flatMap { $0.dialects.map(\.name) }.reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
        }
        return switch self {
        case .cohostRoomRequest: CohostRoomRequest.Dialect.allCases.map(\.rawValue)
        case .pkInvite: PKInvite.Dialect.allCases.map(\.rawValue)
        case .pkRoomAttributes:
            version == 1
                ? PKRoomAttributes.Dialect.version1.map(\.rawValue)
                : PKRoomAttributes.Dialect.allCases.filter { !PKRoomAttributes.Dialect.version1.contains($0) }.map(
                    \.rawValue
                )
        case .seiDeviceState: SEIDeviceState.Dialect.allCases.map(\.rawValue)
        case .chatCustom: ChatCustom.Dialect.allCases.map(\.rawValue)
        case .chatRESTSendGroupMsg: ChatREST.Dialect.allCases.map(\.rawValue)
        case .trtcConnectOtherRoom: TRTCConnectOtherRoom.Dialect.allCases.map(\.rawValue)
        case .uikitInvitation, .uikitInvitationAnswer, .seiApplicationData, .chatCallbackGroupMessage,
            .chatCallbackReply, .zimCallback:
            [String]()
        }
    }

    /// The JSON Schema file for a version, relative to the package root.
    public func schemaPath(version: Int) -> String {
        "Schemas/\(rawValue).v\(version).schema.json"
    }

    /// One sentence for `livesig families`.
    public var summary: String {
        switch self {
        case .cohostRoomRequest:
            "ZEGO ZIM co-hosting request envelope and its extended_data (room_request_type \(CohostRoomRequest.RequestType.knownCodesText)), and audio room commands"
        case .pkInvite: "ZEGO ZIM call-invite extendedData for PK battles (type 91000–91002, names, 10000/10001)"
        case .pkRoomAttributes:
            "ZEGO ZIM room attributes announcing a PK (v1 1-v-1 keys; v2 host_user_id, request_id, pk_users)"
        case .seiDeviceState:
            "ZEGO SEI device-state heartbeat {\(SEIDeviceState.demoKeys)} and stream extra info"
        case .chatCustom: "Tencent Chat custom group messages: like/gift (cmd/msg), TUILiveKit envelopes, bullet text"
        case .chatRESTSendGroupMsg: "Tencent Chat REST send_group_msg body with MsgPriority and embedded custom Data"
        case .trtcConnectOtherRoom: "TRTC connectOtherRoom parameter {roomId | strRoomId, userId}"
        case .uikitInvitation:
            "ZEGOCLOUD UIKit invitations on ZIM call-invite: calls, co-hosting, seats, PK battles (classic v1, advance v2)"
        case .uikitInvitationAnswer:
            "ZEGOCLOUD UIKit accepts, refusals and cancellations that carry an object, on ZIM call-invite"
        case .seiApplicationData:
            "the app's own JSON in SEI (a showroom command, a score): noted, not a device state"
        case .chatCallbackGroupMessage:
            "Tencent Chat's group message callbacks to an app server (before and after send), every element"
        case .chatCallbackReply: "an app server's reply to a Tencent Chat callback (allow, refuse, drop, replace)"
        case .zimCallback: "ZEGOCLOUD ZIM's server callbacks to an app server: call invitations and rooms"
        }
    }
}
