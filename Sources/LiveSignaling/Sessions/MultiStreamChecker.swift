/// Follows the auxiliary streams of a multi-stream meeting (as Webex multi-stream meetings run them):
/// at most 4 beside the active speaker; each is opened, may change person, sending-video state
/// or size, and is closed — in that order.
public struct MultiStreamChecker: Sendable {
    /// What happened to an auxiliary stream; the raw value is the `event` name an `sdk` capture line carries.
    public enum Action: String, CaseIterable, Sendable {
        /// The stream is opened; opening one already open, or more than
        /// ``MultiStreamChecker/auxiliaryStreams`` at once, is reported.
        case opened = "stream.opened"
        /// The stream now shows another person.
        case personChanged = "stream.person-changed"
        /// The stream's sending-video state changed.
        case sendingVideoChanged = "stream.sending-video-changed"
        /// The stream's size changed.
        case sizeChanged = "stream.size-changed"
        /// The stream is closed; an event for it before it is opened again is reported.
        case closed = "stream.closed"
    }

    /// The most auxiliary streams open at once beside the active speaker's: 4.
    public static let auxiliaryStreams = 4

    /// The room findings name; nil names none.
    public let room: String?
    /// The streams open now, in the order they were opened.
    public private(set) var open: [String] = []
    private var closed: Set<String> = []
    /// Findings so far, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a checker for one room's auxiliary streams, with none open.
    public init(room: String? = nil) {
        self.room = room
    }

    /// `stream` names the auxiliary stream the event is about.
    public mutating func observe(_ action: Action, stream: String, at time: Int, reference: Int? = nil) {
        func report(_ code: DiagnosticCode, _ message: String) {
            diagnostics.append(
                Diagnostic.session(code, time: time, event: reference, room: room, flow: .multiStream, message: message)
            )
        }
        switch action {
        case .opened:
            guard !open.contains(stream) else {
                report(.sessionStreamOrder, "stream \(stream) is opened again while open")
                return
            }
            open.append(stream)
            closed.remove(stream)
            if open.count > Self.auxiliaryStreams {
                report(
                    .sessionStreamLimit,
                    "stream \(stream) is auxiliary stream \(open.count); at most \(Self.auxiliaryStreams) beside the active speaker"
                )
            }
        case .personChanged, .sendingVideoChanged, .sizeChanged, .closed:
            guard let index = open.firstIndex(of: stream) else {
                let when = closed.contains(stream) ? "after it closed" : "before it was opened"
                report(.sessionStreamOrder, "\(action.rawValue) for stream \(stream) \(when)")
                return
            }
            if action == .closed {
                open.remove(at: index)
                closed.insert(stream)
            }
        }
    }
}
