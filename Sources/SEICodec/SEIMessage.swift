/// A 16-byte UUID (ISO/IEC 11578), as user_data_unregistered opens with.
public struct SEIUUID: Hashable, Sendable, CustomStringConvertible {
    /// The 16 bytes, in the order they are written.
    public let bytes: [UInt8]

    /// The 16 bytes; nil for any other count.
    public init?(bytes: some Collection<UInt8>) {
        guard bytes.count == 16 else { return nil }
        self.bytes = Array(bytes)
    }

    /// `dc45e9bd-e6d9-48b7-962c-d820d923eeef` or the same 32 digits without dashes.
    public init?(_ text: String) {
        let digits = text.utf8.filter { $0 != UInt8(ascii: "-") }
        guard digits.count == 32 else { return nil }
        var bytes: [UInt8] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.bytes = bytes
    }

    /// The UUID as lowercase hex in 8-4-4-4-12 groups, e.g. `dc45e9bd-e6d9-48b7-962c-d820d923eeef`.
    public var description: String {
        let hex = bytes.map { SEIHex.byte($0) }
        return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(
            separator: "-"
        )
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The UUID x264 writes before its settings text.
    public static let x264 = SEIUUID("dc45e9bd-e6d9-48b7-962c-d820d923eeef")
}

/// One SEI message taken out of a NAL unit, with emulation prevention removed.
public struct SEIMessage: Hashable, Sendable {
    /// The payloadType of user_data_unregistered (5): a 16-byte UUID, then the data.
    public static let userDataUnregistered = 5
    /// ZEGO's default SEI type (`ZegoSEITypeZegoDefined`) and TRTC Web's default.
    public static let zegoDefined = 243
    /// Tencent LivePusher's recommended SEI type.
    public static let tencentLivePusher = 242

    /// The codec of the NAL unit the message came from.
    public var codec: VideoCodec
    /// Offset of the NAL unit's header in the buffer.
    public var nalOffset: Int
    /// nal_unit_type of the unit holding the message: 6 in H.264; 39 (prefix) or 40 (suffix) in HEVC.
    public var nalType: Int
    /// Offset in the buffer of the message's first payloadType byte.
    public var offset: Int
    /// The SEI payloadType, such as ``SEIMessage/userDataUnregistered`` or ``SEIMessage/zegoDefined``.
    public var payloadType: Int
    /// payloadSize as written; larger than `payload.count` when the NAL unit ended first.
    public var declaredSize: Int
    /// The payload without emulation prevention bytes; shorter than `declaredSize` when the unit ended first.
    public var payload: [UInt8]

    /// True when the message came in a suffix SEI unit, which belongs to the picture before it.
    public var isSuffix: Bool { codec.isSuffixSEI(nalType: nalType) }

    /// The UUID of a user_data_unregistered message (nil for other types or when too short).
    public var uuid: SEIUUID? {
        guard payloadType == Self.userDataUnregistered else { return nil }
        return SEIUUID(bytes: payload.prefix(16))
    }

    /// What follows the UUID for user_data_unregistered; the whole payload otherwise.
    public var data: ArraySlice<UInt8> {
        payloadType == Self.userDataUnregistered ? payload.dropFirst(16) : payload[...]
    }

    /// `data` as text when it is UTF-8 without control characters other than tab and line
    /// breaks. Writers that treat the data as a C string (x264, FFmpeg) end it with a NUL:
    /// one trailing NUL is dropped, and `droppedNUL` says so.
    public var text: (text: String, droppedNUL: Bool)? {
        var bytes = data
        var dropped = false
        if bytes.last == 0 {
            bytes = bytes.dropLast()
            dropped = true
        }
        guard SEIText.isPrintableUTF8(bytes) else { return nil }
        return (String(decoding: bytes, as: UTF8.self), dropped)
    }
}

enum SEIHex {
    private static let digits = Array("0123456789abcdef")

    static func byte(_ value: UInt8) -> String {
        String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
    }

    static func string(_ bytes: some Sequence<UInt8>) -> String {
        var text = ""
        for value in bytes { text += byte(value) }
        return text
    }
}

enum SEIText {
    /// Valid UTF-8 (checked by round trip through the stdlib's repairing decoder) with no
    /// control characters except tab, CR and LF. Heartbeats are printable ASCII, which is
    /// decided by one look at each byte: building a String to compare cost about 2,500
    /// instructions per heartbeat, more than finding it in the stream.
    static func isPrintableUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        var ascii = true
        for byte in bytes where byte >= 0x80 || !isPrintable(UInt32(byte)) {
            // Control characters are ASCII too: only bytes of 0x80 and up need the decoder.
            guard byte >= 0x80 else { return false }
            ascii = false
            break
        }
        if ascii { return true }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return false }
        return text.unicodeScalars.allSatisfy { isPrintable($0.value) }
    }

    /// Not a control character, except tab, LF and CR.
    @inline(__always)
    private static func isPrintable(_ scalar: UInt32) -> Bool {
        scalar >= 0x20 && scalar != 0x7F || scalar == 0x09 || scalar == 0x0A || scalar == 0x0D
    }
}

extension SEIMessage {
    /// The payload as lowercase hex (of `data`: what follows the UUID for type 5).
    public var dataHex: String { SEIHex.string(data) }
}
