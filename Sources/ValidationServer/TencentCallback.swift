import Crypto
import LiveSignaling

/// Tencent Chat's webhook envelope, and only that: the commands, the request body's fields
/// this service reads, the reply body, and the callback authentication. The messages inside
/// are judged by the library (each `TIMCustomElem`'s `Data` as `chat.custom`, the family of
/// the `tim.group` capture channel), so that a library family for the callback body can
/// replace this file later.
///
/// Sources (docs/serve.md cites them): "Before Group Message Is Sent"
/// https://www.tencentcloud.com/document/product/1047/34374 for the request URL
/// (`?SdkAppid=…&CallbackCommand=…&contenttype=json&ClientIP=…&OptPlatform=…`), body and
/// reply, and "Webhook Overview" https://www.tencentcloud.com/document/product/1047/34354 for
/// the webhook protocol and its security considerations.
enum TencentCallback {
    static let beforeSendGroupMessage = "Group.CallbackBeforeSendMsg"
    static let afterSendGroupMessage = "Group.CallbackAfterSendMsg"

    /// The commands this service answers; any other is allowed and counted as unknown.
    enum Command {
        case beforeSend, afterSend, unknown

        init(_ name: String) {
            switch name {
            case TencentCallback.beforeSendGroupMessage: self = .beforeSend
            case TencentCallback.afterSendGroupMessage: self = .afterSend
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

    /// What this service reads of a group message callback's body.
    struct GroupMessage {
        var command: String?
        var groupID: String
        var from: String
        /// Milliseconds; `EventTime` in the docs' examples.
        var eventTime: Int?
        /// The `MsgContent.Data` of each `TIMCustomElem`, in order; other elements are not
        /// this service's to judge.
        var customData: [String]
    }

    enum BodyProblem: Error {
        /// Not JSON: the reader's findings.
        case malformed([Diagnostic])
        /// JSON, but not a group message callback.
        case notACallback(String)
    }

    static func groupMessage(_ body: [UInt8]) -> Result<GroupMessage, BodyProblem> {
        let read = JSONReader().read(body)
        guard let value = read.value else { return .failure(.malformed(read.diagnostics)) }
        guard let object = value.objectValue else { return .failure(.notACallback("the body is not a JSON object")) }
        guard let elements = object["MsgBody"]?.arrayValue else {
            return .failure(.notACallback("MsgBody is missing or not an array"))
        }
        var customData: [String] = []
        for (index, element) in elements.enumerated() {
            guard let fields = element.objectValue, let type = fields["MsgType"]?.stringValue else {
                return .failure(.notACallback("MsgBody[\(index)] has no MsgType"))
            }
            guard type == "TIMCustomElem" else { continue }
            guard let data = fields["MsgContent"]?.objectValue?["Data"]?.stringValue else {
                return .failure(.notACallback("MsgBody[\(index)] is a TIMCustomElem without a MsgContent.Data string"))
            }
            customData.append(data)
        }
        return .success(
            GroupMessage(
                command: object["CallbackCommand"]?.stringValue,
                groupID: object["GroupId"]?.stringValue ?? "",
                from: object["From_Account"]?.stringValue ?? "",
                eventTime: object["EventTime"]?.numberValue?.exactly(Int.self),
                customData: customData
            )
        )
    }

    /// `{"ActionStatus":"OK","ErrorInfo":"","ErrorCode":0}`: deliver (before send) or
    /// received (after send).
    static let allow: [UInt8] = Array(#"{"ActionStatus":"OK","ErrorInfo":"","ErrorCode":0}"#.utf8)

    /// ErrorCode 1: Tencent Chat does not deliver the message; `info` says why.
    static func refuse(_ info: String) -> [UInt8] {
        var reply = Array(#"{"ActionStatus":"OK","ErrorInfo":"#.utf8)
        JSONWriter.appendQuoted(info, to: &reply)
        reply += Array(#","ErrorCode":1}"#.utf8)
        return reply
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
        guard let seconds = Int(time), (now - seconds).magnitude <= window else { return .stale }
        return .valid
    }
}

extension Sequence<UInt8> {
    /// Lower-case hexadecimal, two digits a byte.
    var hexadecimal: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Compares two signatures without stopping at the first difference, so the time taken does
/// not tell an attacker how much of a guess was right.
func constantTimeEqual(_ left: String, _ right: String) -> Bool {
    let a = Array(left.utf8)
    let b = Array(right.utf8)
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
}
