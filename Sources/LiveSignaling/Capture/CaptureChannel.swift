/// Where a captured line travelled, as capture envelopes name it. Each message channel
/// carries one family; `sdk` carries SDK events that have no wire message (a mixer task
/// starting, a seat taken), recorded so the session checkers can follow the flows.
public enum CaptureChannel: String, CaseIterable, Hashable, Sendable {
    /// ZIM command messages: co-host room requests (``WireFamily/cohostRoomRequest``).
    case zimCommand = "zim.command"
    /// ZIM call invitations: PK invites, and UIKit invitations and their answers, told apart by their
    /// marker keys.
    case zimCallInvite = "zim.call-invite"
    /// ZIM room attributes: PK room attributes, whose payload is the attribute map itself, an object of strings.
    case zimRoomAttributes = "zim.room-attributes"
    /// SEI read from a stream: device state, or the app's own data when the object has none of the
    /// device state's marker keys.
    case sei
    /// Tencent Chat group messages: custom messages (``WireFamily/chatCustom``).
    case timGroup = "tim.group"
    /// Tencent Chat's server API: `send_group_msg` bodies an app server sends, and Tencent Chat's
    /// callbacks with the app server's replies.
    case timREST = "tim.rest"
    /// TRTC's cross-room connection: the parameter of a connect call (``WireFamily/trtcConnectOtherRoom``).
    case trtcConnect = "trtc.connect"
    /// What ZIM's servers post to an app server (``ZIMCallback``).
    case zimCallback = "zim.callback"
    /// SDK events that put nothing on the wire (a mixer task starting, a seat taken); the payload is not decoded.
    case sdk

    /// The family a payload is read as: decoding may still find another of ``families`` by its
    /// marker keys. Nil for `sdk`. (A plain switch: every captured line asks.)
    public var family: WireFamily? {
        switch self {
        case .zimCommand: .cohostRoomRequest
        case .zimCallInvite: .pkInvite
        case .zimRoomAttributes: .pkRoomAttributes
        case .sei: .seiDeviceState
        case .timGroup: .chatCustom
        case .timREST: .chatRESTSendGroupMsg
        case .trtcConnect: .trtcConnectOtherRoom
        case .zimCallback: .zimCallback
        case .sdk: nil
        }
    }

    /// The families that travel here besides ``family``, told apart from it by their marker
    /// keys (``WireFamily/admits(_:)``).
    var otherFamilies: [WireFamily] {
        switch self {
        case .zimCallInvite: [.uikitInvitation, .uikitInvitationAnswer]
        case .sei: [.seiApplicationData]
        // The server API's bodies: what an app server sends, and the callbacks it answers.
        case .timREST: [.chatCallbackGroupMessage, .chatCallbackReply]
        default: []
        }
    }

    /// Every family whose messages travel here, ``family`` first; empty for `sdk`.
    public var families: [WireFamily] { (family.map { [$0] } ?? []) + otherFamilies }

    /// Room attributes travel as a map of strings; every other payload is the bytes as sent, in a string.
    public var payloadIsObject: Bool { self == .zimRoomAttributes }

    /// The `event` names a line of this channel may carry, the first being what a line without
    /// one means; empty when the payload alone says what happened.
    public var events: [String] {
        switch self {
        case .zimCallInvite: PKBattleChecker.Action.allCases.map(\.rawValue)
        case .zimRoomAttributes: ["set", "delete"]
        case .trtcConnect: ["connect", "connected", "error", "disconnect"]
        case .sdk:
            ["mixer.start", "mixer.stop"] + SeatChecker.Action.allCases.map(\.rawValue)
                + MultiStreamChecker.Action.allCases.map(\.rawValue)
        default: []
        }
    }

    /// Whether a line with this event carries a message of the channel's family. Callbacks
    /// and SDK events carry none; their payload is a string that is not decoded.
    public func carriesMessage(event: String?) -> Bool {
        switch (self, event) {
        case (.sdk, _): false
        case (.zimCallInvite, "timeout"?): false
        case (.zimRoomAttributes, "delete"?): false
        case (.trtcConnect, let event?): event == "connect"
        default: true
        }
    }
}

extension WireFamily {
    /// The channel this family's messages travel on.
    public var channel: CaptureChannel? {
        let place = Int(caseIdentity(of: self))
        return place < Self.channels.count ? Self.channels[place] : nil
    }

    /// Whether a message read as this family may turn out to be `other`: families that share a
    /// channel are told apart by their marker keys, so naming one names the channel.
    public func admits(_ other: WireFamily) -> Bool {
        other == self || (channel != nil && other.channel == channel)
    }

    /// Read off ``CaptureChannel/families`` once, by the family's place in its declaration
    /// (``caseIdentity(of:)``): detection asks for every message, and a dictionary keyed by
    /// family hashed each time (~75 instructions a lookup, four a message).
    private static let channels: [CaptureChannel?] = allCases.map { family in
        CaptureChannel.allCases.first { $0.families.contains(family) }
    }
}
