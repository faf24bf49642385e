import LiveSignaling

/// Prints diagnostics the way compilers do, so editors and people both know where to look:
///
///     capture.jsonl:17:88: error[wire.enum]: type "start_pk" is not one of 91000, 91001, 91002
///        17 | …"payload":"{\"room_id\":\"room_A\",\"type\":\"start_pk\"}"}
///           |                                              ^
///           = at $.payload<json>.type
///
/// Columns count bytes, as compilers do; the caret is placed by characters so it stays under
/// the byte on a terminal. Lines wider than `window` are cut around the caret.
struct DiagnosticPrinter {
    let source: String
    let bytes: [UInt8]
    /// Added to every line number: the line of this message in a JSON Lines file, minus one.
    var lineOffset = 0
    var style = Style(enabled: false)
    /// Bytes of source shown around the caret.
    var window = 100

    func print(_ diagnostic: Diagnostic, to terminal: Terminal = .standardError) {
        terminal.write(render(diagnostic))
    }

    func render(_ diagnostic: Diagnostic, explanation: String? = nil) -> String {
        let location = SourceLocation(offset: diagnostic.offset ?? 0, in: bytes)
        let line = location.line + lineOffset
        let painted = style.severity(diagnostic.severity, diagnostic.code)
        var text = style.bold("\(source):\(line):\(location.column):") + " \(painted): \(diagnostic.message)\n"
        let gutter = String(repeating: " ", count: String(line).count)
        if diagnostic.offset != nil {
            let (shown, caretColumn) = excerpt(location)
            text += style.note(" \(line) |") + " " + shown + "\n"
            text +=
                style.note(" \(gutter) |") + " " + String(repeating: " ", count: caretColumn) + style.caret("^") + "\n"
        }
        text += style.note(" \(gutter) =") + " at \(diagnostic.path)\n"
        if let explanation {
            text += style.note(" \(gutter) =") + " \(diagnostic.code.rawValue): \(explanation)\n"
        }
        return text
    }

    /// The line, cut to `window` bytes around the column, and the caret's character position in it.
    private func excerpt(_ location: SourceLocation) -> (String, Int) {
        let line = Array(location.lineText.utf8)
        let column = min(max(location.column - 1, 0), line.count)
        var start = 0
        var end = line.count
        if line.count > window {
            start = max(0, min(column - window / 2, line.count - window))
            end = min(line.count, start + window)
            // Never cut inside a UTF-8 sequence.
            while start > 0, start < line.count, line[start] & 0xC0 == 0x80 { start -= 1 }
            while end < line.count, line[end] & 0xC0 == 0x80 { end += 1 }
        }
        let before = String(decoding: line[start..<column], as: UTF8.self)
        var shown = String(decoding: line[start..<end], as: UTF8.self)
        var caret = before.count
        if start > 0 {
            shown = "…" + shown
            caret += 1
        }
        if end < line.count { shown += "…" }
        // Control characters would move the terminal's cursor; show them as one visible mark each.
        shown = String(shown.map { $0.isASCII && ($0.asciiValue ?? 32) < 32 ? "·" : $0 })
        return (shown, caret)
    }
}
