extension CohostRoomRequest {
    /// A host's command to one member of an audio room, on the co-hosting requests' channel (a
    /// ZIM room command message): `{"room_command_type": 20000, "receiver_id": "u2"}`. It is not
    /// a request and has no envelope: the demos send the two keys alone, and a receiver acts
    /// only when `receiver_id` is its own user.
    ///
    /// The iOS demo writes it with `JSONSerialization` and `.prettyPrinted`, the Flutter demo
    /// with `jsonEncode`; both receivers read an unknown code as no command (iOS `as? Int ?? -1`,
    /// Flutter compares it with each code).
    public struct RoomCommand: SpecBacked {
        public static let form = FormSpec(
            family: .cohostRoomRequest,
            version: 1,
            name: "room command",
            markers: [Key.commandType, Key.receiverID],
            root: ObjectSpec(
                "room command",
                members: [
                    .required(
                        Key.commandType,
                        .integer(
                            IntegerRule(
                                codes: CommandType.allKnown.map { .init(Int64($0.rawValue), $0.meaning) }
                            )
                        ),
                        "What the host orders."
                    ),
                    .required(Key.receiverID, .id, "The member the command is for; everyone else ignores it."),
                ]
            ),
            dialects: [
                Dialect.ios.spec(signal: .prettyPrinted, writer: "the iOS demo (JSONSerialization, .prettyPrinted)"),
                Dialect.flutter.spec(signal: .otherwise, writer: "the Flutter demo (jsonEncode)"),
            ],
            summary: "An audio room host's command to one member (mute, unmute, kick out)",
            sources: [
                "ZEGOCLOUD/zegocloud_sdk_demo_ios@37035a3a98f659b1fe551e7a859cd76af7bb6232:best_practice/ZegoCloudSDKDemo/ZegoLiveAudioRoomManager.swift",
                "ZEGOCLOUD/zegocloud_sdk_demo_flutter@46526cb7f117c34739c556818d249598c822c67b:best_practices/lib/live_audio_room_manager.dart",
            ]
        )

        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }

        /// What the host orders, when it is a known code.
        public var commandType: CommandType? {
            integer(Key.commandType).flatMap { code in CommandType.allKnown.first { $0.rawValue == code } }
        }
        /// The member the command is for.
        public var receiverID: String? { string(Key.receiverID) }

        /// The command's keys.
        enum Key {
            static let commandType = "room_command_type"
            /// The same member as the request envelope's.
            static let receiverID = V1.CodingKeys.receiverID.rawValue
        }

        /// A `room_command_type` code. The demos share the 20000 block with no request code.
        public struct CommandType: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }

            /// `20000`: turn the member's microphone off.
            public static let muteSpeaker = CommandType(rawValue: 20000)
            /// `20001`: turn it back on.
            public static let unmuteSpeaker = CommandType(rawValue: 20001)
            /// `20002`: make the member leave the room.
            public static let kickOutOfRoom = CommandType(rawValue: 20002)
            /// Every code the demos send.
            public static let allKnown: [CommandType] = [.muteSpeaker, .unmuteSpeaker, .kickOutOfRoom]

            /// What the code orders, in a few words.
            public var meaning: String {
                switch self {
                case .muteSpeaker: "mute speaker"
                case .unmuteSpeaker: "unmute speaker"
                case .kickOutOfRoom: "kick out of room"
                default: "unknown command"
                }
            }
        }
    }
}
