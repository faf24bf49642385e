extension WireDocument {
    /// Walks the document as a form declared as a spec, once: the findings where the walker
    /// met them, the typed message built from the unwrapped value, and the dialect.
    mutating func decode(_ spec: FormSpec, as form: FamilyForm) -> (message: WireMessage?, dialect: String) {
        let (fields, dialect) = read(spec)
        let message: WireMessage? = fields.flatMap { fields in
            switch form {
            case .uikitInvite: .uikitInvite(UIKitInvitation.Invite(checked: fields))
            case .uikitAdvanceInvite: .uikitAdvanceInvite(UIKitInvitation.Advance(checked: fields))
            case .uikitAnswer: .uikitAnswer(UIKitInvitation.Answer(checked: fields))
            case .uikitSEI: .uikitSEI(SEIDeviceState.UIKit.SEI(checked: fields))
            case .uikitExtraInfo: .uikitExtraInfo(SEIDeviceState.UIKit.ExtraInfo(checked: fields))
            case .seiApplicationData: .seiApplicationData(SEIApplicationData(checked: fields))
            case .chatCallbackGroupMessage: .chatCallbackGroupMessage(ChatCallback.GroupMessage(checked: fields))
            case .chatCallbackReply: .chatCallbackReply(ChatCallback.Reply(checked: fields))
            case .zimCallback: .zimCallback(ZIMCallback.Body(checked: fields))
            case .cohostRoomCommand: .cohostRoomCommand(CohostRoomRequest.RoomCommand(checked: fields))
            case .cohostAppCommand: .cohostAppCommand(CohostRoomRequest.AppCommand(checked: fields))
            case .pkAppAttributes: .pkAppAttributes(PKRoomAttributes.AppAttributes(checked: fields))
            default: nil
            }
        }
        return (message, dialect)
    }

    /// The members of a message of the shape `spec` declares, unwrapped, as one walk that
    /// reports every finding reads them (nil when the root is no object), and its dialect.
    mutating func read(_ spec: FormSpec) -> (fields: JSONObject?, dialect: String) {
        let (walker, value) = walk(spec, buildsValue: true)
        append(findings: walker.findings, embeddedFacts: walker.embeddedFacts)
        return (value?.objectValue, dialect(spec, walker))
    }

    /// As ``read(_:)``, building no value: the findings reported, and the dialect.
    mutating func check(_ spec: FormSpec) -> String {
        let walker = walk(spec, buildsValue: false).walker
        append(findings: walker.findings, embeddedFacts: walker.embeddedFacts)
        return dialect(spec, walker)
    }

    /// The dialect of the message walked as `spec`, told by the spec's signals from its
    /// layout, the first document the walk read in one of its strings, and its root.
    private func dialect(_ spec: FormSpec, _ walker: SpecWalker) -> String {
        spec.dialect(facts: facts, embedded: walker.embeddedFacts.first, root: self)?.name ?? ""
    }

    /// The verdict on a message of a form declared as `spec`, from one walk that builds no
    /// value: the dialect, every diagnostic in byte order (the scanner's warnings with the
    /// walk's findings), and whether the message decodes (it does whenever its root is an
    /// object: the walk then builds a value, whatever it finds).
    func judge(_ spec: FormSpec) -> (dialect: String, diagnostics: [Diagnostic], decodes: Bool) {
        let walker = walk(spec, buildsValue: false).walker
        var findings = walker.findings
        if let finding = sizeFinding(spec.sizeLimit) { findings.insert(finding, at: 0) }
        var diagnostics = tape.warnings.isEmpty ? findings : tape.warnings + findings
        if diagnostics.count > 1 { diagnostics.sortByOffset() }
        return (dialect(spec, walker), diagnostics, tape.entries.first?.kind == .object)
    }

    /// The finding of a message past `limit`: at its first byte, not its root value's, since
    /// the bytes counted include any whitespace before the root (as the C validator counts
    /// and places them). Nil within the limit, or with none.
    func sizeFinding(_ limit: MessageSizeLimit?) -> Diagnostic? {
        guard let limit, !limit.admits(bytes.count) else { return nil }
        return Diagnostic(limit.code, path: .root, offset: 0, message: limit.message(for: bytes.count))
    }

    /// The walk every reading of a form or shape makes: the form's note at the root, then its
    /// spec.
    func walk(_ spec: FormSpec, buildsValue: Bool) -> (walker: SpecWalker, value: JSONValue?) {
        var walker = SpecWalker(options: options, buildsValue: buildsValue)
        if let note = spec.note, let root = tape.entries.first {
            walker.report(note.code, root, note.message)
        }
        if spec.isRoomAttributeMap { walker.findings += roomAttributeFindings(declaredBy: spec.root) }
        let value = walker.walk(.object(spec.root), root: SpecWalker.Document(tape: tape, base: base))
        return (walker, value)
    }

    /// Whether the root object has a member `name`, compared as decoded bytes.
    func hasRootKey(_ name: String) -> Bool { rootValueIndex(name) != nil }

    /// The string value of the root's member `name` (its last copy); nil for a member that is
    /// absent or not a string.
    func rootString(_ name: String) -> String? {
        guard let index = rootValueIndex(name), tape.entries[index].kind == .string else { return nil }
        return JSONStringDecoding.decode(tape.entries[index], in: base)
    }

    /// Whether the root's member `member` (its last copy) is an object with a member `key`.
    func memberHasKey(_ member: String, _ key: String) -> Bool {
        guard let index = rootValueIndex(member), tape.entries[index].kind == .object else { return false }
        return SpecWalker.lastValue(of: key, inObjectAt: index, SpecWalker.Document(tape: tape, base: base)) != nil
    }

    /// The tape index of the value of the root's last member `name` (the one receivers keep).
    private func rootValueIndex(_ name: String) -> Int? {
        guard !tape.entries.isEmpty else { return nil }
        return SpecWalker.lastValue(of: name, inObjectAt: 0, SpecWalker.Document(tape: tape, base: base))
    }
}

extension WireDocument: DialectRoot {
    func kind(of key: String) -> RootMember {
        guard let index = rootValueIndex(key) else { return .absent }
        return switch tape.entries[index].kind {
        case .null: .null
        case .string: .string
        case .number: .number
        default: .other
        }
    }

    func integer(at key: String) -> Int64? {
        guard let index = rootValueIndex(key), tape.entries[index].kind == .number else { return nil }
        return JSONTapeValues.number(tape.entries[index], base).exactly(Int64.self)
    }
}
