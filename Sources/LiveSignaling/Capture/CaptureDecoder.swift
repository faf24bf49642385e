/// Reads one line of a capture (format v1, README "Capture format"): either a raw message of
/// any family, or an envelope
/// `{"ts": …, "channel": "zim.command", "room": "…", "from": "…", "to": "…", "payload": "…"}`
/// whose own keys are checked and whose payload is validated as its channel's family.
/// Payload findings carry paths through `$.payload<json>` and offsets in the line.
public struct CaptureDecoder: Sendable {
    /// The limits every line is read within, the envelope and its payload alike.
    public var options: JSONReaderOptions

    /// Which findings ``verdict(_:as:into:)`` builds; every one by default.
    public var findingDetail: FindingDetail

    /// Makes a decoder held to `options`, by default ``JSONReaderOptions/default``, that
    /// builds the findings `findingDetail` names (by default every one).
    public init(options: JSONReaderOptions = .default, findingDetail: FindingDetail = .all) {
        self.options = options
        self.findingDetail = findingDetail
    }

    /// What one capture line held.
    public struct Line: Sendable {
        /// The envelope's channel, or nil for a raw message.
        public var channel: CaptureChannel? { envelope?.channel }
        /// The envelope, for envelope lines (its channel nil when unknown).
        public var envelope: CaptureEnvelope? = nil
        /// The message's verdict; diagnostics include the envelope's own. For a line that
        /// carries no message (an SDK event, a callback) the family is nil.
        public var result: DecodedMessage
        /// Whether the line is an envelope rather than a raw message.
        public var isEnvelope: Bool { envelope != nil }

        /// False for SDK events and callbacks, whose payload is not a message.
        public var carriesMessage: Bool {
            guard let envelope, let channel = envelope.channel else { return true }
            return channel.carriesMessage(event: envelope.event)
        }

        /// A message line is valid when its message is; an event line when its envelope is.
        public var isValid: Bool {
            carriesMessage ? result.isValid : envelope?.channel != nil && result.diagnostics.allowsMessage
        }

        /// Makes a line from its envelope (nil, the default, for a raw message) and the message's result.
        public init(envelope: CaptureEnvelope? = nil, result: DecodedMessage) {
            self.envelope = envelope
            self.result = result
        }

        /// The verdict on the line, without the values.
        public var verdict: Verdict { verdict(checked: false) }

        /// The verdict, `checked` when the message was judged without building it.
        func verdict(checked: Bool) -> Verdict {
            Verdict(
                channel: channel,
                event: envelope?.event,
                isEnvelope: isEnvelope,
                carriesMessage: carriesMessage,
                message: MessageVerdict(result, checked: checked)
            )
        }

        /// A raw message's line as decoding starts; the envelope keeps its default (see
        /// ``DecodedMessage/init(startingWith:)`` for why nothing is assigned nil here).
        init(startingWith family: WireFamily?) {
            result = DecodedMessage(startingWith: family)
        }
    }

    /// What a capture line says and whether it is valid, without the envelope's values or
    /// the message's typed value: what a validator reports. A valid message in a common form
    /// is judged without building its value (`SignalDecoder.verdict(_:as:)`).
    public struct Verdict: Hashable, Sendable {
        /// The envelope's channel: nil for a raw message, or a channel that is not known.
        public var channel: CaptureChannel?
        /// The envelope's event, when it names one.
        public var event: String?
        /// Whether the line is an envelope rather than a raw message.
        public var isEnvelope: Bool
        /// False for SDK events and callbacks, whose payload is not a message.
        public var carriesMessage: Bool
        /// The message's verdict; diagnostics include the envelope's own. For a line that
        /// carries no message the family is nil.
        public var message: MessageVerdict
        /// The notes and warnings of a valid message left out of its diagnostics, counted,
        /// when the decoder builds only a failing line's findings (``FindingDetail/failingOnly``).
        public var omitted = OmittedFindings()

        /// Makes a verdict from its parts; by default a raw message's, with no family and nothing found yet.
        public init(
            channel: CaptureChannel? = nil,
            event: String? = nil,
            isEnvelope: Bool = false,
            carriesMessage: Bool = true,
            message: MessageVerdict = MessageVerdict(startingWith: nil)
        ) {
            self.channel = channel
            self.event = event
            self.isEnvelope = isEnvelope
            self.carriesMessage = carriesMessage
            self.message = message
        }

        /// Back to a raw message's verdict as decoding starts, field by field: a new verdict
        /// assigned over this one was built aside, copied in and destroyed.
        mutating func reset(family: WireFamily?) {
            channel = nil
            if event != nil { event = nil }
            isEnvelope = false
            carriesMessage = true
            message.restart(family: family)
            omitted = OmittedFindings()
        }

        /// As ``Line/isValid``: a message line is valid when its message is; an event line
        /// when its envelope is.
        public var isValid: Bool {
            carriesMessage ? message.isValid : isEnvelope && channel != nil && message.diagnostics.allowsMessage
        }
    }

    /// The verdict on one line: the same as `decode(line, as: family).verdict`, faster, but
    /// for the findings a ``FindingDetail/failingOnly`` decoder counts (``Verdict/omitted``).
    public func verdict(_ line: [UInt8], as family: WireFamily? = nil) -> Verdict {
        line.withUnsafeBytes { verdict($0, as: family) }
    }

    /// The verdict on one line: the same as `decode(line, as: family).verdict`, faster, but
    /// for the findings a ``FindingDetail/failingOnly`` decoder counts (``Verdict/omitted``).
    public func verdict(_ line: UnsafeRawBufferPointer, as family: WireFamily? = nil) -> Verdict {
        var verdict = Verdict()
        self.verdict(line, as: family, into: &verdict)
        return verdict
    }

    /// The verdict on one line, written over `verdict`: for a reader of many lines, which
    /// keeps one verdict (a verdict returned is copied out of the storage it was filled in,
    /// retaining and releasing its strings).
    public func verdict(_ line: UnsafeRawBufferPointer, as family: WireFamily? = nil, into verdict: inout Verdict) {
        verdict.reset(family: family)
        // Counted apart from the verdict, which the checks below fill in at the same time. One
        // call, inlined: a call of its own for each detail cost every line ~40 instructions.
        let counting = findingDetail == .failingOnly
        var omitted = OmittedFindings()
        withUnsafeMutablePointer(to: &omitted) {
            judge(line, as: family, into: &verdict, countingInto: counting ? $0 : nil)
        }
        if counting { verdict.omitted = omitted }
    }

    /// ``verdict(_:as:into:)`` on a verdict just reset; a check that passes a valid message
    /// with findings left out writes their count to `omitted` (nil: every finding is built).
    @inline(__always)
    private func judge(
        _ line: UnsafeRawBufferPointer,
        as family: WireFamily?,
        into verdict: inout Verdict,
        countingInto omitted: UnsafeMutablePointer<OmittedFindings>?
    ) {
        // A line led by `ts` is an envelope as loggers write it, read as one first: the bare
        // message's checks refuse a root with `channel` or `payload`, and an envelope read in
        // place has both, so the order changes no verdict (it spares such a line the bare
        // message's first-key tests and the search for "payload", ~300 instructions).
        let ledByTimestamp = Self.leadsWithTimestamp(line)
        if ledByTimestamp {
            if StreamedEnvelope.verdict(line, options: options, countingInto: omitted, into: &verdict) { return }
            verdict.reset(family: family)
        }
        // As `decode` goes, checking where it reads; the common cases fill the verdict in place.
        if StreamedSpecCheck.check(
            line,
            within: family,
            options: options,
            into: &verdict.message,
            refusingEnvelopeKeys: true,
            countingInto: omitted
        ) {
            verdict.message.decoded = true
            return
        }
        if Self.mentionsPayload(line) {
            // Most envelopes are read in place; one the streamed read is unsure of is scanned.
            if !ledByTimestamp, StreamedEnvelope.verdict(line, options: options, countingInto: omitted, into: &verdict)
            {
                return
            }
            if let (envelope, checked) = decodeIfEnvelope(line, keeping: .verdict) {
                verdict = envelope.verdict(checked: checked)
                return
            }
        }
        verdict = Verdict(message: SignalDecoder(options: options).verdictFromTape(line, as: family))
    }

    /// True when the line is an envelope read in place whose verdict needed no scan; for
    /// tests that make sure the comparison with the full path is not vacuous.
    @_spi(Testing) public func readsEnvelopeStreamed(_ line: [UInt8]) -> Bool {
        var verdict = Verdict()
        return line.withUnsafeBytes { StreamedEnvelope.verdict($0, options: options, into: &verdict) }
    }

    /// Decodes one capture line: an envelope has its own keys checked and its payload decoded as its channel's
    /// family; a raw message is decoded as `family` when one is given, else as the family detected.
    public func decode(_ line: [UInt8], as family: WireFamily? = nil) -> Line {
        line.withUnsafeBytes { decode($0, as: family) }
    }

    /// Decodes one capture line from memory the caller owns, as the array form does.
    public func decode(_ line: UnsafeRawBufferPointer, as family: WireFamily? = nil) -> Line {
        // A raw message's result is filled in place, as SignalDecoder fills its own: one built
        // and then wrapped in a Line was copied and the original destroyed (~400 instructions).
        var decoded = Line(startingWith: family)
        // Only a line naming "payload" can be an envelope: the byte search spares the rest a
        // second scan.
        if Self.mentionsPayload(line), let (envelope, _) = decodeIfEnvelope(line, keeping: .value) {
            return envelope
        }
        SignalDecoder(options: options).decode(line, as: family, into: &decoded.result)
        return decoded
    }

    /// The line as an envelope, or nil when it is not one (then it is a raw message); and
    /// whether, keeping only the verdict, its payload was judged without building it.
    private func decodeIfEnvelope(
        _ line: UnsafeRawBufferPointer,
        keeping: SignalDecoder.Keeping
    ) -> (line: Line, checked: Bool)? {
        var tape = JSONTape()
        guard JSONScanner.scan(line, into: &tape, options: options) == nil,
            let base = line.baseAddress?.assumingMemoryBound(to: UInt8.self),
            let reader = EnvelopeReader(tape: tape, base: base)
        else { return nil }
        return decodeEnvelope(reader, line: line, tape: tape, base: base, keeping: keeping)
    }

    /// Whether the line starts `{"ts":`, as a logger writes an envelope.
    private static func leadsWithTimestamp(_ line: UnsafeRawBufferPointer) -> Bool {
        let lead: StaticString = #"{"ts":"#
        guard line.count > lead.utf8CodeUnitCount, let base = line.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else { return false }
        return WireKeyMatching.memoryEqual(base, lead.utf8Start, lead.utf8CodeUnitCount)
    }

    /// Whether `"payload"` occurs in the line. The search compares the byte under the
    /// needle's last place and skips ahead by where that byte last occurs in the needle
    /// (Horspool's rule): the needle's letters are rare enough in JSON that most steps skip
    /// nine bytes, where a byte-by-byte search looked at every one.
    private static func mentionsPayload(_ line: UnsafeRawBufferPointer) -> Bool {
        let needle: StaticString = #""payload""#
        let length = needle.utf8CodeUnitCount
        guard line.count >= length, let base = line.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            return false
        }
        var index = 0
        while index <= line.count - length {
            let last = base[index + length - 1]
            if last == UInt8(ascii: "\""), base[index] == UInt8(ascii: "\""),
                WireKeyMatching.memoryEqual(base + index, needle.utf8Start, length)
            {
                return true
            }
            index += payloadSkip(after: last)
        }
        return false
    }

    /// How far the search for `"payload"` may move when `byte` is under its last place: to
    /// line up the last occurrence of `byte` among the needle's first eight bytes, or past
    /// the needle when it has none.
    @inline(__always)
    private static func payloadSkip(after byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "d"): 1
        case UInt8(ascii: "a"): 2
        case UInt8(ascii: "o"): 3
        case UInt8(ascii: "l"): 4
        case UInt8(ascii: "y"): 5
        case UInt8(ascii: "p"): 7
        case UInt8(ascii: "\""): 8
        default: 9
        }
    }

    private func decodeEnvelope(
        _ reader: EnvelopeReader,
        line: UnsafeRawBufferPointer,
        tape: JSONTape,
        base: UnsafePointer<UInt8>,
        keeping: SignalDecoder.Keeping
    ) -> (line: Line, checked: Bool) {
        var diagnostics = tape.warnings
        diagnostics.append(contentsOf: reader.problems)
        let envelope = reader.envelope
        func verdict(_ family: WireFamily?) -> (line: Line, checked: Bool) {
            diagnostics.sortByOffset()
            let result = DecodedMessage(
                family: family,
                version: nil,
                dialect: nil,
                message: nil,
                diagnostics: diagnostics
            )
            return (Line(envelope: envelope, result: result), false)
        }
        guard let channel = envelope.channel else { return verdict(nil) }
        let payload = tape.entries[reader.payload]
        func payloadProblem(_ message: String) -> Diagnostic {
            Diagnostic(.wireType, path: [.key("payload")], offset: Int(payload.offset), message: message)
        }
        guard channel.carriesMessage(event: envelope.event), let family = channel.family else {
            if payload.kind != .string, !(channel == .zimRoomAttributes && payload.kind == .object) {
                diagnostics.append(payloadProblem("an event's payload is a string (often empty); it is not decoded"))
            }
            return verdict(nil)
        }
        var result = DecodedMessage(startingWith: family)
        let checked: Bool
        let placement: PayloadPlacement
        if channel.payloadIsObject {
            guard payload.kind == .object else {
                diagnostics.append(
                    payloadProblem("the \(channel.rawValue) payload is the attribute map: an object of strings")
                )
                return verdict(family)
            }
            let start = Int(payload.offset)
            let end = EnvelopeReader.endOffset(of: reader.payload, tape: tape, base: base, count: line.count)
            // The payload's own read reports its repeated keys; keep each finding once.
            diagnostics.removeAll { $0.code == .jsonDuplicateKey && (start..<end).contains($0.offset ?? -1) }
            checked = SignalDecoder(options: options).decode(
                UnsafeRawBufferPointer(rebasing: line[start..<end]),
                as: family,
                into: &result,
                keeping: keeping
            )
            placement = .object(at: start)
        } else {
            guard payload.kind == .string else {
                diagnostics.append(payloadProblem("the payload is the message's bytes as sent, in a string"))
                return verdict(family)
            }
            let raw = JSONStringDecoding.rawBytes(payload, in: base)
            let inner = payload.flags & JSONTape.hasEscapes == 0 ? Array(raw) : JSONStringDecoding.unescape(raw)
            checked = inner.withUnsafeBytes {
                SignalDecoder(options: options).decode($0, as: family, into: &result, keeping: keeping)
            }
            placement = .string(raw: raw, quote: Int(payload.offset))
        }
        diagnostics.append(contentsOf: result.diagnostics.map(placement.place))
        diagnostics.sortByOffset()
        result.diagnostics = diagnostics
        return (Line(envelope: envelope, result: result), checked)
    }
}
