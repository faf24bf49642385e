/// The keys that point detection to a form (``FamilyForm/markers``), each named once. The
/// typed readers take a root's marker keys by these names, so a key a streamed read took
/// is known to be a marker by the address of its name alone
/// (``FamilyForm/plainlyChosen(_:takenKeys:)``); a reader that spelled one as a fresh
/// literal would only make that check give up, never err.
enum MarkerKey {
    static let actionType: StaticString = "action_type"
    static let senderID: StaticString = "sender_id"
    static let receiverID: StaticString = "receiver_id"
    static let extendedData: StaticString = "extended_data"
    static let roomRequestType: StaticString = "room_request_type"

    static let roomID: StaticString = "room_id"
    static let userName: StaticString = "user_name"
    static let userID: StaticString = "user_id"
    static let autoAccept: StaticString = "auto_accept"

    static let hostUserID: StaticString = "host_user_id"
    static let pkUsers: StaticString = "pk_users"
    static let host: StaticString = "host"
    static let pkRoom: StaticString = "pk_room"
    static let pkUserID: StaticString = "pk_user_id"
    static let pkUserName: StaticString = "pk_user_name"
    static let pkSeq: StaticString = "pk_seq"
    static let rID: StaticString = "r_id"

    static let senderIDCamel: StaticString = "senderID"
    static let mic: StaticString = "mic"
    static let cam: StaticString = "cam"

    static let cmd: StaticString = "cmd"
    static let msg: StaticString = "msg"
    static let businessID: StaticString = "businessID"
    static let platform: StaticString = "platform"
    static let version: StaticString = "version"
    static let data: StaticString = "data"

    static let groupID: StaticString = "GroupId"
    static let msgBody: StaticString = "MsgBody"
    static let msgPriority: StaticString = "MsgPriority"
    static let random: StaticString = "Random"
    static let fromAccount: StaticString = "From_Account"
    static let onlineOnlyFlag: StaticString = "OnlineOnlyFlag"
    static let cloudCustomData: StaticString = "CloudCustomData"

    static let trtcRoomID: StaticString = "roomId"
    static let trtcStringRoomID: StaticString = "strRoomId"
    static let trtcUserID: StaticString = "userId"
}
