extension CohostRoomRequest {
    /// `action_type` of the envelope. Open: an unknown value decodes and is reported, so a newer
    /// client's action never makes decoding fail.
    public struct Action: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The `action_type` number as sent.
        public var rawValue: UInt
        /// Creates an action from its `action_type` number, known or not.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// `0`: a new request from the sender to the receiver; `extended_data` says what it asks for.
        public static let request = Action(rawValue: 0)
        /// `1`: the receiver accepts the request that `request_id` names.
        public static let accept = Action(rawValue: 1)
        /// `2`: the receiver refuses the request that `request_id` names.
        public static let reject = Action(rawValue: 2)
        /// `3`: the sender withdraws the request that `request_id` names.
        public static let cancel = Action(rawValue: 3)

        /// The actions this package knows, 0 to 3.
        public static let known: [Action] = [.request, .accept, .reject, .cancel]
        /// Whether the action is one of ``known``; any other is reported as `wire.enum`.
        public var isKnown: Bool { Self.known.contains(self) }

        /// The action's name, or "unknown action" and its number.
        public var description: String {
            switch self {
            case .request: "request"
            case .accept: "accept"
            case .reject: "reject"
            case .cancel: "cancel"
            default: "unknown action \(rawValue)"
            }
        }
    }

    /// `room_request_type` inside `extended_data`. Two tables share the field: the co-hosting
    /// codes of ZEGOCLOUD's co-hosting guide and the iOS/Flutter demos, and the Android demo's
    /// 0/1/2. An audio room's 20000 block is not among them: the demos send those codes as a
    /// command of their own (``RoomCommand``), never in a request.
    public struct RequestType: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The request-type number as sent.
        public var rawValue: Int
        /// Creates a request type from its number, known or not.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `10000`: apply to co-host. The iOS demo also echoes it in every answer.
        public static let applyCoHost = RequestType(rawValue: 10000)
        /// `10001`: cancel the application.
        public static let cancelApplication = RequestType(rawValue: 10001)
        /// The demos call it "refuse".
        public static let rejectApplication = RequestType(rawValue: 10002)
        /// `10003`: accept the application; the Flutter demo sends it in an accept.
        public static let acceptApplication = RequestType(rawValue: 10003)
        /// Android demo table, which iOS and Flutter do not share.
        public static let androidRequestCoHost = RequestType(rawValue: 0)
        /// `1` in the Android demo's table: invite to co-host.
        public static let androidInviteCoHost = RequestType(rawValue: 1)
        /// `2` in the Android demo's table: request to take a seat.
        public static let androidRequestTakeSeat = RequestType(rawValue: 2)

        /// The co-hosting codes, 10000 to 10003.
        public static let coHosting: [RequestType] = [
            .applyCoHost, .cancelApplication, .rejectApplication, .acceptApplication,
        ]
        /// The Android demo's codes, 0 to 2, which iOS and Flutter do not share.
        public static let androidTable: [RequestType] = [
            .androidRequestCoHost, .androidInviteCoHost, .androidRequestTakeSeat,
        ]

        /// Whether the code is from the Android demo's table; such a code is reported as
        /// `interop.android-code-table`.
        public var isAndroidTable: Bool { Self.androidTable.contains(self) }
        /// Every code of the two tables, in that order.
        public static let allKnown: [RequestType] = coHosting + androidTable
        /// Whether the code is in one of the two tables; any other is reported as `wire.enum`.
        public var isKnown: Bool { Self.allKnown.contains(self) }

        /// What the code asks for, in words.
        public var meaning: String {
            switch self {
            case .applyCoHost: "apply to co-host"
            case .cancelApplication: "cancel the application"
            case .rejectApplication: "reject the application"
            case .acceptApplication: "accept the application"
            case .androidRequestCoHost: "request co-host"
            case .androidInviteCoHost: "invite co-host"
            case .androidRequestTakeSeat: "request take seat"
            default: "unknown type \(rawValue)"
            }
        }

        /// The code's ``meaning``, followed by "(Android table)" for the Android demo's codes.
        public var description: String { isAndroidTable ? meaning + " (Android table)" : meaning }

        /// The lowest co-hosting code: a bare `{"action_type": N}` with N at least this is the
        /// Android document's payload form, not a broken envelope.
        static let lowestRoomCode = coHosting.map(\.rawValue).min() ?? 0

        /// The codes a room request may carry, as a finding lists them: "10000–10003 co-hosting, …".
        static var knownCodesText: String {
            func span(_ codes: [RequestType]) -> String {
                let values = codes.map(\.rawValue)
                return "\(values.min() ?? 0)–\(values.max() ?? 0)"
            }
            return "\(span(coHosting)) co-hosting"
        }
    }
}

extension CohostRoomRequest.Action {
    /// Whether this action may carry `type` without contradicting itself, as the demos send
    /// them: iOS echoes the request's apply code in every answer, Flutter names the answer.
    /// An unknown action contradicts nothing. The co-host
    /// spec marks each action's contradicting codes from it, and the C tables come from the
    /// spec.
    func agrees(with type: CohostRoomRequest.RequestType) -> Bool {
        switch self {
        case .request: type == .applyCoHost
        case .accept: type == .applyCoHost || type == .acceptApplication
        case .reject: type == .applyCoHost || type == .rejectApplication
        case .cancel: type == .applyCoHost || type == .cancelApplication
        default: true
        }
    }
}
