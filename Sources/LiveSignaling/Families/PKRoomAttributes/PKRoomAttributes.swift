/// `pk.room-attributes`: the ZIM room attributes a host sets while a PK runs, so the audience
/// knows to play the mixed stream (ZEGOCLOUD's PK battle guide, https://www.zegocloud.com/docs/live-streaming/implement-pk-battles). On the wire a map of strings;
/// here the JSON object a capture records.
public enum PKRoomAttributes {
    /// The clients whose PK room attributes this family reads and writes.
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// Version 1, the older 1-v-1 keys (the native live-streaming kits, with `pk_seq`).
        case oneVsOne = "one-v-one"
        /// Version 1 as Flutter's live-streaming kit wrote it from 2.2.1 until 3.0.0: the same
        /// keys without `pk_seq` (ZEGOCLOUD/zego_uikit_prebuilt_live_streaming_flutter@
        /// c9147f2c9f566f202bb821735bbc1342173296e3 lib/src/pk/src/pk_impl.dart).
        case flutterOneVsOne = "flutter-one-v-one"
        /// Version 2 from the iOS demo: `pk_users` pretty-printed.
        case ios
        /// Version 2 from the Android demo: compact, integer rects.
        case android
        /// Version 2 from the Flutter demo: compact, rect values as doubles (`486.0`).
        case flutter
        /// ZEGO's prebuilt UIKit: `host`, `r_id` and `pk_users` of `{user_info, live_id}`.
        case uikit
        /// The app's own attributes with no PK key (``AppAttributes``), as the app writes them.
        case application

        /// The JSON layout this dialect's client writes, `pk_users` included: Apple's pretty-printed form
        /// for ``ios``, Android's and Flutter's own for ``android`` and ``flutter``, compact otherwise.
        public var style: JSONStyle {
            switch self {
            case .ios: .applePretty
            case .android: .android
            case .flutter: .flutter
            case .oneVsOne, .flutterOneVsOne, .uikit, .application: .compact
            }
        }

        /// The version-1 dialects: the 1-v-1 protocol's, and the app's own attributes.
        static let version1: [Dialect] = [.oneVsOne, .flutterOneVsOne, .application]
    }

    /// ZIM's room attribute limits (ZIM room properties, https://zegocloud.com/docs/zim-flutter/guides/room/room-properties).
    public enum Limits {
        /// Attributes one room holds at most (`limit.zim-attribute-count`).
        public static let maxAttributes = 20
        /// UTF-8 bytes one attribute key may take (`limit.zim-attribute-key`).
        public static let maxKeyBytes = 16
        /// UTF-8 bytes one attribute value may take (`limit.zim-attribute-value`).
        public static let maxValueBytes = 1024
        /// UTF-8 bytes all attribute values of one room may take together (`limit.zim-attributes-total`).
        public static let maxTotalValueBytes = 5120
        /// A mixer layout holds at most nine hosts.
        public static let maxPKUsers = 9
    }
}
