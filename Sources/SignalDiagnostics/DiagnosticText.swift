/// Text for people that quotes what a message held: keys in paths, names in diagnostic messages.
public enum DiagnosticText {
    /// `text` as a compact JSON string literal: `"`, `\` and control characters escaped, `/`
    /// and non-ASCII left as they are, so a quoted key reads as the sender wrote it. The C
    /// validator quotes path keys the same way; the cross-check compares paths as text.
    public static func quoted(_ text: String) -> String {
        // Most names have nothing to escape: one scan of the bytes, one concatenation.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
