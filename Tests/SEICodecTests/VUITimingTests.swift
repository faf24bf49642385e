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

    @Test("a raw stream without VUI timing takes the frame rate given, or has no time")
    func fallback() throws {
        let bytes = try ContainerVectors.bytes("../x265-testsrc.h265")
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

    enum VUIError: Error { case noSPS }
}
