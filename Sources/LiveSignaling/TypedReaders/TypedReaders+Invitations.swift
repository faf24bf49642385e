extension CohostRoomRequest.V1: TypedReadableRoot {
    /// The five-key envelope with `extended_data` holding `room_request_type` (and perhaps
    /// `request_id`); the Android `action_type` payload goes through Codable.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let action = CohostRoomRequest.Action(rawValue: try object.integer(MarkerKey.actionType, as: UInt.self))
        let senderID = try object.string(MarkerKey.senderID)
        let receiverID = try object.string(MarkerKey.receiverID)
        let requestID = try object.string("request_id")
        let extendedData = try object.embedded(MarkerKey.extendedData) { document throws(TypedReadMiss) in
            var root = try document.rootObject()
            return try CohostRoomRequest.ExtendedData(reading: &root)
        }
        try object.finish()
        self.init(
            unknownFields: JSONObject(),
            action: action,
            senderID: senderID,
            receiverID: receiverID,
            requestID: requestID,
            extendedData: .document(extendedData)
        )
    }
}

extension CohostRoomRequest.ExtendedData: TypedReadable {
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let requestType = CohostRoomRequest.RequestType(rawValue: try object.integer(MarkerKey.roomRequestType))
        let requestID = try object.optionalString("request_id")
        try object.finish()
        self.init(
            unknownFields: JSONObject(),
            requestType: requestType,
            requestID: requestID,
            typeKey: .roomRequestType
        )
    }
}

extension PKInvite.V1: TypedReadableRoot {
    /// The demo and document forms, with `room_id` and `user_name` present; `type` a code or
    /// a name, as its kind says (the Codable decoder's rule).
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let roomID = try object.string(MarkerKey.roomID)
        let userName = try object.string(MarkerKey.userName)
        let type: PKInvite.InviteType =
            try object.kind(of: "type") == .string ? .name(object.string("type")) : .code(object.integer("type"))
        let userID = try object.optionalString(MarkerKey.userID)
        let autoAccept = try object.optionalBool(MarkerKey.autoAccept)
        try object.finish()
        self.init(roomID: roomID, userName: userName, type: type, userID: userID, autoAccept: autoAccept)
    }
}
