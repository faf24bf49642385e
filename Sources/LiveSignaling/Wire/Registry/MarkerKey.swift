/// The keys that point detection to the forms written by hand (``FamilyForm/markerKeys``),
/// each named once: the forms list them, and their Codable keys are made from them.
enum MarkerKey {
    static let actionType = DeclaredKey("action_type")
    static let senderID = DeclaredKey("sender_id")
    static let receiverID = DeclaredKey("receiver_id")
    static let extendedData = DeclaredKey("extended_data")
    static let roomRequestType = DeclaredKey("room_request_type")

    static let roomID = DeclaredKey("room_id")
    static let userName = DeclaredKey("user_name")
    static let userID = DeclaredKey("user_id")
    static let autoAccept = DeclaredKey("auto_accept")

    static let hostUserID = DeclaredKey("host_user_id")
    static let pkUsers = DeclaredKey("pk_users")
    static let host = DeclaredKey("host")
    static let pkRoom = DeclaredKey("pk_room")
    static let pkUserID = DeclaredKey("pk_user_id")
    static let pkUserName = DeclaredKey("pk_user_name")
    static let pkSeq = DeclaredKey("pk_seq")
    static let rID = DeclaredKey("r_id")

    static let senderIDCamel = DeclaredKey("senderID")
    static let mic = DeclaredKey("mic")
    static let cam = DeclaredKey("cam")

    static let cmd = DeclaredKey("cmd")
    static let msg = DeclaredKey("msg")
    static let businessID = DeclaredKey("businessID")
    static let platform = DeclaredKey("platform")
    static let version = DeclaredKey("version")
    // A UIKit answer lists it too.
    static let data = DeclaredKey("data")

    // A callback body shares these with the REST body; a callback reply, the message's two.
    static let groupID = DeclaredKey("GroupId")
    static let msgBody = DeclaredKey("MsgBody")
    static let msgPriority = DeclaredKey("MsgPriority")
    static let random = DeclaredKey("Random")
    static let fromAccount = DeclaredKey("From_Account")
    static let onlineOnlyFlag = DeclaredKey("OnlineOnlyFlag")
    static let cloudCustomData = DeclaredKey("CloudCustomData")

    static let trtcRoomID = DeclaredKey("roomId")
    static let trtcStringRoomID = DeclaredKey("strRoomId")
    static let trtcUserID = DeclaredKey("userId")
}
