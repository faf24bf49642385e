/// A finding about a conversation rather than about one message: an answer to a request
/// nobody made, a PK whose room attributes outlived it, a host whose heartbeats stopped.
public struct SessionDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var code: DiagnosticCode
    public var severity: Severity
    /// When it shows, on the events' clock (milliseconds).
    public var time: Int
    /// The caller's reference of the event that showed it (a capture's line number); nil when
    /// it shows by time passing (a timeout, a silent sender).
    public var event: Int?
    public var room: String?
    public var flow: SessionFlow
    public var message: String

    public init(
        _ code: DiagnosticCode,
        time: Int,
        event: Int?,
        room: String?,
        flow: SessionFlow,
        message: String,
        severity: Severity? = nil
    ) {
        self.code = code
        self.severity = severity ?? code.sessionSeverity
        self.time = time
        self.event = event
        self.room = room
        self.flow = flow
        self.message = message
    }

    public var description: String {
        "\(severity.rawValue)[\(code.rawValue)] \(flow.rawValue) at \(SessionClock.describe(time)): \(message)"
    }
}

/// The conversations the checkers follow.
public enum SessionFlow: String, CaseIterable, Hashable, Sendable {
    case cohost = "co-host"
    case pk = "pk"
    case seats = "seats"
    case multiStream = "multi-stream"
    case heartbeat = "heartbeat"
    case crossRoom = "cross-room"
}

/// The session checkers' clock: milliseconds, added and compared without trapping on any value
/// a capture holds, and written as people read them in findings (`12.345 s`).
public enum SessionClock {
    /// `time + duration`, held at Int.max: times come from captures, and may be anything.
    static func adding(_ time: Int, _ duration: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(duration)
        return overflow ? (duration > 0 ? .max : .min) : sum
    }

    /// Seconds as milliseconds, held at Int.max.
    static func milliseconds(seconds: Int) -> Int {
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? (seconds > 0 ? .max : .min) : product
    }

    /// `later - earlier`, held within Int's range.
    static func elapsed(from earlier: Int, to later: Int) -> Int {
        let (difference, overflow) = later.subtractingReportingOverflow(earlier)
        return overflow ? (later > earlier ? .max : .min) : difference
    }

    public static func describe(_ milliseconds: Int) -> String {
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}
