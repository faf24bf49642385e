extension SEIDeviceState.V1: TypedReadableRoot {
    /// `{"type":0,"sender_id":"u1","mic":true,"cam":false}`, or with `senderID`; never both.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let type = try object.integer(SEIDeviceState.typeKey)
        // Taken if present rather than asked for and then taken: one key comparison fewer.
        let senderKey: SEIDeviceState.SenderKey
        let senderID: String
        if let snake = try object.optionalString(MarkerKey.senderID) {
            (senderKey, senderID) = (.snakeCase, snake)
        } else {
            (senderKey, senderID) = (.camelCase, try object.string(MarkerKey.senderIDCamel))
        }
        let mic = try object.bool(MarkerKey.mic)
        let cam = try object.bool(MarkerKey.cam)
        try object.finish()
        self.init(type: type, senderID: senderID, mic: mic, cam: cam, senderKey: senderKey)
    }
}

extension TRTCConnectOtherRoom.V1: TypedReadableRoot {
    /// `{"roomId":123,"userId":"u1"}` or `{"strRoomId":"r1","userId":"u1"}`.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        // A string room is asked for only without a numeric one: a second room key is then
        // an unread key, which `finish()` refuses, and decoding names the one-of finding.
        let numeric = try object.optionalInteger(MarkerKey.trtcRoomID, as: UInt32.self)
        let string = numeric == nil ? try object.optionalString(MarkerKey.trtcStringRoomID) : nil
        let room: TRTCConnectOtherRoom.Room
        switch TRTCConnectOtherRoom.RoomKeys(hasNumeric: numeric != nil, hasString: string != nil) {
        case .numeric: room = .numeric(numeric ?? 0)
        case .string: room = .string(string ?? "")
        case .neither, .both: throw TypedReadMiss()
        }
        let userID = try object.string(MarkerKey.trtcUserID)
        try object.finish()
        self.init(room: room, userID: userID)
    }
}
