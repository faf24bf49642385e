import LiveSignaling

/// A deterministic capture in the mix of families and dialects a live room sends: mostly
/// heartbeats and likes, some gifts and bullets, and the rarer co-host, PK and TRTC messages.
/// Every message is valid JSON on one line; most are valid messages, a few are not.
public struct CaptureGenerator {
    public struct Message {
        public var bytes: [UInt8]
        public var family: WireFamily
    }

    public init() {}

    public func messages(count: Int, seed: UInt64 = 2026) -> [Message] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { index in message(index, &random) }
    }

    /// One message a line, as a capture file holds them.
    public func jsonLines(count: Int, seed: UInt64 = 2026) -> [UInt8] {
        var bytes: [UInt8] = []
        for message in messages(count: count, seed: seed) {
            bytes += message.bytes
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The same messages, each in the capture envelope an app or server logs it in (README
    /// "Capture format"): its channel, time, room and users, and the message's bytes as the
    /// payload string (room attributes: the attribute map itself).
    public func envelopeLines(count: Int, seed: UInt64 = 2026) -> [UInt8] {
        var bytes: [UInt8] = []
        var time = 1_700_000_000_000
        for (index, message) in messages(count: count, seed: seed).enumerated() {
            time += 7 + index % 23
            let channel = CaptureChannel.allCases.first { $0.family == message.family } ?? .sdk
            var line = #"{"ts":\#(time),"channel":"\#(channel.rawValue)","room":"room_\#(index % 800)","#
            line += #""from":"user_\#(index % 5000)","to":"","payload":"#
            bytes += Array(line.utf8)
            if channel.payloadIsObject {
                bytes += message.bytes
            } else {
                JSONWriter.appendQuoted(String(decoding: message.bytes, as: UTF8.self), to: &bytes)
            }
            bytes += Array("}\n".utf8)
        }
        return bytes
    }

    private func message(_ index: Int, _ random: inout SplitMix) -> Message {
        let user = "user_\(random.next() % 5000)"
        let room = "room_\(random.next() % 800)"
        let roll = random.next() % 100
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        switch roll {
        case 0..<38:
            let mic = random.next() % 2 == 0
            let cam = random.next() % 4 != 0
            return Message(
                bytes: bytes(#"{"type":0,"sender_id":"\#(user)","mic":\#(mic),"cam":\#(cam)}"#),
                family: .seiDeviceState
            )
        case 38..<50:
            return Message(
                bytes: bytes(#"{"cmd":"like_msg","msg":{"type":1,"likeCount":\#(1 + random.next() % 30)}}"#),
                family: .chatCustom
            )
        case 50..<58:
            return Message(
                bytes: bytes(
                    #"{"version":"1.0","businessID":"TUIGift_like","platform":"iOS","data":{"sender":{"userId":"\#(user)","userName":"Fan \#(index % 97)","avatarUrl":"","level":"\#(random.next() % 40)"}}}"#
                ),
                family: .chatCustom
            )
        case 58..<68:
            let data =
                #"{\"cmd\":\"gift_msg\",\"msg\":{\"type\":1,\"giftUrl\":\"https://cdn.example.com/g/\#(random.next() % 60).png\",\"giftName\":\"rose\",\"giftCount\":\#(1 + random.next() % 9)}}"#
            return Message(
                bytes: bytes(
                    #"{"GroupId":"@TGS#\#(room)","Random":\#(random.next() % 4_294_967_295),"MsgPriority":"High","MsgBody":[{"MsgType":"TIMCustomElem","MsgContent":{"Data":"\#(data)"}}]}"#
                ),
                family: .chatRESTSendGroupMsg
            )
        case 68..<76:
            return Message(
                bytes: bytes(
                    #"{"GroupId":"@TGS#\#(room)","Random":\#(random.next() % 4_294_967_295),"MsgBody":[{"MsgType":"TIMTextElem","MsgContent":{"Text":"666 加油 \#(index % 1000)"}}]}"#
                ),
                family: .chatRESTSendGroupMsg
            )
        case 76..<86:
            let action = random.next() % 4
            let type = [10000, 10003, 10002, 10001][Int(action)]
            let request = action == 0 ? "" : "17000\(random.next() % 100_000_000)"
            return Message(
                bytes: bytes(
                    #"{"action_type":\#(action),"sender_id":"\#(user)","receiver_id":"host_\#(random.next() % 800)","request_id":"\#(request)","extended_data":"{\"room_request_type\":\#(type)}"}"#
                ),
                family: .cohostRoomRequest
            )
        case 86..<92:
            return Message(
                bytes: bytes(
                    #"{"room_id":"\#(room)","user_name":"Host \#(index % 800)","type":91000,"user_id":"\#(user)","auto_accept":\#(random.next() % 2 == 0)}"#
                ),
                family: .pkInvite
            )
        case 92..<96:
            let left = random.next() % 2 == 0 ? "0" : "486"
            return Message(
                bytes: bytes(
                    #"{"host_user_id":"\#(user)","request_id":"17000\#(random.next() % 100_000)","pk_users":"[{\"uid\":\"\#(user)\",\"rid\":\"\#(room)\",\"u_name\":\"A\",\"rect\":{\"top\":0,\"left\":\#(left),\"right\":972,\"bottom\":864}}]"}"#
                ),
                family: .pkRoomAttributes
            )
        case 96..<99:
            return Message(
                bytes: bytes(#"{"roomId":\#(1 + random.next() % 100_000),"userId":"\#(user)"}"#),
                family: .trtcConnectOtherRoom
            )
        default:
            // A broken one now and then: a wrong type, as a buggy client sends it.
            return Message(
                bytes: bytes(#"{"type":0,"sender_id":"\#(user)","mic":"on","cam":true}"#),
                family: .seiDeviceState
            )
        }
    }
}
