extension PKRoomAttributes.V2: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty, case .document(let users) = pkUsers else { throw TypedWriteMiss() }
        let object = writer.openObject()
        writer.string("host_user_id", hostUserID)
        writer.string("request_id", requestID)
        var inner = TypedWriter(style: embeddedStyle)
        try inner.array(users, embeddedStyle: embeddedStyle)
        writer.embedded("pk_users", writtenBy: inner)
        try writer.close(object)
    }
}

extension PKRoomAttributes.PKUser: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty else { throw TypedWriteMiss() }
        let object = writer.openObject()
        writer.string("uid", userID)
        writer.string("rid", roomID)
        writer.string("u_name", userName)
        writer.key("rect")
        let rect = writer.openObject()
        try writer.double("top", self.rect.top)
        try writer.double("left", self.rect.left)
        try writer.double("right", self.rect.right)
        try writer.double("bottom", self.rect.bottom)
        try writer.close(rect)
        try writer.close(object)
    }
}
