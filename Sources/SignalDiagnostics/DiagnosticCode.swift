/// A stable, dotted diagnostic code such as `json.depth` or `wire.missing-key`.
///
/// The prefix names the layer that found the problem (``DiagnosticLayer``).
/// ``DiagnosticCode/catalogue`` lists every code with its severity, meaning and a vector that
/// produces it; the C validator's table and docs/diagnostics.md are generated from it.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The dotted code as findings, reports and the C validator's table write it, e.g. `wire.missing-key`.
    public let rawValue: String

    /// A code with this text; any text is accepted, and one not in the catalogue has no
    /// ``DiagnosticCode/entry`` and a ``DiagnosticCode/defaultSeverity`` of error.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The code's text, e.g. `json.depth`.
    public var description: String { rawValue }

    /// The severity this code carries unless a checker says otherwise: the catalogue's, and
    /// error for a code that is not ours.
    public var defaultSeverity: Severity { Self.severityIndex[rawValue] ?? .error }

    /// The catalogue entry for this code, if it is one of ours.
    public var entry: DiagnosticCatalogueEntry? { Self.catalogueIndex[rawValue] }

    /// The layer named by the code's prefix, if it is one of ours.
    public var layer: DiagnosticLayer? {
        rawValue.split(separator: ".", maxSplits: 1).first.flatMap { DiagnosticLayer(rawValue: String($0)) }
    }

    private static let catalogueIndex: [String: DiagnosticCatalogueEntry] = Dictionary(
        catalogue.map { ($0.code.rawValue, $0) },
        uniquingKeysWith: { first, _ in first }
    )

    /// The catalogue's severities alone, as ``catalogueIndex`` finds them: every finding asks
    /// for its severity, and taking it from the whole entry copied (and retained) the entry's
    /// strings, ~600 instructions a finding.
    private static let severityIndex: [String: Severity] = catalogueIndex.mapValues(\.severity)
}

/// The layers that report diagnostics, named by the codes' prefixes.
public enum DiagnosticLayer: String, CaseIterable, Hashable, Sendable {
    /// The text is not acceptable JSON.
    case json
    /// The JSON does not match the family's shape or rules.
    case wire
    /// A vendor's documented maximum is exceeded.
    case limit
    /// Valid, but a known client mishandles it.
    case interop
    /// H.264/HEVC bytes.
    case sei
    /// A conversation of messages breaks a lifecycle rule.
    case session
}

/// One row of the catalogue: the code, its default severity, what it means, and a vector that
/// produces it (a path from the package root; a test runs it and expects the code).
public struct DiagnosticCatalogueEntry: Hashable, Sendable {
    /// The code this row describes.
    public let code: DiagnosticCode
    /// The severity findings with this code carry unless their checker says otherwise.
    public let severity: Severity
    /// What the code means, as docs/diagnostics.md prints it.
    public let summary: String
    /// The vector that produces the code: a path from the package root.
    public let vector: String
}
