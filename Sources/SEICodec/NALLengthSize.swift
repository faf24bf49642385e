/// The size of the length before each NAL unit in a sample, as a decoder configuration record
/// declares it: `lengthSizeMinusOne`, the low two bits of byte 4 of an `avcC` (ISO/IEC 14496-15
/// §5.3.3.1) and of byte 21 of an `hvcC` (§8.3.3.1). An FLV sequence header and an MP4 sample
/// entry carry the same record, so both read it here.
enum NALLengthSize {
    /// What a record declares.
    enum Declared: Equatable {
        /// 1, 2 or 4 bytes.
        case size(Int)
        /// 3 bytes, which ISO/IEC 14496-15 does not allow (only 1, 2 or 4): reported at
        /// `index`, the field's byte in the record, and read as 4.
        case three(index: Int)
        /// The record ends before the field's byte.
        case recordTooShort
    }

    /// The size `record` (the body of an `avcC` or `hvcC`) declares.
    static func declared(in record: UnsafeRawBufferPointer, codec: VideoCodec) -> Declared {
        let index = codec == .h264 ? 4 : 21
        guard index < record.count else { return .recordTooShort }
        let size = Int(record[index] & 0x03) + 1
        return size == 3 ? .three(index: index) : .size(size)
    }

    /// The size read for a declared one: 4 for a declared 3, none for a record too short.
    static func size(of declared: Declared) -> Int? {
        switch declared {
        case .size(let size): size
        case .three: 4
        case .recordTooShort: nil
        }
    }

    /// The finding for a declared 3, worded once for both containers.
    static let threeMessage = "a 3-byte NAL length size; reading 4"
}
