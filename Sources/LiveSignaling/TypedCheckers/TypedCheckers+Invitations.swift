extension CohostRoomRequest.V1: TypedCheckableRoot {
    /// As ``init(reading:)``, with the rules of ``validate(at:into:)``; the dialect comes from
    /// the layout (an Android-table code, the other source of the Android dialect, misses).
    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        let action = CohostRoomRequest.Action(rawValue: try object.integer(MarkerKey.actionType, as: UInt.self))
        try TypedReadMiss.unless(action.isKnown)
        try object.requireID(MarkerKey.senderID)
        try object.requireID(MarkerKey.receiverID)
        // An answer or a cancel names the request it is about.
        let requestID = try object.text("request_id")
        try TypedReadMiss.unless(action == .request || !requestID.isEmpty)
        let requestType = try object.embedded(MarkerKey.extendedData) { document throws(TypedReadMiss) in
            var root = try document.rootObject()
            return try CohostRoomRequest.ExtendedData.check(reading: &root)
        }
        try object.finish()
        try TypedReadMiss.unless(consistent(action, requestType))
    }
}

extension CohostRoomRequest.ExtendedData {
    /// As ``init(reading:)``; returns the request type, which its envelope's rules compare
    /// with the action.
    static func check<Object: ObjectReading>(
        reading object: inout Object
    ) throws(TypedReadMiss) -> CohostRoomRequest.RequestType {
        let requestType = CohostRoomRequest.RequestType(rawValue: try object.integer(MarkerKey.roomRequestType))
        // Unknown codes are reported, and so (as a hazard) are the Android table's.
        try TypedReadMiss.unless(requestType.isKnown && !requestType.isAndroidTable)
        try object.requireOptionalID("request_id")
        try object.finish()
        return requestType
    }
}

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
