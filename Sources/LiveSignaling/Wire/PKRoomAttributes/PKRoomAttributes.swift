/// `pk.room-attributes`: the ZIM room attributes a host sets while a PK runs, so the audience
/// knows to play the mixed stream (ZEGOCLOUD's PK battle guide, https://www.zegocloud.com/docs/live-streaming/implement-pk-battles). On the wire a map of strings;
/// here the JSON object a capture records.
public enum PKRoomAttributes {
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// Version 1, the older 1-v-1 keys.
        case oneVsOne = "one-v-one"
        /// Version 2 from the iOS demo: `pk_users` pretty-printed.
        case ios
        /// Version 2 from the Android demo: compact, integer rects.
        case android
        /// Version 2 from the Flutter demo: compact, rect values as doubles (`486.0`).
        case flutter
        /// ZEGO's prebuilt UIKit: `host`, `r_id` and `pk_users` of `{user_info, live_id}`.
        case uikit

        public var style: JSONStyle {
            switch self {
            case .ios: .applePretty
            case .android: .android
            case .flutter: .flutter
            case .oneVsOne, .uikit: .compact
            }
        }

        /// Version 2's dialect, told by how its `pk_users` document was written.
        init(pkUsersFacts facts: JSONDocumentFacts?) {
            self = facts?.hasNewlines == true ? .ios : facts?.hasZeroFraction == true ? .flutter : .android
        }
    }

    /// ZIM's room attribute limits (ZIM room properties, https://zegocloud.com/docs/zim-flutter/guides/room/room-properties).
    public enum Limits {
        public static let maxAttributes = 20
        public static let maxKeyBytes = 16
        public static let maxValueBytes = 1024
        public static let maxTotalValueBytes = 5120
        /// A mixer layout holds at most nine hosts.
        public static let maxPKUsers = 9
    }
}
