@_spi(Generator) @testable import LiveSignaling
import Testing

/// The spec walker on a spec made for the test, one constraint at a time: each finding's code,
/// path and offset, read where the walk meets it (offsets mapped out of embedded documents
/// through their escapes).
@Suite struct SpecWalkerTests {
    static let user = ObjectSpec(
        "user",
        members: [.required("id", .id, "who"), .optional("name", .text, "shown name")]
    )
    static let call = ObjectSpec(
        "call",
        members: [
            .required("call_id", .id, "the call"),
            .optional("invitees", .array(ArraySpec(of: .object(user), count: 1...2)), "callees"),
        ]
    )
    static let message = ObjectSpec(
        "message",
        members: [
            .required(
                "type",
                .integer(IntegerRule(range: 0...100, codes: [.init(0, "voice"), .init(1, "video"), .init(2, "pk")])),
                "kind"
            ),
            .required("inviter", .object(user), "who invites"),
            .optional("data", .embedded(.any), "the payload"),
            .optional("mode", .string(StringRule(values: ["a", "b"])), "a mode"),
            .optional("flag", .boolean, "a flag"),
            .optional("room", .text, "one room key"),
            .optional("room_id", .integer(IntegerRule()), "the other"),
        ],
        variants: [Variant(member: "data", selectedBy: "type", cases: [.init([0, 1], .embedded(.object(call)))])],
        exactlyOneOf: [["room", "room_id"]]
    )

    struct Finding: Equatable, CustomStringConvertible {
        let code: String
        let path: String
        let offset: Int?
        var description: String { "\(code) \(path) @\(offset.map(String.init) ?? "-")" }
    }

    static func walk(
        _ text: String,
        building: Bool = false,
        as spec: ObjectSpec = message
    ) -> (findings: [Finding], value: JSONValue?) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer in
            var tape = JSONTape()
            if let error = JSONScanner.scan(buffer, into: &tape, options: .default) {
                return ([Finding(code: error.code.rawValue, path: error.path.description, offset: error.offset)], nil)
            }
            var walker = SpecWalker(options: .default, buildsValue: building)
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let value = walker.walk(.object(spec), root: SpecWalker.Document(tape: tape, base: base))
            var findings = tape.warnings + walker.findings
            findings.sortByOffset()
            return (
                findings.map { Finding(code: $0.code.rawValue, path: $0.path.description, offset: $0.offset) }, value
            )
        }
    }

    @Test func aWholeMessageHasNoFinding() {
        let text =
            #"{"type":1,"inviter":{"id":"u1"},"room":"r","data":"{\"call_id\":\"c\",\"invitees\":[{\"id\":\"u2\"}]}"}"#
        #expect(Self.walk(text).findings == [])
    }

    @Test func missingKeysAreReportedAtTheObject() {
        #expect(
            Self.walk(#"{"room":"r","inviter":{}}"#).findings == [
                Finding(code: "wire.missing-key", path: "$.type", offset: 0),
                Finding(code: "wire.missing-key", path: "$.inviter.id", offset: 22),
            ]
        )
    }

    @Test func aWrongKindStopsTheWalkBelowIt() {
        #expect(
            Self.walk(#"{"type":"1","inviter":[{"id":""}],"room":"r"}"#).findings == [
                Finding(code: "wire.type", path: "$.type", offset: 8),
                Finding(code: "wire.type", path: "$.inviter", offset: 22),
            ]
        )
    }

    @Test func integersKeepTheirKindRangeAndCodes() {
        #expect(Self.walk(#"{"type":1.5,"inviter":{"id":"u"},"room":"r"}"#).findings.map(\.code) == ["wire.type"])
        #expect(Self.walk(#"{"type":1.0,"inviter":{"id":"u"},"room":"r"}"#).findings == [])
        #expect(Self.walk(#"{"type":101,"inviter":{"id":"u"},"room":"r"}"#).findings.map(\.code) == ["wire.range"])
        #expect(Self.walk(#"{"type":100,"inviter":{"id":"u"},"room":"r"}"#).findings.map(\.code) == ["wire.enum"])
        #expect(
            Self.walk(#"{"type":1,"inviter":{"id":"u"},"room_id":99999999999999999999}"#).findings.map(\.code) == [
                "wire.range"
            ]
        )
    }

    @Test func stringsKeepTheirRules() {
        #expect(
            Self.walk(#"{"type":2,"inviter":{"id":""},"room":"r","mode":"c"}"#).findings == [
                Finding(code: "wire.empty-id", path: "$.inviter.id", offset: 26),
                Finding(code: "wire.enum", path: "$.mode", offset: 48),
            ]
        )
    }

    /// A member whose `null` one client writes (``MemberSpec/nullFinding``), and a list of
    /// values that holds an empty string to it (``StringRule/exemptsEmpty``).
    static let chat = ObjectSpec(
        "chat",
        members: [
            .required(
                "cmd",
                .string(StringRule(values: ["like"], unknown: .interopUnknownCommand, exemptsEmpty: false)),
                "c"
            ),
            .optional("mode", .string(StringRule(values: ["a"])), "m"),
            .required("name", .id, "n", nullIs: .init(.interopNullValue, "null")),
        ]
    )

    @Test func aNullWithAFindingIsTakenWithIt() {
        #expect(Self.walk(#"{"cmd":"like","name":"u"}"#, as: Self.chat).findings == [])
        #expect(
            Self.walk(#"{"cmd":"like","name":null}"#, as: Self.chat).findings == [
                Finding(code: "interop.null-value", path: "$.name", offset: 21)
            ]
        )
        // Not a stand-in for absent: missing, it is missing; present, its rules hold.
        #expect(Self.walk(#"{"cmd":"like"}"#, as: Self.chat).findings.map(\.code) == ["wire.missing-key"])
        #expect(Self.walk(#"{"cmd":"like","name":""}"#, as: Self.chat).findings.map(\.code) == ["wire.empty-id"])
        // Built, the value keeps the null.
        let built = Self.walk(#"{"cmd":"like","name":null}"#, building: true, as: Self.chat).value
        #expect(built?.objectValue?["name"] == .null)
    }

    @Test func anEmptyStringIsHeldToTheValuesWhereTheRuleSaysSo() {
        #expect(
            Self.walk(#"{"cmd":"","name":"u"}"#, as: Self.chat).findings == [
                Finding(code: "interop.unknown-command", path: "$.cmd", offset: 7)
            ]
        )
        // By default an empty string is exempt.
        #expect(Self.walk(#"{"cmd":"like","mode":"","name":"u"}"#, as: Self.chat).findings == [])
        #expect(
            Self.walk(#"{"cmd":"like","mode":"b","name":"u"}"#, as: Self.chat).findings.map(\.code) == ["wire.enum"]
        )
    }

    /// A code one client sends and another cannot read (``IntegerRule/Code/finding``), and a
    /// member another client writes under another key (``MemberSpec/aliases``).
    static let aliased = ObjectSpec(
        "aliased",
        members: [
            MemberSpec.required(
                "kind",
                .integer(
                    IntegerRule(codes: [
                        .init(1, "one"), .init(2, "two", finding: .init(.interopAndroidCodeTable, "two")),
                    ])
                ),
                "kind"
            ).aliased("type", finding: .init(.interopAndroidDocForm, "under type")),
            .optional("id", .id, "an id"),
        ]
    )

    @Test func aCodeWithAFindingIsTakenWithIt() {
        #expect(Self.walk(#"{"kind":1}"#, as: Self.aliased).findings == [])
        #expect(
            Self.walk(#"{"kind":2}"#, as: Self.aliased).findings == [
                Finding(code: "interop.android-code-table", path: "$.kind", offset: 8)
            ]
        )
        #expect(Self.walk(#"{"kind":3}"#, as: Self.aliased).findings.map(\.code) == ["wire.enum"])
    }

    @Test func anAliasStandsForItsMemberOnlyWhileTheMemberIsAbsent() {
        // Under the alias: its finding at the value, then the value's own, in the path it has.
        #expect(
            Self.walk(#"{"id":"u","type":2}"#, as: Self.aliased).findings == [
                Finding(code: "interop.android-doc-form", path: "$.type", offset: 17),
                Finding(code: "interop.android-code-table", path: "$.type", offset: 17),
            ]
        )
        // A value of the wrong kind under the alias: only that is said of it.
        #expect(
            Self.walk(#"{"type":"x"}"#, as: Self.aliased).findings == [
                Finding(code: "wire.type", path: "$.type", offset: 8)
            ]
        )
        // Beside the member, in either order, the alias is an undeclared key: kept, not judged.
        for text in [#"{"type":"x","kind":1}"#, #"{"kind":1,"type":"x"}"#] {
            let walked = Self.walk(text, building: true, as: Self.aliased)
            #expect(walked.findings == [], "\(text)")
            #expect(walked.value?.objectValue?["type"] == .string("x"), "\(text)")
        }
        // Missing under both keys, the member is reported under its own.
        #expect(
            Self.walk(#"{"id":"u"}"#, as: Self.aliased).findings == [
                Finding(code: "wire.missing-key", path: "$.kind", offset: 0)
            ]
        )
    }

    /// Every reader takes a variant's first case that chooses, and an otherwise case always
    /// chooses; the schema states each case as a rule of its own. A case after an otherwise
    /// case, or a variant after one with an otherwise case for the same member, would be a rule
    /// the schema states and no walker reads.
    @Test func anOtherwiseCaseIsTheLastWordOnItsMember() {
        var unreachable: [String] = []
        func visit(_ spec: ValueSpec, _ place: String) {
            switch spec {
            case .object(let object):
                var settled: Set<String> = []
                for variant in object.variants {
                    if settled.contains(variant.member) {
                        unreachable.append("\(place).\(variant.member): a variant after an otherwise case")
                    }
                    if let first = variant.cases.firstIndex(where: \.isOtherwise) {
                        if first != variant.cases.count - 1 {
                            unreachable.append("\(place).\(variant.member): cases after an otherwise case")
                        }
                        settled.insert(variant.member)
                    }
                    for choice in variant.cases { choice.spec.map { visit($0, "\(place).\(variant.member)") } }
                }
                for member in object.members { visit(member.value, "\(place).\(member.key)") }
            case .array(let array): visit(array.element, place + "[]")
            case .embedded(let inner): visit(inner, place + "<json>")
            default: break
            }
        }
        let forms = FamilyForm.allCases.flatMap(\.declarations)
        #expect(forms.contains { form in form.root.variants.contains { $0.cases.contains(where: \.isOtherwise) } })
        for form in forms { visit(.object(form.root), form.name) }
        for shared in GeneratorFacts.sharedValues { visit(shared.spec, shared.name) }
        #expect(unreachable.isEmpty, "\(unreachable)")
    }

    @Test func nullStandsForAnAbsentOptionalMember() {
        #expect(Self.walk(#"{"type":2,"inviter":{"id":"u","name":null},"room":"r","flag":null}"#).findings == [])
        #expect(
            Self.walk(#"{"type":2,"inviter":null,"room":"r"}"#).findings == [
                Finding(code: "wire.type", path: "$.inviter", offset: 20)
            ]
        )
    }

    @Test func exactlyOneOfIsReportedAtTheObject() {
        #expect(
            Self.walk(#"{"type":2,"inviter":{"id":"u"}}"#).findings == [
                Finding(code: "wire.one-of", path: "$", offset: 0)
            ]
        )
        #expect(
            Self.walk(#"{"type":2,"inviter":{"id":"u"},"room":"r","room_id":3}"#).findings.map(\.code) == [
                "wire.one-of"
            ]
        )
    }

    @Test func theSelectorChoosesTheEmbeddedSpec() {
        // type 2 keeps `data` any JSON; type 0 makes it a call.
        #expect(Self.walk(#"{"type":2,"inviter":{"id":"u"},"room":"r","data":"[1]"}"#).findings == [])
        #expect(
            Self.walk(#"{"type":0,"inviter":{"id":"u"},"room":"r","data":"[1]"}"#).findings == [
                Finding(code: "wire.type", path: "$.data<json>", offset: 50)
            ]
        )
    }

    @Test func offsetsInsideAnEmbeddedDocumentCountItsEscapes() {
        // `\"` is two bytes outside: the empty id's opening quote sits at its backslash.
        let text =
            #"{"type":0,"inviter":{"id":"u"},"room":"r","data":"{\"call_id\":\"c\",\"invitees\":[{\"id\":\"\"},{},{}]}"}"#
        let bytes = Array(text.utf8)
        let findings = Self.walk(text).findings
        #expect(
            findings.map(\.code) == ["wire.count", "wire.empty-id", "wire.missing-key", "wire.missing-key"]
        )
        #expect(
            findings.map(\.path) == [
                "$.data<json>.invitees", "$.data<json>.invitees[0].id", "$.data<json>.invitees[1].id",
                "$.data<json>.invitees[2].id",
            ]
        )
        let arrayOffset = bytes.firstIndex(of: UInt8(ascii: "["))
        #expect(findings[0].offset == arrayOffset)
        #expect(findings[1].offset.map { bytes[$0] } == UInt8(ascii: "\\"))
        #expect(findings[1].offset.map { bytes[$0 + 1] } == UInt8(ascii: "\""))
        #expect(findings[2].offset.map { bytes[$0] } == UInt8(ascii: "{"))
    }

    @Test func anEmbeddedStringThatIsNotJSONIsReportedWhereItBreaks() {
        let text = #"{"type":0,"inviter":{"id":"u"},"room":"r","data":"{\"call_id\":}"}"#
        let findings = Self.walk(text).findings
        #expect(findings.map(\.code) == ["wire.embedded-json"])
        #expect(findings.first?.path == "$.data")
        #expect(findings.first?.offset.map { Array(text.utf8)[$0] } == UInt8(ascii: "}"))
        // An empty string holds no document.
        #expect(Self.walk(#"{"type":0,"inviter":{"id":"u"},"room":"r","data":""}"#).findings == [])
    }

    @Test func aRepeatedKeyIsReadOnceAtItsLastCopy() {
        let findings = Self.walk(#"{"type":"x","type":1,"inviter":{"id":"u"},"room":"r"}"#).findings
        #expect(findings.map(\.code) == ["json.duplicate-key"])
    }

    @Test func aKeyWrittenWithEscapesIsTheKeyItSpells() {
        // `typ\u0065` is `type`: read as the declared member, so nothing is missing, and its
        // value is checked (a wrong code is reported there).
        #expect(Self.walk(#"{"typ\u0065":0,"inviter":{"id":"u"},"room":"r"}"#).findings == [])
        #expect(
            Self.walk(#"{"typ\u0065":"x","inviter":{"id":"u"},"room":"r"}"#).findings.map(\.description) == [
                "wire.type $.type @13"
            ]
        )
    }

    @Test func aSelectorTheSpecDoesNotDeclareIsFoundAmongTheKeys() {
        let spec = ObjectSpec(
            "selected",
            members: [.optional("payload", .any, "anything")],
            variants: [
                Variant(member: "payload", selectedBy: "kind", cases: [.init(strings: ["n"], .integer(.init()))])
            ]
        )
        func findings(_ text: String) -> [String] {
            Array(text.utf8).withUnsafeBytes { buffer in
                var tape = JSONTape()
                guard JSONScanner.scan(buffer, into: &tape, options: .default) == nil,
                    let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
                else { return ["scan"] }
                var walker = SpecWalker(options: .default, buildsValue: false)
                _ = walker.walk(.object(spec), root: SpecWalker.Document(tape: tape, base: base))
                return walker.findings.map { "\($0.code.rawValue) \($0.path)" }
            }
        }
        #expect(findings(#"{"payload":"text","kind":"n"}"#) == ["wire.type $.payload"])
        #expect(findings(#"{"kind":"other","payload":"text"}"#) == [])
        #expect(findings(#"{"kind":"n","payload":7}"#) == [])
    }

    @Test func keysThatDifferInBytesAreTwoMembersWhetherOrNotAKeyRepeats() {
        // `café` precomposed and decomposed: equal as Swift Strings, two keys to the scanner
        // and to the C walker, so two members, with or without a repeated key elsewhere.
        let base = #"{"type":0,"inviter":{"id":"u"},"room":"r","caf\u00e9":1,"cafe\u0301":2"#
        #expect(Self.walk(base + "}", building: true).value?.objectValue?.members.count == 5)
        let repeating = Self.walk(base + #","x":{"a":1,"a":2}}"#, building: true)
        #expect(repeating.findings.map(\.code) == ["json.duplicate-key"])
        #expect(repeating.value?.objectValue?.members.count == 6)
    }

    @Test func theValueBuiltIsUnwrappedAndKeepsUnknownMembers() {
        let text = #"{"extra":[true],"type":0,"inviter":{"id":"u"},"room":"r","data":"{\"call_id\":\"c\",\"x\":1}"}"#
        let value = Self.walk(text, building: true).value
        let expected: JSONValue = [
            "extra": [true], "type": 0, "inviter": ["id": "u"], "room": "r", "data": ["call_id": "c", "x": 1],
        ]
        #expect(value == expected)
        #expect(Self.walk(text).value == nil)
    }
}
