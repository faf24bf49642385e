extension TRTCConnectOtherRoom {
    private typealias Key = V1.CodingKeys

    /// The one shape of the parameter: the rules every path (validation, the schema, the C
    /// tables, the protocol page) reads. A room is named by number or by string, never both:
    /// TRTC never connects a numeric room to a string one.
    static let form = FormSpec(
        family: .trtcConnectOtherRoom,
        version: 1,
        name: "trtc connect-other-room",
        markers: FamilyForm.trtcConnect.markers,
        root: ObjectSpec(
            "TRTC connectOtherRoom parameter",
            members: [
                .optional(
                    Key.roomID.stringValue,
                    .integer(
                        IntegerRule(range: Int64(numericRoomRange.lowerBound)...Int64(numericRoomRange.upperBound))
                    ),
                    "The numeric room to connect to (\(UInt32.max) is reserved)."
                ),
                .optional(Key.stringRoomID.stringValue, .id, "The string room to connect to."),
                .required(Key.userID.stringValue, .id, "The anchor to connect to in that room."),
            ],
            exactlyOneOf: [[Key.roomID, Key.stringRoomID].map(\.stringValue)]
        ),
        dialects: [
            Dialect.ios.spec(signal: .prettyPrinted, writer: "the iOS demo (NSJSONSerialization, pretty-printed)"),
            Dialect.compact.spec(signal: .otherwise, writer: "the documentation's examples and the other demos"),
        ],
        summary: "The JSON parameter of TRTC's connectOtherRoom: the room and anchor to link for a cross-room PK",
        sources: ["https://trtc.io/document/73425"]
    )
}

extension TRTCConnectOtherRoom.Dialect: DeclaredDialect {}
