/// `cohost.room-request`: the co-hosting request a ZEGO ZIM command message carries
/// (ZEGOCLOUD's co-hosting guide, https://www.zegocloud.com/docs/live-streaming-ios-swift/best-practice/implement-co-hosting). Version 1 is the five-key envelope whose `extended_data`
/// string holds a small JSON document naming the request type.
public enum CohostRoomRequest {
    /// The clients whose forms this family reads and writes.
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// iOS demo: `JSONSerialization` with `.prettyPrinted`; answers echo the stored 10000.
        case ios
        /// Android demo: compact, `\/` escapes, and its own 0/1/2 code table.
        case android
        /// Flutter demo: compact, bare `/`, and 10002/10003 in answers.
        case flutter
        /// The `extended_data` document on its own, as the co-hosting guide prints it: `{"room_request_type": 10000}`.
        case payload
        /// The Android document's `{"action_type": 10000}`, which matches no demo.
        case androidDocument = "android-doc"
        /// The app's own command on the same channel (``AppCommand``), as the app writes it.
        case application

        /// The byte style this dialect is written in: ``JSONStyle/applePretty`` for iOS, the demos' own
        /// compact styles for Android and Flutter, ``JSONStyle/documentation`` for the two document forms, and
        /// compact for the app's own command.
        public var style: JSONStyle {
            switch self {
            case .ios: .applePretty
            case .android: .android
            case .flutter: .flutter
            case .payload, .androidDocument: .documentation
            case .application: .compact
            }
        }
    }
}
