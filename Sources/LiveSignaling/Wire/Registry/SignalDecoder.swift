/// Decodes a message of any family: detects the family, version and dialect (or takes the
/// family it is told), decodes the typed value and checks every rule.
///
/// ```swift
/// let result = SignalDecoder().decode(Array(#"{"type":0,"sender_id":"u1","mic":true,"cam":false}"#.utf8))
/// result.family   // .seiDeviceState
/// result.dialect  // "demo"
/// result.isValid  // true
/// ```
public struct SignalDecoder: Sendable {
    /// The bounds every read is held to: nesting depth, document size, string length and
    /// container size.
    public var options: JSONReaderOptions
    /// Whether a verdict may be found by the streamed check (``StreamedSpecCheck``), straight
    /// from the bytes, before scanning them; off only to compare with the tape.
    @_spi(Testing) public var usesStreamedCheck = true

    /// Creates a decoder that reads under `options`, by default ``JSONReaderOptions/default``.
    public init(options: JSONReaderOptions = .default) { self.options = options }

    /// Decodes `bytes` as a message of `family`, or of whichever family it fits when `family` is nil.
    ///
    /// Named, `family` narrows detection to the families of its capture channel (those that share
    /// it are told apart by their marker keys: a callback body read `as: .chatRESTSendGroupMsg`
    /// is a callback), and its forms that are not JSON are read too: `callQuit`'s empty
    /// `extendedData` (``WireFamily/pkInvite``), a bullet screen's plain text
    /// (``WireFamily/chatCustom``) and the app's own text on the co-hosting channel
    /// (``WireFamily/cohostRoomRequest``). Nothing is thrown: when the bytes are no such message, the
    /// ``DecodedMessage`` has no message and its diagnostics say why.
    ///
    /// Inlinable so a caller's own collection type is specialized and the result is not
    /// copied through generic witnesses.
    @inlinable
    public func decode(_ bytes: some Sequence<UInt8>, as family: WireFamily? = nil) -> DecodedMessage {
        Self.withBytes(of: bytes) { decode($0, as: family) }
    }

    /// `body` on the bytes of `sequence`: arrays and other contiguous collections in place,
    /// anything else copied once.
    @inlinable
    static func withBytes<Result>(
        of sequence: some Sequence<UInt8>,
        _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        if let result = sequence.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
            return result
        }
        let contiguous = ContiguousArray(sequence)
        return contiguous.withUnsafeBytes(body)
    }

    /// Decodes the message in `bytes` in place, as the `Sequence` overload does.
    public func decode(_ bytes: UnsafeRawBufferPointer, as family: WireFamily? = nil) -> DecodedMessage {
        // Filled in place: a message built in each branch and returned was copied into the
        // return slot and the original destroyed, retaining and releasing every string of
        // the message (about 450 instructions a message).
        var result = DecodedMessage(startingWith: family)
        decode(bytes, as: family, into: &result)
        return result
    }

    /// The verdict on `bytes`: the same as `decode(bytes, as: family).verdict`, but no value
    /// is built: a message the streamed check passes (valid, breaking no rule) is judged
    /// straight from its bytes, several times faster, and any other by one walk of its tape.
    ///
    /// ```swift
    /// let verdict = SignalDecoder().verdict(bytes)
    /// verdict.isValid   // true
    /// verdict.dialect   // "demo"
    /// ```
    @inlinable
    public func verdict(_ bytes: some Sequence<UInt8>, as family: WireFamily? = nil) -> MessageVerdict {
        Self.withBytes(of: bytes) { verdict($0, as: family) }
    }

    /// The verdict on the message in `bytes`, read in place, as the `Sequence` overload gives it.
    public func verdict(_ bytes: UnsafeRawBufferPointer, as family: WireFamily? = nil) -> MessageVerdict {
        // The common case fills the verdict in place: made from a decoded message, it copied
        // the message's strings and arrays. Only messages whose first byte past whitespace is
        // `{` are streamed, and no form that is not JSON starts so (`decodeNonJSONForm` asks
        // the same byte): checked first, this is what `decode` would find.
        var verdict = MessageVerdict(startingWith: family)
        if usesStreamedCheck, StreamedSpecCheck.check(bytes, within: family, options: options, into: &verdict) {
            verdict.decoded = true
            return verdict
        }
        return verdictFromTape(bytes, as: family)
    }

    /// The verdict on a message the streamed check has already missed: scanned, checked on
    /// the tape, else decoded in full.
    func verdictFromTape(_ bytes: UnsafeRawBufferPointer, as family: WireFamily?) -> MessageVerdict {
        var result = DecodedMessage(startingWith: family)
        let checked = decode(bytes, as: family, into: &result, keeping: .verdict, streamedChecksMissed: true)
        return MessageVerdict(result, checked: checked)
    }

    /// What a decode keeps of a message.
    enum Keeping {
        /// The typed value, in ``DecodedMessage/message``.
        case value
        /// Only the verdict: the streamed check runs first, and no value is built for a
        /// message it passes or a walk judges.
        case verdict
    }

    /// Decodes into `result`, which holds `family` and nothing else when called. Returns true
    /// when, keeping only the verdict, the message decoded though no value was built: the
    /// streamed check passed it (`result` then has its family, version, dialect and the
    /// findings a spec states as data), or the walk of a spec form judged it (with whatever
    /// it found).
    /// `streamedChecksMissed`: the caller already ran the streamed checks on these bytes, with
    /// these options and family, and they missed; they are not run again.
    @discardableResult
    func decode(
        _ bytes: UnsafeRawBufferPointer,
        as family: WireFamily?,
        into result: inout DecodedMessage,
        keeping: Keeping = .value,
        streamedChecksMissed: Bool = false
    ) -> Bool {
        // Only a named family has a form that is not JSON; asking costs every other message
        // the optional result's copy.
        if family != nil, let special = decodeNonJSONForm(bytes, as: family) {
            result = special
            return false
        }
        if keeping == .verdict, usesStreamedCheck, !streamedChecksMissed,
            StreamedSpecCheck.check(bytes, within: family, options: options, into: &result)
        {
            return true
        }
        var tape = JSONTape()
        if let error = JSONScanner.scan(bytes, into: &tape, options: options) {
            // On the co-hosting channel, text JSON fails on as on no document is the app's own
            // command (the iOS demo's `gift`), as a custom element's `Data` may be: told by the
            // one scan every message gets.
            if family == .cohostRoomRequest, ApplicationText.isText(bytes, failedWith: error.code) {
                result = plainText(bytes, command: true)
                return false
            }
            result.diagnostics = [error]
            return false
        }
        return decode(scanned: tape, bytes, as: family, into: &result, keeping: keeping).checked
    }

    /// As ``decode(_:as:into:keeping:streamedChecksMissed:)``, for bytes already scanned into
    /// `tape` (a document a message carries in a string, which its carrier's walk scanned);
    /// with `tellingKind`, also what the message is (``FamilyForm/kind(hasKey:rootString:)``),
    /// told by its root as every reader tells it.
    func decode(
        scanned tape: consuming JSONTape,
        _ bytes: UnsafeRawBufferPointer,
        as family: WireFamily?,
        into result: inout DecodedMessage,
        keeping: Keeping,
        tellingKind: Bool = false
    ) -> (checked: Bool, kind: ChatCustom.Kind?) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return (false, nil) }
        // The tape moves into the document (a copy would retain and release its arrays);
        // from here on it is read there.
        var document = WireDocument(bytes: bytes, base: base, tape: consume tape, options: options)
        let keys = document.keys
        guard
            let form = FamilyForm.detect(
                keys: keys,
                within: family,
                integer: { document.rootNumber($0)?.exactly(Int64.self) }
            )
        else {
            var diagnostics = document.tape.warnings
            diagnostics.append(unknownFamily(keys: document.rootKeys, tape: document.tape))
            result.family = nil
            result.diagnostics = diagnostics
            return (false, nil)
        }
        result.family = form.family
        result.version = form.version
        let kind =
            tellingKind ? form.kind(hasKey: { document.hasRootKey($0) }, rootString: { document.rootString($0) }) : nil
        // A spec form is judged by one walk, findings and all: the verdict needs no value, so
        // a failing message is not walked again to build one.
        if keeping == .verdict,
            let spec = form.verdictSpec(
                hasKey: { document.hasRootKey($0) },
                rootString: { document.rootString($0) },
                memberHasKey: { document.memberHasKey($0, $1) }
            )
        {
            let judged = document.judge(spec)
            result.dialect = form.dialect(named: judged.dialect, facts: document.facts) { code in
                judged.diagnostics.contains { $0.code == code }
            }
            result.diagnostics = judged.diagnostics
            return (judged.decodes, kind)
        }
        let (message, dialect) = form.decode(&document)
        let warnings = document.tape.warnings
        var diagnostics = warnings.isEmpty ? document.diagnostics : warnings + document.diagnostics
        if diagnostics.count > 1 { diagnostics.sortByOffset() }
        result.dialect = dialect
        result.message = message
        result.diagnostics = diagnostics
        return (false, kind)
    }

    /// True when the streamed check of a spec form passes `bytes` (the verdict's fast path for
    /// those forms); for tests that hold it to the tape's walk.
    @_spi(Testing) public func checksSpecStreamed(
        _ bytes: [UInt8],
        as family: WireFamily? = nil,
        findingCapacity: Int? = nil
    ) -> Bool {
        var result = MessageVerdict(startingWith: family)
        return bytes.withUnsafeBytes {
            StreamedSpecCheck.check(
                $0,
                within: family,
                options: options,
                into: &result,
                maxFindings: findingCapacity ?? StreamedSpecCheck.maxFindings
            )
        }
    }

    /// True when the streamed check passes `bytes` in one reading, as the form their first
    /// key predicts; for tests that make sure that reading is taken.
    @_spi(Testing) public func checksSpecAsPredicted(_ bytes: [UInt8], as family: WireFamily? = nil) -> Bool {
        bytes.withUnsafeBytes { StreamedSpecCheck.passesAsPredicted($0, within: family, options: options) }
    }

    /// Forms that are not JSON: `callQuit`'s empty `extendedData`, and a bullet screen's plain
    /// text (anything not starting with `{`). Only when the caller names the family; on its
    /// own, neither says what it is. (The app's own text on the co-hosting channel is told
    /// where the scan fails on it.)
    private func decodeNonJSONForm(_ bytes: UnsafeRawBufferPointer, as family: WireFamily?) -> DecodedMessage? {
        switch family {
        case .pkInvite where bytes.isEmpty:
            return DecodedMessage(
                family: .pkInvite,
                version: 1,
                dialect: PKInvite.Dialect.quit.rawValue,
                message: .pkInviteQuit,
                diagnostics: []
            )
        case .chatCustom:
            guard let first = bytes.first(where: { !JSONWhitespace.contains($0) }), first != UInt8(ascii: "{")
            else { return nil }
            return plainText(bytes, command: false)
        default:
            return nil
        }
    }

    /// Text that is not JSON, which must be UTF-8: a bullet screen (`chat.custom`), or with
    /// `command` the app's own command on the co-hosting channel, noted.
    private func plainText(_ bytes: UnsafeRawBufferPointer, command: Bool) -> DecodedMessage {
        var diagnostics: [Diagnostic] = []
        if let bad = PlainText.firstInvalidUTF8(bytes) {
            let what = command ? "a command's text" : "a bullet-screen text"
            diagnostics.append(Diagnostic(.jsonUTF8, offset: bad, message: "\(what) must be UTF-8"))
        } else if command {
            diagnostics.append(
                Diagnostic(
                    .wireApplicationData,
                    offset: 0,
                    message: "the command is the app's own text, not JSON; passed on as it is"
                )
            )
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let valid = !diagnostics.contains { $0.severity == .error }
        return DecodedMessage(
            family: command ? .cohostRoomRequest : .chatCustom,
            version: 1,
            dialect: command ? CohostRoomRequest.Dialect.application.rawValue : ChatCustom.Dialect.text.rawValue,
            message: valid ? (command ? .cohostAppText(text) : .chatBulletText(text)) : nil,
            diagnostics: diagnostics
        )
    }

    private func unknownFamily(keys: [String], tape: JSONTape) -> Diagnostic {
        let kind = tape.entries.first?.kind ?? .null
        guard kind == .object else {
            let found =
                switch kind {
                case .array: "an array"
                case .string: "a string"
                case .number: "a number"
                case .true, .false: "a boolean"
                case .null, .object: "null"
                }
            return Diagnostic(.wireUnknownFamily, offset: 0, message: "every family is a JSON object; found \(found)")
        }
        guard let closest = FamilyForm.closest(to: keys) else {
            return Diagnostic(.wireUnknownFamily, offset: 0, message: "no family uses any of these keys; closest: none")
        }
        let shared = closest.shared.map { DiagnosticText.quoted($0) }.joined(separator: ", ")
        return Diagnostic(
            .wireUnknownFamily,
            offset: 0,
            message:
                "the message fits no family; closest: \(closest.family) (shares \(shared)), but it lacks that family's distinguishing keys"
        )
    }
}

/// UTF-8 validation for text that is not JSON.
enum PlainText {
    static func firstInvalidUTF8(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let p = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var index = 0
        while index < bytes.count {
            if p[index] < 0x80 {
                index += 1
                continue
            }
            let run = JSONStringScan.skipNonASCII(p, from: index, end: bytes.count)
            if run.malformed { return run.index }
            index = run.index
        }
        return nil
    }
}

extension Array where Element == Diagnostic {
    /// Byte order, a stable sort; diagnostics without an offset go after those with one.
    /// Only those from `start` on are sorted (those before are another check's).
    mutating func sortByOffset(from start: Int = 0) {
        let range = Swift.min(start, endIndex)..<endIndex
        // Most lists are in byte order already (the checks report in reading order): the
        // copies below cost a line with two findings ~4,000 instructions, the test a few.
        guard range.dropFirst().contains(where: { (self[$0].offset ?? .max) < (self[$0 - 1].offset ?? .max) })
        else { return }
        let indexed = self[range].enumerated().map { ($0.offset, $0.element) }
        let sorted = indexed.sorted { lhs, rhs in
            let left = lhs.1.offset ?? Int.max
            let right = rhs.1.offset ?? Int.max
            return left != right ? left < right : lhs.0 < rhs.0
        }
        replaceSubrange(range, with: sorted.map(\.1))
    }
}
