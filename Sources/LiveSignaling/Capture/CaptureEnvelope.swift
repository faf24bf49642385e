/// The envelope of a capture line: where and when a payload travelled. Every key but `channel`
/// and `payload` is optional; the ones after `to` serve the session checkers.
public struct CaptureEnvelope: Hashable, Sendable {
    /// Milliseconds since the epoch or since the capture started.
    public var ts: Int?
    /// Where the payload travelled, and so the family it is read as; nil when `channel` is not a known channel.
    public var channel: CaptureChannel?
    /// The room (or group) the payload travelled in.
    public var room: String?
    /// The ID of the user who sent the payload.
    public var from: String?
    /// The ID of the user the payload was sent to.
    public var to: String?
    /// What happened, where the payload alone does not say (`CaptureChannel.events`).
    public var event: String?
    /// The message or call ID the SDK reported.
    public var id: String?
    /// An error code a callback reported (TRTC).
    public var code: Int?
    /// The stream an SEI was read from.
    public var stream: String?
    /// A call invitation's timeout, in seconds.
    public var timeout: Int?
}

/// The envelope read from a scanned line: its values, where the payload is, and what is wrong
/// with the envelope itself.
struct EnvelopeReader {
    var envelope = CaptureEnvelope()
    var payload = -1
    var problems: [Diagnostic] = []

    /// Nil when the line is not an envelope (no `channel` and `payload` keys at its root).
    init?(tape: JSONTape, base: UnsafePointer<UInt8>) {
        guard let root = tape.entries.first, root.kind == .object else { return nil }
        var members: [(name: String, value: Int)] = []
        var key = 1
        while key + 1 < Int(root.end) {
            members.append((JSONStringDecoding.decode(tape.entries[key], in: base), key + 1))
            key = Int(tape.entries[key + 1].end)
        }
        guard let channel = members.last(where: { $0.name == "channel" }),
            let payload = members.last(where: { $0.name == "payload" })
        else { return nil }
        self.payload = payload.value
        let channelValue = tape.entries[channel.value]
        if channelValue.kind == .string {
            let name = JSONStringDecoding.decode(channelValue, in: base)
            envelope.channel = CaptureChannel(rawValue: name)
            if envelope.channel == nil {
                let names = CaptureChannel.allCases.map(\.rawValue).joined(separator: ", ")
                problem(
                    .wireEnum,
                    "channel",
                    channelValue,
                    "channel \(DiagnosticText.quoted(name)) is not one of \(names)"
                )
            }
        } else {
            problem(.wireType, "channel", channelValue, "channel is a string")
        }
        // Every occurrence of a repeated key is checked; the last one's value is kept (nil
        // when it is of the wrong kind), as readers keep the last.
        for member in members {
            let value = tape.entries[member.value]
            switch member.name {
            case "ts", "timeout":
                let number = Self.integer(value, base).flatMap {
                    $0 >= 0 && value.flags & JSONTape.isNegative == 0 ? $0 : nil
                }
                if number == nil {
                    let unit = member.name == "ts" ? "milliseconds" : "seconds"
                    let isInteger = value.kind == .number && value.flags & JSONTape.isInteger != 0
                    if isInteger && value.flags & JSONTape.isNegative == 0 {
                        // An integer, just too large to hold: say so, rather than call it not an
                        // integer. (The code stays wire.type, as the C validator reports it.)
                        problem(
                            .wireType,
                            member.name,
                            value,
                            "\(member.name) is \(unit): an integer from 0 to \(Int.max); this one is larger"
                        )
                    } else {
                        problem(.wireType, member.name, value, "\(member.name) is \(unit): a non-negative integer")
                    }
                }
                if member.name == "ts" { envelope.ts = number } else { envelope.timeout = number }
            case "code":
                envelope.code = Self.integer(value, base)
                if envelope.code == nil { problem(.wireType, "code", value, "code is an integer error code") }
            case "room", "from", "to", "event", "id", "stream":
                let string = value.kind == .string ? JSONStringDecoding.decode(value, in: base) : nil
                if string == nil { problem(.wireType, member.name, value, "\(member.name) is a string") }
                switch member.name {
                case "room": envelope.room = string
                case "from": envelope.from = string
                case "to": envelope.to = string
                case "event": envelope.event = string
                case "id": envelope.id = string
                default: envelope.stream = string
                }
            default: break
            }
        }
        checkEvent(members: members, tape: tape, rootOffset: Int(root.offset))
    }

    /// `event` must be one of the channel's; `sdk` lines must have one.
    private mutating func checkEvent(members: [(name: String, value: Int)], tape: JSONTape, rootOffset: Int) {
        guard let channel = envelope.channel else { return }
        let entry = members.last { $0.name == "event" }.map { tape.entries[$0.value] }
        guard let event = envelope.event, let entry else {
            if channel == .sdk, entry == nil {
                problems.append(
                    Diagnostic(
                        .wireMissingKey,
                        path: [.key("event")],
                        offset: rootOffset,
                        message: "an sdk line names its event: \(channel.events.joined(separator: ", "))"
                    )
                )
            }
            return
        }
        guard channel.events.contains(event) else {
            let allowed =
                channel.events.isEmpty
                ? "none (the payload says what happened)" : channel.events.joined(separator: ", ")
            problem(
                .wireEnum,
                "event",
                entry,
                "event \(DiagnosticText.quoted(event)) on \(channel.rawValue); its events: \(allowed)"
            )
            return
        }
    }

    private mutating func problem(_ code: DiagnosticCode, _ key: String, _ value: JSONTape.Entry, _ message: String) {
        problems.append(Diagnostic(code, path: [.key(key)], offset: Int(value.offset), message: message))
    }

    /// An integer lexeme's value (no fraction, no exponent) when it fits an Int.
    static func integer(_ value: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> Int? {
        guard value.kind == .number, value.flags & JSONTape.isInteger != 0 else { return nil }
        let text = String(
            decoding: UnsafeBufferPointer(start: base + Int(value.offset), count: Int(value.length)),
            as: UTF8.self
        )
        return Int(text)
    }

    /// One past the last byte of the value at `entry` (its closing bracket).
    static func endOffset(of entry: Int, tape: JSONTape, base: UnsafePointer<UInt8>, count: Int) -> Int {
        let value = tape.entries[entry]
        guard value.kind == .object || value.kind == .array else { return Int(value.offset) + Int(value.length) }
        // The closer follows the last member; find it by scanning past whitespace.
        let closer: UInt8 = value.kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        var depth = 0
        var index = Int(value.offset)
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                index = JSONStringScan.closingQuote(base, from: index + 1, end: count)
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0, byte == closer { return index + 1 }
            }
            index += 1
        }
        return count
    }
}
