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
        let (mic, cam) = try Self.flags(reading: &object)
        try object.finish()
        self.init(type: type, senderID: senderID, mic: mic, cam: cam, senderKey: senderKey)
    }

    /// `mic` and `cam` in the order they are written: the demos write `mic` first, the PK
    /// battle guide `cam` first, and a message read in place takes members only in order (in
    /// the demos' order alone, the guide's form fell back to the tape, at ~3× the cost).
    static func flags<Object: ObjectReading>(
        reading object: inout Object
    ) throws(TypedReadMiss) -> (mic: Bool, cam: Bool) {
        // Asked for as optional, so that the demos' order costs no more than it did.
        if let mic = try object.optionalBool(MarkerKey.mic) {
            return (mic, try object.bool(MarkerKey.cam))
        }
        let cam = try object.bool(MarkerKey.cam)
        return (try object.bool(MarkerKey.mic), cam)
    }
}
