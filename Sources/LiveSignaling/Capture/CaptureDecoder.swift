/// Reads one line of a capture (format v1, README "Capture format"): either a raw message of
/// any family, or an envelope
/// `{"ts": …, "channel": "zim.command", "room": "…", "from": "…", "to": "…", "payload": "…"}`
/// whose own keys are checked and whose payload is validated as its channel's family.
/// Payload findings carry paths through `$.payload<json>` and offsets in the line.
public struct CaptureDecoder: Sendable {
    public var options: JSONReaderOptions

    public init(options: JSONReaderOptions = .default) { self.options = options }

    /// What one capture line held.
    public struct Line: Sendable {
        /// The envelope's channel, or nil for a raw message.
        public var channel: CaptureChannel?
        /// The message's verdict; diagnostics include the envelope's own.
        public var result: DecodedMessage
        public var isEnvelope: Bool { channel != nil }

        public init(channel: CaptureChannel?, result: DecodedMessage) {
            self.channel = channel
            self.result = result
        }
    }

    public func decode(_ line: [UInt8], as family: WireFamily? = nil) -> Line {
        line.withUnsafeBytes { decode($0, as: family) }
    }

    public func decode(_ line: UnsafeRawBufferPointer, as family: WireFamily? = nil) -> Line {
        // Most lines of a raw capture are messages; only a line naming "payload" can be an
        // envelope, and the byte search spares the others a second scan.
        var tape = JSONTape()
        guard Self.mentionsPayload(line), JSONScanner.scan(line, into: &tape, options: options) == nil,
            let base = line.baseAddress?.assumingMemoryBound(to: UInt8.self),
            let envelope = Envelope(tape: tape, base: base)
        else {
            return Line(channel: nil, result: SignalDecoder(options: options).decode(line, as: family))
        }
        return decodeEnvelope(envelope, line: line, tape: tape, base: base)
    }

    private static func mentionsPayload(_ line: UnsafeRawBufferPointer) -> Bool {
        let needle: [UInt8] = Array(#""payload""#.utf8)
        guard line.count >= needle.count else { return false }
        var index = 0
        while index <= line.count - needle.count {
            if line[index] == 0x22 {
                var matched = 1
                while matched < needle.count, line[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    private func decodeEnvelope(
        _ envelope: Envelope,
        line: UnsafeRawBufferPointer,
        tape: JSONTape,
        base: UnsafePointer<UInt8>
    ) -> Line {
        var diagnostics = tape.warnings
        diagnostics.append(contentsOf: envelope.check())
        guard let channel = envelope.channel else {
            return Line(
                channel: nil,
                result: DecodedMessage(family: nil, version: nil, dialect: nil, message: nil, diagnostics: diagnostics)
            )
        }
        let payload = tape.entries[envelope.payload]
        var result: DecodedMessage
        var shift: (Int) -> Int
        var prefix: JSONPath
        if channel.payloadIsObject {
            guard payload.kind == .object else {
                diagnostics.append(
                    Diagnostic(
                        .wireType,
                        path: [.key("payload")],
                        offset: Int(payload.offset),
                        message: "the \(channel.rawValue) payload is the attribute map: an object of strings"
                    )
                )
                return Line(
                    channel: channel,
                    result: DecodedMessage(
                        family: channel.family,
                        version: nil,
                        dialect: nil,
                        message: nil,
                        diagnostics: diagnostics
                    )
                )
            }
            let start = Int(payload.offset)
            let end = Envelope.endOffset(of: envelope.payload, tape: tape, base: base, count: line.count)
            // The payload's own read reports its repeated keys; keep each finding once.
            diagnostics.removeAll { $0.code == .jsonDuplicateKey && (start..<end).contains($0.offset ?? -1) }
            result = SignalDecoder(options: options).decode(
                UnsafeRawBufferPointer(rebasing: line[start..<end]),
                as: channel.family
            )
            shift = { start + $0 }
            prefix = [.key("payload")]
        } else {
            guard payload.kind == .string else {
                diagnostics.append(
                    Diagnostic(
                        .wireType,
                        path: [.key("payload")],
                        offset: Int(payload.offset),
                        message: "the payload is the message's bytes as sent, in a string"
                    )
                )
                return Line(
                    channel: channel,
                    result: DecodedMessage(
                        family: channel.family,
                        version: nil,
                        dialect: nil,
                        message: nil,
                        diagnostics: diagnostics
                    )
                )
            }
            let raw = JSONStringDecoding.rawBytes(payload, in: base)
            let inner = payload.flags & JSONTape.hasEscapes == 0 ? Array(raw) : JSONStringDecoding.unescape(raw)
            result = inner.withUnsafeBytes { SignalDecoder(options: options).decode($0, as: channel.family) }
            let start = Int(payload.offset) + 1
            shift = { start + EmbeddedOffsetMap.rawIndex(ofDecoded: $0, in: raw) }
            prefix = [.key("payload"), .embedded]
        }
        for var diagnostic in result.diagnostics {
            diagnostic.path = JSONPath(components: prefix.components + diagnostic.path.components)
            diagnostic.offset = diagnostic.offset.map(shift)
            diagnostics.append(diagnostic)
        }
        diagnostics.sortByOffset()
        result.diagnostics = diagnostics
        return Line(channel: channel, result: result)
    }
}

/// The envelope keys of a capture line, read from the tape.
struct Envelope {
    var channelName: String?
    var channelEntry = -1
    var payload = -1
    var problems: [Diagnostic] = []

    var channel: CaptureChannel? { channelName.flatMap(CaptureChannel.init(rawValue:)) }

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
        channelEntry = channel.value
        let channelValue = tape.entries[channel.value]
        if channelValue.kind == .string {
            channelName = JSONStringDecoding.decode(channelValue, in: base)
            if self.channel == nil {
                problems.append(
                    Diagnostic(
                        .wireEnum,
                        path: [.key("channel")],
                        offset: Int(channelValue.offset),
                        message:
                            "channel \(JSONWriter.quoted(channelName ?? "", style: .compact)) is not one of \(CaptureChannel.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                )
            }
        } else {
            problems.append(
                Diagnostic(
                    .wireType,
                    path: [.key("channel")],
                    offset: Int(channelValue.offset),
                    message: "channel is a string"
                )
            )
        }
        for member in members {
            let value = tape.entries[member.value]
            switch member.name {
            case "ts":
                let isMilliseconds =
                    value.kind == .number && value.flags & JSONTape.isInteger != 0
                    && value.flags & JSONTape.isNegative == 0
                if !isMilliseconds {
                    problems.append(
                        Diagnostic(
                            .wireType,
                            path: [.key("ts")],
                            offset: Int(value.offset),
                            message: "ts is milliseconds: a non-negative integer"
                        )
                    )
                }
            case "room", "from", "to":
                if value.kind != .string {
                    problems.append(
                        Diagnostic(
                            .wireType,
                            path: [.key(member.name)],
                            offset: Int(value.offset),
                            message: "\(member.name) is a string"
                        )
                    )
                }
            default: break
            }
        }
    }

    func check() -> [Diagnostic] { problems }

    /// One past the last byte of the value at `entry` (its closing bracket).
    static func endOffset(of entry: Int, tape: JSONTape, base: UnsafePointer<UInt8>, count: Int) -> Int {
        let value = tape.entries[entry]
        guard value.kind == .object || value.kind == .array else { return Int(value.offset) + Int(value.length) }
        // The closer follows the last member; find it by scanning past whitespace.
        let closer: UInt8 = value.kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        var depth = 0
        var index = Int(value.offset)
        var inString = false
        while index < count {
            let byte = base[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
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
