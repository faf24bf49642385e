/// `sei.device-state`: the heartbeat a ZEGO host sends in SEI every 200–500 ms so viewers of a
/// (mixed) stream see its camera and microphone state (ZEGOCLOUD's PK battle guide, https://www.zegocloud.com/docs/live-streaming/implement-pk-battles).
public enum SEIDeviceState {
    /// The forms the device state is written in: the demo apps', the PK battle guide's, and stream extra info.
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// The demo apps: `sender_id`.
        case demo
        /// The PK battle guide: `senderID`.
        case document
        /// Stream extra info (not SEI): `{"cam":true,"mic":false}`.
        case extraInfo = "extra-info"

        /// The JSON layout messages in this dialect are written in: compact for all three.
        public var style: JSONStyle { .compact }

        /// The demo apps say `sender_id`, the PK battle guide `senderID`.
        init(senderKey: SenderKey) { self = senderKey == .camelCase ? .document : .demo }
    }

    /// Which key names the sender; its raw value is the key (`V1.CodingKeys`). Raw values
    /// without RawRepresentable, so that equality stays the enum's own, not a string compare.
    public enum SenderKey: Hashable, Sendable {
        /// `sender_id`, as the demo apps write it.
        case snakeCase
        /// `senderID`, as the PK battle guide writes it.
        case camelCase

        /// Creates the sender key named by `rawValue`: `sender_id` or `senderID`; nil for any other string.
        public init?(rawValue: String) {
            switch rawValue {
            case V1.CodingKeys.senderID.stringValue: self = .snakeCase
            case V1.CodingKeys.senderIDCamel.stringValue: self = .camelCase
            default: return nil
            }
        }

        /// The key this names on the wire: `sender_id` or `senderID`.
        public var rawValue: String { codingKey.stringValue }

        var codingKey: V1.CodingKeys {
            switch self {
            case .snakeCase: .senderID
            case .camelCase: .senderIDCamel
            }
        }
    }

    /// The demo form's keys in its order, as prose names them: "type, sender_id, mic, cam".
    static var demoKeys: String {
        [V1.CodingKeys.type, .senderID, .mic, .cam].map(\.stringValue).joined(separator: ", ")
    }

    /// The key of the message type (not a detection marker: PK invites have one too).
    static var typeKey: DeclaredKey { "type" }

    /// `type` 0 is the only message type defined: device state.
    public static let deviceStateType = 0

    /// The device-state message.
    ///
    /// ```json
    /// {"type":0,"sender_id":"u1","mic":true,"cam":false}
    /// ```
    public struct V1: Codable, Hashable, Sendable {
        /// The message type (`type`); validation reports anything but ``SEIDeviceState/deviceStateType``
        /// (0) as `wire.enum`.
        public var type: Int
        /// The sending host's user ID, under the key ``senderKey`` names; required and not empty.
        public var senderID: String
        /// Whether the sender's microphone is on (`mic`).
        public var mic: Bool
        /// Whether the sender's camera is on (`cam`).
        public var cam: Bool
        /// Which key names the sender; it also sets the key order ``encode(to:)`` writes.
        public var senderKey: SenderKey
        /// Members whose keys this type does not declare, in document order; written back after the known keys.
        public var unknownFields: JSONObject

        /// The fields in the wire's order: `type`, `sender_id`, `mic`, `cam`.
        public init(
            type: Int = SEIDeviceState.deviceStateType,
            senderID: String,
            mic: Bool,
            cam: Bool,
            senderKey: SenderKey = .snakeCase,
            unknownFields: JSONObject = JSONObject()
        ) {
            self.type = type
            self.senderID = senderID
            self.mic = mic
            self.cam = cam
            self.senderKey = senderKey
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        /// The device state's keys, declared once: the Codable path, detection and the C validator's tables (generated) take them from here.
        struct CodingKeys: DeclaredCodingKeys {
            let stringValue: String

            init(declared key: DeclaredKey) { stringValue = key.string }

            static let type = CodingKeys(declared: SEIDeviceState.typeKey)
            static let senderID = CodingKeys(declared: MarkerKey.senderID)
            static let senderIDCamel = CodingKeys(declared: MarkerKey.senderIDCamel)
            static let mic = CodingKeys(declared: MarkerKey.mic)
            static let cam = CodingKeys(declared: MarkerKey.cam)
            static let allCases: [CodingKeys] = [.type, .senderID, .senderIDCamel, .mic, .cam]
        }

        /// Decodes the message as sent, keeping unknown keys in ``unknownFields``.
        ///
        /// `type`, `mic`, `cam` and a sender key are required. `senderID` is read only when
        /// `sender_id` is absent; when both are given, `senderID` is kept first in ``unknownFields``
        /// and validation reports the message as `wire.one-of`.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(Int.self, forKey: .type)
            if !container.contains(.senderID), container.contains(.senderIDCamel) {
                senderKey = .camelCase
                senderID = try container.decode(String.self, forKey: .senderIDCamel)
            } else {
                senderKey = .snakeCase
                senderID = try container.decode(String.self, forKey: .senderID)
            }
            mic = try container.decode(Bool.self, forKey: .mic)
            cam = try container.decode(Bool.self, forKey: .cam)
            var unknown = try decoder.unknownFields(besides: Self.knownKeys)
            if senderKey == .snakeCase, container.contains(.senderIDCamel) {
                let camel = try container.decode(JSONValue.self, forKey: .senderIDCamel)
                unknown.members.insert(.init(key: CodingKeys.senderIDCamel.stringValue, value: camel), at: 0)
            }
            unknownFields = unknown
        }

        /// The dialect this message is in, told by its sender key: ``SEIDeviceState/Dialect/document``
        /// for `senderID`, ``SEIDeviceState/Dialect/demo`` for `sender_id`.
        public var dialect: Dialect { Dialect(senderKey: senderKey) }

        /// The demo order (`type, sender_id, mic, cam`) or the document's (`type, senderID, cam, mic`).
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            switch senderKey {
            case .snakeCase:
                try container.encode(senderID, forKey: .senderID)
                try container.encode(mic, forKey: .mic)
                try container.encode(cam, forKey: .cam)
            case .camelCase:
                try container.encode(senderID, forKey: .senderIDCamel)
                try container.encode(cam, forKey: .cam)
                try container.encode(mic, forKey: .mic)
            }
            try encoder.encodeUnknownFields(unknownFields)
        }
    }

    /// Stream extra info, set beside the stream rather than in it: `{"cam":true,"mic":false}`.
    public struct StreamExtraInfo: Codable, Hashable, Sendable {
        /// Whether the camera is on (`cam`).
        public var cam: Bool
        /// Whether the microphone is on (`mic`).
        public var mic: Bool
        /// Members whose keys this type does not declare, in document order; written back after the known keys.
        public var unknownFields: JSONObject

        /// Creates the extra info, with no unknown keys unless given.
        public init(cam: Bool, mic: Bool, unknownFields: JSONObject = JSONObject()) {
            self.cam = cam
            self.mic = mic
            self.unknownFields = unknownFields
        }

        /// Only the flags: a `type` or sender key beside them is the sender's own, and kept.
        static let knownKeys = KnownKeys([CodingKeys.cam, .mic])

        /// The device flags of ``V1``, named there.
        typealias CodingKeys = V1.CodingKeys

        /// Decodes the extra info as sent; throws unless `cam` and `mic` are Booleans.
        ///
        /// Every other key is kept in ``unknownFields``.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            cam = try container.decode(Bool.self, forKey: .cam)
            mic = try container.decode(Bool.self, forKey: .mic)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        /// Writes the extra info as sent: `cam`, `mic`, then the unknown keys.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cam, forKey: .cam)
            try container.encode(mic, forKey: .mic)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension SEIDeviceState.V1: WireValidatable {
    var ruleForm: FormSpec { SEIDeviceState.deviceStateForm }
}

extension SEIDeviceState.StreamExtraInfo: WireValidatable {
    var ruleForm: FormSpec { SEIDeviceState.streamExtraInfoForm }
}
