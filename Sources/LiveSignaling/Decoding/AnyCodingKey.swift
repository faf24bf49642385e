/// A coding key for any string or index, for reading keys a type does not declare.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    /// The key's text; for a key made from an index, the index's decimal digits.
    public let stringValue: String
    /// The index the key stands for, or `nil` for a key that names a member by string only.
    public let intValue: Int?

    /// Makes a key for the member named `stringValue`, with no index.
    public init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// Makes a key for the index `intValue`, spelled as its decimal digits.
    public init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// Makes a key with the same string and index as `key`.
    public init(_ key: some CodingKey) {
        self.stringValue = key.stringValue
        self.intValue = key.intValue
    }
}
