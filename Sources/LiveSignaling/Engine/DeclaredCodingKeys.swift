/// Coding keys whose names come from a family's declared keys (``DeclaredKey``), so that a key
/// is spelled once for the Codable path, detection and the C tables. A conforming type lists its keys in `allCases`, in writer order.
protocol DeclaredCodingKeys: CodingKey, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The key named as `key` declares it (its name kept as a String, built once).
    init(declared key: DeclaredKey)
}

extension DeclaredCodingKeys {
    init?(stringValue: String) {
        guard let key = Self.allCases.first(where: { $0.stringValue == stringValue }) else { return nil }
        self = key
    }

    var intValue: Int? { nil }

    init?(intValue: Int) { nil }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.stringValue == rhs.stringValue }

    func hash(into hasher: inout Hasher) { hasher.combine(stringValue) }
}

extension DeclaredKey {
    /// The key's name as a String, for coding keys and messages.
    var string: String { name.description }
}
