@testable import LiveSignaling
import Testing

/// The compiled tables the streamed spec check walks read each declaration as it is: here the
/// shapes no form declares yet, where a wrong index would go unnoticed by the vectors.
@Suite struct CompiledSpecTests {
    /// A variant whose case holds an object with a variant of its own: compiling the case's spec
    /// appends the inner cases first, and the outer variant must still point at its own.
    @Test("a variant's cases are its own when a case's spec has variants too")
    func nestedVariants() {
        let inner = ObjectSpec(
            "inner",
            members: [.required("kind", .text, "chooses"), .optional("body", .any, "chosen")],
            variants: [
                Variant(
                    member: "body",
                    selectedBy: "kind",
                    cases: [.init(strings: ["a"], .boolean), .init(strings: ["b"], .number)]
                )
            ]
        )
        let outer = ObjectSpec(
            "outer",
            members: [.required("type", .integer(IntegerRule()), "chooses"), .optional("data", .any, "chosen")],
            variants: [Variant(member: "data", selectedBy: "type", cases: [.init([7, 8], .object(inner))])]
        )
        let tables = Self.compiled(outer)
        #expect(tables.variants.count == 2)
        // The outer object is compiled last (its members' values first).
        guard let root = withUnsafePointer(to: tables) { $0.form(0) }?.root else {
            Issue.record("no form compiled")
            return
        }
        let object = tables.objects[Int(tables.values[Int(root)].inner)]
        #expect(object.variantCount == 1)
        let variant = tables.variants[Int(object.firstVariant)]
        #expect(variant.caseCount == 1)
        let chosen = tables.cases[Int(variant.firstCase)]
        let codes = (0..<Int(chosen.codeCount)).map { tables.codes[Int(chosen.firstCode) + $0] }
        #expect(codes == [7, 8])
        #expect(tables.values[Int(chosen.value)].kind == .object)
    }

    /// A key named twice in one exactly-one-of group counts twice for the walker, so one
    /// present key fails the group there; a bit mask cannot say so, and the check leaves such
    /// an object to the tape.
    @Test("a one-of group naming a key twice is left to the tape")
    func repeatedKeyInOneOf() {
        let spec = ObjectSpec(
            "odd",
            members: [.optional("a", .text, "one"), .optional("b", .text, "other")],
            exactlyOneOf: [["a", "a", "b"]]
        )
        #expect(Self.compiledRoot(spec)?.isUnsupported == true)
    }

    /// A key at two places (a member, and another member's alias) would let the check find a
    /// repeat of it at two places and take it for two keys (it tells repeats of declared keys
    /// by their place): such an object is left to the tape. The same alias on a key of its own
    /// is checked in place.
    @Test("an object with a key at two places is left to the tape")
    func keyAtTwoPlaces() {
        func spec(alias: String) -> ObjectSpec {
            ObjectSpec(
                "shared key",
                members: [
                    MemberSpec.optional("kind", .integer(IntegerRule()), "one")
                        .aliased(alias, finding: .init(.interopAndroidDocForm, "under another key")),
                    .optional("type", .integer(IntegerRule()), "other"),
                ]
            )
        }
        #expect(Self.compiledRoot(spec(alias: "type"))?.isUnsupported == true)
        #expect(Self.compiledRoot(spec(alias: "action"))?.isUnsupported == false)
    }

    /// A selector written under an alias would need its case found by two keys, which the
    /// compiled check does not do: such an object is left to the tape, where the walker finds
    /// the selector through the member's slot whichever key it is under.
    @Test("an object whose selector has an alias is left to the tape")
    func aliasedSelector() {
        let spec = ObjectSpec(
            "aliased selector",
            members: [
                MemberSpec.required("kind", .integer(IntegerRule()), "chooses")
                    .aliased("type", finding: .init(.interopAndroidDocForm, "under type")),
                .optional("body", .any, "chosen"),
            ],
            variants: [Variant(member: "body", selectedBy: "kind", cases: [.init([1], .boolean, required: true)])]
        )
        guard let object = Self.compiledRoot(spec) else {
            Issue.record("no form compiled")
            return
        }
        #expect(object.isUnsupported)
        // The alias is compiled after the declared members, its bit marked.
        #expect(object.memberCount == 3)
        #expect(object.aliases == 1 << 2)
    }

    /// A choice goes straight to the variants of its member, in the order they are declared:
    /// each member's bits name its own variants and no other's, and an object with more
    /// variants than a mask holds is left to the tape.
    @Test("each member's variants are indexed in declaration order; past 64, the tape's")
    func variantsByMember() {
        let spec = ObjectSpec(
            "two selectors",
            members: [
                .required("kind", .text, "chooses"), .optional("tag", .text, "chooses too"),
                .optional("body", .any, "chosen twice"), .optional("extra", .any, "chosen once"),
            ],
            variants: [
                Variant(member: "body", selectedBy: "kind", cases: [.init(strings: ["a"], .boolean)]),
                Variant(member: "extra", selectedBy: "kind", cases: [.init(strings: ["b"], .number)]),
                Variant(member: "body", selectedBy: "tag", cases: [.init(strings: ["c"], .text)]),
            ]
        )
        let tables = Self.compiled(spec)
        guard let root = withUnsafePointer(to: tables) { $0.form(0) }?.root else {
            Issue.record("no form compiled")
            return
        }
        let object = tables.objects[Int(tables.values[Int(root)].inner)]
        let bits = (0..<4).map { tables.memberVariants[Int(object.firstMember) + $0] }
        #expect(bits == [0, 0, 0b101, 0b010])
        #expect((0..<3).map { tables.variants[Int(object.firstVariant) + $0].member } == [2, 3, 2])

        func wide(_ count: Int) -> ObjectSpec {
            ObjectSpec(
                "wide",
                members: [.required("kind", .integer(IntegerRule()), "chooses"), .optional("body", .any, "chosen")],
                variants: (0..<count).map {
                    Variant(member: "body", selectedBy: "kind", cases: [.init([Int64($0)], .boolean)])
                }
            )
        }
        #expect(Self.compiledRoot(wide(64))?.isUnsupported == false)
        #expect(Self.compiledRoot(wide(65))?.isUnsupported == true)
    }

    /// The tables of one form whose root is `root`, compiled at place 0.
    static func compiled(_ root: ObjectSpec) -> CompiledSpec {
        let form = FormSpec(
            family: .seiApplicationData,
            version: 1,
            name: "test",
            markers: [],
            root: root,
            dialects: [DialectSpec("compact", style: .compact, signal: .otherwise, writer: "a test")],
            summary: "",
            sources: []
        )
        return CompiledSpec([(place: 0, spec: form, byteLimit: .max)], count: 1)
    }

    /// `spec` compiled as the root of a form of its own: its object's record, nil when none
    /// was compiled.
    static func compiledRoot(_ spec: ObjectSpec) -> CompiledSpec.Object? {
        let tables = compiled(spec)
        guard let root = withUnsafePointer(to: tables) { $0.form(0) }?.root else { return nil }
        return tables.objects[Int(tables.values[Int(root)].inner)]
    }

    /// A watched member (``ArraySpec/atMostOne``) is told by its string check: read under an
    /// alias, or with a spec a variant chooses, it would be told where the tape does not look,
    /// so such an element is left to the tape; a plain one is watched.
    @Test("a watched member with an alias or a chosen spec is left to the tape")
    func watchedMembers() {
        func elementObject(_ element: ObjectSpec) -> CompiledSpec.Object? {
            let root = ObjectSpec(
                "root",
                members: [
                    .required(
                        "items",
                        .array(ArraySpec(of: .object(element), atMostOne: .init("kind", is: "x", because: "a test"))),
                        "watched"
                    )
                ]
            )
            let tables = Self.compiled(root)
            guard let rootValue = withUnsafePointer(to: tables) { $0.form(0) }?.root else { return nil }
            let rootObject = tables.objects[Int(tables.values[Int(rootValue)].inner)]
            let items = tables.values[Int(tables.members[Int(rootObject.firstMember)].value)]
            return tables.objects[Int(tables.values[Int(items.inner)].inner)]
        }
        let kind = StringRule(values: ["x", "y"])
        let plain = ObjectSpec("plain", members: [.required("kind", .string(kind), "watched")])
        let aliased = ObjectSpec(
            "aliased",
            members: [
                MemberSpec.required("kind", .string(kind), "watched")
                    .aliased("type", finding: .init(.interopLegacyForm, "an older key"))
            ]
        )
        let chosen = ObjectSpec(
            "chosen",
            members: [.required("tag", .text, "chooses"), .required("kind", .string(kind), "watched")],
            variants: [Variant(member: "kind", selectedBy: "tag", cases: [.init(strings: ["t"], .text)])]
        )
        #expect(elementObject(plain)?.isUnsupported == false)
        #expect(elementObject(aliased)?.isUnsupported == true)
        #expect(elementObject(chosen)?.isUnsupported == true)
    }
}
