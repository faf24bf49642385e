extension CohostRoomRequest {
    /// The app's own JSON on the co-hosting requests' channel, a ZIM room command message that
    /// the demos also use for their gifts: an object with none of the co-hosting forms' keys,
    /// passed on as it is with a `wire.application-data` note, where it would read as a
    /// request missing every key.
    ///
    /// The Flutter demo's gift is `{"app_id":…,"room_id":…,"user_id":…,"user_name":…,
    /// "gift_name":…}` (`ZegoGiftCommand.toJson`), the Android demo's `{"room_id":…,"user_id":…,
    /// "user_name":…,"gift_type":1001,"gift_count":1,"timestamp":…}` (`GiftButton`). The demos
    /// say such a command is for display only: a gift that is billed goes through the server.
    public struct AppCommand: SpecBacked {
        public static let form = FormSpec(
            family: .cohostRoomRequest,
            version: 1,
            name: "app command",
            markers: [],
            root: ObjectSpec("the app's own command", members: []),
            dialects: [
                Dialect.application.spec(signal: .otherwise, writer: "the app itself (the demos' gifts)")
            ],
            summary: "An object with no co-hosting key on the co-hosting channel: the app's own command",
            sources: [
                "ZEGOCLOUD/zegocloud_sdk_demo_flutter@46526cb7f117c34739c556818d249598c822c67b:best_practices/lib/internal/business/gift/gift_service.dart",
                "ZEGOCLOUD/zegocloud_sdk_demo_android@d8f0b6616c9be42b94cc0ae33e41b4dcefd00e72:best_practice/app/src/main/java/com/zegocloud/demo/bestpractice/components/cohost/GiftButton.java",
            ],
            claimsUnmarkedObjects: true,
            note: .init(
                .wireApplicationData,
                "the command is the app's own JSON (none of the co-hosting keys); passed on as it is"
            )
        )

        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }
    }
}
