/// A decoded message of any family, typed.
public enum WireMessage: Hashable, Sendable {
    case cohostRoomRequest(CohostRoomRequest.V1)
    /// The `extended_data` document on its own.
    case cohostExtendedData(CohostRoomRequest.ExtendedData)
    case pkInvite(PKInvite.V1)
    /// `callQuit`'s empty `extendedData`.
    case pkInviteQuit
    case pkRoomAttributesV1(PKRoomAttributes.V1)
    case pkRoomAttributesV2(PKRoomAttributes.V2)
    case pkRoomAttributesUIKit(PKRoomAttributes.UIKit)
    case seiDeviceState(SEIDeviceState.V1)
    case seiStreamExtraInfo(SEIDeviceState.StreamExtraInfo)
    case chatCustom(ChatCustom.V1)
    /// A bullet screen: plain text.
    case chatBulletText(String)
    case chatRESTSendGroupMsg(ChatREST.SendGroupMsg)
    case trtcConnectOtherRoom(TRTCConnectOtherRoom.V1)
    case uikitInvite(UIKitInvitation.Invite)
    case uikitAdvanceInvite(UIKitInvitation.Advance)
    case uikitAnswer(UIKitInvitation.Answer)
    case uikitSEI(SEIDeviceState.UIKit.SEI)
    case uikitExtraInfo(SEIDeviceState.UIKit.ExtraInfo)
    case seiApplicationData(SEIApplicationData)
    case chatCallbackGroupMessage(ChatCallback.GroupMessage)
    case chatCallbackReply(ChatCallback.Reply)
    case zimCallback(ZIMCallback.Body)

    public var family: WireFamily {
        switch self {
        case .cohostRoomRequest, .cohostExtendedData: .cohostRoomRequest
        case .pkInvite, .pkInviteQuit: .pkInvite
        case .pkRoomAttributesV1, .pkRoomAttributesV2, .pkRoomAttributesUIKit: .pkRoomAttributes
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
        }
    }

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
    public var family: WireFamily?
    public var version: Int? = nil
    public var dialect: String? = nil
    /// Nil when the bytes are not JSON (or not the forced family's text form).
    public var message: WireMessage? = nil
    /// In byte order; errors, warnings and notes together.
    public var diagnostics: [Diagnostic] = []

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

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
