/// The keys that point detection to a form (``FamilyForm/markers``), each named once with
/// the forms it marks. The typed readers take a root's marker keys by these constants, so a
/// key a streamed read took is known to be a marker by the bits it carries
/// (``FamilyForm/plainlyChosen(takenKeys:)``); a reader that spelled one as a literal would
/// only make that check give up, never err.
enum MarkerKey {
    static let actionType = ReaderKey("action_type", marking: .cohostEnvelope)
    static let senderID = ReaderKey("sender_id", marking: .cohostEnvelope, .seiDeviceState)
    static let receiverID = ReaderKey("receiver_id", marking: .cohostEnvelope)
    static let extendedData = ReaderKey("extended_data", marking: .cohostEnvelope)
    static let roomRequestType = ReaderKey("room_request_type", marking: .cohostPayload)

    static let roomID = ReaderKey("room_id", marking: .pkInvite)
    static let userName = ReaderKey("user_name", marking: .pkInvite)
    static let userID = ReaderKey("user_id", marking: .pkInvite)
    static let autoAccept = ReaderKey("auto_accept", marking: .pkInvite)

    static let hostUserID = ReaderKey("host_user_id", marking: .pkAttributesV2)
    static let pkUsers = ReaderKey("pk_users", marking: .pkAttributesV2, .pkAttributesUIKit)
    static let host = ReaderKey("host", marking: .pkAttributesV1, .pkAttributesUIKit)
    static let pkRoom = ReaderKey("pk_room", marking: .pkAttributesV1)
    static let pkUserID = ReaderKey("pk_user_id", marking: .pkAttributesV1)
    static let pkUserName = ReaderKey("pk_user_name", marking: .pkAttributesV1)
    static let pkSeq = ReaderKey("pk_seq", marking: .pkAttributesV1)
    static let rID = ReaderKey("r_id", marking: .pkAttributesUIKit)

    static let senderIDCamel = ReaderKey("senderID", marking: .seiDeviceState)
    static let mic = ReaderKey("mic", marking: .seiDeviceState)
    static let cam = ReaderKey("cam", marking: .seiDeviceState)

    static let cmd = ReaderKey("cmd", marking: .chatCustom)
    static let msg = ReaderKey("msg", marking: .chatCustom)
    static let businessID = ReaderKey("businessID", marking: .chatCustom)
    static let platform = ReaderKey("platform", marking: .chatCustom)
    static let version = ReaderKey("version", marking: .chatCustom)
    // A UIKit answer lists it too.
    static let data = ReaderKey("data", marking: .chatCustom, .uikitAnswer)

    // A callback body shares these with the REST body; a callback reply, the message's two.
    static let groupID = ReaderKey("GroupId", marking: .chatREST, .chatCallbackGroupMessage)
    static let msgBody = ReaderKey("MsgBody", marking: .chatREST, .chatCallbackGroupMessage, .chatCallbackReply)
    static let msgPriority = ReaderKey("MsgPriority", marking: .chatREST)
    static let random = ReaderKey("Random", marking: .chatREST, .chatCallbackGroupMessage)
    static let fromAccount = ReaderKey("From_Account", marking: .chatREST, .chatCallbackGroupMessage)
    static let onlineOnlyFlag = ReaderKey("OnlineOnlyFlag", marking: .chatREST, .chatCallbackGroupMessage)
    static let cloudCustomData = ReaderKey(
        "CloudCustomData",
        marking: .chatREST,
        .chatCallbackGroupMessage,
        .chatCallbackReply
    )

    static let trtcRoomID = ReaderKey("roomId", marking: .trtcConnect)
    static let trtcStringRoomID = ReaderKey("strRoomId", marking: .trtcConnect)
    static let trtcUserID = ReaderKey("userId", marking: .trtcConnect)
}
