extension UIKitInvitation {
    /// An invitation as a UIKit kit sends it (`inviteForm`, or `advanceInviteForm` for
    /// ``Advance``): what it is for, who sends it, and the payload, unwrapped.
    ///
    /// ```swift
    /// let invite = UIKitInvitation.Invite(purpose: .videoCall, inviterID: "alice", inviterName: "Alice",
    ///                                     payload: ["call_id": "call_alice_1", "invitees": [["user_id": "bob"]]])
    /// invite.encoded(dialect: "android")  // {"type":1,"inviter_id":"alice","inviter_name":"Alice","data":"{…}"}
    /// ```
    public struct Invite: SpecBacked {
        public static var form: FormSpec { UIKitInvitation.inviteForm }
        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }

        /// Members in the order the Android kit writes them.
        public init(purpose: Purpose, inviterID: String?, inviterName: String?, payload: JSONValue?) {
            self.init(type: purpose.rawValue, inviterID: inviterID, inviterName: inviterName, payload: payload)
        }

        /// For an app's own invitation type.
        public init(type: Int, inviterID: String?, inviterName: String?, payload: JSONValue?) {
            var fields: JSONObject = [Key.type: .number(JSONNumber(type))]
            if let inviterID { fields[Key.inviterID] = .string(inviterID) }
            if let inviterName { fields[Key.inviterName] = .string(inviterName) }
            if let payload { fields[Key.data] = payload }
            self.fields = fields
        }

        /// What the invitation is for (`type`), as sent: a ``Purpose`` raw value or the app's own type.
        public var type: Int? { integer(Key.type) }
        /// The purpose `type` names; nil for an app's own type or a missing `type`.
        public var purpose: Purpose? { type.flatMap(Purpose.init(rawValue:)) }
        /// The inviter's user ID (`inviter_id`); Web and React Native leave it out.
        public var inviterID: String? { string(Key.inviterID) }
        /// The inviter's name (`inviter_name`); nil when absent or `null`, which iOS may write.
        public var inviterName: String? { string(Key.inviterName) }
        /// What `data` carries: a JSON value for calls and PK battles, otherwise the app's string.
        public var payload: JSONValue? { self[Key.data] }
        /// A call's RTC room.
        public var callID: String? { payload?.objectValue?[Key.callID]?.stringValue }
        /// A call's callees.
        public var calleeIDs: [String] {
            payload?.objectValue?[Key.invitees]?.arrayValue?.compactMap { $0.objectValue?[Key.userID]?.stringValue }
                ?? []
        }
    }

    /// An invitation in the advance protocol (Flutter, ZIM's advanced mode).
    public struct Advance: SpecBacked {
        public static var form: FormSpec { UIKitInvitation.advanceInviteForm }
        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }

        /// What the invitation is for (`type`), as sent: a ``Purpose`` raw value or the app's own type.
        public var type: Int? { integer(Key.type) }
        /// The purpose `type` names; nil for an app's own type or a missing `type`.
        public var purpose: Purpose? { type.flatMap(Purpose.init(rawValue:)) }
        /// The call initiator's user ID: the `id` of the `inviter` object.
        public var initiatorID: String? { self[Key.inviter]?.objectValue?[Key.id]?.stringValue }
        /// The callees' user IDs (`invitees`); empty when the list is absent.
        public var inviteeIDs: [String] { self[Key.invitees]?.arrayValue?.compactMap(\.stringValue) ?? [] }
        /// What `custom_data` carries, unwrapped as `Invite/payload`.
        public var payload: JSONValue? { self[Key.customData] }
    }

    /// An accept, refusal or cancellation that carries an object.
    public struct Answer: SpecBacked {
        public static var form: FormSpec { UIKitInvitation.answerForm }
        public let fields: JSONObject

        public init(checked fields: JSONObject) { self.fields = fields }

        /// `"decline"` or `"busy"`.
        public var reason: String? { string(Key.reason) }
        /// The ZIM call answered, in whichever key the kit writes it.
        public var invitationID: String? {
            string(Key.invitationID) ?? string(Key.snakeInvitationID) ?? string(Key.zimCallID)
        }
        /// Whether the caller cancelled: `operation_type` is `cancel_invitation` (Web, React Native).
        public var isCancellation: Bool { string(Key.operationType) == "cancel_invitation" }
    }
}
