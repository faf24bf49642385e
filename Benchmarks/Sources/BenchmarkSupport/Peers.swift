import CJSONCPeer
import CSignalCheck
import Foundation
import LiveSignaling
import SEICodec

/// The workloads, each a function over a batch of messages that returns a checksum (so the
/// optimiser cannot drop the work).
public enum Peers {
    public static func signalDecoder(_ messages: [CaptureGenerator.Message]) -> Int {
        let decoder = SignalDecoder()
        var valid = 0
        for message in messages where decoder.decode(message.bytes).isValid { valid += 1 }
        return valid
    }

    /// Every rule checked and the verdict given, the typed value built only where a message
    /// is not plainly valid (what `livesig validate` asks for).
    public static func signalVerdict(_ messages: [CaptureGenerator.Message]) -> Int {
        let decoder = SignalDecoder()
        var valid = 0
        for message in messages where decoder.verdict(message.bytes).isValid { valid += 1 }
        return valid
    }

    public static func jsoncParse(_ messages: [CaptureGenerator.Message]) -> Int {
        var parsed = 0
        for message in messages {
            parsed += message.bytes.withUnsafeBufferPointer { Int(peer_jsonc_parse($0.baseAddress, $0.count)) }
        }
        return parsed
    }

    public static func cValidator(_ messages: [CaptureGenerator.Message]) -> Int {
        var valid = 0
        for message in messages {
            var result = sc_result()
            let status = message.bytes.withUnsafeBufferPointer {
                sc_validate($0.baseAddress, $0.count, nil, nil, &result)
            }
            if status == 0 {
                valid += Int(result.valid)
                sc_result_free(&result)
            }
        }
        return valid
    }

    /// Foundation at its best: told each message's type, no detection, no rules.
    public static func foundationDecoder(_ messages: [CaptureGenerator.Message], _ datas: [Data]) -> Int {
        let decoder = JSONDecoder()
        var decoded = 0
        for (message, data) in zip(messages, datas) {
            do {
                switch message.family {
                case .seiDeviceState: _ = try decoder.decode(SEIDeviceState.V1.self, from: data)
                case .chatCustom: _ = try decoder.decode(ChatCustom.V1.self, from: data)
                case .chatRESTSendGroupMsg: _ = try decoder.decode(ChatREST.SendGroupMsg.self, from: data)
                case .cohostRoomRequest: _ = try decoder.decode(CohostRoomRequest.V1.self, from: data)
                case .pkInvite: _ = try decoder.decode(PKInvite.V1.self, from: data)
                case .pkRoomAttributes: _ = try decoder.decode(PKRoomAttributes.V2.self, from: data)
                case .trtcConnectOtherRoom: _ = try decoder.decode(TRTCConnectOtherRoom.V1.self, from: data)
                case .uikitInvitation: _ = try decoder.decode(UIKitInvitation.Invite.self, from: data)
                case .uikitInvitationAnswer: _ = try decoder.decode(UIKitInvitation.Answer.self, from: data)
                case .seiApplicationData: _ = try decoder.decode(SEIApplicationData.self, from: data)
                case .chatCallbackGroupMessage: _ = try decoder.decode(ChatCallback.GroupMessage.self, from: data)
                case .chatCallbackReply: _ = try decoder.decode(ChatCallback.Reply.self, from: data)
                case .zimCallback: _ = try decoder.decode(ZIMCallback.Body.self, from: data)
                }
                decoded += 1
            } catch {}
        }
        return decoded
    }

    public static func signalEncoder(_ values: [WireMessage]) -> Int {
        let encoder = SignalEncoder()
        var bytes = 0
        for value in values { bytes += (try? encoder.encode(value))?.count ?? 0 }
        return bytes
    }

    public static func foundationEncoder(_ values: [WireMessage]) -> Int {
        let encoder = JSONEncoder()
        var bytes = 0
        for value in values {
            do {
                switch value {
                case .seiDeviceState(let v): bytes += try encoder.encode(v).count
                case .chatCustom(let v): bytes += try encoder.encode(v).count
                case .chatRESTSendGroupMsg(let v): bytes += try encoder.encode(v).count
                case .cohostRoomRequest(let v): bytes += try encoder.encode(v).count
                case .pkInvite(let v): bytes += try encoder.encode(v).count
                case .pkRoomAttributesV2(let v): bytes += try encoder.encode(v).count
                case .trtcConnectOtherRoom(let v): bytes += try encoder.encode(v).count
                default: break
                }
            } catch {}
        }
        return bytes
    }

    public static func seiExtract(_ stream: [UInt8]) -> Int {
        SEIExtractor(codec: .h264, framing: .annexB).extract(from: stream).messages.count
    }

    public static func memchrScan(_ stream: [UInt8]) -> Int {
        stream.withUnsafeBufferPointer { Int(peer_memchr_start_codes($0.baseAddress, $0.count)) }
    }
}
