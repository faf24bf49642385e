/// Watches device-state heartbeats per sender (the heartbeats of ``SEIDeviceState``): hosts send one every 200–500 ms,
/// and the mixer carries every host's SEI into the mixed stream, so one stream has several
/// senders. A receiver shows a sender as reconnecting after 5 s without one and removes it
/// after 60 s (both configurable). TRTC's `repeatCount` sends the same data in consecutive
/// frames: identical data from one sender within `repeatWindow` counts once. Camera and
/// microphone changes are reported as notes.
///
/// Each silence is reported once, when it ends (or at `finish`), as `session.reconnecting`, or
/// as `session.removed` when it passed the removal threshold; `status(of:at:)` answers live.
public struct HeartbeatMonitor: Sendable {
    /// What a receiver shows for a sender at a given time, as ``HeartbeatMonitor/status(of:at:)`` answers.
    public enum Status: String, Sendable {
        /// `live`: heard from within `reconnectAfter`; `reconnecting`: silent for longer than that;
        /// `removed`: silent for longer than `removeAfter`; `unknown`: never heard from.
        case live, reconnecting, removed, unknown
    }

    /// What the monitor knows of one sender: when it was heard, how often, and its devices' state.
    public struct Sender: Hashable, Sendable {
        /// The sender's user ID, the heartbeat's ``SEIDeviceState/V1/senderID``.
        public var id: String
        /// Time of the sender's first heartbeat, in milliseconds.
        public var firstSeen: Int
        /// Time of the sender's latest heartbeat, in milliseconds; repeats do not move it.
        public var lastSeen: Int
        /// Heartbeats received, not counting repeats.
        public var heartbeats: Int
        /// Copies folded into an earlier heartbeat (TRTC repeatCount).
        public var repeats: Int
        /// Whether the microphone is on, as the latest heartbeat said.
        public var mic: Bool
        /// Whether the camera is on, as the latest heartbeat said.
        public var cam: Bool
        var lastData: [UInt8]
        var lastReference: Int?
    }

    /// Milliseconds of silence after which a receiver shows a sender as reconnecting (5000 by default).
    public var reconnectAfter: Int
    /// Milliseconds of silence after which a receiver removes a sender (60000 by default).
    public var removeAfter: Int
    /// Milliseconds within which identical data from one sender counts as one heartbeat (100 by default).
    public var repeatWindow: Int
    /// The room findings name; nil names none.
    public let room: String?
    /// Every sender heard from, in the order first heard.
    public private(set) var senders: [Sender] = []
    /// Findings so far, in the order found: device changes, and silences once they end or at ``finish(at:)``.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a monitor with the thresholds given, in milliseconds: 5 s, 60 s and 100 ms by default.
    public init(room: String? = nil, reconnectAfter: Int = 5_000, removeAfter: Int = 60_000, repeatWindow: Int = 100) {
        self.room = room
        self.reconnectAfter = reconnectAfter
        self.removeAfter = removeAfter
        self.repeatWindow = repeatWindow
    }

    /// One heartbeat; `data` is the SEI data as received (for spotting repeats).
    public mutating func observe(
        _ state: SEIDeviceState.V1,
        data: [UInt8] = [],
        at time: Int,
        reference: Int? = nil
    ) {
        guard let index = senders.firstIndex(where: { $0.id == state.senderID }) else {
            senders.append(
                Sender(
                    id: state.senderID,
                    firstSeen: time,
                    lastSeen: time,
                    heartbeats: 1,
                    repeats: 0,
                    mic: state.mic,
                    cam: state.cam,
                    lastData: data,
                    lastReference: reference
                )
            )
            return
        }
        let previous = senders[index]
        let gap = SessionClock.elapsed(from: previous.lastSeen, to: time)
        // A copy is the same heartbeat arriving again, not a newer one: it does not move lastSeen.
        if !data.isEmpty, data == previous.lastData, gap <= repeatWindow {
            senders[index].repeats += 1
            return
        }
        reportSilence(of: previous, until: time, resumed: true)
        senders[index].heartbeats += 1
        senders[index].lastSeen = max(previous.lastSeen, time)
        senders[index].lastData = data
        senders[index].lastReference = reference
        var changes: [String] = []
        if state.cam != previous.cam { changes.append("camera \(state.cam ? "on" : "off")") }
        if state.mic != previous.mic { changes.append("microphone \(state.mic ? "on" : "off")") }
        if !changes.isEmpty {
            senders[index].mic = state.mic
            senders[index].cam = state.cam
            diagnostics.append(
                Diagnostic.session(
                    .sessionDeviceChanged,
                    time: time,
                    event: reference,
                    room: room,
                    flow: .heartbeat,
                    message: "\(state.senderID) turned the \(changes.joined(separator: " and the "))"
                )
            )
        }
    }

    /// What a receiver shows for `sender` at `time`.
    public func status(of sender: String, at time: Int) -> Status {
        guard let entry = senders.first(where: { $0.id == sender }) else { return .unknown }
        let silence = SessionClock.elapsed(from: entry.lastSeen, to: time)
        if silence > removeAfter { return .removed }
        if silence > reconnectAfter { return .reconnecting }
        return .live
    }

    /// Ends the watch at `time`: senders silent since before it are reported.
    public mutating func finish(at time: Int) {
        for sender in senders {
            reportSilence(of: sender, until: time, resumed: false)
        }
    }

    /// Stops watching at `time`, because the stream the heartbeats came in stopped (the
    /// room's mixer task): senders silent since before it are reported, and a sender heard
    /// again is watched anew. The demos send device-state SEI only during a PK, on its mix.
    public mutating func close(at time: Int) {
        for sender in senders {
            reportSilence(of: sender, until: time, resumed: false, ending: "until the mix stopped")
        }
        senders.removeAll()
    }

    private mutating func reportSilence(
        of sender: Sender,
        until time: Int,
        resumed: Bool,
        ending: String = "until the end"
    ) {
        let silence = SessionClock.elapsed(from: sender.lastSeen, to: time)
        guard silence > reconnectAfter else { return }
        let removed = silence > removeAfter
        let shownAt = SessionClock.adding(sender.lastSeen, removed ? removeAfter : reconnectAfter)
        var message =
            "no device-state SEI from \(sender.id) for \(SessionClock.describe(silence)) (after \(SessionClock.describe(sender.lastSeen)))"
        message += resumed ? ", then it resumed" : ", \(ending)"
        message +=
            removed
            ? ": receivers show it reconnecting at \(SessionClock.describe(SessionClock.adding(sender.lastSeen, reconnectAfter))) and remove it at \(SessionClock.describe(shownAt))"
            : ": receivers show it reconnecting at \(SessionClock.describe(shownAt))"
        diagnostics.append(
            Diagnostic.session(
                removed ? .sessionRemoved : .sessionReconnecting,
                time: shownAt,
                event: sender.lastReference,
                room: room,
                flow: .heartbeat,
                message: message
            )
        )
    }
}
