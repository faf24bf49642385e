import Foundation
import LiveSignaling
import Testing

/// The UIKit invitation family's public values: built, written in each kit's dialect, read back
/// through Foundation, and refused when they break the spec.
@Suite struct UIKitInvitationTests {
    static let call: JSONValue = ["call_id": "call_alice_1", "invitees": [["user_id": "bob", "user_name": "Bob"]]]

    @Test func aBuiltInvitationIsWrittenAsTheAndroidKitWritesIt() throws {
        let invite = UIKitInvitation.Invite(
            purpose: .videoCall,
            inviterID: "alice",
            inviterName: "Alice",
            payload: Self.call
        )
        let bytes = try SignalEncoder().encode(.uikitInvite(invite))
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"type":1,"inviter_id":"alice","inviter_name":"Alice","data":"{\"call_id\":\"call_alice_1\",\"invitees\":[{\"user_id\":\"bob\",\"user_name\":\"Bob\"}]}"}"#
        )
        let decoded = SignalDecoder().decode(bytes, as: .uikitInvitation)
        #expect(decoded.isValid)
        #expect(decoded.dialect == "android-flutter")
        guard case .uikitInvite(let read)? = decoded.message else {
            Issue.record("not an invitation: \(String(describing: decoded.message))")
            return
        }
        #expect(read.purpose == .videoCall)
        #expect(read.callID == "call_alice_1")
        #expect(read.calleeIDs == ["bob"])
        #expect(read == invite)
    }

    @Test func theIOSDialectPrettyPrintsBothLevels() throws {
        let invite = UIKitInvitation.Invite(
            purpose: .videoCall,
            inviterID: "alice",
            inviterName: "Alice",
            payload: Self.call
        )
        let text = String(decoding: try SignalEncoder().encode(.uikitInvite(invite), dialect: "ios"), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"type\" : 1,"))
        #expect(text.contains(#""data" : "{\n  \"call_id\" : \"call_alice_1\""#))
        #expect(SignalDecoder().decode(Array(text.utf8)).dialect == "ios")
    }

    @Test func anInvitationThatBreaksTheSpecIsNotWritten() {
        let invite = UIKitInvitation.Invite(
            purpose: .videoCall,
            inviterID: "alice",
            inviterName: "Alice",
            payload: ["call_id": "", "invitees": []]
        )
        #expect(throws: SignalEncoder.Failure.self) { try SignalEncoder().encode(.uikitInvite(invite)) }
        do {
            _ = try SignalEncoder().encode(.uikitInvite(invite))
        } catch {
            guard case .invalid(let errors) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(errors.map(\.code) == [.wireEmptyID, .wireCount])
        }
        #expect(throws: SignalEncoder.Failure.self) {
            try SignalEncoder().encode(.uikitInvite(invite), dialect: "kotlin")
        }
    }

    @Test func anInvitationWithNoMarkerKeyIsNotWrittenForAnotherFamilyToRead() {
        // {"type":1,"data":"…"} names no inviter: on the call-invite channel it reads as pk.invite.
        let anonymous = UIKitInvitation.Invite(
            purpose: .videoCall,
            inviterID: nil,
            inviterName: nil,
            payload: Self.call
        )
        do {
            _ = try SignalEncoder().encode(.uikitInvite(anonymous))
            Issue.record("written")
        } catch {
            guard case .invalid(let errors) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(errors.map(\.code) == [.wireUnknownFamily])
        }
        let named = UIKitInvitation.Invite(
            purpose: .videoCall,
            inviterID: nil,
            inviterName: "Alice",
            payload: Self.call
        )
        #expect(throws: Never.self) { try SignalEncoder().encode(.uikitInvite(named)) }
    }

    @Test func foundationReadsTheWireFormAndRefusesABrokenOne() throws {
        let sent =
            #"{"type":5,"inviter_id":"hostA","inviter_name":"HostA","data":"{\"room_id\":\"liveA\",\"user_name\":\"HostA\",\"type\":91000}","extra":[1]}"#
        let invite = try JSONDecoder().decode(UIKitInvitation.Invite.self, from: Data(sent.utf8))
        #expect(invite.purpose == .pkBattle)
        #expect(invite.payload?.objectValue?["type"] == 91000)
        // Unknown members survive the trip.
        let again = try JSONDecoder().decode(UIKitInvitation.Invite.self, from: JSONEncoder().encode(invite))
        #expect(again == invite)
        #expect(again.fields["extra"] == [1])

        let broken =
            #"{"type":5,"inviter_id":"hostA","data":"{\"room_id\":\"liveA\",\"user_name\":\"HostA\",\"type\":\"91000\"}"}"#
        #expect {
            try JSONDecoder().decode(UIKitInvitation.Invite.self, from: Data(broken.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix("wire.type at $.data<json>.type")
        }
    }

    @Test func answersNameTheCallTheyAnswerWhicheverKeyTheKitUses() {
        for text in [
            #"{"reason":"busy","invitationID":"7381"}"#, #"{"invitation_id":"7381","reason":"busy","v":"f1.0"}"#,
            #"{"callID":"7381","reason":"busy","call_id":"c"}"#,
        ] {
            let decoded = SignalDecoder().decode(Array(text.utf8), as: .pkInvite)
            guard case .uikitAnswer(let answer)? = decoded.message else {
                Issue.record("\(text): \(String(describing: decoded.family))")
                continue
            }
            #expect(answer.invitationID == "7381")
            #expect(answer.reason == "busy")
        }
    }
}
