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
