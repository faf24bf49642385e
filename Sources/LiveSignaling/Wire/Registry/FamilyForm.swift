/// The shapes a message can have, each tied to one family and version. Detection picks the
/// form whose marker keys the message has most of (ties go to the earlier form); Vectors/README.md
/// states the same rule for other implementations.
enum FamilyForm: Int, CaseIterable {
    case cohostEnvelope
    case cohostPayload
    case pkInvite
    case pkAttributesV2
    case pkAttributesV1
    case pkAttributesUIKit
    case seiDeviceState
    // Forms declared as specs (Engine/Spec) sit where ties go as the kits mean them: a React
    // Native invitation (`inviter_name`, `type`, `data`) is an invitation, not a custom
    // message with `data`; a bare `{"data":…}` stays a custom message rather than an answer;
    // an advance accept (`inviter`, `custom_data`) is an answer, not an advance invitation.
    case uikitInvite
    case chatCustom
    case chatREST
    case trtcConnect
    case uikitAnswer
    case uikitAdvanceInvite
    case uikitSEI
    case uikitExtraInfo
    case seiApplicationData
    // After the REST body, so that a REST body, which shares six keys with a callback body,
    // wins a tie.
    case chatCallbackGroupMessage
    case chatCallbackReply
    case zimCallback
    case cohostRoomCommand
    case cohostAppCommand
    case pkAppAttributes

    /// The declaration of a form that has one; nil for the forms with hand-written readers.
    var spec: FormSpec? {
        switch self {
        case .uikitInvite: UIKitInvitation.inviteForm
        case .uikitAnswer: UIKitInvitation.answerForm
        case .uikitAdvanceInvite: UIKitInvitation.advanceInviteForm
        case .uikitSEI: SEIDeviceState.UIKit.seiForm
        case .uikitExtraInfo: SEIDeviceState.UIKit.extraInfoForm
        case .seiApplicationData: SEIApplicationData.form
        case .chatCallbackGroupMessage: ChatCallback.groupMessageForm
        case .chatCallbackReply: ChatCallback.replyForm
        case .zimCallback: ZIMCallback.form
        case .cohostRoomCommand: CohostRoomRequest.RoomCommand.form
        case .cohostAppCommand: CohostRoomRequest.AppCommand.form
        case .pkAppAttributes: PKRoomAttributes.AppAttributes.form
        default: nil
        }
    }

    /// Whether the form is declared as a spec, read off ``spec`` once: asked of every message
    /// on the tape path, where fetching the optional declaration itself cost ~130
    /// instructions a message of a hand-written form.
    var isDeclared: Bool { Self.declaredForms & (1 << rawValue) != 0 }

    private static let declaredForms: Int = allCases.reduce(0) { $1.spec == nil ? $0 : $0 | 1 << $1.rawValue }

    /// The forms of `family` declared as specs (of one version, when given), in detection order.
    static func declared(_ family: WireFamily, version: Int? = nil) -> [FormSpec] {
        allCases.compactMap(\.spec).filter { $0.family == family && (version == nil || $0.version == version) }
    }

    /// The first form declared as a spec that takes what `claims` says, among those a message
    /// read as `family` may be (the empty object, or an object nothing else claims).
    private static func claimant(for family: WireFamily, _ claims: (FormSpec) -> Bool) -> FamilyForm? {
        allCases.first { form in form.spec.map(claims) == true && family.admits(form.family) }
    }

    /// A plain switch: asked for every message, where going through ``spec`` copied the
    /// declaration each time (~55 instructions a message). A spec form's family and version are
    /// its spec's (``FamilyFormTests`` holds them equal).
    var family: WireFamily {
        switch self {
        case .cohostEnvelope, .cohostPayload, .cohostRoomCommand, .cohostAppCommand: .cohostRoomRequest
        case .pkInvite: .pkInvite
        case .pkAttributesV1, .pkAttributesV2, .pkAttributesUIKit, .pkAppAttributes: .pkRoomAttributes
        case .seiDeviceState: .seiDeviceState
        case .chatCustom: .chatCustom
        case .chatREST: .chatRESTSendGroupMsg
        case .trtcConnect: .trtcConnectOtherRoom
        case .uikitInvite, .uikitAdvanceInvite: .uikitInvitation
        case .uikitAnswer: .uikitInvitationAnswer
        case .uikitSEI, .uikitExtraInfo: .seiDeviceState
        case .seiApplicationData: .seiApplicationData
        case .chatCallbackGroupMessage: .chatCallbackGroupMessage
        case .chatCallbackReply: .chatCallbackReply
        case .zimCallback: .zimCallback
        }
    }

    var version: Int {
        switch self {
        case .pkAttributesV1: 1
        case .pkAttributesV2, .pkAttributesUIKit, .uikitAdvanceInvite, .uikitSEI, .uikitExtraInfo: 2
        default: 1
        }
    }

    /// The family's limit on a whole message, where it has one: checked before any rule by
    /// every path that reads the message. A declared form's is its spec's.
    var sizeLimit: MessageSizeLimit? { Self.sizeLimits[rawValue] }

    /// Each form's limit, read off the declarations once: asked of every message on the
    /// verdict path, where fetching a declaration copies it.
    private static let sizeLimits: [MessageSizeLimit?] = allCases.map { form in
        return form.declarations.lazy.compactMap(\.sizeLimit).first
    }

    /// Keys that point to this form.
    var markers: [String] { spec?.markers ?? markerKeys.map(\.name.description) }

    /// The markers of a form written by hand, as ``MarkerKey`` names them.
    var markerKeys: [DeclaredKey] {
        typealias Key = MarkerKey
        return switch self {
        case .cohostEnvelope: [Key.actionType, Key.senderID, Key.receiverID, Key.extendedData]
        case .cohostPayload: [Key.roomRequestType]
        case .pkInvite: [Key.roomID, Key.userName, Key.userID, Key.autoAccept]
        case .pkAttributesV2: [Key.hostUserID, Key.pkUsers]
        case .pkAttributesV1: [Key.host, Key.pkRoom, Key.pkUserID, Key.pkUserName, Key.pkSeq]
        case .pkAttributesUIKit: [Key.host, Key.rID, Key.pkUsers]
        case .seiDeviceState: [Key.senderID, Key.senderIDCamel, Key.mic, Key.cam]
        case .chatCustom: [Key.cmd, Key.msg, Key.businessID, Key.platform, Key.version, Key.data]
        case .chatREST:
            [
                Key.groupID, Key.msgBody, Key.msgPriority, Key.random, Key.fromAccount, Key.onlineOnlyFlag,
                Key.cloudCustomData,
            ]
        case .trtcConnect: [Key.trtcRoomID, Key.trtcStringRoomID, Key.trtcUserID]
        case .uikitInvite, .uikitAnswer, .uikitAdvanceInvite, .uikitSEI, .uikitExtraInfo, .seiApplicationData,
            .chatCallbackGroupMessage, .chatCallbackReply, .zimCallback, .cohostRoomCommand, .cohostAppCommand,
            .pkAppAttributes:
            []
        }
    }

    /// Every key the form uses, markers or not (for naming the closest family).
    var allKeys: [String] {
        switch self {
        case .cohostEnvelope: markers + ["request_id"]
        case .cohostPayload: markers + ["request_id", "action_type"]
        case .pkInvite: markers + ["type"]
        case .pkAttributesV2: markers + ["request_id"]
        case .seiDeviceState: markers + [SEIDeviceState.V1.CodingKeys.type.stringValue]
        default: markers
        }
    }

    /// Each form with its family and marker bits, built once and read through one global
    /// access per message: detection runs for every message.
    private static let candidates:
        [(form: FamilyForm, family: WireFamily, channel: CaptureChannel?, markers: RootKeyBits)] =
            allCases.map { form in
                (form, form.family, form.family.channel, RootKeys.bits(of: form.markers))
            }

    /// The form of an object with these root keys, or nil if none fits. `integer(of:)` gives
    /// the value of a root key when it is a number that is exactly a 64-bit integer, for the
    /// rules that look at values.
    static func detect(keys: RootKeys, within family: WireFamily?, integer: (String) -> Int64?) -> FamilyForm? {
        // The Android document's bare {"action_type": 10000}: a payload, not a broken envelope.
        if family?.admits(.cohostRoomRequest) ?? true, let claim = soleKeyClaim(keys),
            let value = integer(claim.key), value >= claim.minimum
        {
            return .cohostPayload
        }
        // `{}` on a channel with a form that claims it (Web's accept, an answer with nothing to say).
        if let family, keys.isObject, keys.distinctCount == 0,
            let claimed = claimant(for: family, { $0.claimsEmptyObject })
        {
            return claimed
        }
        var best: FamilyForm?
        var bestScore = 0
        // The channel is looked up once; most candidates differ from a named family.
        let channel = family?.channel
        for candidate in candidates
        where family == nil || candidate.family == family || (channel != nil && candidate.channel == channel) {
            let score = keys.markerCount(candidate.markers)
            if score > bestScore {
                best = candidate.form
                bestScore = score
            }
        }
        if let best { return best }
        // No marker, but `type`: a device state missing its keys when it is 0, else the form
        // that claims such objects (the call-type invite, {"type":10000}).
        if keys.hasAny(Self.typeKeyBit),
            integer(SEIDeviceState.V1.CodingKeys.type.stringValue) == Int64(SEIDeviceState.deviceStateType),
            family?.admits(.seiDeviceState) ?? true
        {
            return .seiDeviceState
        }
        for (form, key) in unmarkedClaims where keys.hasAny(key) && family?.admits(form.family) ?? true {
            return form
        }
        // An object nothing claims, on a channel with a form that takes such objects (the app's
        // own JSON in SEI): that form, not a broken message of the named family.
        if let family, keys.isObject, let claimed = claimant(for: family, { $0.claimsUnmarkedObjects }) {
            return claimed
        }
        // A forced family with nothing recognisable: its first form, so its rules can speak.
        return family.flatMap { family in allCases.first { $0.family == family } }
    }

    /// The key with which an object no form marks is this form (``FormSpec/claimsUnmarkedWithKey``,
    /// of its declaration or its first shape's).
    var unmarkedClaimKey: String? { declarations.first?.claimsUnmarkedWithKey }

    /// What declares the form: its spec, or the shapes declared for a form written by hand.
    var declarations: [FormSpec] { spec.map { [$0] } ?? shapes }

    /// The forms that take an object no form marks when it has a key, each key as its bit:
    /// found once here, where looking a key up among the known ones by name costs hundreds of
    /// instructions. (A key detection does not know would have no bit: ``allKeys`` lists it,
    /// and `FamilyFormTests` holds every claimed key known.)
    static let unmarkedClaims: [(form: FamilyForm, key: RootKeyBits)] = allCases.compactMap { form in
        form.unmarkedClaimKey.map { (form, RootKeys.bit(of: $0)) }
    }

    /// `type`'s bit: a device state missing its keys has only `type`, 0.
    private static let typeKeyBit = RootKeys.bit(of: SEIDeviceState.V1.CodingKeys.type.stringValue)

    /// Each form's marker bits, and the bits of every other form's markers, by raw value.
    private static let dominance: [(own: RootKeyBits, others: RootKeyBits)] = allCases.map { form in
        let own = candidates[form.rawValue].markers
        let others = candidates.reduce(RootKeyBits()) { $1.form == form ? $0 : $0 | $1.markers }
        return (own, others)
    }

    /// True when ``detect(keys:within:integer:)`` certainly chooses `form` for `keys` (with any
    /// `family` that `form` belongs to), found without scoring every form: `form` has more of
    /// its markers than all other forms' markers together, so more than any one of them
    /// (whatever the order of ties), and the bare-`action_type` rule cannot apply. False says
    /// nothing: ask `detect`.
    static func dominates(_ form: FamilyForm, keys: RootKeys) -> Bool {
        let dominance = Self.dominance
        guard form.rawValue < dominance.count, Self.soleKeyClaim(keys) == nil else {
            return false
        }
        return outnumbers(dominance[form.rawValue], in: keys)
    }

    /// The dominance test: more of a form's markers present than of all other forms' together.
    @inline(__always)
    private static func outnumbers(_ bits: (own: RootKeyBits, others: RootKeyBits), in keys: RootKeys) -> Bool {
        // Most forms tried have none of their markers present: one AND settles them, before
        // either count (each ~30 instructions without a popcount instruction).
        let own = keys.markerCount(bits.own)
        return own > 0 && own > keys.markerCount(bits.others)
    }

    /// Forms in the order ``firstDominating(in:keys:)`` tries them, each with its dominance
    /// bits, built once: read through one global access for every form tried, where
    /// ``dominates(_:keys:)`` reads the table for each (~400 instructions a message).
    struct DominanceOrder {
        fileprivate let entries: [(form: FamilyForm, own: RootKeyBits, others: RootKeyBits)]

        init(_ forms: [FamilyForm]) {
            let dominance = FamilyForm.dominance
            entries = forms.map { form in (form, dominance[form.rawValue].own, dominance[form.rawValue].others) }
        }
    }

    /// The first of `order`'s forms that ``dominates(_:keys:)``; nil says nothing.
    static func firstDominating(in order: DominanceOrder, keys: RootKeys) -> FamilyForm? {
        guard soleKeyClaim(keys) == nil else { return nil }
        for entry in order.entries where outnumbers((entry.own, entry.others), in: keys) {
            return entry.form
        }
        return nil
    }

    /// The claim on the one key of `keys`, when a form claims that key alone
    /// (``FormSpec/claimsSoleKey``); nil for any other keys.
    @inline(__always)
    private static func soleKeyClaim(_ keys: RootKeys) -> FormSpec.SoleKeyClaim? {
        guard keys.distinctCount == 1, let claim = CohostRoomRequest.payloadForm.claimsSoleKey, keys.has(claim.key)
        else { return nil }
        return claim
    }

    /// The family sharing most keys with `keys`, for the unknown-family message.
    static func closest(to keys: [String]) -> (family: WireFamily, shared: [String])? {
        var best: (WireFamily, [String])?
        for form in allCases {
            let shared = keys.filter(form.allKeys.contains)
            if shared.count > (best?.1.count ?? 0) { best = (form.family, shared) }
        }
        return best
    }
}
