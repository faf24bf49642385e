/// `sei.device-state`: the heartbeat a ZEGO host sends in SEI every 200–500 ms so viewers of a
/// (mixed) stream see its camera and microphone state (ZEGOCLOUD's PK battle guide, https://www.zegocloud.com/docs/live-streaming/implement-pk-battles).
public enum SEIDeviceState {
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// The demo apps: `sender_id`.
        case demo
        /// Seed 000: `senderID`.
        case document
        /// Stream extra info (not SEI): `{"cam":true,"mic":false}`.
        case extraInfo = "extra-info"

        public var style: JSONStyle { .compact }

        /// The demo apps say `sender_id`, the PK battle guide `senderID`.
        init(senderKey: SenderKey) { self = senderKey == .camelCase ? .document : .demo }
    }

    /// Which key names the sender; its raw value is the key (``V1/CodingKeys``). Raw values
    /// without RawRepresentable, so that equality stays the enum's own, not a string compare.
    public enum SenderKey: Hashable, Sendable {
        case snakeCase
        case camelCase

        public init?(rawValue: String) {
            switch rawValue {
            case V1.CodingKeys.senderID.stringValue: self = .snakeCase
            case V1.CodingKeys.senderIDCamel.stringValue: self = .camelCase
            default: return nil
            }
        }

        public var rawValue: String { codingKey.stringValue }

        /// The declared key (``MarkerKey``) that names the sender.
        var markerKey: ReaderKey {
            switch self {
            case .snakeCase: MarkerKey.senderID
            case .camelCase: MarkerKey.senderIDCamel
            }
        }

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
    static var typeKey: ReaderKey { "type" }

    /// `type` 0 is the only message type defined: device state.
    public static let deviceStateType = 0

    /// The device-state message.
    ///
    /// ```json
    /// {"type":0,"sender_id":"u1","mic":true,"cam":false}
    /// ```
    public struct V1: Codable, Hashable, Sendable {
        public var type: Int
        public var senderID: String
        public var mic: Bool
        public var cam: Bool
        public var senderKey: SenderKey
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

        /// The device state's keys, declared once: the Codable path, the typed readers and
        /// writers, detection and the C validator's tables (generated) take them from here.
        struct CodingKeys: DeclaredCodingKeys {
            let stringValue: String

            init(declared key: ReaderKey) { stringValue = key.string }

            static let type = CodingKeys(declared: SEIDeviceState.typeKey)
            static let senderID = CodingKeys(declared: MarkerKey.senderID)
            static let senderIDCamel = CodingKeys(declared: MarkerKey.senderIDCamel)
            static let mic = CodingKeys(declared: MarkerKey.mic)
            static let cam = CodingKeys(declared: MarkerKey.cam)
            static let allCases: [CodingKeys] = [.type, .senderID, .senderIDCamel, .mic, .cam]
        }

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
                unknown.members.insert(
                    .init(
                        key: CodingKeys.senderIDCamel.stringValue,
                        value: try container.decode(JSONValue.self, forKey: .senderIDCamel)
                    ),
                    at: 0
                )
                hasBothSenderKeys = true
            }
            unknownFields = unknown
        }

        public var dialect: Dialect { Dialect(senderKey: senderKey) }

        /// Set when a message names its sender under both keys (reported as ambiguous).
        var hasBothSenderKeys = false

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

        public static func == (lhs: V1, rhs: V1) -> Bool {
            lhs.type == rhs.type && lhs.senderID == rhs.senderID && lhs.mic == rhs.mic && lhs.cam == rhs.cam
                && lhs.senderKey == rhs.senderKey && lhs.unknownFields == rhs.unknownFields
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            hasher.combine(senderID)
            hasher.combine(mic)
            hasher.combine(cam)
            hasher.combine(senderKey)
            hasher.combine(unknownFields)
        }
    }

    /// Stream extra info, set beside the stream rather than in it: `{"cam":true,"mic":false}`.
    public struct StreamExtraInfo: Codable, Hashable, Sendable {
        public var cam: Bool
        public var mic: Bool
        public var unknownFields: JSONObject

        public init(cam: Bool, mic: Bool, unknownFields: JSONObject = JSONObject()) {
            self.cam = cam
            self.mic = mic
            self.unknownFields = unknownFields
        }

        static let knownKeys = KnownKeys(CodingKeys.self)

        /// The device flags of ``V1``, named there.
        typealias CodingKeys = V1.CodingKeys

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            cam = try container.decode(Bool.self, forKey: .cam)
            mic = try container.decode(Bool.self, forKey: .mic)
            unknownFields = try decoder.unknownFields(besides: Self.knownKeys)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cam, forKey: .cam)
            try container.encode(mic, forKey: .mic)
            try encoder.encodeUnknownFields(unknownFields)
        }
    }
}

extension SEIDeviceState.V1: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {
        if type != SEIDeviceState.deviceStateType {
            sink.report(
                .wireEnum,
                at: path().appending(key: CodingKeys.type.stringValue),
                "type \(type) is not 0 (device state), the only SEI message type defined"
            )
        }
        if hasBothSenderKeys {
            sink.report(
                .wireOneOf,
                at: path(),
                "the sender is named twice, as \(CodingKeys.senderID.stringValue) and \(CodingKeys.senderIDCamel.stringValue); receivers read one or the other"
            )
        }
        sink.requireID(senderID, at: path().appending(key: senderKey.rawValue), senderKey.rawValue)
    }
}

extension SEIDeviceState.StreamExtraInfo: WireValidatable {
    func validate(at path: @autoclosure () -> JSONPath, into sink: inout DiagnosticSink) {}
}
