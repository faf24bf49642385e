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

    /// `keys` as a streamed read records them: a marker by its ``MarkerKey`` constant (as the
    /// typed readers name it, carrying the forms it marks) when `constants`, any other key
    /// (and every key otherwise) by a literal, which marks nothing.
    static func streamed(_ keys: [String], constants: Bool) -> [StreamedRootKey] {
        let named = FamilyForm.allCases.flatMap(\.markerKeys)
        let literals: [String: StaticString] = [
            "type": "type", "request_id": "request_id", "no_form_has_this": "no_form_has_this",
            "sender_id": "sender_id", "action_type": "action_type", "pk_users": "pk_users", "mic": "mic",
        ]
        return keys.map { key in
            if constants, let constant = named.first(where: { $0.name.description == key }) {
                return StreamedRootKey(key: constant.name, holdsString: true, markedForms: constant.markedForms)
            }
            return StreamedRootKey(key: literals[key] ?? "no_form_has_this", holdsString: true)
        }
    }

    /// The bits a marker constant carries are the forms that list it: a bit too many would
    /// let a form be chosen plainly that detection would not choose.
    @Test("every marker constant marks exactly the forms that list it")
    func markerBitsMatchTheForms() {
        for key in FamilyForm.allCases.flatMap(\.markerKeys) {
            // Every form that lists the key, declared as a spec or not.
            let listing = FamilyForm.allCases.filter { form in form.markers.contains(key.name.description) }
            #expect(key.markedForms == listing.reduce(0) { $0 | $1.bit }, "\(key.name)")
        }
        #expect(ReaderKey(stringLiteral: "sender_id").markedForms == 0)
    }

    @Test(
        "a plain choice implies the same detection, over every subset of the keys that matter",
        arguments: Self.streamedForms
    )
    func plainChoiceImpliesDetection(form: FamilyForm) throws {
        let universe = Self.universe(for: form)
        var chosen = 0
        for mask in 0..<(1 << universe.count) {
            let keys = universe.indices.filter { mask & (1 << $0) != 0 }.map { universe[$0] }
            let root = try #require(Self.rootKeys(keys))
            for constants in [true, false] {
                let taken = Self.streamed(keys, constants: constants)
                guard taken.withUnsafeBufferPointer(form.plainlyChosen) else { continue }
                chosen += 1
                #expect(FamilyForm.detect(keys: root, within: nil) { _ in 10000 } == form, "\(keys)")
                #expect(FamilyForm.detect(keys: root, within: form.family) { _ in nil } == form, "\(keys)")
            }
        }
        #expect(chosen > 0 || form == .cohostPayload)
    }

    /// The root keys a streamed read of `text` takes with `T`'s typed reader.
    static func takenKeys<T: TypedReadable>(_ text: String, _ type: T.Type) throws -> [StreamedRootKey] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            try withUnsafeTemporaryAllocation(of: StreamedRootKey.self, capacity: StreamedMessage.maxRootKeys) { keys in
                let read = try StreamedDocument.read(buffer, options: .default, rootKeys: keys) {
                    document throws(TypedReadMiss) in
                    var root = try document.rootObject()
                    _ = try T(reading: &root)
                }
                return Array(keys[..<read.rootKeyCount])
            }
        }
    }

    @Test("the typed readers name their markers so that the capture's messages are plainly their form")
    func readersNameTheirMarkers() throws {
        let cases: [(FamilyForm, [StreamedRootKey])] = [
            (
                .chatCustom,
                try Self.takenKeys(#"{"cmd":"like_msg","msg":{"type":1,"likeCount":3}}"#, ChatCustom.V1.self)
            ),
            (
                .chatCustom,
                try Self.takenKeys(
                    #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":{"userId":"u","userName":"U","avatarUrl":"","level":"3"}}}"#,
                    ChatCustom.V1.self
                )
            ),
        ]
        for (form, keys) in cases {
            #expect(keys.withUnsafeBufferPointer(form.plainlyChosen), "\(form)")
        }
    }
}
