import Crypto
import LiveSignaling

/// ZEGOCLOUD ZIM's server callbacks for call invitations, and their signature: the envelope
/// only. Each callback becomes a `zim.call-invite` capture line, which the library judges
/// (the payload as `pk.invite`) and the session checkers follow.
///
/// Sources (docs/serve.md cites them): the ZIM server callbacks
/// https://www.zegocloud.com/docs/zim-server/callbacks/call-invitation-sent (`call_create`),
/// …/call-invitation-canceled (`call_cancel`), …/call-invitation-rejected (`call_reject`),
/// …/call-invitation-timed-out (`call_timeout`), …/call-invitation-during-a-call
/// (`call_invite`), and the signature
/// https://doc-zh.zego.im/zim-server/callbacks/authenticating-server-to-server-callbacks:
/// the hexadecimal SHA-1 of callback secret, `timestamp` and `nonce`, sorted as strings and
/// joined.
enum ZIMCallback {
    /// A callback's event, as the capture format's `zim.call-invite` event; nil for events
    /// this service does not follow (answered 200 and counted as unknown).
    static func captureEvent(_ event: String) -> String? {
        switch event {
        case "call_create", "call_invite": "invite"
        case "call_accept": "accept"
        case "call_reject": "reject"
        case "call_cancel": "cancel"
        case "call_timeout": "timeout"
        case "call_quit": "quit"
        case "call_end": "end"
        default: nil
        }
    }

    struct Callback {
        var event: String
        var signature: String
        var timestamp: String
        var nonce: String
        var callID: String
        var from: String
        var to: String
        /// The invitation's payload (`payload`, or `extend_data` for an answer).
        var payload: String
        var timeoutSeconds: Int?
    }

    enum BodyProblem: Error {
        case malformed([Diagnostic])
        case notACallback(String)
    }

    static func callback(_ body: [UInt8]) -> Result<Callback, BodyProblem> {
        let read = JSONReader().read(body)
        guard let value = read.value else { return .failure(.malformed(read.diagnostics)) }
        guard let object = value.objectValue else { return .failure(.notACallback("the body is not a JSON object")) }
        guard let event = object["event"]?.stringValue else { return .failure(.notACallback("event is missing")) }
        // timestamp is an integer in the docs' tables and examples; nonce a string of digits
        // ("350176") that the docs suggest converting to an integer, so either form is read.
        func text(_ key: String) -> String? {
            if let string = object[key]?.stringValue { return string }
            return object[key]?.numberValue.flatMap { $0.isIntegerLexeme ? $0.lexeme : nil }
        }
        let invitees = object["user_ids"]?.arrayValue?.compactMap(\.stringValue) ?? []
        return .success(
            Callback(
                event: event,
                signature: object["signature"]?.stringValue ?? "",
                timestamp: text("timestamp") ?? "",
                nonce: text("nonce") ?? "",
                callID: object["call_id"]?.stringValue ?? "",
                from: object["caller"]?.stringValue ?? object["inviter"]?.stringValue ?? object["user_id"]?.stringValue
                    ?? "",
                to: invitees.first ?? "",
                payload: object["payload"]?.stringValue ?? object["extend_data"]?.stringValue ?? "",
                timeoutSeconds: object["timeout"]?.numberValue?.exactly(Int.self)
            )
        )
    }

    enum Authentication: Equatable {
        case valid, missing, badSignature, stale
    }

    static func authenticate(_ callback: Callback, secret: String, now: Int, window: Int) -> Authentication {
        guard !callback.signature.isEmpty, !callback.timestamp.isEmpty, !callback.nonce.isEmpty else { return .missing }
        let joined = [secret, callback.timestamp, callback.nonce].sorted().joined()
        let expected = Insecure.SHA1.hash(data: Array(joined.utf8)).hexadecimal
        guard constantTimeEqual(expected, callback.signature.lowercased()) else { return .badSignature }
        guard let seconds = Int(callback.timestamp), (now - seconds).magnitude <= window else { return .stale }
        return .valid
    }

    /// The callback as a capture line: `{"ts":…,"channel":"zim.call-invite","room":…,
    /// "from":…,"to":…,"event":…,"id":…,"timeout":…,"payload":…}`.
    static func captureLine(_ callback: Callback, event: String, room: String) -> [UInt8] {
        var members: [JSONObject.Member] = []
        if let milliseconds = Int(callback.timestamp).flatMap(Self.milliseconds) {
            members.append(.init(key: "ts", value: .number(JSONNumber(milliseconds))))
        }
        members += [
            .init(key: "channel", value: "zim.call-invite"),
            .init(key: "room", value: .string(room)),
            .init(key: "from", value: .string(callback.from)),
            .init(key: "to", value: .string(callback.to)),
            .init(key: "event", value: .string(event)),
            .init(key: "id", value: .string(callback.callID)),
        ]
        if let timeout = callback.timeoutSeconds.flatMap(Self.milliseconds), event == "invite" {
            members.append(.init(key: "timeout", value: .number(JSONNumber(timeout))))
        }
        members.append(.init(key: "payload", value: .string(callback.payload)))
        return JSONWriter(style: .compact).write(.object(JSONObject(members)))
    }

    /// Seconds as milliseconds; nil when that does not fit (a value from outside).
    private static func milliseconds(_ seconds: Int) -> Int? {
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? nil : product
    }
}
