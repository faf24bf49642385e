/// Follows the co-hosting requests of one room (seed 001, PROTOCOLS.md §1): request → accept |
/// reject | cancel | timeout. An answer comes only from the one asked, a cancel only from the
/// one who asked; nothing follows a final state; `request_id` is empty on the first send and
/// the first message's ID afterwards; no request is accepted while the room is in a PK.
///
/// Requests are matched by `request_id` when the first message's ID is known, otherwise by
/// the two users, the latest open request first.
public struct CohostRequestChecker: Sendable {
    public struct Event: Sendable {
        public var time: Int
        /// The caller's reference, returned in findings (a capture's line number).
        public var reference: Int?
        /// The ZIM message ID the SDK reported for this message, when known.
        public var messageID: String?
        public var request: CohostRoomRequest.V1

        public init(time: Int, reference: Int? = nil, messageID: String? = nil, request: CohostRoomRequest.V1) {
            self.time = time
            self.reference = reference
            self.messageID = messageID
            self.request = request
        }
    }

    struct Request {
        var messageID: String?
        var applicant: String
        var host: String
        var time: Int
        var state: InvitationState
    }

    public let room: String?
    /// How long a request waits for an answer; ZIM commands carry no timeout of their own,
    /// so the default follows the demos' invitation timeout.
    public var timeout: Int
    private var requests: [Request] = []
    public private(set) var diagnostics: [Diagnostic] = []

    public init(room: String? = nil, timeout: Int = 60_000) {
        self.room = room
        self.timeout = timeout
    }

    /// `roomInPK`: whether the room was in a PK battle at the event's time.
    public mutating func observe(_ event: Event, roomInPK: Bool = false) {
        expire(before: event.time)
        let request = event.request
        switch request.action {
        case .request:
            if !request.requestID.isEmpty {
                report(
                    .sessionRequestID,
                    event,
                    "a first request carries request_id \"\(request.requestID)\"; it is empty until the message has an ID"
                )
            }
            requests.append(
                Request(
                    messageID: event.messageID,
                    applicant: request.senderID,
                    host: request.receiverID,
                    time: event.time,
                    state: .pending
                )
            )
        case .accept, .reject, .cancel:
            followUp(event, roomInPK: roomInPK)
        default:
            break
        }
    }

    private mutating func followUp(_ event: Event, roomInPK: Bool) {
        let message = event.request
        let verb = message.action == .accept ? "an accept" : message.action == .reject ? "a reject" : "a cancel"
        if message.requestID.isEmpty {
            report(.sessionRequestID, event, "\(verb) carries an empty request_id; it names the request's message ID")
        }
        guard let index = match(message) else {
            report(
                .sessionUnmatched,
                event,
                "\(message.senderID) sends \(verb) for a request nobody made between \(message.senderID) and \(message.receiverID)"
            )
            return
        }
        let request = requests[index]
        if let id = request.messageID, !message.requestID.isEmpty, message.requestID != id {
            report(
                .sessionRequestID,
                event,
                "request_id \"\(message.requestID)\" is not the request's message ID \"\(id)\""
            )
        }
        guard request.state == .pending else {
            report(
                .sessionAfterFinal,
                event,
                "\(verb) after the request from \(request.applicant) was already \(request.state.rawValue)"
            )
            return
        }
        let rightSender = message.action == .cancel ? request.applicant : request.host
        guard message.senderID == rightSender else {
            let who =
                message.action == .cancel ? "the applicant \(request.applicant)" : "\(request.host), who was asked,"
            report(.sessionWrongParty, event, "\(message.senderID) sends \(verb); only \(who) can")
            return
        }
        switch message.action {
        case .accept:
            requests[index].state = .accepted
            if roomInPK {
                report(
                    .sessionCohostDuringPK,
                    event,
                    "\(request.host) accepts \(request.applicant) as co-host while the room is in a PK battle"
                )
            }
        case .reject: requests[index].state = .rejected
        default: requests[index].state = .cancelled
        }
    }

    /// The request a follow-up answers: by message ID, else the latest between the two users.
    private func match(_ message: CohostRoomRequest.V1) -> Int? {
        if !message.requestID.isEmpty, let index = requests.lastIndex(where: { $0.messageID == message.requestID }) {
            return index
        }
        let users = Set([message.senderID, message.receiverID])
        let between = requests.indices.filter { users == Set([requests[$0].applicant, requests[$0].host]) }
        return between.last { requests[$0].state == .pending } ?? between.last
    }

    /// Ends requests whose timeout passed before `time`.
    private mutating func expire(before time: Int) {
        for index in requests.indices where requests[index].state == .pending {
            let deadline = SessionClock.adding(requests[index].time, timeout)
            guard deadline < time else { continue }
            requests[index].state = .timedOut
            diagnostics.append(
                Diagnostic.session(
                    .sessionTimeout,
                    time: deadline,
                    event: nil,
                    room: room,
                    flow: .cohost,
                    message:
                        "the request from \(requests[index].applicant) to \(requests[index].host) got no answer in \(SessionClock.describe(timeout))"
                )
            )
        }
    }

    /// Ends the session at `time`: requests still open past their timeout time out.
    public mutating func finish(at time: Int) {
        expire(before: SessionClock.adding(time, 1))
    }

    private mutating func report(_ code: DiagnosticCode, _ event: Event, _ message: String) {
        diagnostics.append(
            Diagnostic.session(
                code,
                time: event.time,
                event: event.reference,
                room: room,
                flow: .cohost,
                message: message
            )
        )
    }
}
