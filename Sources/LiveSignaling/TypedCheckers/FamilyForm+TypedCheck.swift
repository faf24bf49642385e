extension FamilyForm {
    /// The dialect of a message that ``readTyped(_:into:)`` would read whole, found by the
    /// form's typed checker without building the value; nil where the reader would miss, and
    /// the message is then decoded in full. Mirrors `readTyped` case by case: the same limits
    /// first, the same dialect after. With the dialect, what the message is
    /// (``ChatCustom/Kind``; nil: it has no kind), for a carrier's rules.
    func checkTyped<Source: TypedReadSource>(_ document: inout Source) -> (dialect: String, kind: ChatCustom.Kind?)? {
        guard !document.hasWarnings, sizeLimit?.admits(document.byteCount) ?? true else { return nil }
        do throws(TypedReadMiss) {
            switch self {
            case .chatCustom:
                let checked = try document.check(ChatCustom.V1.self)
                return (checked.dialect.rawValue, checked.kind)
            // A spec form's verdict is its walk's (WireDocument.judge, StreamedSpecCheck).
            case .cohostEnvelope, .cohostPayload, .chatREST, .trtcConnect, .pkInvite, .seiDeviceState, .pkAttributesV1,
                .pkAttributesV2, .pkAttributesUIKit,
                .uikitInvite,
                .uikitAnswer,
                .uikitAdvanceInvite,
                .uikitSEI, .uikitExtraInfo, .seiApplicationData, .chatCallbackGroupMessage, .chatCallbackReply,
                .zimCallback:
                return nil
            }
        } catch {
            return nil
        }
    }
}
