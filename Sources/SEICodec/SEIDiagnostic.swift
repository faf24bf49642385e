/// A problem found in H.264/HEVC bytes: a stable code (the same strings as LiveSignaling's
/// catalogue, `sei.*`), the byte offset in the buffer, and a sentence.
public struct SEIDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public static let startCodeMissing = Code(rawValue: "sei.no-start-code")
        public static let lengthPrefix = Code(rawValue: "sei.length-prefix")
        public static let emptyNAL = Code(rawValue: "sei.empty-nal")
        public static let forbiddenBit = Code(rawValue: "sei.forbidden-bit")
        public static let truncatedHeader = Code(rawValue: "sei.truncated-header")
        public static let temporalID = Code(rawValue: "sei.temporal-id")
        public static let sizeOverflow = Code(rawValue: "sei.size-overflow")
        public static let trailingBits = Code(rawValue: "sei.trailing-bits")
        public static let uuidTooShort = Code(rawValue: "sei.uuid-too-short")
        public static let payloadLimit = Code(rawValue: "sei.payload-limit")
        public static let trailingNUL = Code(rawValue: "sei.trailing-nul")

        public static let all: [Code] = [
            .startCodeMissing, .lengthPrefix, .emptyNAL, .forbiddenBit, .truncatedHeader, .temporalID, .sizeOverflow,
            .trailingBits, .uuidTooShort, .payloadLimit, .trailingNUL,
        ]
    }

    public enum Severity: String, Hashable, Sendable {
        case note, error
    }

    public var code: Code
    public var offset: Int
    public var message: String

    public var severity: Severity { code == .trailingNUL ? .note : .error }

    public init(_ code: Code, at offset: Int, _ message: String) {
        self.code = code
        self.offset = offset
        self.message = message
    }

    public var description: String { "\(severity.rawValue)[\(code.rawValue)] at byte \(offset): \(message)" }
}
