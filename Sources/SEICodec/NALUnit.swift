/// One NAL unit found in a buffer: where it is, what its header says, where its payload is.
/// Nothing is copied; ranges index the buffer that was scanned.
public struct NALUnit: Hashable, Sendable {
    /// Offset of the NAL header's first byte.
    public var offset: Int
    /// Bytes from the header's first byte to the end of the unit (escaped, as stored).
    public var length: Int
    /// The codec whose header layout the unit was read with.
    public var codec: VideoCodec
    /// nal_unit_type.
    public var type: Int
    /// H.264 nal_ref_idc; nil for HEVC.
    public var refIDC: Int?
    /// HEVC nuh_layer_id; nil for H.264.
    public var layerID: Int?
    /// HEVC nuh_temporal_id_plus1; nil for H.264.
    public var temporalIDPlus1: Int?
    /// forbidden_zero_bit is set: the unit is corrupt, and ``NALScanner`` reports and skips it.
    public var forbiddenBit: Bool

    /// The escaped payload after the header.
    public var payloadRange: Range<Int> { (offset + codec.headerLength)..<(offset + length) }

    /// True when the unit's type carries SEI messages: 6 in H.264, 39 or 40 in HEVC.
    public var isSEI: Bool { codec.isSEI(nalType: type) }

    /// Reads the header at `offset`; nil when the unit is shorter than its header.
    init?(codec: VideoCodec, offset: Int, length: Int, in bytes: UnsafeRawBufferPointer) {
        guard length >= codec.headerLength, offset >= 0, offset + length <= bytes.count else { return nil }
        let first = bytes[offset]
        self.offset = offset
        self.length = length
        self.codec = codec
        forbiddenBit = first & 0x80 != 0
        switch codec {
        case .h264:
            type = Int(first & 0x1F)
            refIDC = Int(first >> 5) & 0x03
        case .hevc:
            let second = bytes[offset + 1]
            type = Int(first >> 1) & 0x3F
            layerID = Int(first & 0x01) << 5 | Int(second >> 3)
            temporalIDPlus1 = Int(second & 0x07)
        }
    }
}
