/// A rule between an object's members that the spec cannot state as data, declared once by
/// name and judged in one place (``judge``) over ``RuleFacts``: what every engine gathers as
/// it walks the object. The walker over the tape, the streamed check and the typed values all
/// ask the same function; the C validator, an independent engine, states each named rule by
/// hand beside its generated tables, and the differential keeps the two honest.
///
/// The facts are few on purpose: a rule reads one member, which of a few selector values the
/// elements of one array hold, and what the first message carried in the object's strings is
/// (``ValueSpec/appMessage(_:)``). A rule that needs more is a sign the spec should state it as
/// data.
public struct ObjectRule: Sendable {
    /// The rule's name, as the schemas' descriptions and the reference give it.
    public var name: String
    /// The member the rule reads, and where its finding is placed: at the member's value, or
    /// at the object when the member is absent.
    public var member: String
    /// The array member whose elements the rule looks at, by the string each holds under
    /// `selector`; ``RuleFacts/holds(_:)`` tells which of `watched` some element holds.
    public var elements: Elements?
    /// One line for the schema's description and the reference.
    public var meaning: String
    /// The finding, when the facts break the rule; nil when they keep it.
    public let judge: @Sendable (RuleFacts) -> Variant.Case.Finding?

    /// The elements a rule looks at (``ObjectRule/elements``).
    public struct Elements: Sendable {
        /// The array member whose elements are looked at.
        public var array: String
        /// The member of each element whose string value is compared (an element's `MsgType`).
        public var selector: String
        /// The values the rule asks about, each by its place (``RuleFacts/holds(_:)``).
        public var watched: [String]

        /// The elements of `array`, by the value each holds under `selector`, among `watched`.
        public init(of array: String, by selector: String, watching watched: [String]) {
            self.array = array
            self.selector = selector
            self.watched = watched
        }
    }

    /// Makes the rule `name`, reading `member` (and `elements`, when given), judged by `judge`.
    public init(
        _ name: String,
        reading member: String,
        elements: Elements? = nil,
        meaning: String,
        judge: @escaping @Sendable (RuleFacts) -> Variant.Case.Finding?
    ) {
        self.name = name
        self.member = member
        self.elements = elements
        self.meaning = meaning
        self.judge = judge
    }
}

/// What an ``ObjectRule`` may ask of the object it is judged on.
public struct RuleFacts: Sendable {
    /// The rule's member as the object holds it.
    public var member: Member
    /// Bit `n` set: some element of the rule's array holds the rule's `n`th watched value.
    var watchedHeld: UInt64
    /// The kind of the first message the object's strings carry that has one; nil when none does.
    public var carriedKind: ChatCustom.Kind?

    /// A member as a rule reads it.
    public enum Member: Sendable, Equatable {
        /// Absent, or `null`: a null counts as absent, as an optional member's does everywhere.
        case absent
        /// A string, decoded.
        case string(String)
        /// `null`, or a value of another kind: the member's own spec speaks of it.
        case other
    }

    /// Whether some element of the rule's array holds its `place`th watched value.
    public func holds(_ place: Int) -> Bool { place >= 0 && place < 64 && watchedHeld & 1 << UInt64(place) != 0 }
}
