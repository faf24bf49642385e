import Crypto
import LiveSignaling

/// What the service does with a ZIM server callback: read it as the library's `zim.callback`
/// family (which holds every rule of the body), check its signature, and, for a call
/// invitation, turn it into a `zim.call-invite` capture line, which the library judges (the
/// payload as `pk.invite`) and the session checkers follow.
///
/// The signature is the hexadecimal SHA-1 of ``ZIMCallback/Body/signedText(secret:)``
/// (https://www.zegocloud.com/docs/zim-server/callbacks/authenticating-server-to-server-callbacks).
enum ZIMCallbackRoute {
    /// A callback's event, as the capture format's `zim.call-invite` event; nil for events
    /// this service does not follow (answered 200 and counted as unknown).
    static func captureEvent(_ event: String) -> String? {
        switch ZIMCallback.CallEvent(rawValue: event) {
        case .create?, .invite?: "invite"
        case .accept?: "accept"
        case .reject?: "reject"
        case .cancel?: "cancel"
        case .timeout?: "timeout"
        case nil:
            // Named by analogy with the others; their pages were not found.
            switch event {
            case "call_quit": "quit"
            case "call_end": "end"
            default: nil
            }
        }
    }

    enum BodyProblem: Error {
        /// Not JSON: the reader's findings.
        case malformed([Diagnostic])
        /// JSON, but not a ZIM callback.
        case notACallback(String)
    }

    /// The body read as the library's ZIM callback. A body whose own members (appid, event,
    /// nonce, signature, timestamp) are missing or of the wrong kind is not one; a finding in
    /// an event's members is the library's to report, in the verdict.
    static func callback(_ body: [UInt8]) -> Result<(ZIMCallback.Body, [Diagnostic]), BodyProblem> {
        let (read, diagnostics) = ZIMCallback.Body.read(body)
        if diagnostics.contains(where: { $0.code.rawValue.hasPrefix("json.") && $0.severity == .error }) {
            return .failure(.malformed(diagnostics))
        }
        guard let callback = read else { return .failure(.notACallback("the body is not a JSON object")) }
        let envelope = diagnostics.filter { finding in
            guard finding.code == .wireMissingKey || finding.code == .wireType,
                let key = ZIMCallback.envelopeKeys.first(where: { finding.path == JSONPath.root.appending(key: $0) })
            else { return false }
            // appid or nonce as an integer (the pages suggest converting them): reported, not
            // refused, since the body's text is still there to sign.
            let integer = read?.fields[key]?.numberValue?.isIntegerLexeme == true
            return !(finding.code == .wireType && ZIMCallback.integerTolerantKeys.contains(key) && integer)
        }
        guard envelope.isEmpty else {
            return .failure(.notACallback(envelope.map { "\($0.path): \($0.message)" }.joined(separator: "; ")))
        }
        return .success((callback, diagnostics))
    }

    enum Authentication: Equatable {
        case valid, missing, badSignature, stale
    }

    /// A room page's table gives `timestamp` in milliseconds; any value past this is read so.
    static let millisecondTimestamps = 100_000_000_000

    static func authenticate(_ callback: ZIMCallback.Body, secret: String, now: Int, window: Int) -> Authentication {
        guard let signature = callback.signature, !signature.isEmpty, let signed = callback.signedText(secret: secret)
        else { return .missing }
        let expected = Insecure.SHA1.hash(data: Array(signed.utf8)).hexadecimal
        guard constantTimeEqual(expected, signature.lowercased()) else { return .badSignature }
        guard let stamp = callback.timestamp else { return .stale }
        let seconds = stamp > millisecondTimestamps ? stamp / 1000 : stamp
        return isFresh(seconds, now: now, window: window) ? .valid : .stale
    }

    /// The callback as a capture line: `{"ts":…,"channel":"zim.call-invite","room":…,
    /// "from":…,"to":…,"event":…,"id":…,"timeout":…,"payload":…}`.
    static func captureLine(_ callback: ZIMCallback.Body, event: String, room: String) -> [UInt8] {
        var members: [JSONObject.Member] = []
        if let milliseconds = callback.timestamp.flatMap(Self.milliseconds) {
            members.append(.init(key: "ts", value: .number(JSONNumber(milliseconds))))
        }
        members += [
            .init(key: "channel", value: .string(CaptureChannel.zimCallInvite.rawValue)),
            .init(key: "room", value: .string(room)),
            .init(key: "from", value: .string(callback.caller ?? callback.inviter ?? callback.userID ?? "")),
            .init(key: "to", value: .string(callback.userIDs.first ?? "")),
            .init(key: "event", value: .string(event)),
            .init(key: "id", value: .string(callback.callID ?? "")),
        ]
        if let timeout = callback.timeoutSeconds.flatMap(Self.milliseconds), event == "invite" {
            members.append(.init(key: "timeout", value: .number(JSONNumber(timeout))))
        }
        members.append(.init(key: "payload", value: .string(callback.extendedData ?? "")))
        return JSONWriter(style: .compact).write(.object(JSONObject(members)))
    }

    /// Seconds as milliseconds; nil when that does not fit (a value from outside).
    private static func milliseconds(_ seconds: Int) -> Int? {
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? nil : product
    }
}
