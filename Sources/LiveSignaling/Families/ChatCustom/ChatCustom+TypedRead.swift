extension ChatCustom.V1: TypedReadableRoot {
    /// The live showroom guide's `cmd`/`msg` like and gift, and TUILiveKit's like envelope; the same choice
    /// between the two as the Codable decoder makes.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        if object.has(MarkerKey.cmd) {
            self = .seed(try ChatCustom.SeedMessage(reading: &object))
        } else {
            self = .tuiLiveKit(try ChatCustom.TUIEnvelope(reading: &object))
        }
    }
}

extension ChatCustom.SeedMessage: TypedReadable {
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let cmd = try object.string(MarkerKey.cmd)
        var msg = try object.object(MarkerKey.msg)
        let body: Body
        switch cmd {
        case Self.likeCommand:
            let like = Like(type: try msg.integer("type"), likeCount: try msg.integer("likeCount"))
            body = .like(like)
        case Self.giftCommand:
            let gift = Gift(
                type: try msg.integer("type"),
                giftUrl: try msg.string("giftUrl"),
                giftName: try msg.string("giftName"),
                giftCount: try msg.integer("giftCount")
            )
            body = .gift(gift)
        default:
            throw TypedReadMiss()
        }
        try msg.finish()
        try object.finish()
        self.init(cmd: cmd, msg: body)
    }
}

extension ChatCustom.TUIEnvelope: TypedReadable {
    /// The like envelope, the one a room sends most; gifts and barrage go through Codable.
    init<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let version = try object.string(MarkerKey.version)
        let businessID = try object.string(MarkerKey.businessID)
        let platform = try object.string(MarkerKey.platform)
        guard businessID == Self.likeID else { throw TypedReadMiss() }
        var data = try object.object(MarkerKey.data)
        var sender = try data.object("sender")
        let user = ChatCustom.TUIUser(
            userId: try sender.string("userId"),
            userName: try sender.string("userName"),
            avatarUrl: try sender.string("avatarUrl"),
            level: try sender.string("level")
        )
        try sender.finish()
        try data.finish()
        try object.finish()
        self.init(version: version, businessID: businessID, platform: platform, data: .like(.init(sender: user)))
    }
}

extension ChatCustom.V1 {
    /// The rules of what the reader reads (a like's or gift's type and count, a like's
    /// sender), asked of the specs field by field: `validate` encodes the value to walk them.
    /// The reader reads only known commands and business IDs, so those rules hold already; it
    /// reads every user member as a string too, but the value's type allows a `null` (the
    /// specs' warning), so that is asked.
    func breaksNoRemainingRule() -> Bool {
        typealias Seed = ChatCustom.SeedMessage
        switch self {
        case .seed(let message):
            switch message.msg {
            case .like(let like):
                return Seed.likeSpec.admits(like.type, at: "type")
                    && Seed.likeSpec.admits(like.likeCount, at: "likeCount")
            case .gift(let gift):
                return Seed.giftSpec.admits(gift.type, at: "type")
                    && Seed.giftSpec.admits(gift.giftCount, at: "giftCount")
            case .productPopup, .other:
                return false
            }
        case .tuiLiveKit(let envelope):
            guard case .like(let like) = envelope.data else { return false }
            let sender = like.sender
            return ChatCustom.TUIEnvelope.actingUserSpec.admits(sender.userId, at: "userId")
                && sender.userName != nil && sender.avatarUrl != nil && sender.level != nil
        case .application, .liveRoom2021:
            return false
        }
    }
}
