extension ChatREST.SendGroupMsg: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty else { throw TypedWriteMiss() }
        let object = writer.openObject()
        writer.string("GroupId", groupID)
        writer.integer("Random", ifPresent: random)
        writer.string("MsgPriority", ifPresent: priority?.rawValue)
        writer.key("MsgBody")
        try writer.array(body, embeddedStyle: embeddedStyle)
        writer.string("From_Account", ifPresent: fromAccount)
        writer.integer("OnlineOnlyFlag", ifPresent: onlineOnlyFlag)
        writer.string("CloudCustomData", ifPresent: cloudCustomData)
        try writer.close(object)
    }
}

extension ChatREST.Element: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty else { throw TypedWriteMiss() }
        let object = writer.openObject()
        writer.string("MsgType", msgType)
        writer.key("MsgContent")
        switch content {
        case .custom(let custom):
            guard custom.unknownFields.isEmpty, case .document(let message) = custom.data else {
                throw TypedWriteMiss()
            }
            let msgContent = writer.openObject()
            var data = TypedWriter(style: embeddedStyle)
            try message.write(to: &data, embeddedStyle: embeddedStyle)
            writer.embedded("Data", writtenBy: data)
            writer.string("Desc", ifPresent: custom.desc)
            writer.string("Ext", ifPresent: custom.ext)
            writer.string("Sound", ifPresent: custom.sound)
            try writer.close(msgContent)
        case .text(let text):
            guard text.unknownFields.isEmpty else { throw TypedWriteMiss() }
            let msgContent = writer.openObject()
            writer.string("Text", text.text)
            try writer.close(msgContent)
        case .other:
            throw TypedWriteMiss()
        }
        try writer.close(object)
    }
}
