extension SEIDeviceState.V1: TypedReadableRoot {
    /// `{"type":0,"sender_id":"u1","mic":true,"cam":false}`, or with `senderID`; never both.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let type = try object.integer(CodingKeys.type.key)
        // Taken if present rather than asked for and then taken: one key comparison fewer.
        let senderKey: SEIDeviceState.SenderKey
        let senderID: String
        if let snake = try object.optionalString(CodingKeys.senderID.key) {
            (senderKey, senderID) = (.snakeCase, snake)
        } else {
            (senderKey, senderID) = (.camelCase, try object.string(CodingKeys.senderIDCamel.key))
        }
        let mic = try object.bool(CodingKeys.mic.key)
        let cam = try object.bool(CodingKeys.cam.key)
        try object.finish()
        self.init(senderID: senderID, mic: mic, cam: cam, type: type, senderKey: senderKey)
    }
}

extension TRTCConnectOtherRoom.V1: TypedReadableRoot {
    /// `{"roomId":123,"userId":"u1"}` or `{"strRoomId":"r1","userId":"u1"}`.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let numeric = try object.optionalInteger(CodingKeys.roomID.key, as: UInt32.self)
        let string = try object.optionalString(CodingKeys.stringRoomID.key)
        let room: TRTCConnectOtherRoom.Room
        switch TRTCConnectOtherRoom.RoomKeys(hasNumeric: numeric != nil, hasString: string != nil) {
        case .numeric: room = .numeric(numeric ?? 0)
        case .string: room = .string(string ?? "")
        case .neither, .both: throw TypedReadMiss()
        }
        let userID = try object.string(CodingKeys.userID.key)
        try object.finish()
        self.init(room: room, userID: userID)
    }
}
