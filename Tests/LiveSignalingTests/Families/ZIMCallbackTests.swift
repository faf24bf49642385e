import Foundation
import LiveSignaling
import Testing

/// ZIM's server callbacks: read as their own family (not as a PK invite, whose `user_id` and
/// `room_id` they share), their typed properties, and the members each event requires.
@Suite struct ZIMCallbackTests {
    static let accept =
        #"{"appid":"1","event":"call_accept","nonce":"350176","signature":"s","timestamp":1499676978,"call_id":"c1","user_id":"abc","extend_data":"x"}"#

    @Test func anAcceptIsAZIMCallbackWithItsAnswer() throws {
        let decoded = SignalDecoder().decode(Array(Self.accept.utf8))
        #expect(decoded.family == .zimCallback && decoded.isValid)
        guard case .zimCallback(let body)? = decoded.message else {
            Issue.record("not a ZIM callback: \(String(describing: decoded.message))")
            return
        }
        #expect(body.callEvent == .accept && body.roomEvent == nil)
        #expect(body.callID == "c1" && body.userID == "abc" && body.extendedData == "x")
        #expect(body.timestamp == 1_499_676_978)
        // Foundation reads it to the same value.
        #expect(try JSONDecoder().decode(ZIMCallback.Body.self, from: Data(Self.accept.utf8)) == body)
    }

    /// The authentication page's worked example: nonce 123412, timestamp 1470820198 and the
    /// secret "secret" sort to "1234121470820198secret", whose SHA-1 the signature is.
    @Test func theSignedTextSortsSecretTimestampAndNonce() throws {
        let body = try JSONDecoder().decode(
            ZIMCallback.Body.self,
            from: Data(
                #"{"appid":"1","event":"room_enter","nonce":"123412","signature":"s","timestamp":1470820198,"room_id":"r","operator_account":"u"}"#
                    .utf8
            )
        )
        #expect(body.signedText(secret: "secret") == "1234121470820198secret")
        // Sorted as strings, not numbers: nonce 9 is the largest number but sorts after 1470820198.
        let nine = ZIMCallback.Body(checked: ["timestamp": 1_470_820_198, "nonce": "9"])
        #expect(nine.signedText(secret: "secret") == "14708201989secret")
    }

    /// Each event's own members are required for it and only for it.
    @Test(arguments: [
        ("call_accept", "user_id", true),
        ("call_reject", "user_id", true),
        ("call_timeout", "user_id", false),
        ("room_exit", "exit_user_ids", true),
        ("room_enter", "exit_user_ids", false),
    ])
    func aMemberIsRequiredByItsEvents(event: String, member: String, required: Bool) {
        let text =
            #"{"appid":"1","event":"\#(event)","nonce":"1","signature":"s","timestamp":1,"call_id":"c","user_ids":["a"],"room_id":"r","operator_account":"u","exit_type":"Quit"}"#
        let decoded = SignalDecoder().decode(Array(text.utf8), as: .zimCallback)
        let missing = decoded.diagnostics.filter { $0.code == .wireMissingKey }.map(\.path.description)
        #expect(missing.contains("$.\(member)") == required, "\(event): \(missing)")
    }
}
