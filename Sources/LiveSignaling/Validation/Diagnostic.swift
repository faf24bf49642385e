/// One finding about a message: what (a stable code), how bad, where (JSON path and byte
/// offset), and a sentence a person can act on.
///
/// Codes and paths are the contract shared with the C validator and the vectors; the message
/// text is for people and may be reworded between releases.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var code: DiagnosticCode
    public var severity: Severity
    public var path: JSONPath
    /// Byte offset in the outermost document, when the finding has a position.
    public var offset: Int?
    public var message: String

    public init(
        _ code: DiagnosticCode,
        severity: Severity? = nil,
        path: JSONPath = .root,
        offset: Int? = nil,
        message: String
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.path = path
        self.offset = offset
        self.message = message
    }

    public var description: String {
        let at = offset.map { " at byte \($0)" } ?? ""
        return "\(severity.rawValue)[\(code.rawValue)] \(path)\(at): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// True when nothing in the list is an error.
    public var allowsMessage: Bool { !contains { $0.severity == .error } }
}
