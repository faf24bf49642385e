/// A stable, dotted diagnostic code such as `json.depth` or `wire.missing-key`.
///
/// The prefix names the layer that found the problem: `json` (the text is not acceptable
/// JSON), `wire` (the JSON does not match the family's shape), `limit` (a vendor's documented
/// maximum is exceeded), `interop` (valid, but a known client mishandles it), `sei` (H.264/HEVC
/// bytes) and `session` (a conversation of messages breaks a lifecycle rule).
/// ``DiagnosticCode/catalogue`` lists every code; the C validator and the vectors use the same strings.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// The severity this code carries unless a checker says otherwise.
    public var defaultSeverity: Severity {
        Self.catalogueIndex[rawValue]?.severity ?? .error
    }

    /// The catalogue entry for this code, if it is one of ours.
    public var entry: DiagnosticCatalogueEntry? { Self.catalogueIndex[rawValue] }

    private static let catalogueIndex: [String: DiagnosticCatalogueEntry] = Dictionary(
        uniqueKeysWithValues: catalogue.map { ($0.code.rawValue, $0) }
    )
}

/// One row of the catalogue: the code, its default severity and what it means.
public struct DiagnosticCatalogueEntry: Hashable, Sendable {
    public let code: DiagnosticCode
    public let severity: Severity
    public let summary: String
}
