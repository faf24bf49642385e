/// Follows the co-hosting requests of one room (the flow of ``CohostRoomRequest``, whose public sources it names): request → accept |
/// reject | cancel | timeout. An answer comes only from the one asked, a cancel only from the
/// one who asked; nothing follows a final state; no request is accepted while the room is in
/// a PK. A request is named by what its first send carries: the demos send an empty
/// `request_id` and name the request afterwards by the first message's ZIM ID; the Flutter
/// best-practice demo makes its own (`{userID}_{ms}_{random}`) on the first send. Either way,
/// every accept, reject and cancel must echo that name.
///
/// Requests are matched by that name when it is known, otherwise by the two users, the latest
/// open request first.
///
/// State is bounded. Requests are indexed by message ID and by the two users, so an event
/// costs the same on the millionth request as on the first. A request is kept while it is
/// open and for one `timeout` after it ends (an answer later than that is `session.unmatched`
/// rather than `session.after-final`). At most `capacity` requests are kept: past it the
/// oldest is forgotten and counted in ``forgotten``, which callers must report.
public struct CohostRequestChecker: Sendable {
    /// One co-host request message as the checker sees it: when it came, which message it was, and what it says.
    public struct Event: Sendable {
        /// When the message came, in milliseconds.
        public var time: Int
        /// The caller's reference, returned in findings (a capture's line number).
        public var reference: Int?
        /// The ZIM message ID the SDK reported for this message, when known.
        public var messageID: String?
        /// The message: its action, sender, receiver and `request_id`.
        public var request: CohostRoomRequest.V1
        /// A request's own timeout in milliseconds, when its protocol has one (a UIKit
        /// invitation is a ZIM call invitation with a timeout); nil for the demos' room
        /// requests, which wait until answered or cancelled.
        public var timeout: Int?

        /// Creates an event; `reference`, `messageID` and `timeout` are nil unless given.
        public init(
            time: Int,
            reference: Int? = nil,
            messageID: String? = nil,
            request: CohostRoomRequest.V1,
            timeout: Int? = nil
        ) {
            self.time = time
            self.reference = reference
            self.messageID = messageID
            self.request = request
            self.timeout = timeout
        }
    }

    struct Request {
        var messageID: String?
        /// The `request_id` the first send carried, when the client made one.
        var clientID: String?
        var applicant: String
        var host: String
        var time: Int
        var state: InvitationState
        /// When it times out (pending) or is forgotten (ended): its one live heap entry.
        var expiry: Int
        /// Its own timeout, when its protocol has one; else the checker's is only how long
        /// an answer is waited for before the note, and a later answer still answers it.
        var ownTimeout: Int?
    }

    /// Requests kept at once when a room gives no other bound.
    public static let defaultCapacity = 10_000

    /// The room findings name; nil names none.
    public let room: String?
    /// How long a request waits for an answer; ZIM commands carry no timeout of their own,
    /// so the default follows the demos' invitation timeout.
    public var timeout: Int
    /// The most requests kept at once; at least 1.
    public let capacity: Int
    /// Requests dropped at the capacity before they ended or their time was up.
    public private(set) var forgotten = 0
    /// Findings so far, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []

    private var requests: [Int: Request] = [:]
    /// Requests by the name a follow-up uses: the client's `request_id`, else the message ID.
    private var byID: [String: Int] = [:]
    /// Serials of the requests between two users, oldest first.
    private var byPair: [UserPair: [Int]] = [:]
    private var expiries = DeadlineHeap()
    private var nextSerial = 0
    /// No kept request has a smaller serial.
    private var oldestSerial = 0

    /// Creates a checker for one room; `timeout` is in milliseconds (60 s by default), and a `capacity`
    /// below 1 is taken as 1.
    public init(room: String? = nil, timeout: Int = 60_000, capacity: Int = CohostRequestChecker.defaultCapacity) {
        self.room = room
        self.timeout = timeout
        self.capacity = max(capacity, 1)
    }

    /// Requests kept now (open, or ended within a timeout).
    public var tracked: Int { requests.count }

    /// `roomInPK`: whether the room was in a PK battle at the event's time.
    public mutating func observe(_ event: Event, roomInPK: Bool = false) {
        expire(before: event.time)
        let request = event.request
        switch request.action {
        case .request:
            add(
                Request(
                    messageID: event.messageID,
                    clientID: request.requestID.flatMap { $0.isEmpty ? nil : $0 },
                    applicant: request.senderID,
                    host: request.receiverID,
                    time: event.time,
                    state: .pending,
                    expiry: SessionClock.adding(event.time, event.timeout ?? timeout),
                    ownTimeout: event.timeout
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
        let requestID = message.requestID ?? ""
        if requestID.isEmpty {
            report(.sessionRequestID, event, "\(verb) carries an empty request_id; it names the request's message ID")
        }
        guard let serial = match(message), let request = requests[serial] else {
            report(
                .sessionUnmatched,
                event,
                "\(message.senderID) sends \(verb) for a request nobody made between \(message.senderID) and \(message.receiverID)"
            )
            return
        }
        if let id = request.clientID ?? request.messageID, !requestID.isEmpty, requestID != id {
            let named = request.clientID == nil ? "the request's message ID" : "the request_id its first send made"
            report(.sessionRequestID, event, "request_id \"\(requestID)\" is not \(named), \"\(id)\"")
        }
        // A demo's room request has no timeout of its own: the note said no answer came in
        // the checker's time, and a later answer still answers it (the demos' hosts may take
        // longer). A ZIM call invitation's timeout is final.
        let answerable = request.state == .pending || (request.state == .timedOut && request.ownTimeout == nil)
        guard answerable else {
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
            end(serial, as: .accepted, at: event.time)
            if roomInPK {
                report(
                    .sessionCohostDuringPK,
                    event,
                    "\(request.host) accepts \(request.applicant) as co-host while the room is in a PK battle"
                )
            }
        case .reject: end(serial, as: .rejected, at: event.time)
        default: end(serial, as: .cancelled, at: event.time)
        }
    }

    /// The request a follow-up answers: by message ID, else the latest between the two users
    /// still open, else the latest between them.
    private func match(_ message: CohostRoomRequest.V1) -> Int? {
        if let id = message.requestID, !id.isEmpty, let serial = byID[id] { return serial }
        let between = byPair[UserPair(message.senderID, message.receiverID)] ?? []
        return between.last { requests[$0]?.state == .pending } ?? between.last
    }

    private mutating func add(_ request: Request) {
        while requests.count >= capacity { forgetOldest() }
        let serial = nextSerial
        nextSerial += 1
        requests[serial] = request
        if let id = request.clientID ?? request.messageID { byID[id] = serial }
        byPair[UserPair(request.applicant, request.host), default: []].append(serial)
        expiries.push(request.expiry, serial: serial)
    }

    /// Ends a request; it is kept one more timeout, for answers that come after the end.
    private mutating func end(_ serial: Int, as state: InvitationState, at time: Int) {
        guard var request = requests[serial] else { return }
        request.state = state
        request.expiry = SessionClock.adding(time, timeout)
        requests[serial] = request
        expiries.push(request.expiry, serial: serial)
    }

    private mutating func remove(_ serial: Int) {
        guard let request = requests.removeValue(forKey: serial) else { return }
        if let id = request.clientID ?? request.messageID, byID[id] == serial { byID[id] = nil }
        let pair = UserPair(request.applicant, request.host)
        byPair[pair]?.removeAll { $0 == serial }
        if byPair[pair]?.isEmpty == true { byPair[pair] = nil }
    }

    private mutating func forgetOldest() {
        while oldestSerial < nextSerial, requests[oldestSerial] == nil { oldestSerial += 1 }
        guard oldestSerial < nextSerial else { return }
        forgotten += 1
        remove(oldestSerial)
    }

    /// Times out the requests whose timeout passed before `time`, and forgets the ended ones
    /// kept long enough.
    private mutating func expire(before time: Int) {
        while let next = expiries.first, next.deadline < time {
            _ = expiries.popFirst()
            guard let request = requests[next.serial], request.expiry == next.deadline else { continue }
            guard request.state == .pending else {
                remove(next.serial)
                continue
            }
            end(next.serial, as: .timedOut, at: next.deadline)
            diagnostics.append(
                Diagnostic.session(
                    .sessionTimeout,
                    time: next.deadline,
                    event: nil,
                    room: room,
                    flow: .cohost,
                    message:
                        "the request from \(request.applicant) to \(request.host) got no answer in \(SessionClock.describe(request.ownTimeout ?? timeout))"
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
