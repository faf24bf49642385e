extension SEIDeviceState.V1: TypedCheckableRoot {
    /// As ``init(reading:)``; returns which key named the sender, which decides the dialect.
    static func check<Object: ObjectReading>(
        reading object: inout Object
    ) throws(TypedReadMiss) -> SEIDeviceState.SenderKey {
        try TypedReadMiss.unless(try object.integer(CodingKeys.type.key) == SEIDeviceState.deviceStateType)
        let senderKey: SEIDeviceState.SenderKey
        let sender: WireText
        if let snake = try object.optionalText(CodingKeys.senderID.key) {
            (senderKey, sender) = (.snakeCase, snake)
        } else {
            (senderKey, sender) = (.camelCase, try object.text(CodingKeys.senderIDCamel.key))
        }
        try TypedReadMiss.unless(!sender.isEmpty)
        _ = try object.bool(CodingKeys.mic.key)
        _ = try object.bool(CodingKeys.cam.key)
        try object.finish()
        return senderKey
    }
}

extension TRTCConnectOtherRoom.V1: TypedCheckableRoot {
    /// As ``init(reading:)``; the dialect comes from the layout alone.
    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let numeric = try object.optionalInteger(CodingKeys.roomID.key, as: UInt32.self)
        let string = try object.optionalText(CodingKeys.stringRoomID.key)
        switch TRTCConnectOtherRoom.RoomKeys(hasNumeric: numeric != nil, hasString: string != nil) {
        case .numeric: try TypedReadMiss.unless(TRTCConnectOtherRoom.numericRoomRange.contains(numeric ?? 0))
        case .string: try TypedReadMiss.unless(string?.isEmpty == false)
        case .neither, .both: throw TypedReadMiss()
        }
        try object.requireID(CodingKeys.userID.key)
        try object.finish()
    }
}
