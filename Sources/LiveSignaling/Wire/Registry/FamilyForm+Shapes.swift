extension FamilyForm {
    /// The shapes of a form written by hand, each declared as a spec, by place: the streamed
    /// check passes a message of the form by the shape its root keys choose
    /// (``shape(hasKey:)``) and its members refine (``refinedShape(_:rootString:memberHasKey:)``),
    /// as the walk judges it. Empty for the other forms.
    var shapes: [FormSpec] {
        switch self {
        case .chatCustom: ChatCustom.Shape.allCases.map(\.form)
        case .cohostEnvelope: [CohostRoomRequest.envelopeForm]
        case .cohostPayload: [CohostRoomRequest.payloadForm]
        case .chatREST: [ChatREST.form]
        case .trtcConnect: [TRTCConnectOtherRoom.form]
        case .pkInvite: [PKInvite.form]
        case .pkAttributesV1: [PKRoomAttributes.version1Form]
        case .pkAttributesV2: [PKRoomAttributes.version2Form]
        case .pkAttributesUIKit: [PKRoomAttributes.uikitForm]
        case .seiDeviceState: SEIDeviceState.shapes
        default: []
        }
    }

    /// Whether ``shapes`` declare the whole form, every rule of it: then the form's verdict is
    /// its chosen shape's walk (and the schemas and C tables are written from the shapes).
    var shapesAreWhole: Bool { !shapes.isEmpty }

    /// The place in ``shapes`` of the shape whose walk makes a message's findings (its size
    /// limit first), for a form written as shapes: the one its root's keys choose
    /// (``shape(hasKey:)``), refined by its members (``refinedShape(_:rootString:memberHasKey:)``).
    /// `hasKey` tells the root's keys, `rootString` a root member's string value and
    /// `memberHasKey(member, key)` a root member's keys. Nil for a form declared whole. (Callers
    /// pass closures, not `document.hasRootKey`: a method taken as a value copies the whole
    /// document, ~400 instructions a message of every form.)
    func judgedShape(
        hasKey: (String) -> Bool,
        rootString: (String) -> String?,
        memberHasKey: (String, String) -> Bool
    ) -> Int? {
        shape(hasKey: hasKey).map { refinedShape($0, rootString: rootString, memberHasKey: memberHasKey) }
    }

    /// The declaration a message's verdict is one walk of: a declared form's spec, or the
    /// shape ``judgedShape(hasKey:rootString:memberHasKey:)`` names.
    func verdictSpec(
        hasKey: (String) -> Bool,
        rootString: (String) -> String?,
        memberHasKey: (String, String) -> Bool
    ) -> FormSpec? {
        if isDeclared { return spec }
        return judgedShape(hasKey: hasKey, rootString: rootString, memberHasKey: memberHasKey).map { shapes[$0] }
    }

    /// The place in ``shapes`` of the one an object with these keys has, before any member's
    /// keys are read: the first of the form's ``shapeRules`` that holds, or its one shape; nil
    /// for a form without shapes.
    func shape(hasKey: (String) -> Bool) -> Int? {
        let rules = shapeRules
        // Every rule list ends with one that holds for any object (ShapeRuleTests).
        if !rules.isEmpty { return ShapeRule.shape(rules, hasKey: hasKey) ?? 0 }
        // Asked of the compiled tables, which hold ``shapes`` once: building them costs more.
        return CompiledSpec.shared.shapes(of: rawValue).isEmpty ? nil : 0
    }

    /// What a message of this form is (``ChatCustom/Kind``), told by its root's keys and string
    /// members (`rootString`: a root member's string value, nil for another kind or none):
    /// a carrier's rules may ask. Nil for a form that says nothing of the kind.
    func kind(hasKey: (String) -> Bool, rootString: (String) -> String?) -> ChatCustom.Kind? {
        switch self {
        case .chatCustom: ChatCustom.Shape(hasKey: hasKey).kind(rootString: rootString)
        default: nil
        }
    }

    /// The place of the shape that the shape at `place` becomes once its root strings
    /// (`rootString`) and its members' keys (`memberHasKey(member, key)`) are known: a
    /// TUILiveKit envelope whose `data` is the earlier form. The same place when they change
    /// nothing.
    func refinedShape(
        _ place: Int,
        rootString: (String) -> String?,
        memberHasKey: (String, String) -> Bool
    ) -> Int {
        shapeRefinements.reduce(place) { $1.refined($0, rootString: rootString, memberHasKey: memberHasKey) }
    }

    /// How the shape is chosen, for the forms whose shapes are chosen by ordered rules
    /// (``ShapeRule``); empty for the others.
    var shapeRules: [ShapeRule] {
        switch self {
        case .chatCustom: ChatCustom.Shape.rules
        case .seiDeviceState: SEIDeviceState.shapeRules
        default: []
        }
    }

    /// How a chosen shape becomes another once a member is read (``ShapeRefinement``).
    var shapeRefinements: [ShapeRefinement] {
        switch self {
        case .chatCustom: [ChatCustom.Shape.legacyRefinement]
        default: []
        }
    }
}
