extension FamilyForm {
    /// The message and its dialect by the typed readers, when the message is the common case
    /// and breaks no rule; nil hands it to ``decode(_:)``, which reports whatever is wrong.
    ///
    /// The forms not listed (the 1-v-1 and UIKit room attributes, the Android payload, stream
    /// extra info) are rare on the wire and always go through Codable.
    func readTyped(_ document: WireDocument) -> (message: WireMessage, dialect: String)? {
        guard document.tape.warnings.isEmpty else { return nil }
        do throws(TypedReadMiss) {
            switch self {
            case .seiDeviceState:
                let value = try document.read(SEIDeviceState.V1.self)
                return (.seiDeviceState(value), value.dialect.rawValue)
            case .chatCustom:
                let value = try document.read(ChatCustom.V1.self)
                return (.chatCustom(value), value.dialect.rawValue)
            case .chatREST:
                guard document.bytes.count <= ChatREST.maxMessageBytes else { return nil }
                let value = try document.read(ChatREST.SendGroupMsg.self)
                return (.chatRESTSendGroupMsg(value), ChatREST.Dialect.rest.rawValue)
            case .cohostEnvelope:
                let value = try document.read(CohostRoomRequest.V1.self)
                return (.cohostRoomRequest(value), Self.cohostDialect(value, document).rawValue)
            case .pkInvite:
                guard document.bytes.count <= PKInvite.maxExtendedDataBytes else { return nil }
                let value = try document.read(PKInvite.V1.self)
                return (.pkInvite(value), value.dialect.rawValue)
            case .trtcConnect:
                let value = try document.read(TRTCConnectOtherRoom.V1.self)
                return (.trtcConnectOtherRoom(value), TRTCConnectOtherRoom.Dialect(document.facts).rawValue)
            case .pkAttributesV2:
                let limits = Self.attributeLimitFindings(document, declared: PKRoomAttributes.V2.CodingKeys.self)
                guard limits.diagnostics.isEmpty else { return nil }
                let (value, pkUsersFacts) = try document.readWithEmbeddedFacts(PKRoomAttributes.V2.self)
                return (.pkRoomAttributesV2(value), PKRoomAttributes.Dialect(pkUsersFacts: pkUsersFacts).rawValue)
            case .cohostPayload, .pkAttributesV1, .pkAttributesUIKit:
                return nil
            }
        } catch {
            return nil
        }
    }
}

extension WireDocument {
    /// The root read by `T`'s typed reader; a miss when the reader misses or a rule reports.
    func read<T: TypedReadable & WireValidatable>(_ type: T.Type) throws(TypedReadMiss) -> T {
        try readWithEmbeddedFacts(type).value
    }

    /// Also the facts of the first document embedded in a root member.
    func readWithEmbeddedFacts<T: TypedReadable & WireValidatable>(
        _ type: T.Type
    ) throws(TypedReadMiss) -> (value: T, embeddedFacts: JSONDocumentFacts?) {
        let (value, facts) = try tape.entries.withUnsafeBufferPointer { entries throws(TypedReadMiss) in
            var root = try TapeObject(entries, base, at: 0, options: options)
            return (try T(reading: &root), root.firstEmbeddedFacts)
        }
        var sink = DiagnosticSink()
        value.validate(at: .root, into: &sink)
        guard sink.diagnostics.isEmpty else { throw TypedReadMiss() }
        return (value, facts)
    }
}
