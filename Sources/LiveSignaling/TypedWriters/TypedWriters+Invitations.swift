extension CohostRoomRequest.V1: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty, case .document(let data) = extendedData, data.unknownFields.isEmpty else {
            throw TypedWriteMiss()
        }
        try writer.object { writer throws(TypedWriteMiss) in
            writer.integer("action_type", action.rawValue)
            writer.string("sender_id", senderID)
            writer.string("receiver_id", receiverID)
            writer.string("request_id", requestID)
            try writer.embedded("extended_data", style: embeddedStyle) { inner throws(TypedWriteMiss) in
                try inner.object { inner throws(TypedWriteMiss) in
                    switch data.typeKey {
                    case .roomRequestType: inner.integer("room_request_type", data.requestType.rawValue)
                    case .actionType: inner.integer("action_type", data.requestType.rawValue)
                    }
                    inner.string("request_id", ifPresent: data.requestID)
                }
            }
        }
    }
}

extension PKInvite.V1: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty else { throw TypedWriteMiss() }
        try writer.object { writer throws(TypedWriteMiss) in
            writer.string("room_id", ifPresent: roomID)
            writer.string("user_name", ifPresent: userName)
            switch type {
            case .code(let code): writer.integer("type", code)
            case .name(let name): writer.string("type", name)
            }
            writer.string("user_id", ifPresent: userID)
            writer.bool("auto_accept", ifPresent: autoAccept)
        }
    }
}

extension PKRoomAttributes.V2: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty, case .document(let users) = pkUsers else { throw TypedWriteMiss() }
        try writer.object { writer throws(TypedWriteMiss) in
            writer.string("host_user_id", hostUserID)
            writer.string("request_id", requestID)
            try writer.embedded("pk_users", style: embeddedStyle) { inner throws(TypedWriteMiss) in
                try inner.array(count: users.count) { inner throws(TypedWriteMiss) in
                    for user in users {
                        inner.element()
                        try user.write(to: &inner, embeddedStyle: embeddedStyle)
                    }
                }
            }
        }
    }
}

extension PKRoomAttributes.PKUser: TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss) {
        guard unknownFields.isEmpty else { throw TypedWriteMiss() }
        try writer.object { writer throws(TypedWriteMiss) in
            writer.string("uid", userID)
            writer.string("rid", roomID)
            writer.string("u_name", userName)
            writer.key("rect")
            try writer.object { writer throws(TypedWriteMiss) in
                try writer.double("top", rect.top)
                try writer.double("left", rect.left)
                try writer.double("right", rect.right)
                try writer.double("bottom", rect.bottom)
            }
        }
    }
}
