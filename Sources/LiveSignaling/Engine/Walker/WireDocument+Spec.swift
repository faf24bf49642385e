extension WireDocument {
    /// Walks the document as a form declared as a spec, once: the findings where the walker
    /// met them, the typed message built from the unwrapped value, and the dialect.
    mutating func decode(_ spec: FormSpec, as form: FamilyForm) -> (message: WireMessage?, dialect: String) {
        var walker = SpecWalker(options: options, buildsValue: true)
        if let note = spec.note, let root = tape.entries.first {
            walker.report(note.code, root, note.message)
        }
        let value = walker.walk(.object(spec.root), root: SpecWalker.Document(tape: tape, base: base))
        append(findings: walker.findings, embeddedFacts: walker.embeddedFacts)
        let keys = Set(rootKeys)
        let dialect = spec.dialect(facts: facts, hasRootKey: keys.contains)?.name ?? ""
        guard let fields = value?.objectValue else { return (nil, dialect) }
        let message: WireMessage? =
            switch form {
            case .uikitInvite: .uikitInvite(UIKitInvitation.Invite(checked: fields))
            case .uikitAdvanceInvite: .uikitAdvanceInvite(UIKitInvitation.Advance(checked: fields))
            case .uikitAnswer: .uikitAnswer(UIKitInvitation.Answer(checked: fields))
            case .uikitSEI: .uikitSEI(SEIDeviceState.UIKit.SEI(checked: fields))
            case .uikitExtraInfo: .uikitExtraInfo(SEIDeviceState.UIKit.ExtraInfo(checked: fields))
            case .seiApplicationData: .seiApplicationData(SEIApplicationData(checked: fields))
            default: nil
            }
        return (message, dialect)
    }
}
