extension PKRoomAttributes.V2: TypedCheckableRoot {
    /// As ``init(reading:)``; the dialect comes from how `pk_users` is laid out.
    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        try object.requireID(MarkerKey.hostUserID)
        try object.requireID("request_id")
        let users = try object.embedded(MarkerKey.pkUsers) { document throws(TypedReadMiss) in
            var count = 0
            try document.forEachRootObject { user throws(TypedReadMiss) in
                try PKRoomAttributes.PKUser.check(reading: &user)
                count += 1
            }
            return count
        }
        try object.finish()
        try TypedReadMiss.unless(users <= PKRoomAttributes.Limits.maxPKUsers)
    }
}

extension PKRoomAttributes.PKUser {
    static func check<Object: ObjectReading>(reading object: inout Object) throws(TypedReadMiss) {
        try object.requireID("uid")
        try object.requireID("rid")
        try object.skipText("u_name")
        var sides = try object.object("rect")
        // Four numbers are no value worth not building; the rules ask it as one.
        let rect = try PKRoomAttributes.Rect(reading: &sides)
        try object.finish()
        try TypedReadMiss.unless(rect.followsRules)
    }
}
