/// A JSON object's members in the order writers emit them, and the rules between them.
///
/// Keys not listed are the sender's own: they are kept, never reported, so a relay does not
/// drop what a newer client added.
public struct ObjectSpec: Sendable {
    /// A name for the shape, as the C tables and the schemas' descriptions call it.
    public var name: String
    /// The declared members, in the order writers emit them.
    public var members: [MemberSpec] {
        didSet { hasAliases = Self.anyAliased(members) }
    }
    /// Whether any member has an alias: most objects have none, and the walker skips looking
    /// for one (kept, not computed: asking each member costs every object walked).
    private(set) var hasAliases: Bool
    /// Members whose spec depends on another member's value (``Variant``).
    public var variants: [Variant]
    /// Groups of keys of which exactly one must hold a value (`wire.one-of` at the object); a
    /// `null` counts as absent, as an optional member's `null` does everywhere else.
    public var exactlyOneOf: [[String]]
    /// Pairs of number members whose first must not exceed their second (``OrderedPair``).
    public var ordered: [OrderedPair]
    /// Rules between members that data cannot state (``ObjectRule``), judged once the object
    /// has been walked.
    public var rules: [ObjectRule]

    /// Makes a shape named `name` with `members` in writer order; by default no variants, no
    /// one-of groups, no ordered pairs and no named rules.
    public init(
        _ name: String,
        members: [MemberSpec],
        variants: [Variant] = [],
        exactlyOneOf: [[String]] = [],
        ordered: [OrderedPair] = [],
        rules: [ObjectRule] = []
    ) {
        self.name = name
        self.members = members
        self.hasAliases = Self.anyAliased(members)
        self.variants = variants
        self.exactlyOneOf = exactlyOneOf
        self.ordered = ordered
        self.rules = rules
    }

    /// The member declared under `key`.
    public func member(_ key: String) -> MemberSpec? { members.first { $0.key == key } }

    /// The place in ``members`` of the member whose key the tape's key entry spells.
    func memberIndex(spelledBy key: JSONTape.Entry, in base: UnsafePointer<UInt8>) -> Int? {
        members.firstIndex { member in
            member.keyBytes.withUnsafeBufferPointer { WireKeyMatching.matches(key, $0, base) }
        }
    }

    /// The member, by place in ``members``, and its alias, by place in its ``MemberSpec/aliases``,
    /// that the tape's key entry spells as an alias.
    func aliasIndex(spelledBy key: JSONTape.Entry, in base: UnsafePointer<UInt8>) -> (member: Int, alias: Int)? {
        for (place, member) in members.enumerated() {
            if let alias = member.aliases.firstIndex(where: { WireKeyMatching.matches(key, $0.key, base) }) {
                return (place, alias)
            }
        }
        return nil
    }

    private static func anyAliased(_ members: [MemberSpec]) -> Bool { members.contains { !$0.aliases.isEmpty } }

    /// The variant case that chooses `member`'s spec, given the object's selector values
    /// (`selector` gives the value under a key, when it is an integer or a string): the first
    /// variant that chooses wins. Every reader of the spec asks here.
    func choice(for member: String, selector: (String) -> SelectorValue?) -> Variant.Case? {
        for variant in variants where variant.member == member {
            let chosen: Variant.Case? =
                switch selector(variant.selector) {
                case .integer(let value)?: variant.choice(for: value)
                case .string(let value)?: variant.choice(for: value)
                case nil: variant.otherwise
                }
            if let chosen { return chosen }
        }
        return nil
    }
}

extension ObjectSpec {
    /// The variant case that chooses `member`'s spec in an object already read into a value
    /// (a typed message's members).
    func choice(for member: String, in members: JSONObject) -> Variant.Case? {
        choice(for: member) { key in
            switch members[key] {
            case .number(let number)?: number.exactly(Int64.self).map { .integer($0) }
            case .string(let text)?: .string(text)
            default: nil
            }
        }
    }
}

/// Two number members of one object, the first of which must not exceed the second: a PK
/// rect's `left` and `right`, `top` and `bottom`. When both are numbers and the first is the
/// larger, `wire.range` is reported at the second. (JSON Schema cannot compare two members:
/// the schemas state the pair in the object's description.)
public struct OrderedPair: Sendable {
    /// The member that must not be the larger.
    public var lower: String
    /// The member that must not be the smaller; the finding is reported at it.
    public var upper: String
    /// Why, as the finding and the schema's description end.
    public var reason: String

    /// Makes the pair: `lower` must not exceed `upper`, because of `reason`.
    public init(_ lower: String, notAbove upper: String, because reason: String) {
        self.lower = lower
        self.upper = upper
        self.reason = reason
    }

    /// The finding when `lower` holds `low` and `upper` holds `high` (both finite); nil when
    /// they are in order. Every reader of the pair asks here.
    @_spi(Generator) public func finding(low: Double, high: Double) -> Variant.Case.Finding? {
        guard low > high else { return nil }
        return .init(.wireRange, "\(upper) is less than \(lower); \(reason)")
    }
}

/// A selector's value, as variants compare it.
enum SelectorValue {
    case integer(Int64)
    case string(String)
}

/// One member of an object.
public struct MemberSpec: Sendable {
    /// The key the member is written under.
    public var key: String {
        didSet { keyBytes = Array(key.utf8) }
    }
    /// The key's UTF-8, kept so the walker compares it with the bytes of a message's keys
    /// without building a `String` for each.
    private(set) var keyBytes: [UInt8]
    /// What the member's value must be, unless a ``Variant`` chooses another spec.
    public var value: ValueSpec
    /// A required member that is missing is `wire.missing-key`. An optional one may be
    /// missing, and `null` unless ``allowsNull`` is false.
    public var isRequired: Bool
    /// Whether an optional member may be `null` (most receivers read it as absent; one that
    /// force-casts it does not).
    public var allowsNull: Bool
    /// A `null` that one client writes and another's receiver cannot read: taken (the member
    /// is present, its value absent) with this finding at the member, a warning, instead of
    /// being judged against ``value``. TUILiveKit's Flutter kit writes a user's missing name
    /// as `null`, which the iOS kit's `String` field refuses.
    public var nullFinding: Variant.Case.Finding?
    /// Other keys a client writes the member under, tried in this order when ``key`` is absent:
    /// read as the member, with the alias's finding at its value. When ``key`` is present, an
    /// alias is a key like any undeclared one, kept and not judged. (The Android document
    /// writes a co-host request's type under `action_type`.)
    public var aliases: [MemberAlias] = []
    /// A finding every value of the member makes, at the value, when it is of the member's
    /// kind (not `null`, nothing the walk refuses as the wrong kind or size): what the member
    /// itself says about the message (a UIKit PK's `r_id`: attributes the demos cannot read).
    public var note: Variant.Case.Finding?
    /// One line for the schema's description and the reference.
    public var meaning: String

    init(
        key: String,
        value: ValueSpec,
        isRequired: Bool,
        allowsNull: Bool,
        meaning: String,
        nullFinding: Variant.Case.Finding? = nil
    ) {
        self.key = key
        self.keyBytes = Array(key.utf8)
        self.value = value
        self.isRequired = isRequired
        self.allowsNull = allowsNull
        self.meaning = meaning
        self.nullFinding = nullFinding
    }

    /// The member with `finding` made at every value of it (``note``).
    public func noting(_ finding: Variant.Case.Finding) -> MemberSpec {
        var copy = self
        copy.note = finding
        return copy
    }

    /// The member read also from `alias` when its own key is absent, with `finding` at the
    /// alias's value (``aliases``).
    public func aliased(_ alias: String, finding: Variant.Case.Finding) -> MemberSpec {
        var copy = self
        copy.aliases.append(MemberAlias(key: alias, finding: finding))
        return copy
    }

    /// Whether the member must be present, given the variant case chosen for it (nil when no
    /// case chooses): required by its declaration or by that case. Every reader of a spec asks
    /// here, so "required" means one thing to the walker, the streamed check and the schemas.
    @_spi(Generator) public func isRequired(under choice: Variant.Case?) -> Bool {
        isRequired || choice?.isRequired == true
    }

    /// Whether a `null` here stands for the member being absent: an optional member that allows
    /// it, under a case that does not require it.
    @_spi(Generator) public func acceptsNull(under choice: Variant.Case?) -> Bool {
        !isRequired(under: choice) && allowsNull
    }

    /// A member that must be present (missing, it is `wire.missing-key`); a `null` is judged against
    /// `value`, not taken as absent. `meaning` is its one-line description.
    public static func required(_ key: String, _ value: ValueSpec, _ meaning: String) -> MemberSpec {
        MemberSpec(key: key, value: value, isRequired: true, allowsNull: false, meaning: meaning)
    }

    /// A member that must be present, whose `null` is taken with `finding` (``nullFinding``);
    /// `meaning` is its one-line description.
    public static func required(
        _ key: String,
        _ value: ValueSpec,
        _ meaning: String,
        nullIs finding: Variant.Case.Finding
    ) -> MemberSpec {
        MemberSpec(key: key, value: value, isRequired: true, allowsNull: false, meaning: meaning, nullFinding: finding)
    }

    /// A member that may be missing, and may be `null` unless `allowsNull` is false; `meaning` is its one-line
    /// description.
    public static func optional(
        _ key: String,
        _ value: ValueSpec,
        _ meaning: String,
        allowsNull: Bool = true
    ) -> MemberSpec {
        MemberSpec(key: key, value: value, isRequired: false, allowsNull: allowsNull, meaning: meaning)
    }
}

/// Another key a member may be written under (``MemberSpec/aliases``).
public struct MemberAlias: Sendable {
    /// The key, as that client writes it.
    public var key: String
    /// What writing the member under this key is: reported at the value.
    public var finding: Variant.Case.Finding
}

/// A member whose spec is chosen by the value of a sibling, an integer or a string (the first
/// variant that chooses wins; the schemas apply the member's own spec too, so a case must
/// narrow it, never contradict it): a UIKit
/// invitation's `data` holds a call, a PK battle or a co-host request according to its
/// `type`; a UIKit SEI's `sei`, a device state or the app's own data according to its `type`.
public struct Variant: Sendable {
    /// The sibling whose value chooses.
    public var selector: String
    /// The member whose spec it chooses.
    public var member: String
    /// The selector values that choose a spec, with the spec each chooses; the first case that lists the value wins.
    public var cases: [Case]

    /// The spec that some values of the selector choose for the member.
    public struct Case: Sendable {
        /// The integer selector values that choose this case; empty for a case chosen by strings.
        public var values: [Int64]
        /// The string selector values that choose this case; empty for a case chosen by integers.
        public var strings: [String]
        /// What the member's value must be when this case is chosen, checked in place of the
        /// member's own spec; nil keeps the member's own (a case that says only whether the
        /// member is required: a PK invitation's room, optional for a call code).
        public var spec: ValueSpec?
        /// A finding the choice itself makes, at the member (a note that the member holds the
        /// app's own data, not what the family is about).
        public var finding: Finding?
        /// Whether the member must be present when this case is chosen (a ZIM callback's
        /// `call_id` or `room_id`, required by its `event`); absent, it is `wire.missing-key`,
        /// and `null` is not allowed.
        public var isRequired: Bool
        /// Whether the case is chosen by every selector value the cases before it do not list,
        /// and when the selector is absent or neither an integer nor a string: a PK
        /// invitation's `room_id` is required unless `type` is one of the two call codes.
        /// Cases after it are never chosen.
        public var isOtherwise: Bool = false

        /// A diagnostic reported at the member when this case is chosen and the member's value is not `null`.
        public struct Finding: Sendable {
            public var code: DiagnosticCode
            public var message: String

            public init(_ code: DiagnosticCode, _ message: String) {
                self.code = code
                self.message = message
            }
        }

        /// Makes a case chosen by integer selector values; by default it reports nothing and does not require
        /// the member.
        public init(_ values: [Int64], _ spec: ValueSpec?, finding: Finding? = nil, required: Bool = false) {
            self.values = values
            self.strings = []
            self.spec = spec
            self.finding = finding
            self.isRequired = required
        }

        /// Makes a case chosen by string selector values; by default it reports nothing and does not require
        /// the member.
        public init(strings: [String], _ spec: ValueSpec?, finding: Finding? = nil, required: Bool = false) {
            self.values = []
            self.strings = strings
            self.spec = spec
            self.finding = finding
            self.isRequired = required
        }
    }

    /// Makes a variant in which the value of the sibling `selector` chooses `member`'s spec among `cases`.
    public init(member: String, selectedBy selector: String, cases: [Case]) {
        self.member = member
        self.selector = selector
        self.cases = cases
    }

    /// The case for a selector value; nil keeps the member's own spec.
    public func choice(for value: Int64) -> Case? { cases.first { $0.isOtherwise || $0.values.contains(value) } }

    /// The case for a string selector value; nil keeps the member's own spec.
    public func choice(for value: String) -> Case? { cases.first { $0.isOtherwise || $0.strings.contains(value) } }

    /// The case for a selector that is absent, or neither an integer nor a string: the
    /// otherwise case, if there is one.
    public var otherwise: Case? { cases.first(where: \.isOtherwise) }
}

extension Variant.Case {
    /// The case chosen by every value the cases before it do not list (``isOtherwise``); by
    /// default it reports nothing and does not require the member.
    public static func otherwise(_ spec: ValueSpec?, finding: Finding? = nil, required: Bool = false) -> Self {
        var choice = Self([], spec, finding: finding, required: required)
        choice.isOtherwise = true
        return choice
    }
}
