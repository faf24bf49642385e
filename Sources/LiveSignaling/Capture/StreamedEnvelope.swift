/// The verdict on a capture envelope read straight from its bytes, when the envelope breaks
/// no rule (or it records an event, whose payload is a string that is not decoded). Its
/// payload is checked in the same pass when the streamed check (``StreamedSpecCheck``) passes
/// it, and decoded on its own otherwise. Any other line is a miss and is decoded in full, so
/// every finding about an envelope still comes from ``EnvelopeReader``.
///
/// The full path scans the whole line, builds a `String` for every key and copies the payload
/// out of its string onto the heap (~15,000 instructions a line); this reads the compact form
/// loggers write once, in place. It passes a line only where ``EnvelopeReader`` finds
/// nothing: each known key at most once (an unknown or repeated one misses), every value of
/// its kind, a known channel, an event the channel has (an `sdk` line needs one).
/// `StreamedCheckTests` and FuzzCapture hold it to the full path.
enum StreamedEnvelope {
    /// Sets `verdict` and returns true; false when the line is for the full path (`verdict`
    /// may then hold part of a verdict, and the caller makes another). `omitted`: where the
    /// payload's check counts the findings of a valid message it leaves out (nil: it builds
    /// every one); zeroed when the line is for the full path, which builds them all.
    static func verdict(
        _ line: UnsafeRawBufferPointer,
        options: JSONReaderOptions,
        countingInto omitted: UnsafeMutablePointer<OmittedFindings>? = nil,
        into verdict: inout CaptureDecoder.Verdict
    ) -> Bool {
        do throws(StreamedReadMiss) {
            try read(line.assumingMemoryBound(to: UInt8.self), options: options, countingInto: omitted, into: &verdict)
            return true
        } catch {
            omitted?.pointee = OmittedFindings()
            return false
        }
    }

    /// The envelope's keys, each with its bit for finding a repeat.
    enum Key: UInt16, CaseIterable {
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
        @inline(__always)
        init?(_ name: JSONTape.Entry, in base: UnsafePointer<UInt8>) {
            guard name.flags & JSONTape.hasEscapes == 0 else { return nil }
            let raw = base + Int(name.offset) + 1
            for key in Self.allCases where key.name.utf8CodeUnitCount == Int(name.length) && spells(raw, key.name) {
                self = key
                return
            }
            return nil
        }

        /// The key's name, as a line spells it.
        var name: StaticString {
            switch self {
            case .ts: "ts"
            case .channel: "channel"
            case .room: "room"
            case .from: "from"
            case .to: "to"
            case .event: "event"
            case .id: "id"
            case .code: "code"
            case .stream: "stream"
            case .timeout: "timeout"
            case .payload: "payload"
            }
        }

        /// The key that loggers write after this one (`ts`, `channel`, `room`, `from`, `to`,
        /// `payload`, as the capture format's documentation orders them), tried first.
        var next: Key? {
            switch self {
            case .ts: .channel
            case .channel: .room
            case .room: .from
            case .from: .to
            case .to: .payload
            default: nil
            }
        }

        /// The key at the cursor: `expected`'s, when its bytes are there (no string scanned,
        /// ~60 instructions a key), else the one a string read spells; nil for another.
        @inline(__always)
        static func read(_ cursor: inout StreamedCursor, expecting expected: Key?) throws(StreamedReadMiss) -> Key? {
            if let expected {
                let name = expected.name
                if cursor.key(spelled: name.utf8Start, count: name.utf8CodeUnitCount) != nil { return expected }
            }
            return Key(try cursor.string(), in: cursor.base)
        }
    }

    /// Whether the bytes at `raw` are `name` (whose length the caller has matched).
    @inline(__always)
    private static func spells(_ raw: UnsafePointer<UInt8>, _ name: StaticString) -> Bool {
        WireKeyMatching.memoryEqual(name.utf8Start, raw, name.utf8CodeUnitCount)
    }

    /// The channel a `channel` value names, by length and bytes: comparing it with each
    /// channel's `rawValue` copied and released that String (~130 instructions a line).
    /// `StreamedCheckTests` reads a line of every channel in place.
    static func channel(_ name: JSONTape.Entry, in base: UnsafePointer<UInt8>) -> CaptureChannel? {
        guard name.flags & JSONTape.hasEscapes == 0 else { return nil }
        let raw = base + Int(name.offset) + 1
        switch name.length {
        case 3 where spells(raw, "sei"): return .sei
        case 3 where spells(raw, "sdk"): return .sdk
        case 8 where spells(raw, "tim.rest"): return .timREST
        case 9 where spells(raw, "tim.group"): return .timGroup
        case 11 where spells(raw, "zim.command"): return .zimCommand
        case 12 where spells(raw, "trtc.connect"): return .trtcConnect
        case 12 where spells(raw, "zim.callback"): return .zimCallback
        case 15 where spells(raw, "zim.call-invite"): return .zimCallInvite
        case 19 where spells(raw, "zim.room-attributes"): return .zimRoomAttributes
        default: return nil
        }
    }

    /// The first five members as loggers write them, `"ts":…,"channel":"…","room":"…",`
    /// `"from":"…","to":"…"` after the `{`: each key with its `,` and `:` matched as one run
    /// of bytes, each value read as the member loop below reads it (so a value that misses
    /// there misses here, at the same byte). Matching the keys one at a time, each through
    /// the loop's bookkeeping, cost ~400 instructions a line. True with the cursor after the
    /// `to` value; false with the cursor where it was, for the loop to read the line in
    /// whatever layout it has. `StreamedCheckTests` holds both to the full path.
    @inline(__always)
    private static func readLoggedLead(
        _ cursor: inout StreamedCursor,
        channel: inout CaptureChannel?
    ) throws(StreamedReadMiss) -> Bool {
        // The loop's limits on the five members and on the longest key, `channel`.
        guard cursor.options.maxContainerSize >= 5, cursor.options.maxStringLength >= 7 else { return false }
        let start = cursor.position
        guard cursor.skip(literal: "\"ts\":") else { return false }
        try cursor.skipTime()
        guard cursor.skip(literal: ",\"channel\":") else {
            cursor.position = start
            return false
        }
        guard let known = Self.channel(try cursor.string(), in: cursor.base) else { throw StreamedReadMiss() }
        guard try cursor.skipString(after: ",\"room\":"), try cursor.skipString(after: ",\"from\":"),
            try cursor.skipString(after: ",\"to\":")
        else {
            cursor.position = start
            return false
        }
        channel = known
        return true
    }

    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>,
        options: JSONReaderOptions,
        countingInto omitted: UnsafeMutablePointer<OmittedFindings>?,
        into verdict: inout CaptureDecoder.Verdict
    ) throws(StreamedReadMiss) {
        var cursor = try StreamedCursor(bytes, options: options)
        try cursor.open(UInt8(ascii: "{"))
        var seen: UInt16 = 0
        var members = 0
        var channel: CaptureChannel?
        var event: String?
        var payload = -1
        // Whether the message of a string payload met after a channel that carries one without
        // an event (as loggers write lines) was checked where it stands, into the verdict.
        var messageChecked = false
        var expected: Key? = .ts
        if try readLoggedLead(&cursor, channel: &channel) {
            seen = Key.ts.rawValue | Key.channel.rawValue | Key.room.rawValue | Key.from.rawValue | Key.to.rawValue
            members = 5
            expected = .payload
        }
        while cursor.byte(at: cursor.position) != UInt8(ascii: "}") {
            if members > 0 { try cursor.expect(UInt8(ascii: ",")) }
            members += 1
            try StreamedReadMiss.unless(members <= options.maxContainerSize)
            guard let key = try Key.read(&cursor, expecting: expected), seen & key.rawValue == 0 else {
                throw StreamedReadMiss()
            }
            seen |= key.rawValue
            expected = key.next
            try cursor.expect(UInt8(ascii: ":"))
            switch key {
            case .ts, .timeout:
                try cursor.skipTime()
            case .code:
                try cursor.skipInteger()
            case .channel:
                guard let known = Self.channel(try cursor.string(), in: cursor.base) else { throw StreamedReadMiss() }
                channel = known
            case .event:
                // An event after the message would change what the payload carries.
                try StreamedReadMiss.unless(!messageChecked)
                event = JSONStringDecoding.decode(try cursor.string(), in: cursor.base)
            case .room, .from, .to, .id, .stream:
                _ = try cursor.string()
            case .payload:
                payload = cursor.position
                if cursor.byte(at: payload) == UInt8(ascii: "\"") {
                    if let channel, event == nil, let family = channel.family, !channel.payloadIsObject {
                        // Copied out of the string and checked in one pass: the checker reads
                        // every byte the copy does not, as the string's own check would.
                        try check(
                            at: &cursor,
                            as: family,
                            options: options,
                            countingInto: omitted,
                            into: &verdict.message
                        )
                        messageChecked = true
                    } else {
                        _ = try cursor.string()
                    }
                } else {
                    // An object (room attributes) only as the last member: it ends where the
                    // envelope does, and is read from there by its checker.
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
        let carriesMessage = channel.carriesMessage(event: event)
        guard carriesMessage, let family = channel.family else {
            // An event's payload is a string, and is not decoded.
            try StreamedReadMiss.unless(isString)
            verdict.fill(channel: channel, event: event, carriesMessage: false)
            verdict.message.restart(family: nil)
            return
        }
        try StreamedReadMiss.unless(isString != channel.payloadIsObject)
        verdict.fill(channel: channel, event: event, carriesMessage: true)
        if messageChecked { return }
        if isString {
            // The channel came after the payload.
            var inner = cursor
            inner.position = payload
            try check(at: &inner, as: family, options: options, countingInto: omitted, into: &verdict.message)
        } else {
            // The map is read as a document of its own, as the full path reads it. Its check
            // passes only a flat map of strings (every form of the channel's family is a room
            // attribute map), so the line nests two levels deep (documents inside its strings
            // are held to the limit on their own).
            try StreamedReadMiss.unless(options.maxDepth >= 2)
            let map = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[payload..<(bytes.count - 1)])
            verdict.message.restart(family: family)
            // A passed map's findings (a spec's note: a UIKit map's `r_id`) are made in the
            // map's bytes, which the line holds as they are: only moved under the payload.
            // Decoding such a map again cost the UIKit's maps ~65,000 instructions a line.
            if StreamedSpecCheck.check(
                map,
                within: family,
                options: options,
                into: &verdict.message,
                placedBy: .object(at: payload),
                countingInto: omitted
            ) {
                verdict.message.decoded = true
            } else {
                verdict.message = try decodeMap(map, at: payload, as: family, options: options)
            }
        }
    }

    /// Any other map, decoded on its own; the full path keeps the map's own report of its
    /// repeated keys too. A map with findings may be one the line's scan would refuse: broken,
    /// past a limit, or one level too deep once inside the line (a map without findings holds
    /// only strings, so it nests no deeper). The scanner, one level shallower, says whether it
    /// would; such a line misses. Apart, so the read above stays small.
    @inline(never)
    private static func decodeMap(
        _ map: UnsafeRawBufferPointer,
        at start: Int,
        as family: WireFamily,
        options: JSONReaderOptions
    ) throws(StreamedReadMiss) -> MessageVerdict {
        var decoded = decodedVerdict(map, as: family, options: options, checksRan: true)
        decoded.place(.object(at: start))
        if !decoded.diagnostics.isEmpty {
            var inTheLine = options
            inTheLine.maxDepth = options.maxDepth - 1
            var tape = JSONTape()
            try StreamedReadMiss.unless(JSONScanner.scan(map, into: &tape, options: inTheLine) == nil)
        }
        return decoded
    }

    /// The verdict on the message in the payload string at the cursor; the cursor ends past
    /// the closing quote. The message is copied out of the string (every escape decoded) and
    /// checked in the same pass by the streamed check. Any other (one it does not take, a
    /// finding no spec states as data) is decoded from that copy as the full path decodes it,
    /// without the checks again (~3,500 instructions a line): only the envelope's second
    /// reading is saved, which was about half of such a line's cost (the scan, and a String
    /// for every key). A payload too long for the copy on the stack is
    /// decoded from the string.
    private static func check(
        at cursor: inout StreamedCursor,
        as family: WireFamily,
        options: JSONReaderOptions,
        countingInto omitted: UnsafeMutablePointer<OmittedFindings>?,
        into message: inout MessageVerdict
    ) throws(StreamedReadMiss) {
        let quote = cursor.position
        do throws(StreamedReadMiss) {
            message.restart(family: family)
            let checked = try cursor.withUnescapedEmbeddedDocument {
                bytes,
                string throws(StreamedReadMiss) in
                let payload = UnsafeRawBufferPointer(bytes)
                // The spec check and the scanner step over whitespace: a raw tab or line break in
                // the string must not pass for it, so such a payload is left to the full path.
                try StreamedReadMiss.unless(!string.hasControlByte)
                // The findings of a passed message (the spec forms' notes and warnings) are
                // placed through the string as the copy read it, as they are made: every byte
                // of a passed message was read as the scanner reads it (its strings' UTF-8 and
                // control bytes, outside them JSON's tokens), and the copy took only escapes
                // the scanner accepts.
                let placement = PayloadPlacement.string(raw: string.raw, quote: quote)
                if StreamedSpecCheck.check(
                    payload,
                    within: family,
                    options: options,
                    into: &message,
                    placedBy: placement,
                    countingInto: omitted
                ) {
                    return true
                }
                message = decodedVerdict(payload, as: family, options: options, checksRan: true)
                return false
            }
            if checked {
                message.decoded = true
            } else if !message.diagnostics.isEmpty {
                // A decoded payload's findings may come from the string itself (broken UTF-8),
                // which the full path reports in the line: that string is held to the
                // scanner's rules first.
                var string = cursor
                string.position = quote
                let raw = JSONStringDecoding.rawBytes(try string.string(), in: cursor.base)
                message.place(.string(raw: raw, quote: quote))
            }
        } catch {
            cursor.position = quote
            message = try decodeString(at: &cursor, as: family, options: options)
        }
    }

    /// The verdict on the message in the payload string at the cursor, decoded from the string
    /// (every escape) as the full path decodes it. Apart, so the checked path above stays small.
    @inline(never)
    private static func decodeString(
        at cursor: inout StreamedCursor,
        as family: WireFamily,
        options: JSONReaderOptions
    ) throws(StreamedReadMiss) -> MessageVerdict {
        let quote = cursor.position
        let entry = try cursor.string()
        let raw = JSONStringDecoding.rawBytes(entry, in: cursor.base)
        return JSONStringDecoding.withUnescaped(raw) { decoded in
            var verdict = decodedVerdict(
                UnsafeRawBufferPointer(decoded),
                as: family,
                options: options,
                checksRan: false
            )
            verdict.place(.string(raw: raw, quote: quote))
            return verdict
        }
    }

    /// The verdict of decoding `message` as `family`, keeping only the verdict, its findings
    /// where they are in the message: what ``CaptureDecoder``'s full path gives for the payload
    /// of an envelope that has no finding of its own, once placed in the line. `checksRan`:
    /// the streamed checks already missed on these very bytes. Apart, so the checked path
    /// stays small.
    @inline(never)
    private static func decodedVerdict(
        _ message: UnsafeRawBufferPointer,
        as family: WireFamily,
        options: JSONReaderOptions,
        checksRan: Bool
    ) -> MessageVerdict {
        var result = DecodedMessage(startingWith: family)
        let checked = SignalDecoder(options: options).decode(
            message,
            as: family,
            into: &result,
            keeping: .verdict,
            streamedChecksMissed: checksRan
        )
        return MessageVerdict(result, checked: checked)
    }
}

extension MessageVerdict {
    /// Moves the findings from the payload into its line.
    fileprivate mutating func place(_ placement: PayloadPlacement) {
        guard !diagnostics.isEmpty else { return }
        // In place: mapping into a new array copied every diagnostic twice. In byte order, as
        // findings come, so the string's escapes are walked once for all of them.
        var walk = EmbeddedOffsetMap.Walk()
        for index in diagnostics.indices { placement.place(&diagnostics[index], walk: &walk) }
        diagnostics.sortByOffset()
    }
}

extension StreamedCursor {
    /// Steps over a `ts` or `timeout` value: a plain integer an `Int` holds, not negative
    /// (`-0` included).
    @inline(__always)
    fileprivate mutating func skipTime() throws(StreamedReadMiss) {
        try StreamedReadMiss.unless(kind(at: position) == .number)
        try StreamedReadMiss.unless(byte(at: position) != UInt8(ascii: "-"))
        try skipInteger()
    }

    /// Steps over `key` (with its `,` and `:`) and the string after it; false, with the cursor
    /// moved, when the bytes are not `key`.
    @inline(__always)
    fileprivate mutating func skipString(after key: StaticString) throws(StreamedReadMiss) -> Bool {
        guard skip(literal: key) else { return false }
        _ = try string()
        return true
    }
}

extension CaptureDecoder.Verdict {
    /// An envelope's part of the verdict, set field by field in place.
    fileprivate mutating func fill(channel: CaptureChannel, event: String?, carriesMessage: Bool) {
        self.channel = channel
        // Most lines have no event, nor had the line before: no release of a nil string.
        if event != nil || self.event != nil { self.event = event }
        isEnvelope = true
        self.carriesMessage = carriesMessage
    }
}
