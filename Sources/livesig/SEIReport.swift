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
            if heartbeat.deviceState != nil { heartbeats += 1 }
            let failed = heartbeat.decoded.map({ !$0.isValid }) == true && heartbeat.looksLikeJSON
            if failed { errors += 1 }
            if quiet && !failed { continue }
            if format == .json {
                output.write(heartbeat.jsonLine)
            } else {
                output.writeLine { heartbeat.writeText(source: source, style: style, into: &$0) }
            }
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

    /// The summary line; `container` names what the bytes were read as (nil: nothing, an empty input).
    func finish(bytes: Int, container: String?) {
        defer { output.flush() }
        guard format == .text, !quiet else { return }
        output.write(
            "\(bytes) bytes (\(container ?? "empty")): \(messages) SEI message\(messages == 1 ? "" : "s"), \(heartbeats) device-state heartbeat\(heartbeats == 1 ? "" : "s"), \(errors) problem\(errors == 1 ? "" : "s")\n"
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
        // Read as the sei channel reads it: an object no device-state form claims (a showroom
        // command, a score) is sei.application-data, the app's own, and no broken heartbeat.
        if let text, text.text.first == "{" {
            decoded = SignalDecoder().decode(Array(text.text.utf8), as: .seiDeviceState)
        } else {
            decoded = nil
        }
    }

    var looksLikeJSON: Bool { decoded != nil }

    /// The heartbeat it carries: the demos' device state, or the UIKit envelope's.
    var deviceState: SEIDeviceState.V1? {
        switch decoded?.message {
        case .seiDeviceState(let state)?: state
        case .uikitSEI(let sei)?: sei.deviceState
        default: nil
        }
    }

    /// The note that the JSON is the app's own data (sei.application-data) or what the UIKit
    /// envelope marks as such; nil for a device state, and for a broken message, whatever it
    /// says it carries.
    private var applicationData: Diagnostic? {
        guard let decoded, decoded.isValid else { return nil }
        return decoded.diagnostics.first { $0.code == .seiApplicationData }
    }

    var isApplicationData: Bool { applicationData != nil }

    /// What `isApplicationData` says, as a finding.
    var applicationDataNote: String { applicationData?.message ?? "" }

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

    /// The text report of this message, written into the output line without Strings in
    /// between: with a heartbeat in every picture, building the report as Strings took
    /// three times as long as finding the messages in the stream.
    func writeText(source: String, style: Style, into line: inout LineWriter) {
        style.paint("1", into: &line) {
            $0.appendText(source)
            $0.appendRaw(": byte ")
            $0.appendDecimal(message.nalOffset)
            $0.appendRaw(":")
        }
        line.appendRaw(" NAL type ")
        line.appendDecimal(message.nalType)
        line.appendRaw(": SEI payload type ")
        line.appendDecimal(message.payloadType)
        line.appendRaw(" (")
        line.appendRaw(Self.name(message.payloadType, hevc: message.nalType != 6))
        line.appendRaw("), ")
        line.appendDecimal(message.declaredSize)
        line.appendRaw(" bytes")
        if let time {
            line.appendRaw(", at ")
            Self.writeSeconds(time, into: &line)
            line.appendRaw(" s (pts ")
            line.appendDecimal(Int(time.pts))
            line.appendRaw("/")
            line.appendDecimal(Int(time.timescale))
            line.appendRaw(")")
        }
        if let uuid = message.uuid {
            line.appendRaw(", uuid ")
            line.appendText(uuid.description)
        }
        line.appendRaw("\n")
        if let text {
            line.appendRaw("    text: ")
            // Characters never outnumber UTF-8 bytes, so a short text is shown whole uncounted.
            if text.text.utf8.count <= Self.shownCharacters || text.text.count <= Self.shownCharacters {
                line.appendText(text.text)
            } else {
                line.appendText(String(text.text.prefix(Self.shownCharacters)))
                line.appendRaw("…")
            }
            line.appendRaw("\n")
            if text.droppedNUL {
                line.appendRaw("    note[sei.trailing-nul]: one trailing NUL (C-string writer) left out\n")
            }
        } else {
            line.appendRaw("    data: ")
            let data = message.data
            for byte in data.prefix(Self.shownHexBytes) { Self.writeHex(byte, into: &line) }
            if data.count > Self.shownHexBytes { line.appendRaw("…") }
            line.appendRaw("\n")
        }
        if let decoded, let state = deviceState {
            line.appendRaw("    heartbeat: ")
            line.appendText(state.senderID)
            line.appendRaw(state.mic ? " mic on, cam " : " mic off, cam ")
            line.appendRaw(state.cam ? "on (" : "off (")
            line.appendText(decoded.dialect ?? "?")
            line.appendRaw(decoded.isValid ? ", valid)\n" : ", invalid)\n")
        }
        for diagnostic in decoded?.diagnostics ?? [] {
            line.appendRaw("    ")
            line.appendText(style.severity(diagnostic.severity, diagnostic.code))
            line.appendRaw(": ")
            line.appendText(diagnostic.message)
            line.appendRaw("\n      = at ")
            line.appendText(diagnostic.path.description)
            line.appendRaw(" of the SEI text\n")
        }
    }

    /// The text shown of a message's data: this many characters, or hex of this many bytes.
    private static let shownCharacters = 160
    private static let shownHexBytes = 48

    private static func writeHex(_ byte: UInt8, into line: inout LineWriter) {
        let digits: StaticString = "0123456789abcdef"
        line.append(digits.utf8Start[Int(byte >> 4)])
        line.append(digits.utf8Start[Int(byte & 0x0F)])
    }

    /// Seconds with millisecond precision, without Foundation's formatting.
    static func seconds(_ time: MediaTimestamp) -> String {
        String(decoding: LineWriter.collect(room: 32) { writeSeconds(time, into: &$0) }, as: UTF8.self)
    }

    static func writeSeconds(_ time: MediaTimestamp, into line: inout LineWriter) {
        let milliseconds = time.milliseconds
        if milliseconds < 0 { line.appendRaw("-") }
        let magnitude = milliseconds.magnitude
        line.appendDecimal(Int(magnitude / 1000))
        line.appendRaw(".")
        let fraction = Int(magnitude % 1000)
        if fraction < 100 { line.appendRaw(fraction < 10 ? "00" : "0") }
        line.appendDecimal(fraction)
    }

    /// The payload type's name: the ones encoders commonly write, by H.264 Table D-1 and
    /// H.265 Table D.1 (types 128-136 are HEVC's only), and the three the vendors' SDKs use
    /// from the reserved range. Any other type is reserved, or one this report does not name.
    static func name(_ type: Int, hevc: Bool) -> StaticString {
        switch type {
        case 0: "buffering_period"
        case 1: "pic_timing"
        case 2: "pan_scan_rect"
        case 3: "filler_payload"
        case 4: "user_data_registered_itu_t_t35"
        case 5: "user_data_unregistered"
        case 6: "recovery_point"
        case 45: "frame_packing_arrangement"
        case 47: "display_orientation"
        case 129 where hevc: "active_parameter_sets"
        case 130 where hevc: "decoding_unit_info"
        case 132 where hevc: "decoded_picture_hash"
        case 136 where hevc: "time_code"
        case 137: "mastering_display_colour_volume"
        case 144: "content_light_level_info"
        case 147: "alternative_transfer_characteristics"
        case 148: "ambient_viewing_environment"
        case 242: "Tencent LivePusher"
        case 243: "ZEGO / TRTC Web"
        case 244: "TRTC internal timestamps"
        default: "H.264/HEVC SEI"
        }
    }
}
