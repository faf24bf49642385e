extension FamilyForm {
    /// Decodes and checks the document as this form; returns the message and its dialect.
    /// The findings are one walk's: the form's spec, or the shape the message has; the value
    /// of a shape is what Codable reads (every copy of a repeated key kept, which the walk's is
    /// not), its findings left to the walk.
    func decode(_ document: inout WireDocument) -> (message: WireMessage?, dialect: String) {
        if let finding = document.sizeFinding(sizeLimit) {
            document.append(findings: [finding], embeddedFacts: [])
        }
        if let spec { return document.decode(spec, as: self) }
        guard
            let place = judgedShape(
                hasKey: { document.hasRootKey($0) },
                rootString: { document.rootString($0) },
                memberHasKey: { document.memberHasKey($0, $1) }
            )
        else { return (nil, "") }
        let named = document.check(shapes[place])
        let diagnostics = document.diagnostics
        let dialect = self.dialect(named: named, facts: document.facts) { code in
            diagnostics.contains { $0.code == code }
        }
        let message: WireMessage? =
            switch self {
            case .cohostEnvelope: document.decodedValue(CohostRoomRequest.V1.self).map(WireMessage.cohostRoomRequest)
            case .cohostPayload:
                document.decodedValue(CohostRoomRequest.ExtendedData.self).map(WireMessage.cohostExtendedData)
            case .chatREST: document.decodedValue(ChatREST.SendGroupMsg.self).map(WireMessage.chatRESTSendGroupMsg)
            case .trtcConnect:
                document.decodedValue(TRTCConnectOtherRoom.V1.self).map(WireMessage.trtcConnectOtherRoom)
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
            // Declared as specs: decoded above.
            case .uikitInvite, .uikitAnswer, .uikitAdvanceInvite, .uikitSEI, .uikitExtraInfo, .seiApplicationData,
                .chatCallbackGroupMessage, .chatCallbackReply, .zimCallback, .cohostRoomCommand, .cohostAppCommand,
                .pkAppAttributes:
                nil
            }
        return (message, dialect)
    }

    /// A co-host envelope's dialect, told whether it carries a code of the Android demo's
    /// table (which only that table's finding shows; the tape, the streamed check and the C
    /// validator each ask the finding): the dialect the envelope's layout names
    /// (``CohostRoomRequest/envelopeForm``), except that Flutter's compact layout with such a
    /// code is Android's (asked only then). Every reader asks it through
    /// ``dialect(named:facts:hasFinding:)``.
    static func cohostDialect(
        facts: JSONDocumentFacts,
        androidTable: @autoclosure () -> Bool
    ) -> CohostRoomRequest.Dialect {
        let named = CohostRoomRequest.envelopeForm.dialect(facts: facts, root: LayoutOnlyRoot())
        let dialect = named.flatMap { CohostRoomRequest.Dialect(rawValue: $0.name) } ?? .flutter
        return dialect == .flutter && androidTable() ? .android : dialect
    }

    /// The dialect of a message whose walk (the tape's or the streamed check's) names `named`
    /// from its layout (the spec's signals): a form whose dialect also depends on what the
    /// message holds is told here by the findings that say so. A co-host request in Android's code
    /// table, and only such a request, has that table's finding.
    func dialect(named: String, facts: JSONDocumentFacts, hasFinding: (DiagnosticCode) -> Bool) -> String {
        switch self {
        case .cohostEnvelope:
            Self.cohostDialect(facts: facts, androidTable: hasFinding(.interopAndroidCodeTable)).rawValue
        default: named
        }
    }
}
