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
