import SEICodec
import Testing

@Suite("VUI timing")
struct VUITimingTests {
    @Test("x264's 25 fps stream is timed at 25 fps from its SPS, not at a guessed 30")
    func x264() throws {
        let bytes = try ContainerVectors.bytes("h264-heartbeats.h264")
        let read = ContainerVectors.read(bytes, piece: 4096)
        #expect(read.diagnostics.isEmpty)
        #expect(read.reader.container == .annexB)
        #expect(read.reader.timing?.frameRate == 25)
        #expect(read.reader.timing?.fromVUI == true)
        // host_B's last heartbeat comes before picture 24: 0.96 s at 25 fps (0.8 s at 30).
        let hostB = read.messages.filter {
            $0.message.data.starts(with: Array(#"{"type":0,"sender_id":"host_B""#.utf8))
        }
        #expect(hostB.count == 25)
        #expect(hostB.last?.picture == 24)
        #expect(hostB.last?.time?.seconds == 0.96)
    }

    @Test("x265's stream is timed from its SPS's VUI: one tick a frame in HEVC, not two")
    func x265() throws {
        // ffmpeg -i x265-testsrc.h265 reports 5 fps; its SPS says 1 tick of 1/5 s (trace_headers).
        let read = ContainerVectors.read(try ContainerVectors.bytes("../x265-testsrc.h265"), piece: 4096)
        #expect(read.reader.timing?.frameRate == 5)
        #expect(read.reader.timing?.fromVUI == true)
        #expect(read.messages.first?.time?.seconds == 0)
    }

    @Test("a raw stream without VUI timing takes the frame rate given, or has no time")
    func fallback() throws {
        // x265's stream without its SPS: pictures, but nothing that says how long they last.
        let bytes = try Self.dropping(nalType: 33, from: ContainerVectors.bytes("../x265-testsrc.h265"))
        var reader = TimedSEIReader(frameRate: 50)
        var messages = reader.append(bytes).messages
        messages += reader.finish().messages
        #expect(reader.timing?.fromVUI == false)
        #expect(reader.timing?.frameRate == 50)
        var untimed = TimedSEIReader()
        var bare = untimed.append(bytes).messages
        bare += untimed.finish().messages
        #expect(!bare.isEmpty)
        #expect(bare.allSatisfy { $0.time == nil })
    }

    /// FFmpeg's trace_headers reads this SPS (put in place of x265-testsrc.h265's) field for
    /// field as the builder writes it, up to the same 1001 / 60000 timing.
    @Test("an HEVC SPS with every optional part before the VUI still gives its timing")
    func hevcEveryPart() {
        let sps = HEVCSPSBuilder.everyPart(unitsInTick: 1001, timeScale: 60000)
        let timing = VUITiming.hevc(spsPayload: sps)
        #expect(timing == VUITiming(unitsInTick: 1001, timeScale: 60000, ticksPerFrame: 1))
        // Counting a predicted set's zero delta as a picture reads one flag too many, and
        // everything after it shifts: the timing must not survive that.
        let miscounted = HEVCSPSBuilder.everyPart(unitsInTick: 1001, timeScale: 60000, secondSetFlags: 5)
        #expect(VUITiming.hevc(spsPayload: miscounted) != timing)
        let cuts = (0..<sps.count).map { VUITiming.hevc(spsPayload: Array(sps.prefix($0))) }
        #expect(cuts.allSatisfy { $0 == nil || $0 == timing })
        #expect(cuts.prefix(sps.count / 2).allSatisfy { $0 == nil })
    }

    static func dropping(nalType: Int, from bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { buffer in
            var kept: [UInt8] = []
            var scanner = NALScanner(buffer, framing: .annexB, codec: .hevc)
            while let unit = scanner.next() {
                guard unit.type != nalType else { continue }
                kept += [0, 0, 0, 1] + buffer[unit.offset..<(unit.offset + unit.length)]
            }
            return kept
        }
    }

    @Test("x264's SPS cut anywhere gives no timing rather than a trap; whole, it gives 1/50 ticks")
    func truncatedSPS() throws {
        let bytes = try ContainerVectors.bytes("h264-heartbeats.h264")
        let sps = try bytes.withUnsafeBytes { buffer -> [UInt8] in
            var again = NALScanner(buffer, framing: .annexB, codec: .h264)
            while let unit = again.next() {
                if unit.type == 7 { return Array(buffer[unit.payloadRange]) }
            }
            throw VUIError.noSPS
        }
        let timing = VUITiming.h264(spsPayload: sps)
        #expect(timing?.unitsInTick == 1)
        #expect(timing?.timeScale == 50)
        let cuts = (0..<sps.count).map { VUITiming.h264(spsPayload: Array(sps.prefix($0))) }
        // A cut after time_scale keeps the timing; any earlier one loses it, and none invents another.
        #expect(cuts.allSatisfy { $0 == nil || $0 == timing })
        #expect(cuts.prefix(sps.count / 2).allSatisfy { $0 == nil })
    }

    /// The timing is told from the stream's first 4 KiB only (``TimedSEIReader/detectionWindow``),
    /// however it arrives: found by FuzzTimedSEIReader, a file whose SPS came after the first
    /// piece of a pipe was timed when read whole and untimed when read in pieces.
    @Test("an SPS past the first 4 KiB times nothing, read whole or in pieces; inside them, both are timed")
    func timingFromTheWindowOnly() throws {
        let stream = try ContainerVectors.bytes("h264-heartbeats.h264")
        // Filler ahead of the stream: an access unit delimiter and SEI units, 4 KiB and more.
        var filler: [UInt8] = [0, 0, 0, 1, 0x09, 0xF0]
        while filler.count <= TimedSEIReader.detectionWindow {
            filler += [0, 0, 0, 1, 0x06, 0x05, 0x20] + [UInt8](repeating: 0x41, count: 32) + [0x80]
        }
        for (bytes, timed) in [(stream, true), (filler + stream, false)] {
            var whole = TimedSEIReader()
            let read = [whole.append(bytes), whole.finish()].flatMap(\.messages)
            for split in [1, 100, TimedSEIReader.detectionWindow - 1, TimedSEIReader.detectionWindow + 1] {
                var pieces = TimedSEIReader()
                let piecewise = [
                    pieces.append(Array(bytes[..<split])), pieces.append(Array(bytes[split...])), pieces.finish(),
                ].flatMap(\.messages)
                #expect(piecewise.map(\.time) == read.map(\.time), "split at \(split)")
                #expect(piecewise.map(\.picture) == read.map(\.picture), "split at \(split)")
            }
            #expect(!read.isEmpty)
            #expect(read.allSatisfy { ($0.time != nil) == timed })
        }
    }

    enum VUIError: Error { case noSPS }
}
