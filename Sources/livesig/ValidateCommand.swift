import ArgumentParser
import LiveSignaling

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate signaling messages: family, version, dialect and every rule.",
        discussion: """
            A .jsonl or .ndjson file holds one message a line; any other file is one message;
            - reads standard input as one message (or as lines with --jsonl).
            Exit status: 0 when every message is valid, 1 when any is not, 2 on a usage or I/O error.

            Examples:
              livesig validate Vectors/captures/showcase.jsonl
              livesig validate --family pk.invite --format json invite.json
            """
    )

    @Option(
        help:
            "Decode every message as this family instead of detecting it (\(WireFamily.allCases.map(\.rawValue).joined(separator: ", ")))."
    )
    var family: String?

    @Option(help: "Output format: text or json (one object per message).")
    var format: OutputFormat = .text

    @Flag(help: "Read standard input as JSON Lines.")
    var jsonl = false

    @Argument(help: "Files to validate, or - for standard input.")
    var paths: [String] = ["-"]

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        if let family, WireFamily(rawValue: family) == nil {
            throw ValidationError(
                "unknown family \"\(family)\"; families: \(WireFamily.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
    }

    func run() throws {
        Terminal.ignoreBrokenPipes()
        var run = ValidationRun(
            family: family.flatMap(WireFamily.init(rawValue:)),
            format: format,
            output: .standardOutput
        )
        var ioFailed = false
        for path in paths {
            do {
                try run.validate(
                    path: path,
                    asLines: path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson") || (path == "-" && jsonl)
                )
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                ioFailed = true
            }
        }
        if format == .text {
            Terminal.standardOutput.write(run.summary)
        }
        if ioFailed { throw ExitCode(2) }
        if run.invalid > 0 { throw ExitCode(1) }
    }
}

/// Validates inputs one message at a time and keeps the counts for the summary.
struct ValidationRun {
    let family: WireFamily?
    let format: ValidateCommand.OutputFormat
    let output: Terminal
    var decoder = SignalDecoder()
    private(set) var messages = 0
    private(set) var invalid = 0
    private(set) var warnings = 0

    init(family: WireFamily?, format: ValidateCommand.OutputFormat, output: Terminal) {
        self.family = family
        self.format = format
        self.output = output
    }

    mutating func validate(path: String, asLines: Bool) throws(InputSource.OpenError) {
        let source = try InputSource(path: path)
        defer { source.close() }
        let limit = decoder.options.maxDocumentSize
        if !asLines {
            let (bytes, truncated) = try source.readAll(limit: limit)
            if truncated {
                report(source.name, 1, bytes, tooLong(limit))
            } else {
                report(source.name, 1, bytes, decoder.decode(bytes, as: family))
            }
            return
        }
        var lines = LineReader(descriptor: source.descriptor, maxLineLength: limit)
        while let line = try lines.next() {
            switch line {
            case .text(let slice, let number):
                if slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                let bytes = Array(slice)
                report(source.name, number, bytes, decoder.decode(bytes, as: family))
            case .tooLong(_, let number):
                report(source.name, number, [], tooLong(limit))
            }
        }
    }

    private func tooLong(_ limit: Int) -> DecodedMessage {
        DecodedMessage(
            family: family,
            version: nil,
            dialect: nil,
            message: nil,
            diagnostics: [
                Diagnostic(.jsonSize, offset: limit, message: "the message is larger than the limit of \(limit) bytes")
            ]
        )
    }

    private mutating func report(_ source: String, _ line: Int, _ bytes: [UInt8], _ result: DecodedMessage) {
        messages += 1
        if !result.isValid { invalid += 1 }
        warnings += result.warnings.count
        let report = ValidationReport(source: source, line: line, bytes: bytes, result: result)
        switch format {
        case .json:
            output.write(report.jsonLine)
        case .text:
            let printer = DiagnosticPrinter(source: source, bytes: bytes, lineOffset: line - 1, terminal: output)
            output.write(report.text(printer: printer))
        }
    }

    var summary: String {
        "\(messages) message\(messages == 1 ? "" : "s"): \(messages - invalid) valid, \(invalid) invalid, \(warnings) warning\(warnings == 1 ? "" : "s")\n"
    }
}
