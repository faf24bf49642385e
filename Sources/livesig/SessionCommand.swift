import ArgumentParser
import LiveSignaling
import ValidationReports

struct SessionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session",
        abstract: "Check whole conversations: co-host requests, PK battles, seats, streams, heartbeats.",
        subcommands: [Check.self]
    )
}

extension SessionCommand {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Run every session checker over an envelope capture and report per room and flow.",
            discussion: """
                Each message can be valid while the conversation is broken: an accept for \
                a request nobody made, a PK whose room attributes outlive it, a host whose \
                heartbeats stopped.

                The capture is JSON Lines of envelopes (README "Capture format"), in time \
                order; sdk lines record SDK events (mixer.start, seat.*, stream.*) and the \
                optional event, id, code, stream and timeout keys say what the payload \
                alone does not. Raw lines and invalid lines are left out (livesig validate \
                reports them), and so are valid lines of no session (likes, gifts, \
                bullets, an app's own data): the summary counts each. Findings print as file:line: severity[code] at TIME: \
                message, grouped by room and flow.

                Exit status: 0 when no finding is an error, 1 when one is, 2 on a usage or \
                I/O error.

                Examples:
                  livesig session check Vectors/sessions/pk-3-hosts.jsonl
                  livesig session check --reconnect-after 3 --format json capture.jsonl
                """
        )

        @OptionGroup var thresholds: HeartbeatThresholds

        @Option(help: "Seconds a co-host request waits for an answer.")
        var cohostTimeout: Double = 60

        @Option(
            help: ArgumentHelp(
                "Requests and PK battles kept at once (co-host and seat requests per room).",
                discussion:
                    "Each is kept while open and one timeout after it ends; past the limit the oldest is forgotten, and the summary counts them."
            )
        )
        var capacity: Int = CaptureSessionChecker.Options().capacity

        @Option(help: "Output format: text or json.")
        var format: ValidateCommand.OutputFormat = .text

        @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
        var color: Style.Choice = .auto

        @Argument(help: "An envelope capture (.jsonl), or - for standard input.")
        var path: String

        func validate() throws {
            try HeartbeatThresholds.requireSeconds([("--cohost-timeout", cohostTimeout)])
            guard capacity >= 1 else { throw ValidationError("--capacity must be 1 or more") }
        }

        func run() throws {
            Terminal.ignoreBrokenPipes()
            var options = CaptureSessionChecker.Options()
            options.reconnectAfter = thresholds.reconnectMilliseconds
            options.removeAfter = thresholds.removeMilliseconds
            options.cohostTimeout = Int(cohostTimeout * 1000)
            options.capacity = capacity
            var checker = CaptureSessionChecker(options: options)
            var lines = 0
            var unread = 0
            let limit = JSONReaderOptions.default.maxDocumentSize
            let name: String
            do {
                let source = try InputSource(path: path)
                defer { source.close() }
                name = source.name
                func follow(_ item: DecodedLines.Item) {
                    lines += 1
                    switch item {
                    case .line(let decoded, let number):
                        checker.observe(decoded, line: number)
                    case .tooLarge(let number):
                        // Not followed, and said so: a session line is never that large.
                        unread += 1
                        Terminal.standardError.write(
                            "livesig: \(source.name):\(number): error[json.size]: the line is larger than \(limit) bytes; left out unread\n"
                        )
                    }
                }
                var progress = Progress()
                let total = InputWalker.size(of: source.descriptor)
                defer { progress.finish() }
                let emptiness: MessageSource.Emptiness?
                let decoded = DecodedLines(source, limit: limit)
                if decoded.start() {
                    while let batch = decoded.next() {
                        for index in 0..<batch.count {
                            let number = batch.numbers[index]
                            if number > 0 {
                                lines += 1
                                checker.observe(batch.lines[index], line: number)
                            } else {
                                follow(.tooLarge(number: -number))
                            }
                        }
                        progress.update(done: batch.bytesRead, total: total)
                    }
                    switch decoded.finish() {
                    case .finished(let how): emptiness = how
                    case .failed(let error): throw error
                    }
                } else {
                    // No second thread: read and follow in turn.
                    let decoder = SessionLineDecoder()
                    var messages = try MessageSource(source, layout: .lines, limit: limit)
                    while let item = try messages.next() {
                        switch item {
                        case .message(let bytes, let number):
                            follow(.line(bytes.withUnsafeBytes { decoder.decode($0) }, number: number))
                        case .tooLarge(let number): follow(.tooLarge(number: number))
                        }
                        progress.update(done: messages.bytesRead, total: total)
                    }
                    emptiness = messages.emptiness
                }
                if let emptiness {
                    Terminal.standardError.write(
                        "livesig: note: \(source.name) holds no line: \(emptiness.description)\n"
                    )
                }
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                throw ExitCode(2)
            }
            let findings = checker.finish()
            let report = SessionReport(
                source: name,
                lines: lines,
                unread: unread,
                limit: limit,
                checker: checker,
                findings: findings
            )
            let output = BufferedOutput(.standardOutput)
            output.write(format == .json ? report.json : report.text(style: Style(color, terminal: .standardOutput)))
            output.flush()
            if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        }
    }
}
