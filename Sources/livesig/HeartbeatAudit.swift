import LiveSignaling
import ValidationReports
import SEICodec

/// `sei audit`'s work: SEI messages placed in time by the picture they precede, fed to a
/// HeartbeatMonitor, and the findings and per-sender counts rendered.
struct HeartbeatAudit {
    let fps: Double
    var monitor: HeartbeatMonitor
    private var extractor: SEIStreamExtractor?
    private var counter: PictureCounter?
    /// Picture starts not yet passed by an SEI message, oldest first from `next`.
    private var starts: [Int] = []
    private var next = 0
    private var picturesBefore = 0
    private(set) var bytesRead = 0
    private(set) var heartbeats = 0
    private(set) var otherSEI = 0

    init(fps: Double, monitor: HeartbeatMonitor) {
        self.fps = fps
        self.monitor = monitor
    }

    /// The time of a picture number, in milliseconds.
    func time(ofPicture picture: Int) -> Int {
        let milliseconds = (Double(picture) * 1000 / fps).rounded()
        return milliseconds < 9e15 ? Int(milliseconds) : Int.max
    }

    mutating func read(_ chunk: UnsafeRawBufferPointer, codec: VideoCodec?, framing: NALFraming?) {
        if extractor == nil {
            // The first chunk (1 MiB, or the whole stream) decides the format for both readers.
            let detected = SEIStreamExtractor.format(ofStreamPrefix: chunk, isWhole: false)
            let chosen = (codec: codec ?? detected.codec, framing: framing ?? detected.framing)
            extractor = SEIStreamExtractor(codec: chosen.codec, framing: chosen.framing)
            counter = PictureCounter(codec: chosen.codec, framing: chosen.framing)
        }
        bytesRead += chunk.count
        starts += counter?.append(chunk) ?? []
        if let result = extractor?.append(chunk) { take(result.messages) }
    }

    private mutating func take(_ messages: [SEIMessage]) {
        for message in messages.sorted(by: { $0.nalOffset < $1.nalOffset }) {
            while next < starts.count, starts[next] < message.nalOffset {
                next += 1
                picturesBefore += 1
            }
            if next > 4096 {
                starts.removeFirst(next)
                next = 0
            }
            let heartbeat = Heartbeat(message)
            guard let decoded = heartbeat.decoded, decoded.isValid, case .seiDeviceState(let state)? = decoded.message
            else {
                otherSEI += 1
                continue
            }
            heartbeats += 1
            monitor.observe(
                state,
                data: Array(message.data),
                at: time(ofPicture: picturesBefore),
                reference: picturesBefore
            )
        }
    }

    /// Ends the stream at its last picture; the findings in time order.
    mutating func finish() -> [Diagnostic] {
        if let result = extractor?.finish() { take(result.messages) }
        monitor.finish(at: time(ofPicture: counter?.pictures ?? 0))
        return monitor.diagnostics.sorted { ($0.session?.time ?? 0) < ($1.session?.time ?? 0) }
    }

    func text(source: String, findings: [Diagnostic], style: Style) -> String {
        var text = ""
        for finding in findings {
            let painted = style.severity(finding.severity, finding.code)
            let picture = finding.session?.event.map { " (heartbeat before picture \($0))" } ?? ""
            text +=
                "\(style.bold("\(source):")) \(painted) at \(SessionClock.describe(finding.session?.time ?? 0))\(picture): \(finding.message)\n"
        }
        let pictures = counter?.pictures ?? 0
        text +=
            "\(pictures) pictures (\(SessionClock.describe(time(ofPicture: pictures))) at \(fps) fps), \(heartbeats) device-state SEI messages, \(otherSEI) other SEI messages\n"
        for sender in monitor.senders {
            text += "  \(sender.id): \(sender.heartbeats) heartbeats, \(sender.repeats) repeats folded, "
            text +=
                "\(SessionClock.describe(sender.firstSeen)) to \(SessionClock.describe(sender.lastSeen)), mic \(sender.mic ? "on" : "off"), cam \(sender.cam ? "on" : "off")\n"
        }
        return text
    }

    func json(source: String, findings: [Diagnostic]) -> String {
        var text = ""
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
                "pictures": .number(JSONNumber(counter?.pictures ?? 0)), "heartbeats": .number(JSONNumber(heartbeats)),
                "senders": .array(senders),
            ]
        ]
        return text + JSONWriter(style: .compact).writeString(summary) + "\n"
    }
}
