extension ZIMCallback {
    /// A ZIM server callback's body (``form``), as read: the event and the members it carries,
    /// every member kept.
    public struct Body: SpecBacked {
        public static var form: FormSpec { ZIMCallback.form }
        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }

        /// The app's ID (`appid`), a string as ZIM sends it.
        public var appID: String? { text(Key.appID) }
        /// Which callback this is (`event`): a ``CallEvent`` or ``RoomEvent`` raw value, or another ZIM event.
        public var event: String? { string(Key.event) }
        /// The call invitation event, when it is one.
        public var callEvent: CallEvent? { event.flatMap(CallEvent.init(rawValue:)) }
        /// The room event, when it is one.
        public var roomEvent: RoomEvent? { event.flatMap(RoomEvent.init(rawValue:)) }
        /// The random number (`nonce`), as a string, that the signature covers.
        public var nonce: String? { text(Key.nonce) }
        /// The hex SHA-1 (`signature`) to compare with the hash of ``signedText(secret:)``.
        public var signature: String? { string(Key.signature) }
        /// When the callback was sent (`timestamp`), in Unix time; the signature covers it too.
        public var timestamp: Int? { integer(Key.timestamp) }
        /// The call invitation a call event is about (`call_id`).
        public var callID: String? { string(Key.callID) }
        /// The room a room event is about (`room_id`).
        public var roomID: String? { string(Key.roomID) }
        /// The users the event names: invitees, those left unanswered, or the room's members.
        public var userIDs: [String] { self[Key.userIDs]?.arrayValue?.compactMap(\.stringValue) ?? [] }
        /// Who answered an invitation.
        public var userID: String? { string(Key.userID) }
        /// Who sent the invitation (`call_create`).
        public var caller: String? { string(Key.caller) }
        /// Who invited more users into a call (`call_invite`).
        public var inviter: String? { string(Key.inviter) }
        /// How long invitees have to answer, in seconds (`call_create`).
        public var timeoutSeconds: Int? { integer(Key.timeout) }
        /// The extended data an invitation or an answer carried, as sent.
        public var extendedData: String? { string(Key.payload) ?? string(Key.extendData) }

        /// A member that is a string, or an integer as written (``ZIMCallback/integerTolerantKeys``).
        private func text(_ key: String) -> String? {
            string(key) ?? self[key]?.numberValue.flatMap { $0.isIntegerLexeme ? $0.lexeme : nil }
        }

        /// The strings the `signature` is the SHA-1 of, in order: the callback secret, the
        /// `timestamp` and the `nonce`, sorted as strings and joined (the "Authenticating
        /// server-to-server callbacks" page). Hash it with any SHA-1 and compare the hex with
        /// ``signature``; nil when the body has no timestamp or nonce.
        public func signedText(secret: String) -> String? {
            guard let timestamp, let nonce else { return nil }
            return [secret, String(timestamp), nonce].sorted().joined()
        }
    }
}
