extension ChatCustom.V1: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        switch self {
        case .seed(let message): try message.write(to: &writer, embeddedStyle: embeddedStyle)
        case .tuiLiveKit(let envelope): try envelope.write(to: &writer, embeddedStyle: embeddedStyle)
        case .application, .liveRoom2021: throw TypedWriteMiss()
        }
    }
}

extension ChatCustom.SeedMessage: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty else { throw TypedWriteMiss() }
        let object = writer.openObject()
        writer.string("cmd", cmd)
        writer.key("msg")
        switch msg {
        case .like(let like):
            guard like.unknownFields.isEmpty else { throw TypedWriteMiss() }
            let body = writer.openObject()
            writer.integer("type", like.type)
            writer.integer("likeCount", like.likeCount)
            try writer.close(body)
        case .gift(let gift):
            guard gift.unknownFields.isEmpty else { throw TypedWriteMiss() }
            let body = writer.openObject()
            writer.integer("type", gift.type)
            writer.string("giftUrl", gift.giftUrl)
            writer.string("giftName", gift.giftName)
            writer.integer("giftCount", gift.giftCount)
            try writer.close(body)
        case .productPopup, .other:
            throw TypedWriteMiss()
        }
        try writer.close(object)
    }
}

extension ChatCustom.TUIEnvelope: TypedWritable {
    /// The like envelope; gifts and barrage go through Codable.
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty, case .like(let like) = data, like.unknownFields.isEmpty,
            like.sender.unknownFields.isEmpty,
            // A null member (the Flutter kit's) is written by Codable.
            let userName = like.sender.userName, let avatarUrl = like.sender.avatarUrl, let level = like.sender.level
        else { throw TypedWriteMiss() }
        let object = writer.openObject()
        writer.string("version", version)
        writer.string("businessID", businessID)
        writer.string("platform", platform)
        writer.key("data")
        let data = writer.openObject()
        writer.key("sender")
        let sender = writer.openObject()
        writer.string("userId", like.sender.userId)
        writer.string("userName", userName)
        writer.string("avatarUrl", avatarUrl)
        writer.string("level", level)
        try writer.close(sender)
        try writer.close(data)
        try writer.close(object)
    }
}
