import SEICodec
import Testing

/// What `TimedSEIReader` reports as a stream ends, for streams shorter than its detection
/// window too: they are held whole and read only when `finish()` is called.
@Suite("Stream ends")
struct StreamEndTests {
    static let cut = 3000

    /// Each container vector cut short, inside the detection window, read whole and in pieces:
    /// the cut, as each container tells it, and nothing twice. (The raw stream's cut falls
    /// inside an SEI message, whose declared size then runs past its unit.)
    @Test(
        "a stream cut inside the detection window reports each finding once",
        arguments: [
            ("h264-heartbeats.flv", [DiagnosticCode.seiContainerTruncated]),
            ("h264-heartbeats.ts", [.seiContainerTruncated]),
            ("h264-heartbeats.mp4", [.seiNoVideo, .seiContainerTruncated]),
            ("h264-heartbeats.h264", [.seiSizeOverflow]),
        ]
    )
    func eachFindingOnce(name: String, codes: [DiagnosticCode]) throws {
        let bytes = Array(try ContainerVectors.bytes(name).prefix(Self.cut))
        #expect(bytes.count < TimedSEIReader.detectionWindow)
        for piece in [Self.cut, 1000] {
            let read = ContainerVectors.read(bytes, piece: piece).diagnostics
            #expect(read.map(\.code) == codes, "\(name) in pieces of \(piece)")
        }
    }

    @Test("an FLV cut inside a tag says so once, at that tag")
    func flvCut() throws {
        let bytes = Array(try ContainerVectors.bytes("h264-heartbeats.flv").prefix(Self.cut))
        let truncated = ContainerVectors.read(bytes, piece: Self.cut).diagnostics.filter {
            $0.code == .seiContainerTruncated
        }
        #expect(truncated.count == 1)
        #expect(truncated.first?.offset == ContainerVectors.flvTags(bytes).last?.start)
    }

    /// ffmpeg writes the `moov` after the media data: cut inside the `mdat`, no sample is known.
    @Test("an MP4 cut inside its media data, before its moov, says both")
    func mp4CutBeforeMovie() throws {
        let bytes = Array(try ContainerVectors.bytes("h264-heartbeats.mp4").prefix(Self.cut))
        let findings = ContainerVectors.read(bytes, piece: Self.cut).diagnostics
        let media = try #require(ContainerVectors.boxStart("mdat", in: bytes))
        #expect(findings.contains { $0.code == .seiContainerTruncated && $0.offset == media })
        #expect(findings.contains { $0.code == .seiNoVideo && $0.message.contains("no moov") })
    }

    /// ffmpeg's progressive file: `ftyp`, `free`, `mdat`, then `moov`.
    @Test("an MP4 whose media data ends where the stream does, by its size or by size 0, is whole")
    func mp4MediaDataToTheEnd() throws {
        let bytes = try ContainerVectors.bytes("h264-heartbeats.mp4")
        let media = try #require(ContainerVectors.boxStart("mdat", in: bytes))
        let movie = try #require(ContainerVectors.boxStart("moov", in: bytes))
        let original = ContainerVectors.read(bytes, piece: 1 << 20)
        // Cut at the end of its mdat: no moov, nothing cut short.
        let atMediaEnd = ContainerVectors.read(Array(bytes[..<movie]), piece: 1000).diagnostics
        #expect(atMediaEnd.map(\.code) == [.seiNoVideo])
        #expect(
            ContainerVectors.read(Array(bytes[..<(movie - 1)]), piece: 1000).diagnostics.contains {
                $0.code == .seiContainerTruncated && $0.offset == media
            }
        )
        // Its mdat's size set to 0 (to the end of the stream), its moov handed over first.
        var sizeZero = Array(bytes[..<movie])
        sizeZero.replaceSubrange(media..<(media + 4), with: [0, 0, 0, 0])
        let read = Self.read(sizeZero, handingOver: bytes[movie...], at: movie, after: 0)
        #expect(read.movieFindings.isEmpty && read.endFindings.isEmpty)
        #expect(read.messages.map(ContainerVectors.line) == original.messages.map(ContainerVectors.line))
    }

    /// A fragmented file's `moov` comes first: cut inside it, it is seen and not read.
    @Test("an MP4 cut inside its moov says the moov was not read")
    func mp4CutInsideMovie() throws {
        let bytes = try ContainerVectors.bytes("h264-heartbeats.fmp4.mp4")
        let movie = try #require(ContainerVectors.boxStart("moov", in: bytes))
        let findings = ContainerVectors.read(Array(bytes[..<(movie + 100)]), piece: Self.cut).diagnostics
        #expect(findings.contains { $0.code == .seiContainerTruncated && $0.offset == movie })
        #expect(findings.contains { $0.code == .seiNoVideo && $0.message.contains("moov box was not read") })
    }

    @Test("bytes appended before the moov is handed over are read with it")
    func movieAfterFirstBytes() throws {
        let bytes = try ContainerVectors.bytes("h264-heartbeats.mp4")
        let movie = try #require(ContainerVectors.boxStart("moov", in: bytes))
        let original = ContainerVectors.read(bytes, piece: 1 << 20)
        let read = Self.read(bytes, handingOver: bytes[movie...], at: movie, after: 1000)
        #expect(read.movieFindings.isEmpty && read.endFindings.isEmpty)
        #expect(!original.messages.isEmpty)
        #expect(read.messages.map(ContainerVectors.line) == original.messages.map(ContainerVectors.line))
        #expect(read.messages.map(\.message.offset) == original.messages.map(\.message.offset))
    }

    /// `stream` read by a reader handed `movie` (the `moov` at `offset`) once its first
    /// `firstBytes` bytes are appended: every message, what reading the `moov` found, and what
    /// `finish()` found.
    static func read(
        _ stream: [UInt8],
        handingOver movie: ArraySlice<UInt8>,
        at offset: Int,
        after firstBytes: Int
    ) -> (messages: [TimedSEIMessage], movieFindings: [Diagnostic], endFindings: [Diagnostic]) {
        var reader = TimedSEIReader()
        var messages = reader.append(Array(stream[..<firstBytes])).messages
        let movieFindings = movie.withUnsafeBytes { reader.readMovie($0, at: offset) }
        messages += reader.append(Array(stream[firstBytes...])).messages
        let last = reader.finish()
        return (messages + last.messages, movieFindings, last.diagnostics)
    }

    @Test("an FLV whose video is only its sequence header has no pictures, said once")
    func flvWithoutPictures() throws {
        let bytes = try ContainerVectors.bytes("h264-heartbeats.flv")
        // The header, every tag up to the AVC sequence header, and that header.
        let starts = ContainerVectors.flvTags(bytes).map(\.start)
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
}
