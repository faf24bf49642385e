import ArgumentParser
import LiveSignaling

/// Terminal colour, only where a person reads it: `--color auto|always|never`, and `auto`
/// honours NO_COLOR (https://no-color.org) and an output that is not a terminal.
struct Style {
    let enabled: Bool

    enum Choice: String, CaseIterable {
        case auto, always, never
    }

    init(enabled: Bool) { self.enabled = enabled }

    init(_ choice: Choice, terminal: Terminal) {
        switch choice {
        case .always: enabled = true
        case .never: enabled = false
        case .auto: enabled = terminal.isTerminal && (getEnvironment("NO_COLOR").map(\.isEmpty) ?? true)
        }
    }

    func paint(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func error(_ text: String) -> String { paint(text, "1;31") }
    func warning(_ text: String) -> String { paint(text, "1;33") }
    func note(_ text: String) -> String { paint(text, "1;34") }
    func bold(_ text: String) -> String { paint(text, "1") }
    func caret(_ text: String) -> String { paint(text, "1;32") }
    func valid(_ text: String) -> String { paint(text, "32") }

    /// `text` painted in `code`, appended to a report line without a String in between.
    func paint(_ text: StaticString, _ code: StaticString, into bytes: inout LineWriter) {
        if enabled {
            bytes.appendRaw("\u{1B}[")
            bytes.appendRaw(code)
            bytes.appendRaw("m")
        }
        bytes.appendRaw(text)
        if enabled { bytes.appendRaw("\u{1B}[0m") }
    }

    /// `error[code]`, `warning[code]` or `note[code]` in its severity's colour.
    func severity(_ severity: Severity, _ code: DiagnosticCode) -> String {
        let text = "\(severity.rawValue)[\(code.rawValue)]"
        switch severity {
        case .error: return error(text)
        case .warning: return warning(text)
        default: return note(text)
        }
    }
}

extension Style.Choice: ExpressibleByArgument {}
