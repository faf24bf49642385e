extension PKInvite.V1: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty else { throw TypedWriteMiss() }
        let object = writer.openObject()
        writer.string("room_id", ifPresent: roomID)
        writer.string("user_name", ifPresent: userName)
        switch type {
        case .code(let code): writer.integer("type", code)
        case .name(let name): writer.string("type", name)
        }
        writer.string("user_id", ifPresent: userID)
        writer.bool("auto_accept", ifPresent: autoAccept)
        try writer.close(object)
    }
}
