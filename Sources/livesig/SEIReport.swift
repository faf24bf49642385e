import LiveSignaling
import ValidationReports
import SEICodec

/// Prints what `sei extract` finds, as text or JSON Lines, and counts the problems.
struct SEIReport {
    let source: String
    let format: ValidateCommand.OutputFormat
    var style = Style(enabled: false)
    /// Print only problems (and no summary).
    var quiet = false
    private(set) var messages = 0
    private(set) var errors = 0
    private(set) var heartbeats = 0
    private let output = BufferedOutput(.standardOutput)

    init(source: String, format: ValidateCommand.OutputFormat) {
        self.source = source
        self.format = format
    }

    mutating func add(_ result: TimedSEIReader.Result) {
        for timed in result.messages {
            messages += 1
            let heartbeat = Heartbeat(timed.message, time: timed.time, picture: timed.picture)
            if heartbeat.decoded?.family == .seiDeviceState { heartbeats += 1 }
            let failed = heartbeat.decoded.map({ !$0.isValid }) == true && heartbeat.looksLikeJSON
            if failed { errors += 1 }
            if quiet && !failed { continue }
            output.write(format == .json ? heartbeat.jsonLine : heartbeat.text(source: source, style: style))
        }
        for diagnostic in result.diagnostics {
            if diagnostic.severity == .error { errors += 1 }
            // Every SEICodec finding is at a byte of the stream.
            let offset = diagnostic.offset ?? 0
            switch format {
            case .json:
                let object: JSONValue = [
                    "diagnostic": [
                        "code": .string(diagnostic.code.rawValue), "severity": .string(diagnostic.severity.rawValue),
                        "offset": .number(JSONNumber(offset)), "message": .string(diagnostic.message),
                    ]
                ]
                output.write(JSONWriter().writeString(object) + "\n")
            case .text:
                let severity = "\(diagnostic.severity.rawValue)[\(diagnostic.code)]"
                let painted = diagnostic.severity == .error ? style.error(severity) : style.warning(severity)
                output.write(
                    style.bold("\(source): byte \(offset):") + " \(painted): \(diagnostic.message)\n"
                )
            }
        }
    }

    func finish(bytes: Int, container: ContainerFormat?) {
        defer { output.flush() }
        guard format == .text, !quiet else { return }
        output.write(
            "\(bytes) bytes (\(container?.description ?? "empty")): \(messages) SEI message\(messages == 1 ? "" : "s"), \(heartbeats) device-state heartbeat\(heartbeats == 1 ? "" : "s"), \(errors) problem\(errors == 1 ? "" : "s")\n"
        )
    }
}

/// One SEI message read as a possible ZEGO device-state heartbeat.
struct Heartbeat {
    let message: SEIMessage
    let text: (text: String, droppedNUL: Bool)?
    let decoded: DecodedMessage?
    let time: MediaTimestamp?
    let picture: Int?

    init(_ message: SEIMessage, time: MediaTimestamp? = nil, picture: Int? = nil) {
        self.message = message
        self.time = time
        self.picture = picture
        text = message.text
        if let text, text.text.first == "{" {
            decoded = SignalDecoder().decode(Array(text.text.utf8), as: .seiDeviceState)
        } else {
            decoded = nil
        }
    }

    var looksLikeJSON: Bool { decoded != nil }

    private var notes: [JSONValue] {
        guard text?.droppedNUL == true else { return [] }
        return [
            [
                "code": .string(DiagnosticCode.seiTrailingNUL.rawValue), "severity": "note",
                "offset": .number(JSONNumber(message.offset)),
                "message":
                    "the data ends with a NUL (C-string writers such as x264 and FFmpeg add one); text and decoding leave it out",
            ]
        ]
    }

    var jsonValue: JSONValue {
        var decodedValue: JSONValue = .null
        if let decoded {
            var fields: JSONObject = [
                "family": decoded.family.map { .string($0.rawValue) } ?? .null,
                "version": decoded.version.map { .number(JSONNumber($0)) } ?? .null,
                "dialect": decoded.dialect.map { .string($0) } ?? .null,
                "valid": .bool(decoded.isValid),
            ]
            if let message = decoded.message, let value = try? WireEncoder().encodeValue(message.typedValue) {
                fields["message"] = value
            }
            fields["diagnostics"] = .array(
                decoded.diagnostics.map {
                    [
                        "code": .string($0.code.rawValue), "severity": .string($0.severity.rawValue),
                        "path": .string($0.path.description), "message": .string($0.message),
                    ]
                }
            )
            decodedValue = .object(fields)
        }
        return [
            "nal_offset": .number(JSONNumber(message.nalOffset)),
            "nal_type": .number(JSONNumber(message.nalType)),
            "payload_type": .number(JSONNumber(message.payloadType)),
            "payload_size": .number(JSONNumber(message.declaredSize)),
            "uuid": message.uuid.map { .string($0.description) } ?? .null,
            "data_hex": .string(message.dataHex),
            "text": text.map { .string($0.text) } ?? .null,
            "decoded": decodedValue,
            "diagnostics": .array(notes),
            "picture": picture.map { .number(JSONNumber($0)) } ?? .null,
            "pts": time.map { .number(JSONNumber(Int($0.pts))) } ?? .null,
            "dts": time.map { .number(JSONNumber(Int($0.dts))) } ?? .null,
            "timescale": time.map { .number(JSONNumber(Int($0.timescale))) } ?? .null,
            "time": time.map { .string(Self.seconds($0)) } ?? .null,
        ]
    }

    var jsonLine: String { JSONWriter().writeString(jsonValue) + "\n" }

    func text(source: String, style: Style) -> String {
        var line =
            style.bold("\(source): byte \(message.nalOffset):")
            + " NAL type \(message.nalType): SEI payload type \(message.payloadType)"
        line += " (\(Self.name(message.payloadType))), \(message.declaredSize) bytes"
        if let time { line += ", at \(Self.seconds(time)) s (pts \(time.pts)/\(time.timescale))" }
        if let uuid = message.uuid { line += ", uuid \(uuid)" }
        line += "\n"
        if let text {
            let shown = text.text.count > 160 ? String(text.text.prefix(160)) + "…" : text.text
            line += "    text: \(shown)\n"
            if text.droppedNUL { line += "    note[sei.trailing-nul]: one trailing NUL (C-string writer) left out\n" }
        } else {
            let hex = message.dataHex
            line += "    data: \(hex.count > 96 ? String(hex.prefix(96)) + "…" : hex)\n"
        }
        if let decoded, case .seiDeviceState(let state)? = decoded.message {
            line +=
                "    heartbeat: \(state.senderID) mic \(state.mic ? "on" : "off"), cam \(state.cam ? "on" : "off") (\(decoded.dialect ?? "?"), \(decoded.isValid ? "valid" : "invalid"))\n"
        }
        for diagnostic in decoded?.diagnostics ?? [] {
            line +=
                "    \(style.severity(diagnostic.severity, diagnostic.code)): \(diagnostic.message)\n      = at \(diagnostic.path) of the SEI text\n"
        }
        return line
    }

    /// Seconds with millisecond precision, without Foundation's formatting.
    static func seconds(_ time: MediaTimestamp) -> String {
        let milliseconds = time.milliseconds
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    static func name(_ type: Int) -> String {
        switch type {
        case 5: "user_data_unregistered"
        case 4: "user_data_registered_itu_t_t35"
        case 6: "recovery_point"
        case 243: "ZEGO / TRTC Web"
        case 242: "Tencent LivePusher"
        case 244: "TRTC internal timestamps"
        case 100...254: "vendor private"
        default: "H.264/HEVC SEI"
        }
    }
}
