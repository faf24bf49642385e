import Hummingbird
import LiveSignaling

extension ValidationService {
    /// `POST /v1/tencent/callback?SdkAppid=…&CallbackCommand=…&contenttype=json&ClientIP=…&OptPlatform=…`
    /// (the URL configured in Tencent Chat's console, to which Tencent adds the query).
    ///
    /// Before send: every custom element is judged; an invalid one refuses the message
    /// (ErrorCode 1, ErrorInfo naming the code) or, in report mode, is counted and allowed.
    /// After send: each custom element feeds the group's session checkers. Send exception (a
    /// message that was not delivered): allowed and counted under its name, feeding nothing.
    /// Any other command is allowed and counted as unknown.
    func tencentCallback(_ request: Request) async throws -> Response {
        let parameters = request.uri.queryParameters
        let query = TencentCallback.Query(
            sdkAppID: parameters.get("SdkAppid"),
            command: parameters.get("CallbackCommand"),
            contentType: parameters.get("contenttype"),
            clientIP: parameters.get("ClientIP"),
            optPlatform: parameters.get("OptPlatform"),
            sign: parameters.get("Sign"),
            requestTime: parameters.get("RequestTime")
        )
        if let expected = settings.tencentSDKAppID, query.sdkAppID != expected {
            return refuse(.tencent, .unauthorized, status: .unauthorized, "SdkAppid is not this app's").response
        }
        if let token = settings.tencentCallbackToken {
            switch TencentCallback.authenticate(
                query,
                token: token,
                now: clock(),
                window: settings.signatureWindowSeconds
            ) {
            case .valid: break
            case .stale:
                return refuse(.tencent, .stale, status: .unauthorized, "RequestTime is outside the signature window")
                    .response
            case .missing, .badSignature:
                return refuse(.tencent, .unauthorized, status: .unauthorized, "Sign does not match the callback token")
                    .response
            }
        }
        let bytes: [UInt8]
        switch try await body(of: request, for: .tencent) {
        case .success(let body): bytes = body
        case .failure(let refused): return refused.response
        }
        let message: ChatCallback.GroupMessage
        let findings: [Diagnostic]
        switch TencentCallback.groupMessage(bytes) {
        case .success(let parsed): (message, findings) = parsed
        case .failure(.malformed(let diagnostics)):
            return refuse(.tencent, .malformed, status: .badRequest, "the body is not JSON", diagnostics: diagnostics)
                .response
        case .failure(.notACallback(let reason)):
            // Not a group message callback; a command this service does not know is allowed.
            let name = query.command ?? ""
            guard TencentCallback.Command(name) == .unknown else {
                return refuse(.tencent, .malformed, status: .badRequest, reason).response
            }
            metrics.callback("unknown", outcome: "allow")
            return json(TencentCallback.allow)
        }
        let name = query.command ?? message.command ?? ""
        switch TencentCallback.Command(name) {
        case .beforeSend: return beforeSend(message, findings: findings, command: name)
        case .afterSend: return await afterSend(message, room: routedRoom(request))
        case .sendException:
            // Never delivered, so no room saw it: its session is not fed, and Tencent ignores the reply.
            metrics.callback(TencentCallback.groupMessageNotSent, outcome: "allow")
            return json(TencentCallback.allow)
        case .unknown:
            metrics.callback("unknown", outcome: "allow")
            return json(TencentCallback.allow)
        }
    }

    private func beforeSend(_ message: ChatCallback.GroupMessage, findings: [Diagnostic], command: String) -> Response {
        for onData in TencentCallback.customElementFindings(of: message, findings: findings) {
            let errors = onData.filter { $0.severity == .error }
            let verdict = MessageVerdict(
                family: .chatCustom,
                version: nil,
                dialect: nil,
                decoded: errors.isEmpty,
                diagnostics: onData
            )
            metrics.message(verdict, valid: errors.isEmpty, endpoint: .tencent)
            guard let finding = errors.first else { continue }
            let info = "\(finding.code.rawValue) at \(finding.path): \(finding.message)"
            switch settings.mode(of: command) {
            case .refuse:
                metrics.callback(command, outcome: "refuse")
                return json(TencentCallback.refuse(info))
            case .report:
                metrics.callback(command, outcome: "report")
                return json(TencentCallback.allow)
            }
        }
        metrics.callback(command, outcome: "allow")
        return json(TencentCallback.allow)
    }

    /// Each custom element as a `tim.group` capture line of the group (or of `room`, when the
    /// load balancer's route names one), fed to its checkers. The reply is always "received":
    /// Tencent Chat ignores it after sending.
    private func afterSend(_ message: ChatCallback.GroupMessage, room: String?) async -> Response {
        let groupID = message.groupID ?? ""
        let key = room ?? groupID
        let decoder = CaptureDecoder()
        for data in message.customData {
            var members: [JSONObject.Member] = []
            if let time = message.eventTime { members.append(.init(key: "ts", value: .number(JSONNumber(time)))) }
            members += [
                .init(key: "channel", value: "tim.group"),
                .init(key: "room", value: .string(groupID)),
                .init(key: "from", value: .string(message.fromAccount ?? "")),
                .init(key: "to", value: ""),
                .init(key: "payload", value: .string(data)),
            ]
            let line = decoder.decode(JSONWriter(style: .compact).write(.object(JSONObject(members))))
            metrics.message(line.result.verdict, valid: line.isValid, endpoint: .tencent)
            await feed(line, room: key)
        }
        metrics.callback(TencentCallback.afterSendGroupMessage, outcome: "allow")
        return json(TencentCallback.allow)
    }
}
