import Testing
import ValidationServer

/// Tencent Chat's group callbacks end to end, replies compared byte for byte.
@Suite struct TencentCallbackTests {
    @Test func beforeSendAllowsAValidCustomMessage() async throws {
        try await withServer { client, _ in
            let body = Fixtures.groupMessage(Fixtures.beforeSend, data: Fixtures.validGift)
            let response = try await client.post(Fixtures.tencentURI(Fixtures.beforeSend), body)
            #expect(response.status == .ok)
            #expect(response.text == #"{"ActionStatus":"OK","ErrorInfo":"","ErrorCode":0}"#)
        }
    }

    @Test func beforeSendRefusesAnInvalidOneNamingTheCode() async throws {
        try await withServer { client, _ in
            let body = Fixtures.groupMessage(Fixtures.beforeSend, data: Fixtures.giftCountString)
            let response = try await client.post(Fixtures.tencentURI(Fixtures.beforeSend), body)
            #expect(response.status == .ok)
            #expect(
                response.text
                    == #"{"ActionStatus":"OK","ErrorInfo":"wire.type at $.MsgBody[1].MsgContent.Data<json>.msg.giftCount: expected an integer, found the string \"1\"","ErrorCode":1}"#
            )
        }
    }

    /// A custom element's `Data` is judged as the callback family judges it (its vectors
    /// before-send-data-number and -array): JSON that is not an object is refused, and so is JSON
    /// cut short; text that is not JSON is the app's own. It was judged as a chat.custom message on its own, which may be
    /// a text message, and so `123` was allowed where /v1/validate called the body invalid.
    @Test(arguments: [("123", true), ("[1,2]", true), ("hello", false), (#"{"cmd":"like_msg""#, true)])
    func beforeSendJudgesDataAsTheFamilyDoes(_ data: String, refused: Bool) async throws {
        try await withServer { client, _ in
            let body = Fixtures.groupMessage(Fixtures.beforeSend, data: data)
            let response = try await client.post(Fixtures.tencentURI(Fixtures.beforeSend), body)
            #expect(response.text.hasSuffix(refused ? #""ErrorCode":1}"# : #""ErrorCode":0}"#), "\(response.text)")
            let validated = try await client.post("/v1/validate?family=chat.callback.group-message", body)
            #expect(validated.text.contains(#""valid":\#(!refused)"#))
        }
    }

    @Test func reportOnlyModeAllowsAndCounts() async throws {
        var settings = ServerSettings()
        settings.commandModes[Fixtures.beforeSend] = .report
        try await withServer(settings) { client, _ in
            let body = Fixtures.groupMessage(Fixtures.beforeSend, data: Fixtures.giftCountString)
            let response = try await client.post(Fixtures.tencentURI(Fixtures.beforeSend), body)
            #expect(response.text == #"{"ActionStatus":"OK","ErrorInfo":"","ErrorCode":0}"#)
            let reported = try await client.metric(
                #"livesig_callbacks_total{command="Group.CallbackBeforeSendMsg",outcome="report"}"#
            )
            #expect(reported == 1)
        }
    }

    @Test func unknownCommandIsAllowedAndCounted() async throws {
        try await withServer { client, _ in
            let command = "Group.CallbackAfterNewMemberJoin"
            let body = #"{"CallbackCommand":"Group.CallbackAfterNewMemberJoin","GroupId":"g","NewMemberList":[]}"#
            let response = try await client.post(Fixtures.tencentURI(command), body)
            #expect(response.status == .ok)
            #expect(response.text == #"{"ActionStatus":"OK","ErrorInfo":"","ErrorCode":0}"#)
            #expect(try await client.metric(#"livesig_callbacks_total{command="unknown",outcome="allow"}"#) == 1)
        }
    }

    /// A message Tencent failed to deliver is counted under its own command, never refused
    /// (even with an invalid custom element: the reply changes nothing) and feeds no session.
    @Test func sendExceptionIsCountedByNameAndFeedsNothing() async throws {
        try await withServer { client, _ in
            let command = "Group.CallbackSendMsgException"
            let body = Fixtures.groupMessage(command, group: "@TGS#live_2", data: Fixtures.giftCountString)
            let response = try await client.post(Fixtures.tencentURI(command), body)
            #expect(response.text == #"{"ActionStatus":"OK","ErrorInfo":"","ErrorCode":0}"#)
            #expect(try await client.metric(#"livesig_callbacks_total{command="\#(command)",outcome="allow"}"#) == 1)
            #expect(try await client.metric(#"livesig_callbacks_total{command="unknown",outcome="allow"}"#) == 0)
            #expect(try await client.metric(#"livesig_session_events_total{outcome="fed"}"#) == 0)
            #expect(try await client.metric(#"livesig_session_events_total{outcome="invalid"}"#) == 0)
        }
    }

    @Test func afterSendFeedsTheGroupsSession() async throws {
        try await withServer { client, _ in
            for data in [Fixtures.validGift, Fixtures.validGift, Fixtures.giftCountString] {
                let body = Fixtures.groupMessage(Fixtures.afterSend, group: "@TGS#live_1", data: data)
                let response = try await client.post(Fixtures.tencentURI(Fixtures.afterSend), body)
                #expect(response.text == #"{"ActionStatus":"OK","ErrorInfo":"","ErrorCode":0}"#)
            }
            // Two valid messages reach the room's checkers; the invalid one is counted, not fed.
            let findings = try await client.get("/v1/session?room=%40TGS%23live_1")
            #expect(findings.status == .ok)
            #expect(
                findings.text.hasSuffix(
                    #"{"summary":{"lines":2,"left_out":2,"unread":0,"forgotten":0,"errors":0,"warnings":0,"notes":0}}"#
                        + "\n"
                )
            )
            #expect(try await client.metric(#"livesig_session_events_total{outcome="fed"}"#) == 2)
            #expect(try await client.metric(#"livesig_session_events_total{outcome="invalid"}"#) == 1)
        }
    }

    @Test func callbackAuthenticationChecksSignAndTime() async throws {
        var settings = ServerSettings()
        settings.tencentCallbackToken = "token-1"
        settings.signatureWindowSeconds = 60
        try await withServer(settings, now: 1_700_000_010) { client, _ in
            let body = Fixtures.groupMessage(Fixtures.beforeSend, data: Fixtures.validGift)
            let unsigned = try await client.post(Fixtures.tencentURI(Fixtures.beforeSend), body)
            #expect(unsigned.status == .unauthorized)
            let good = try await client.post(
                Fixtures.tencentURI(
                    Fixtures.beforeSend,
                    extra: "&Sign=\(Self.signedAt1700000000)&RequestTime=1700000000"
                ),
                body
            )
            #expect(good.status == .ok)
            let stale = try await client.post(
                Fixtures.tencentURI(
                    Fixtures.beforeSend,
                    extra: "&Sign=\(Self.signedAt1699999000)&RequestTime=1699999000"
                ),
                body
            )
            #expect(stale.status == .unauthorized)
            #expect(stale.text.contains(#""error":"stale""#))
            // At the far end of Int64, correctly signed: stale too. The window's subtraction
            // once overflowed there and trapped, taking the server down.
            let extreme = try await client.post(
                Fixtures.tencentURI(
                    Fixtures.beforeSend,
                    extra: "&Sign=\(Self.signedAtInt64Min)&RequestTime=-9223372036854775808"
                ),
                body
            )
            #expect(extreme.status == .unauthorized)
            #expect(extreme.text.contains(#""error":"stale""#))
            #expect(try await client.get("/healthz").status == .ok)
        }
    }

    // SHA-256 of the token followed by RequestTime, computed outside the project:
    // `printf %s token-11700000000 | sha256sum`.
    static let signedAt1700000000 = "c4e21230170575b43a6a81a37c43e864b5400ba00055802a2de6fe7c94e0ebbb"
    static let signedAt1699999000 = "1fe1184b2ffbd482bf695741b09f78858303d007971c68a1f935e124f0318d31"
    static let signedAtInt64Min = "32040283d9fe1185269c616fe4dad3516df68428f785820f8ddabfea45196dc8"
}
