import ArgumentParser
import LiveSignaling

extension JSONCommand {
    struct Unwrap: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unwrap",
            abstract: "Write each message with the JSON inside its strings expanded, for any schema validator.",
            discussion: """
                Writes one compact JSON line per message: the message as sent, with each \
                string that carries a document (extended_data, pk_users, a custom element's \
                Data, a UIKit invitation's data, a capture envelope's payload) replaced by \
                the parsed document. Schemas/unwrapped/ holds the schemas of this form, and \
                its bundle validates an unwrapped capture line: there a stock validator \
                checks inside those documents, which it does not do through contentSchema \
                on the message as sent. Only what the decoder reads as a document is \
                expanded; every value is kept as sent, faults included.

                An input that is not JSON has no unwrapped form: it is named on stderr with \
                the reason and left out (counted in the last stderr line). Output line N is \
                input line N unwrapped: a line with no unwrapped form (blank, or left out) \
                is written empty, which JSON Lines readers skip.

                Exit status: 0 when every message was written, 1 when any was left out, 2 \
                on a usage or I/O error.

                Examples:
                  livesig json unwrap Vectors/cohost.room-request/ios-accept-echo.json
                  livesig json unwrap Vectors/captures/showcase.jsonl | check-jsonschema \\
                    --schemafile Schemas/unwrapped/livesignaling.bundle.schema.json …
                """
        )

        @Option(help: FamilyOptionHelp.help("each message"))
        var family: String?

        @Argument(help: "A message file, a JSON Lines file, or - for standard input.")
        var path: String = "-"

        func validate() throws {
            if let family, WireFamily(rawValue: family) == nil { throw ValidationError("unknown family \"\(family)\"") }
        }

        func run() throws {
            Terminal.ignoreBrokenPipes()
            let output = BufferedOutput(.standardOutput)
            let decoder = CaptureDecoder()
            var written = 0
            var leftOut = 0
            // The next input line the output stands at.
            var nextLine = 1
            func align(to line: Int) {
                while nextLine < line {
                    output.write("\n")
                    nextLine += 1
                }
                nextLine = line + 1
            }
            do {
                let source = try InputSource(path: path)
                defer { source.close() }
                let limit = JSONReaderOptions.default.maxDocumentSize
                var messages = try MessageSource(
                    source,
                    layout: InputWalker.isLines(path) ? .lines : .detect,
                    limit: limit
                )
                while let item = try messages.next() {
                    switch item {
                    case .tooLarge(let line):
                        align(to: line)
                        output.write("\n")
                        leftOut += 1
                        output.flush()
                        Terminal.standardError.write(
                            "\(source.name):\(line): error[json.size]: the message is larger than \(limit) bytes; left out\n"
                        )
                    case .message(let bytes, let line):
                        let bytes = Array(bytes)
                        let decoded = bytes.withUnsafeBytes {
                            decoder.decode($0, as: family.flatMap(WireFamily.init(rawValue:)))
                        }
                        align(to: line)
                        guard let value = Unwrapping.unwrap(bytes, decoded: decoded) else {
                            output.write("\n")
                            leftOut += 1
                            let reason =
                                decoded.result.diagnostics.first(where: { $0.severity == .error }).map {
                                    "\($0.code): \($0.message)"
                                }
                                ?? "not JSON"
                            output.flush()
                            Terminal.standardError.write("\(source.name):\(line): \(reason); left out\n")
                            continue
                        }
                        written += 1
                        output.write(JSONWriter(style: .compact).writeString(value) + "\n")
                    }
                }
                messages.noteIfEmpty(after: output)
            } catch {
                output.flush()
                Terminal.standardError.write("livesig: \(error)\n")
                throw ExitCode(2)
            }
            output.flush()
            if leftOut > 0 {
                Terminal.standardError.write("livesig: \(written) unwrapped, \(leftOut) left out\n")
                throw ExitCode(1)
            }
        }
    }
}
