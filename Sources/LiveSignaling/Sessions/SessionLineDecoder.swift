/// Decodes capture lines for the session checkers, which need each line's envelope values and
/// typed message (a validator needs only verdicts). The common line — a compact envelope with
/// each known key at most once, nothing wrong with it, and a payload that decodes with no
/// finding — is read in place, its payload decoded from its copy out of the string.
/// Any other line is decoded in full by ``CaptureDecoder``, so the result is the same either
/// way (`SessionLineDecoderTests` hold the two to each other on every capture line we have).
///
/// The full path scans the line into a tape, builds a `String` for every key and copies the
/// payload onto the heap: four times the cost of `livesig validate` on the same line, which
/// made session checking slower than the target of three times validate by itself.
public struct SessionLineDecoder: Sendable {
    /// The JSON reading options lines are read with, in place and in full.
    public let options: JSONReaderOptions
    private let full: CaptureDecoder

    /// Creates a decoder that reads lines with `options` (``JSONReaderOptions/default`` unless given).
    public init(options: JSONReaderOptions = .default) {
        self.options = options
        full = CaptureDecoder(options: options)
    }

    /// Decodes one capture line, with the result ``CaptureDecoder`` gives for it.
    public func decode(_ line: UnsafeRawBufferPointer) -> CaptureDecoder.Line {
        var decoded = CaptureDecoder.Line(result: DecodedMessage(startingWith: nil))
        decode(line, into: &decoded)
        return decoded
    }

    /// Decodes one capture line held in an array, with the result ``CaptureDecoder`` gives for it.
    public func decode(_ line: [UInt8]) -> CaptureDecoder.Line {
        line.withUnsafeBytes { decode($0) }
    }

    /// Decodes `line` over `decoded`: a reader of many lines keeps one (or a batch of them),
    /// rather than copying each line's envelope and message out of a returned value.
    public func decode(_ line: UnsafeRawBufferPointer, into decoded: inout CaptureDecoder.Line) {
        if !readInPlace(line, into: &decoded) { decoded = full.decode(line) }
    }

    /// The line read in place, or nil when the full path must read it.
    @_spi(Testing) public func inPlace(_ line: UnsafeRawBufferPointer) -> CaptureDecoder.Line? {
        var decoded = CaptureDecoder.Line(result: DecodedMessage(startingWith: nil))
        return readInPlace(line, into: &decoded) ? decoded : nil
    }

    private func readInPlace(_ line: UnsafeRawBufferPointer, into decoded: inout CaptureDecoder.Line) -> Bool {
        do throws(StreamedReadMiss) {
            try read(line.assumingMemoryBound(to: UInt8.self), into: &decoded)
            return true
        } catch {
            return false
        }
    }

    private func read(
        _ bytes: UnsafeBufferPointer<UInt8>,
        into decoded: inout CaptureDecoder.Line
    ) throws(StreamedReadMiss) {
        var cursor = try StreamedCursor(bytes, options: options)
        try cursor.open(UInt8(ascii: "{"))
        decoded.envelope = CaptureEnvelope()
        var seen: UInt16 = 0
        var members = 0
        var payload = -1
        var channel: CaptureChannel?
        var event: String?
        var decodedMessage = false
        while cursor.byte(at: cursor.position) != UInt8(ascii: "}") {
            if members > 0 { try cursor.expect(UInt8(ascii: ",")) }
            members += 1
            try StreamedReadMiss.unless(members <= options.maxContainerSize)
            guard let key = StreamedEnvelope.Key(try cursor.string(), in: cursor.base), seen & key.rawValue == 0 else {
                throw StreamedReadMiss()
            }
            seen |= key.rawValue
            try cursor.expect(UInt8(ascii: ":"))
            switch key {
            case .ts, .timeout:
                // Not negative, `-0` included.
                try StreamedReadMiss.unless(cursor.kind(at: cursor.position) == .number)
                try StreamedReadMiss.unless(cursor.byte(at: cursor.position) != UInt8(ascii: "-"))
                let value = try cursor.integer(as: Int.self)
                if key == .ts { decoded.envelope?.ts = value } else { decoded.envelope?.timeout = value }
            case .code:
                decoded.envelope?.code = try cursor.integer(as: Int.self)
            case .channel:
                guard let known = StreamedEnvelope.channel(try cursor.string(), in: cursor.base) else {
                    throw StreamedReadMiss()
                }
                channel = known
                decoded.envelope?.channel = known
            case .event:
                // An event after the message would change what the payload carries.
                try StreamedReadMiss.unless(!decodedMessage)
                event = try text(&cursor)
                decoded.envelope?.event = event
            case .room: decoded.envelope?.room = try text(&cursor)
            case .from: decoded.envelope?.from = try text(&cursor)
            case .to: decoded.envelope?.to = try text(&cursor)
            case .id: decoded.envelope?.id = try text(&cursor)
            case .stream: decoded.envelope?.stream = try text(&cursor)
            case .payload:
                payload = cursor.position
                if cursor.byte(at: payload) == UInt8(ascii: "\"") {
                    if let channel, event == nil, let family = channel.family, !channel.payloadIsObject {
                        try decodeString(at: &cursor, as: family, into: &decoded.result)
                        decodedMessage = true
                    } else {
                        _ = try cursor.string()
                    }
                } else {
                    // An object (room attributes) only as the last member: it ends where the
                    // envelope does, and is read from there.
                    try StreamedReadMiss.unless(cursor.byte(at: payload) == UInt8(ascii: "{"))
                    cursor.position = bytes.count - 1
                }
            }
        }
        try cursor.close(UInt8(ascii: "}"))
        try StreamedReadMiss.unless(cursor.isAtEnd)
        guard let channel, payload >= 0 else { throw StreamedReadMiss() }
        if let event {
            try StreamedReadMiss.unless(channel.events.contains(event))
        } else {
            try StreamedReadMiss.unless(channel != .sdk)
        }
        let isString = bytes[payload] == UInt8(ascii: "\"")
        guard channel.carriesMessage(event: event), let family = channel.family else {
            // An event's payload is a string, and is not decoded.
            try StreamedReadMiss.unless(isString)
            decoded.result = DecodedMessage(family: nil, version: nil, dialect: nil, message: nil, diagnostics: [])
            return
        }
        try StreamedReadMiss.unless(isString != channel.payloadIsObject)
        if decodedMessage { return }
        if isString {
            // The channel came after the payload.
            var inner = cursor
            inner.position = payload
            try decodeString(at: &inner, as: family, into: &decoded.result)
            return
        }
        // The attribute map, read as a document of its own as the full path reads it; it
        // nests the line two levels deep.
        try StreamedReadMiss.unless(options.maxDepth >= 2)
        let map = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[payload..<(bytes.count - 1)])
        try decodeMessage(map, as: family, into: &decoded.result)
    }

    private func text(_ cursor: inout StreamedCursor) throws(StreamedReadMiss) -> String {
        JSONStringDecoding.decode(try cursor.string(), in: cursor.base)
    }

    /// The message in the payload string at the cursor, copied out of the string; the cursor
    /// ends past the closing quote.
    private func decodeString(
        at cursor: inout StreamedCursor,
        as family: WireFamily,
        into result: inout DecodedMessage
    ) throws(StreamedReadMiss) {
        try cursor.withUnescapedEmbeddedDocument { bytes, string throws(StreamedReadMiss) in
            // A raw control byte in the string is the line's scanner's to refuse: unescaped,
            // a tab would read as whitespace between the payload's tokens.
            try StreamedReadMiss.unless(!string.hasControlByte)
            try decodeMessage(UnsafeRawBufferPointer(bytes), as: family, into: &result)
        }
    }

    /// The payload's message, decoded from its own bytes, when it has no finding: a
    /// finding's offset would have to be moved into the line, which the full path does.
    private func decodeMessage(
        _ bytes: UnsafeRawBufferPointer,
        as family: WireFamily,
        into result: inout DecodedMessage
    ) throws(StreamedReadMiss) {
        result = DecodedMessage(startingWith: family)
        SignalDecoder(options: options).decode(bytes, as: family, into: &result)
        try StreamedReadMiss.unless(result.diagnostics.isEmpty)
    }
}
