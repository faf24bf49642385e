import ArgumentParser
import LiveSignaling
import ValidationReports

struct EncodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encode",
        abstract: "Write a message of a family in the dialect a given client sends.",
        discussion: """
            The message comes from a file (any dialect; --from) or from fields on the \
            command line: key=value sets a string, key:=json sets any JSON value, and \
            dots nest (msg.likeCount:=10). Documents carried in strings are given as \
            strings: extended_data='{"room_request_type":10000}'.

            The input is validated first and the output again, so what is written \
            always validates; the exact bytes are written (a line break is added only \
            on a terminal).

            Exit status: 0 written, 1 the input (or output) does not validate or breaks \
            a limit, 2 on a usage or I/O error.

            Examples:
              livesig encode sei.device-state --dialect document \\
                type:=0 sender_id=host_A mic:=true cam:=false
              livesig encode cohost.room-request --dialect android \\
                --from request.json -o request-android.json
              livesig families    # the dialects of every family
            """
    )

    @Argument(help: "The family: \(WireFamily.allCases.map(\.rawValue).joined(separator: ", ")).")
    var family: String

    @Option(help: "The dialect to write (see `livesig families`); by default the one the demo apps send.")
    var dialect: String?

    @Option(help: "Read the message from this file (- for standard input) instead of fields.")
    var from: String?

    @Option(name: .shortAndLong, help: "Output file, or - for standard output.")
    var output: String = "-"

    @Argument(help: "Fields: key=value (a string) or key:=json (any JSON value).")
    var fields: [String] = []

    func validate() throws {
        guard let wireFamily = WireFamily(rawValue: family) else {
            throw ValidationError(
                "unknown family \"\(family)\"; families: \(WireFamily.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        guard (from == nil) != fields.isEmpty else {
            throw ValidationError(
                "give the message either with --from PATH or as key=value fields, not both or neither"
            )
        }
        if let dialect {
            let known = Set(wireFamily.versions.flatMap(wireFamily.dialects(version:)))
            guard known.contains(dialect) else {
                throw ValidationError(
                    "\(family) has no dialect \"\(dialect)\"; it has \(known.sorted().joined(separator: ", "))"
                )
            }
        }
        _ = try FieldAssignments(fields)
    }

    func run() throws {
        Terminal.ignoreBrokenPipes()
        guard let wireFamily = WireFamily(rawValue: family) else { throw ExitCode(2) }
        let input: [UInt8]
        let inputName: String
        if let from {
            let limit = JSONReaderOptions.default.maxDocumentSize
            let read: (bytes: [UInt8], truncated: Bool)
            do {
                let source = try InputSource(path: from)
                defer { source.close() }
                read = try source.readAll(limit: limit)
                inputName = source.name
            } catch {
                Terminal.standardError.write("livesig: \(error)\n")
                throw ExitCode(2)
            }
            if read.truncated {
                // A finding about the input, as validate reports it, not an I/O error.
                let diagnostic = Diagnostic(
                    .jsonSize,
                    offset: limit,
                    message: "the message is larger than the limit of \(limit) bytes; it was not read further"
                )
                Terminal.standardError.write("livesig: the input is not a valid \(family) message\n")
                DiagnosticPrinter(source: inputName, bytes: read.bytes, style: Style(.auto, terminal: .standardError))
                    .print(diagnostic)
                throw ExitCode(1)
            }
            input = read.bytes
        } else {
            input = JSONWriter(style: .compact).write(try FieldAssignments(fields).value)
            inputName = "<fields>"
        }
        let decoded = SignalDecoder().decode(input, as: wireFamily)
        guard decoded.isValid, let message = decoded.message else {
            report(decoded, bytes: input, source: inputName, what: "the input is not a valid \(family) message")
            throw ExitCode(1)
        }
        let bytes: [UInt8]
        do {
            bytes = try SignalEncoder().encode(message, dialect: dialect)
        } catch {
            Terminal.standardError.write("livesig: error: \(error)\n")
            throw ExitCode(1)
        }
        let check = SignalDecoder().decode(bytes, as: wireFamily)
        guard check.isValid else {
            report(
                check,
                bytes: bytes,
                source: "<output>",
                what: "the encoded message does not validate (a bug: please report it)"
            )
            throw ExitCode(1)
        }
        let newline = output == "-" && Terminal.standardOutput.isTerminal
        if !OutputFile.write(newline ? bytes + [0x0A] : bytes, to: output) { throw ExitCode(2) }
    }

    private func report(_ decoded: DecodedMessage, bytes: [UInt8], source: String, what: String) {
        Terminal.standardError.write("livesig: \(what)\n")
        let printer = DiagnosticPrinter(source: source, bytes: bytes, style: Style(.auto, terminal: .standardError))
        for diagnostic in decoded.diagnostics { printer.print(diagnostic) }
    }
}

/// `key=value` and `key:=json` arguments gathered into one JSON object; dots in a key nest.
struct FieldAssignments {
    let value: JSONValue

    init(_ arguments: [String]) throws(ValidationError) {
        var root = JSONObject()
        for argument in arguments {
            let (path, value) = try Self.parse(argument)
            Self.set(value, at: path[...], in: &root)
        }
        value = .object(root)
    }

    private static func parse(_ argument: String) throws(ValidationError) -> ([String], JSONValue) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw ValidationError("\"\(argument)\" is not key=value or key:=json")
        }
        var key = argument[..<equals]
        let text = String(argument[argument.index(after: equals)...])
        let value: JSONValue
        if key.hasSuffix(":") {
            key = key.dropLast()
            guard let parsed = JSONReader().read(Array(text.utf8)).value else {
                throw ValidationError("the value of \(key):= is not JSON: \(text)")
            }
            value = parsed
        } else {
            value = .string(text)
        }
        let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !path.contains(where: \.isEmpty) else { throw ValidationError("\"\(key)\" has an empty key") }
        return (path, value)
    }

    private static func set(_ value: JSONValue, at path: ArraySlice<String>, in object: inout JSONObject) {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = value
            return
        }
        var child = object[first]?.objectValue ?? JSONObject()
        set(value, at: path.dropFirst(), in: &child)
        object[first] = .object(child)
    }
}
