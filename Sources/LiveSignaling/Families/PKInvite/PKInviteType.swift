extension PKInvite {
    /// The `type` field: a number in the demos, a name in the document.
    public enum InviteType: Codable, Hashable, Sendable, CustomStringConvertible {
        /// A numeric `type`, as the demos write it (91000–91002, 10000 and 10001).
        case code(Int)
        /// A named `type`, as the PK battle guide writes it.
        case name(String)

        /// 91000: start a PK battle; the only PK code the best-practice demos send or act on.
        public static let startPK = InviteType.code(91000)
        /// 91001: end a PK battle; the UIKit live-streaming kits send it in a new invitation,
        /// which the other host accepts.
        public static let endPK = InviteType.code(91001)
        /// 91002: resume a PK battle, as the UIKit live-streaming kits ask it after a host
        /// comes back.
        public static let resumePK = InviteType.code(91002)
        /// 10000: a video call, the call-invitation demo's `{"type":10000}`.
        public static let videoCall = InviteType.code(10000)
        /// 10001: a voice call, the call-invitation demo's `{"type":10001}`.
        public static let voiceCall = InviteType.code(10001)
        /// `"start_pkbattles"`: the document's name for starting a PK battle.
        public static let startPKBattles = InviteType.name("start_pkbattles")
        /// `"video_call"`: the document's name for a video call.
        public static let videoCallName = InviteType.name("video_call")
        /// `"voice_call"`: the document's name for a voice call.
        public static let voiceCallName = InviteType.name("voice_call")

        /// The PK battle codes, the call-invitation demo's codes, and the document's names: the
        /// lists the form's declaration of `type` is built from.
        static let pkTypes = [startPK, endPK, resumePK]
        static let callTypes = [videoCall, voiceCall]
        static let nameTypes = [startPKBattles, videoCallName, voiceCallName]

        /// The PK codes with what each asks, as a spec's integer rule names them (the UIKit
        /// carries this payload in its PK invitations).
        static var pkCodes: [IntegerRule.Code] {
            zip(codes(pkTypes), ["start", "end", "resume"]).map { IntegerRule.Code(Int64($0), "\($1) a PK battle") }
        }

        /// Whether this is one of the codes or names above; validation reports any other as
        /// `wire.enum`. Asked of the form's declaration of `type` (`PKInvite.form`).
        public var isKnown: Bool {
            guard
                case .codeOrName(let codes, let names)? = PKInvite.form.root.member(V1.CodingKeys.type.rawValue)?.value
            else {
                return false
            }
            return switch self {
            case .code(let code): codes.codeIndex(of: Int64(code)) != nil
            case .name(let name): names.values.contains(name)
            }
        }

        /// The value as a variant's selector reads it.
        var selectorValue: SelectorValue {
            switch self {
            case .code(let code): .integer(Int64(code))
            case .name(let name): .string(name)
            }
        }

        /// The numbers of `types` (the names have none).
        static func codes(_ types: [InviteType]) -> [Int] {
            types.compactMap { if case .code(let code) = $0 { code } else { nil } }
        }

        /// The names of `types` (the codes have none).
        static func names(_ types: [InviteType]) -> [String] {
            types.compactMap { if case .name(let name) = $0 { name } else { nil } }
        }

        /// The code as digits, or the name quoted.
        public var description: String {
            switch self {
            case .code(let code): String(code)
            case .name(let name): DiagnosticText.quoted(name)
            }
        }

        /// Decodes a JSON string as ``name(_:)`` and any other value as ``code(_:)``, which throws
        /// unless the value is an integer.
        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if decoder.probeKind() == .string {
                self = .name(try container.decode(String.self))
            } else {
                // Anything else is read as a number, so a wrong kind is reported as such.
                self = .code(try container.decode(Int.self))
            }
        }

        /// Writes a code as a JSON number and a name as a JSON string.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .code(let code): try container.encode(code)
            case .name(let name): try container.encode(name)
            }
        }
    }
}
