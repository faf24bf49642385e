import Foundation
import LiveSignaling
import Testing

/// A value's JSON with every object's members sorted and every number by its value:
/// Foundation's coders keep values but not the order of keys they do not know, nor how a
/// number was written (`0.0` comes back `0`), so round trips through them compare this way.
func canonical<T: Encodable>(_ value: T) throws -> JSONValue {
    func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number):
            if let integer = number.exactly(Int64.self) { return .number(JSONNumber(integer)) }
            return value
        case .object(let object):
            return .object(
                JSONObject(
                    object.members.map { .init(key: $0.key, value: sorted($0.value)) }.sorted { $0.key < $1.key }
                )
            )
        case .array(let elements):
            return .array(elements.map(sorted))
        case .string(let text):
            // Embedded documents are strings; compare what they hold.
            if let inner = JSONReader().read(Array(text.utf8)).value, text.first == "{" || text.first == "[" {
                return .array([.string("<json>"), sorted(inner)])
            }
            return value
        default:
            return value
        }
    }
    return sorted(try WireEncoder().encodeValue(value))
}

/// The typed value inside a decoded message, for Foundation round trips.
private func foundationRoundTrip(_ message: WireMessage) throws -> Bool {
    func trip<T: Codable & Equatable>(_ value: T) throws -> Bool {
        try canonical(JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))) == canonical(value)
    }
    switch message {
    case .cohostRoomRequest(let value): return try trip(value)
    case .cohostExtendedData(let value): return try trip(value)
    case .pkInvite(let value): return try trip(value)
    case .pkRoomAttributesV1(let value): return try trip(value)
    case .pkRoomAttributesV2(let value): return try trip(value)
    case .pkRoomAttributesUIKit(let value): return try trip(value)
    case .seiDeviceState(let value): return try trip(value)
    case .seiStreamExtraInfo(let value): return try trip(value)
    case .chatCustom(let value): return try trip(value)
    case .chatRESTSendGroupMsg(let value): return try trip(value)
    case .trtcConnectOtherRoom(let value): return try trip(value)
    case .uikitInvite(let value): return try trip(value)
    case .uikitAdvanceInvite(let value): return try trip(value)
    case .uikitAnswer(let value): return try trip(value)
    case .uikitSEI(let value): return try trip(value)
    case .uikitExtraInfo(let value): return try trip(value)
    case .seiApplicationData(let value): return try trip(value)
    case .chatCallbackGroupMessage(let value): return try trip(value)
    case .chatCallbackReply(let value): return try trip(value)
    case .zimCallback(let value): return try trip(value)
    case .cohostRoomCommand(let value): return try trip(value)
    case .cohostAppCommand(let value): return try trip(value)
    case .pkAppAttributes(let value): return try trip(value)
    case .pkInviteQuit, .chatBulletText, .cohostAppText: return true
    }
}

/// Vectors whose bytes follow a layout no client writes deterministically (the documents'
/// multi-line examples); every other valid vector must re-encode to its exact bytes.
private let layoutsNotReproduced: Set<String> = [
    "pk.invite/seed000-uncommented", "sei.device-state/seed000-cleaned", "chat.custom/gift-seed",
    "chat.rest.send-group-msg/seed002-uncommented",
    // The e-commerce page's REST sample spaces the JSON in Data, as no client writer does.
    "chat.custom/product-popup", "chat.rest.send-group-msg/product-popup",
    "chat.rest.send-group-msg/product-popup-default-priority",
    // Before TUILiveKit, Android's Gson wrote data first and iOS wrote `\/`; the dialect's
    // writer writes the envelope's order, compact.
    "chat.custom/tuigift-2021-gift-ios", "chat.custom/tuigift-2021-gift-android",
    "chat.custom/tuigift-2021-like-android", "chat.custom/tuigift-2021-like-ios", "chat.custom/tuibarrage-2021-ios",
    // The REST page writes an option before MsgBody; the writer keeps the members it does not
    // read, after its own.
    "chat.rest.send-group-msg/forbid-callback-docs", "chat.rest.send-group-msg/send-msg-control-docs",
    "chat.rest.send-group-msg/send-msg-control-no-msg-check",
    // iOS's NSJSONSerialization wrote TUILiveRoom's keys in no fixed order, and mj_JSONString
    // TRTCVoiceRoom's.
    "chat.custom/trtcliveroom-2021-bullet-ios", "chat.custom/trtcvoiceroom-room-destroy-ios",
    // The Flutter kit's jsonEncode writes data first.
    "chat.custom/tuilivekit-gift-flutter-null-avatar", "chat.custom/tuilivekit-like-flutter-nulls",
    "chat.custom/tuilivekit-gift-flutter-extinfo-null",
    // A null room is no room to `PKInvite.V1`: the call form is written without it.
    "pk.invite/call-type-null-room",
    // \u escapes no client writes for é.
    "json/string-length-counts-decoded-bytes",
    // The native live-streaming kits' PK SEI: Android writes cam before mic, iOS in no fixed
    // order; version 1's writer writes the demos' order (type, sender_id, mic, cam).
    "sei.device-state/native-pk-sei-android", "sei.device-state/native-pk-sei-ios",
    // The iOS live-streaming kit's PK answers: NSJSONSerialization pretty-printed, in no fixed
    // order; the uikit dialect's writer writes Android's compact order.
    "pk.invite/uikit-reject-in-pk-ios",
    // The ZIM callback pages print their samples by hand, each indented its own way; ZIM's
    // servers send compact JSON, which the dialect writes (the other vectors).
    "zim.callback/call-accept-docs", "zim.callback/call-reject-docs", "zim.callback/call-cancel",
    "zim.callback/call-timeout-docs", "zim.callback/room-create", "zim.callback/room-destroy-docs",
    // A null room key names no room (the one-of group counts it absent), and the typed value
    // holds none: the writer leaves the key out.
    "trtc.connect-other-room/null-numeric-room",
]

extension Vector {
    /// Repeated keys collapse to one when decoded, so such bytes cannot come back.
    var hasRepeatedKeys: Bool { diagnostics.contains { $0.code == "json.duplicate-key" } }
}

@Suite("Wire types")
struct WireRoundTripTests {
    static let decodable = Vector.all.filter { $0.valid && $0.family != nil }

    @Test("every valid vector round-trips through Foundation's JSONEncoder and JSONDecoder", arguments: decodable)
    func foundation(_ vector: Vector) throws {
        let message = try #require(vector.decode().message)
        #expect(try foundationRoundTrip(message))
    }

    @Test(
        "Foundation's JSONDecoder reads the vector bytes to the same value as WireDecoder",
        arguments: decodable.filter { $0.decodeAs == nil && !$0.hasRepeatedKeys }
    )
    func foundationDecodesBytes(_ vector: Vector) throws {
        let message = try #require(vector.decode().message)
        let data = Data(vector.bytes)
        func same<T: Codable>(_ type: T.Type, _ value: T) throws -> Bool {
            try canonical(JSONDecoder().decode(type, from: data)) == canonical(value)
        }
        switch message {
        case .cohostRoomRequest(let value): #expect(try same(CohostRoomRequest.V1.self, value))
        case .cohostExtendedData(let value): #expect(try same(CohostRoomRequest.ExtendedData.self, value))
        case .pkInvite(let value): #expect(try same(PKInvite.V1.self, value))
        case .pkRoomAttributesV1(let value): #expect(try same(PKRoomAttributes.V1.self, value))
        case .pkRoomAttributesV2(let value): #expect(try same(PKRoomAttributes.V2.self, value))
        case .pkRoomAttributesUIKit(let value): #expect(try same(PKRoomAttributes.UIKit.self, value))
        case .seiDeviceState(let value): #expect(try same(SEIDeviceState.V1.self, value))
        case .seiStreamExtraInfo(let value): #expect(try same(SEIDeviceState.StreamExtraInfo.self, value))
        case .chatCustom(let value): #expect(try same(ChatCustom.V1.self, value))
        case .chatRESTSendGroupMsg(let value): #expect(try same(ChatREST.SendGroupMsg.self, value))
        case .trtcConnectOtherRoom(let value): #expect(try same(TRTCConnectOtherRoom.V1.self, value))
        case .uikitInvite(let value): #expect(try same(UIKitInvitation.Invite.self, value))
        case .uikitAdvanceInvite(let value): #expect(try same(UIKitInvitation.Advance.self, value))
        case .uikitAnswer(let value): #expect(try same(UIKitInvitation.Answer.self, value))
        case .uikitSEI(let value): #expect(try same(SEIDeviceState.UIKit.SEI.self, value))
        case .uikitExtraInfo(let value): #expect(try same(SEIDeviceState.UIKit.ExtraInfo.self, value))
        case .seiApplicationData(let value): #expect(try same(SEIApplicationData.self, value))
        case .chatCallbackGroupMessage(let value): #expect(try same(ChatCallback.GroupMessage.self, value))
        case .chatCallbackReply(let value): #expect(try same(ChatCallback.Reply.self, value))
        case .zimCallback(let value): #expect(try same(ZIMCallback.Body.self, value))
        case .cohostRoomCommand(let value): #expect(try same(CohostRoomRequest.RoomCommand.self, value))
        case .cohostAppCommand(let value): #expect(try same(CohostRoomRequest.AppCommand.self, value))
        case .pkAppAttributes(let value): #expect(try same(PKRoomAttributes.AppAttributes.self, value))
        case .pkInviteQuit, .chatBulletText, .cohostAppText: break
        }
    }

    @Test(
        "decode then encode in the detected dialect gives back the exact bytes",
        arguments: decodable.filter { !layoutsNotReproduced.contains($0.name) && !$0.hasRepeatedKeys }
    )
    func byteExact(_ vector: Vector) throws {
        let decoded = vector.decode()
        let message = try #require(decoded.message)
        let bytes = try SignalEncoder().encode(message, dialect: decoded.dialect)
        #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: vector.bytes, as: UTF8.self))
    }

    @Test("every dialect's output validates as that family, or is refused for a vendor limit", arguments: decodable)
    func everyDialect(_ vector: Vector) throws {
        let decoded = vector.decode()
        guard let message = decoded.message, let family = decoded.family, decoded.dialect != "quit",
            decoded.dialect != "text"
        else { return }
        for dialect in family.dialects(version: decoded.version ?? 1) {
            let bytes: [UInt8]
            do {
                bytes = try SignalEncoder().encode(message, dialect: dialect)
            } catch .limit {
                continue  // A longer layout may not fit; refusing it is the promised behaviour.
            } catch {
                Issue.record("\(dialect): \(error)")
                continue
            }
            let again = SignalDecoder().decode(bytes, as: vector.decodeAs.flatMap(WireFamily.init(rawValue:)))
            #expect(again.family == family)
            #expect(again.message == message || dialectChangesForm(dialect), "\(dialect)")
            #expect(again.errors.isEmpty, "\(dialect): \(again.errors)")
        }
    }

    private func dialectChangesForm(_ dialect: String) -> Bool {
        ["demo", "document", "payload", "android-doc", "flutter", "android", "ios"].contains(dialect)
    }

    @Test("unknown keys survive decode and encode, at every level")
    func unknownKeys() throws {
        let text =
            #"{"action_type":0,"sender_id":"a","receiver_id":"b","request_id":"","extended_data":"{\"room_request_type\":10000,\"seat\":{\"n\":2.50}}","ts":1.0,"z":[true,null]}"#
        let request = try WireDecoder().decode(CohostRoomRequest.V1.self, from: Array(text.utf8))
        #expect(request.unknownFields.keys == ["ts", "z"])
        #expect(request.extendedData.document?.unknownFields["seat"] == ["n": .number(JSONNumber(lexeme: "2.50")!)])
        let again = try WireEncoder(style: .flutter).encode(request)
        #expect(String(decoding: again, as: UTF8.self) == text)
    }

    /// A device state is read by its spec's walk, not by Codable: its value must still be what
    /// Codable reads, every copy of a repeated key of the sender's own kept in its place, and
    /// the same stand-ins where a member is missing or of another kind.
    @Test("a device state decoded from the wire is what Codable reads, every unknown copy kept")
    func deviceStateAsCodableReadsIt() throws {
        for text in [
            #"{"type":0,"x":1,"sender_id":"u","y":3,"mic":true,"cam":false,"x":2}"#,
            #"{"type":0,"senderID":"u","cam":false,"mic":true,"x":[1],"x":{}}"#,
            #"{"type":0,"sender_id":"u","senderID":"v","mic":true,"cam":false}"#,
            #"{"type":0,"mic":true,"cam":false}"#,
            #"{"type":0,"sender_id":null,"senderID":"u","mic":true,"cam":false}"#,
            #"{"type":0.5,"sender_id":"u","mic":"on","cam":null}"#,
            #"{"cam":true,"x":1,"mic":false,"x":2}"#,
            #"{"cam":true,"mic":null}"#,
        ] {
            let bytes = Array(text.utf8)
            let wire = SignalDecoder().decode(bytes).message
            let codable: WireMessage? = bytes.withUnsafeBytes { raw in
                text.hasPrefix(#"{"cam""#)
                    ? WireDecoder().decodeReportingAll(SEIDeviceState.StreamExtraInfo.self, from: raw).value.map {
                        .seiStreamExtraInfo($0)
                    }
                    : WireDecoder().decodeReportingAll(SEIDeviceState.V1.self, from: raw).value.map {
                        .seiDeviceState($0)
                    }
            }
            #expect(wire != nil && wire == codable, "\(text)")
        }
        // The known keys first, then the sender's own, each copy where it was.
        let written = try SignalEncoder().encode(
            try #require(
                SignalDecoder().decode(
                    Array(#"{"type":0,"x":1,"sender_id":"u","y":3,"mic":true,"cam":false,"x":2}"#.utf8)
                )
                .message
            )
        )
        #expect(
            String(decoding: written, as: UTF8.self)
                == #"{"type":0,"sender_id":"u","mic":true,"cam":false,"x":1,"y":3,"x":2}"#
        )
    }

    @Test("strict decoding throws the first error as a diagnostic; collecting reports them all")
    func strictAndCollecting() throws {
        let bytes = Array(#"{"action_type":"1","sender_id":"","receiver_id":7,"request_id":""}"#.utf8)
        #expect {
            _ = try WireDecoder().decode(CohostRoomRequest.V1.self, from: bytes)
        } throws: { error in
            (error as? Diagnostic)?.code == .wireType
                && (error as? Diagnostic)?.path.description == "$.action_type"
        }
        let collected = bytes.withUnsafeBytes { WireDecoder().decodeReportingAll(CohostRoomRequest.V1.self, from: $0) }
        #expect(collected.value != nil)
        let found = Set(collected.diagnostics.map { "\($0.code) \($0.path)" })
        // The rules too (an empty sender_id), but none about the fields that failed to decode.
        #expect(
            found == [
                "wire.type $.action_type", "wire.type $.receiver_id", "wire.missing-key $.extended_data",
                "wire.empty-id $.sender_id",
            ]
        )
    }

    @Test("Foundation decoding of a string that does not hold JSON throws instead of trapping")
    func foundationEmbeddedFailure() {
        let data = Data(
            #"{"action_type":0,"sender_id":"a","receiver_id":"b","request_id":"","extended_data":"{nope"}"#.utf8
        )
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(CohostRoomRequest.V1.self, from: data)
        }
    }

    @Test("encoding a dialect sets the dialect's key spelling")
    func keySpelling() throws {
        let state = SEIDeviceState.V1(senderID: "u1", mic: true, cam: false)
        let demo = try SignalEncoder().encode(.seiDeviceState(state), dialect: "demo")
        let document = try SignalEncoder().encode(.seiDeviceState(state), dialect: "document")
        #expect(String(decoding: demo, as: UTF8.self) == #"{"type":0,"sender_id":"u1","mic":true,"cam":false}"#)
        #expect(String(decoding: document, as: UTF8.self) == #"{"type":0,"senderID":"u1","cam":false,"mic":true}"#)
        #expect(throws: SignalEncoder.Failure.self) {
            _ = try SignalEncoder().encode(.seiDeviceState(state), dialect: "klingon")
        }
    }

    @Test("a Flutter PK layout writes doubles, an Android one integers")
    func numberForms() throws {
        let user = PKRoomAttributes.PKUser(
            userID: "A",
            roomID: "r1",
            userName: "Alice",
            rect: .init(x: 0, y: 0, width: 405, height: 720)
        )
        let value = PKRoomAttributes.V2(hostUserID: "A", requestID: "q", pkUsers: .document([user]))
        let flutter = String(
            decoding: try SignalEncoder().encode(.pkRoomAttributesV2(value), dialect: "flutter"),
            as: UTF8.self
        )
        let android = String(
            decoding: try SignalEncoder().encode(.pkRoomAttributesV2(value), dialect: "android"),
            as: UTF8.self
        )
        #expect(flutter.contains(#"\"right\":405.0"#))
        #expect(android.contains(#"\"right\":405,"#))
        #expect(SignalDecoder().decode(Array(flutter.utf8)).dialect == "flutter")
        #expect(SignalDecoder().decode(Array(android.utf8)).dialect == "android")
    }
}
