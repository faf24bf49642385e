import LiveSignaling

/// One validated message and where it came from, rendered as text or as the JSON object
/// `{"source","line","family","version","dialect","valid","diagnostics":[…]}`.
struct ValidationReport {
    let source: String
    let line: Int
    let bytes: [UInt8]
    let result: DecodedMessage

    var jsonValue: JSONValue {
        let diagnostics: [JSONValue] = result.diagnostics.map { diagnostic in
            .object([
                "code": .string(diagnostic.code.rawValue),
                "severity": .string(diagnostic.severity.rawValue),
                "path": .string(diagnostic.path.description),
                "offset": diagnostic.offset.map { .number(JSONNumber($0)) } ?? .null,
                "message": .string(diagnostic.message),
            ])
        }
        return .object([
            "source": .string(source),
            "line": .number(JSONNumber(line)),
            "family": result.family.map { .string($0.rawValue) } ?? .null,
            "version": result.version.map { .number(JSONNumber($0)) } ?? .null,
            "dialect": result.dialect.map { .string($0) } ?? .null,
            "valid": .bool(result.isValid),
            "diagnostics": .array(diagnostics),
        ])
    }

    var jsonLine: String {
        JSONWriter(style: .compact).writeString(jsonValue) + "\n"
    }

    /// The heading line and, per diagnostic, a compiler-style block.
    func text(printer: DiagnosticPrinter) -> String {
        var what = result.family.map { "\($0) v\(result.version ?? 1)" } ?? "unknown family"
        if let dialect = result.dialect { what += " (\(dialect))" }
        var text = "\(source):\(line): \(what): \(result.isValid ? "valid" : "invalid")\n"
        for diagnostic in result.diagnostics {
            text += printer.render(diagnostic)
        }
        return text
    }
}
