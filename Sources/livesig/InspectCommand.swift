import ArgumentParser
import LiveSignaling
import ValidationReports

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a message as the library decodes it: family, version, dialect and every field.",
        discussion: """
            Documents that travel inside strings (extended_data, pk_users, \
            MsgContent.Data, an envelope's payload) are expanded in place and marked \
            <json>; keys the family does not define are listed (the library keeps them \
            and writes them back). Findings follow. A JSON Lines input is inspected line \
            by line; --line picks one.

            Exit status: 0 when every message inspected is valid, 1 when any is not, 2 \
            on a usage or I/O error.

            Examples:
              livesig inspect Vectors/pk.room-attributes/nine-hosts.json
              livesig inspect --line 6 --format json Vectors/captures/showcase.jsonl
            """
    )

    @Option(help: FamilyOptionHelp.help("the message"))
    var family: String?

    @Option(help: "Only the message on this line of a JSON Lines input.")
    var line: Int?

    @Option(help: "Output format: text or json.")
    var format: ValidateCommand.OutputFormat = .text

    @Option(help: "Colour: auto, always or never.")
    var color: Style.Choice = .auto

    @Argument(help: "A message file, a JSON Lines file, or - for standard input.")
    var path: String = "-"

    func validate() throws {
        if let family, WireFamily(rawValue: family) == nil { throw ValidationError("unknown family \"\(family)\"") }
        if let line, line < 1 { throw ValidationError("--line counts from 1") }
    }

    func run() throws {
        Terminal.ignoreBrokenPipes()
        let output = BufferedOutput(.standardOutput)
        let style = Style(color, terminal: .standardOutput)
        let decoder = CaptureDecoder()
        var failed = false
        var found = false
        do {
            let source = try InputSource(path: path)
            defer { source.close() }
            let limit = JSONReaderOptions.default.maxDocumentSize
            var messages = try MessageSource(source, layout: InputWalker.isLines(path) ? .lines : .detect, limit: limit)
            while let item = try messages.next() {
                guard case .message(let bytes, let number) = item else {
                    failed = true
                    output.flush()
                    Terminal.standardError.write(
                        "\(source.name):\(lineNumber(item)): error[json.size]: the message is larger than \(limit) bytes; it was skipped unread\n"
                    )
                    continue
                }
                if let line, number != line { continue }
                found = true
                let decoded = bytes.withUnsafeBytes {
                    decoder.decode($0, as: family.flatMap(WireFamily.init(rawValue:)))
                }
                failed = failed || !decoded.isValid
                let view = InspectionView(source: source.name, line: number, bytes: Array(bytes), decoded: decoded)
                output.write(format == .json ? view.jsonLine : view.text(style: style))
                if line != nil { break }
            }
            messages.noteIfEmpty(after: output)
        } catch {
            output.flush()
            Terminal.standardError.write("livesig: \(error)\n")
            throw ExitCode(2)
        }
        output.flush()
        if let line, !found {
            Terminal.standardError.write("livesig: \(path) has no message on line \(line)\n")
            throw ExitCode(2)
        }
        if failed { throw ExitCode(1) }
    }

    private func lineNumber(_ item: MessageSource.Item) -> Int {
        switch item {
        case .message(_, let line), .tooLarge(let line): line
        }
    }
}
