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
            Runs the C validator through the signal-check executable on the same files and compares,
            message by message, family, version, dialect, validity and the set of (code, path).
            signal-check is looked for beside livesig, then on PATH; build it with
              swift build --product signal-check
            (it needs json-c: apt-get install libjson-c-dev).
            Exit status: 0 when they agree everywhere, 1 on any disagreement, 2 on a usage or I/O error.

            Example:
              livesig crosscheck Vectors/captures/showcase.jsonl
            """
    )

    @Option(help: "Decode every message as this family instead of detecting it.")
    var family: String?

    @Option(help: "The signal-check executable to use.")
    var signalCheck: String?

    @Argument(help: "Files to check (.json, .jsonl, .ndjson).")
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
            Terminal.standardError.write(
                "livesig: signal-check was not found beside livesig or on PATH; build it with `swift build --product signal-check` (needs libjson-c-dev), or pass --signal-check PATH\n"
            )
            throw ExitCode(2)
        }
        var arguments = ["--format", "json"]
        if let family { arguments += ["--family", family] }
        let child: Subprocess
        do {
            child = try Subprocess.start(peer, arguments + paths)
        } catch {
            Terminal.standardError.write("livesig: \(error)\n")
            throw ExitCode(2)
        }
        var peerLines = LineReader(descriptor: child.output, maxLineLength: 64 << 20)
        var comparison = Comparison()
        var ioFailed = false
        for path in paths {
            do {
                try forEachMessage(in: path) { source, line, bytes in
                    let ours = CaptureDecoder().decode(bytes, as: family.flatMap(WireFamily.init(rawValue:)))
                    let theirs = try? peerLines.next()
                    comparison.compare(source: source, line: line, ours: ours, theirs: theirs)
                }
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                ioFailed = true
            }
        }
        while let extra = try? peerLines.next() {
            comparison.extra(extra)
        }
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

    /// Each message of a file, split as `signal-check` splits it: by the file's extension.
    /// An over-long message comes as no bytes, which both sides report as `json.size`.
    private func forEachMessage(in path: String, _ body: (String, Int, [UInt8]) throws -> Void) throws {
        let source = try InputSource(path: path)
        defer { source.close() }
        let limit = JSONReaderOptions.default.maxDocumentSize
        var messages = try MessageSource(source, layout: InputWalker.isLines(path) ? .lines : .document, limit: limit)
        while let item = try messages.next() {
            switch item {
            case .message(let bytes, let line): try body(source.name, line, Array(bytes))
            case .tooLarge(let line): try body(source.name, line, [])
            }
        }
    }
}

/// Compares verdicts and prints each disagreement.
struct Comparison {
    private(set) var messages = 0
    private(set) var disagreements = 0

    private struct Verdict: Equatable {
        var channel: String?
        var family: String?
        var version: Int?
        var dialect: String?
        var valid: Bool
        var findings: [String]

        var text: String {
            "\(channel.map { "[\($0)] " } ?? "")\(family ?? "unknown family") v\(version.map(String.init) ?? "-") (\(dialect ?? "-")) \(valid ? "valid" : "invalid") \(findings)"
        }
    }

    mutating func compare(source: String, line: Int, ours capture: CaptureDecoder.Line, theirs: LineReader.Line?) {
        messages += 1
        let ours = capture.result
        let mine = Verdict(
            channel: capture.channel?.rawValue,
            family: ours.family?.rawValue,
            version: ours.version,
            dialect: ours.dialect,
            valid: capture.isValid,
            findings: Set(ours.diagnostics.map { "\($0.code) \($0.path)" }).sorted()
        )
        guard case .text(let slice, _)? = theirs, case .object(let object)? = JSONReader().read(slice).value else {
            report("\(source):\(line): signal-check printed no result for this message")
            return
        }
        let findings = (object["diagnostics"]?.arrayValue ?? []).compactMap { item -> String? in
            guard let code = item.objectValue?["code"]?.stringValue, let path = item.objectValue?["path"]?.stringValue
            else { return nil }
            return "\(code) \(path)"
        }
        let peer = Verdict(
            channel: object["channel"]?.stringValue,
            family: object["family"]?.stringValue,
            version: object["version"]?.numberValue?.exactly(Int.self),
            dialect: object["dialect"]?.stringValue,
            valid: object["valid"]?.boolValue ?? false,
            findings: Set(findings).sorted()
        )
        if mine != peer {
            report("\(source):\(line): disagreement\n    Swift: \(mine.text)\n    C:     \(peer.text)")
        }
    }

    mutating func extra(_ line: LineReader.Line) {
        report("signal-check reported a message livesig did not read")
    }

    private mutating func report(_ text: String) {
        disagreements += 1
        Terminal.standardOutput.write(text + "\n")
    }
}

func getEnvironment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
