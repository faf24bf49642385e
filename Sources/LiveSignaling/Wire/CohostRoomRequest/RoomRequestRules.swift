extension CohostRoomRequest.V1: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        func actionPath() -> JSONPath { path().appending(key: CodingKeys.action.rawValue) }
        if !action.isKnown {
            sink.report(
                .wireEnum,
                at: actionPath(),
                "action_type \(action.rawValue) is not \(CohostRoomRequest.Action.knownText)"
            )
        }
        sink.requireID(senderID, at: path().appending(key: CodingKeys.senderID.rawValue), "sender_id")
        sink.requireID(receiverID, at: path().appending(key: CodingKeys.receiverID.rawValue), "receiver_id")
        if action != .request, action.isKnown {
            sink.requireID(
                requestID,
                at: path().appending(key: CodingKeys.requestID.rawValue),
                "request_id (an answer or a cancel must name the request's message ID)"
            )
        }
        func dataPath() -> JSONPath { path().appending(key: CodingKeys.extendedData.rawValue) }
        extendedData.validate(at: dataPath(), into: &sink)
        if let data = extendedData.document, action.isKnown, data.requestType.isKnown, !data.requestType.isAndroidTable,
            !Self.consistent(action, data.requestType)
        {
            sink.report(
                .interopActionMismatch,
                at: dataPath().embedded.appending(key: data.typeKey.rawValue),
                "action_type says \(action) but room_request_type says \(data.requestType); receivers act on different fields",
                dependsOn: [actionPath()]
            )
        }
    }

    /// Whether the action and the request type agree (``CohostRoomRequest/Action/agrees(with:)``).
    static func consistent(_ action: CohostRoomRequest.Action, _ type: CohostRoomRequest.RequestType) -> Bool {
        action.agrees(with: type)
    }
}

extension CohostRoomRequest.ExtendedData: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        func typePath() -> JSONPath { path().appending(key: typeKey.rawValue) }
        if !requestType.isKnown {
            sink.report(
                .wireEnum,
                at: typePath(),
                "room_request_type \(requestType.rawValue) is not a known code (\(CohostRoomRequest.RequestType.knownCodesText))"
            )
        } else if requestType.isAndroidTable {
            sink.report(
                .interopAndroidCodeTable,
                at: typePath(),
                "room_request_type \(requestType.rawValue) is from the Android demo's table (\(requestType.meaning)); iOS and Flutter read it as an unknown request"
            )
        }
        if typeKey == .actionType {
            sink.report(
                .interopAndroidDocForm,
                at: typePath(),
                "the type is under \"action_type\" as the Android document shows; the demos read \"room_request_type\""
            )
        }
        sink.requireID(requestID, at: path().appending(key: CodingKeys.requestID.rawValue), "request_id")
    }
}
