/// One finding, from any layer: the JSON text, a family's rules, a vendor limit, an interop
/// hazard, H.264/HEVC bytes, or a conversation of messages.
///
/// What (a stable code from ``DiagnosticCode/catalogue``), how bad (from the catalogue unless a
/// checker says otherwise), where (a JSON path and byte offset for a message, a byte offset
/// for SEI, a ``SessionContext`` for a conversation), and a sentence a person can act on.
///
/// Codes, paths and offsets are the contract shared with the C validator and the vectors; the
/// message text is for people and may be reworded between releases.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was found: a stable code from ``DiagnosticCode/catalogue``.
    public var code: DiagnosticCode
    /// How much the finding matters: the code's ``DiagnosticCode/defaultSeverity`` unless the
    /// checker set another.
    public var severity: Severity
    /// Where the finding is in the JSON document; ``JSONPath/root`` for the document as a whole
    /// or a finding outside JSON.
    public var path: JSONPath
    /// Byte offset in the outermost document or buffer, when the finding has a position.
    public var offset: Int?
    /// A sentence a person can act on; it is for people and may be reworded between releases.
    public var message: String
    /// Where in a conversation, for findings of the session checkers; nil for one message.
    public var session: SessionContext? {
        get { sessionBox?.context }
        set { sessionBox = newValue.map(SessionBox.init) }
    }
    /// Boxed, so that a message's diagnostic (most are) stays as small as it was before
    /// sessions shared the type: decoding copies diagnostics into and out of arrays.
    private var sessionBox: SessionBox?

    /// A finding with `code` and `message`; `severity` defaults to the code's
    /// ``DiagnosticCode/defaultSeverity``, `path` to ``JSONPath/root``, and `offset` and `session` to nil.
    public init(
        _ code: DiagnosticCode,
        severity: Severity? = nil,
        path: JSONPath = .root,
        offset: Int? = nil,
        message: String,
        session: SessionContext? = nil
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.path = path
        self.offset = offset
        self.message = message
        self.sessionBox = session.map(SessionBox.init)
    }

    /// The finding as one line: severity and code, then the path and offset (or the session's
    /// flow and time), then the message.
    public var description: String {
        if let session {
            return "\(severity.rawValue)[\(code.rawValue)] \(session.flow.rawValue) at \(session.timeText): \(message)"
        }
        let at = offset.map { " at byte \($0)" } ?? ""
        return "\(severity.rawValue)[\(code.rawValue)] \(path)\(at): \(message)"
    }
}

/// An immutable box around a session context (see ``Diagnostic/session``).
private final class SessionBox: Hashable, Sendable {
    let context: SessionContext

    init(_ context: SessionContext) { self.context = context }

    static func == (lhs: SessionBox, rhs: SessionBox) -> Bool { lhs.context == rhs.context }

    func hash(into hasher: inout Hasher) { hasher.combine(context) }
}

extension Array where Element == Diagnostic {
    /// True when nothing in the list is an error.
    public var allowsMessage: Bool { !contains { $0.severity == .error } }
}

extension Diagnostic {
    /// A finding at a byte of a buffer that is not JSON (H.264/HEVC bytes, a container).
    public init(_ code: DiagnosticCode, at offset: Int, _ message: String) {
        self.init(code, offset: offset, message: message)
    }
}

/// A diagnostic is what a strict read throws: the first finding that stops it.
extension Diagnostic: Error {}
