/// What one JSON value must be, declared as data: its kind and the constraints that kind
/// carries. A family's whole shape is a tree of these (``ObjectSpec``); the walker
/// (`SpecWalker`), the JSON Schemas and the C validator's tables are all read off the same
/// tree, so a constraint is stated here and nowhere else.
public indirect enum ValueSpec: Sendable {
    /// A JSON string.
    case string(StringRule)
    /// A JSON number that is an integer (`486.0` counts: it is exact).
    case integer(IntegerRule)
    /// A code or its name: a JSON string is judged by the name rule, any other value as an
    /// integer by the code rule (so a wrong kind is reported as a wrong integer). A PK
    /// invitation's `type` is `91000` in the demos and `"start_pkbattles"` in the guide.
    case codeOrName(IntegerRule, StringRule)
    /// A JSON number, within the rule's bounds.
    case number(NumberRule)
    /// JSON `true` or `false`.
    case boolean
    /// A JSON object of the given shape; keys the shape does not declare are kept.
    case object(ObjectSpec)
    /// A JSON array whose elements and count the ``ArraySpec`` constrains.
    case array(ArraySpec)
    /// A JSON string whose text is a JSON document of the inner spec (`extended_data`,
    /// a UIKit invitation's `data`). Paths continue into it through `<json>`.
    case embedded(ValueSpec)
    /// A string the application owns that carries a message of another family when it holds
    /// JSON (a Tencent Chat custom element's `Data`: a `chat.custom` message), judged as that
    /// family judges it, its findings' paths through `<json>`; text that is not JSON is the
    /// app's own, with a `wire.application-data` note.
    case appMessage(WireFamily)
    /// Whatever the sender chose (an app's own custom data), kept as it is.
    case any

    /// Any JSON number a receiver can read as a double.
    public static let number = ValueSpec.number(NumberRule())
    /// A string with no rule.
    public static let text = ValueSpec.string(StringRule())
    /// A string that names something (a user, a room, a call): it must not be empty.
    public static let id = ValueSpec.string(StringRule(nonEmpty: true))

    /// The JSON kind a receiver expects here, as diagnostics name it.
    public var kindName: String {
        switch self {
        case .string, .embedded, .appMessage: "string"
        case .integer: "integer"
        case .codeOrName: "integer or string"
        case .number: "number"
        case .boolean: "boolean"
        case .object: "object"
        case .array: "array"
        case .any: "any value"
        }
    }
}

/// The constraints a string can carry.
public struct StringRule: Sendable {
    /// An empty string is reported as `wire.empty-id`.
    public var nonEmpty: Bool
    /// When not empty, the values defined; any other is reported as ``unknown``.
    public var values: [String]
    /// Whether an empty string is exempt from ``values`` (true by default: most fields with a
    /// list read `""` as "none given"). False where `""` is a value like any other that a
    /// receiver does not know: a chat message's command or business ID.
    public var exemptsEmpty: Bool
    /// What a value outside ``values`` is: `wire.enum` (an error) where the list is closed; a
    /// warning where the sender adds names as it grows (a server's callback events), so that
    /// a newer one is reported, not refused. The schemas state only a closed list.
    public var unknown: DiagnosticCode

    /// Makes a string rule; by default any string passes, and a value outside a non-empty `values` list is
    /// `wire.enum`.
    /// Whether a value outside ``values`` is refused (an error), so the list is all there is.
    public var isClosed: Bool { unknown.defaultSeverity == .error }

    public init(
        nonEmpty: Bool = false,
        values: [String] = [],
        unknown: DiagnosticCode = .wireEnum,
        exemptsEmpty: Bool = true
    ) {
        self.nonEmpty = nonEmpty
        self.values = values
        self.unknown = unknown
        self.exemptsEmpty = exemptsEmpty
    }

    /// The finding a value outside ``values`` makes, given its text: the value, then what the
    /// list holds (``unknownTail``). Every reader of the rule reports it so.
    @_spi(Generator) public func unknownFinding(for text: String) -> Variant.Case.Finding {
        .init(unknown, Self.unknownMessage(naming: text, tail: unknownTail))
    }

    /// What follows the value in ``unknownFinding(for:)``'s message.
    var unknownTail: String { " is not one of " + values.map(DiagnosticText.quoted).joined(separator: ", ") }

    /// An unknown value's message: the value quoted, then `tail` (``unknownTail``, which the
    /// compiled tables keep in place of the rule).
    static func unknownMessage(naming text: String, tail: String) -> String { DiagnosticText.quoted(text) + tail }

    /// Whether a string of `length` raw bytes (zero exactly when the text is empty) is held
    /// to ``values``: every reader of the rule asks here.
    @_spi(Generator) public func checksValues(ofLength length: Int) -> Bool {
        !values.isEmpty && (length != 0 || !exemptsEmpty)
    }
}

/// The constraints an integer can carry.
public struct IntegerRule: Sendable {
    /// Values outside are `wire.range`.
    public var range: ClosedRange<Int64>
    /// When not empty, the known codes and what each means; any other in-range value is
    /// `wire.enum`, naming them.
    public var codes: [Code] {
        didSet { codeValues = codes.map(\.value) }
    }
    /// The codes' values alone, in the same order: a value is looked up here, where comparing
    /// it with each `Code` copied the code's strings (~150 instructions a code).
    private(set) var codeValues: [Int64]

    /// A known value of an integer code table and what it means.
    public struct Code: Sendable {
        /// The integer as sent.
        public var value: Int64
        /// What the value stands for; a `wire.enum` finding lists it beside the value.
        public var meaning: String
        /// A known value that one client sends and another cannot read: accepted, with this
        /// finding at the value (the Android demo's own co-host codes, which iOS and Flutter
        /// read as unknown).
        public var finding: Variant.Case.Finding?

        /// Makes the code `value`, which stands for `meaning`; by default it makes no finding.
        public init(_ value: Int64, _ meaning: String, finding: Variant.Case.Finding? = nil) {
            self.value = value
            self.meaning = meaning
            self.finding = finding
        }
    }

    /// Makes an integer rule; by default every 64-bit integer passes and there is no code table.
    public init(range: ClosedRange<Int64> = Int64.min...Int64.max, codes: [Code] = []) {
        self.range = range
        self.codes = codes
        self.codeValues = codes.map(\.value)
    }

    /// The place in ``codes`` of the code `value` is; nil for a value the table does not list.
    func codeIndex(of value: Int64) -> Int? { codeValues.firstIndex(of: value) }
}

/// The constraints a number can carry, past being finite as a double.
public struct NumberRule: Sendable {
    /// Values below are `wire.range`; nil for no floor.
    public var minimum: Double?
    /// A number with a fraction is taken, with this finding at it: a value a receiver reads
    /// as an integer (a PK rect's sides, whose fraction the Android demo drops).
    /// Nil when a fraction is a value like any other.
    public var fraction: Variant.Case.Finding?

    /// Makes a number rule; by default any finite number passes.
    public init(minimum: Double? = nil, fraction: Variant.Case.Finding? = nil) {
        self.minimum = minimum
        self.fraction = fraction
    }

    /// The finding a finite `value`, written `lexeme`, makes under the rule, if any: one below
    /// the floor is out of range (its fraction then unmentioned), a fraction where the rule
    /// notes one is noted. Every reader of the rule asks here.
    @_spi(Generator) public func finding(
        for value: Double,
        lexeme: @autoclosure () -> String,
        subject: String
    ) -> Variant.Case.Finding? {
        if let minimum, value < minimum {
            return .init(.wireRange, "\(subject) is \(lexeme()); it must be at least \(minimum.formatted)")
        }
        if let fraction, value != value.rounded(.towardZero) {
            return .init(
                fraction.code,
                Self.fractionMessage(subject: subject, lexeme: lexeme(), note: fraction.message)
            )
        }
        return nil
    }

    /// A noted fraction's message: the member, the number as written, then the note.
    static func fractionMessage(subject: String, lexeme: String, note: String) -> String {
        "\(subject) is \(lexeme); \(note)"
    }
}

extension Double {
    /// A bound as a rule states it: `0`, not `0.0`, when whole.
    fileprivate var formatted: String {
        self == rounded(.towardZero) && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}

/// An array: its elements' spec and how many it may hold.
public struct ArraySpec: Sendable {
    /// What every element must be.
    public var element: ValueSpec
    /// Counts outside are `wire.count`.
    public var count: ClosedRange<Int>
    /// Elements of which the array holds at most one (``AtMostOne``); nil for no such limit.
    public var atMostOne: AtMostOne?

    /// Makes an array of `element`s; by default it may hold any number of them, none included,
    /// of any kind.
    public init(of element: ValueSpec, count: ClosedRange<Int> = 0...Int.max, atMostOne: AtMostOne? = nil) {
        self.element = element
        self.count = count
        self.atMostOne = atMostOne
    }

    /// At most one element may be an object whose member ``key`` holds the string ``value``
    /// (a REST body carries at most one `TIMCustomElem`): each one after the first is
    /// `wire.count`, at that element. (JSON Schema states it as `maxContains`.)
    public struct AtMostOne: Sendable {
        /// The member of each element that is compared (an element's `MsgType`).
        public var key: String
        /// The value of which at most one element may hold (`TIMCustomElem`).
        public var value: String
        /// Why, as the finding ends.
        public var reason: String

        /// At most one element whose `key` is `value`, because of `reason`.
        public init(_ key: String, is value: String, because reason: String) {
            self.key = key
            self.value = value
            self.reason = reason
        }

        /// The finding at each such element after the first. Every reader of the limit asks here.
        @_spi(Generator) public var finding: Variant.Case.Finding {
            .init(.wireCount, "a second \(value); \(reason)")
        }
    }
}
