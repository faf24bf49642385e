/// `zim.callback`: what ZEGOCLOUD's ZIM servers post to an app server when a call invitation
/// or a room changes, as the "Server callbacks" pages of the ZIM server API define it.
///
/// Every body carries `appid`, `event`, `nonce`, `signature` (to check with the callback
/// secret) and `timestamp`; `event` names the callback and decides which other members it
/// must carry. The pages give each member's type and a sample body:
/// - call invitations: https://www.zegocloud.com/docs/zim-server/callbacks/call-invitation-sent
///   (`call_create`), …/call-invitation-canceled (`call_cancel`), …/call-invitation-accepted
///   (`call_accept`), …/call-invitation-rejected (`call_reject`), …/call-invitation-timed-out
///   (`call_timeout`) and …/call-invitation-during-a-call (`call_invite`);
/// - rooms: …/callbacks/room/room-created (`room_create`, with the room's initial
///   attributes), …/room/room-entered, …/room/room-left and …/room/room-destroyed.
///
/// Where the pages disagree with themselves is listed in the form's `disagreements`, and the
/// vectors record each. ZIM has callbacks beyond these (messages, users, groups): their events
/// are warnings here, not errors, so a server that checks every callback keeps working.
public enum ZIMCallback {
    /// Every key the family's spec names, stated once.
    enum Key {
        static let appID = "appid"
        static let event = "event"
        static let nonce = "nonce"
        static let signature = "signature"
        static let timestamp = "timestamp"
        static let callID = "call_id"
        static let userIDs = "user_ids"
        static let userID = "user_id"
        static let caller = "caller"
        static let createTime = "create_time"
        static let timeout = "timeout"
        static let payload = "payload"
        static let reason = "reason"
        static let extendData = "extend_data"
        static let inviter = "inviter"
        static let inviteTime = "invite_time"
        static let roomID = "room_id"
        static let roomName = "room_name"
        static let operatorAccount = "operator_account"
        static let attributes = "attributes"
        static let newUserIDs = "new_user_ids"
        static let exitType = "exit_type"
        static let exitUserIDs = "exit_user_ids"
    }

    /// The call invitation events, in the order of the pages.
    public enum CallEvent: String, CaseIterable, Sendable {
        /// `call_create`: a call invitation was sent.
        case create = "call_create"
        /// `call_cancel`: the caller cancelled an invitation; `reason` says why.
        case cancel = "call_cancel"
        /// `call_accept`: an invitee accepted.
        case accept = "call_accept"
        /// `call_reject`: an invitee rejected.
        case reject = "call_reject"
        /// `call_timeout`: invitees did not answer in time.
        case timeout = "call_timeout"
        /// `call_invite`: more users were invited into a call in progress.
        case invite = "call_invite"
    }

    /// The room events.
    public enum RoomEvent: String, CaseIterable, Sendable {
        /// `room_create`: a room was created, with its initial attributes.
        case create = "room_create"
        /// `room_enter`: users entered a room.
        case enter = "room_enter"
        /// `room_exit`: users left a room or were removed from it (`exit_type`).
        case exit = "room_exit"
        /// `room_destroy`: a room was destroyed; `user_ids` lists its members.
        case destroy = "room_destroy"
    }

    /// The members every callback carries, whatever its event: without them a body is not a
    /// ZIM callback at all (a server cannot check its signature).
    public static var envelopeKeys: [String] { body.members.filter(\.isRequired).map(\.key) }

    /// The members the pages type as strings but suggest converting to integers: an integer
    /// there is `wire.type`, yet ``Body/appID`` and ``Body/nonce`` read it as written, so a
    /// server can still check the signature.
    public static let integerTolerantKeys = [Key.appID, Key.nonce]

    static let callEvents = CallEvent.allCases.map(\.rawValue)
    static let roomEvents = RoomEvent.allCases.map(\.rawValue)

    static let userList = ValueSpec.array(ArraySpec(of: .id))
    static let time = ValueSpec.integer(IntegerRule(range: 0...Int64.max))
    static let cancelReason = ValueSpec.string(StringRule(nonEmpty: true, values: ["caller_cancel", "timeout_cancel"]))
    static let exitKind = ValueSpec.string(StringRule(nonEmpty: true, values: ["Quit", "Kickout"]))

    /// One of a room's attributes as `room_create` lists them.
    static let attribute = ObjectSpec(
        "ZIM room attribute",
        members: [
            .required("key", .id, "The attribute's key."),
            .required("value", .text, "Its value, as the app set it."),
            .optional(
                "auto_delete",
                .integer(IntegerRule(codes: [.init(0, "kept"), .init(1, "deleted when its setter leaves")])),
                "Whether the attribute goes when the user who set it leaves the room."
            ),
        ]
    )

    /// Members an event requires: the variant that makes `key` required when `event` is one
    /// of `events`.
    private static func required(_ key: String, _ spec: ValueSpec, when events: [String]) -> Variant {
        Variant(member: key, selectedBy: Key.event, cases: [.init(strings: events, spec, required: true)])
    }

    static let body = ObjectSpec(
        "ZIM server callback",
        members: [
            .required(Key.appID, .id, "The app's ID, as a string."),
            .required(
                Key.event,
                .string(StringRule(nonEmpty: true, values: callEvents + roomEvents, unknown: .interopUnknownCommand)),
                "Which callback this is; it decides the members below."
            ),
            .required(Key.nonce, .id, "A random number, as a string, for the signature."),
            .required(Key.signature, .id, "SHA-1 of the callback secret, timestamp and nonce, sorted and joined."),
            .required(
                Key.timestamp,
                time,
                "When the callback was sent: Unix time in seconds (the room pages' tables say milliseconds)."
            ),
            .optional(Key.callID, .id, "The call invitation (call events)."),
            .optional(Key.caller, .id, "Who sent the invitation (call_create)."),
            .optional(Key.inviter, .id, "Who invited more users into the call (call_invite)."),
            .optional(
                Key.userIDs,
                userList,
                "The invitees (call_create, call_invite), those left (cancel, timeout), or the room's members (room_destroy)."
            ),
            .optional(Key.userID, .id, "Who answered (call_accept, call_reject)."),
            .optional(Key.createTime, time, "When the invitation was sent (call_create)."),
            .optional(Key.inviteTime, time, "When the users were invited, in milliseconds (call_invite)."),
            .optional(Key.timeout, time, "How long invitees have to answer, in seconds (call_create)."),
            .optional(
                Key.payload,
                .text,
                "The inviter's extended data, as sent (call_create, call_cancel): the app's own, or a kit's invitation."
            ),
            .optional(Key.reason, cancelReason, "Why the invitation was cancelled (call_cancel)."),
            .optional(Key.extendData, .text, "The answer's extended data, as sent (call_accept, call_reject)."),
            .optional(Key.roomID, .id, "The room (room events)."),
            .optional(Key.roomName, .text, "The room's name (room_create)."),
            .optional(Key.operatorAccount, .id, "The user whose action it was (room events)."),
            .optional(
                Key.attributes,
                .array(ArraySpec(of: .object(attribute))),
                "The room's attributes when it was created (room_create)."
            ),
            .optional(Key.newUserIDs, userList, "Who entered (room_enter, on some versions of the page)."),
            .optional(Key.exitType, exitKind, "Whether the users left or were removed (room_exit)."),
            .optional(Key.exitUserIDs, userList, "Who left (room_exit)."),
        ],
        variants: [
            required(Key.callID, .id, when: callEvents),
            required(Key.caller, .id, when: [CallEvent.create.rawValue]),
            required(Key.inviter, .id, when: [CallEvent.invite.rawValue]),
            required(
                Key.userIDs,
                userList,
                when: [CallEvent.create, .cancel, .timeout, .invite].map(\.rawValue) + [RoomEvent.destroy.rawValue]
            ),
            required(Key.userID, .id, when: [CallEvent.accept, .reject].map(\.rawValue)),
            required(Key.createTime, time, when: [CallEvent.create.rawValue]),
            required(Key.inviteTime, time, when: [CallEvent.invite.rawValue]),
            required(Key.timeout, time, when: [CallEvent.create.rawValue]),
            required(Key.reason, cancelReason, when: [CallEvent.cancel.rawValue]),
            required(Key.roomID, .id, when: roomEvents),
            required(Key.operatorAccount, .id, when: roomEvents),
            required(Key.exitType, exitKind, when: [RoomEvent.exit.rawValue]),
            required(Key.exitUserIDs, userList, when: [RoomEvent.exit.rawValue]),
        ]
    )

    /// A ZIM server callback's body, as ZIM posts it.
    public static let form = FormSpec(
        family: .zimCallback,
        version: 1,
        name: "zim-callback",
        // The keys every body carries: together they outweigh the few a body shares with a
        // PK invite (room_id) or a co-host request.
        markers: [Key.appID, Key.event, Key.nonce, Key.signature, Key.timestamp, Key.callID],
        root: body,
        dialects: [DialectSpec("zim-server", style: .compact, signal: .otherwise, writer: "ZEGOCLOUD's ZIM servers")],
        summary: "ZEGOCLOUD ZIM's server callbacks to an app server: call invitations and rooms",
        sources: [
            "https://www.zegocloud.com/docs/zim-server/callbacks/call-invitation-sent",
            "https://www.zegocloud.com/docs/zim-server/callbacks/call-invitation-canceled",
            "https://www.zegocloud.com/docs/zim-server/callbacks/call-invitation-accepted",
            "https://www.zegocloud.com/docs/zim-server/callbacks/call-invitation-rejected",
            "https://www.zegocloud.com/docs/zim-server/callbacks/call-invitation-timed-out",
            "https://www.zegocloud.com/docs/zim-server/callbacks/call-invitation-during-a-call",
            "https://www.zegocloud.com/docs/zim-server/callbacks/room/room-created",
            "https://www.zegocloud.com/docs/zim-server/callbacks/room/room-entered",
            "https://www.zegocloud.com/docs/zim-server/callbacks/room/room-left",
            "https://www.zegocloud.com/docs/zim-server/callbacks/room/room-destroyed",
            "https://www.zegocloud.com/docs/zim-server/callbacks/authenticating-server-to-server-callbacks",
        ],
        disagreements: [
            "The English call-invitation-canceled page's table names its event call_create; its sample and the "
                + "Chinese page say call_cancel, which this family reads.",
            "Two samples are not JSON: call_cancel's has a trailing comma after payload, room_create's lacks two "
                + "commas. Vectors keep each as printed (json.syntax) and repaired.",
            "The tables type appid and nonce as strings and suggest converting them to integers: a number there "
                + "is wire.type (livesig-serve still signs and follows such a callback, and reports it).",
            "The room pages' tables give timestamp in milliseconds while their samples show seconds: both are "
                + "integers here; livesig-serve reads a value past 10^11 as milliseconds for its time window.",
        ]
    )
}
