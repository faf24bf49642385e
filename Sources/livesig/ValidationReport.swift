import LiveSignaling

/// One validated message and where it came from, rendered as a heading line or as the JSON
/// object `{"source","line","channel","event","family","version","dialect","valid","diagnostics":[…]}`.
///
/// It keeps the verdict, not the decoded message: copying a message (and destroying the
/// copy) retained and released each of its strings, for a report that never reads them.
struct ValidationReport {
    let source: String
    /// `source` as a JSON string, when the caller has it already (quoted once per file
    /// rather than once per line).
    var quotedSource: [UInt8]?
    let line: Int
    let bytes: [UInt8]
    let channel: CaptureChannel?
    let event: String?
    /// False for SDK events and callbacks.
    let carriesMessage: Bool
    let family: WireFamily?
    let version: Int?
    let dialect: String?
    let diagnostics: [Diagnostic]
    /// Invalid, or (under `--strict`) carrying warnings.
    let failed: Bool

    init(source: String, line: Int, bytes: [UInt8], decoded: borrowing CaptureDecoder.Line, failed: Bool) {
        self.source = source
        self.line = line
        self.bytes = bytes
        channel = decoded.envelope?.channel
        event = decoded.envelope?.event
        carriesMessage = decoded.carriesMessage
        family = decoded.result.family
        version = decoded.result.version
        dialect = decoded.result.dialect
        diagnostics = decoded.result.diagnostics
        self.failed = failed
    }

    /// The report as one compact JSON line appended to `bytes`. `extraMembers` may append
    /// `,"key":value` members before the object closes (`inspect` adds its own).
    /// `ValidateCommandTests` checks every line is the compact writer's form of itself.
    func writeJSONLine(into bytes: inout LineWriter, extraMembers: (inout LineWriter) -> Void = { _ in }) {
        func quoted(_ text: String?) {
            if let text { bytes.appendQuoted(text) } else { bytes.appendRaw("null") }
        }
        func number(_ value: Int?) {
            if let value { bytes.appendDecimal(value) } else { bytes.appendRaw("null") }
        }
        bytes.appendRaw("{\"source\":")
        if let quotedSource {
            quotedSource.withUnsafeBufferPointer { bytes.append($0) }
        } else {
            quoted(source)
        }
        bytes.appendRaw(",\"line\":")
        number(line)
        bytes.appendRaw(",\"channel\":")
        quoted(channel?.rawValue)
        bytes.appendRaw(",\"event\":")
        quoted(event)
        bytes.appendRaw(",\"family\":")
        quoted(family?.rawValue)
        bytes.appendRaw(",\"version\":")
        number(version)
        bytes.appendRaw(",\"dialect\":")
        quoted(dialect)
        bytes.appendRaw(failed ? ",\"valid\":false,\"diagnostics\":[" : ",\"valid\":true,\"diagnostics\":[")
        let lines = diagnostics.isEmpty ? nil : SourceLineIndex(self.bytes)
        for (index, diagnostic) in diagnostics.enumerated() {
            let location = diagnostic.offset.flatMap { lines?.position(of: $0) }
            bytes.appendRaw(index > 0 ? ",{\"code\":" : "{\"code\":")
            quoted(diagnostic.code.rawValue)
            bytes.appendRaw(",\"severity\":")
            quoted(diagnostic.severity.rawValue)
            bytes.appendRaw(",\"path\":")
            quoted(diagnostic.path.description)
            bytes.appendRaw(",\"offset\":")
            number(diagnostic.offset)
            bytes.appendRaw(",\"line\":")
            number(location.map { $0.line + line - 1 })
            bytes.appendRaw(",\"column\":")
            number(location?.column)
            bytes.appendRaw(",\"message\":")
            quoted(diagnostic.message)
            bytes.appendRaw("}")
        }
        bytes.appendRaw("]")
        extraMembers(&bytes)
        bytes.appendRaw("}\n")
    }

    /// `capture.jsonl:3: valid: pk.invite v1 (zim-doc) from zim.call-invite` or, for a line
    /// that records an event, `capture.jsonl:9: valid: event mixer.start from sdk`.
    func writeHeading(into bytes: inout LineWriter, style: Style) {
        bytes.appendText(source)
        bytes.appendRaw(":")
        bytes.appendDecimal(line)
        bytes.appendRaw(": ")
        if failed {
            style.paint("invalid", "1;31", into: &bytes)
        } else {
            style.paint("valid", "32", into: &bytes)
        }
        bytes.appendRaw(": ")
        if carriesMessage {
            if let family {
                bytes.appendText(family.rawValue)
                if let version {
                    bytes.appendRaw(" v")
                    bytes.appendDecimal(version)
                }
            } else {
                bytes.appendRaw("no known family")
            }
            if let dialect {
                bytes.appendRaw(" (")
                bytes.appendText(dialect)
                bytes.appendRaw(")")
            }
            if let event {
                bytes.appendRaw(", ")
                bytes.appendText(event)
            }
        } else {
            bytes.appendRaw("event ")
            bytes.appendText(event ?? "(none)")
        }
        if let channel {
            bytes.appendRaw(" from ")
            bytes.appendText(channel.rawValue)
        }
        bytes.appendRaw("\n")
    }

    func heading(style: Style) -> String {
        String(decoding: LineWriter.collect { writeHeading(into: &$0, style: style) }, as: UTF8.self)
    }
}
