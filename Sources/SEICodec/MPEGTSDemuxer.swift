/// Reads the video of an MPEG-TS stream (HLS segments, broadcast captures; 188-byte packets,
/// or 192-byte M2TS packets): the PAT names each program's PMT, the first PMT to list a stream
/// of type 0x1B (H.264) or 0x24 (HEVC) gives the video read (any other video stream is
/// reported once, as not read), and that stream's PES packets are reassembled into samples
/// (Annex B), timed by their PTS and DTS (90 kHz, on one timeline across the 33-bit wrap, as
/// `MPEGTSTimestampWrap` makes it). Only each picture's non-VCL units (SEI,
/// parameter sets, delimiters) are kept: the slices are dropped as they stream past.
///
/// A PES without a PTS (the standard makes timestamps optional) is timed one step after the
/// PES before it, the step being how far the two before it moved, as FFmpeg carries the DTS on.
///
/// A lost sync byte is reported and reading resumes at the next packet boundary where sync
/// bytes line up again; a continuity counter that jumps inside a PES drops it (its bytes are
/// incomplete) and says so. A jump where a PES starts is a warning and drops nothing, as FFmpeg
/// keeps the PES before it: HLS segments or recordings joined end to end restart their
/// counters there, and packets lost between two PES packets leave each one read whole (unless
/// the one before declared a length it did not reach). A jump the adaptation field declares
/// (`discontinuity_indicator`) is no finding. A PES larger than `maximumPES` is dropped and
/// reported.
public struct MPEGTSDemuxer: VideoDemuxer {
    /// A video PES whose non-slice units pass this is dropped and reported.
    public static let maximumPES = 16 << 20

    private var buffer = StreamBuffer()
    private var packetSize = 188
    private var decidedSize = false
    /// Each program's PMT PID and program number, as the latest PAT lists them: segments
    /// joined end to end (`cat`, an encoder restarted) may move a program to another PMT.
    private var programs: [Int: Int] = [:]
    /// The number of the program whose video is read, once one has listed a video stream.
    private var videoProgram: Int?
    private var videoPID: Int?
    /// Video streams seen and not read, each reported once.
    private var skippedVideo: Set<Int> = []
    private var codec: VideoCodec = .h264
    private var lastCounter: Int?
    private var pes: [UInt8] = []
    private var pesOffset = 0
    private var pesTime: MediaTimestamp?
    /// The payload bytes the PES being assembled declares after its header, or nil when its
    /// length is 0 (unbounded, as video PES packets usually are), and the bytes received.
    private var pesDeclared: Int?
    private var pesReceived = 0
    /// The DTS of the latest video PES that had one, the PES packets since (it included), and
    /// the average step between timed PES packets: a PES without a PTS (legal: the standard
    /// leaves timestamps optional) is placed that many steps on.
    private var lastDTS: Int64?
    private var sinceTimed: Int64 = 0
    private var step: Int64 = 0
    /// The timeline the video's 33-bit timestamps are read on, set by its first.
    private var wrap: MPEGTSTimestampWrap?
    private var pesDropped = false
    private var filter = NonVCLFilter(codec: .h264)
    private var lostSyncAt: Int?
    private var lostBytes = 0

    /// Creates a demuxer; the packet size, 188 or 192 bytes, is decided from the first five packets.
    public init() {}

    /// 188 or 192 when sync bytes line up at that spacing at the start of `bytes`.
    static func packetSize(of bytes: UnsafeRawBufferPointer) -> Int? {
        for (size, sync) in [(188, 0), (192, 4)] {
            let packets = min(5, bytes.count / size)
            guard packets >= 2 || (packets == 1 && bytes.count == size) else { continue }
            if (0..<packets).allSatisfy({ bytes[$0 * size + sync] == 0x47 }) { return size }
        }
        return nil
    }

    /// Reads the next piece of the stream; returns the samples of the PES packets it completed and the problems found.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) -> DemuxResult {
        buffer.borrow(bytes)
        var result = DemuxResult()
        repeat { parse(&result, final: false) } while buffer.bridge()
        buffer.settle()
        return result
    }

    public mutating func finish() -> DemuxResult {
        var result = DemuxResult()
        parse(&result, final: true)
        if lostSyncAt != nil { reportLostSync(at: buffer.offset, &result) }
        if buffer.available > 0 {
            result.report(
                .seiContainerTruncated,
                at: buffer.offset,
                "the stream ends inside a \(packetSize)-byte TS packet (\(buffer.available) bytes of it)"
            )
            buffer.consume(buffer.available)
        }
        flushPES(&result)
        return result
    }

    private mutating func parse(_ result: inout DemuxResult, final: Bool) {
        // Packets are read from a local buffer while `packet` changes the rest of self: reading
        // self's own buffer there would copy it for every packet.
        var buffer = self.buffer
        self.buffer = StreamBuffer()
        defer { self.buffer = buffer }
        if !decidedSize {
            guard buffer.has(5 * 192) || final else { return }
            decidedSize = true
            packetSize = buffer.withUnread { Self.packetSize(of: $0) } ?? 188
        }
        let sync = packetSize - 188
        while buffer.has(packetSize) {
            guard buffer[sync] == 0x47 else {
                if lostSyncAt == nil { lostSyncAt = buffer.offset }
                lostBytes += 1
                buffer.consume(1)
                continue
            }
            if lostSyncAt != nil {
                // Believe a sync byte only when the next packet's lines up too (or the stream ends).
                guard buffer.has(2 * packetSize) || final else { return }
                if buffer.available >= 2 * packetSize, buffer[sync + packetSize] != 0x47 {
                    lostBytes += 1
                    buffer.consume(1)
                    continue
                }
                reportLostSync(at: buffer.offset, &result)
            }
            // The packets that follow in sync, read in place and consumed together: per packet,
            // going through the buffer cost as much as reading the packet.
            let offset = buffer.offset
            let size = packetSize
            let read = buffer.withUnread { bytes -> Int in
                var start = 0
                repeat {
                    packet(
                        UnsafeRawBufferPointer(rebasing: bytes[(start + sync)..<(start + size)]),
                        offset: offset + start,
                        &result
                    )
                    start += size
                } while start + size <= bytes.count && bytes[start + sync] == 0x47
                return start
            }
            buffer.consume(read)
        }
    }

    private mutating func reportLostSync(at offset: Int, _ result: inout DemuxResult) {
        result.report(
            .seiContainerCorrupt,
            at: lostSyncAt ?? offset,
            "TS sync lost: \(lostBytes) bytes skipped to the next 0x47 sync byte"
        )
        lostSyncAt = nil
        lostBytes = 0
        // The PES being assembled lost bytes.
        if !pes.isEmpty { pesDropped = true }
    }

    /// One 188-byte packet.
    private mutating func packet(_ bytes: UnsafeRawBufferPointer, offset: Int, _ result: inout DemuxResult) {
        let unitStart = bytes[1] & 0x40 != 0
        let pid = Int(bytes[1] & 0x1F) << 8 | Int(bytes[2])
        let control = Int(bytes[3] >> 4) & 0x03
        let counter = Int(bytes[3] & 0x0F)
        var start = 4
        if control & 0x02 != 0 {
            start = 5 + Int(bytes[4])
            guard start <= 188 else {
                result.report(.seiContainerCorrupt, at: offset, "an adaptation field longer than its TS packet")
                return
            }
        }
        guard control & 0x01 != 0 else { return }
        // A jump the stream declares (a splice, a restart) is expected, not a loss.
        let declaredJump = start > 5 && bytes[5] & 0x80 != 0
        let payload = UnsafeRawBufferPointer(rebasing: bytes[start...])
        if pid == 0, unitStart {
            programAssociation(payload, offset: offset, &result)
        } else if unitStart, let program = programs[pid] {
            programMap(payload, program: program, pmt: pid, offset: offset, &result)
        } else if pid == videoPID {
            if let last = lastCounter, counter != (last + 1) & 0x0F, counter != last, !declaredJump {
                if unitStart, !pesIsShort {
                    result.report(
                        .seiTSDiscontinuity,
                        at: offset,
                        "continuity counter \(counter) after \(last) where a PES starts: packets between PES packets are missing, or streams were joined; the PES before is kept"
                    )
                } else {
                    result.report(
                        .seiTSContinuity,
                        at: offset,
                        "continuity counter \(counter) after \(last): TS packets of the video stream are missing"
                    )
                    if !pes.isEmpty { pesDropped = true }
                }
            }
            lastCounter = counter
            if unitStart {
                flushPES(&result)
                beginPES(payload, offset: offset, &result)
            } else if pesTime != nil, !pesDropped {
                appendPES(payload, offset: offset, &result)
            }
        }
    }

    /// Whether the PES being assembled declared a length it has not reached.
    private var pesIsShort: Bool {
        guard pesTime != nil, let declared = pesDeclared else { return false }
        return pesReceived < declared
    }

    /// A PSI section's body after the pointer field, or nil when the packet cannot hold it.
    private func section(
        _ payload: UnsafeRawBufferPointer,
        offset: Int,
        _ result: inout DemuxResult
    )
        -> UnsafeRawBufferPointer?
    {
        guard let pointer = payload.first.map(Int.init), 1 + pointer + 3 <= payload.count else {
            result.report(.seiContainerCorrupt, at: offset, "a PSI section that does not fit its TS packet")
            return nil
        }
        let start = 1 + pointer
        let length = Int(payload[start + 1] & 0x0F) << 8 | Int(payload[start + 2])
        guard length >= 9, start + 3 + length <= payload.count else {
            result.report(
                .seiContainerCorrupt,
                at: offset,
                "a PSI section of \(length) bytes that does not fit its TS packet (sections spanning packets are not read)"
            )
            return nil
        }
        // Without the 4-byte CRC.
        return UnsafeRawBufferPointer(rebasing: payload[start..<(start + 3 + length - 4)])
    }

    private mutating func programAssociation(
        _ payload: UnsafeRawBufferPointer,
        offset: Int,
        _ result: inout DemuxResult
    ) {
        guard let body = section(payload, offset: offset, &result), body[0] == 0 else { return }
        var listed: [Int: Int] = [:]
        var index = 8
        while index + 4 <= body.count {
            let program = Int(body[index]) << 8 | Int(body[index + 1])
            let pid = Int(body[index + 2] & 0x1F) << 8 | Int(body[index + 3])
            // Program 0 names the network PID, not a PMT.
            if program != 0 { listed[pid] = program }
            index += 4
        }
        programs = listed
        // The program read is gone: the next program to list a video stream is read instead.
        if let program = videoProgram, !listed.values.contains(program) { videoProgram = nil }
    }

    /// Takes the first video stream of the first program that lists one; the program's PMT
    /// may later name another (its first is followed). Every other video stream, in this
    /// program or another, is reported once as not read.
    private mutating func programMap(
        _ payload: UnsafeRawBufferPointer,
        program: Int,
        pmt: Int,
        offset: Int,
        _ result: inout DemuxResult
    ) {
        guard let body = section(payload, offset: offset, &result), body[0] == 2, body.count >= 12 else { return }
        let infoLength = Int(body[10] & 0x0F) << 8 | Int(body[11])
        var index = 12 + infoLength
        var isFirstVideo = true
        while index + 5 <= body.count {
            let type = body[index]
            let pid = Int(body[index + 1] & 0x1F) << 8 | Int(body[index + 2])
            let esInfo = Int(body[index + 3] & 0x0F) << 8 | Int(body[index + 4])
            index += 5 + esInfo
            guard type == 0x1B || type == 0x24 else { continue }
            let streamCodec: VideoCodec = type == 0x1B ? .h264 : .hevc
            defer { isFirstVideo = false }
            if isFirstVideo, (videoProgram ?? program) == program {
                if videoPID != pid {
                    // The PES the old stream was building is its own, in its own codec.
                    flushPES(&result)
                    lastCounter = nil
                }
                videoProgram = program
                videoPID = pid
                codec = streamCodec
            } else if pid != videoPID, skippedVideo.insert(pid).inserted {
                let whose = program == videoProgram ? "the same program" : "program \(program) (PMT PID \(pmt))"
                result.report(
                    .seiVideoSkipped,
                    at: offset,
                    "\(streamCodec == .h264 ? "H.264" : "HEVC") video on PID \(pid), in \(whose), is not read: SEI is read from one video stream, PID \(videoPID ?? pid)"
                )
            }
        }
    }

    private mutating func beginPES(_ payload: UnsafeRawBufferPointer, offset: Int, _ result: inout DemuxResult) {
        pes.removeAll(keepingCapacity: true)
        pesDropped = false
        pesTime = nil
        pesDeclared = nil
        pesReceived = 0
        pesOffset = offset
        filter = NonVCLFilter(codec: codec)
        guard payload.count >= 9, payload[0] == 0, payload[1] == 0, payload[2] == 1 else {
            result.report(.seiContainerCorrupt, at: offset, "a video PES without its 00 00 01 start code prefix")
            return
        }
        let flags = payload[7] >> 6
        let headerLength = Int(payload[8])
        guard 9 + headerLength <= payload.count else {
            result.report(.seiContainerCorrupt, at: offset, "a PES header longer than its TS packet")
            return
        }
        var pts: Int64 = 0
        var dts: Int64 = 0
        if flags & 0x02 != 0, headerLength >= 5 {
            pts = Self.timestamp(payload, at: 9)
            dts = pts
            if flags == 0x03, headerLength >= 10 { dts = Self.timestamp(payload, at: 14) }
            var wrap = self.wrap ?? MPEGTSTimestampWrap(first: dts)
            dts = wrap.unwrapped(dts)
            pts = wrap.unwrapped(pts)
            self.wrap = wrap
        } else if let last = lastDTS {
            // As FFmpeg goes on from the DTS before; the display order is unknown, so PTS = DTS.
            sinceTimed += 1
            let (distance, far) = step.multipliedReportingOverflow(by: sinceTimed)
            let (next, overflow) = last.addingReportingOverflow(distance)
            dts = far || overflow ? last : next
            pts = dts
        } else {
            result.report(
                .seiContainerCorrupt,
                at: offset,
                "the first video PES has no PTS, and no earlier one gives its time; timed at 0"
            )
        }
        if flags & 0x02 != 0, headerLength >= 5 {
            if let last = lastDTS, dts > last {
                let (distance, overflow) = dts.subtractingReportingOverflow(last)
                step = overflow ? 0 : distance / (sinceTimed + 1)
            }
            lastDTS = dts
            sinceTimed = 0
        }
        pesTime = MediaTimestamp(pts: pts, dts: dts, timescale: 90_000)
        // PES_packet_length counts from the byte after it, so the flags and header length too.
        let length = Int(payload[4]) << 8 | Int(payload[5])
        if length > 0 { pesDeclared = max(0, length - 3 - headerLength) }
        appendPES(UnsafeRawBufferPointer(rebasing: payload[(9 + headerLength)...]), offset: offset, &result)
    }

    private mutating func appendPES(_ bytes: UnsafeRawBufferPointer, offset: Int, _ result: inout DemuxResult) {
        pesReceived += bytes.count
        guard pes.count + bytes.count <= Self.maximumPES else {
            result.report(
                .seiPayloadLimit,
                at: pesOffset,
                "a video PES larger than \(Self.maximumPES) bytes was dropped"
            )
            pesDropped = true
            pes.removeAll()
            return
        }
        filter.append(bytes, to: &pes)
    }

    private mutating func flushPES(_ result: inout DemuxResult) {
        defer {
            pes.removeAll(keepingCapacity: true)
            pesTime = nil
        }
        guard let time = pesTime, !pes.isEmpty else { return }
        if pesDropped {
            result.report(
                .seiTSContinuity,
                at: pesOffset,
                "the video PES at pts \(time.pts) lost bytes and was dropped"
            )
            return
        }
        result.samples.append(
            VideoSample(codec: codec, framing: .annexB, bytes: pes, time: time, offset: pesOffset, isContiguous: false)
        )
    }

    /// A 33-bit PTS or DTS in its 5-byte PES form.
    private static func timestamp(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int64 {
        let high = Int64(bytes[index] >> 1) & 0x07
        let middle = Int64(bytes[index + 1]) << 7 | Int64(bytes[index + 2] >> 1)
        let low = Int64(bytes[index + 3]) << 7 | Int64(bytes[index + 4] >> 1)
        return high << 30 | middle << 15 | low
    }
}
