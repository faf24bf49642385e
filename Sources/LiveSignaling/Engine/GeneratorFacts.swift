/// What `livesig-generate` reads to write the C validator's tables: each fact as the family
/// declares it, so the C side holds no number, key or code table of its own. Not API.
@_spi(Generator)
public enum GeneratorFacts {
    /// A detection form: its Swift name, family, marker keys and the other keys it uses.
    public struct Form: Sendable {
        public let name: String
        public let family: String
        public let markers: [String]
        public let others: [String]
        /// The capture channel the family travels on: a family named to the C validator admits
        /// the forms of every family on its channel, as ``WireFamily/admits(_:)``.
        public let channel: String
        /// `{}` read as a family on this channel is this form.
        public let claimsEmptyObject: Bool
        /// An object with no marker, read as a family on this channel, is this form.
        public let claimsUnmarkedObjects: Bool
        /// An object with no marker but this key is this form (``FormSpec/claimsUnmarkedWithKey``).
        public let claimsUnmarkedWithKey: String?
    }

    /// A form declared as a spec, with the name of its detection form (SC_FORM_<name>).
    public struct SpecForm: Sendable {
        public let formName: String
        public let spec: FormSpec
        /// The place among the form's shapes (``FamilyForm/shapes``); 0 for a form declared whole.
        public var shape = 0
    }

    public static var specForms: [SpecForm] {
        FamilyForm.allCases.compactMap { form in form.spec.map { SpecForm(formName: "\(form)", spec: $0) } }
    }

    /// The forms the schemas, the C walker's tables and the protocol pages are written from:
    /// those declared as specs, and every shape of those written by hand whose declared shapes
    /// are the whole form (co-host's envelope and payload, the device state and its stream extra
    /// info, chat.custom's forms), so that nothing generated from them states a rule of its own.
    public static var generatedForms: [SpecForm] {
        FamilyForm.allCases.flatMap { form -> [SpecForm] in
            if let spec = form.spec { return [SpecForm(formName: "\(form)", spec: spec)] }
            guard form.shapesAreWhole else { return [] }
            return form.shapes.enumerated().map { SpecForm(formName: "\(form)", spec: $0.element, shape: $0.offset) }
        }
    }

    /// How a form written as several shapes chooses among them (``ShapeRule``, in order) and
    /// refines a choice (``ShapeRefinement``), by its detection form's name; forms without
    /// rules are left out.
    public static var shapeChoices: [(formName: String, rules: [ShapeRule], refinements: [ShapeRefinement])] {
        FamilyForm.allCases.filter { !$0.shapeRules.isEmpty }.map { ("\($0)", $0.shapeRules, $0.shapeRefinements) }
    }

    public static var forms: [Form] {
        FamilyForm.allCases.map { form in
            Form(
                name: "\(form)",
                family: form.family.rawValue,
                markers: form.markers,
                others: form.allKeys.filter { !form.markers.contains($0) },
                channel: form.family.channel?.rawValue ?? "",
                claimsEmptyObject: form.spec?.claimsEmptyObject ?? false,
                claimsUnmarkedObjects: form.spec?.claimsUnmarkedObjects ?? false,
                claimsUnmarkedWithKey: form.unmarkedClaimKey
            )
        }
    }

    /// Parts of messages declared as value specs, each published as a schema of its own
    /// (`Schemas/part.*.schema.json`) for a reader that validates one part: a Tencent Chat
    /// element, or one form of a custom message's body. With the name of each.
    public static var sharedValues: [(name: String, spec: ValueSpec, meaning: String)] {
        [
            ("TIM_ELEMENT", .object(TIMElement.spec), TIMElement.meaning),
            (
                "CHAT_PRODUCT_POPUP", .object(ChatCustom.SeedMessage.productPopupSpec),
                "the msg of a chat.custom item_popup_msg (the showroom's product pop-up)"
            ),
            (
                "CHAT_LIVE_ROOM_2021", .object(ChatCustom.LiveRoom2021.spec),
                "a TUILiveRoom room message of 2021 (action, command)"
            ),
            (
                "CHAT_TUI_LEGACY_GIFT", .object(ChatCustom.TUIEnvelope.legacyGiftSpec),
                "the data of a TUIGift message before TUILiveKit (2021-2024)"
            ),
            (
                "CHAT_TUI_LEGACY_LIKE", .object(ChatCustom.TUIEnvelope.legacyLikeSpec),
                "the data of a TUIGift_like message before TUILiveKit (2022-2024)"
            ),
            (
                "CHAT_TUI_LEGACY_BARRAGE", .object(ChatCustom.TUIEnvelope.legacyBarrageSpec),
                "the data of a TUIBarrage custom message before TUILiveKit (2021-2022)"
            ),
        ]
    }

    /// Named integer constants: limits and thresholds, each from its one declaration.
    public static var integers: [(name: String, value: Int, meaning: String)] {
        [
            ("PK_INVITE_EXTENDED_DATA_BYTES", PKInvite.extendedDataLimit.bytes, "pk.invite: a whole extendedData"),
            (
                "COHOST_LOWEST_ROOM_CODE", Int(CohostRoomRequest.payloadForm.claimsSoleKey?.minimum ?? 0),
                "cohost.room-request: a lone SC_COHOST_SOLE_KEY holding at least this is the payload (FormSpec.claimsSoleKey)"
            ),
            ("SEI_DEVICE_STATE_TYPE", SEIDeviceState.deviceStateType, "sei.device-state: the device-state type"),
            ("ZIM_ATTRIBUTES_MAX", PKRoomAttributes.Limits.maxAttributes, "ZIM: attributes in one room"),
            ("ZIM_ATTRIBUTE_KEY_BYTES", PKRoomAttributes.Limits.maxKeyBytes, "ZIM: one attribute key"),
            ("ZIM_ATTRIBUTE_VALUE_BYTES", PKRoomAttributes.Limits.maxValueBytes, "ZIM: one attribute value"),
            ("ZIM_ATTRIBUTES_TOTAL_BYTES", PKRoomAttributes.Limits.maxTotalValueBytes, "ZIM: all values together"),
            ("CALL_CLIENT_TIMEOUT_MIN", PKInvite.clientTimeout.lowerBound, "ZIM call invite: client timeout, s"),
            ("CALL_CLIENT_TIMEOUT_MAX", PKInvite.clientTimeout.upperBound, "ZIM call invite: client timeout, s"),
            ("CALL_SERVER_TIMEOUT_MIN", PKInvite.serverTimeout.lowerBound, "ZIM call invite: server timeout, s"),
            ("CALL_SERVER_TIMEOUT_MAX", PKInvite.serverTimeout.upperBound, "ZIM call invite: server timeout, s"),
            ("CALL_INVITEES_MAX", PKInvite.maxInvitees, "ZIM call invite: callees in one server invite"),
            ("CALL_USERS_MAX", PKInvite.maxAdvancedModeUsers, "ZIM call invite: users in an advanced-mode call"),
        ]
    }

    /// Named key strings: the members the C rules read by name.
    public static var keys: [(name: String, key: String)] {
        typealias Device = SEIDeviceState.V1.CodingKeys
        return [
            ("SEI_KEY_TYPE", Device.type.stringValue),
            ("COHOST_SOLE_KEY", CohostRoomRequest.payloadForm.claimsSoleKey?.key ?? ""),
            // The REST body's named rule (ChatREST.recommendedPriority), which C states by hand.
            ("CHAT_REST_PRIORITY_KEY", priorityRule.member),
            ("CHAT_REST_BODY_KEY", priorityRule.elements?.array ?? ""),
            ("CHAT_REST_TYPE_KEY", priorityRule.elements?.selector ?? ""),
            ("CHAT_REST_TEXT_TYPE", priorityRule.elements?.watched.first ?? ""),
            ("CHAT_REST_DEFAULT_PRIORITY", ChatREST.defaultPriority.rawValue),
        ]
    }

    /// Named key lists the C rules read, each written as an X-macro.
    public static var keyLists: [(name: String, keys: [String])] {
        [
            ("CHAT_REST_PRIORITIES", ChatREST.priorities)
        ]
    }

    private static var priorityRule: ObjectRule { ChatREST.recommendedPriority }

    /// What a chat.custom message of each shape is (``ChatCustom/Kind``), by the value of the
    /// root member that says it: for the carried message a REST body's named rule asks about.
    public static var chatKinds: [(shape: Int, key: String, value: String, kind: String)] {
        ChatCustom.Shape.allCases.flatMap { shape in
            shape.kindValues.map { (shape.rawValue, shape.kindKey ?? "", $0.value, $0.kind.rawValue) }
        }
    }

    /// Each kind of custom message with the priority a REST body should send it with
    /// (``ChatCustom/Kind/recommendedPriority``).
    public static var chatPriorities: [(kind: String, priority: String)] {
        ChatCustom.Kind.allCases.map { ($0.rawValue, $0.recommendedPriority.rawValue) }
    }
}
