/// Finds where each coded picture begins in a stream read in pieces, so SEI messages can be
/// placed in time: an SEI belongs to the access unit of the picture that follows it, and a raw
/// elementary stream's time is its picture number over the frame rate.
///
/// A picture begins at a VCL NAL unit whose first slice header bit says "first slice":
/// H.264 `first_mb_in_slice` = 0 (its ue(v) code is the single bit 1, for NAL types 1–5);
/// HEVC `first_slice_segment_in_pic_flag` (NAL types 0–31). Bytes are read one at a time
/// through a small state machine, so a unit split across pieces is seen whole.
public struct PictureCounter: Sendable {
    /// The codec whose NAL and slice headers are read.
    public let codec: VideoCodec
    /// How the stream's NAL units are delimited.
    public let framing: NALFraming
    /// Stream offset of the next byte.
    public private(set) var offset = 0
    /// Pictures begun so far.
    public private(set) var pictures = 0

    // Annex B: zeros seen before the current byte.
    private var zeros = 0
    // The unit being read: bytes of header (+ first payload byte) still wanted, and those kept.
    private var wanted = 0
    private var kept: [UInt8] = []
    private var unitOffset = 0
    // Length-prefixed: bytes of the length still to read, the length so far, and bytes to skip.
    private var lengthBytesLeft = 0
    private var length = 0
    private var skip = 0

    /// Creates a counter at the start of a stream (offset 0, no pictures).
    public init(codec: VideoCodec, framing: NALFraming) {
        self.codec = codec
        self.framing = framing
        if case .lengthPrefixed(let size) = framing { lengthBytesLeft = size }
    }

    /// Reads `bytes`; returns the stream offsets of the NAL units that begin pictures in them.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) -> [Int] {
        var starts: [Int] = []
        for byte in bytes {
            switch framing {
            case .annexB: annexB(byte, &starts)
            case .lengthPrefixed(let size): lengthPrefixed(byte, size: size, &starts)
            }
            offset += 1
        }
        return starts
    }

    /// Reads `bytes` from an array; returns the stream offsets of the NAL units that begin pictures in them.
    public mutating func append(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBytes { append($0) }
    }

    private mutating func annexB(_ byte: UInt8, _ starts: inout [Int]) {
        if wanted > 0 {
            collect(byte, &starts)
        }
        if byte == 0 {
            zeros += 1
        } else {
            if byte == 1, zeros >= 2 {
                begin(at: offset + 1)
            }
            zeros = 0
        }
    }

    private mutating func lengthPrefixed(_ byte: UInt8, size: Int, _ starts: inout [Int]) {
        if lengthBytesLeft > 0 {
            length = length << 8 | Int(byte)
            lengthBytesLeft -= 1
            if lengthBytesLeft == 0 {
                skip = length
                length = 0
                if skip == 0 { lengthBytesLeft = size } else { begin(at: offset + 1) }
            }
            return
        }
        if wanted > 0 { collect(byte, &starts) }
        skip -= 1
        if skip == 0 {
            wanted = 0
            lengthBytesLeft = size
        }
    }

    private mutating func begin(at unit: Int) {
        unitOffset = unit
        wanted = codec.headerLength + 1
        kept.removeAll(keepingCapacity: true)
    }

    private mutating func collect(_ byte: UInt8, _ starts: inout [Int]) {
        kept.append(byte)
        wanted -= 1
        guard wanted == 0 else { return }
        let header = kept[0]
        let firstPayloadBit = kept[kept.count - 1] & 0x80 != 0
        let isVCL: Bool =
            switch codec {
            case .h264: (1...5).contains(Int(header & 0x1F))
            case .hevc: Int(header >> 1) & 0x3F < 32
            }
        if isVCL, firstPayloadBit {
            pictures += 1
            starts.append(unitOffset)
        }
    }
}
