/// `chat.custom`: the interactive messages of a live room sent as Tencent Chat custom group
/// messages — likes, gifts and bullet screens (Tencent's live showroom guide, https://trtc.io/document/73425; Tencent-RTC/TUILiveKit).
public enum ChatCustom {
    /// How a `chat.custom` message is written: in which client's JSON form, or as plain text. The
    /// raw value is the dialect's name.
    public enum Dialect: String, CaseIterable, Hashable, Sendable {
        /// The live showroom guide: `{"cmd":"like_msg","msg":{…}}` and `gift_msg`.
        case seed
        /// TUILiveKit: `{"version":"1.0","businessID":"TUIGift","platform":"iOS","data":{…}}`.
        case tuilivekit
        /// A bullet screen: a plain text group message, not JSON.
        case text
        /// The app's own JSON, in none of the formats above: `Data` is application-defined.
        case application
        /// The TUIGift/TUIBarrage components' envelope before TUILiveKit (2021–2024): `data`
        /// with `extInfo` (Android's Gson writes it compact, without `\/`).
        case tuigift2021 = "tuigift-2021"
        /// TUILiveRoom's TRTCLiveRoom room message (2021-06 to 2022-05): `action` and `command`.
        case liveroom2021 = "trtcliveroom-2021"

        /// The layout ``SignalEncoder`` writes this dialect in: ``JSONStyle/appleCompact`` (`/`
        /// escaped as `\/`) for the seed and TUILiveKit forms, which iOS writes,
        /// ``JSONStyle/compact`` for the others.
        public var style: JSONStyle {
            switch self {
            // The showroom guide's like message is sent by iOS JSONSerialization without options.
            case .seed: .appleCompact
            case .tuilivekit: .appleCompact
            case .text, .application, .tuigift2021, .liveroom2021: .compact
            }
        }
    }

    /// What a message is, which decides its recommended priority.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A like, a gift, or a bullet screen (barrage), in whichever form the message carries it.
        case like, gift, bullet
        /// The showroom's product pop-up (`item_popup_msg`).
        case product

        /// The showroom guides: gifts and product pop-ups high (they must arrive),
        /// bullets normal, likes low (may be dropped).
        public var recommendedPriority: ChatREST.Priority {
            switch self {
            case .gift, .product: .high
            case .bullet: .normal
            case .like: .low
            }
        }
    }

    /// A custom message in either JSON form, or the app's own JSON.
    public enum V1: Codable, Hashable, Sendable {
        /// The `{"cmd":…,"msg":{…}}` form (the `seed` dialect): a like, a gift, a product pop-up, or another
        /// command kept whole.
        case seed(SeedMessage)
        // Boxed: the envelope (136 bytes) was the largest payload of WireMessage, and at
        // that size every move of a decoded message is a memcpy call; boxed, the largest is
        // 112 bytes, which the compiler moves inline. It costs TUILiveKit messages (a few
        // percent of a live room's traffic) one allocation.
        /// TUILiveKit's `version`/`businessID`/`platform`/`data` envelope, in its current form or
        /// the components' form before it.
        indirect case tuiLiveKit(TUIEnvelope)
        /// An object with no key of either form: the app's own data, kept whole.
        case application(JSONObject)
        /// TUILiveRoom's room message of 2021 (``LiveRoom2021``), kept whole.
        case liveRoom2021(JSONObject)

        /// Decodes a message as sent, choosing the case by the object's keys.
        ///
        /// `cmd` makes it ``seed(_:)``; `action` and `command` without `businessID`,
        /// ``liveRoom2021(_:)``; any of `version`, `businessID`, `platform` and `data`,
        /// ``tuiLiveKit(_:)``; `msg` alone, ``seed(_:)``; none of these, ``application(_:)``.
        /// Throws when the chosen form lacks a required member or has one of the wrong type; a
        /// value that is not an object is read as the seed form, and throws.
        public init(from decoder: Decoder) throws {
            guard let keys = decoder.probeKeys() else {
                self = .seed(try SeedMessage(from: decoder))
                return
            }
            switch Shape(hasKey: keys.contains) {
            case .seed: self = .seed(try SeedMessage(from: decoder))
            case .liveRoom2021: self = .liveRoom2021(try JSONObject(from: decoder))
            // The envelope tells its own data's form apart.
            case .envelope, .legacyEnvelope: self = .tuiLiveKit(try TUIEnvelope(from: decoder))
            case .application: self = .application(try JSONObject(from: decoder))
            }
        }

        /// Writes the message as sent, in its case's form; the app's own object and the TUILiveRoom
        /// message as they came.
        public func encode(to encoder: Encoder) throws {
            switch self {
            case .seed(let message): try message.encode(to: encoder)
            case .tuiLiveKit(let envelope): try envelope.encode(to: encoder)
            case .application(let object), .liveRoom2021(let object): try object.encode(to: encoder)
            }
        }

        /// What the message is, which decides its recommended priority; nil for the app's own data
        /// and for a command or business ID this family does not define.
        public var kind: Kind? {
            switch self {
            case .seed(let message): message.kind
            case .tuiLiveKit(let envelope): envelope.kind
            case .application: nil
            case .liveRoom2021(let object): LiveRoom2021.kind(command: object[LiveRoom2021.commandKey]?.stringValue)
            }
        }

        /// The dialect the message is written in, as its form shows; never ``Dialect/text``.
        ///
        /// ``SignalEncoder`` writes the message in it unless told another.
        public var dialect: Dialect {
            switch self {
            case .seed: .seed
            case .tuiLiveKit(let envelope): envelope.isLegacy ? .tuigift2021 : .tuilivekit
            case .application: .application
            case .liveRoom2021: .liveroom2021
            }
        }
    }
}

extension ChatCustom.V1: ApplicationDefinedDocument {}

extension ChatCustom.V1: WireValidatable {
    /// The declaration of the message's shape (``ChatCustom/Shape``).
    var ruleForm: FormSpec { shape.form }
}

extension WireMessage {
    /// What a carried message is, for the rules of the message that carries it
    /// (``RuleFacts/carriedKind``): a `chat.custom` message's kind; nil for any other.
    var carriedKind: ChatCustom.Kind? {
        if case .chatCustom(let message) = self { message.kind } else { nil }
    }
}
