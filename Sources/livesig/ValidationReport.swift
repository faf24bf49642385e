import LiveSignaling

/// Where one validated message came from and its verdict, rendered with the decoded line as
/// the heading line or as the JSON object
/// `{"source","line","channel","event","family","version","dialect","valid","diagnostics":[…]}`.
///
/// It borrows the decoded line rather than keeping a copy of its fields: copying them (and
/// destroying the copies) retained and released the event, the dialect and the diagnostics
/// of every line, for a report that only reads them once.
struct ValidationReport {
    let source: String
    /// `source` as a JSON string, when the caller has it already (quoted once per file
    /// rather than once per line).
    var quotedSource: [UInt8]?
    let line: Int
    /// The message's bytes, to place findings; empty when there are none.
    let bytes: [UInt8]
    /// Invalid, or (under `--strict`) carrying warnings.
    let failed: Bool

    init(source: String, line: Int, bytes: [UInt8], failed: Bool) {
        self.source = source
        self.line = line
        self.bytes = bytes
        self.failed = failed
    }

    /// The report as one compact JSON line appended to `bytes`. `extraMembers` may append
    /// `,"key":value` members before the object closes (`inspect` adds its own).
    /// `ValidateCommandTests` checks every line is the compact writer's form of itself.
    func writeJSONLine(
        of decoded: borrowing CaptureDecoder.Line,
        into bytes: inout LineWriter,
        extraMembers: (inout LineWriter) -> Void = { _ in }
    ) {
        var uncached = VerdictSegments(capacity: 0)
        writeJSONLine(of: decoded, into: &bytes, verdicts: &uncached, extraMembers: extraMembers)
    }

    /// As above, the verdict's segment copied from `verdicts` when a line before had it.
    func writeJSONLine(
        of decoded: borrowing CaptureDecoder.Line,
        into bytes: inout LineWriter,
        verdicts: inout VerdictSegments,
        extraMembers: (inout LineWriter) -> Void = { _ in }
    ) {
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
        // The envelope read once: each read of it copies it whole.
        if let envelope = decoded.envelope {
            bytes.appendRaw(",\"channel\":")
            quoted(envelope.channel?.rawValue)
            bytes.appendRaw(",\"event\":")
            quoted(envelope.event)
        } else {
            bytes.appendRaw(",\"channel\":null,\"event\":null")
        }
        let family = decoded.result.family
        let version = decoded.result.version
        let dialect = decoded.result.dialect
        let failed = failed
        verdicts.write(family: family, version: version, dialect: dialect, failed: failed, into: &bytes) { bytes in
            bytes.appendRaw(",\"family\":")
            if let family { bytes.appendQuoted(family.rawValue) } else { bytes.appendRaw("null") }
            bytes.appendRaw(",\"version\":")
            if let version { bytes.appendDecimal(version) } else { bytes.appendRaw("null") }
            bytes.appendRaw(",\"dialect\":")
            if let dialect { bytes.appendQuoted(dialect) } else { bytes.appendRaw("null") }
            bytes.appendRaw(failed ? ",\"valid\":false,\"diagnostics\":[" : ",\"valid\":true,\"diagnostics\":[")
        }
        let diagnostics = decoded.result.diagnostics
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
    func writeHeading(of decoded: borrowing CaptureDecoder.Line, into bytes: inout LineWriter, style: Style) {
        let family = decoded.result.family
        let version = decoded.result.version
        let dialect = decoded.result.dialect
        let event = decoded.envelope?.event
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
        if decoded.carriesMessage {
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
        if let channel = decoded.envelope?.channel {
            bytes.appendRaw(" from ")
            bytes.appendText(channel.rawValue)
        }
        bytes.appendRaw("\n")
    }

    func heading(of decoded: borrowing CaptureDecoder.Line, style: Style) -> String {
        String(decoding: LineWriter.collect { writeHeading(of: decoded, into: &$0, style: style) }, as: UTF8.self)
    }
}
