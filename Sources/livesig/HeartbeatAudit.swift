import LiveSignaling
import ValidationReports
import SEICodec

/// `sei audit`'s work: SEI messages placed in time by their sample's presentation time (or,
/// in a raw stream, by the picture they precede), fed to a HeartbeatMonitor; stream problems
/// and invalid heartbeats are reported beside the monitor's findings, never folded into
/// "other SEI".
struct HeartbeatAudit {
    /// Frame rate for a raw stream whose SPS carries no VUI timing.
    let fps: Double
    var monitor: HeartbeatMonitor
    private(set) var heartbeats = 0
    private(set) var otherSEI = 0
    private(set) var invalidHeartbeats = 0
    /// SEI JSON that is the app's own data: noted, never counted as a broken heartbeat.
    private(set) var applicationData = 0
    /// Stream problems and invalid heartbeats, as printed lines' parts, in reading order.
    private(set) var problems: [Problem] = []
    /// The container's and stream's notes among `problems`.
    private(set) var streamNotes = 0
    /// The problems that are not an invalid heartbeat, an app-data note or a stream note: the
    /// container's and stream's errors, and an app's own SEI breaking the command it names.
    var streamProblems: Int { problems.count - invalidHeartbeats - applicationData - streamNotes }
    private(set) var pictures = 0
    private(set) var container: ContainerFormat?
    private(set) var timing: (frameRate: Double, fromVUI: Bool)?
    /// The latest picture time seen, in milliseconds; 0 before any. Times may be negative (an
    /// MPEG-TS that starts just before its timestamps wrap, read as FFmpeg reads it), so the
    /// clock starts at the first time seen, not at 0.
    var now: Int { clock ?? 0 }
    private var clock: Int?
    /// What was last said live about each sender.
    private var shown: [String: HeartbeatMonitor.Status] = [:]

    struct Problem {
        var severity: Severity
        var code: String
        var time: Int?
        var offset: Int
        var message: String
    }

    /// A silence noticed as it happens, for a live pull.
    struct LiveNotice {
        var sender: String
        var status: HeartbeatMonitor.Status
        var time: Int
        var lastSeen: Int
    }

    init(fps: Double, monitor: HeartbeatMonitor) {
        self.fps = fps
        self.monitor = monitor
    }

    /// A message's time in milliseconds: its timestamp, else its picture over `fps`.
    func milliseconds(_ message: TimedSEIMessage) -> Int {
        message.time?.milliseconds ?? time(ofPicture: message.picture)
    }

    func time(ofPicture picture: Int) -> Int {
        let milliseconds = (Double(picture) * 1000 / fps).rounded()
        return milliseconds < 9e15 ? Int(milliseconds) : Int.max
    }

    /// Takes one piece's results; returns the silences that began since the last piece.
    mutating func take(_ result: TimedSEIReader.Result, reader: TimedSEIReader) -> [LiveNotice] {
        container = reader.container
        timing = reader.timing
        pictures = reader.pictures
        for diagnostic in result.diagnostics {
            if diagnostic.severity != .error { streamNotes += 1 }
            problems.append(
                Problem(
                    severity: diagnostic.severity == .error ? .error : .note,
                    code: diagnostic.code.rawValue,
                    time: nil,
                    offset: diagnostic.offset ?? 0,
                    message: diagnostic.message
                )
            )
        }
        var notices: [LiveNotice] = []
        for timed in result.messages {
            let time = milliseconds(timed)
            // Each message moves the clock, so a silence is noticed at the first picture past it.
            if clock.map({ time > $0 }) ?? true {
                clock = time
                notices += self.notices()
            }
            let heartbeat = Heartbeat(timed.message)
            guard let decoded = heartbeat.decoded else {
                otherSEI += 1
                continue
            }
            if heartbeat.isApplicationData {
                otherSEI += 1
                applicationData += 1
                problems.append(
                    Problem(
                        severity: .note,
                        code: DiagnosticCode.seiApplicationData.rawValue,
                        time: time,
                        offset: timed.message.nalOffset,
                        message: heartbeat.applicationDataNote
                    )
                )
                continue
            }
            /// An error for the message, from its first error's code (`fallback` when it has none)
            /// and every error's message after `what`.
            func broken(_ what: String, fallback: DiagnosticCode) -> Problem {
                let reasons = decoded.diagnostics.filter { $0.severity == .error }
                return Problem(
                    severity: .error,
                    code: (reasons.first?.code ?? fallback).rawValue,
                    time: time,
                    offset: timed.message.nalOffset,
                    message: what + ": " + reasons.map { "\($0.message) (at \($0.path))" }.joined(separator: "; ")
                )
            }
            // The app's own data naming a showroom command whose body breaks it: no heartbeat,
            // but a receiver that shows the command reads those members.
            if decoded.family == .seiApplicationData, !decoded.isValid {
                otherSEI += 1
                problems.append(
                    broken("the app's own SEI data breaks the command it names", fallback: .seiApplicationData)
                )
                continue
            }
            guard decoded.isValid, let state = heartbeat.deviceState else {
                invalidHeartbeats += 1
                problems.append(
                    broken(
                        "an SEI message that opens like a device-state heartbeat is invalid",
                        fallback: .seiTruncatedHeader
                    )
                )
                continue
            }
            heartbeats += 1
            monitor.observe(state, data: Array(timed.message.data), at: time, reference: timed.picture)
        }
        if let latest = result.latestTime?.milliseconds {
            clock = max(clock ?? latest, latest)
        } else if result.latestTime == nil, reader.timing == nil, container == .annexB {
            let picture = time(ofPicture: pictures)
            clock = max(clock ?? picture, picture)
        }
        return notices + self.notices()
    }

    /// Senders whose status changed since last said.
    private mutating func notices() -> [LiveNotice] {
        var notices: [LiveNotice] = []
        for sender in monitor.senders {
            let status = monitor.status(of: sender.id, at: now)
            let before = shown[sender.id] ?? .live
            shown[sender.id] = status
            guard status != before, status != .live else { continue }
            notices.append(LiveNotice(sender: sender.id, status: status, time: now, lastSeen: sender.lastSeen))
        }
        return notices
    }

    /// Ends the stream at its last picture; the findings in time order.
    mutating func finish() -> [Diagnostic] {
        monitor.finish(at: now)
        return monitor.diagnostics.sorted { ($0.session?.time ?? 0) < ($1.session?.time ?? 0) }
    }

    var failed: Bool { problems.contains { $0.severity == .error } }

    private var clockDescription: String {
        switch (container, timing) {
        case (.annexB?, let timing?) where timing.fromVUI:
            "at \(timing.frameRate) fps from the SPS's VUI timing"
        case (.annexB?, _), (nil, _):
            "at \(fps) fps"
        case (let container?, _):
            "of \(container) timestamps"
        }
    }

    func liveText(source: String, _ notice: LiveNotice, style: Style) -> String {
        let code: DiagnosticCode = notice.status == .removed ? .sessionRemoved : .sessionReconnecting
        let severity: Severity = notice.status == .removed ? .error : .warning
        return
            "\(style.bold("\(source):")) \(style.severity(severity, code)) now, at \(SessionClock.describe(notice.time)): \(notice.sender) has sent no device-state SEI since \(SessionClock.describe(notice.lastSeen))\n"
    }

    func liveJSON(source: String, _ notice: LiveNotice) -> String {
        let object: JSONValue = [
            "source": .string(source), "live": true, "time": .number(JSONNumber(notice.time)),
            "sender": .string(notice.sender), "status": .string(notice.status.rawValue),
            "last_seen": .number(JSONNumber(notice.lastSeen)),
        ]
        return JSONWriter(style: .compact).writeString(object) + "\n"
    }

    func text(source: String, findings: [Diagnostic], style: Style) -> String {
        var text = ""
        for problem in problems {
            let painted =
                problem.severity == .error ? style.error("error[\(problem.code)]") : style.note("note[\(problem.code)]")
            let when = problem.time.map { " at \(SessionClock.describe($0))" } ?? ""
            text += "\(style.bold("\(source): byte \(problem.offset):")) \(painted)\(when): \(problem.message)\n"
        }
        for finding in findings {
            let painted = style.severity(finding.severity, finding.code)
            let picture = finding.session?.event.map { " (heartbeat before picture \($0))" } ?? ""
            text +=
                "\(style.bold("\(source):")) \(painted) at \(SessionClock.describe(finding.session?.time ?? 0))\(picture): \(finding.message)\n"
        }
        text +=
            "\(pictures) picture\(pictures == 1 ? "" : "s") (\(SessionClock.describe(now)) \(clockDescription)), \(heartbeats) device-state SEI message\(heartbeats == 1 ? "" : "s"), \(otherSEI) other SEI message\(otherSEI == 1 ? "" : "s")"
        text += ", \(invalidHeartbeats) invalid heartbeat\(invalidHeartbeats == 1 ? "" : "s")"
        text += ", \(streamProblems) stream problem\(streamProblems == 1 ? "" : "s")"
        // A note about the stream (a second video not read) is listed above, not a problem.
        if streamNotes > 0 { text += ", \(streamNotes) stream note\(streamNotes == 1 ? "" : "s")" }
        text += "\n"
        for sender in monitor.senders {
            text += "  \(sender.id): \(sender.heartbeats) heartbeats, \(sender.repeats) repeats folded, "
            text +=
                "\(SessionClock.describe(sender.firstSeen)) to \(SessionClock.describe(sender.lastSeen)), mic \(sender.mic ? "on" : "off"), cam \(sender.cam ? "on" : "off")\n"
        }
        return text
    }

    func json(source: String, findings: [Diagnostic]) -> String {
        var text = ""
        for problem in problems {
            let object: JSONValue = [
                "source": .string(source), "time": problem.time.map { .number(JSONNumber($0)) } ?? .null,
                "offset": .number(JSONNumber(problem.offset)), "code": .string(problem.code),
                "severity": .string(problem.severity.rawValue), "message": .string(problem.message),
            ]
            text += JSONWriter(style: .compact).writeString(object) + "\n"
        }
        for finding in findings {
            let object: JSONValue = [
                "source": .string(source),
                "time": .number(JSONNumber(finding.session?.time ?? 0)),
                "picture": finding.session?.event.map { .number(JSONNumber($0)) } ?? .null,
                "code": .string(finding.code.rawValue),
                "severity": .string(finding.severity.rawValue),
                "message": .string(finding.message),
            ]
            text += JSONWriter(style: .compact).writeString(object) + "\n"
        }
        let senders: [JSONValue] = monitor.senders.map {
            [
                "sender": .string($0.id), "heartbeats": .number(JSONNumber($0.heartbeats)),
                "repeats": .number(JSONNumber($0.repeats)), "first": .number(JSONNumber($0.firstSeen)),
                "last": .number(JSONNumber($0.lastSeen)),
            ]
        }
        let summary: JSONValue = [
            "summary": [
                "container": container.map { .string($0.rawValue) } ?? .null,
                "pictures": .number(JSONNumber(pictures)), "end": .number(JSONNumber(now)),
                "heartbeats": .number(JSONNumber(heartbeats)), "other_sei": .number(JSONNumber(otherSEI)),
                "invalid_heartbeats": .number(JSONNumber(invalidHeartbeats)),
                "stream_problems": .number(JSONNumber(streamProblems)),
                "stream_notes": .number(JSONNumber(streamNotes)),
                "senders": .array(senders),
            ]
        ]
        return text + JSONWriter(style: .compact).writeString(summary) + "\n"
    }
}
