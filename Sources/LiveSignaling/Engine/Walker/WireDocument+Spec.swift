extension WireDocument {
    /// Walks the document as a form declared as a spec, once: the findings where the walker
    /// met them, the typed message built from the unwrapped value, and the dialect.
    mutating func decode(_ spec: FormSpec, as form: FamilyForm) -> (message: WireMessage?, dialect: String) {
        let walked = walk(spec, as: form)
        append(findings: walked.findings, embeddedFacts: walked.embeddedFacts)
        return (walked.message, walked.dialect)
    }

    /// The typed read of a spec form: the message and dialect in `result`, and true, when the
    /// walk finds nothing at all; false leaves `result` as it was, for ``decode(_:as:)``.
    func readSpec(_ spec: FormSpec, as form: FamilyForm, into result: inout DecodedMessage) -> Bool {
        guard spec.note == nil else { return false }
        let walked = walk(spec, as: form)
        guard walked.findings.isEmpty, let message = walked.message else { return false }
        result.message = message
        result.dialect = walked.dialect
        return true
    }

    private func walk(
        _ spec: FormSpec,
        as form: FamilyForm
    ) -> (message: WireMessage?, dialect: String, findings: [Diagnostic], embeddedFacts: [JSONDocumentFacts]) {
        var walker = SpecWalker(options: options, buildsValue: true)
        if let note = spec.note, let root = tape.entries.first {
            walker.report(note.code, root, note.message)
        }
        let value = walker.walk(.object(spec.root), root: SpecWalker.Document(tape: tape, base: base))
        let dialect = spec.dialect(facts: facts, hasRootKey: hasRootKey)?.name ?? ""
        let message: WireMessage? = value?.objectValue.flatMap { fields in
            switch form {
            case .uikitInvite: .uikitInvite(UIKitInvitation.Invite(checked: fields))
            case .uikitAdvanceInvite: .uikitAdvanceInvite(UIKitInvitation.Advance(checked: fields))
            case .uikitAnswer: .uikitAnswer(UIKitInvitation.Answer(checked: fields))
            case .uikitSEI: .uikitSEI(SEIDeviceState.UIKit.SEI(checked: fields))
            case .uikitExtraInfo: .uikitExtraInfo(SEIDeviceState.UIKit.ExtraInfo(checked: fields))
            case .seiApplicationData: .seiApplicationData(SEIApplicationData(checked: fields))
            default: nil
            }
        }
        return (message, dialect, walker.findings, walker.embeddedFacts)
    }
}

extension WireDocument {
    /// The verdict on a message of a form declared as `spec`, from one walk that builds no
    /// value: the dialect, every diagnostic in byte order (the scanner's warnings with the
    /// walk's findings), and whether the message decodes (it does whenever its root is an
    /// object: the walk then builds a value, whatever it finds).
    func judge(_ spec: FormSpec) -> (dialect: String, diagnostics: [Diagnostic], decodes: Bool) {
        var walker = SpecWalker(options: options, buildsValue: false)
        if let note = spec.note, let root = tape.entries.first {
            walker.report(note.code, root, note.message)
        }
        _ = walker.walk(.object(spec.root), root: SpecWalker.Document(tape: tape, base: base))
        var diagnostics = tape.warnings.isEmpty ? walker.findings : tape.warnings + walker.findings
        if diagnostics.count > 1 { diagnostics.sortByOffset() }
        let dialect = spec.dialect(facts: facts, hasRootKey: hasRootKey)?.name ?? ""
        return (dialect, diagnostics, tape.entries.first?.kind == .object)
    }

    /// The verdict's walk: no value built, and a dialect only when nothing was found (a form
    /// whose every message is noted is never passed here).
    func checkSpec(_ spec: FormSpec) -> String? {
        guard spec.note == nil else { return nil }
        var walker = SpecWalker(options: options, buildsValue: false)
        _ = walker.walk(.object(spec.root), root: SpecWalker.Document(tape: tape, base: base))
        guard walker.findings.isEmpty else { return nil }
        return spec.dialect(facts: facts, hasRootKey: hasRootKey)?.name
    }

    /// Whether the root object has a member `name`, compared as decoded bytes.
    func hasRootKey(_ name: String) -> Bool {
        guard let root = tape.entries.first, root.kind == .object else { return false }
        var key = 1
        while key + 1 < Int(root.end) {
            var name = name
            if name.withUTF8({ WireKeyMatching.matches(tape.entries[key], $0, base) }) { return true }
            key = Int(tape.entries[key + 1].end)
        }
        return false
    }
}
