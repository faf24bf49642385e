import ArgumentParser
import LiveSignaling

struct JSONCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "Plain JSON tools.",
        subcommands: [Check.self, Unwrap.self]
    )

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check that the input is exactly one JSON text (RFC 8259).",
            discussion: """
                Exit status: 0 when it is, 1 when it is not (the diagnostic is printed), 2 \
                on a usage or I/O error: the harness contract of JSON parser test suites.

                --max-depth is 1 to \(JSONReaderOptions.maximumDepth) (values are read \
                recursively, so depth bounds stack use) and --max-size 0 to \
                \(JSONReaderOptions.maximumDocumentSize); a value outside is a usage error, \
                not silently clamped.

                Examples:
                  livesig json check Vectors/json/depth-at-limit.json
                  echo '[1,2,]' | livesig json check -
                """
        )

        @Argument(help: "A file, or - for standard input.")
        var path: String = "-"

        @Option(help: "Deepest nesting allowed (1 to \(JSONReaderOptions.maximumDepth)).")
        var maxDepth: Int = JSONReaderOptions.default.maxDepth

        @Option(help: "Largest document allowed, in bytes.")
        var maxSize: Int = JSONReaderOptions.default.maxDocumentSize

        func validate() throws {
            let depths = 1...JSONReaderOptions.maximumDepth
            guard depths.contains(maxDepth) else {
                throw ValidationError(
                    "--max-depth must be \(depths.lowerBound) to \(depths.upperBound); \(maxDepth) is not"
                )
            }
            let sizes = 0...JSONReaderOptions.maximumDocumentSize
            guard sizes.contains(maxSize) else {
                throw ValidationError(
                    "--max-size must be \(sizes.lowerBound) to \(sizes.upperBound); \(maxSize) is not"
                )
            }
        }

        func run() throws {
            Terminal.ignoreBrokenPipes()
            let options = JSONReaderOptions(maxDepth: maxDepth, maxDocumentSize: maxSize)
            let input: [UInt8]
            let truncated: Bool
            do {
                let source = try InputSource(path: path)
                defer { source.close() }
                (input, truncated) = try source.readAll(limit: options.maxDocumentSize)
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                throw ExitCode(2)
            }
            let name = path == "-" ? "<stdin>" : path
            if truncated {
                let diagnostic = Diagnostic(
                    .jsonSize,
                    offset: options.maxDocumentSize,
                    message: "the document is larger than the limit of \(options.maxDocumentSize) bytes"
                )
                DiagnosticPrinter(source: name, bytes: input).print(diagnostic)
                throw ExitCode(1)
            }
            let result = JSONReader(options: options).read(input)
            let printer = DiagnosticPrinter(source: name, bytes: input)
            for diagnostic in result.diagnostics {
                printer.print(diagnostic)
            }
            if !result.isValid {
                throw ExitCode(1)
            }
        }
    }
}
