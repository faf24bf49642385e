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

        /// The PK battle codes, the call-invitation demo's codes, and the document's names.
        static let pkTypes = [startPK, endPK, resumePK]
        static let callTypes = [videoCall, voiceCall]
        static let nameTypes = [startPKBattles, videoCallName, voiceCallName]
        /// 91001 and 91002, the older 1-v-1 protocol's end and resume, on which current demos
        /// do not act.
        static let legacyPKTypes = [endPK, resumePK]

        /// The PK codes with what each asks, as a spec's integer rule names them (the UIKit
        /// carries this payload in its PK invitations).
        static var pkCodes: [IntegerRule.Code] {
            zip(codes(pkTypes), ["start", "end", "resume"]).map { IntegerRule.Code(Int64($0), "\($1) a PK battle") }
        }

        public var isKnown: Bool {
            Self.pkTypes.contains(self) || Self.callTypes.contains(self) || Self.nameTypes.contains(self)
        }

        var isLegacyPK: Bool { Self.legacyPKTypes.contains(self) }

        /// The numbers of `types` (the names have none).
        static func codes(_ types: [InviteType]) -> [Int] {
            types.compactMap { if case .code(let code) = $0 { code } else { nil } }
        }

        /// The names of `types` (the codes have none).
        static func names(_ types: [InviteType]) -> [String] {
            types.compactMap { if case .name(let name) = $0 { name } else { nil } }
        }

        /// "91000–91002 (PK) or 10000/10001 (call)", for findings in Swift and C.
        static var knownCodesText: String {
            let pk = codes(pkTypes)
            let calls = codes(callTypes).map(String.init).joined(separator: "/")
            return "\(pk.first ?? 0)–\(pk.last ?? 0) (PK) or \(calls) (call)"
        }

        /// Why 91001 and 91002 are noted, for findings in Swift and C.
        static var legacyText: String {
            "belongs to the older 1-v-1 protocol; current demos act only on \(startPK)"
        }

        /// `"start_pkbattles", "video_call" or "voice_call"`, for findings in Swift and C.
        static var knownNamesText: String {
            let quoted = names(nameTypes).map { "\"\($0)\"" }
            return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
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
