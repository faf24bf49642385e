/// What one JSON value must be, declared as data: its kind and the constraints that kind
/// carries. A family's whole shape is a tree of these (``ObjectSpec``); the walker
/// (``SpecWalker``), the JSON Schemas and the C validator's tables are all read off the same
/// tree, so a constraint is stated here and nowhere else.
public indirect enum ValueSpec: Sendable {
    /// A JSON string.
    case string(StringRule)
    /// A JSON number that is an integer (`486.0` counts: it is exact).
    case integer(IntegerRule)
    /// Any JSON number.
    case number
    case boolean
    case object(ObjectSpec)
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

    /// A string with no rule.
    public static let text = ValueSpec.string(StringRule())
    /// A string that names something (a user, a room, a call): it must not be empty.
    public static let id = ValueSpec.string(StringRule(nonEmpty: true))

    /// The JSON kind a receiver expects here, as diagnostics name it.
    public var kindName: String {
        switch self {
        case .string, .embedded, .appMessage: "string"
        case .integer: "integer"
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
    /// What a value outside ``values`` is: `wire.enum` (an error) where the list is closed; a
    /// warning where the sender adds names as it grows (a server's callback events), so that
    /// a newer one is reported, not refused. The schemas state only a closed list.
    public var unknown: DiagnosticCode

    public init(nonEmpty: Bool = false, values: [String] = [], unknown: DiagnosticCode = .wireEnum) {
        self.nonEmpty = nonEmpty
        self.values = values
        self.unknown = unknown
    }
}

/// The constraints an integer can carry.
public struct IntegerRule: Sendable {
    /// Values outside are `wire.range`.
    public var range: ClosedRange<Int64>
    /// When not empty, the known codes and what each means; any other in-range value is
    /// `wire.enum`, naming them.
    public var codes: [Code]

    public struct Code: Sendable {
        public var value: Int64
        public var meaning: String

        public init(_ value: Int64, _ meaning: String) {
            self.value = value
            self.meaning = meaning
        }
    }

    public init(range: ClosedRange<Int64> = Int64.min...Int64.max, codes: [Code] = []) {
        self.range = range
        self.codes = codes
    }
}

/// An array: its elements' spec and how many it may hold.
public struct ArraySpec: Sendable {
    public var element: ValueSpec
    /// Counts outside are `wire.count`.
    public var count: ClosedRange<Int>

    public init(of element: ValueSpec, count: ClosedRange<Int> = 0...Int.max) {
        self.element = element
        self.count = count
    }
}
