/// `pk.invite`: the `extendedData` of a ZIM call invitation used to start, answer and end a
/// PK battle (ZEGOCLOUD's PK battle guide, https://www.zegocloud.com/docs/live-streaming/implement-pk-battles; ZIM server API, https://zegocloud.com/docs/zim-server/call-invitation/send-a-call-invitation).
public enum PKInvite {
    /// The forms of `extendedData` this family reads and writes.
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// All three demo apps: numeric `type` 91000–91002 with `room_id`, `user_name`,
        /// `user_id` (invite only) and `auto_accept`.
        case demo
        /// The PK battle guide: `type` as a name, `"start_pkbattles"`, `"video_call"` or `"voice_call"`.
        case document
        /// The call-invitation demo: only `{"type":10000}` (video) or `{"type":10001}` (voice).
        case callType = "call-type"
        /// `callQuit` sends an empty `extendedData`.
        case quit
        /// The UIKit live-streaming kits' answers and cancellations: the invitation's data with
        /// `invitationID` added, and `reason` on a refusal.
        case uikit

        /// The JSON layout messages in this dialect are written in: compact for all five (the
        /// iOS kit pretty-prints its PK data; Android's is compact).
        public var style: JSONStyle {
            switch self {
            case .demo, .callType, .quit, .document, .uikit: .compact
            }
        }
    }

    /// Client-side `ZIMCallInviteConfig.timeout` range in seconds.
    public static let clientTimeout: ClosedRange<Int> = 1...600
    /// Server API timeout range (0, 600]; 90 when omitted.
    public static let serverTimeout: ClosedRange<Int> = 1...600
    /// The timeout, in seconds, the server API uses when a request gives none.
    public static let serverDefaultTimeout = 90
    /// ZIM's limit on `extendedData`: a whole invite message.
    public static let extendedDataLimit = MessageSizeLimit(
        bytes: 2048,
        code: .limitCallExtendedData,
        subject: "extendedData"
    )
    /// `extendedData` limit in bytes.
    public static var maxExtendedDataBytes: Int { extendedDataLimit.bytes }
    /// Callees in one server-side invitation.
    public static let maxInvitees = 9
    /// Users in one advanced-mode call.
    public static let maxAdvancedModeUsers = 10
}
