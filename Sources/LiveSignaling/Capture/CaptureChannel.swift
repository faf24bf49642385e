/// Where a captured message travelled, as capture envelopes name it; each channel carries
/// one family.
public enum CaptureChannel: String, CaseIterable, Hashable, Sendable {
    case zimCommand = "zim.command"
    case zimCallInvite = "zim.call-invite"
    case zimRoomAttributes = "zim.room-attributes"
    case sei
    case timGroup = "tim.group"
    case timREST = "tim.rest"
    case trtcConnect = "trtc.connect"

    public var family: WireFamily {
        switch self {
        case .zimCommand: .cohostRoomRequest
        case .zimCallInvite: .pkInvite
        case .zimRoomAttributes: .pkRoomAttributes
        case .sei: .seiDeviceState
        case .timGroup: .chatCustom
        case .timREST: .chatRESTSendGroupMsg
        case .trtcConnect: .trtcConnectOtherRoom
        }
    }

    /// Room attributes travel as a map of strings; every other payload is the bytes as sent, in a string.
    public var payloadIsObject: Bool { self == .zimRoomAttributes }
}
