extension PKInvite {
    /// The `type` field: a number in the demos, a name in the document.
    public enum InviteType: Codable, Hashable, Sendable, CustomStringConvertible {
        case code(Int)
        case name(String)

        public static let startPK = InviteType.code(91000)
        public static let endPK = InviteType.code(91001)
        public static let resumePK = InviteType.code(91002)
        public static let videoCall = InviteType.code(10000)
        public static let voiceCall = InviteType.code(10001)
        public static let startPKBattles = InviteType.name("start_pkbattles")
        public static let videoCallName = InviteType.name("video_call")
        public static let voiceCallName = InviteType.name("voice_call")

        static let pkCodes = [91000, 91001, 91002]
        static let callCodes = [10000, 10001]
        static let names = ["start_pkbattles", "video_call", "voice_call"]

        public var isKnown: Bool {
            switch self {
            case .code(let code): Self.pkCodes.contains(code) || Self.callCodes.contains(code)
            case .name(let name): Self.names.contains(name)
            }
        }

        /// 91001 and 91002, the older 1-v-1 protocol's end and resume, on which current demos
        /// do not act.
        var isLegacyPK: Bool {
            if case .code(let code) = self { code == 91001 || code == 91002 } else { false }
        }

        public var description: String {
            switch self {
            case .code(let code): String(code)
            case .name(let name): DiagnosticText.quoted(name)
            }
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if decoder.probeKind() == .string {
                self = .name(try container.decode(String.self))
            } else {
                // Anything else is read as a number, so a wrong kind is reported as such.
                self = .code(try container.decode(Int.self))
            }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .code(let code): try container.encode(code)
            case .name(let name): try container.encode(name)
            }
        }
    }
}
