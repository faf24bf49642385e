/// How much a diagnostic matters to whoever receives the message.
public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
    /// Worth knowing; nothing is wrong (e.g. one trailing NUL stripped from an SEI payload).
    case note
    /// The message is valid, but some client in the wild mishandles this form.
    case warning
    /// The message is invalid: a receiver following the protocol cannot use it.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
