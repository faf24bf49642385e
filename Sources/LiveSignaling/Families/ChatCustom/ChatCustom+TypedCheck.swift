extension ChatCustom.V1: TypedCheckableRoot {
    /// As ``init(reading:)``; returns the dialect and the message's kind (a REST message's
    /// priority rule asks for the kind of the custom message it carries).
    static func check<Object: ObjectReading>(
        reading object: inout Object
    ) throws(TypedReadMiss) -> (dialect: ChatCustom.Dialect, kind: ChatCustom.Kind) {
        if object.has(MarkerKey.cmd) {
            return (.seed, try ChatCustom.SeedMessage.check(reading: &object))
        }
        return (.tuilivekit, try ChatCustom.TUIEnvelope.check(reading: &object))
    }
}

extension ChatCustom.SeedMessage {
    /// As ``init(reading:)``, with the like's and the gift's rules (a type that is not
    /// negative, a count of at least one).
    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) -> ChatCustom.Kind {
        let cmd = try object.text(MarkerKey.cmd)
        var msg = try object.object(MarkerKey.msg)
        let kind: ChatCustom.Kind
        let type: Int
        let count: Int
        if cmd.equals(likeCommand) {
            type = try msg.integer("type")
            count = try msg.integer("likeCount")
            kind = .like
        } else if cmd.equals(giftCommand) {
            type = try msg.integer("type")
            try msg.skipText("giftUrl")
            try msg.skipText("giftName")
            count = try msg.integer("giftCount")
            kind = .gift
        } else {
            throw TypedReadMiss()
        }
        try TypedReadMiss.unless(type >= 0 && count >= 1)
        try msg.finish()
        try object.finish()
        return kind
    }
}

extension ChatCustom.TUIEnvelope {
    /// As ``init(reading:)``: the like envelope, whose rule is a sender with a user ID.
    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) -> ChatCustom.Kind {
        try object.skipText(MarkerKey.version)
        let businessID = try object.text(MarkerKey.businessID)
        try object.skipText(MarkerKey.platform)
        try TypedReadMiss.unless(businessID.equals(likeID))
        var data = try object.object(MarkerKey.data)
        var sender = try data.object("sender")
        try sender.requireID("userId")
        try sender.skipText("userName")
        try sender.skipText("avatarUrl")
        try sender.skipText("level")
        try sender.finish()
        try data.finish()
        try object.finish()
        return .like
    }
}
