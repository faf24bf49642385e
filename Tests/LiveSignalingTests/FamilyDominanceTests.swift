@testable import LiveSignaling
import Testing

/// The streamed path skips scoring every form when the guessed form "dominates" the keys it
/// took. That shortcut may say yes only where the full detection chooses the same form, and
/// must say yes for the plain messages, or it would never save anything.
@Suite("Family dominance agrees with detection")
struct FamilyDominanceTests {
    /// The forms the streamed path reads (those declared as specs are walked from the tape);
    /// every form, spec or not, still counts as a rival in the universe of keys.
    static let streamedForms = FamilyForm.allCases.filter { $0.spec == nil }

    /// The root keys of `{"k":0,…}` for these keys, as detection sees them.
    static func rootKeys(_ keys: [String]) -> RootKeys? {
        let bytes = Array(("{" + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}").utf8)
        return bytes.withUnsafeBytes { raw -> RootKeys? in
            var tape = JSONTape()
            guard JSONScanner.scan(raw, into: &tape, options: .default) == nil,
                let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
            else { return nil }
            return RootKeys(tape: tape, base: base)
        }
    }

    /// Every key that could change the outcome for `form`: its markers, the markers of each
    /// form sharing one with it (as many as `form` has: a rival with more present can never
    /// leave `form` chosen, so more of them test nothing), one marker of an unrelated form,
    /// the keys whose values detection reads, and a key no form knows.
    static func universe(for form: FamilyForm) -> [String] {
        var keys = form.markers
        for other in FamilyForm.allCases where other != form && other.markers.contains(where: form.markers.contains) {
            keys += other.markers.filter { !keys.contains($0) }.prefix(form.markers.count)
        }
        let unrelated = FamilyForm.allCases.first { other in
            other.family != form.family && !other.markers.contains(where: keys.contains)
        }
        keys += unrelated.map { [$0.markers[0]] } ?? []
        keys += ["action_type", "type", "request_id", "no_form_has_this"].filter { !keys.contains($0) }
        return keys
    }

    @Test(
        "dominance implies the same detection, over every subset of the keys that matter",
        arguments: Self.streamedForms
    )
    func impliesDetection(form: FamilyForm) throws {
        let universe = Self.universe(for: form)
        try #require(universe.count <= 18)
        var dominated = 0
        for mask in 0..<(1 << universe.count) {
            let keys = universe.indices.filter { mask & (1 << $0) != 0 }.map { universe[$0] }
            let root = try #require(Self.rootKeys(keys))
            guard FamilyForm.dominates(form, keys: root) else { continue }
            dominated += 1
            // A value is never asked for: the shortcut's answer stands without one.
            #expect(FamilyForm.detect(keys: root, within: nil) { _ in nil } == form, "\(keys)")
            #expect(FamilyForm.detect(keys: root, within: form.family) { _ in nil } == form, "\(keys)")
            let typeValue: Int64 = 10000
            #expect(FamilyForm.detect(keys: root, within: nil) { _ in typeValue } == form, "\(keys)")
        }
        #expect(dominated > 0)
    }

    @Test("the capture's plain messages are dominated by their form")
    func plainMessages() throws {
        let cases: [(FamilyForm, [String])] = [
            (.seiDeviceState, ["type", "sender_id", "mic", "cam"]),
            (.chatCustom, ["cmd", "msg"]),
            (.chatCustom, ["version", "businessID", "platform", "data"]),
            (.chatREST, ["GroupId", "Random", "MsgPriority", "MsgBody"]),
            (.cohostEnvelope, ["action_type", "sender_id", "receiver_id", "request_id", "extended_data"]),
            (.pkInvite, ["room_id", "user_name", "type", "user_id", "auto_accept"]),
            (.pkAttributesV2, ["host_user_id", "request_id", "pk_users"]),
            (.trtcConnect, ["roomId", "userId"]),
        ]
        for (form, keys) in cases {
            #expect(FamilyForm.dominates(form, keys: try #require(Self.rootKeys(keys))), "\(form)")
        }
    }

    @Test("a tie, a bare action_type and a rival with more markers are left to detection")
    func leftToDetection() throws {
        // One marker each for the device state and the co-host envelope: the earlier form wins a
        // tie. A bare action_type may be a co-host payload, by its value.
        #expect(!FamilyForm.dominates(.seiDeviceState, keys: try #require(Self.rootKeys(["sender_id"]))))
        #expect(!FamilyForm.dominates(.cohostEnvelope, keys: try #require(Self.rootKeys(["action_type"]))))
        #expect(
            !FamilyForm.dominates(.trtcConnect, keys: try #require(Self.rootKeys(["userId", "GroupId", "MsgBody"])))
        )
    }

    // MARK: Told by the forms the keys' names mark

    /// The streamed check counts each root key's marked forms (``CompiledSpec``: every form
    /// that lists the key among its markers) into a ``FamilyForm/PlainChoice``; a plain choice
    /// must be the choice detection makes.
    static func plainlyChosen(_ form: FamilyForm, _ keys: [String]) -> Bool {
        var choice = FamilyForm.PlainChoice(of: form)
        for key in keys { choice.count(markedForms(key)) }
        return choice.isPlain(keyCount: keys.count)
    }

    /// The bits of the forms that list `key` among their markers, as ``CompiledSpec`` gives them.
    static func markedForms(_ key: String) -> UInt32 {
        FamilyForm.allCases.filter { $0.markers.contains(key) }.reduce(0) { $0 | $1.bit }
    }

    /// Every form: the check predicts forms declared as specs too. Each key's marks are found
    /// once, so that the 2^23 subsets of the largest universe (an invitation answer's) are
    /// counted in seconds, and only those plainly chosen are scanned and detected.
    @Test(
        "a plain choice implies the same detection, over every subset of the keys that matter",
        arguments: FamilyForm.allCases
    )
    func plainChoiceImpliesDetection(form: FamilyForm) throws {
        let universe = Self.universe(for: form)
        let marks = universe.map(Self.markedForms)
        var chosen = 0
        for mask in 0..<(1 << universe.count) {
            var choice = FamilyForm.PlainChoice(of: form)
            for place in universe.indices where mask & (1 << place) != 0 { choice.count(marks[place]) }
            guard choice.isPlain(keyCount: mask.nonzeroBitCount) else { continue }
            let keys = universe.indices.filter { mask & (1 << $0) != 0 }.map { universe[$0] }
            let root = try #require(Self.rootKeys(keys))
            chosen += 1
            #expect(FamilyForm.detect(keys: root, within: nil) { _ in 10000 } == form, "\(keys)")
            #expect(FamilyForm.detect(keys: root, within: form.family) { _ in nil } == form, "\(keys)")
        }
        // A form with no markers is never plainly chosen; nor is the co-host payload, whose one
        // marker is the bare-`action_type` rule's key.
        #expect((chosen > 0) == !(form.markers.isEmpty || form == .cohostPayload), "\(chosen)")
    }

    @Test("the capture's plain chat messages are plainly their form")
    func plainChatMessages() {
        #expect(Self.plainlyChosen(.chatCustom, ["cmd", "msg"]))
        #expect(Self.plainlyChosen(.chatCustom, ["version", "businessID", "platform", "data"]))
        #expect(!Self.plainlyChosen(.chatCustom, ["cmd"]))
    }

    @Test("a tie with a later form is plain; a tie with an earlier one is left to detection")
    func plainTies() {
        // Each of the REST body's keys is a group message callback's marker too: the scores tie,
        // and the REST body, listed first, wins.
        #expect(Self.plainlyChosen(.chatREST, ["GroupId", "Random", "MsgBody"]))
        #expect(!Self.plainlyChosen(.chatREST, ["GroupId", "Random", "MsgBody", "no_form_has_this"]))
        // The callback ties with the REST body on the same keys, and loses.
        #expect(!Self.plainlyChosen(.chatCallbackGroupMessage, ["GroupId", "Random", "MsgBody"]))
        #expect(Self.plainlyChosen(.chatCallbackGroupMessage, ["CallbackCommand", "GroupId", "Random", "MsgBody"]))
    }
}
