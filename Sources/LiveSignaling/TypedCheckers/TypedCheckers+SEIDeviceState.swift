extension SEIDeviceState.V1: TypedCheckableRoot {
    /// As ``init(reading:)``; returns which key named the sender, which decides the dialect.
    static func check<Object: ObjectReading>(
        reading object: inout Object
    ) throws(TypedReadMiss) -> SEIDeviceState.SenderKey {
        try TypedReadMiss.unless(try object.integer(SEIDeviceState.typeKey) == SEIDeviceState.deviceStateType)
        let senderKey: SEIDeviceState.SenderKey
        let sender: WireText
        if let snake = try object.optionalText(MarkerKey.senderID) {
            (senderKey, sender) = (.snakeCase, snake)
        } else {
            (senderKey, sender) = (.camelCase, try object.text(MarkerKey.senderIDCamel))
        }
        try TypedReadMiss.unless(!sender.isEmpty)
        _ = try object.bool(MarkerKey.mic)
        _ = try object.bool(MarkerKey.cam)
        try object.finish()
        return senderKey
    }
}

extension TRTCConnectOtherRoom.V1: TypedCheckableRoot {
    /// As ``init(reading:)``; the dialect comes from the layout alone.
    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        // As the reader: a second room key is left for `finish()` to refuse.
        let numeric = try object.optionalInteger(MarkerKey.trtcRoomID, as: UInt32.self)
        let string = numeric == nil ? try object.optionalText(MarkerKey.trtcStringRoomID) : nil
        switch TRTCConnectOtherRoom.RoomKeys(hasNumeric: numeric != nil, hasString: string != nil) {
        case .numeric: try TypedReadMiss.unless(TRTCConnectOtherRoom.numericRoomRange.contains(numeric ?? 0))
        case .string: try TypedReadMiss.unless(string?.isEmpty == false)
        case .neither, .both: throw TypedReadMiss()
        }
        try object.requireID(MarkerKey.trtcUserID)
        try object.finish()
    }
}
