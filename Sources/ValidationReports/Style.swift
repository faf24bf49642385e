import LiveSignaling

/// Terminal colour, only where a person reads it: `--color auto|always|never`; livesig
/// decides `auto` (Style+Terminal.swift).
package struct Style {
    package let enabled: Bool

    package enum Choice: String, CaseIterable {
        case auto, always, never
    }

    package init(enabled: Bool) { self.enabled = enabled }

    package func paint(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    package func error(_ text: String) -> String { paint(text, "1;31") }
    package func warning(_ text: String) -> String { paint(text, "1;33") }
    package func note(_ text: String) -> String { paint(text, "1;34") }
    package func bold(_ text: String) -> String { paint(text, "1") }
    package func caret(_ text: String) -> String { paint(text, "1;32") }
    package func valid(_ text: String) -> String { paint(text, "32") }

    /// `text` painted in `code`, appended to a report line without a String in between.
    package func paint(_ text: StaticString, _ code: StaticString, into bytes: inout LineWriter) {
        paint(code, into: &bytes) { $0.appendRaw(text) }
    }

    /// What `body` appends, painted in `code`.
    package func paint(_ code: StaticString, into bytes: inout LineWriter, _ body: (inout LineWriter) -> Void) {
        if enabled {
            bytes.appendRaw("\u{1B}[")
            bytes.appendRaw(code)
            bytes.appendRaw("m")
        }
        body(&bytes)
        if enabled { bytes.appendRaw("\u{1B}[0m") }
    }

    /// `error[code]`, `warning[code]` or `note[code]` in its severity's colour.
    package func severity(_ severity: Severity, _ code: DiagnosticCode) -> String {
        let text = "\(severity.rawValue)[\(code.rawValue)]"
        switch severity {
        case .error: return error(text)
        case .warning: return warning(text)
        default: return note(text)
        }
    }
}
