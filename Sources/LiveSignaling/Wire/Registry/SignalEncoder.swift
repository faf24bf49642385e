/// Writes messages as a given client writes them: the dialect chooses the byte style (and,
/// where dialects differ in key names, the keys). Unknown fields are written after known ones.
///
/// ```swift
/// let bytes = try SignalEncoder().encode(.seiDeviceState(state), dialect: "document")
/// ```
public struct SignalEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// Why ``SignalEncoder/encode(_:dialect:)`` wrote nothing.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The message's family has no dialect of that name.
        case unknownDialect(family: WireFamily, dialect: String)
        /// Writing the value failed; the associated text is the underlying encoder's error.
        case encoding(String)
        /// The output would break a vendor limit the receiving service enforces.
        case limit([Diagnostic])
        /// The value breaks its family's rules (an empty ID, an unknown code): the errors the
        /// decoder would report on the bytes, found on the value before any is written.
        case invalid([Diagnostic])

        /// The failure in words: the dialects the family does have, the encoder's error, or each
        /// finding's path and message.
        public var description: String {
            switch self {
            case .unknownDialect(let family, let dialect):
                "\(family) has no dialect \"\(dialect)\"; it has \(family.dialects(version: family.versions.last ?? 1).joined(separator: ", "))"
            case .encoding(let reason): reason
            case .limit(let diagnostics), .invalid(let diagnostics):
                diagnostics.map { "\($0.path): \($0.message)" }.joined(separator: "; ")
            }
        }
    }

    /// Encodes `message` in `dialect` (by default the dialect the demo apps send). A message
    /// that breaks its family's rules is refused with ``Failure/invalid(_:)``: the rules are
    /// the decoder's own, so whatever is written decodes as valid.
    public func encode(_ message: WireMessage, dialect: String? = nil) throws(Failure) -> [UInt8] {
        switch message {
        case .uikitInvite(let value): return try writeSpec(value, dialect)
        case .uikitAdvanceInvite(let value): return try writeSpec(value, dialect)
        case .uikitAnswer(let value): return try writeSpec(value, dialect)
        case .uikitSEI(let value): return try writeSpec(value, dialect)
        case .uikitExtraInfo(let value): return try writeSpec(value, dialect)
        case .seiApplicationData(let value): return try writeSpec(value, dialect)
        case .chatCallbackGroupMessage(let value): return try writeSpec(value, dialect)
        case .chatCallbackReply(let value): return try writeSpec(value, dialect)
        case .zimCallback(let value): return try writeSpec(value, dialect)
        case .cohostRoomCommand(let value): return try writeSpec(value, dialect)
        case .cohostAppCommand(let value): return try writeSpec(value, dialect)
        case .pkAppAttributes(let value): return try writeSpec(value, dialect)
        default: break
        }
        try checkRules(message)
        switch message {
        case .cohostRoomRequest(let value):
            let chosen = try pick(CohostRoomRequest.Dialect.self, dialect, default: .flutter, message.family)
            return try write(value, chosen.style)
        case .cohostExtendedData(var value):
            let chosen = try pick(CohostRoomRequest.Dialect.self, dialect, default: .payload, message.family)
            if chosen == .androidDocument { value.typeKey = .actionType }
            if chosen == .payload { value.typeKey = .roomRequestType }
            return try write(value, chosen.style)
        case .pkInvite(let value):
            let chosen = try pick(PKInvite.Dialect.self, dialect, default: value.dialect, message.family)
            return try limitSize(try write(value, chosen.style), PKInvite.extendedDataLimit)
        case .pkInviteQuit:
            return []
        // The attribute map itself is the SDK's; only pk_users is JSON a client wrote.
        case .pkRoomAttributesV1(let value):
            let chosen = try pick(
                PKRoomAttributes.Dialect.self,
                dialect,
                default: value.pkSeq == nil ? .flutterOneVsOne : .oneVsOne,
                message.family
            )
            return try limitAttributes(try write(value, .compact, embedded: chosen.style))
        case .pkRoomAttributesV2(let value):
            let chosen = try pick(PKRoomAttributes.Dialect.self, dialect, default: .android, message.family)
            return try limitAttributes(try write(value, .compact, embedded: chosen.style))
        case .pkRoomAttributesUIKit(let value):
            let chosen = try pick(PKRoomAttributes.Dialect.self, dialect, default: .uikit, message.family)
            return try limitAttributes(try write(value, .compact, embedded: chosen.style))
        case .seiDeviceState(var value):
            let chosen = try pick(
                SEIDeviceState.Dialect.self,
                dialect,
                default: value.senderKey == .camelCase ? .document : .demo,
                message.family
            )
            if chosen == .document { value.senderKey = .camelCase }
            if chosen == .demo { value.senderKey = .snakeCase }
            return try write(value, chosen.style)
        case .seiStreamExtraInfo(let value):
            return try write(
                value,
                try pick(SEIDeviceState.Dialect.self, dialect, default: .extraInfo, message.family).style
            )
        case .chatCustom(let value):
            return try write(
                value,
                try pick(ChatCustom.Dialect.self, dialect, default: value.dialect, message.family).style
            )
        case .chatBulletText(let text), .cohostAppText(let text):
            return Array(text.utf8)
        case .chatRESTSendGroupMsg(let value):
            let style = try pick(ChatREST.Dialect.self, dialect, default: .rest, message.family).style
            return try limitSize(try write(value, style), ChatREST.messageLimit)
        case .trtcConnectOtherRoom(let value):
            return try write(
                value,
                try pick(TRTCConnectOtherRoom.Dialect.self, dialect, default: .compact, message.family).style
            )
        case .uikitInvite, .uikitAdvanceInvite, .uikitAnswer, .uikitSEI, .uikitExtraInfo, .seiApplicationData,
            .chatCallbackGroupMessage, .chatCallbackReply, .zimCallback, .cohostRoomCommand, .cohostAppCommand,
            .pkAppAttributes:
            return []  // written above
        }
    }

    /// A value of a form declared as a spec, in the named dialect (any dialect of its family's
    /// version: a sibling form's gives its writer's style) or the one its own members point
    /// to; refused when the spec's walker finds an error in what would be sent.
    private func writeSpec<Value: SpecBacked>(_ value: Value, _ dialect: String?) throws(Failure) -> [UInt8] {
        let form = Value.form
        let chosen = dialect ?? form.dialect(facts: JSONDocumentFacts(), root: value.fields)?.name ?? ""
        // Every declaration of the version's forms, those read by hand included (co-hosting's
        // envelope, beside its declared room and app commands), names its dialects' styles.
        let siblings = FamilyForm.allCases.lazy.filter { $0.family == form.family && $0.version == form.version }
            .flatMap(\.declarations)
        guard let style = siblings.flatMap(\.dialects).first(where: { $0.name == chosen })?.style else {
            throw .unknownDialect(family: form.family, dialect: chosen)
        }
        let bytes = JSONWriter(style: style).write(value.wireValue(style: style))
        let errors = SpecValues.walk(bytes, form: form).findings.filter { $0.severity == .error }
        if !errors.isEmpty { throw .invalid(errors) }
        // What is written must also read back as this form on its channel: a value with none
        // of the form's marker keys would be taken for another family's message.
        let read = SignalDecoder().decode(bytes, as: form.family)
        guard read.family == form.family, read.version == form.version,
            read.message.map({ $0.typedValue is Value }) == true
        else {
            let markers = form.markers.joined(separator: ", ")
            throw .invalid([
                Diagnostic(
                    .wireUnknownFamily,
                    message:
                        "the value has none of \(form.name)'s marker keys (\(markers)); a receiver reads it as \(read.family?.rawValue ?? "no family")"
                )
            ])
        }
        return bytes
    }

    /// The errors of the rules the decoder checks after decoding the same value.
    private func checkRules(_ message: WireMessage) throws(Failure) {
        let findings: [Diagnostic]
        switch message {
        case .cohostRoomRequest(let value): findings = value.ruleFindings
        case .cohostExtendedData(let value): findings = value.ruleFindings
        case .pkInvite(let value): findings = value.ruleFindings
        case .pkRoomAttributesV1(let value): findings = value.ruleFindings
        case .pkRoomAttributesV2(let value): findings = value.ruleFindings
        case .pkRoomAttributesUIKit(let value): findings = value.ruleFindings
        case .seiDeviceState(let value): findings = value.ruleFindings
        case .seiStreamExtraInfo(let value): findings = value.ruleFindings
        case .chatCustom(let value): findings = value.ruleFindings
        case .chatRESTSendGroupMsg(let value): findings = value.ruleFindings
        case .trtcConnectOtherRoom(let value): findings = value.ruleFindings
        // The quit form is empty, and a bullet text is any Swift string: no rule to break.
        case .pkInviteQuit, .chatBulletText, .cohostAppText: return
        // Checked on the bytes they would send (writeSpec).
        case .uikitInvite, .uikitAdvanceInvite, .uikitAnswer, .uikitSEI, .uikitExtraInfo, .seiApplicationData,
            .chatCallbackGroupMessage, .chatCallbackReply, .zimCallback, .cohostRoomCommand, .cohostAppCommand,
            .pkAppAttributes:
            return
        }
        let errors = findings.filter { $0.severity == .error }
        if !errors.isEmpty { throw .invalid(errors) }
    }

    private func limitSize(_ bytes: [UInt8], _ limit: MessageSizeLimit) throws(Failure) -> [UInt8] {
        guard !limit.admits(bytes.count) else { return bytes }
        throw .limit([Diagnostic(limit.code, message: limit.message(for: bytes.count))])
    }

    /// ZIM refuses attribute maps past its limits, so they are enforced here rather than found by the receiver.
    private func limitAttributes(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        // The map just written is nearly always a few short strings: the bytes say so (or else
        // the tape) without building it as a value (see PKRoomAttributes.certainlyWithinLimits).
        let withinLimits = bytes.withUnsafeBytes { bytes in
            if PKRoomAttributes.certainlyWithinLimits(compact: bytes.assumingMemoryBound(to: UInt8.self)) {
                return true
            }
            var tape = JSONTape()
            guard JSONScanner.scan(bytes, into: &tape, options: .default) == nil else { return false }
            return tape.entries.withUnsafeBufferPointer(PKRoomAttributes.certainlyWithinLimits)
        }
        if withinLimits { return bytes }
        guard case .object(let attributes)? = JSONReader().read(bytes).value else { return bytes }
        var sink = DiagnosticSink()
        PKRoomAttributes.checkLimits(attributes, at: .root, into: &sink) { _ in true }
        if !sink.diagnostics.isEmpty { throw .limit(sink.diagnostics) }
        return bytes
    }

    private func pick<D: RawRepresentable<String>>(
        _: D.Type,
        _ name: String?,
        default fallback: D,
        _ family: WireFamily
    ) throws(Failure) -> D {
        guard let name else { return fallback }
        guard let dialect = D(rawValue: name) else { throw .unknownDialect(family: family, dialect: name) }
        return dialect
    }

    private func write<T: Encodable>(
        _ value: T,
        _ style: JSONStyle,
        embedded: JSONStyle? = nil
    ) throws(Failure) -> [UInt8] {
        do {
            var encoder = WireEncoder(style: style)
            if let embedded { encoder.userInfo[.liveSignalingEmbeddedStyle] = embedded }
            return try encoder.encode(value)
        } catch {
            throw .encoding(error.description)
        }
    }
}
