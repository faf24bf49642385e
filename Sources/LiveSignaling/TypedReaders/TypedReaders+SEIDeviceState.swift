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
