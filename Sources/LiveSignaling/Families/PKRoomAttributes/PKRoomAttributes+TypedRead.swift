extension PKRoomAttributes.V2: TypedReadableRoot {
    /// `host_user_id`, `request_id` and `pk_users`, a JSON array of users inside the string.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let hostUserID = try object.string(MarkerKey.hostUserID)
        let requestID = try object.string("request_id")
        let users = try object.embedded(MarkerKey.pkUsers) { document throws(TypedReadMiss) in
            var users: [PKRoomAttributes.PKUser] = []
            try document.forEachRootObject { user throws(TypedReadMiss) in
                users.append(try PKRoomAttributes.PKUser(reading: &user))
            }
            return users
        }
        try object.finish()
        self.init(hostUserID: hostUserID, requestID: requestID, pkUsers: .document(users))
    }
}

extension PKRoomAttributes.PKUser: TypedReadable {
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let userID = try object.string("uid")
        let roomID = try object.string("rid")
        let userName = try object.string("u_name")
        var sides = try object.object("rect")
        let rect = try PKRoomAttributes.Rect(reading: &sides)
        try object.finish()
        self.init(userID: userID, roomID: roomID, userName: userName, rect: rect)
    }
}

extension PKRoomAttributes.Rect: TypedReadable {
    /// `{"top":0,"left":0,"right":486,"bottom":864}`: four numbers and nothing else.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        self.init(
            top: try object.double("top"),
            left: try object.double("left"),
            right: try object.double("right"),
            bottom: try object.double("bottom")
        )
        try object.finish()
    }
}
