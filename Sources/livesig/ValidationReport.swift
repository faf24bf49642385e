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

    /// The report as one compact JSON line appended to `bytes`, written directly: for most
    /// lines it is the only output, and building a value tree first cost as much as validating
    /// the message. `extraMembers` may append `,"key":value` members before the object closes
    /// (`inspect` adds its own). `ValidateCommandTests` checks every line is the compact
    /// writer's form of itself.
    func writeJSONLine(into bytes: inout [UInt8], extraMembers: (inout [UInt8]) -> Void = { _ in }) {
        func raw(_ text: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        func quoted(_ text: String?) {
            if let text { JSONWriter.appendQuoted(text, to: &bytes) } else { raw("null") }
        }
        func number(_ value: Int?) {
            if let value { bytes.append(contentsOf: String(value).utf8) } else { raw("null") }
        }
        raw("{\"source\":")
        quoted(source)
        raw(",\"line\":")
        number(line)
        raw(",\"channel\":")
        quoted(envelope?.channel?.rawValue)
        raw(",\"event\":")
        quoted(envelope?.event)
        raw(",\"family\":")
        quoted(result.family?.rawValue)
        raw(",\"version\":")
        number(result.version)
        raw(",\"dialect\":")
        quoted(result.dialect)
        raw(failed ? ",\"valid\":false,\"diagnostics\":[" : ",\"valid\":true,\"diagnostics\":[")
        for (index, diagnostic) in result.diagnostics.enumerated() {
            let location = diagnostic.offset.map { SourceLocation(offset: $0, in: self.bytes) }
            raw(index > 0 ? ",{\"code\":" : "{\"code\":")
            quoted(diagnostic.code.rawValue)
            raw(",\"severity\":")
            quoted(diagnostic.severity.rawValue)
            raw(",\"path\":")
            quoted(diagnostic.path.description)
            raw(",\"offset\":")
            number(diagnostic.offset)
            raw(",\"line\":")
            number(location.map { $0.line + line - 1 })
            raw(",\"column\":")
            number(location?.column)
            raw(",\"message\":")
            quoted(diagnostic.message)
            raw("}")
        }
        raw("]")
        extraMembers(&bytes)
        raw("}\n")
    }

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
