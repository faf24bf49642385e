import Foundation
import Testing
import ValidationServer

/// ZIM call callbacks: the signature example of ZEGOCLOUD's docs (secret "secret", timestamp
/// 1470820198, nonce 123412 → 5bd59fd62953a8059fb7eaba95720f66d19e4517), a wrong one, and
/// one outside the time window.
@Suite struct ZIMCallbackTests {
    static let goodSignature = "5bd59fd62953a8059fb7eaba95720f66d19e4517"
    static let timestamp = 1_470_820_198

    static func settings() -> ServerSettings {
        var settings = ServerSettings()
        settings.zimCallbackSecret = "secret"
        settings.signatureWindowSeconds = 300
        return settings
    }

    static func callCreate(signature: String) -> String {
        """
        {"appid":"1","event":"call_create","nonce":"123412","signature":"\(signature)","timestamp":\(timestamp),\
        "call_id":"c1","caller":"host_A","user_ids":["host_B"],"create_time":1470820198000,"timeout":30,\
        "payload":"{\\"room_id\\":\\"room_A\\",\\"user_name\\":\\"Alice\\",\\"type\\":91000,\\"user_id\\":\\"host_A\\",\\"auto_accept\\":false}"}
        """
    }

    @Test func goodSignatureIsFollowed() async throws {
        try await withServer(Self.settings(), now: Self.timestamp + 10) { client, _ in
            let response = try await client.post("/v1/zim/callback", Self.callCreate(signature: Self.goodSignature))
            #expect(response.status == .ok)
            #expect(response.text == #"{"followed":true,"valid":true,"diagnostics":[]}"# + "\n")
            let findings = try await client.get("/v1/session?room=c1")
            #expect(findings.text.contains(#""lines":1,"left_out":0"#))
        }
    }

    @Test func badSignatureIsRefused() async throws {
        try await withServer(Self.settings(), now: Self.timestamp + 10) { client, _ in
            var wrong = Array(Self.goodSignature)
            wrong[0] = "6"
            let response = try await client.post("/v1/zim/callback", Self.callCreate(signature: String(wrong)))
            #expect(response.status == .unauthorized)
            #expect(response.text.contains(#""error":"unauthorized""#))
            #expect(
                try await client.metric(#"livesig_requests_refused_total{endpoint="zim",reason="unauthorized"}"#) == 1
            )
            #expect(try await client.get("/v1/session?room=c1").status == .notFound)
        }
    }

    @Test func staleSignatureIsRefused() async throws {
        try await withServer(Self.settings(), now: Self.timestamp + 301) { client, _ in
            let response = try await client.post("/v1/zim/callback", Self.callCreate(signature: Self.goodSignature))
            #expect(response.status == .unauthorized)
            #expect(response.text.contains(#""error":"stale""#))
            #expect(try await client.metric(#"livesig_requests_refused_total{endpoint="zim",reason="stale"}"#) == 1)
        }
    }

    /// The body is judged as the library's zim.callback family: an accept without the user who
    /// answered is followed, and reported with the library's finding.
    @Test func anEventsMissingMemberIsReported() async throws {
        let accept = """
            {"appid":"1","event":"call_accept","nonce":"123412","signature":"\(Self.goodSignature)",\
            "timestamp":\(Self.timestamp),"call_id":"c1","extend_data":""}
            """
        try await withServer(Self.settings(), now: Self.timestamp + 10) { client, _ in
            let response = try await client.post("/v1/zim/callback", accept)
            #expect(response.status == .ok)
            #expect(response.text == #"{"followed":true,"valid":false,"diagnostics":["wire.missing-key"]}"# + "\n")
        }
    }

    /// A body whose own members are of the wrong kind is no ZIM callback: the docs type appid
    /// as a string.
    @Test func aBodyWithANumericAppIDIsNotACallback() async throws {
        let body = Self.callCreate(signature: Self.goodSignature).replacingOccurrences(
            of: #""appid":"1""#,
            with: #""appid":1"#
        )
        try await withServer(Self.settings(), now: Self.timestamp + 10) { client, _ in
            let response = try await client.post("/v1/zim/callback", body)
            #expect(response.status == .badRequest)
            #expect(response.text.contains("$.appid"))
        }
    }

    @Test func withoutASecretEveryCallbackIsRefused() async throws {
        try await withServer(now: Self.timestamp) { client, _ in
            let response = try await client.post("/v1/zim/callback", Self.callCreate(signature: Self.goodSignature))
            #expect(response.status == .unauthorized)
        }
    }
}
