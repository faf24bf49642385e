/// Reads the video of an FLV stream (HTTP-FLV, or RTMP saved with `-f flv`): AVC tags
/// (codec id 7), HEVC tags in the legacy codec id 12 form, and Enhanced RTMP's extended
/// video header with the `avc1` and `hvc1` FourCCs. The sequence header's decoder
/// configuration record gives the NAL length size, and an HEVC record's SEI arrays are
/// samples of their own at its time (``VideoSample/isDeclared``); each coded-frames tag is one
/// sample, timed by the tag's timestamp (decoding, in ms) plus its composition time offset.
///
/// Tags are read whole (a tag holds at most 16 MiB); other tags are skipped as they stream
/// past. A tag header that cannot be right is reported, and reading resumes at the next
/// byte where a plausible tag header begins.
public struct FLVDemuxer: VideoDemuxer {
    private var buffer = StreamBuffer()
    private var readHeader = false
    private var codec: VideoCodec?
    private var lengthSize = 4
    /// Bytes skipped while looking for a tag header after a broken one.
    private var resyncing = 0
    private var resyncStart = 0
    private var tagStart = 0
    /// Where the last tag's body ends (its PreviousTagSize follows).
    private var tagBodyEnd = 0

    /// Creates a demuxer for a stream read from its first byte, the FLV header.
    public init() {}

    /// Reads the next piece of the stream; returns the video samples of the tags it completed and the problems found.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) -> DemuxResult {
        buffer.borrow(bytes)
        var result = DemuxResult()
        repeat { parse(&result) } while buffer.bridge()
        buffer.settle()
        return result
    }

    public mutating func finish() -> DemuxResult {
        var result = DemuxResult()
        if resyncing > 0 { reportResync(&result) }
        // A last tag whole but for its 4-byte PreviousTagSize (a recording or an HTTP-FLV
        // download cut there) is read, as FFmpeg reads it: only the back-pointer is missing.
        if buffer.skipping > 0, buffer.skipping <= Self.trailerSize, tagBodyEnd <= buffer.offset - buffer.skipping {
            return result
        }
        if buffer.skipping == 0, let size = lastVideoTagBody() {
            var buffer = self.buffer
            self.buffer = StreamBuffer()
            readVideoTag(in: &buffer, size: size, &result)
            buffer.consume(buffer.available)
            self.buffer = buffer
            return result
        }
        if buffer.skipping > 0 || buffer.available > 0 {
            result.report(
                .seiContainerTruncated,
                at: buffer.skipping > 0 || buffer.available >= 11 ? tagStart : buffer.offset,
                "the stream ends inside an FLV tag"
            )
        }
        return result
    }

    private mutating func parse(_ result: inout DemuxResult) {
        // Tags are read in place from a local buffer while `videoTag` changes the rest of
        // self: reading self's own buffer there would copy every tag.
        var buffer = self.buffer
        self.buffer = StreamBuffer()
        defer { self.buffer = buffer }
        if !readHeader {
            guard buffer.has(13) else { return }
            readHeader = true
            if buffer[0] == 0x46, buffer[1] == 0x4C, buffer[2] == 0x56 {
                let dataOffset = Int(buffer[5]) << 24 | Int(buffer[6]) << 16 | Int(buffer[7]) << 8 | Int(buffer[8])
                // The header, then PreviousTagSize0.
                buffer.consume(max(9, dataOffset) + 4)
            } else {
                // Read on as tags: the resync below finds the first plausible tag header.
                result.report(.seiContainerCorrupt, at: buffer.offset, "no FLV signature")
            }
        }
        while buffer.skipping == 0, buffer.has(11) {
            let type = buffer[0] & 0x1F
            let size = Int(buffer[1]) << 16 | Int(buffer[2]) << 8 | Int(buffer[3])
            let streamID = Int(buffer[8]) << 16 | Int(buffer[9]) << 8 | Int(buffer[10])
            guard [8, 9, 18].contains(type), streamID == 0, buffer[0] & 0xC0 == 0 else {
                if resyncing == 0 { resyncStart = buffer.offset }
                resyncing += 1
                buffer.consume(1)
                continue
            }
            if resyncing > 0 { reportResync(&result) }
            tagStart = buffer.offset
            tagBodyEnd = tagStart.addingReportingOverflow(11 + size).overflow ? Int.max : tagStart + 11 + size
            guard type == 9 else {
                buffer.consume(11 + size + Self.trailerSize)
                continue
            }
            guard buffer.has(11 + size + Self.trailerSize) else { return }
            readVideoTag(in: &buffer, size: size, &result)
            buffer.consume(11 + size + Self.trailerSize)
        }
    }

    /// The PreviousTagSize after each tag.
    private static let trailerSize = 4

    /// The video tag at the head of `buffer`, its header checked and its `size`-byte body here.
    private mutating func readVideoTag(in buffer: inout StreamBuffer, size: Int, _ result: inout DemuxResult) {
        let timestamp = Int64(buffer[7]) << 24 | Int64(buffer[4]) << 16 | Int64(buffer[5]) << 8 | Int64(buffer[6])
        let tagOffset = buffer.offset
        buffer.withUnread { bytes in
            videoTag(
                UnsafeRawBufferPointer(rebasing: bytes[11..<(11 + size)]),
                timestamp: timestamp,
                tagOffset: tagOffset,
                &result
            )
        }
    }

    /// The body size of the video tag left at the stream's end when its body is whole and
    /// only (part of) its PreviousTagSize is missing; nil for anything else.
    private mutating func lastVideoTagBody() -> Int? {
        guard readHeader, buffer.available >= 11, buffer[0] & 0xDF == 9 else { return nil }
        let size = Int(buffer[1]) << 16 | Int(buffer[2]) << 8 | Int(buffer[3])
        let streamID = Int(buffer[8]) << 16 | Int(buffer[9]) << 8 | Int(buffer[10])
        guard streamID == 0, (11 + size)..<(11 + size + Self.trailerSize) ~= buffer.available else { return nil }
        return size
    }

    private mutating func reportResync(_ result: inout DemuxResult) {
        result.report(
            .seiContainerCorrupt,
            at: resyncStart,
            "\(resyncing) bytes without a valid FLV tag header were skipped"
        )
        resyncing = 0
    }

    /// One video tag's body (after the 11-byte tag header).
    private mutating func videoTag(
        _ body: UnsafeRawBufferPointer,
        timestamp: Int64,
        tagOffset: Int,
        _ result: inout DemuxResult
    ) {
        var cursor = ByteCursor(body)
        guard let first = cursor.int(1) else {
            result.report(.seiContainerCorrupt, at: tagOffset, "an empty FLV video tag")
            return
        }
        var packetType: Int
        var compositionTime: Int64 = 0
        var tagCodec: VideoCodec?
        if first & 0x80 != 0 {
            // Enhanced RTMP: frame type, packet type, then a FourCC.
            packetType = first & 0x0F
            guard let fourCC = cursor.fourCC() else {
                result.report(.seiContainerCorrupt, at: tagOffset, "an extended FLV video header without its FourCC")
                return
            }
            switch fourCC {
            case SEICodec.fourCC("avc1"): tagCodec = .h264
            case SEICodec.fourCC("hvc1"): tagCodec = .hevc
            default: return  // AV1, VP9 and others carry no H.264/HEVC SEI.
            }
            // PacketTypeCodedFrames (1) carries a composition time; CodedFramesX (3) does not.
            if packetType == 1 {
                guard let value = cursor.read(3) else { return truncatedTag(tagOffset, &result) }
                compositionTime = Self.signed24(value)
            } else if packetType == 3 {
                packetType = 1
            }
        } else {
            switch first & 0x0F {
            case 7: tagCodec = .h264
            case 12: tagCodec = .hevc
            default: return
            }
            guard let type = cursor.int(1), let value = cursor.read(3) else {
                return truncatedTag(tagOffset, &result)
            }
            packetType = type
            compositionTime = Self.signed24(value)
        }
        guard let tagCodec else { return }
        let payload = UnsafeRawBufferPointer(rebasing: body[cursor.position...])
        switch packetType {
        case 0:
            codec = tagCodec
            let offset = tagOffset + 11 + cursor.position
            readConfiguration(payload, codec: tagCodec, at: offset, &result)
            if tagCodec == .hevc {
                let time = MediaTimestamp(
                    pts: timestamp.clampedAdding(compositionTime),
                    dts: timestamp,
                    timescale: 1000
                )
                HEVCDeclaredSEI.samples(in: payload, at: offset, time: time, &result)
            }
        case 1:
            if codec != tagCodec { codec = tagCodec }
            let dts = timestamp
            result.samples.append(
                VideoSample(
                    codec: tagCodec,
                    framing: .lengthPrefixed(size: lengthSize),
                    bytes: Array(
                        payload[..<SEIUnitSpan.end(of: payload, lengthSize: lengthSize, codec: tagCodec)]
                    ),
                    time: MediaTimestamp(pts: dts.clampedAdding(compositionTime), dts: dts, timescale: 1000),
                    offset: tagOffset + 11 + cursor.position,
                    isContiguous: true
                )
            )
        default:
            return
        }
    }

    /// The NAL length size of an avcC or hvcC record (``NALLengthSize``).
    private mutating func readConfiguration(
        _ record: UnsafeRawBufferPointer,
        codec: VideoCodec,
        at offset: Int,
        _ result: inout DemuxResult
    ) {
        let declared = NALLengthSize.declared(in: record, codec: codec)
        switch declared {
        case .recordTooShort:
            result.report(
                .seiContainerCorrupt,
                at: offset,
                "a \(record.count)-byte \(codec == .h264 ? "avcC" : "hvcC") record is too short for its NAL length size"
            )
        case .three(let index):
            result.report(.seiContainerCorrupt, at: offset + index, NALLengthSize.threeMessage)
        case .size: break
        }
        lengthSize = NALLengthSize.size(of: declared) ?? lengthSize
    }

    private func truncatedTag(_ offset: Int, _ result: inout DemuxResult) {
        result.report(.seiContainerCorrupt, at: offset, "an FLV video tag shorter than its header")
    }

    private static func signed24(_ value: UInt64) -> Int64 {
        let raw = Int64(value & 0xFF_FFFF)
        return raw & 0x80_0000 != 0 ? raw - 0x100_0000 : raw
    }
}
