/// The verdict on a capture envelope read straight from its bytes, when the envelope breaks
/// no rule and its payload passes its family's typed checker (or it records an event, whose
/// payload is a string that is not decoded). Anything else is a miss and the line is decoded
/// in full, so every finding still comes from ``EnvelopeReader`` and the decoder.
///
/// The full path scans the whole line, builds a `String` for every key and copies the payload
/// out of its string onto the heap (~20,000 instructions a line); this reads the compact form
/// loggers write once, in place. It passes a line only where ``EnvelopeReader`` finds
/// nothing: each known key at most once (an unknown or repeated one misses), every value of
/// its kind, a known channel, an event the channel has (an `sdk` line needs one).
/// `TypedCheckerTests` and FuzzCapture hold it to the full path.
enum StreamedEnvelope {
    static func verdict(_ line: UnsafeRawBufferPointer, options: JSONReaderOptions) -> CaptureDecoder.Verdict? {
        do throws(TypedReadMiss) {
            return try read(line.assumingMemoryBound(to: UInt8.self), options: options)
        } catch {
            return nil
        }
    }

    /// The envelope's keys, each with its bit for finding a repeat.
    private enum Key: UInt16 {
        case ts = 1
        case channel = 2
        case room = 4
        case from = 8
        case to = 16
        case event = 32
        case id = 64
        case code = 128
        case stream = 256
        case timeout = 512
        case payload = 1024

        /// The key a member's raw name spells, or nil (an unknown key, or one written with an
        /// escape, which the full path reads).
        init?(_ name: JSONTape.Entry, in base: UnsafePointer<UInt8>) {
            guard name.flags & JSONTape.hasEscapes == 0 else { return nil }
            let raw = JSONStringDecoding.rawBytes(name, in: base)
            func spells(_ key: StaticString) -> Bool {
                raw.count == key.utf8CodeUnitCount
                    && WireKeyMatching.memoryEqual(key.utf8Start, raw.baseAddress ?? key.utf8Start, raw.count)
            }
            switch raw.count {
            case 2 where spells("ts"): self = .ts
            case 2 where spells("to"): self = .to
            case 2 where spells("id"): self = .id
            case 4 where spells("room"): self = .room
            case 4 where spells("from"): self = .from
            case 4 where spells("code"): self = .code
            case 5 where spells("event"): self = .event
            case 6 where spells("stream"): self = .stream
            case 7 where spells("channel"): self = .channel
            case 7 where spells("timeout"): self = .timeout
            case 7 where spells("payload"): self = .payload
            default: return nil
            }
        }
    }

    /// `CaptureChannel.allCases` once: the synthesized property builds an array on every call.
    private static let channels = CaptureChannel.allCases

    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>,
        options: JSONReaderOptions
    ) throws(TypedReadMiss) -> CaptureDecoder.Verdict {
        var cursor = try StreamedCursor(bytes, options: options)
        try cursor.open(UInt8(ascii: "{"))
        var seen: UInt16 = 0
        var members = 0
        var channel: CaptureChannel?
        var event: String?
        var payload = -1
        while cursor.byte(at: cursor.position) != UInt8(ascii: "}") {
            if members > 0 { try cursor.expect(UInt8(ascii: ",")) }
            members += 1
            try TypedReadMiss.unless(members <= options.maxContainerSize)
            guard let key = Key(try cursor.string(), in: cursor.base), seen & key.rawValue == 0 else {
                throw TypedReadMiss()
            }
            seen |= key.rawValue
            try cursor.expect(UInt8(ascii: ":"))
            switch key {
            case .ts, .timeout:
                // Not negative, `-0` included.
                try TypedReadMiss.unless(cursor.kind(at: cursor.position) == .number)
                try TypedReadMiss.unless(cursor.byte(at: cursor.position) != UInt8(ascii: "-"))
                _ = try cursor.integer(as: Int.self)
            case .code:
                _ = try cursor.integer(as: Int.self)
            case .channel:
                let name = WireText(entry: try cursor.string(), base: cursor.base)
                guard let known = channels.first(where: { name.equals($0.rawValue) }) else { throw TypedReadMiss() }
                channel = known
            case .event:
                event = WireText(entry: try cursor.string(), base: cursor.base).string
            case .room, .from, .to, .id, .stream:
                _ = try cursor.string()
            case .payload:
                // Read once the channel is known (loggers write it first).
                payload = cursor.position
                if cursor.byte(at: payload) == UInt8(ascii: "\"") {
                    _ = try cursor.string()
                } else {
                    // An object (room attributes) only as the last member: it ends where the
                    // envelope does, and is read from there by its checker.
                    try TypedReadMiss.unless(cursor.byte(at: payload) == UInt8(ascii: "{"))
                    cursor.position = bytes.count - 1
                }
            }
        }
        try cursor.close(UInt8(ascii: "}"))
        try TypedReadMiss.unless(cursor.isAtEnd)
        guard let channel, payload >= 0 else { throw TypedReadMiss() }
        if let event {
            try TypedReadMiss.unless(channel.events.contains(event))
        } else {
            try TypedReadMiss.unless(channel != .sdk)
        }
        let isString = bytes[payload] == UInt8(ascii: "\"")
        var verdict = CaptureDecoder.Verdict(
            channel: channel,
            event: event,
            isEnvelope: true,
            carriesMessage: channel.carriesMessage(event: event),
            message: MessageVerdict(startingWith: nil)
        )
        guard verdict.carriesMessage, let family = channel.family else {
            // An event's payload is a string, and is not decoded.
            try TypedReadMiss.unless(isString)
            return verdict
        }
        try TypedReadMiss.unless(isString != channel.payloadIsObject)
        verdict.message.family = family
        if isString {
            // The payload's bytes as sent, decoded as the message they are.
            var inner = cursor
            inner.position = payload
            let checked = try inner.withUnescapedEmbeddedDocument { message throws(TypedReadMiss) in
                StreamedMessage.check(
                    UnsafeRawBufferPointer(message),
                    within: family,
                    options: options,
                    into: &verdict.message
                )
            }
            try TypedReadMiss.unless(checked)
        } else {
            // The map is read as a document of its own, as the full path reads it. Its checker
            // passes only a flat map of strings, so the line nests two levels deep (documents
            // inside its strings are held to the limit on their own).
            try TypedReadMiss.unless(options.maxDepth >= 2)
            let map = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[payload..<(bytes.count - 1)])
            try TypedReadMiss.unless(
                StreamedMessage.check(map, within: family, options: options, into: &verdict.message)
            )
        }
        verdict.message.decoded = true
        return verdict
    }
}
