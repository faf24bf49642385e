extension ChatREST.SendGroupMsg: TypedReadableRoot {
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let groupID = try object.string(MarkerKey.groupID)
        let random = try object.optionalInteger(MarkerKey.random, as: UInt32.self)
        let priority = try object.optionalString(MarkerKey.msgPriority).map(ChatREST.Priority.init(rawValue:))
        var body: [ChatREST.Element] = []
        // The elements' rules are checked here, on values still the reader's own: checked
        // afterwards, through the array, every custom element's content was copied (the
        // generic `EmbeddedJSON` through its value witnesses, ~1,400 instructions a gift).
        // A reader may only miss where a rule would report, and must where one does:
        // a custom element's data breaking a rule, a second custom element, and (below) a
        // priority the message's kind should not have. Other element types miss already.
        var customKind: ChatCustom.Kind?
        var customCount = 0
        var hasText = false
        try object.forEachObject(in: MarkerKey.msgBody) { element throws(TypedReadMiss) in
            var elementKind: ChatCustom.Kind?
            body.append(try ChatREST.Element(reading: &element, customKind: &elementKind))
            if let elementKind {
                customCount += 1
                guard customCount == 1 else { throw TypedReadMiss() }
                customKind = elementKind
            } else {
                hasText = true
            }
        }
        let fromAccount = try object.optionalString(MarkerKey.fromAccount)
        let onlineOnlyFlag = try object.optionalInteger(MarkerKey.onlineOnlyFlag)
        let cloudCustomData = try object.optionalString(MarkerKey.cloudCustomData)
        try object.finish()
        // As `kind` derives it: the custom element's kind, else a bullet when there is text.
        if let kind = customKind ?? (hasText ? .bullet : nil) {
            guard ChatREST.SendGroupMsg.recommendedPriority(for: kind, sentWith: priority) == nil else {
                throw TypedReadMiss()
            }
        }
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

extension ChatREST.SendGroupMsg {
    /// Only the rules around the elements: the reader checked the rest (above).
    func breaksNoRemainingRule() -> Bool {
        var sink = DiagnosticSink()
        validateEnvelope(at: .root, into: &sink)
        return sink.diagnostics.isEmpty
    }
}

extension ChatREST.Element {
    /// A text element, or a custom element holding a ``ChatCustom`` message that breaks none
    /// of its rules; `customKind` is set to that message's kind. (A custom element whose
    /// message has no kind misses too; it is rare, and Codable reads it.)
    fileprivate init<Object: ObjectReading>(
        reading object: inout Object,
        customKind: inout ChatCustom.Kind?
    ) throws(TypedReadMiss) {
        let msgType = try object.string("MsgType")
        var content = try object.object("MsgContent")
        switch msgType {
        case ChatREST.customElementType:
            let data = try content.embedded("Data") { document throws(TypedReadMiss) in
                var root = try document.rootObject()
                return try ChatCustom.V1(reading: &root)
            }
            guard data.breaksNoRemainingRule(), let kind = data.kind else { throw TypedReadMiss() }
            customKind = kind
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
