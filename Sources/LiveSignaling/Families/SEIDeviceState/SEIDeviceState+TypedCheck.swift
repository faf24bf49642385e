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
        _ = try flags(reading: &object)
        try object.finish()
        return senderKey
    }
}
