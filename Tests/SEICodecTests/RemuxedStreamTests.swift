import SEICodec
import Testing

/// Streams as remuxers and multi-stream muxers leave them, each checked against what FFmpeg
/// reads from the same bytes: padding after a unit's stop bit, a suffix SEI's picture, a
/// length-prefixed unit the stream ends inside, and video that is not the first program's
/// only stream.
@Suite("Remuxed and multi-stream SEI")
struct RemuxedStreamTests {
    static let heartbeat = SEIPayload(payloadType: SEIMessage.zegoDefined, bytes: Array(#"{"type":0}"#.utf8))

    @Test(
        "zeros after a unit's stop bit (Annex B's trailing_zero_8bits carried into MP4 or FLV) are padding, not messages",
        arguments: [VideoCodec.h264, .hevc],
        [0, 1, 2, 7]
    )
    func trailingZeros(_ codec: VideoCodec, _ zeros: Int) throws {
        let unit =
            try SEIPacker(codec: codec, framing: .annexB).nalUnit([Self.heartbeat]) + Array(repeating: 0, count: zeros)
        let stream = [0, 0, 0, UInt8(unit.count)] + unit
        let found = SEIExtractor(codec: codec, framing: .lengthPrefixed(size: 4)).extract(from: stream)
        #expect(found.diagnostics.isEmpty)
        #expect(found.messages.map(\.payloadType) == [SEIMessage.zegoDefined])
        #expect(found.messages.first?.data == Self.heartbeat.bytes[...])
    }

    @Test("a wrong stop byte before the zeros is still reported, where it is")
    func wrongStopBeforeZeros() throws {
        var unit = try SEIPacker(codec: .h264, framing: .annexB).nalUnit([Self.heartbeat])
        unit[unit.count - 1] = 0x81
        let stream = [0, 0, 0, UInt8(unit.count + 2)] + unit + [0, 0]
        let found = SEIExtractor(codec: .h264, framing: .lengthPrefixed(size: 4)).extract(from: stream)
        #expect(found.diagnostics.map(\.code) == [.seiTrailingBits])
        #expect(found.diagnostics.first?.offset == 4 + unit.count - 1)
    }

    /// Two HEVC pictures, each a prefix SEI, a first slice and a suffix SEI (as x265's
    /// decoded-picture hash follows its picture).
    @Test("in a raw HEVC stream a suffix SEI belongs to the picture before it, a prefix SEI to the one after it")
    func suffixPicture() throws {
        let prefix = try SEIPacker(codec: .hevc).pack([Self.heartbeat])
        let suffix = try SEIPacker(codec: .hevc, suffix: true).pack([SEIPayload(payloadType: 132, bytes: [1, 2, 3])])
        // TRAIL_R (type 1), first_slice_segment_in_pic_flag set.
        let slice: [UInt8] = [0, 0, 0, 1, 0x02, 0x01, 0x80, 0x40]
        let picture = prefix + slice + suffix
        var reader = TimedSEIReader(container: .annexB, codec: .hevc, framing: .annexB, frameRate: 25)
        var messages = reader.append(picture + picture).messages
        messages += reader.finish().messages
        #expect(messages.map(\.message.isSuffix) == [false, true, false, true])
        #expect(messages.map(\.picture) == [0, 0, 1, 1])
        #expect(messages.map { $0.time?.milliseconds } == [0, 0, 40, 40])
    }

    @Test("a length-prefixed stream that ends inside a large unit it was skipping says so", arguments: [4096, 70_000])
    func cutInsideSkippedUnit(_ piece: Int) {
        // A 100,000-byte slice (type 1) of which 69,996 bytes arrive.
        let stream: [UInt8] = [0x00, 0x01, 0x86, 0xA0, 0x01] + Array(repeating: 0x55, count: 69_995)
        var extractor = SEIStreamExtractor(codec: .h264, framing: .lengthPrefixed(size: 4))
        var diagnostics: [Diagnostic] = []
        for start in stride(from: 0, to: stream.count, by: piece) {
            diagnostics += extractor.append(Array(stream[start..<min(stream.count, start + piece)])).diagnostics
        }
        diagnostics += extractor.finish().diagnostics
        #expect(diagnostics.map(\.code) == [.seiLengthPrefix])
        #expect(diagnostics.first?.offset == 0)
        #expect(diagnostics.first?.message == "the unit claims 100000 bytes but 69996 remain")
    }

    @Test("a fragmented MP4's hvcC SEI is timed by its first fragment, whatever that fragment's start")
    func declaredInFragments() throws {
        var bytes = try ContainerVectors.bytes("hevc-declared-sei.fmp4.mp4")
        // The first fragment's tfdt (version 1, 8 bytes) moved from 0 to 1024.
        let tfdt = try #require(bytes.firstRange(of: Array("tfdt".utf8))).lowerBound
        #expect(bytes[tfdt + 4] == 1)
        bytes[tfdt + 8 + 6] = 0x04
        let read = ContainerVectors.read(bytes, piece: 4096)
        let declared = read.messages.filter {
            $0.picture == 0 && $0.message.payloadType == SEIMessage.userDataUnregistered
        }
        let firstPicture = try #require(read.messages.first { $0.message.payloadType == 132 })
        #expect(!declared.isEmpty)
        #expect(firstPicture.time?.pts == 1024)
        #expect(declared.allSatisfy { $0.time == firstPicture.time })
    }

    /// Two TS segments joined end to end, the second's program moved to another PMT PID and
    /// video PID (an encoder restarted): the latest PAT's program is followed, so both
    /// segments' SEI are read. The PMT PIDs only piled up before, and the second segment's
    /// video was taken for another program's.
    @Test("TS segments joined end to end, the second with other PIDs, are both read")
    func joinedSegments() throws {
        let first = try ContainerVectors.bytes("h264-heartbeats.ts")
        let second = Self.movingProgram(first, pmt: (0x1000, 0x1001), video: (0x100, 0x101))
        let alone = ContainerVectors.read(first, piece: 4096)
        for piece in [1 << 20, 188, 61] {
            let joined = ContainerVectors.read(first + second, piece: piece)
            #expect(joined.messages.count == 2 * alone.messages.count, "\(piece)-byte pieces")
            #expect(joined.diagnostics.isEmpty, "\(piece)-byte pieces: \(joined.diagnostics)")
        }
    }

    /// `ts` with its PMT and its video stream on other PIDs (PAT, PMT and packet headers
    /// rewritten; the sections' CRCs are not read).
    static func movingProgram(_ ts: [UInt8], pmt: (Int, Int), video: (Int, Int)) -> [UInt8] {
        var bytes = ts
        func pid(at index: Int) -> Int { Int(bytes[index] & 0x1F) << 8 | Int(bytes[index + 1]) }
        func set(_ value: Int, at index: Int) {
            bytes[index] = bytes[index] & 0xE0 | UInt8(value >> 8)
            bytes[index + 1] = UInt8(value & 0xFF)
        }
        for packet in stride(from: 0, to: bytes.count - 187, by: 188) {
            let own = pid(at: packet + 1)
            let section = packet + 5 + Int(bytes[packet + 4])
            let unitStart = bytes[packet + 1] & 0x40 != 0
            let end = section + 3 + (Int(bytes[section + 1] & 0x0F) << 8 | Int(bytes[section + 2])) - 4
            if own == 0, unitStart {
                for entry in stride(from: section + 8, to: end - 3, by: 4) where pid(at: entry + 2) == pmt.0 {
                    set(pmt.1, at: entry + 2)
                }
            } else if own == pmt.0 {
                set(pmt.1, at: packet + 1)
                guard unitStart else { continue }
                if pid(at: section + 8) == video.0 { set(video.1, at: section + 8) }
                var entry = section + 12 + (Int(bytes[section + 10] & 0x0F) << 8 | Int(bytes[section + 11]))
                while entry + 5 <= end {
                    if pid(at: entry + 1) == video.0 { set(video.1, at: entry + 1) }
                    entry += 5 + (Int(bytes[entry + 3] & 0x0F) << 8 | Int(bytes[entry + 4]))
                }
            } else if own == video.0 {
                set(video.1, at: packet + 1)
            }
        }
        return bytes
    }

    @Test(
        "the video of a TS's second program, or the first of two video streams, reads as the stream alone",
        arguments: [
            ("ts-video-in-second-program.ts", "h264-heartbeats.ts"), ("ts-two-videos.ts", "h264-heartbeats.ts"),
            ("mp4-two-videos.mp4", "h264-heartbeats.mp4"),
        ]
    )
    func otherPrograms(_ name: String, _ alone: String) throws {
        let expected = try ContainerVectors.ffmpeg(alone).lines
        for piece in [1 << 20, 188, 61] {
            let read = ContainerVectors.read(try ContainerVectors.bytes("broken/" + name), piece: piece)
            #expect(ContainerVectors.firstDifference(read.messages.map(ContainerVectors.line), expected) == nil)
            #expect(read.diagnostics.allSatisfy { $0.code == .seiVideoSkipped && $0.severity == .note })
        }
    }
}
