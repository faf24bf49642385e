/// Where a session finding shows in a conversation: when, after which event, in which room,
/// in which flow.
public struct SessionContext: Hashable, Sendable {
    /// When it shows, on the events' clock (milliseconds).
    public var time: Int
    /// The caller's reference of the event that showed it (a capture's line number); nil when
    /// it shows by time passing (a timeout, a silent sender).
    public var event: Int?
    public var room: String?
    public var flow: SessionFlow

    public init(time: Int, event: Int?, room: String?, flow: SessionFlow) {
        self.time = time
        self.event = event
        self.room = room
        self.flow = flow
    }

    /// The time as people read it in findings: `12.345 s`.
    public var timeText: String { Self.text(milliseconds: time) }

    /// Milliseconds as seconds with three decimals, for any Int (no trap at the extremes).
    public static func text(milliseconds: Int) -> String {
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}

/// The conversations the session checkers follow.
public enum SessionFlow: String, CaseIterable, Hashable, Sendable {
    case cohost = "co-host"
    case pk = "pk"
    case seats = "seats"
    case multiStream = "multi-stream"
    case heartbeat = "heartbeat"
    case crossRoom = "cross-room"
}
