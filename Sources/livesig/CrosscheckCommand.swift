import ArgumentParser
import LiveSignaling

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct CrosscheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crosscheck",
        abstract: "Validate with both the Swift and the C validator and print every disagreement.",
        discussion: """
            Runs the C validator through the signal-check executable on the same files, \
            split into messages as validate splits them, and compares, message by \
            message, the line, channel, event, family, version, dialect, validity and \
            every finding's code, path and byte offset, and then the number of messages \
            each side read.

            signal-check is looked for beside livesig, then on PATH. It needs json-c \
            (apt-get install libjson-c-dev); build it with:
              swift build --product signal-check

            Exit status: 0 when they agree everywhere, 1 on any disagreement, 2 on a \
            usage or I/O error.

            Example:
              livesig crosscheck Vectors/captures/showcase.jsonl
            """
    )

    @Option(help: FamilyOptionHelp.help("every message"))
    var family: String?

    @Option(help: "The signal-check executable to use.")
    var signalCheck: String?

    @Argument(help: "Files or directories to check (.json, .jsonl, .ndjson), as validate reads them.")
    var paths: [String]

    func validate() throws {
        if let family, WireFamily(rawValue: family) == nil { throw ValidationError("unknown family \"\(family)\"") }
        if paths.contains("-") {
            throw ValidationError("crosscheck reads files; standard input cannot be given to both validators")
        }
    }

    func run() throws {
        Terminal.ignoreBrokenPipes()
        guard let peer = locateSignalCheck() else {
            let reason =
                signalCheck.map { "\($0) is not an executable file" }
                ?? "signal-check was not found beside livesig or on PATH; build it with `swift build --product signal-check` (needs libjson-c-dev), or pass --signal-check PATH"
            Terminal.standardError.write("livesig: \(reason)\n")
            throw ExitCode(2)
        }
        var arguments = ["--format", "json"]
        if let family { arguments += ["--family", family] }
        // The inputs as validate expands them; what cannot be read is said, and fails the run.
        var files: [(path: InputPath, fromDirectory: Bool)] = []
        var ioFailed = false
        for entry in InputWalker.expand(paths).entries {
            switch entry {
            case .file(let path, let fromDirectory): files.append((path, fromDirectory))
            case .skipped(let name, let reason):
                Terminal.standardError.write("livesig: skipped \(name): \(reason)\n")
                ioFailed = true
            case .repeated(let name):
                Terminal.standardError.write("livesig: note: \(name) leads to a directory already read\n")
            }
        }
        let child: Subprocess
        do {
            child = try Subprocess.start(peer, arguments.map { Array($0.utf8) } + files.map(\.path.bytes))
        } catch {
            Terminal.standardError.write("livesig: \(error)\n")
            throw ExitCode(2)
        }
        var peerLines = LineReader(descriptor: child.output, maxLineLength: 64 << 20)
        var comparison = CrosscheckComparison()
        for (path, fromDirectory) in files {
            do {
                try forEachMessage(in: path, fromDirectory: fromDirectory) { source, line, bytes in
                    let ours: CrosscheckComparison.Verdict =
                        if let bytes {
                            .init(source: source, line: line, decoded: CaptureDecoder().decode(bytes, as: forced))
                        } else {
                            .tooLarge(source: source, line: line, family: forced)
                        }
                    comparison.compare(ours, theirs: try? peerLines.next())
                }
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                ioFailed = true
            }
        }
        while let extra = try? peerLines.next() {
            comparison.extra(extra)
        }
        comparison.finish()
        let status = child.wait()
        if status > 2 {
            Terminal.standardError.write("livesig: signal-check ended with status \(status)\n")
            ioFailed = true
        }
        Terminal.standardOutput.write(
            "\(comparison.messages) message\(comparison.messages == 1 ? "" : "s") compared: \(comparison.disagreements) disagreement\(comparison.disagreements == 1 ? "" : "s")\n"
        )
        if ioFailed { throw ExitCode(2) }
        if comparison.disagreements > 0 { throw ExitCode(1) }
    }

    private func locateSignalCheck() -> String? {
        if let signalCheck { return isExecutable(signalCheck) ? signalCheck : nil }
        var candidates: [String] = []
        if let directory = executableDirectory() { candidates.append(directory + "/signal-check") }
        for directory in (getEnvironment("PATH") ?? "").split(separator: ":") {
            candidates.append(directory + "/signal-check")
        }
        return candidates.first(where: isExecutable)
    }

    private var forced: WireFamily? { family.flatMap(WireFamily.init(rawValue:)) }

    /// Each message of a file, split as `livesig validate` splits it (signal-check must split
    /// it the same way; a different count is a disagreement). An over-long message comes as
    /// nil: validate reports it unread.
    private func forEachMessage(
        in path: InputPath,
        fromDirectory: Bool,
        _ body: (String, Int, [UInt8]?) throws -> Void
    ) throws {
        let source = try InputSource(path: path, regularOnly: fromDirectory)
        defer { source.close() }
        let limit = JSONReaderOptions.default.maxDocumentSize
        var messages = try MessageSource(source, layout: InputWalker.isLines(path) ? .lines : .detect, limit: limit)
        while let item = try messages.next() {
            switch item {
            case .message(let bytes, let line): try body(source.name, line, Array(bytes))
            case .tooLarge(let line): try body(source.name, line, nil)
            }
        }
    }
}

func getEnvironment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
