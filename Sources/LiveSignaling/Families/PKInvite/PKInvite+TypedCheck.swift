extension PKInvite.V1: TypedCheckableRoot {
    /// As ``init(reading:)``; returns the dialect, which the kind of `type` decides.
    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) -> PKInvite.Dialect {
        try object.requireID(MarkerKey.roomID)
        try object.skipText(MarkerKey.userName)
        // A name is rare (the document's form) and short: built to be compared as the value is.
        let type: PKInvite.InviteType =
            try object.kind(of: "type") == .string ? .name(object.text("type").string) : .code(object.integer("type"))
        try TypedReadMiss.unless(type.isKnown && !type.isLegacyPK)
        try object.requireOptionalID(MarkerKey.userID)
        _ = try object.optionalBool(MarkerKey.autoAccept)
        try object.finish()
        return dialect(of: type, hasRoomID: true)
    }
}
