import LiveSignaling

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
    private(set) var tally = ValidationTally()
    private var explained: Set<DiagnosticCode> = []
    /// The last source name and its JSON string: lines come file by file.
    private var quotedSource: (name: String, json: [UInt8])?
    private var verdicts = VerdictSegments()

    init(settings: Settings, output: BufferedOutput, options: JSONReaderOptions = .default) {
        self.settings = settings
        self.output = output
        decoder = CaptureDecoder(options: options)
    }

    /// True once `--max-errors` failures have been reported.
    var isStopped: Bool {
        settings.maxFailures.map { tally.failed >= $0 } ?? false
    }

    mutating func validate(_ bytes: ArraySlice<UInt8>, source: String, line: Int) {
        let decoded = bytes.withUnsafeBytes { decoder.decode($0, as: settings.family) }
        report(decoded, bytes: bytes, source: source, line: line)
    }

    mutating func tooLarge(source: String, line: Int, limit: Int) {
        let diagnostic = Diagnostic(
            .jsonSize,
            offset: 0,
            message: "the message is larger than the limit of \(limit) bytes; it was skipped unread"
        )
        let result = DecodedMessage(
            family: settings.family,
            version: nil,
            dialect: nil,
            message: nil,
            diagnostics: [diagnostic]
        )
        report(CaptureDecoder.Line(result: result), bytes: [], source: source, line: line)
    }

    private mutating func report(
        _ decoded: borrowing CaptureDecoder.Line,
        bytes: ArraySlice<UInt8>,
        source: String,
        line: Int
    ) {
        let diagnostics = decoded.result.diagnostics
        var warnings = 0
        for diagnostic in diagnostics where diagnostic.severity == .warning { warnings += 1 }
        let failed = !decoded.isValid || (settings.strict && warnings > 0)
        tally.add(family: decoded.result.family, warnings: warnings, failed: failed, isEvent: !decoded.carriesMessage)
        if settings.quiet && !failed { return }
        // The bytes only place findings; most lines have none and are not copied.
        let bytes = diagnostics.isEmpty ? [] : Array(bytes)
        var report = ValidationReport(source: source, line: line, bytes: bytes, failed: failed)
        switch settings.format {
        case .json:
            report.quotedSource = quoted(source)
            output.writeLine { report.writeJSONLine(of: decoded, into: &$0, verdicts: &verdicts) }
        case .text:
            let style = settings.style
            output.writeLine { report.writeHeading(of: decoded, into: &$0, style: style) }
            guard !diagnostics.isEmpty else { return }
            let printer = DiagnosticPrinter(source: source, bytes: bytes, lineOffset: line - 1, style: style)
            for diagnostic in diagnostics {
                let first = explained.insert(diagnostic.code).inserted
                output.write(printer.render(diagnostic, explanation: first ? diagnostic.code.summary : nil))
            }
        }
    }

    /// `source` as a JSON string; quoting it cost ~150 instructions a line.
    private mutating func quoted(_ source: String) -> [UInt8] {
        if let quotedSource, quotedSource.name == source { return quotedSource.json }
        let json = LineWriter.collect { $0.appendQuoted(source) }
        quotedSource = (source, json)
        return json
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
