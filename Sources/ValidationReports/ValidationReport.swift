import LiveSignaling

/// One validated message's report: the heading line
/// (`capture.jsonl:3: valid: pk.invite v1 (demo) from zim.call-invite`) or the JSON object
/// `{"source","line","channel","event","family","version","dialect","valid","diagnostics":[…]}`.
///
/// The writers take the verdict, the source and the bytes borrowed and write straight into
/// the output: a report value holding copies of them, or a closure capturing them, retained
/// and released every string of every line for a report that reads each once.
package struct ValidationReport {
    package let source: ReportSource
    package let line: Int
    /// The message's bytes, to place findings; empty when there are none.
    package let bytes: [UInt8]
    /// Invalid, or (under `--strict`) carrying warnings.
    package let failed: Bool

    package init(source: String, line: Int, bytes: [UInt8], failed: Bool) {
        self.source = ReportSource(source)
        self.line = line
        self.bytes = bytes
        self.failed = failed
    }

    /// The report as one compact JSON line. `extraMembers` may append `,"key":value` members
    /// before the object closes (`inspect` adds its own).
    package func writeJSONLine(
        of verdict: borrowing CaptureDecoder.Verdict,
        into output: inout LineWriter,
        extraMembers: (inout LineWriter) -> Void = { _ in }
    ) {
        var uncached = VerdictSegments(capacity: 0)
        Self.writeJSONLine(
            of: verdict,
            failed: failed,
            source: source,
            line: line,
            bytes: bytes[...],
            into: &output,
            verdicts: &uncached,
            extraMembers: extraMembers
        )
    }

    package func heading(of verdict: borrowing CaptureDecoder.Verdict, style: Style) -> String {
        var uncached = VerdictSegments(capacity: 0)
        let heading = LineWriter.collect {
            Self.writeHeading(
                of: verdict,
                failed: failed,
                source: source,
                line: line,
                style: style,
                into: &$0,
                verdicts: &uncached
            )
        }
        return String(decoding: heading, as: UTF8.self)
    }

    /// The JSON line, its verdict's segment copied from `verdicts` when a line before had it.
    /// `ValidateCommandTests` checks every line is the compact writer's form of itself.
    package static func writeJSONLine(
        of verdict: borrowing CaptureDecoder.Verdict,
        failed: Bool,
        source: borrowing ReportSource,
        line: Int,
        bytes: ArraySlice<UInt8>,
        into output: inout LineWriter,
        verdicts: inout VerdictSegments,
        extraMembers: (inout LineWriter) -> Void = { _ in }
    ) {
        source.jsonPrefix.withUnsafeBufferPointer { output.append($0) }
        output.appendDecimal(line)
        if !verdicts.appendKept(for: verdict, failed: failed, to: &output) {
            let mark = output.count
            writeJSONSegment(of: verdict, failed: failed, into: &output)
            if !output.overflowed { verdicts.keep(output.written(since: mark), for: verdict, failed: failed) }
        }
        if !verdict.message.diagnostics.isEmpty {
            writeJSONDiagnostics(verdict.message.diagnostics, line: line, bytes: Array(bytes), into: &output)
        }
        output.appendRaw("]")
        extraMembers(&output)
        output.appendRaw("}\n")
    }

    /// `,"channel":…,"event":…,"family":…,"version":…,"dialect":…,"valid":…,"diagnostics":[`
    private static func writeJSONSegment(
        of verdict: borrowing CaptureDecoder.Verdict,
        failed: Bool,
        into output: inout LineWriter
    ) {
        func quoted(_ text: String?) {
            if let text { output.appendQuoted(text) } else { output.appendRaw("null") }
        }
        output.appendRaw(",\"channel\":")
        quoted(verdict.channel?.rawValue)
        output.appendRaw(",\"event\":")
        quoted(verdict.event)
        output.appendRaw(",\"family\":")
        quoted(verdict.message.family?.rawValue)
        output.appendRaw(",\"version\":")
        if let version = verdict.message.version { output.appendDecimal(version) } else { output.appendRaw("null") }
        output.appendRaw(",\"dialect\":")
        quoted(verdict.message.dialect)
        output.appendRaw(failed ? ",\"valid\":false,\"diagnostics\":[" : ",\"valid\":true,\"diagnostics\":[")
    }

    /// The findings as JSON objects, with the line and column of each in the input.
    private static func writeJSONDiagnostics(
        _ diagnostics: [Diagnostic],
        line: Int,
        bytes: [UInt8],
        into output: inout LineWriter
    ) {
        func quoted(_ text: String?) {
            if let text { output.appendQuoted(text) } else { output.appendRaw("null") }
        }
        func number(_ value: Int?) {
            if let value { output.appendDecimal(value) } else { output.appendRaw("null") }
        }
        let lines = SourceLineIndex(bytes)
        for (index, diagnostic) in diagnostics.enumerated() {
            let location = diagnostic.offset.flatMap { lines.position(of: $0) }
            output.appendRaw(index > 0 ? ",{\"code\":" : "{\"code\":")
            quoted(diagnostic.code.rawValue)
            output.appendRaw(",\"severity\":")
            quoted(diagnostic.severity.rawValue)
            output.appendRaw(",\"path\":")
            quoted(diagnostic.path.description)
            output.appendRaw(",\"offset\":")
            number(diagnostic.offset)
            output.appendRaw(",\"line\":")
            number(location.map { $0.line + line - 1 })
            output.appendRaw(",\"column\":")
            number(location?.column)
            output.appendRaw(",\"message\":")
            quoted(diagnostic.message)
            output.appendRaw("}")
        }
    }

    /// `capture.jsonl:3: valid: pk.invite v1 (zim-doc) from zim.call-invite` or, for a line
    /// that records an event, `capture.jsonl:9: valid: event mixer.start from sdk`; the part
    /// after the line number copied from `verdicts` when a line before had it.
    package static func writeHeading(
        of verdict: borrowing CaptureDecoder.Verdict,
        failed: Bool,
        source: borrowing ReportSource,
        line: Int,
        style: Style,
        into output: inout LineWriter,
        verdicts: inout VerdictSegments
    ) {
        source.textPrefix.withUnsafeBufferPointer { output.append($0) }
        output.appendDecimal(line)
        if !verdicts.appendKept(for: verdict, failed: failed, to: &output) {
            let mark = output.count
            writeHeadingSegment(of: verdict, failed: failed, style: style, into: &output)
            if !output.overflowed { verdicts.keep(output.written(since: mark), for: verdict, failed: failed) }
        }
    }

    /// `: valid: pk.invite v1 (zim-doc) from zim.call-invite` and the line break.
    private static func writeHeadingSegment(
        of verdict: borrowing CaptureDecoder.Verdict,
        failed: Bool,
        style: Style,
        into output: inout LineWriter
    ) {
        output.appendRaw(": ")
        if failed {
            style.paint("invalid", "1;31", into: &output)
        } else {
            style.paint("valid", "32", into: &output)
        }
        output.appendRaw(": ")
        if verdict.carriesMessage {
            if let family = verdict.message.family {
                output.appendText(family.rawValue)
                if let version = verdict.message.version {
                    output.appendRaw(" v")
                    output.appendDecimal(version)
                }
            } else {
                output.appendRaw("no known family")
            }
            if let dialect = verdict.message.dialect {
                output.appendRaw(" (")
                output.appendText(dialect)
                output.appendRaw(")")
            }
            if let event = verdict.event {
                output.appendRaw(", ")
                output.appendText(event)
            }
        } else {
            output.appendRaw("event ")
            output.appendText(verdict.event ?? "(none)")
        }
        if let channel = verdict.channel {
            output.appendRaw(" from ")
            output.appendText(channel.rawValue)
        }
        output.appendRaw("\n")
    }
}
