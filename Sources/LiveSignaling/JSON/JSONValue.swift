/// Any JSON value, keeping what a generic decoder would lose: the order of an object's keys,
/// repeated keys, and each number's exact text.
///
/// Equality is exact: `486` and `486.0` differ, as do objects with the same members in a
/// different order.
public enum JSONValue: Hashable, Sendable {
    /// JSON `null`.
    case null
    /// JSON `true` or `false`.
    case bool(Bool)
    /// A number, kept as the exact text it was written as.
    case number(JSONNumber)
    /// A string, with its escapes decoded.
    case string(String)
    /// An array, its elements in document order.
    case array([JSONValue])
    /// An object, its members in document order with repeated keys kept.
    case object(JSONObject)

    /// The text of a string value, or `nil` when the value is not a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The members of an object value, or `nil` when the value is not an object.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The elements of an array value, or `nil` when the value is not an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// Whether the value is an object or an array: what a JSON document carried inside a
    /// string is, when the string holds one (a bare number or `true` there is the wrong kind).
    public var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }

    /// The number a number value holds, or `nil` when the value is not a number.
    public var numberValue: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The flag a boolean value holds, or `nil` when the value is not `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The JSON type's name as messages use it: `object`, `array`, `string`, `number`, `boolean`, `null`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// Makes a string value from a string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Makes a boolean value from `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Makes a number from an integer literal, written in decimal without a fraction.
    public init(integerLiteral value: Int64) { self = .number(JSONNumber(value)) }
    /// Makes an array of the literal's elements, in order.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Makes an object of the literal's members in the order written, repeated keys included.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }
    /// Makes JSON `null` from `nil`.
    public init(nilLiteral: ()) { self = .null }
}

/// The members of a JSON object in document order. Lookup by key returns the last member with
/// that key, as most JSON readers do.
public struct JSONObject: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One key and its value inside an object.
    public struct Member: Hashable, Sendable {
        /// The name before the colon, with its escapes decoded.
        public var key: String
        /// The value after the colon.
        public var value: JSONValue
        /// Makes a member named `key` that holds `value`.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Every member in document order, repeated keys included.
    public var members: [Member]

    /// `JSONObject()` is the cheap empty object: `[:]` goes through the variadic literal
    /// initializer, which costs a call and an array on every use (the wire types' default
    /// `unknownFields` is built once per decoded object).
    public init(_ members: [Member] = []) { self.members = members }

    /// Makes an object of the literal's members in the order written, repeated keys included.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    /// The position of the first member, which is always 0.
    public var startIndex: Int { members.startIndex }
    /// The position one past the last member: the number of members.
    public var endIndex: Int { members.endIndex }
    /// The member at `position`, counting in document order from 0.
    public subscript(position: Int) -> Member { members[position] }

    /// The value of the last member named `key`. Setting replaces that member's value in place,
    /// or appends a member; setting nil removes every member named `key`.
    public subscript(key: String) -> JSONValue? {
        get { members.last { $0.key == key }?.value }
        set {
            guard let newValue else {
                members.removeAll { $0.key == key }
                return
            }
            if let index = members.lastIndex(where: { $0.key == key }) {
                members[index].value = newValue
            } else {
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// The members' keys in document order, a repeated key once per member.
    public var keys: [String] { members.map(\.key) }
}
