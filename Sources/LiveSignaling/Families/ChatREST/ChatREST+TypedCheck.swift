extension ChatREST.SendGroupMsg: TypedCheckableRoot {
    /// As ``init(reading:)``, with the rules of ``validate(at:into:)``: the envelope's, each
    /// element's, and the priority the message's kind should have.
    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        try object.requireID(MarkerKey.groupID)
        _ = try object.optionalInteger(MarkerKey.random, as: UInt32.self)
        var priority: ChatREST.Priority?
        if let text = try object.optionalText(MarkerKey.msgPriority) {
            // An unknown spelling is reported.
            priority = try ChatREST.Priority(known: text)
        }
        // Every element that passes is a custom one (with its kind) or a text.
        var customKind: ChatCustom.Kind?
        var hasText = false
        try object.forEachObject(in: MarkerKey.msgBody) { element throws(TypedReadMiss) in
            if let kind = try ChatREST.Element.check(reading: &element) {
                // At most one custom element.
                try TypedReadMiss.unless(customKind == nil)
                customKind = kind
            } else {
                hasText = true
            }
        }
        // MsgBody may not be empty.
        try TypedReadMiss.unless(customKind != nil || hasText)
        try object.requireOptionalID(MarkerKey.fromAccount)
        if let flag = try object.optionalInteger(MarkerKey.onlineOnlyFlag) {
            try TypedReadMiss.unless(flag == 0 || flag == 1)
        }
        try object.skipOptionalText(MarkerKey.cloudCustomData)
        try object.finish()
        // As `kind` derives it: the custom element's kind, else a bullet when there is text.
        if let kind = customKind ?? (hasText ? .bullet : nil) {
            try TypedReadMiss.unless(recommendedPriority(for: kind, sentWith: priority) == nil)
        }
    }
}

extension ChatREST.Priority {
    /// One of the three spellings the rules know; any other misses.
    fileprivate init(known text: WireText) throws(TypedReadMiss) {
        if text.equals(ChatREST.Priority.high.rawValue) {
            self = .high
        } else if text.equals(ChatREST.Priority.normal.rawValue) {
            self = .normal
        } else if text.equals(ChatREST.Priority.low.rawValue) {
            self = .low
        } else {
            throw TypedReadMiss()
        }
    }
}

extension ChatREST.Element {
    /// As the element's reader: a text element (nil), or a custom element whose message
    /// breaks none of its rules (that message's kind).
    fileprivate static func check<Object: ObjectReading>(
        reading object: inout Object
    ) throws(TypedReadMiss) -> ChatCustom.Kind? {
        let msgType = try object.text("MsgType")
        var content = try object.object("MsgContent")
        let kind: ChatCustom.Kind?
        if msgType.equals(ChatREST.customElementType) {
            kind = try content.embedded("Data") { document throws(TypedReadMiss) in
                var root = try document.rootObject()
                return try ChatCustom.V1.check(reading: &root).kind
            }
            try content.skipOptionalText("Desc")
            try content.skipOptionalText("Ext")
            try content.skipOptionalText("Sound")
        } else if msgType.equals(ChatREST.textElementType) {
            try content.skipText("Text")
            kind = nil
        } else {
            throw TypedReadMiss()
        }
        try content.finish()
        try object.finish()
        return kind
    }
}
