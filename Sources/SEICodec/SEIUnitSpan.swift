/// How much of a length-prefixed sample holds its SEI: the bytes up to the end of its last SEI
/// NAL unit. Demuxers copy only that much of each picture, since the slices after it (most of
/// the bytes) carry nothing this reader wants. A chain that breaks is kept whole, so the
/// extractor sees, and reports, the break.
enum SEIUnitSpan {
    static func end(of sample: UnsafeRawBufferPointer, lengthSize: Int, codec: VideoCodec) -> Int {
        var position = 0
        var end = 0
        while position < sample.count {
            guard position + lengthSize <= sample.count else { return sample.count }
            let length = NALFraming.readLength(sample, at: position, size: lengthSize)
            let start = position + lengthSize
            guard length > 0, length <= sample.count - start else { return sample.count }
            let header = sample[start]
            let type = codec == .h264 ? Int(header & 0x1F) : Int(header >> 1) & 0x3F
            position = start + length
            if codec.isSEI(nalType: type) { end = position }
        }
        return end
    }
}
