import Hummingbird
import LiveSignaling

extension ValidationService {
    /// `POST /v1/zim/callback[?room=…]`: a ZIM server callback, judged as the `zim.callback`
    /// family. Refused with 400 when it is not one (its common members missing or of the wrong
    /// kind), with 401 unless its signature matches the callback secret and its timestamp is
    /// within the window. A call invitation's payload is then judged as its channel's families
    /// and the call fed to the session checkers of `room`, or of the call ID when no room is
    /// named (ZIM's call callbacks carry none). ZIM only needs a 2xx; the body is the verdict.
    func zimCallback(_ request: Request) async throws -> Response {
        let bytes: [UInt8]
        switch try await body(of: request, for: .zim) {
        case .success(let body): bytes = body
        case .failure(let refused): return refused.response
        }
        let callback: ZIMCallback.Body
        let bodyFindings: [Diagnostic]
        switch ZIMCallbackRoute.callback(bytes) {
        case .success(let parsed): (callback, bodyFindings) = parsed
        case .failure(.malformed(let diagnostics)):
            return refuse(.zim, .malformed, status: .badRequest, "the body is not JSON", diagnostics: diagnostics)
                .response
        case .failure(.notACallback(let reason)):
            return refuse(.zim, .malformed, status: .badRequest, reason).response
        }
        guard let secret = settings.zimCallbackSecret else {
            return refuse(.zim, .unauthorized, status: .unauthorized, "no ZIM callback secret is configured").response
        }
        switch ZIMCallbackRoute.authenticate(
            callback,
            secret: secret,
            now: clock(),
            window: settings.signatureWindowSeconds
        )
        {
        case .valid: break
        case .stale:
            return refuse(.zim, .stale, status: .unauthorized, "timestamp is outside the signature window").response
        case .missing, .badSignature:
            return refuse(.zim, .unauthorized, status: .unauthorized, "signature does not match the callback secret")
                .response
        }
        guard let event = callback.event.flatMap(ZIMCallbackRoute.captureEvent) else {
            // A room callback, or an event this service does not follow: its own findings still
            // come back, so a broken one is not passed over in silence.
            let valid = !bodyFindings.contains { $0.severity == .error }
            metrics.callback("zim.unknown", outcome: valid ? "allow" : "report")
            return json(Self.zimReport(followed: false, valid: valid, findings: bodyFindings))
        }
        let room = routedRoom(request) ?? callback.callID ?? ""
        let line = CaptureDecoder().decode(ZIMCallbackRoute.captureLine(callback, event: event, room: room))
        let verdict = line.verdict
        // The body's own findings (an event's member missing) first, then the payload's.
        let findings = bodyFindings + verdict.message.diagnostics
        let valid = line.isValid && !bodyFindings.contains { $0.severity == .error }
        metrics.message(verdict.message, valid: valid, endpoint: .zim)
        metrics.callback("zim.\(event)", outcome: valid ? "allow" : "report")
        await feed(line, room: room)
        return json(Self.zimReport(followed: true, valid: valid, findings: findings))
    }

    /// `{"followed":…,"valid":…,"diagnostics":[codes]}` and a line break.
    private static func zimReport(followed: Bool, valid: Bool, findings: [Diagnostic]) -> [UInt8] {
        var report: [UInt8] = Array(#"{"followed":\#(followed),"valid":\#(valid),"diagnostics":["#.utf8)
        for (index, diagnostic) in findings.enumerated() {
            if index > 0 { report.append(UInt8(ascii: ",")) }
            JSONWriter.appendQuoted(diagnostic.code.rawValue, to: &report)
        }
        report += Array("]}\n".utf8)
        return report
    }
}
