/// Collects what the rules of a family find in a decoded value. Values carry no byte
/// positions, so findings name a path; `OffsetResolver` finds the offset afterwards.
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

/// A value that can check its family's rules beyond shape: codes, ranges, IDs, hazards.
protocol WireValidatable {
    /// Checks the rules; `path` is where this value sits, built only when a rule reports.
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink)
}

extension EmbeddedJSON: WireValidatable where Document: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        document?.validate(at: path().embedded, into: &sink)
    }
}
