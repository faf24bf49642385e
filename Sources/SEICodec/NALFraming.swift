/// How NAL units are delimited in a buffer.
public enum NALFraming: Hashable, Sendable, CustomStringConvertible {
    /// ITU-T H.264 Annex B: each unit follows `00 00 01` (or `00 00 00 01`).
    case annexB
    /// AVCC/HVCC (MP4): each unit follows its length, big-endian, in 1, 2 or 4 bytes.
    case lengthPrefixed(size: Int)

    /// Lengths of 4 bytes: the usual framing of MP4 samples.
    public static let length4 = NALFraming.lengthPrefixed(size: 4)

    /// `annexb`, or `length` and the prefix size in bytes (`length4`).
    public var description: String {
        switch self {
        case .annexB: "annexb"
        case .lengthPrefixed(let size): "length\(size)"
        }
    }

    /// 4-byte lengths when their chain covers the buffer exactly (a unit of 256–511 bytes has
    /// the length `00 00 01 xx`, which also looks like a start code); otherwise Annex B when the
    /// buffer opens with a start code after any zero bytes; otherwise 2- or 1-byte lengths whose
    /// chain covers the buffer; otherwise Annex B, whose scan reports the missing start code.
    public static func detect(in bytes: UnsafeRawBufferPointer) -> NALFraming {
        if chainCovers(bytes, prefixSize: 4) { return .length4 }
        var index = 0
        while index < bytes.count, bytes[index] == 0 { index += 1 }
        if index >= 2, index < bytes.count, bytes[index] == 1 { return .annexB }
        for size in [2, 1] where chainCovers(bytes, prefixSize: size) {
            return .lengthPrefixed(size: size)
        }
        return .annexB
    }

    private static func chainCovers(_ bytes: UnsafeRawBufferPointer, prefixSize: Int) -> Bool {
        var position = 0
        var units = 0
        while position < bytes.count {
            guard position + prefixSize <= bytes.count else { return false }
            let length = readLength(bytes, at: position, size: prefixSize)
            guard length > 0, length <= bytes.count - position - prefixSize else { return false }
            guard bytes[position + prefixSize] & 0x80 == 0 else { return false }
            position += prefixSize + length
            units += 1
        }
        return units > 0
    }

    /// A big-endian length of `size` bytes at `position` (the caller checked the bounds).
    static func readLength(_ bytes: UnsafeRawBufferPointer, at position: Int, size: Int) -> Int {
        var length = 0
        for index in 0..<size {
            length = length << 8 | Int(bytes[position + index])
        }
        return length
    }
}
