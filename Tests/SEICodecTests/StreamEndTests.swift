import SEICodec
import Testing

/// What `TimedSEIReader` reports as a stream ends, for streams shorter than its detection
/// window too: they are held whole and read only when `finish()` is called.
@Suite("Stream ends")
struct StreamEndTests {
    static let cut = 3000

    /// Each container vector cut short, inside the detection window, read whole and in pieces.
    @Test(
        "a stream cut inside the detection window reports each finding once",
        arguments: ["h264-heartbeats.flv", "h264-heartbeats.ts", "h264-heartbeats.mp4", "h264-heartbeats.h264"]
    )
    func eachFindingOnce(name: String) throws {
        let bytes = Array(try ContainerVectors.bytes(name).prefix(Self.cut))
        #expect(bytes.count < TimedSEIReader.detectionWindow)
        for piece in [Self.cut, 1000] {
            let findings = ContainerVectors.read(bytes, piece: piece).diagnostics.map {
                "\($0.offset ?? -1) \($0.code) \($0.message)"
            }
            #expect(!findings.isEmpty, "a cut stream reports where it was cut")
            #expect(Set(findings).count == findings.count, "\(name) in pieces of \(piece): \(findings)")
        }
    }

    @Test("an FLV cut inside a tag says so once, at that tag")
    func flvCut() throws {
        let bytes = Array(try ContainerVectors.bytes("h264-heartbeats.flv").prefix(Self.cut))
        let truncated = ContainerVectors.read(bytes, piece: Self.cut).diagnostics.filter {
            $0.code == .seiContainerTruncated
        }
        #expect(truncated.count == 1)
        #expect(truncated.first?.offset == Self.flvTagStarts(bytes).last)
    }

    /// ffmpeg writes the `moov` after the media data: cut inside the `mdat`, no sample is known.
    @Test("an MP4 cut inside its media data, before its moov, says both")
    func mp4CutBeforeMovie() throws {
        let bytes = Array(try ContainerVectors.bytes("h264-heartbeats.mp4").prefix(Self.cut))
        let findings = ContainerVectors.read(bytes, piece: Self.cut).diagnostics
        let media = try #require(Self.boxStart("mdat", in: bytes))
        #expect(findings.contains { $0.code == .seiContainerTruncated && $0.offset == media })
        #expect(findings.contains { $0.code == .seiNoVideo && $0.message.contains("no moov") })
    }

    @Test("an FLV whose video is only its sequence header has no pictures, said once")
    func flvWithoutPictures() throws {
        let bytes = try ContainerVectors.bytes("h264-heartbeats.flv")
        // The header, every tag up to the AVC sequence header, and that header.
        let starts = Self.flvTagStarts(bytes)
        let header = try #require(starts.first { bytes[$0] == 9 && bytes[$0 + 12] == 0 })
        let end = try #require(starts.first { $0 > header })
        let findings = ContainerVectors.read(Array(bytes[..<end]), piece: Self.cut).diagnostics
        #expect(findings.map(\.code) == [.seiNoVideo])
        #expect(findings.first?.message.contains("no H.264 or HEVC pictures") == true)
    }

    @Test("finish() a second time reports nothing more")
    func finishTwice() throws {
        let bytes = Array(try ContainerVectors.bytes("h264-heartbeats.flv").prefix(Self.cut))
        var reader = TimedSEIReader()
        _ = reader.append(bytes)
        let first = reader.finish()
        let second = reader.finish()
        #expect(!first.diagnostics.isEmpty)
        #expect(second.diagnostics.isEmpty && second.messages.isEmpty)
    }

    /// Where each whole FLV tag header starts (after the 9-byte header and a 4-byte back pointer).
    static func flvTagStarts(_ bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var position = 13
        while position + 11 <= bytes.count {
            starts.append(position)
            let size = Int(bytes[position + 1]) << 16 | Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            position += 11 + size + 4
        }
        return starts
    }

    /// The offset of the first top-level box of `type`.
    static func boxStart(_ type: String, in bytes: [UInt8]) -> Int? {
        var position = 0
        while position + 8 <= bytes.count {
            let size = bytes[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self) == type { return position }
            guard size >= 8 else { return nil }
            position += size
        }
        return nil
    }
}
