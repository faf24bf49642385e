/// `trtc.connect-other-room`: the JSON string passed to TRTC's `connectOtherRoom` to link two
/// anchors' rooms for a cross-room PK (Tencent's live showroom guide, https://trtc.io/document/73425).
public enum TRTCConnectOtherRoom {
    /// The layouts in which clients write the parameter.
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// The iOS demo: `NSJSONWritingPrettyPrinted`.
        case ios
        /// Compact, as the document's examples.
        case compact

        /// The JSON layout of this dialect: Apple's pretty-printed form for ``ios``, compact otherwise.
        public var style: JSONStyle {
            switch self {
            case .ios: .applePretty
            case .compact: .compact
            }
        }
    }

    /// TRTC numeric room IDs are 1...4294967294.
    public static let numericRoomRange: ClosedRange<UInt32> = 1...4_294_967_294

    /// Exactly one of `roomId` (numeric) and `strRoomId` (string); numeric and string rooms never interconnect.
    public enum Room: Hashable, Sendable {
        /// A numeric room (`roomId`), within ``TRTCConnectOtherRoom/numericRoomRange``.
        case numeric(UInt32)
        /// A string room (`strRoomId`), not empty.
        case string(String)
    }

    /// The parameter of `connectOtherRoom`: the room and user to connect to.
    ///
    /// ```json
    /// {"roomId":102,"userId":"userB"}
    /// ```
    public struct V1: Codable, Hashable, Sendable {
        /// The numeric room to connect to (`roomId`); nil when the message does not give it.
        public var roomID: UInt32?
        /// The string room to connect to (`strRoomId`); nil when the message does not give it.
        public var stringRoomID: String?
        /// The user to connect to in that room (`userId`); required and not empty.
        public var userID: String
        /// Members whose keys this type does not declare, in document order; written back after the known keys.
        public var unknownFields: JSONObject

        /// Creates the parameter, naming `room` under `roomId` or `strRoomId` by its kind, with no
        /// unknown keys unless given.
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

        /// The room, when the message names one: nil when it gives neither key or both, which
        /// validation reports as `wire.one-of` (the family's spec declares the group).
        public var room: Room? {
            switch (roomID, stringRoomID) {
            case (let id?, nil): .numeric(id)
            case (nil, let id?): .string(id)
            default: nil
            }
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        /// The parameter's keys, declared once (all three are detection markers; the spec
        /// names its members by these).
        struct CodingKeys: DeclaredCodingKeys {
            let stringValue: String

            init(declared key: DeclaredKey) { stringValue = key.string }

            static let roomID = CodingKeys(declared: MarkerKey.trtcRoomID)
            static let stringRoomID = CodingKeys(declared: MarkerKey.trtcStringRoomID)
            static let userID = CodingKeys(declared: MarkerKey.trtcUserID)
            static let allCases: [CodingKeys] = [.roomID, .stringRoomID, .userID]
        }

        /// Decodes the parameter as sent, keeping unknown keys in ``unknownFields``.
        ///
        /// `userId` is a required string; `roomId` (an unsigned 32-bit integer) and `strRoomId`
        /// are each optional. Giving neither or both does not throw: validation reports it as
        /// `wire.one-of`, and ``room`` is nil.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            roomID = try container.decodeIfPresent(UInt32.self, forKey: .roomID)
            stringRoomID = try container.decodeIfPresent(String.self, forKey: .stringRoomID)
            userID = try container.decode(String.self, forKey: .userID)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the parameter as sent: `roomId` and `strRoomId` when set, `userId`, then the unknown keys.
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
    var ruleForm: FormSpec { TRTCConnectOtherRoom.form }
}
