/// Follows the co-mic seats of one room (Tencent TUILiveKit's seat API): a host and at
/// most 9 audience members on seats. An audience member asks to take a seat, or the host
/// invites one; the request ends accepted, rejected, cancelled, timed out or in error. The
/// host kicks people off seats; people leave them.
public struct SeatChecker: Sendable {
    /// A seat event; the raw value is the `event` name an `sdk` capture line carries.
    public enum Action: String, CaseIterable, Sendable {
        /// `from` (audience) asks `to` (the host) for a seat.
        case takeRequest = "seat.take-request"
        /// `from` (the host) invites `to` onto a seat.
        case invite = "seat.invite"
        /// `from` answers `to`'s request or invitation.
        case accepted = "seat.accepted"
        /// `from` turns down `to`'s request or invitation.
        case rejected = "seat.rejected"
        /// `from` withdraws its own request or invitation to `to`.
        case cancelled = "seat.cancelled"
        /// The request between `from` and `to` ended without an answer.
        case timeout = "seat.timeout"
        /// The request between `from` and `to` ended in an error.
        case error = "seat.error"
        /// `from` (the host) takes `to` off a seat.
        case kick = "seat.kick"
        /// `from` leaves its seat.
        case leave = "seat.leave"
    }

    /// Audience seats beside the host's.
    public static let audienceSeats = 9

    struct Request {
        var asker: String
        var answerer: String
        /// Who takes the seat when it is accepted.
        var seated: String
        var open = true
    }

    /// Requests kept at once: the latest between each two users. Past it the oldest is
    /// forgotten and counted in ``forgotten``.
    public static let defaultCapacity = 10_000

    /// The room findings name; nil names none.
    public let room: String?
    /// The most requests kept at once; at least 1.
    public let capacity: Int
    /// Requests dropped at the capacity (an answer to one is then `session.unmatched`).
    public private(set) var forgotten = 0
    /// The latest request between each two users: only it can be answered.
    private var requests: [UserPair: (serial: Int, request: Request)] = [:]
    /// Pairs in the order their latest request was made; stale entries are skipped.
    private var order: [(serial: Int, pair: UserPair)] = []
    private var orderStart = 0
    private var nextSerial = 0
    /// Audience members on seats, in the order they sat down.
    public private(set) var seated: [String] = []
    /// Findings so far, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a checker for one room's seats; a `capacity` below 1 is taken as 1.
    public init(room: String? = nil, capacity: Int = SeatChecker.defaultCapacity) {
        self.room = room
        self.capacity = max(capacity, 1)
    }

    /// Requests kept now.
    public var tracked: Int { requests.count }

    private mutating func add(_ request: Request) {
        let pair = UserPair(request.asker, request.answerer)
        if requests[pair] == nil {
            while requests.count >= capacity { forgetOldest() }
        }
        requests[pair] = (nextSerial, request)
        order.append((nextSerial, pair))
        nextSerial += 1
    }

    private mutating func forgetOldest() {
        while orderStart < order.count {
            let (serial, pair) = order[orderStart]
            orderStart += 1
            if requests[pair]?.serial == serial {
                requests[pair] = nil
                forgotten += 1
                break
            }
        }
        // The queue's consumed front is dropped once it is most of it.
        if orderStart > 1024, orderStart * 2 > order.count {
            order.removeFirst(orderStart)
            orderStart = 0
        }
    }

    /// Checks one seat event between `from` and `to` at `time` (milliseconds); `reference`, such as a
    /// capture's line number, is returned in the findings about it.
    public mutating func observe(_ action: Action, from: String, to: String, at time: Int, reference: Int? = nil) {
        func report(_ code: DiagnosticCode, _ message: String) {
            diagnostics.append(
                Diagnostic.session(code, time: time, event: reference, room: room, flow: .seats, message: message)
            )
        }
        switch action {
        case .takeRequest, .invite:
            let seat = action == .takeRequest ? from : to
            if seated.contains(seat) {
                report(.sessionSeatState, "\(seat) is asked onto a seat while already on one")
            }
            add(Request(asker: from, answerer: to, seated: seat))
        case .accepted, .rejected, .cancelled, .timeout, .error:
            let pair = UserPair(from, to)
            guard var request = requests[pair]?.request else {
                report(
                    .sessionUnmatched,
                    "\(action.rawValue) between \(SessionUser.named(from)) and \(SessionUser.named(to)), but no seat request was made"
                )
                return
            }
            guard request.open else {
                report(
                    .sessionAfterFinal,
                    "\(action.rawValue) after the seat request between \(SessionUser.named(from)) and \(SessionUser.named(to)) had ended"
                )
                return
            }
            let rightSender: String? =
                switch action {
                case .accepted, .rejected: request.answerer
                case .cancelled: request.asker
                default: nil
                }
            if let rightSender, from != rightSender {
                report(
                    .sessionWrongParty,
                    "\(SessionUser.named(from)) sends \(action.rawValue); only \(rightSender) can"
                )
                return
            }
            request.open = false
            requests[pair]?.request = request
            guard action == .accepted else { return }
            let seat = request.seated
            if seated.contains(seat) {
                report(.sessionSeatState, "\(seat) takes a seat while already on one")
            } else {
                seated.append(seat)
                if seated.count > Self.audienceSeats {
                    report(
                        .sessionSeatsFull,
                        "\(seat) takes seat \(seated.count + 1) counting the host's; a room has 1 + \(Self.audienceSeats)"
                    )
                }
            }
        case .kick, .leave:
            let seat = action == .kick ? to : from
            guard let index = seated.firstIndex(of: seat) else {
                report(
                    .sessionSeatState,
                    "\(seat) is \(action == .kick ? "kicked off" : "leaving") a seat it is not on"
                )
                return
            }
            seated.remove(at: index)
        }
    }
}
