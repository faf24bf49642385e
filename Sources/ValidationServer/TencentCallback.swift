import Crypto
import LiveSignaling

/// Tencent Chat's webhook around the library's `chat.callback.group-message` family: the
/// commands this service answers, the URL's query, and the callback authentication. The body
/// is read, and the reply written, by the library (`ChatCallback`); each `TIMCustomElem`'s
/// `Data` is judged as `chat.custom`, the family of the `tim.group` capture channel.
///
/// Sources (docs/serve.md cites them): "Before Group Message Is Sent"
/// https://www.tencentcloud.com/document/product/1047/34374 for the request URL
/// (`?SdkAppid=…&CallbackCommand=…&contenttype=json&ClientIP=…&OptPlatform=…`), and "Webhook
/// Overview" https://www.tencentcloud.com/document/product/1047/34354 for the webhook protocol
/// and its security considerations.
enum TencentCallback {
    static let beforeSendGroupMessage = ChatCallback.beforeSendCommand
    static let afterSendGroupMessage = ChatCallback.afterSendCommand
    static let groupMessageNotSent = ChatCallback.sendExceptionCommand

    /// The commands this service answers; any other is allowed and counted as unknown.
    enum Command {
        /// `sendException`: a message Tencent Chat failed to deliver, counted under its own name.
        case beforeSend, afterSend, sendException, unknown

        init(_ name: String) {
            switch name {
            case TencentCallback.beforeSendGroupMessage: self = .beforeSend
            case TencentCallback.afterSendGroupMessage: self = .afterSend
            case TencentCallback.groupMessageNotSent: self = .sendException
            default: self = .unknown
            }
        }
    }

    /// The URL's query parameters.
    struct Query {
        var sdkAppID: String?
        var command: String?
        var contentType: String?
        var clientIP: String?
        var optPlatform: String?
        /// Present when callback authentication is on.
        var sign: String?
        var requestTime: String?
    }

    enum BodyProblem: Error {
        /// Not JSON: the reader's findings.
        case malformed([Diagnostic])
        /// JSON, but not a group message callback.
        case notACallback(String)
    }

    /// The body read as the library's group message callback, with the family's findings. A
    /// body whose own members are missing or of the wrong kind is not one; a finding inside an
    /// element (a type newer than the family) is not this service's to refuse: only those on
    /// custom elements' `Data` are (``customElementFindings(of:findings:)``).
    static func groupMessage(
        _ body: [UInt8]
    ) -> Result<(message: ChatCallback.GroupMessage, findings: [Diagnostic]), BodyProblem> {
        let (read, diagnostics) = ChatCallback.GroupMessage.read(body)
        if diagnostics.contains(where: { $0.code.rawValue.hasPrefix("json.") && $0.severity == .error }) {
            return .failure(.malformed(diagnostics))
        }
        guard let message = read else { return .failure(.notACallback("the body is not a JSON object")) }
        // Missing or of the wrong kind: a value out of range is the library's to report.
        let envelope = diagnostics.filter {
            $0.path.components.count == 1 && ($0.code == .wireMissingKey || $0.code == .wireType)
        }
        guard envelope.isEmpty else {
            return .failure(.notACallback(envelope.map { "\($0.path): \($0.message)" }.joined(separator: "; ")))
        }
        return .success((message, diagnostics))
    }

    /// The family's findings on each custom element's `Data`, in order: JSON must be a
    /// `chat.custom` message, and text that is not JSON is the app's own, as the family reads a
    /// custom element's `Data` wherever it is (a `chat.custom` message read on its own may be a
    /// text message; `Data` may not).
    static func customElementFindings(of message: ChatCallback.GroupMessage, findings: [Diagnostic]) -> [[Diagnostic]] {
        message.customElements.map { element in
            let at: [JSONPath.Component] = [.key("MsgBody"), .index(element.index), .key("MsgContent"), .key("Data")]
            return findings.filter { $0.path.components.starts(with: at) }
        }
    }

    /// Deliver (before send), or received (after send).
    static let allow = bytes(ChatCallback.Reply.allow)

    /// ErrorCode 1: Tencent Chat does not deliver the message; `info` says why.
    static func refuse(_ info: String) -> [UInt8] { bytes(ChatCallback.Reply.refuse(info)) }

    /// A reply as sent: compact, in the order the pages print it.
    private static func bytes(_ reply: ChatCallback.Reply) -> [UInt8] {
        JSONWriter(style: .compact).write(reply.wireValue())
    }

    /// With callback authentication on, `Sign` is the hexadecimal SHA-256 of the token followed
    /// by `RequestTime` (Unix seconds), which must be within `window` seconds of `now`.
    enum Authentication: Equatable {
        case valid, missing, badSignature, stale
    }

    static func authenticate(_ query: Query, token: String, now: Int, window: Int) -> Authentication {
        guard let sign = query.sign, let time = query.requestTime else { return .missing }
        let expected = SHA256.hash(data: Array((token + time).utf8)).hexadecimal
        guard constantTimeEqual(expected, sign.lowercased()) else { return .badSignature }
        guard let seconds = Int(time), isFresh(seconds, now: now, window: window) else { return .stale }
        return .valid
    }
}
