import ArgumentParser
import LiveSignaling
import ValidationReports

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate captured signaling: every message's family, version, dialect and rules.",
        discussion: """
            Inputs are files, directories (searched for .json, .jsonl and .ndjson files, \
            but not vectors' *.expected.json(l); files not read are counted in a note) \
            and - for standard input (the default). A .jsonl/.ndjson file holds one \
            message a line, and so does any input whose first line is a complete JSON \
            value; other inputs are one message. A line is a raw message of any family \
            or a capture envelope (README "Capture format"), whose payload is validated \
            as its channel's family:
              {"ts":…,"channel":"zim.command","room":"…","from":"…","to":"…",
               "payload":"…"}

            Each finding prints as file:line:column: severity[code]: message, the source \
            line with a caret under the byte, and the JSON path. --format json prints \
            one object per message and a last {"summary":…} line.

            An empty input holds no message: 0 messages, a note on stderr, status 0. \
            An input that cannot be read (missing, unreadable, a FIFO or device found \
            in a directory) is named on stderr with the reason and counted in the \
            summary; every other input is still validated.

            Exit status: 0 when every message is valid, 1 when any is not, 2 on a usage \
            error or when an input could not be read.

            Examples:
              livesig validate Vectors/captures/showcase.jsonl
              livesig validate --quiet --max-errors 20 captures/
              adb logcat -d | grep -o '{.*}' | livesig validate --format json -
            """
    )

    @Option(help: FamilyOptionHelp.help("raw messages", envelopes: true))
    var family: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: Style.Choice = .auto

    @Flag(help: "Count messages with warnings as failures.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only failing messages (and no summary).")
    var quiet = false

    @Option(help: "Stop after this many failing messages.")
    var maxErrors: Int?

    @Option(
        help: ArgumentHelp(
            "Judge messages on this many threads, 1 to \(Self.mostJobs) (default: the number of cores).",
            discussion:
                "The output is the same whatever the number. With --max-errors one job runs, so that it stops at the exact message."
        )
    )
    var jobs: Int?

    static let mostJobs = 64

    @Flag(help: "Treat every input as JSON Lines, whatever its name or first line.")
    var jsonl = false

    @Argument(help: "Files, directories, or - for standard input.")
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
        if let maxErrors, maxErrors < 1 { throw ValidationError("--max-errors must be 1 or more") }
        if let jobs, !(1...Self.mostJobs).contains(jobs) {
            throw ValidationError("--jobs must be 1 to \(Self.mostJobs); \(jobs) is not")
        }
    }

    func run() throws {
        Terminal.ignoreBrokenPipes()
        let output = BufferedOutput(.standardOutput)
        let settings = ValidationRun.Settings(
            family: family.flatMap(WireFamily.init(rawValue:)),
            format: format,
            style: Style(color, terminal: .standardOutput),
            strict: strict,
            quiet: quiet,
            maxFailures: maxErrors
        )
        var run = ValidationRun(settings: settings, output: output)
        let expansion = InputWalker.expand(paths)
        for entry in expansion.entries where !run.isStopped {
            switch entry {
            case .file(let path, let fromDirectory):
                do {
                    try validate(path: path, fromDirectory: fromDirectory, into: &run)
                } catch {
                    run.tally.inputNotRead()
                    output.flush()
                    Terminal.standardError.write("livesig: \(error)\n")
                }
            case .skipped(let name, let reason):
                run.tally.inputNotRead()
                output.flush()
                Terminal.standardError.write("livesig: skipped \(name): \(reason)\n")
            case .repeated(let name):
                output.flush()
                Terminal.standardError.write(
                    "livesig: note: \(name) leads to a directory already read; its files were not read again\n"
                )
            }
        }
        if run.isStopped, let maxErrors {
            output.flush()
            Terminal.standardError.write(
                "livesig: stopped after \(maxErrors) failing message\(maxErrors == 1 ? "" : "s") (--max-errors)\n"
            )
        }
        // Files in the directories that were not read, counted by why.
        for (count, why) in [
            (expansion.ignored, "had no .json, .jsonl or .ndjson name and were not read"),
            (expansion.expectations, "named *.expected.json or *.expected.jsonl (vectors' expectations) were not read"),
        ] where count > 0 {
            output.flush()
            let files = count == 1 ? "1 file" : "\(count) files"
            Terminal.standardError.write("livesig: note: \(files) in the directories \(why)\n")
        }
        if !quiet { output.write(run.summary()) }
        output.flush()
        if run.tally.inputsNotRead > 0 { throw ExitCode(2) }
        if run.tally.failed > 0 { throw ExitCode(1) }
    }

    private func validate(
        path: InputPath,
        fromDirectory: Bool,
        into run: inout ValidationRun
    ) throws(InputSource.OpenError) {
        let source = try InputSource(path: path, regularOnly: fromDirectory)
        defer { source.close() }
        let layout: MessageSource.Layout = jsonl || InputWalker.isLines(path) ? .lines : .detect
        let limit = JSONReaderOptions.default.maxDocumentSize
        var messages = try MessageSource(source, layout: layout, limit: limit)
        var progress = Progress()
        let total = InputWalker.size(of: source.descriptor)
        defer { progress.finish() }
        // --max-errors stops at an exact message, which one job finds first.
        let threads = maxErrors == nil ? jobs ?? Swift.min(Terminal.processorCount, Self.mostJobs) : 1
        if threads > 1 {
            let parallel = ParallelValidation(jobs: threads, settings: run.settings)
            try parallel.validate(&messages, source: source.name, into: &run) { done in
                progress.update(done: done, total: total)
            }
        } else {
            // One verdict, written over for each line (one made per line was built and destroyed).
            var verdict = CaptureDecoder.Verdict()
            // Read once: the field read in the loop was retained and released for every line.
            let name = source.name
            while !run.isStopped, let item = try messages.next() {
                switch item {
                case .message(let bytes, let line):
                    run.validate(bytes, source: name, line: line, into: &verdict)
                case .tooLarge(let line): run.tooLarge(source: name, line: line, limit: limit)
                }
                progress.update(done: messages.bytesRead, total: total)
            }
        }
        run.tally.inputRead()
        messages.noteIfEmpty(after: run.output)
    }
}
