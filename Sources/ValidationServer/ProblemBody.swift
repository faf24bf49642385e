import LiveSignaling

/// The body of a refused request: `{"error":"malformed","message":"…","diagnostics":[…]}`,
/// the diagnostics written as `livesig validate --format json` writes them (code, severity,
/// path, offset, message) when the library has any to give.
enum ProblemBody {
    static func json(error: RefusalReason, message: String, diagnostics: [Diagnostic] = []) -> [UInt8] {
        var list: [JSONValue] = []
        for diagnostic in diagnostics {
            list.append([
                "code": .string(diagnostic.code.rawValue),
                "severity": .string(diagnostic.severity.rawValue),
                "path": .string(diagnostic.path.description),
                "offset": diagnostic.offset.map { .number(JSONNumber($0)) } ?? .null,
                "message": .string(diagnostic.message),
            ])
        }
        let body: JSONValue = [
            "error": .string(error.rawValue),
            "message": .string(message),
            "diagnostics": .array(list),
        ]
        return JSONWriter(style: .compact).write(body) + [0x0A]
    }
}
