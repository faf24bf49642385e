/// A decoded message of any family, typed.
public enum WireMessage: Hashable, Sendable {
    /// A `cohost.room-request` envelope: the co-hosting request or answer a ZEGO ZIM command message
    /// carries.
    case cohostRoomRequest(CohostRoomRequest.V1)
    /// The `extended_data` document on its own.
    case cohostExtendedData(CohostRoomRequest.ExtendedData)
    /// A `pk.invite` document: the `extendedData` of a ZIM call invitation that starts, answers or
    /// ends a PK battle.
    case pkInvite(PKInvite.V1)
    /// `callQuit`'s empty `extendedData`.
    case pkInviteQuit
    /// `pk.room-attributes` version 1: the 1-v-1 protocol's room attributes (`host`, `pk_room`,
    /// `pk_user_id`, `pk_user_name`, `pk_seq`).
    case pkRoomAttributesV1(PKRoomAttributes.V1)
    /// `pk.room-attributes` version 2 as the demo apps set it: `host_user_id`, `request_id` and
    /// `pk_users`.
    case pkRoomAttributesV2(PKRoomAttributes.V2)
    /// `pk.room-attributes` version 2 as the prebuilt UIKit sets it; the demo apps do not read
    /// these attributes.
    case pkRoomAttributesUIKit(PKRoomAttributes.UIKit)
    /// A `sei.device-state` version 1 heartbeat, `{type, sender_id, mic, cam}`, as the demos send
    /// it in SEI.
    case seiDeviceState(SEIDeviceState.V1)
    /// Stream extra info of the `sei.device-state` family, set beside the stream rather than in
    /// it: `{"cam":true,"mic":false}`.
    case seiStreamExtraInfo(SEIDeviceState.StreamExtraInfo)
    /// A `chat.custom` JSON message: a like or gift (`cmd`/`msg`), a TUILiveKit envelope, or the
    /// app's own JSON, sent as a Tencent Chat custom group message.
    case chatCustom(ChatCustom.V1)
    /// A bullet screen: plain text.
    case chatBulletText(String)
    /// A `chat.rest.send-group-msg` body: what a business server posts to Tencent Chat's
    /// `send_group_msg`.
    case chatRESTSendGroupMsg(ChatREST.SendGroupMsg)
    /// A `trtc.connect-other-room` parameter: the JSON string passed to TRTC's `connectOtherRoom`
    /// to link two anchors' rooms for a cross-room PK.
    case trtcConnectOtherRoom(TRTCConnectOtherRoom.V1)
    /// A `uikit.invitation` version 1 invitation: the envelope a ZEGOCLOUD UIKit kit sends on ZIM's
    /// call-invite channel.
    case uikitInvite(UIKitInvitation.Invite)
    /// A `uikit.invitation` version 2 invitation, in the advance protocol (Flutter, ZIM's advanced
    /// mode).
    case uikitAdvanceInvite(UIKitInvitation.Advance)
    /// A `uikit.invitation-answer`: a UIKit kit's accept, refusal or cancellation that carries an
    /// object.
    case uikitAnswer(UIKitInvitation.Answer)
    /// `sei.device-state` version 2: the Flutter UIKit's SEI envelope (a device state, a media
    /// player's progress, or the app's own data).
    case uikitSEI(SEIDeviceState.UIKit.SEI)
    /// `sei.device-state` version 2: the stream extra info every UIKit kit writes beside a
    /// published stream.
    case uikitExtraInfo(SEIDeviceState.UIKit.ExtraInfo)
    /// A `sei.application-data` object: the app's own JSON in SEI (a showroom command, a score),
    /// not a device state.
    case seiApplicationData(SEIApplicationData)
    /// A `chat.callback.group-message` body: a group message callback Tencent Chat sends an
    /// app server before or after a message is sent.
    case chatCallbackGroupMessage(ChatCallback.GroupMessage)
    /// A `chat.callback.reply`: an app server's reply to a Tencent Chat callback.
    case chatCallbackReply(ChatCallback.Reply)
    /// A `zim.callback` body: one of ZEGOCLOUD ZIM's server callbacks to an app server (call
    /// invitations and rooms).
    case zimCallback(ZIMCallback.Body)
    /// A `cohost.room-request` audio room command: a host's mute, unmute or kick-out order to
    /// one member, sent on the co-hosting requests' channel without their envelope.
    case cohostRoomCommand(CohostRoomRequest.RoomCommand)
    /// The app's own JSON on the co-hosting channel (a gift of the demos'), with none of the
    /// co-hosting keys: passed on with a note.
    case cohostAppCommand(CohostRoomRequest.AppCommand)
    /// The app's own text on the co-hosting channel (the iOS demo sends `gift`), not JSON:
    /// passed on with a note.
    case cohostAppText(String)
    /// The app's own ZIM room attributes on the PK attributes' channel (an audio room's seats),
    /// with none of the PK keys: passed on with a note.
    case pkAppAttributes(PKRoomAttributes.AppAttributes)

    /// The family the message belongs to.
    ///
    /// The `extended_data` document on its own is ``WireFamily/cohostRoomRequest``, `callQuit`'s empty form
    /// ``WireFamily/pkInvite``, a bullet text ``WireFamily/chatCustom``, and the UIKit's SEI envelope and
    /// extra info ``WireFamily/seiDeviceState``.
    public var family: WireFamily {
        switch self {
        case .cohostRoomRequest, .cohostExtendedData, .cohostRoomCommand, .cohostAppCommand, .cohostAppText:
            .cohostRoomRequest
        case .pkInvite, .pkInviteQuit: .pkInvite
        case .pkRoomAttributesV1, .pkRoomAttributesV2, .pkRoomAttributesUIKit, .pkAppAttributes: .pkRoomAttributes
        case .seiDeviceState, .seiStreamExtraInfo: .seiDeviceState
        case .chatCustom, .chatBulletText: .chatCustom
        case .chatRESTSendGroupMsg: .chatRESTSendGroupMsg
        case .trtcConnectOtherRoom: .trtcConnectOtherRoom
        case .uikitInvite, .uikitAdvanceInvite: .uikitInvitation
        case .uikitAnswer: .uikitInvitationAnswer
        case .uikitSEI, .uikitExtraInfo: .seiDeviceState
        case .seiApplicationData: .seiApplicationData
        case .chatCallbackGroupMessage: .chatCallbackGroupMessage
        case .chatCallbackReply: .chatCallbackReply
        case .zimCallback: .zimCallback
        }
    }

    /// The typed value inside, for encoders that take any `Encodable` (the bullet text is its
    /// string, `callQuit`'s empty form the empty string).
    public var typedValue: any Encodable & Sendable {
        switch self {
        case .cohostRoomRequest(let value): value
        case .cohostExtendedData(let value): value
        case .pkInvite(let value): value
        case .pkInviteQuit: ""
        case .pkRoomAttributesV1(let value): value
        case .pkRoomAttributesV2(let value): value
        case .pkRoomAttributesUIKit(let value): value
        case .seiDeviceState(let value): value
        case .seiStreamExtraInfo(let value): value
        case .chatCustom(let value): value
        case .chatBulletText(let text): text
        case .chatRESTSendGroupMsg(let value): value
        case .trtcConnectOtherRoom(let value): value
        case .uikitInvite(let value): value
        case .uikitAdvanceInvite(let value): value
        case .uikitAnswer(let value): value
        case .uikitSEI(let value): value
        case .uikitExtraInfo(let value): value
        case .seiApplicationData(let value): value
        case .chatCallbackGroupMessage(let value): value
        case .chatCallbackReply(let value): value
        case .zimCallback(let value): value
        case .cohostRoomCommand(let value): value
        case .cohostAppCommand(let value): value
        case .cohostAppText(let text): text
        case .pkAppAttributes(let value): value
        }
    }

    /// The version of its family whose form the message has.
    ///
    /// 2 for ``pkRoomAttributesV2(_:)``, ``pkRoomAttributesUIKit(_:)``, ``uikitAdvanceInvite(_:)``,
    /// ``uikitSEI(_:)`` and ``uikitExtraInfo(_:)``; 1 for every other case.
    public var version: Int {
        switch self {
        case .pkRoomAttributesV1: 1
        case .pkRoomAttributesV2, .pkRoomAttributesUIKit: 2
        case .uikitAdvanceInvite: UIKitInvitation.Advance.form.version
        case .uikitSEI, .uikitExtraInfo: SEIDeviceState.UIKit.SEI.form.version
        default: 1
        }
    }
}

/// The outcome of decoding one message: which family, version and dialect it is, the typed
/// value, and every finding.
public struct DecodedMessage: Hashable, Sendable {
    /// The family the message was read as: the one detected, among those of the named family's
    /// channel when the caller named one; nil when the message fits no family.
    public var family: WireFamily?
    /// The version of the family's form the message has; nil when no form was recognised.
    public var version: Int? = nil
    /// The name of the dialect the bytes were written in, one of
    /// ``WireFamily/dialects(version:)``; nil when none was determined.
    public var dialect: String? = nil
    /// Nil when the bytes are not JSON (or not the forced family's text form).
    public var message: WireMessage? = nil
    /// In byte order; errors, warnings and notes together.
    public var diagnostics: [Diagnostic] = []

    /// Creates an outcome holding the given family, version, dialect, message and
    /// diagnostics as they are.
    public init(family: WireFamily?, version: Int?, dialect: String?, message: WireMessage?, diagnostics: [Diagnostic])
    {
        self.family = family
        self.version = version
        self.dialect = dialect
        self.message = message
        self.diagnostics = diagnostics
    }

    /// Only the family, as decoding starts; the rest keeps its defaults. Assigning them here
    /// made the compiler build the value aside, then copy it (through the message's value
    /// witness) and destroy the original, ~230 instructions a message.
    init(startingWith family: WireFamily?) {
        self.family = family
    }

    /// A family was recognised and nothing is an error.
    public var isValid: Bool {
        guard family != nil, case .some = message else { return false }
        return diagnostics.allowsMessage
    }

    /// The diagnostics of severity `error`, in byte order.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The diagnostics of severity `warning`, in byte order.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
