/// Collects findings that name a path and no byte offset: a limit on a configuration, or the
/// rules a value breaks before it is written.
public struct DiagnosticSink: Sendable {
    /// The findings reported so far, in the order reported; they name a path and
    /// have no byte offset yet.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a sink with no findings.
    public init() {}

    /// Records a finding of `code` at `path`, with `message` for a person to read.
    ///
    /// `severity`, when given, replaces the code's default severity.
    public mutating func report(_ code: DiagnosticCode, at path: JSONPath, _ message: String, severity: Severity? = nil)
    {
        diagnostics.append(Diagnostic(code, severity: severity, path: path, offset: nil, message: message))
    }
}

/// A typed value whose rules beyond its shape (codes, ranges, IDs, hazards) are the form it
/// is declared by: a message read from the wire is judged by walking that form over its
/// bytes, and a value about to be written by walking it over the value's encoding.
protocol WireValidatable: Encodable {
    /// The declaration of this value's rules.
    var ruleForm: FormSpec { get }
}

extension WireValidatable {
    /// The findings of the form's rules on the value as it encodes, each naming its path (a
    /// value has no bytes yet): the form's note at the root, then its walk.
    var ruleFindings: [Diagnostic] {
        var sink = DiagnosticSink()
        let form = ruleForm
        if let note = form.note { sink.report(note.code, at: .root, note.message) }
        SpecValues.report(encoding: self, as: .object(form.root), at: .root, into: &sink)
        return sink.diagnostics
    }
}
