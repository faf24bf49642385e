/// A message read by the typed readers straight from its bytes, with no tape: the path for
/// the compact forms clients send most (a tape costs more than the reading it serves).
///
/// The form is guessed from the first key, read, and then checked: the same detection the
/// tape path runs first, run on the keys the read took, must choose the same form. Anything
/// else (another form, a miss, a detection that needs a value) hands the message to the
/// scanner, so a streamed read only ever repeats what the tape path would have decoded.
struct StreamedMessage: TypedReadSource {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let options: JSONReaderOptions
    private let rootKeys: UnsafeMutableBufferPointer<StreamedRootKey>
    private(set) var rootKeyCount = 0
    private(set) var facts = JSONDocumentFacts()

    /// Root members a streamed read takes at most; no form streamed has more.
    static let maxRootKeys = 16

    var byteCount: Int { bytes.count }
    /// A streamed read takes each member once, so it never meets a repeated key.
    var hasWarnings: Bool { false }

    mutating func read<T: TypedReadableRoot>(_ type: T.Type) throws(TypedReadMiss) -> T {
        let value = try readRoot { root throws(TypedReadMiss) in try T(reading: &root) }
        guard value.breaksNoRemainingRule() else { throw TypedReadMiss() }
        return value
    }

    mutating func check<T: TypedCheckableRoot>(_ type: T.Type) throws(TypedReadMiss) -> T.Checked {
        try readRoot { root throws(TypedReadMiss) in try T.check(reading: &root) }
    }

    /// What `read` makes of the root object; the message's own facts and root keys are kept
    /// for the confirmation after.
    // Inlined: passed on as a closure, the reader or checker it calls was specialized only
    // by a late pass that no longer turns protocol calls into direct ones.
    @inline(__always)
    private mutating func readRoot<Result>(
        _ read: (inout StreamedObject) throws(TypedReadMiss) -> Result
    ) throws(TypedReadMiss) -> Result {
        let (result, facts, rootKeyCount) = try StreamedDocument.read(bytes, options: options, rootKeys: rootKeys) {
            document throws(TypedReadMiss) in
            var root = try document.rootObject()
            return try read(&root)
        }
        self.facts = facts
        self.rootKeyCount = rootKeyCount
        return result
    }

    /// Fills in the family, version, dialect and message of `bytes` and returns true; or
    /// returns false, leaving `result` as it was, to read the message from a tape.
    /// (Filled in place: returning the message copies it, ~300 instructions a message.)
    ///
    /// `refusingEnvelopeKeys` (for a capture line) also hands over a message whose root has a
    /// `channel` or `payload` key, which would make the line a capture envelope.
    @inline(__always)
    static func decode(
        _ bytes: UnsafeRawBufferPointer,
        within family: WireFamily?,
        options: JSONReaderOptions,
        into result: inout DecodedMessage,
        refusingEnvelopeKeys: Bool = false
    ) -> Bool {
        let bytes = bytes.assumingMemoryBound(to: UInt8.self)
        guard let form = likelyForm(bytes), family?.admits(form.family) ?? true else { return false }
        // The reader is called here, not handed in as a closure: called from a closure, it was
        // specialized only by a late pass that no longer turns protocol calls into direct ones.
        return withUnsafeTemporaryAllocation(of: StreamedRootKey.self, capacity: maxRootKeys) { keys in
            var source = StreamedMessage(bytes: bytes, options: options, rootKeys: keys)
            guard form.readTyped(&source, into: &result) else { return false }
            guard source.confirms(form, within: family, refusingEnvelopeKeys: refusingEnvelopeKeys) else {
                // Back to what the caller passed: the family alone.
                result.dialect = nil
                result.message = nil
                return false
            }
            result.family = form.family
            result.version = form.version
            return true
        }
    }

    /// Fills in the family, version and dialect of `bytes` and returns true when the form's
    /// typed checker passes them (the message is valid and breaks no rule), without building
    /// its value; or returns false, leaving `result` as it was, for the full decoder. Read and
    /// confirmed as ``decode(_:within:options:into:refusingEnvelopeKeys:)`` reads them.
    static func check(
        _ bytes: UnsafeRawBufferPointer,
        within family: WireFamily?,
        options: JSONReaderOptions,
        into result: inout some VerdictFields,
        refusingEnvelopeKeys: Bool = false
    ) -> Bool {
        checkTyped(bytes, within: family, options: options, into: &result, refusingEnvelopeKeys: refusingEnvelopeKeys)
            || StreamedSpecCheck.check(
                bytes,
                within: family,
                options: options,
                into: &result,
                refusingEnvelopeKeys: refusingEnvelopeKeys
            )
    }

    /// As ``check(_:within:options:into:refusingEnvelopeKeys:)``, by the hand-written forms'
    /// typed checkers alone (a form declared as a spec is ``StreamedSpecCheck``'s). Inlined
    /// into ``check(_:within:options:into:refusingEnvelopeKeys:)``, as it was before the spec
    /// check joined it (called, it cost every typed message ~40 instructions).
    @inline(__always)
    static func checkTyped(
        _ bytes: UnsafeRawBufferPointer,
        within family: WireFamily?,
        options: JSONReaderOptions,
        into result: inout some VerdictFields,
        refusingEnvelopeKeys: Bool = false
    ) -> Bool {
        let bytes = bytes.assumingMemoryBound(to: UInt8.self)
        guard let form = likelyForm(bytes), family?.admits(form.family) ?? true else { return false }
        return withUnsafeTemporaryAllocation(of: StreamedRootKey.self, capacity: maxRootKeys) { keys in
            var source = StreamedMessage(bytes: bytes, options: options, rootKeys: keys)
            guard let checked = form.checkTyped(&source),
                source.confirms(form, within: family, refusingEnvelopeKeys: refusingEnvelopeKeys)
            else { return false }
            result.family = form.family
            result.version = form.version
            result.dialect = checked.dialect
            result.note(kind: checked.kind)
            return true
        }
    }

    /// Whether the family detection, run on the root keys the read took, chooses `form` (the
    /// form whose reader or checker took them), and (when `refusingEnvelopeKeys`) none of them
    /// makes the line a capture envelope.
    @inline(__always)
    private func confirms(_ form: FamilyForm, within family: WireFamily?, refusingEnvelopeKeys: Bool) -> Bool {
        let takenKeys = UnsafeBufferPointer(rebasing: rootKeys[..<rootKeyCount])
        var asksForValue = false
        // Most messages are plainly their form: told by the forms the keys' names mark
        // (~30 instructions), or else by their detection bits without scoring every form;
        // looking the keys up costs ~270 instructions, and scoring ~160 more.
        let detected: FamilyForm?
        if form.plainlyChosen(takenKeys: takenKeys) {
            detected = form
        } else {
            let taken = RootKeys(streamed: takenKeys)
            detected =
                FamilyForm.dominates(form, keys: taken)
                ? form
                : FamilyForm.detect(keys: taken, within: family) { _ in
                    asksForValue = true
                    return nil
                }
        }
        let envelopeKey = refusingEnvelopeKeys && takenKeys.contains { Self.isEnvelopeKey($0.key) }
        return detected == form && !asksForValue && !envelopeKey
    }

    /// `channel` or `payload`, the two keys that make a capture line an envelope.
    private static func isEnvelopeKey(_ key: StaticString) -> Bool {
        isEnvelopeKey(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    /// Whether a key's bytes (no escapes) spell `channel` or `payload`, the two keys that
    /// make a capture line an envelope.
    @inline(__always)
    static func isEnvelopeKey(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let channel: StaticString = "channel"
        let payload: StaticString = "payload"
        let count = key.count
        guard count == channel.utf8CodeUnitCount, let start = key.baseAddress else { return false }
        return WireKeyMatching.memoryEqual(start, channel.utf8Start, count)
            || WireKeyMatching.memoryEqual(start, payload.utf8Start, count)
    }

    /// The form whose typed reader takes this first key first, as its writers put it. (The
    /// forms judged by their specs have no typed reader: the PK invite's `room_id` and the
    /// device state's `type` lead to none.)
    private static func likelyForm(_ bytes: UnsafeBufferPointer<UInt8>) -> FamilyForm? {
        guard let p = bytes.baseAddress, bytes.count > 2, p[0] == UInt8(ascii: "{"), p[1] == UInt8(ascii: "\"")
        else { return nil }
        func firstKey(is key: StaticString) -> Bool {
            let count = key.utf8CodeUnitCount
            return bytes.count > count + 3 && p[count + 2] == UInt8(ascii: "\"")
                && WireKeyMatching.memoryEqual(key.utf8Start, p + 2, count)
        }
        if firstKey(is: "cmd") || firstKey(is: "version") { return .chatCustom }
        if firstKey(is: "host_user_id") { return .pkAttributesV2 }
        return nil
    }
}
