/// A JSON object's members in the order writers emit them, and the rules between them.
///
/// Keys not listed are the sender's own: they are kept, never reported, so a relay does not
/// drop what a newer client added.
public struct ObjectSpec: Sendable {
    /// A name for the shape (the schema's `$defs` entry, the reference's heading).
    public var name: String
    public var members: [MemberSpec]
    /// Members whose spec depends on another member's value (``Variant``).
    public var variants: [Variant]
    /// Groups of keys of which exactly one must be present (`wire.one-of` at the object).
    public var exactlyOneOf: [[String]]

    public init(_ name: String, members: [MemberSpec], variants: [Variant] = [], exactlyOneOf: [[String]] = []) {
        self.name = name
        self.members = members
        self.variants = variants
        self.exactlyOneOf = exactlyOneOf
    }

    /// The member declared under `key`.
    public func member(_ key: String) -> MemberSpec? { members.first { $0.key == key } }
}

/// One member of an object.
public struct MemberSpec: Sendable {
    public var key: String
    public var value: ValueSpec
    /// A required member that is missing is `wire.missing-key`. An optional one may be
    /// missing or `null`.
    public var isRequired: Bool
    /// One line for the schema's description and the reference.
    public var meaning: String

    public static func required(_ key: String, _ value: ValueSpec, _ meaning: String) -> MemberSpec {
        MemberSpec(key: key, value: value, isRequired: true, meaning: meaning)
    }

    public static func optional(_ key: String, _ value: ValueSpec, _ meaning: String) -> MemberSpec {
        MemberSpec(key: key, value: value, isRequired: false, meaning: meaning)
    }
}

/// A member whose spec is chosen by the integer value of a sibling: a UIKit invitation's
/// `data` holds a call, a PK battle or a co-host request according to its `type`.
public struct Variant: Sendable {
    /// The sibling whose value chooses.
    public var selector: String
    /// The member whose spec it chooses.
    public var member: String
    public var cases: [Case]

    public struct Case: Sendable {
        public var values: [Int64]
        public var spec: ValueSpec

        public init(_ values: [Int64], _ spec: ValueSpec) {
            self.values = values
            self.spec = spec
        }
    }

    public init(member: String, selectedBy selector: String, cases: [Case]) {
        self.member = member
        self.selector = selector
        self.cases = cases
    }

    /// The spec for a selector value; nil keeps the member's own.
    public func spec(for value: Int64) -> ValueSpec? { cases.first { $0.values.contains(value) }?.spec }
}
