/// Collects findings that name a path and no byte offset: a limit on a configuration, or the
/// rules a value breaks before it is written.
public struct DiagnosticSink: Sendable {
    /// The findings reported so far, in the order reported; they name a path and
    /// have no byte offset yet.
    public private(set) var diagnostics: [Diagnostic] = []
    /// For each diagnostic, other paths it reasons about (a rule comparing two fields); it is
    /// dropped when any of them failed to decode.
    private(set) var dependencies: [[JSONPath]] = []

    /// Creates a sink with no findings.
    public init() {}

    /// Records a finding of `code` at `path`, with `message` for a person to read.
    ///
    /// `severity`, when given, replaces the code's default severity. `dependsOn` names other paths the rule
    /// reasons about (a rule comparing two fields): a decoder leaves the finding out when any of them failed
    /// to decode.
    public mutating func report(
        _ code: DiagnosticCode,
        at path: JSONPath,
        _ message: String,
        severity: Severity? = nil,
        dependsOn: [JSONPath] = []
    ) {
        diagnostics.append(Diagnostic(code, severity: severity, path: path, offset: nil, message: message))
        dependencies.append(dependsOn)
    }

    /// Reports `wire.empty-id` when an ID the flow needs is empty. The path is built only then.
    mutating func requireID(_ value: String, at path: @autoclosure () -> JSONPath, _ what: @autoclosure () -> String) {
        if value.isEmpty {
            report(.wireEmptyID, at: path(), "\(what()) is empty; the flow needs a real ID here")
        }
    }

    /// Reports `wire.empty-id` when an optional ID is present but empty.
    mutating func requireID(_ value: String?, at path: @autoclosure () -> JSONPath, _ what: @autoclosure () -> String) {
        if let value, value.isEmpty { requireID(value, at: path(), what()) }
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
