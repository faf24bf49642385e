extension PKRoomAttributes {
    /// The app's own ZIM room attributes on the PK attributes' channel: an attribute map with
    /// none of the PK forms' keys, passed on with a `wire.application-data` note where it would
    /// read as PK attributes missing every key. ZIM's limits on a room's attributes still hold.
    ///
    /// The UIKit audio-room kits keep their seats there (`{"0":"host_A"}`, the seat index to
    /// the user on it), their seat locks (`{"lockseat":"1"}`, `{"lockseats":"[1,2]"}`), and the
    /// Web kit its muted members (`{"ban":"[\"u1\"]"}`); the best-practice demos' audio room
    /// writes its seats the same way.
    public struct AppAttributes: SpecBacked {
        public static let form = FormSpec(
            family: .pkRoomAttributes,
            version: 1,
            name: "app room-attributes",
            markers: [],
            root: ObjectSpec("the app's own room attributes", members: []),
            dialects: [
                Dialect.application.spec(signal: .otherwise, writer: "the app itself (the audio-room kits' seats)")
            ],
            summary: "A ZIM room-attribute map with no PK key: the app's own attributes, such as an audio room's seats",
            sources: [
                "ZEGOCLOUD/zego_uikit_prebuilt_live_audio_room_flutter@e14ea517ed4111db995a1b180d3525f1b33715b6:lib/src/core/seat/seat_manager.dart",
                "ZEGOCLOUD/zego_uikit_prebuilt_live_audio_room_android@accc10604eedd05f209803d70d52aa43696add20:prebuilt_liveaudioroom/src/main/java/com/zegocloud/uikit/prebuilt/liveaudioroom/internal/service/SeatService.java",
                "ZEGOCLOUD/zegocloud_sdk_demo_flutter@46526cb7f117c34739c556818d249598c822c67b:best_practices/lib/internal/business/audio_room/room_seat_service.dart",
            ],
            claimsUnmarkedObjects: true,
            note: .init(
                .wireApplicationData,
                "the attributes are the app's own (none of the PK keys, such as an audio room's seats); passed on as they are"
            ),
            isRoomAttributeMap: true
        )

        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }
    }
}
