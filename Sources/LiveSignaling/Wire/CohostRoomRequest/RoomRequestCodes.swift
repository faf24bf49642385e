extension CohostRoomRequest {
    /// `action_type` of the envelope. Open: an unknown value decodes and is reported, so a newer
    /// client's action never makes decoding fail.
    public struct Action: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let request = Action(rawValue: 0)
        public static let accept = Action(rawValue: 1)
        public static let reject = Action(rawValue: 2)
        public static let cancel = Action(rawValue: 3)

        public static let known: [Action] = [.request, .accept, .reject, .cancel]
        public var isKnown: Bool { Self.known.contains(self) }

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

    /// `room_request_type` inside `extended_data`. Two tables share the field: the co-hosting and
    /// audio-room codes of ZEGOCLOUD's co-hosting guide and the iOS/Flutter demos, and the Android demo's 0/1/2.
    public struct RequestType: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let applyCoHost = RequestType(rawValue: 10000)
        public static let cancelApplication = RequestType(rawValue: 10001)
        /// The demos call it "refuse".
        public static let rejectApplication = RequestType(rawValue: 10002)
        public static let acceptApplication = RequestType(rawValue: 10003)
        public static let muteSpeaker = RequestType(rawValue: 20000)
        public static let unmuteSpeaker = RequestType(rawValue: 20001)
        public static let kickOutOfRoom = RequestType(rawValue: 20002)
        /// Android demo table, which iOS and Flutter do not share.
        public static let androidRequestCoHost = RequestType(rawValue: 0)
        public static let androidInviteCoHost = RequestType(rawValue: 1)
        public static let androidRequestTakeSeat = RequestType(rawValue: 2)

        public static let coHosting: [RequestType] = [
            .applyCoHost, .cancelApplication, .rejectApplication, .acceptApplication,
        ]
        public static let audioRoom: [RequestType] = [.muteSpeaker, .unmuteSpeaker, .kickOutOfRoom]
        public static let androidTable: [RequestType] = [
            .androidRequestCoHost, .androidInviteCoHost, .androidRequestTakeSeat,
        ]

        public var isAndroidTable: Bool { Self.androidTable.contains(self) }
        public var isKnown: Bool { Self.coHosting.contains(self) || Self.audioRoom.contains(self) || isAndroidTable }

        /// What the code asks for, in words.
        public var meaning: String {
            switch self {
            case .applyCoHost: "apply to co-host"
            case .cancelApplication: "cancel the application"
            case .rejectApplication: "reject the application"
            case .acceptApplication: "accept the application"
            case .muteSpeaker: "mute speaker"
            case .unmuteSpeaker: "unmute speaker"
            case .kickOutOfRoom: "kick out of room"
            case .androidRequestCoHost: "request co-host"
            case .androidInviteCoHost: "invite co-host"
            case .androidRequestTakeSeat: "request take seat"
            default: "unknown type \(rawValue)"
            }
        }

        public var description: String { isAndroidTable ? meaning + " (Android table)" : meaning }

        /// The lowest co-hosting or audio-room code: a bare `{"action_type": N}` with N at least
        /// this is the Android document's payload form, not a broken envelope.
        static let lowestRoomCode = (coHosting + audioRoom).map(\.rawValue).min() ?? 0

        /// The codes a room request may carry, as a finding lists them: "10000–10003 co-hosting, …".
        static var knownCodesText: String {
            func span(_ codes: [RequestType]) -> String {
                let values = codes.map(\.rawValue)
                return "\(values.min() ?? 0)–\(values.max() ?? 0)"
            }
            return "\(span(coHosting)) co-hosting, \(span(audioRoom)) audio room"
        }
    }
}

extension CohostRoomRequest.Action {
    /// The known actions as a finding lists them: "0 (request), 1 (accept), 2 (reject) or 3 (cancel)".
    static var knownText: String {
        let named = known.map { "\($0.rawValue) (\($0))" }
        return named.dropLast().joined(separator: ", ") + " or " + (named.last ?? "")
    }

    /// Whether this action may carry `type` without contradicting itself, as the demos send
    /// them: iOS echoes the request's apply code in every answer, Flutter names the answer;
    /// audio-room codes travel as requests. An unknown action contradicts nothing. (A switch,
    /// not a table: it runs for every co-host message; the C table is generated from it.)
    func agrees(with type: CohostRoomRequest.RequestType) -> Bool {
        switch self {
        case .request: type == .applyCoHost || CohostRoomRequest.RequestType.audioRoom.contains(type)
        case .accept: type == .applyCoHost || type == .acceptApplication
        case .reject: type == .applyCoHost || type == .rejectApplication
        case .cancel: type == .applyCoHost || type == .cancelApplication
        default: true
        }
    }
}
