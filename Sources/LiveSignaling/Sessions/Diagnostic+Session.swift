extension Diagnostic {
    /// A finding of a session checker: about a conversation, placed by time, event, room and flow.
    static func session(
        _ code: DiagnosticCode,
        time: Int,
        event: Int?,
        room: String?,
        flow: SessionFlow,
        message: String,
        severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(
            code,
            severity: severity,
            message: message,
            session: SessionContext(time: time, event: event, room: room, flow: flow)
        )
    }
}

/// A user as a finding names them: their ID, or what stands for an ID the capture left empty
/// (an envelope's `from` is optional), so that no finding starts with a blank.
enum SessionUser {
    static func named(_ id: String) -> String { id.isEmpty ? "a user with no ID" : id }
}
