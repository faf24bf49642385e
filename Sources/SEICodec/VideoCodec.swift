/// The two codecs whose SEI this package reads and writes.
public enum VideoCodec: String, Hashable, Sendable, CaseIterable {
    /// ITU-T H.264: a 1-byte NAL header, SEI is type 6.
    case h264
    /// ITU-T H.265: a 2-byte NAL header, prefix SEI 39, suffix SEI 40.
    case hevc

    /// Bytes in a NAL unit header: 1 for H.264, 2 for HEVC.
    public var headerLength: Int { self == .h264 ? 1 : 2 }

    /// HEVC's SEI NAL types: a prefix SEI leads its picture's slices, a suffix SEI follows them.
    static let hevcPrefixSEI = 39, hevcSuffixSEI = 40

    /// True for the NAL types that carry SEI messages.
    public func isSEI(nalType: Int) -> Bool {
        switch self {
        case .h264: nalType == 6
        case .hevc: nalType == Self.hevcPrefixSEI || nalType == Self.hevcSuffixSEI
        }
    }

    /// True for an SEI NAL type that follows its picture's slices (HEVC's suffix SEI).
    public func isSuffixSEI(nalType: Int) -> Bool {
        self == .hevc && nalType == Self.hevcSuffixSEI
    }

    /// Guesses the codec from the first NAL header of a stream. Encoders start HEVC streams
    /// with a VPS/SPS/PPS/AUD/SEI header whose second byte carries nuh_temporal_id_plus1; an
    /// H.264 first byte read as HEVC gives a type below 32.
    static func guess(firstHeader bytes: UnsafeRawBufferPointer) -> VideoCodec {
        guard bytes.count >= 2 else { return .h264 }
        let type = Int(bytes[0] >> 1) & 0x3F
        let looksHEVC = bytes[0] & 0x80 == 0 && (32...40).contains(type) && bytes[1] & 0x07 != 0
        return looksHEVC ? .hevc : .h264
    }
}
