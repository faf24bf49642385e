import Foundation
import LiveSignaling
import Testing

/// The public API applies one set of rules: what the strict decoder refuses, the encoder
/// refuses to write, and `livesig encode` refuses through both.
@Suite struct StrictRulesTests {
    static let unknownAction = Array(
        #"{"action_type":10000,"sender_id":"a","receiver_id":"b","request_id":"","extended_data":"{\"room_request_type\":10000}"}"#
            .utf8
    )

    @Test func theStrictDecoderAppliesTheFamilysRules() throws {
        #expect {
            _ = try WireDecoder().decode(CohostRoomRequest.V1.self, from: Self.unknownAction)
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            // Placed at the value's byte, like every other finding.
            return diagnostic.code == .wireEnum && diagnostic.path.description == "$.action_type"
                && diagnostic.offset == 15
        }
        // The collecting decoder reports the same finding and still returns the value.
        let collected = Self.unknownAction.withUnsafeBytes {
            WireDecoder().decodeReportingAll(CohostRoomRequest.V1.self, from: $0)
        }
        #expect(collected.value?.action.rawValue == 10000)
        #expect(collected.diagnostics.map(\.code) == [.wireEnum])
        // A message every rule accepts still decodes.
        let valid = Array(
            #"{"action_type":0,"sender_id":"a","receiver_id":"b","request_id":"","extended_data":"{\"room_request_type\":10000}"}"#
                .utf8
        )
        #expect(try WireDecoder().decode(CohostRoomRequest.V1.self, from: valid).senderID == "a")
    }

    /// The rules are the form's, walked over the bytes the value was read from: every rule of
    /// the form holds (ZIM's limits on a room-attribute map too), and each finding is placed
    /// where the walk met it, inside embedded documents as well, as SignalDecoder places it.
    @Test func theDecodersRulesAreTheFormsWalkedOverTheBytes() throws {
        for name in ["attribute-count-past-limit", "attribute-not-string", "empty-uid"] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Vectors/pk.room-attributes/\(name).json")
            let bytes = try [UInt8](Data(contentsOf: url))
            let walked = SignalDecoder().decode(bytes, as: .pkRoomAttributes).diagnostics
            let collected = bytes.withUnsafeBytes {
                WireDecoder().decodeReportingAll(PKRoomAttributes.V2.self, from: $0)
            }
            #expect(collected.diagnostics.map(\.code) == walked.map(\.code), "\(name)")
            #expect(collected.diagnostics.map(\.offset) == walked.map(\.offset), "\(name)")
            #expect(collected.diagnostics.map(\.path) == walked.map(\.path), "\(name)")
            #expect(throws: Diagnostic.self, "\(name)") {
                try WireDecoder().decode(PKRoomAttributes.V2.self, from: bytes)
            }
        }
    }

    @Test func theEncoderRefusesWhatTheDecoderWouldReport() throws {
        let empty = SEIDeviceState.V1(senderID: "", mic: true, cam: false)
        #expect {
            _ = try SignalEncoder().encode(.seiDeviceState(empty))
        } throws: { error in
            guard case .invalid(let diagnostics) = error as? SignalEncoder.Failure else { return false }
            return diagnostics.map(\.code) == [.wireEmptyID]
                && diagnostics.first?.path.description == "$.sender_id"
        }
        // The same rule, met by the decoder on the bytes a careless writer would send.
        let decoded = SignalDecoder().decode(Array(#"{"type":0,"sender_id":"","mic":true,"cam":false}"#.utf8))
        #expect(decoded.diagnostics.map(\.code) == [.wireEmptyID])
        let named = SEIDeviceState.V1(senderID: "host_A", mic: true, cam: false)
        #expect(
            try SignalEncoder().encode(.seiDeviceState(named))
                == Array(#"{"type":0,"sender_id":"host_A","mic":true,"cam":false}"#.utf8)
        )
    }

    /// The memberwise order is the wire's: type, sender_id, mic, cam.
    @Test func theDeviceStateInitFollowsTheWireOrder() throws {
        let state = SEIDeviceState.V1(type: 0, senderID: "u1", mic: true, cam: false)
        let bytes = try SignalEncoder().encode(.seiDeviceState(state))
        #expect(bytes == Array(#"{"type":0,"sender_id":"u1","mic":true,"cam":false}"#.utf8))
    }
}
