extension FamilyForm {
    /// Decodes and checks the document as this form; returns the message and its dialect.
    func decode(_ document: inout WireDocument) -> (message: WireMessage?, dialect: String) {
        if let finding = document.sizeFinding(sizeLimit) {
            document.append(findings: [finding], embeddedFacts: [])
        }
        if let spec { return document.decode(spec, as: self) }
        if let place = judgedShape(
            hasKey: { document.hasRootKey($0) },
            rootString: { document.rootString($0) },
            memberHasKey: { document.memberHasKey($0, $1) }
        ) {
            // The findings are the shape's walk alone, in the C walker's order; the value is
            // what Codable reads (every copy of a repeated key kept, which the walk's is not).
            let dialect = document.check(shapes[place])
            let message: WireMessage? =
                switch self {
                case .pkInvite: document.decodedValue(PKInvite.V1.self).map(WireMessage.pkInvite)
                case .pkAttributesV1:
                    document.decodedValue(PKRoomAttributes.V1.self).map(WireMessage.pkRoomAttributesV1)
                case .pkAttributesV2:
                    document.decodedValue(PKRoomAttributes.V2.self).map(WireMessage.pkRoomAttributesV2)
                case .pkAttributesUIKit:
                    document.decodedValue(PKRoomAttributes.UIKit.self).map(WireMessage.pkRoomAttributesUIKit)
                case .seiDeviceState where place == 0:
                    document.decodedValue(SEIDeviceState.V1.self).map(WireMessage.seiDeviceState)
                case .seiDeviceState:
                    document.decodedValue(SEIDeviceState.StreamExtraInfo.self).map(WireMessage.seiStreamExtraInfo)
                case .chatCustom: document.decodedValue(ChatCustom.V1.self).map(WireMessage.chatCustom)
                default: nil
                }
            return (message, dialect)
        }
        switch self {
        case .cohostEnvelope:
            let value = document.decode(CohostRoomRequest.V1.self) { _ in CohostRoomRequest.envelopeForm }
            let dialect = Self.cohostDialect(
                facts: document.facts,
                androidTable: document.diagnostics.contains { $0.code == .interopAndroidCodeTable }
            )
            return (value.map(WireMessage.cohostRoomRequest), dialect.rawValue)
        case .cohostPayload:
            let form = CohostRoomRequest.payloadForm
            let value = document.decode(CohostRoomRequest.ExtendedData.self) { _ in form }
            let dialect = form.dialect(facts: document.facts, root: document)?.name ?? ""
            return (value.map(WireMessage.cohostExtendedData), dialect)
        case .chatREST:
            let value = document.decode(ChatREST.SendGroupMsg.self) { _ in ChatREST.form }
            return (value.map(WireMessage.chatRESTSendGroupMsg), ChatREST.Dialect.rest.rawValue)
        case .trtcConnect:
            let form = TRTCConnectOtherRoom.form
            let value = document.decode(TRTCConnectOtherRoom.V1.self) { _ in form }
            let dialect = form.dialect(facts: document.facts, root: document)?.name ?? ""
            return (value.map(WireMessage.trtcConnectOtherRoom), dialect)
        case .uikitInvite, .uikitAnswer, .uikitAdvanceInvite, .uikitSEI, .uikitExtraInfo, .seiApplicationData,
            .chatCallbackGroupMessage, .chatCallbackReply, .zimCallback, .pkInvite, .seiDeviceState, .pkAttributesV1,
            .pkAttributesV2, .pkAttributesUIKit, .chatCustom:
            // Declared as specs, or judged by a shape's walk: decoded above.
            return (nil, "")
        }
    }

    /// A co-host envelope's dialect, told whether it carries a code of the Android demo's
    /// table (which only that table's finding shows; the tape, the streamed check and the C
    /// validator each ask the finding): the dialect the envelope's layout names
    /// (``CohostRoomRequest/envelopeForm``), except that Flutter's compact layout with such a
    /// code is Android's (asked only then). The streamed check asks it through
    /// ``streamedDialect(named:facts:hasFinding:)`` (`CohostShapeTests` holds the two
    /// dialects equal).
    static func cohostDialect(
        facts: JSONDocumentFacts,
        androidTable: @autoclosure () -> Bool
    ) -> CohostRoomRequest.Dialect {
        let named = CohostRoomRequest.envelopeForm.dialect(facts: facts, root: LayoutOnlyRoot())
        let dialect = named.flatMap { CohostRoomRequest.Dialect(rawValue: $0.name) } ?? .flutter
        return dialect == .flutter && androidTable() ? .android : dialect
    }

    /// The dialect of a message the streamed check passed, which names `named` from its
    /// layout (the spec's signals): a form whose dialect also depends on what the message
    /// holds is told here by the findings that say so. A co-host request in Android's code
    /// table, and only such a request, has that table's finding.
    func streamedDialect(named: String, facts: JSONDocumentFacts, hasFinding: (DiagnosticCode) -> Bool) -> String {
        switch self {
        case .cohostEnvelope:
            Self.cohostDialect(facts: facts, androidTable: hasFinding(.interopAndroidCodeTable)).rawValue
        default: named
        }
    }
}
