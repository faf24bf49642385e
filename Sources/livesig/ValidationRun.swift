import LiveSignaling
import ValidationReports

/// Validates messages one at a time, prints each verdict as it goes, and keeps the counts for
/// the summary. Memory does not grow with the number of messages.
struct ValidationRun {
    struct Settings {
        var family: WireFamily?
        var format: ValidateCommand.OutputFormat = .text
        var style = Style(enabled: false)
        var strict = false
        var quiet = false
        var maxFailures: Int?
    }

    let settings: Settings
    let output: BufferedOutput
    private let decoder: CaptureDecoder
    var tally = ValidationTally()
    private var explained: Set<DiagnosticCode> = []
    /// A `--jobs` worker's run: each code's explanation is not written but noted with where it
    /// goes, since only the writer, in input order, knows whether it is the code's first.
    private(set) var deferredExplanations: [DeferredExplanation]?

    struct DeferredExplanation {
        /// Where in the worker's output the line goes.
        var offset: Int
        var code: DiagnosticCode
        var line: String
    }
    /// The last source and its report prefixes, made once per file (quoting a name cost
    /// ~150 instructions a line): lines come file by file.
    private var source = ReportSource("")
    private var verdicts = VerdictSegments()

    init(settings: Settings, output: BufferedOutput, options: JSONReaderOptions = .default) {
        self.settings = settings
        self.output = output
        // A quiet run reports only failing lines, so a valid line's notes and warnings are
        // only counted; --strict fails a line for a warning, so it needs them built.
        let detail: CaptureDecoder.FindingDetail = settings.quiet && !settings.strict ? .failingOnly : .all
        decoder = CaptureDecoder(options: options, findingDetail: detail)
    }

    /// A worker's run for `--jobs`: its output collected, its explanations deferred.
    init(worker settings: Settings) {
        self.init(settings: settings, output: BufferedOutput(collecting: ()))
        deferredExplanations = []
    }

    /// Writes a worker's chunk (``init(worker:)``) as if this run had judged its messages:
    /// its reports, each code explained where it first appears in the input, and its counts.
    mutating func write(chunk: [UInt8], explanations: [DeferredExplanation], tally chunkTally: ValidationTally) {
        var start = 0
        chunk.withUnsafeBytes { bytes in
            for explanation in explanations {
                output.write(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<explanation.offset]))
                start = explanation.offset
                if explained.insert(explanation.code).inserted { output.write(explanation.line) }
            }
            output.write(bytes: UnsafeRawBufferPointer(rebasing: bytes[start...]))
        }
        tally.add(messagesOf: chunkTally)
    }

    /// True once `--max-errors` failures have been reported.
    var isStopped: Bool {
        settings.maxFailures.map { tally.failed >= $0 } ?? false
    }

    /// Judges one line. Only the verdict is asked for: the report needs nothing of the typed
    /// value, and a valid message in a common form is judged without building it. `verdict`
    /// is the caller's, written over line after line.
    mutating func validate(
        _ bytes: ArraySlice<UInt8>,
        source: String,
        line: Int,
        into verdict: inout CaptureDecoder.Verdict
    ) {
        bytes.withUnsafeBytes { decoder.verdict($0, as: settings.family, into: &verdict) }
        report(verdict, bytes: bytes, source: source, line: line)
    }

    mutating func tooLarge(source: String, line: Int, limit: Int) {
        let diagnostic = Diagnostic(
            .jsonSize,
            offset: 0,
            message: "the message is larger than the limit of \(limit) bytes; it was skipped unread"
        )
        let message = MessageVerdict(
            family: settings.family,
            version: nil,
            dialect: nil,
            decoded: false,
            diagnostics: [diagnostic]
        )
        report(CaptureDecoder.Verdict(message: message), bytes: [], source: source, line: line)
    }

    private mutating func report(
        _ verdict: borrowing CaptureDecoder.Verdict,
        bytes: ArraySlice<UInt8>,
        source name: String,
        line: Int
    ) {
        // By index: iterating copied each diagnostic (its path, its message) to read a byte.
        let diagnostics = verdict.message.diagnostics
        var warnings = verdict.omitted.warnings
        for index in diagnostics.indices where diagnostics[index].severity == .warning { warnings += 1 }
        let failed = !verdict.isValid || (settings.strict && warnings > 0)
        tally.add(family: verdict.message.family, warnings: warnings, failed: failed, isEvent: !verdict.carriesMessage)
        if settings.quiet && !failed { return }
        if source.name != name { source = ReportSource(name) }
        // Written straight into the output block; only a line too long for the room left is
        // rendered again, into room of its own.
        var writer = output.beginLine()
        writeReport(verdict, failed: failed, line: line, bytes: bytes, into: &writer)
        if !output.endLine(writer) {
            let room = output.roomForLongLine
            let rendered = LineWriter.collect(room: room) {
                writeReport(verdict, failed: failed, line: line, bytes: bytes, into: &$0)
            }
            rendered.withUnsafeBytes { output.write(bytes: $0) }
        }
        guard settings.format == .text, !verdict.message.diagnostics.isEmpty else { return }
        let printer = DiagnosticPrinter(source: name, bytes: Array(bytes), lineOffset: line - 1, style: settings.style)
        for diagnostic in verdict.message.diagnostics {
            guard deferredExplanations != nil else {
                let first = explained.insert(diagnostic.code).inserted
                output.write(printer.render(diagnostic, explanation: first ? diagnostic.code.summary : nil))
                continue
            }
            let plain = printer.render(diagnostic)
            output.write(plain)
            if let summary = diagnostic.code.summary {
                let line = printer.render(diagnostic, explanation: summary).dropFirst(plain.count)
                deferredExplanations?.append(.init(offset: output.written, code: diagnostic.code, line: String(line)))
            }
        }
    }

    /// The report's first line: the JSON object, or the text heading. The source's prefixes
    /// are read where they are kept: handed over, they were copied with every string inside.
    private mutating func writeReport(
        _ verdict: borrowing CaptureDecoder.Verdict,
        failed: Bool,
        line: Int,
        bytes: ArraySlice<UInt8>,
        into writer: inout LineWriter
    ) {
        switch settings.format {
        case .json:
            ValidationReport.writeJSONLine(
                of: verdict,
                failed: failed,
                source: source,
                line: line,
                bytes: bytes,
                into: &writer,
                verdicts: &verdicts
            )
        case .text:
            ValidationReport.writeHeading(
                of: verdict,
                failed: failed,
                source: source,
                line: line,
                style: settings.style,
                into: &writer,
                verdicts: &verdicts
            )
        }
    }

    func summary() -> String {
        switch settings.format {
        case .json: tally.jsonLine
        case .text: tally.text(style: settings.style)
        }
    }
}

extension DiagnosticCode {
    /// The catalogue's explanation of the code, printed the first time a run meets it.
    var summary: String? {
        DiagnosticCode.catalogue.first { $0.code == self }?.summary
    }
}
