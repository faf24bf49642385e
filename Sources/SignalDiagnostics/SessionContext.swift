/// Where a session finding shows in a conversation: when, after which event, in which room,
/// in which flow.
public struct SessionContext: Hashable, Sendable {
    /// When it shows, on the events' clock (milliseconds).
    public var time: Int
    /// The caller's reference of the event that showed it (a capture's line number); nil when
    /// it shows by time passing (a timeout, a silent sender).
    public var event: Int?
    /// The room the finding is about; nil when the checker was given no room, or the finding
    /// belongs to no one room (a PK invitation that timed out).
    public var room: String?
    /// The conversation the finding belongs to, which names the checker that found it.
    public var flow: SessionFlow

    /// A context placing a finding at `time` (milliseconds), after the event `event` (nil when
    /// time passing showed it), in `room` (nil when none applies) and `flow`.
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
    /// Co-hosting requests in a room: request, then accept, reject, cancel or timeout.
    ///
    /// Written `co-host` in findings and reports.
    case cohost = "co-host"
    /// PK battles across rooms: ZIM call invitations, the mixer task each host starts, and the
    /// room attributes announcing the battle.
    ///
    /// Written `pk` in findings and reports.
    case pk = "pk"
    /// Co-mic seats in a room (Tencent TUILiveKit's seat API): requests, invitations, kicks and
    /// people leaving their seats.
    ///
    /// Written `seats` in findings and reports.
    case seats = "seats"
    /// The auxiliary streams of a multi-stream meeting: at most 4 beside the active speaker, each
    /// opened, perhaps changed, then closed.
    ///
    /// Written `multi-stream` in findings and reports.
    case multiStream = "multi-stream"
    /// Device-state SEI heartbeats per sender: silences long enough for receivers to show a host
    /// reconnecting or remove it, and camera and microphone changes.
    ///
    /// Written `heartbeat` in findings and reports.
    case heartbeat = "heartbeat"
    /// TRTC cross-room connections: `connectOtherRoom`, its result, then `disconnectOtherRoom`.
    ///
    /// Written `cross-room` in findings and reports.
    case crossRoom = "cross-room"
}
