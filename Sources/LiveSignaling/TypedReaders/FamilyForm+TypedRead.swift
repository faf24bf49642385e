extension FamilyForm {
    /// The message and its dialect by the typed readers, when the message is the common case
    /// and breaks no rule; nil hands it to ``decode(_:)``, which reports whatever is wrong.
    ///
    /// The forms not listed (the 1-v-1 and UIKit room attributes, the Android payload, stream
    /// extra info) are rare on the wire and always go through Codable.
    func readTyped<Source: TypedReadSource>(_ document: inout Source) -> (message: WireMessage, dialect: String)? {
        guard !document.hasWarnings else { return nil }
        do throws(TypedReadMiss) {
            switch self {
            case .seiDeviceState:
                let value = try document.read(SEIDeviceState.V1.self)
                return (.seiDeviceState(value), value.dialect.rawValue)
            case .chatCustom:
                let value = try document.read(ChatCustom.V1.self)
                return (.chatCustom(value), value.dialect.rawValue)
            case .chatREST:
                guard document.byteCount <= ChatREST.maxMessageBytes else { return nil }
                let value = try document.read(ChatREST.SendGroupMsg.self)
                return (.chatRESTSendGroupMsg(value), ChatREST.Dialect.rest.rawValue)
            case .cohostEnvelope:
                let value = try document.read(CohostRoomRequest.V1.self)
                // No finding was made, so `room_request_type` decoded.
                let dialect = Self.cohostDialect(value, facts: document.facts, requestTypeDecoded: true)
                return (.cohostRoomRequest(value), dialect.rawValue)
            case .pkInvite:
                guard document.byteCount <= PKInvite.maxExtendedDataBytes else { return nil }
                let value = try document.read(PKInvite.V1.self)
                return (.pkInvite(value), value.dialect.rawValue)
            case .trtcConnect:
                let value = try document.read(TRTCConnectOtherRoom.V1.self)
                return (.trtcConnectOtherRoom(value), TRTCConnectOtherRoom.Dialect(document.facts).rawValue)
            case .pkAttributesV2:
                let (value, pkUsersFacts) = try document.readWithEmbeddedFacts(PKRoomAttributes.V2.self)
                guard document.attributeLimitsHold(declared: PKRoomAttributes.V2.CodingKeys.self) else { return nil }
                return (.pkRoomAttributesV2(value), PKRoomAttributes.Dialect(pkUsersFacts: pkUsersFacts).rawValue)
            case .cohostPayload, .pkAttributesV1, .pkAttributesUIKit:
                return nil
            }
        } catch {
            return nil
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
    /// The root read by `T`'s typed reader, and the facts of the first document embedded in
    /// a root member; a miss when the reader misses or a rule of `T` reports.
    mutating func readWithEmbeddedFacts<T: TypedReadable & WireValidatable>(
        _ type: T.Type
    ) throws(TypedReadMiss) -> (value: T, embeddedFacts: JSONDocumentFacts?)
    /// True when ZIM's limits on a room-attribute map certainly hold; asked after the read.
    func attributeLimitsHold<Declared: CodingKey>(declared: Declared.Type) -> Bool
}

extension TypedReadSource {
    /// The root read by `T`'s typed reader; a miss when the reader misses or a rule reports.
    mutating func read<T: TypedReadable & WireValidatable>(_ type: T.Type) throws(TypedReadMiss) -> T {
        try readWithEmbeddedFacts(type).value
    }
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

    func attributeLimitsHold<Declared: CodingKey>(declared: Declared.Type) -> Bool {
        FamilyForm.attributeLimitFindings(self, declared: declared).diagnostics.isEmpty
    }

    func readWithEmbeddedFacts<T: TypedReadable & WireValidatable>(
        _ type: T.Type
    ) throws(TypedReadMiss) -> (value: T, embeddedFacts: JSONDocumentFacts?) {
        let (value, facts) = try tape.entries.withUnsafeBufferPointer { entries throws(TypedReadMiss) in
            var root = try TapeObject(entries, base, at: 0, options: options)
            return (try T(reading: &root), root.firstEmbeddedFacts)
        }
        guard breaksNoRule(value) else { throw TypedReadMiss() }
        return (value, facts)
    }
}
