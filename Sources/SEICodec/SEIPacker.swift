/// One message to pack: a payload type and its bytes.
public struct SEIPayload: Hashable, Sendable {
    /// The SEI payloadType to write, from 0 to ``SEIPacker/maximumPayloadType``.
    public var payloadType: Int
    /// The payload, unescaped; for user_data_unregistered the 16-byte UUID, then the data.
    public var bytes: [UInt8]

    /// Creates a message of the type and payload bytes given, stored as is.
    public init(payloadType: Int, bytes: [UInt8]) {
        self.payloadType = payloadType
        self.bytes = bytes
    }

    /// user_data_unregistered: the UUID, then the data.
    public static func userDataUnregistered(uuid: SEIUUID, data: [UInt8]) -> SEIPayload {
        SEIPayload(payloadType: SEIMessage.userDataUnregistered, bytes: uuid.bytes + data)
    }

    /// ZEGO's default (`ZegoSEITypeZegoDefined`): type 243, the data as is.
    public static func zego(_ data: [UInt8]) -> SEIPayload {
        SEIPayload(payloadType: SEIMessage.zegoDefined, bytes: data)
    }

    /// Tencent LivePusher's recommended type 242.
    public static func tencent(_ data: [UInt8]) -> SEIPayload {
        SEIPayload(payloadType: SEIMessage.tencentLivePusher, bytes: data)
    }

    /// The part a vendor's size limit counts: what follows the UUID for type 5.
    var data: ArraySlice<UInt8> {
        payloadType == SEIMessage.userDataUnregistered ? bytes.dropFirst(16) : bytes[...]
    }
}

/// Why a set of messages could not be packed.
public struct SEIPackError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a diagnostic at offset 0.
    public var diagnostic: Diagnostic
    /// The diagnostic's description.
    public var description: String { diagnostic.description }
}

/// Writes one SEI NAL unit holding one or more messages, H.264 or HEVC, Annex B or
/// length-prefixed, with emulation prevention and rbsp_trailing_bits.
public struct SEIPacker: Sendable {
    /// The vendors' documented data limits per message.
    public enum Limit {
        /// ZEGO's limit: 4096 bytes of data per message.
        public static let zego = 4096
        /// TRTC's limit: 1000 bytes of data per message.
        public static let trtc = 1000
    }

    /// The largest payloadType packed: 257 bytes of `0xFF` and one more. H.264 and H.265 define
    /// types below 256; larger ones are reserved, and an unbounded one would take unbounded memory.
    public static let maximumPayloadType = 65_535
    /// The most bytes one message packs. Escaped, a unit of this size stays below
    /// SEIStreamExtractor.maximumSEIUnit, so whatever the packer writes, the extractor reads.
    public static let maximumPayloadBytes = 1 << 20

    /// The codec whose SEI header is written: type 6 for H.264, 39 or 40 for HEVC.
    public var codec: VideoCodec
    /// What ``pack(_:)`` puts before the unit: a four-byte start code, or a big-endian length of 1, 2 or 4 bytes.
    public var framing: NALFraming
    /// HEVC only: a suffix SEI (type 40) instead of a prefix SEI (39).
    public var suffix: Bool
    /// Refuse data larger than this (per message).
    public var dataLimit: Int?

    /// Creates a packer; by default it writes H.264 units with start codes (Annex B) and checks no data limit.
    public init(codec: VideoCodec = .h264, framing: NALFraming = .annexB, suffix: Bool = false, dataLimit: Int? = nil) {
        self.codec = codec
        self.framing = framing
        self.suffix = suffix
        self.dataLimit = dataLimit
    }

    /// The NAL unit itself: header, escaped RBSP (no start code, no length).
    public func nalUnit(_ messages: [SEIPayload]) throws(SEIPackError) -> [UInt8] {
        guard !messages.isEmpty else {
            throw SEIPackError(
                diagnostic: Diagnostic(.seiEmptyNAL, at: 0, "no messages: an SEI unit holds at least one")
            )
        }
        var rbsp: [UInt8] = []
        for message in messages {
            guard message.payloadType >= 0 else {
                throw SEIPackError(
                    diagnostic: Diagnostic(.seiTruncatedHeader, at: 0, "payloadType \(message.payloadType) is negative")
                )
            }
            guard message.payloadType <= Self.maximumPayloadType else {
                throw SEIPackError(
                    diagnostic: Diagnostic(
                        .seiPayloadLimit,
                        at: 0,
                        "payloadType \(message.payloadType) is larger than \(Self.maximumPayloadType)"
                    )
                )
            }
            guard message.bytes.count <= Self.maximumPayloadBytes else {
                throw SEIPackError(
                    diagnostic: Diagnostic(
                        .seiPayloadLimit,
                        at: 0,
                        "a \(message.bytes.count)-byte payload is larger than \(Self.maximumPayloadBytes) bytes"
                    )
                )
            }
            if message.payloadType == SEIMessage.userDataUnregistered, message.bytes.count < 16 {
                throw SEIPackError(
                    diagnostic: Diagnostic(.seiUUIDTooShort, at: 0, "user_data_unregistered needs a 16-byte UUID first")
                )
            }
            if let dataLimit, message.data.count > dataLimit {
                throw SEIPackError(
                    diagnostic: Diagnostic(
                        .seiPayloadLimit,
                        at: 0,
                        "\(message.data.count) bytes of data; the limit is \(dataLimit)"
                    )
                )
            }
            Self.appendVarying(message.payloadType, to: &rbsp)
            Self.appendVarying(message.bytes.count, to: &rbsp)
            rbsp.append(contentsOf: message.bytes)
        }
        rbsp.append(0x80)
        var unit: [UInt8]
        switch codec {
        case .h264: unit = [0x06]
        case .hevc: unit = [UInt8(suffix ? VideoCodec.hevcSuffixSEI : VideoCodec.hevcPrefixSEI) << 1, 0x01]
        }
        rbsp.withUnsafeBytes { EmulationPrevention.escape($0, into: &unit) }
        return unit
    }

    /// The unit with its framing: a four-byte start code, or its big-endian length.
    public func pack(_ messages: [SEIPayload]) throws(SEIPackError) -> [UInt8] {
        let unit = try nalUnit(messages)
        switch framing {
        case .annexB:
            return [0, 0, 0, 1] + unit
        case .lengthPrefixed(let size):
            guard [1, 2, 4].contains(size), unit.count < 1 << (8 * size) else {
                throw SEIPackError(
                    diagnostic: Diagnostic(
                        .seiLengthPrefix,
                        at: 0,
                        "a \(unit.count)-byte unit does not fit a \(size)-byte length"
                    )
                )
            }
            var framed: [UInt8] = []
            for shift in stride(from: 8 * (size - 1), through: 0, by: -8) {
                framed.append(UInt8(truncatingIfNeeded: unit.count >> shift))
            }
            return framed + unit
        }
    }

    private static func appendVarying(_ value: Int, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 255 {
            bytes.append(0xFF)
            rest -= 255
        }
        bytes.append(UInt8(rest))
    }
}
