import LiveSignaling
import ValidationReports

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
    /// Found once per message: every finding is located in it.
    let lines: SourceLineIndex
    /// Added to every line number: the line of this message in a JSON Lines file, minus one.
    var lineOffset = 0
    var style = Style(enabled: false)
    /// Bytes of source shown around the caret.
    var window = 100

    init(source: String, bytes: [UInt8], lineOffset: Int = 0, style: Style = Style(enabled: false)) {
        self.source = source
        self.bytes = bytes
        lines = SourceLineIndex(bytes)
        self.lineOffset = lineOffset
        self.style = style
    }

    func print(_ diagnostic: Diagnostic, to terminal: Terminal = .standardError) {
        terminal.write(render(diagnostic))
    }

    func render(_ diagnostic: Diagnostic, explanation: String? = nil) -> String {
        let location = lines.position(of: diagnostic.offset ?? 0)
        let line = location.line + lineOffset
        let painted = style.severity(diagnostic.severity, diagnostic.code)
        var text = style.bold("\(source):\(line):\(location.column):") + " \(painted): \(diagnostic.message)\n"
        let gutter = Self.spaces(String(line).count)
        if diagnostic.offset != nil {
            let (shown, caretColumn) = excerpt(location)
            text += style.note(" \(line) |") + " " + shown + "\n"
            text += style.note(" \(gutter) |") + Self.spaces(caretColumn + 1) + style.caret("^") + "\n"
        }
        text += style.note(" \(gutter) =") + " at \(diagnostic.path)\n"
        if let explanation {
            text += style.note(" \(gutter) =") + " \(diagnostic.code.rawValue): \(explanation)\n"
        }
        return text
    }

    /// `String(repeating: " ", count:)` took ~6,000 instructions for a caret's indent.
    private static func spaces(_ count: Int) -> String {
        String(decoding: [UInt8](repeating: UInt8(ascii: " "), count: max(count, 0)), as: UTF8.self)
    }

    /// The line, cut to `window` bytes around the column, and the caret's character position in it.
    private func excerpt(_ location: SourceLineIndex.Position) -> (String, Int) {
        // Only the shown part of the line is copied, however long the line is.
        bytes.withUnsafeBufferPointer { all in
            excerpt(of: UnsafeBufferPointer(rebasing: all[location.lineRange]), column: location.column)
        }
    }

    private func excerpt(of line: UnsafeBufferPointer<UInt8>, column: Int) -> (String, Int) {
        let column = min(max(column - 1, 0), line.count)
        var start = 0
        var end = line.count
        if line.count > window {
            start = max(0, min(column - window / 2, line.count - window))
            end = min(line.count, start + window)
            // Never cut inside a UTF-8 sequence.
            while start > 0, start < line.count, line[start] & 0xC0 == 0x80 { start -= 1 }
            while end < line.count, line[end] & 0xC0 == 0x80 { end += 1 }
        }
        // Printable ASCII, the usual case: a byte is a character and nothing is replaced, so
        // the caret's place is a subtraction. Counting characters, and mapping each one,
        // cost ~70,000 instructions a finding.
        if line[start..<end].allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let shown = String(decoding: line[start..<end], as: UTF8.self)
            let marked = (start > 0 ? "…" : "") + shown + (end < line.count ? "…" : "")
            return (marked, column - start + (start > 0 ? 1 : 0))
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
