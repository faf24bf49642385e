extension SEIDeviceState.V1: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty else { throw TypedWriteMiss() }
        let object = writer.openObject()
        writer.integer(SEIDeviceState.typeKey.name, type)
        writer.string(senderKey.markerKey.name, senderID)
        switch senderKey {
        case .snakeCase:
            writer.bool(MarkerKey.mic.name, mic)
            writer.bool(MarkerKey.cam.name, cam)
        case .camelCase:
            writer.bool(MarkerKey.cam.name, cam)
            writer.bool(MarkerKey.mic.name, mic)
        }
        try writer.close(object)
    }
}
