import Testing

@testable import LiveSignaling

/// A form's shape is the one its first holding rule names, and a refinement turns it into
/// another only when the root string and the member's keys both say so.
@Suite struct ShapeRuleTests {
    @Test func aRuleAsksForAllAnyAndNoneOfItsKeys() {
        let rule = ShapeRule(shape: 1, all: ["a", "b"], any: ["c", "d"], none: ["e"])
        func holds(_ keys: Set<String>) -> Bool { rule.holds(hasKey: keys.contains) }
        #expect(holds(["a", "b", "c"]))
        #expect(holds(["a", "b", "d", "x"]))
        #expect(!holds(["a", "c"]))
        #expect(!holds(["a", "b"]))
        #expect(!holds(["a", "b", "c", "e"]))
        #expect(ShapeRule(shape: 0).holds { _ in false })
    }

    /// chat.custom's choice, in the rules' order: `cmd` first, TUILiveRoom's pair only without
    /// `businessID`, the envelope's own `platform` or `data` before `msg`, and the app's JSON
    /// for anything else: TUIKit's other custom messages have a `businessID` and a `version`.
    @Test(
        arguments: [
            (["cmd", "businessID"], ChatCustom.Shape.seed),
            (["action", "command"], .liveRoom2021),
            (["action", "command", "businessID"], .application),
            (["action", "command", "businessID", "data"], .envelope),
            (["cmd", "action", "command"], .seed),
            (["msg", "platform"], .envelope),
            (["msg", "version"], .seed),
            (["businessID", "version", "text", "link"], .application),
            (["businessID", "data"], .envelope),
            (["platform"], .envelope),
            (["msg"], .seed),
            (["action"], .application),
            ([], .application),
        ] as [([String], ChatCustom.Shape)]
    )
    func chatCustomShapes(keys: [String], shape: ChatCustom.Shape) {
        #expect(ChatCustom.Shape(hasKey: Set(keys).contains) == shape)
    }

    @Test func theEarlierEnvelopeNeedsItsBusinessIDAndItsDataKeys() {
        let refinement = ChatCustom.Shape.legacyRefinement
        let envelope = ChatCustom.Shape.envelope.rawValue
        func refined(_ id: String?, _ keys: Set<String>, from place: Int = envelope) -> ChatCustom.Shape? {
            ChatCustom.Shape(
                rawValue: refinement.refined(
                    place,
                    rootString: { _ in id },
                    memberHasKey: { _, key in keys.contains(key) }
                )
            )
        }
        #expect(refined("TUIGift", ["giftId", "imageUrl"]) == .legacyEnvelope)
        #expect(refined("TUIBarrage", ["message", "extInfo"]) == .legacyEnvelope)
        // A key of TUILiveKit's data, an ID the earlier form did not have, no ID at all, or
        // another shape: no refinement.
        #expect(refined("TUIGift", ["giftId", "gift"]) == .envelope)
        #expect(refined("TUIGift_other", ["giftId"]) == .envelope)
        #expect(refined(nil, ["giftId"]) == .envelope)
        #expect(refined("TUIGift", ["giftId"], from: ChatCustom.Shape.seed.rawValue) == .seed)
    }

    /// The streamed check compares the rules' keys as bytes (``CompiledSpec/shape(of:hasKey:)``):
    /// over every subset of the keys the rules name, it chooses what the rules choose.
    @Test(arguments: [FamilyForm.chatCustom, .seiDeviceState])
    func theCompiledRulesChooseAsTheRulesDo(form: FamilyForm) {
        let tables = CompiledSpec.shared
        var universe: [String] = []
        for rule in form.shapeRules {
            for key in rule.all + rule.any + rule.none where !universe.contains(key) { universe.append(key) }
        }
        #expect(universe.count >= 4 && universe.count <= 14)
        for mask in 0..<(1 << universe.count) {
            let keys = Set(universe.indices.filter { mask & (1 << $0) != 0 }.map { universe[$0] })
            let compiled = tables.shape(of: form.rawValue) { range in
                guard let start = tables.start(of: range) else { return false }
                return keys.contains(
                    String(decoding: UnsafeBufferPointer(start: start, count: Int(range.count)), as: UTF8.self)
                )
            }
            #expect(compiled == form.shape(hasKey: keys.contains), "\(keys.sorted())")
        }
        // A form chosen whole has shape 0; one without shapes none.
        #expect(tables.shape(of: FamilyForm.cohostEnvelope.rawValue) { _ in true } == 0)
        #expect(tables.shape(of: FamilyForm.uikitInvite.rawValue) { _ in true } == nil)
    }

    /// Every reader falls back differently when no rule holds (the C walker on shape 0, the
    /// schema on nothing): so every form's last rule holds for any object, and none does.
    @Test func everyFormsLastRuleHoldsForAnyObject() {
        let ruled = FamilyForm.allCases.filter { !$0.shapeRules.isEmpty }
        #expect(ruled.count >= 2)
        for form in ruled {
            let last = form.shapeRules.last
            #expect(last?.all.isEmpty == true && last?.any.isEmpty == true && last?.none.isEmpty == true, "\(form)")
        }
    }

    @Test func aRefinementComparesItsValuesAsBytes() {
        let refinement = ShapeRefinement(
            from: 0,
            to: 1,
            rootKey: "k",
            values: ["K"],
            member: "m",
            rule: ShapeRule(shape: 1)
        )
        // KELVIN SIGN, canonically equivalent to "K" but other bytes: not the value.
        #expect(refinement.refined(0, rootString: { _ in "\u{212A}" }, memberHasKey: { _, _ in true }) == 0)
        #expect(refinement.refined(0, rootString: { _ in "K" }, memberHasKey: { _, _ in true }) == 1)
    }
}
