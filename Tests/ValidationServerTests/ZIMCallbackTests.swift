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

    /// The pages type appid and nonce as strings and suggest converting them to integers: an
    /// integer there is signed as written and followed, and reported; a timestamp that is a
    /// string is no ZIM callback.
    @Test func integerAppIDAndNonceAreFollowedAndReported() async throws {
        let body = Self.callCreate(signature: Self.goodSignature)
            .replacingOccurrences(of: #""appid":"1""#, with: #""appid":1"#)
            .replacingOccurrences(of: #""nonce":"123412""#, with: #""nonce":123412"#)
        let quoted = Self.callCreate(signature: Self.goodSignature)
            .replacingOccurrences(of: #""timestamp":\#(Self.timestamp)"#, with: #""timestamp":"\#(Self.timestamp)""#)
        try await withServer(Self.settings(), now: Self.timestamp + 10) { client, _ in
            let response = try await client.post("/v1/zim/callback", body)
            #expect(response.status == .ok)
            #expect(response.text == #"{"followed":true,"valid":false,"diagnostics":["wire.type","wire.type"]}"# + "\n")
            let refused = try await client.post("/v1/zim/callback", quoted)
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("$.timestamp"))
        }
    }

    /// A room callback is judged, not followed; the room pages give timestamp in milliseconds,
    /// which the time window reads as such (it was refused as stale). Signed with the page's
    /// secret: sha1("1234121470820198000secret").
    @Test func aRoomCallbackInMillisecondsIsJudgedNotFollowed() async throws {
        let enter = """
            {"appid":"1","event":"room_enter","nonce":"123412","signature":"854d274950ae8ce13314067c7f2ed184dbedd820",\
            "timestamp":1470820198000,"room_id":"r1","operator_account":"u"}
            """
        let broken = enter.replacingOccurrences(of: #","operator_account":"u""#, with: "")
        try await withServer(Self.settings(), now: Self.timestamp + 10) { client, _ in
            let response = try await client.post("/v1/zim/callback", enter)
            #expect(response.status == .ok)
            #expect(response.text == #"{"followed":false,"valid":true,"diagnostics":[]}"# + "\n")
            let missing = try await client.post("/v1/zim/callback", broken)
            #expect(missing.text == #"{"followed":false,"valid":false,"diagnostics":["wire.missing-key"]}"# + "\n")
        }
    }

    /// A timestamp at the far end of Int64, correctly signed, is stale, not an overflow trap:
    /// sha1("-9223372036854775808123412secret").
    @Test func anExtremeTimestampIsStale() async throws {
        let body = Self.callCreate(signature: "5d2c797280751d2ffea2daeddbbad7fc8a7451d9")
            .replacingOccurrences(of: #""timestamp":\#(Self.timestamp)"#, with: #""timestamp":-9223372036854775808"#)
        try await withServer(Self.settings(), now: Self.timestamp + 10) { client, _ in
            let response = try await client.post("/v1/zim/callback", body)
            #expect(response.status == .unauthorized)
            #expect(response.text.contains(#""error":"stale""#))
        }
    }

    @Test func withoutASecretEveryCallbackIsRefused() async throws {
        try await withServer(now: Self.timestamp) { client, _ in
            let response = try await client.post("/v1/zim/callback", Self.callCreate(signature: Self.goodSignature))
            #expect(response.status == .unauthorized)
        }
    }
}
