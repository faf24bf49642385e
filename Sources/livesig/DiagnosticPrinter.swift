import LiveSignaling

/// Prints diagnostics the way compilers do, so editors and people both know where to look:
/// `file:line:column: severity[code]: message`, the line, and a caret under the byte.
struct DiagnosticPrinter {
    let source: String
    let bytes: [UInt8]
    /// Added to every line number: the line of this message in a JSON Lines file, minus one.
    var lineOffset = 0
    var terminal = Terminal.standardError

    func print(_ diagnostic: Diagnostic) {
        terminal.write(render(diagnostic))
    }

    func render(_ diagnostic: Diagnostic) -> String {
        let location = SourceLocation(offset: diagnostic.offset ?? 0, in: bytes)
        var text = "\(source):\(location.line + lineOffset):\(location.column): "
        text += "\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]: \(diagnostic.message)\n"
        if diagnostic.offset != nil, location.lineText.utf8.count <= 240 {
            text += "    " + location.lineText + "\n"
            text += "    " + String(repeating: " ", count: max(location.column - 1, 0)) + "^\n"
        }
        text += "    at \(diagnostic.path)\n"
        return text
    }
}
