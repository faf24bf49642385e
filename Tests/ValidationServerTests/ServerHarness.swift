import Foundation
import Hummingbird
import HummingbirdTesting
import LiveSignaling
import Testing
import ValidationServer

/// Starts the service on an ephemeral loopback port (HummingbirdTesting's live framework:
/// a real server and a real HTTP client) for the length of `body`; `now` fixes its clock
/// (Unix seconds) for the signature windows.
func withServer(
    _ settings: ServerSettings = ServerSettings(),
    now: Int? = nil,
    _ body: @escaping @Sendable (any TestClientProtocol, ValidationService) async throws -> Void
) async throws {
    var settings = settings
    settings.host = "127.0.0.1"
    settings.port = 0
    let clock: @Sendable () -> Int
    if let now { clock = { now } } else { clock = ValidationService.unixSeconds }
    let service = ValidationService(settings: settings, clock: clock)
    try await service.application().test(.live) { client in try await body(client, service) }
}

extension TestClientProtocol {
    func post(_ uri: String, _ body: String) async throws -> TestResponse {
        try await execute(uri: uri, method: .post, body: ByteBuffer(string: body))
    }

    func get(_ uri: String) async throws -> TestResponse {
        try await execute(uri: uri, method: .get)
    }

    func put(_ uri: String, _ body: String) async throws -> TestResponse {
        try await execute(uri: uri, method: .put, body: ByteBuffer(string: body))
    }

    /// One sample of a Prometheus counter from `/metrics`; 0 when it has not been written yet.
    func metric(_ series: String) async throws -> Double {
        let text = String(buffer: try await get("/metrics").body)
        for line in text.split(separator: "\n") where line.hasPrefix(series + " ") {
            return Double(line.dropFirst(series.count + 1)) ?? .nan
        }
        return 0
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}

enum Fixtures {
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()

    static func file(_ relative: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + relative, encoding: .utf8)
    }

    /// A Tencent Chat group message callback body with one custom element carrying `data`.
    static func groupMessage(_ command: String, group: String = "@TGS#room_A", data: String) -> String {
        var quoted: [UInt8] = []
        JSONWriter.appendQuoted(data, to: &quoted)
        return """
            {"CallbackCommand":"\(command)","GroupId":"\(group)","Type":"AVChatRoom","From_Account":"fan_9",\
            "Operator_Account":"fan_9","Random":123456,"EventTime":1700000000123,\
            "MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"hi"}},\
            {"MsgType":"TIMCustomElem","MsgContent":{"Data":\(String(decoding: quoted, as: UTF8.self)),"Desc":"","Ext":""}}]}
            """
    }

    static func tencentURI(_ command: String, extra: String = "") -> String {
        "/v1/tencent/callback?SdkAppid=1400000001&CallbackCommand=\(command)&contenttype=json&ClientIP=10.0.0.7&OptPlatform=iOS\(extra)"
    }

    static let beforeSend = "Group.CallbackBeforeSendMsg"
    static let afterSend = "Group.CallbackAfterSendMsg"
    static let validGift =
        #"{"cmd": "gift_msg", "msg": {"type": 1, "giftUrl": "xxx", "giftName": "xxx", "giftCount": 1}}"#
    static let giftCountString =
        #"{"cmd": "gift_msg", "msg": {"type": 1, "giftUrl": "xxx", "giftName": "xxx", "giftCount": "1"}}"#
}
