import LiveSignaling

/// One validated message and where it came from, rendered as a heading line or as the JSON
/// object `{"source","line","channel","event","family","version","dialect","valid","diagnostics":[…]}`.
struct ValidationReport {
    let source: String
    let line: Int
    let bytes: [UInt8]
    let envelope: CaptureEnvelope?
    /// False for SDK events and callbacks.
    let carriesMessage: Bool
    let result: DecodedMessage
    /// Invalid, or (under `--strict`) carrying warnings.
    let failed: Bool

    var jsonValue: JSONValue {
        let diagnostics: [JSONValue] = result.diagnostics.map { diagnostic in
            let location = diagnostic.offset.map { SourceLocation(offset: $0, in: bytes) }
            return .object([
                "code": .string(diagnostic.code.rawValue),
                "severity": .string(diagnostic.severity.rawValue),
                "path": .string(diagnostic.path.description),
                "offset": diagnostic.offset.map { .number(JSONNumber($0)) } ?? .null,
                "line": location.map { .number(JSONNumber($0.line + line - 1)) } ?? .null,
                "column": location.map { .number(JSONNumber($0.column)) } ?? .null,
                "message": .string(diagnostic.message),
            ])
        }
        return .object([
            "source": .string(source),
            "line": .number(JSONNumber(line)),
            "channel": envelope?.channel.map { .string($0.rawValue) } ?? .null,
            "event": envelope?.event.map { .string($0) } ?? .null,
            "family": result.family.map { .string($0.rawValue) } ?? .null,
            "version": result.version.map { .number(JSONNumber($0)) } ?? .null,
            "dialect": result.dialect.map { .string($0) } ?? .null,
            "valid": .bool(!failed),
            "diagnostics": .array(diagnostics),
        ])
    }

    /// ``jsonValue`` written compactly, built directly: for most lines it is the only output,
    /// and building the value tree first cost as much as validating the message.
    /// (`ValidateCommandTests` checks every line reads back to itself through JSONReader
    /// and JSONWriter, which is how the tree was written.)
    var jsonLine: String {
        var out = "{\"source\":" + Self.quoted(source) + ",\"line\":" + String(line)
        out += ",\"channel\":" + (envelope?.channel.map { Self.quoted($0.rawValue) } ?? "null")
        out += ",\"event\":" + (envelope?.event.map(Self.quoted) ?? "null")
        out += ",\"family\":" + (result.family.map { Self.quoted($0.rawValue) } ?? "null")
        out += ",\"version\":" + (result.version.map { String($0) } ?? "null")
        out += ",\"dialect\":" + (result.dialect.map(Self.quoted) ?? "null")
        out += ",\"valid\":" + (failed ? "false" : "true") + ",\"diagnostics\":["
        for (index, diagnostic) in result.diagnostics.enumerated() {
            let location = diagnostic.offset.map { SourceLocation(offset: $0, in: bytes) }
            if index > 0 { out += "," }
            out += "{\"code\":" + Self.quoted(diagnostic.code.rawValue)
            out += ",\"severity\":" + Self.quoted(diagnostic.severity.rawValue)
            out += ",\"path\":" + Self.quoted(diagnostic.path.description)
            out += ",\"offset\":" + (diagnostic.offset.map { String($0) } ?? "null")
            out += ",\"line\":" + (location.map { String($0.line + line - 1) } ?? "null")
            out += ",\"column\":" + (location.map { String($0.column) } ?? "null")
            out += ",\"message\":" + Self.quoted(diagnostic.message) + "}"
        }
        return out + "]}\n"
    }

    private static func quoted(_ text: String) -> String { JSONWriter.quoted(text, style: .compact) }

    /// `capture.jsonl:3: valid: pk.invite v1 (zim-doc) from zim.call-invite` or, for a line
    /// that records an event, `capture.jsonl:9: valid: event mixer.start from sdk`.
    func heading(style: Style) -> String {
        var what: String
        if carriesMessage {
            what = result.family.map { "\($0)\(result.version.map { " v\($0)" } ?? "")" } ?? "no known family"
            if let dialect = result.dialect { what += " (\(dialect))" }
            if let event = envelope?.event { what += ", \(event)" }
        } else {
            what = "event \(envelope?.event ?? "(none)")"
        }
        if let channel = envelope?.channel { what += " from \(channel.rawValue)" }
        let verdict = failed ? style.error("invalid") : style.valid("valid")
        return "\(source):\(line): \(verdict): \(what)\n"
    }
}
