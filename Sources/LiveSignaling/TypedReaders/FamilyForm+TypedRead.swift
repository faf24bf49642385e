extension FamilyForm {
    /// Sets `result`'s message and dialect by the typed readers and returns true, when the
    /// message is the common case and breaks no rule; false (`result` untouched) hands it to
    /// ``decode(_:)``, which reports whatever is wrong. (Written in place: a message returned
    /// in a tuple was copied into the result and destroyed, retaining every string.)
    ///
    /// The forms not listed are those whose shapes are declared as specs (co-host, TRTC, the
    /// PK invite and room attributes, the SEI device state), judged by their spec (``StreamedSpecCheck``).
    func readTyped<Source: TypedReadSource>(_ document: inout Source, into result: inout DecodedMessage) -> Bool {
        guard !document.hasWarnings, sizeLimit?.admits(document.byteCount) ?? true else { return false }
        do throws(TypedReadMiss) {
            switch self {
            case .chatCustom:
                let value = try document.read(ChatCustom.V1.self)
                result.dialect = value.dialect.rawValue
                result.message = .chatCustom(value)
            // A spec form is decoded by one walk of its spec, findings and value together.
            case .cohostEnvelope, .cohostPayload, .chatREST, .trtcConnect, .pkInvite, .seiDeviceState, .pkAttributesV1,
                .pkAttributesV2, .pkAttributesUIKit,
                .uikitInvite,
                .uikitAnswer,
                .uikitAdvanceInvite,
                .uikitSEI, .uikitExtraInfo, .seiApplicationData, .chatCallbackGroupMessage, .chatCallbackReply,
                .zimCallback:
                return false
            }
            return true
        } catch {
            return false
        }
    }
}

/// Where a typed read takes a message from: the scanned tape (``WireDocument``) or the bytes
/// themselves (``StreamedMessage``).
protocol TypedReadSource {
    var byteCount: Int { get }
    /// How the message is formatted; complete once the root has been read.
    var facts: JSONDocumentFacts { get }
    /// Findings that do not stop a read (duplicate keys); the Codable decoder reports them.
    var hasWarnings: Bool { get }
    /// The root read by `T`'s typed reader; a miss when the reader misses or a rule of `T` reports.
    mutating func read<T: TypedReadableRoot>(_ type: T.Type) throws(TypedReadMiss) -> T
    /// What `T`'s typed checker returns for the root; a miss where the typed reader would miss.
    mutating func check<T: TypedCheckableRoot>(_ type: T.Type) throws(TypedReadMiss) -> T.Checked
}

/// A typed value is whole only when its rules find nothing. (Borrowed: passing the value
/// through and returning it copied it twice, retaining every string, ~160 instructions.)
func breaksNoRule<T: WireValidatable>(_ value: borrowing T) -> Bool {
    var sink = DiagnosticSink()
    value.validate(at: .root, into: &sink)
    return sink.diagnostics.isEmpty
}

extension WireDocument: TypedReadSource {
    var byteCount: Int { bytes.count }

    var hasWarnings: Bool { !tape.warnings.isEmpty }

    func read<T: TypedReadableRoot>(_ type: T.Type) throws(TypedReadMiss) -> T {
        let value = try readRoot { root throws(TypedReadMiss) in try T(reading: &root) }
        guard value.breaksNoRemainingRule() else { throw TypedReadMiss() }
        return value
    }

    func check<T: TypedCheckableRoot>(_ type: T.Type) throws(TypedReadMiss) -> T.Checked {
        try readRoot { root throws(TypedReadMiss) in try T.check(reading: &root) }
    }

    /// What `read` makes of the root object.
    // Inlined: passed on as a closure, the reader or checker it calls was specialized only
    // by a late pass that no longer turns protocol calls into direct ones.
    @inline(__always)
    private func readRoot<Result>(
        _ read: (inout TapeObject) throws(TypedReadMiss) -> Result
    ) throws(TypedReadMiss) -> Result {
        try tape.entries.withUnsafeBufferPointer { entries throws(TypedReadMiss) in
            var root = try TapeObject(entries, base, at: 0, options: options)
            return try read(&root)
        }
    }
}
