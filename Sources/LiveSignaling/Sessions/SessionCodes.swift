// The session layer's codes. They judge conversations, which only the Swift checkers follow,
// so they live beside the message catalogue rather than in it (the C validator checks messages).

extension DiagnosticCode {
    public static let sessionUnmatched = Self(rawValue: "session.unmatched")
    public static let sessionWrongParty = Self(rawValue: "session.wrong-party")
    public static let sessionAfterFinal = Self(rawValue: "session.after-final")
    public static let sessionRequestID = Self(rawValue: "session.request-id")
    public static let sessionTimeout = Self(rawValue: "session.timeout")
    public static let sessionCohostDuringPK = Self(rawValue: "session.cohost-during-pk")
    public static let sessionAttributesBeforeMix = Self(rawValue: "session.attributes-before-mix")
    public static let sessionAttributesLeft = Self(rawValue: "session.attributes-left")
    public static let sessionPKUsers = Self(rawValue: "session.pk-users")
    public static let sessionTooManyHosts = Self(rawValue: "session.too-many-hosts")
    public static let sessionLayout = Self(rawValue: "session.layout")
    public static let sessionSeatsFull = Self(rawValue: "session.seats-full")
    public static let sessionSeatState = Self(rawValue: "session.seat-state")
    public static let sessionStreamOrder = Self(rawValue: "session.stream-order")
    public static let sessionStreamLimit = Self(rawValue: "session.stream-limit")
    public static let sessionReconnecting = Self(rawValue: "session.reconnecting")
    public static let sessionRemoved = Self(rawValue: "session.removed")
    public static let sessionDeviceChanged = Self(rawValue: "session.device-changed")
    public static let sessionTRTCError = Self(rawValue: "session.trtc-error")
    public static let sessionRoomKind = Self(rawValue: "session.room-kind")

    /// Every session code, in the order README lists them.
    public static let sessionCatalogue: [DiagnosticCatalogueEntry] = [
        .init(
            code: .sessionUnmatched,
            severity: .error,
            summary:
                "An answer, cancel or result for a request, invitation or connection nobody made (or that already ended)."
        ),
        .init(
            code: .sessionWrongParty,
            severity: .error,
            summary: "An answer not from the one asked, or a cancel not from the one who asked."
        ),
        .init(
            code: .sessionAfterFinal,
            severity: .error,
            summary: "An event for a request or PK that had already reached a final state."
        ),
        .init(
            code: .sessionRequestID,
            severity: .error,
            summary: "request_id is not empty on a first send, or a follow-up does not carry the first message's ID."
        ),
        .init(
            code: .sessionTimeout,
            severity: .note,
            summary: "A request or invitation got no answer within its timeout; it ended there."
        ),
        .init(
            code: .sessionCohostDuringPK,
            severity: .error,
            summary: "A co-host request was accepted while the room was in a PK battle (seed 000 FAQ: reject them)."
        ),
        .init(
            code: .sessionAttributesBeforeMix,
            severity: .error,
            summary: "PK room attributes were set before the room's mixer task started."
        ),
        .init(
            code: .sessionAttributesLeft,
            severity: .error,
            summary: "A PK ended but its room attributes were not deleted."
        ),
        .init(
            code: .sessionPKUsers,
            severity: .error,
            summary: "pk_users does not list exactly the hosts in the PK (the inviter and who accepted)."
        ),
        .init(
            code: .sessionTooManyHosts,
            severity: .error,
            summary: "More than 9 hosts in one PK battle."
        ),
        .init(
            code: .sessionLayout,
            severity: .warning,
            summary: "pk_users rectangles do not follow the PK mixer layout, or the local host is not first (left)."
        ),
        .init(
            code: .sessionSeatsFull,
            severity: .error,
            summary: "More than 9 audience members on co-mic seats beside the host."
        ),
        .init(
            code: .sessionSeatState,
            severity: .error,
            summary:
                "A seat event for someone in the wrong place: taking a seat twice, kicked or leaving while not seated."
        ),
        .init(
            code: .sessionStreamOrder,
            severity: .error,
            summary: "A multi-stream event out of order: for a stream not opened, opened twice, or after it closed."
        ),
        .init(
            code: .sessionStreamLimit,
            severity: .error,
            summary: "More than 4 auxiliary streams open beside the active speaker."
        ),
        .init(
            code: .sessionReconnecting,
            severity: .warning,
            summary: "No device-state SEI from a sender for more than 5 s: receivers show it as reconnecting."
        ),
        .init(
            code: .sessionRemoved,
            severity: .error,
            summary: "No device-state SEI from a sender for more than 60 s: receivers remove it from the PK."
        ),
        .init(
            code: .sessionDeviceChanged,
            severity: .note,
            summary: "A sender's heartbeat changed its camera or microphone state."
        ),
        .init(
            code: .sessionTRTCError,
            severity: .warning,
            summary: "A TRTC cross-room connection failed with an error code (named from the TRTC error table)."
        ),
        .init(
            code: .sessionRoomKind,
            severity: .error,
            summary: "Numeric roomId and string strRoomId rooms mixed in one session: they never interconnect."
        ),
    ]

    /// The catalogue severity of a session code (error for codes outside it).
    var sessionSeverity: Severity {
        Self.sessionCatalogue.first { $0.code == self }?.severity ?? .error
    }
}
