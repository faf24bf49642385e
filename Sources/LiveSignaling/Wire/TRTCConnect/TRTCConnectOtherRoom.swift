/// `trtc.connect-other-room`: the JSON string passed to TRTC's `connectOtherRoom` to link two
/// anchors' rooms for a cross-room PK (PROTOCOLS.md §6, seed 002).
public enum TRTCConnectOtherRoom {
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// The iOS demo: `NSJSONWritingPrettyPrinted`.
        case ios
        /// Compact, as the document's examples.
        case compact

        public var style: JSONStyle {
            switch self {
            case .ios: .applePretty
            case .compact: .compact
            }
        }

        /// Only the iOS demo pretty-prints.
        init(_ facts: JSONDocumentFacts) { self = facts.hasNewlines ? .ios : .compact }
    }

    /// TRTC numeric room IDs are 1...4294967294.
    public static let numericRoomRange: ClosedRange<UInt32> = 1...4_294_967_294

    /// Exactly one of `roomId` (numeric) and `strRoomId` (string); numeric and string rooms never interconnect.
    public enum Room: Hashable, Sendable {
        case numeric(UInt32)
        case string(String)
    }

    /// ```json
    /// {"roomId":102,"userId":"userB"}
    /// ```
    public struct V1: Codable, Hashable, Sendable {
        public var roomID: UInt32?
        public var stringRoomID: String?
        public var userID: String
        public var unknownFields: JSONObject

        public init(room: Room, userID: String, unknownFields: JSONObject = JSONObject()) {
            switch room {
            case .numeric(let id):
                roomID = id
                stringRoomID = nil
            case .string(let id):
                roomID = nil
                stringRoomID = id
            }
            self.userID = userID
            self.unknownFields = unknownFields
        }

        /// The room, when exactly one kind is given.
        public var room: Room? {
            switch (roomID, stringRoomID) {
            case (let id?, nil): .numeric(id)
            case (nil, let id?): .string(id)
            default: nil
            }
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        enum CodingKeys: String, CodingKey, CaseIterable {
            case roomID = "roomId"
            case stringRoomID = "strRoomId"
            case userID = "userId"
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            roomID = try container.decodeIfPresent(UInt32.self, forKey: .roomID)
            stringRoomID = try container.decodeIfPresent(String.self, forKey: .stringRoomID)
            userID = try container.decode(String.self, forKey: .userID)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(roomID, forKey: .roomID)
            try container.encodeIfPresent(stringRoomID, forKey: .stringRoomID)
            try container.encode(userID, forKey: .userID)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension TRTCConnectOtherRoom.V1: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        switch (roomID, stringRoomID) {
        case (nil, nil):
            sink.report(.wireOneOf, at: path(), "name the room with roomId (number) or strRoomId (string)")
        case (.some, .some):
            sink.report(
                .wireOneOf,
                at: path(),
                "roomId and strRoomId are both given; use one (numeric and string rooms never interconnect)"
            )
        case (let id?, nil):
            if !TRTCConnectOtherRoom.numericRoomRange.contains(id) {
                sink.report(
                    .wireRange,
                    at: path().appending(key: CodingKeys.roomID.rawValue),
                    "roomId \(id) is outside 1...4294967294"
                )
            }
        case (nil, let id?):
            sink.requireID(id, at: path().appending(key: CodingKeys.stringRoomID.rawValue), "strRoomId")
        }
        sink.requireID(userID, at: path().appending(key: CodingKeys.userID.rawValue), "userId")
    }
}
