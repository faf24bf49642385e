import LiveSignaling
import Testing

/// Messages built in code, as an app builds them, written in each dialect and read back.
@Suite("Messages built in code")
struct ConstructedMessageTests {
    static let messages: [WireMessage] = [
        .cohostRoomRequest(
            .init(
                action: .accept,
                senderID: "host",
                receiverID: "fan",
                requestID: "m1",
                extendedData: .document(.init(requestType: .acceptApplication, requestID: "m1"))
            )
        ),
        .cohostExtendedData(.init(requestType: .applyCoHost)),
        .pkInvite(.init(roomID: "r1", userName: "Alice", type: .startPK, userID: "u1", autoAccept: false)),
        .pkInvite(.init(type: .videoCall)),
        .pkInvite(.init(roomID: "r1", userName: "Alice", type: .startPKBattles)),
        .pkInviteQuit,
        .pkRoomAttributesV1(.init(host: "A", pkRoom: "r2", pkUserID: "B", pkUserName: "Bob", pkSeq: "1")),
        .pkRoomAttributesV2(
            .init(
                hostUserID: "A",
                requestID: "q",
                pkUsers: .document([
                    .init(
                        userID: "A",
                        roomID: "r1",
                        userName: "Alice",
                        rect: .init(x: 0, y: 0, width: 405, height: 720)
                    )
                ])
            )
        ),
        .pkRoomAttributesUIKit(
            .init(host: "A", roomID: "r1", pkUsers: .document([.init(userInfo: ["user_id": "B"], liveID: "r2")]))
        ),
        .seiDeviceState(.init(senderID: "u1", mic: true, cam: false)),
        .seiStreamExtraInfo(.init(cam: true, mic: true)),
        .chatCustom(.seed(.like(count: 3))),
        .chatCustom(.seed(.gift(url: "https://x/y.png", name: "rose", count: 2))),
        .chatCustom(
            .tuiLiveKit(
                .init(
                    businessID: ChatCustom.TUIEnvelope.giftID,
                    data: .gift(
                        .init(
                            gift: .init(giftId: "g", giftName: "Rose"),
                            giftCount: 1,
                            receiver: .init(userId: "h"),
                            sender: .init(userId: "f")
                        )
                    )
                )
            )
        ),
        .chatCustom(
            .tuiLiveKit(
                .init(businessID: ChatCustom.TUIEnvelope.likeID, data: .like(.init(sender: .init(userId: "f"))))
            )
        ),
        .chatCustom(
            .tuiLiveKit(
                .init(
                    businessID: ChatCustom.TUIEnvelope.barrageID,
                    data: .barrage(.init(user: .init(userId: "f"), content: "hi", extInfo: [:]))
                )
            )
        ),
        .chatBulletText("加油"),
        .chatRESTSendGroupMsg(
            .init(groupID: "@TGS#1", random: 7, priority: .low, body: [.custom(.seed(.like(count: 1)))])
        ),
        .chatRESTSendGroupMsg(.init(groupID: "@TGS#1", body: [.text("hi")], fromAccount: "admin", onlineOnlyFlag: 1)),
        .trtcConnectOtherRoom(.init(room: .numeric(102), userID: "userB")),
        .trtcConnectOtherRoom(.init(room: .string("102"), userID: "userB")),
    ]

    @Test("each message, in each of its family's dialects, reads back valid and equal", arguments: messages)
    func roundTrip(_ message: WireMessage) throws {
        let family = message.family
        for dialect in family.dialects(version: message.version) {
            guard let bytes = try? SignalEncoder().encode(message, dialect: dialect) else { continue }
            let forced: WireFamily? = [.pkInviteQuit, .chatBulletText("加油")].contains(message) ? family : nil
            let decoded = SignalDecoder().decode(bytes, as: forced)
            #expect(decoded.isValid, "\(dialect): \(decoded.diagnostics)")
            #expect(decoded.family == family)
            if case .seiDeviceState = message { continue }  // the key spelling follows the dialect
            if case .cohostExtendedData = message { continue }
            #expect(decoded.message == message, "\(dialect)")
        }
    }

    @Test("families describe themselves")
    func families() {
        for family in WireFamily.allCases {
            #expect(!family.summary.isEmpty)
            #expect(family.schemaPath(version: family.versions[0]).hasPrefix("Schemas/\(family.rawValue).v"))
            #expect(!family.dialects(version: family.versions.last ?? 1).isEmpty)
        }
    }

    @Test("call invite configs: the client needs a timeout, the server takes 90 s by default")
    func callInviteConfig() {
        #expect(PKInvite.CallInviteConfig(side: .server, timeout: nil, invitees: 1).validate().isEmpty)
        #expect(
            PKInvite.CallInviteConfig(side: .client, timeout: nil, invitees: 1).validate().map(\.code) == [
                .limitCallTimeout
            ]
        )
    }
}
