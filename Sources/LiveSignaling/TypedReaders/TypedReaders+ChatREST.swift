extension ChatREST.SendGroupMsg: TypedReadable {
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let groupID = try object.string(MarkerKey.groupID)
        let random = try object.optionalInteger(MarkerKey.random, as: UInt32.self)
        let priority = try object.optionalString(MarkerKey.msgPriority).map(ChatREST.Priority.init(rawValue:))
        var body: [ChatREST.Element] = []
        try object.forEachObject(in: MarkerKey.msgBody) { element throws(TypedReadMiss) in
            body.append(try ChatREST.Element(reading: &element))
        }
        let fromAccount = try object.optionalString(MarkerKey.fromAccount)
        let onlineOnlyFlag = try object.optionalInteger(MarkerKey.onlineOnlyFlag)
        let cloudCustomData = try object.optionalString(MarkerKey.cloudCustomData)
        try object.finish()
        self.init(
            unknownFields: JSONObject(),
            groupID: groupID,
            random: random,
            priority: priority,
            body: body,
            fromAccount: fromAccount,
            onlineOnlyFlag: onlineOnlyFlag,
            cloudCustomData: cloudCustomData
        )
    }
}

extension ChatREST.Element: TypedReadable {
    /// A custom element holding a ``ChatCustom`` message, or a text element.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let msgType = try object.string("MsgType")
        var content = try object.object("MsgContent")
        switch msgType {
        case ChatREST.customElementType:
            let data = try content.embedded("Data") { document throws(TypedReadMiss) in
                var root = try document.rootObject()
                return try ChatCustom.V1(reading: &root)
            }
            let custom = ChatREST.CustomContent(
                unknownFields: JSONObject(),
                data: .document(data),
                desc: try content.optionalString("Desc"),
                ext: try content.optionalString("Ext"),
                sound: try content.optionalString("Sound")
            )
            try content.finish()
            self.init(unknownFields: JSONObject(), msgType: msgType, content: .custom(custom))
        case ChatREST.textElementType:
            let text = ChatREST.TextContent(unknownFields: JSONObject(), text: try content.string("Text"))
            try content.finish()
            self.init(unknownFields: JSONObject(), msgType: msgType, content: .text(text))
        default:
            throw TypedReadMiss()
        }
        try object.finish()
    }
}
