import Foundation
import Testing

@testable import SEICodec

@Suite("SEI in containers, against FFmpeg")
struct ContainerVectorTests {
    @Test(
        "the traced vectors are all there: FLV, TS (one across the 33-bit wrap), MP4 (one with an empty edit) and fMP4 for H.264; TS, MP4 and fMP4 for HEVC; MP4 and fMP4 with SEI in the hvcC"
    )
    func count() {
        #expect(ContainerVectors.traced.count == 11)
    }

    @Test(
        "every SEI payload and timestamp equals FFmpeg's trace_headers, read in pieces of any size",
        arguments: ContainerVectors.traced
    )
    func matchesFFmpeg(_ name: String) throws {
        let bytes = try ContainerVectors.bytes(name)
        let ffmpeg = try ContainerVectors.ffmpeg(name)
        #expect(ffmpeg.lines.count > 75, "a heartbeat per picture at least")
        for piece in [1 << 20, 4096, 997, 188, 7] {
            let read = ContainerVectors.read(bytes, piece: piece)
            #expect(read.diagnostics.isEmpty, "\(piece)-byte pieces: \(read.diagnostics.prefix(3))")
            let difference = ContainerVectors.firstDifference(read.messages.map(ContainerVectors.line), ffmpeg.lines)
            #expect(difference == nil, "\(piece)-byte pieces")
            #expect(read.messages.allSatisfy { $0.time?.timescale == ffmpeg.timescale })
            #expect(read.reader.pictures == 75)
        }
    }

    @Test(
        "HEVC in FLV, legacy codec id 12 and Enhanced RTMP hvc1, holds the same messages at the same times as the MP4",
        arguments: ["hevc-heartbeats-legacy.flv", "hevc-heartbeats-enhanced.flv"]
    )
    func hevcFLV(_ name: String) throws {
        let flv = ContainerVectors.read(try ContainerVectors.bytes(name), piece: 4096)
        let mp4 = try ContainerVectors.ffmpeg("hevc-heartbeats.mp4")
        #expect(flv.reader.container == .flv)
        #expect(flv.reader.codec == .hevc)
        #expect(flv.diagnostics.isEmpty)
        let flvLines = flv.messages.map { timed -> String in
            let fields = ContainerVectors.line(timed).split(separator: " ")
            return "\(timed.time?.milliseconds ?? -1) \(fields[2...].joined(separator: " "))"
        }
        let mp4Lines = mp4.lines.map { line -> String in
            let fields = line.split(separator: " ")
            let pts = Int64(fields[0]) ?? -1
            return "\(pts * 1000 / mp4.timescale) \(fields[2...].joined(separator: " "))"
        }
        #expect(ContainerVectors.firstDifference(flvLines, mp4Lines) == nil)
    }

    @Test("the container is told from the first bytes", arguments: ContainerVectors.traced)
    func detection(_ name: String) throws {
        let bytes = try ContainerVectors.bytes(name)
        let expected: ContainerFormat =
            name.hasSuffix(".flv") ? .flv : name.hasSuffix(".ts") ? .mpegTS : .mp4
        #expect(ContainerFormat.detect(prefix: Array(bytes.prefix(4096))) == expected)
    }

    @Test("a Matroska file is named and passed over, in pieces of any size, unless read as raw on purpose")
    func matroska() throws {
        let bytes = try [UInt8](
            Data(contentsOf: ContainerVectors.directory.appendingPathComponent("broken/matroska.mkv"))
        )
        for piece in [1 << 20, 4096, 7] {
            let read = ContainerVectors.read(bytes, piece: piece)
            #expect(read.messages.isEmpty)
            #expect(read.diagnostics.map(\.code) == [.seiNoVideo])
            #expect(read.diagnostics.first?.message.contains("Matroska/WebM") == true)
            #expect(read.reader.container == nil)
            #expect(read.reader.unreadContainer == "Matroska/WebM")
            #expect(read.reader.bytesRead == bytes.count)
        }
        let raw = ContainerVectors.read(bytes, piece: 4096, container: .annexB)
        #expect(raw.reader.unreadContainer == nil)
        #expect(!raw.diagnostics.contains { $0.code == .seiNoVideo })
        // Detection itself is unchanged: the prefix is no container it reads.
        #expect(ContainerFormat.detect(prefix: Array(bytes.prefix(4096))) == .annexB)
    }

    @Test("an MP4 with no H.264 or HEVC track, its moov given first, is reported once, where the moov is")
    func noVideoOnce() throws {
        var bytes = try ContainerVectors.bytes("h264-heartbeats.mp4")
        // The sample entry renamed to MPEG-4 Part 2 video, which holds no SEI.
        let stsd = try #require(bytes.indices.first { bytes[$0..<($0 + 4)] == Array("stsd".utf8)[...] })
        let entry = try #require((stsd..<(bytes.count - 4)).first { bytes[$0..<($0 + 4)] == Array("avc1".utf8)[...] })
        bytes.replaceSubrange(entry..<(entry + 4), with: Array("mp4v".utf8))
        let (movie, _) = try #require(ContainerVectors.movieAfterMedia(bytes))
        for piece in [1 << 20, 4096] {
            let read = ContainerVectors.read(bytes, piece: piece)
            #expect(read.diagnostics.map(\.code) == [.seiNoVideo])
            #expect(read.diagnostics.first?.offset == movie)
            #expect(read.messages.isEmpty)
        }
    }

    @Test("an M2TS stream (192-byte packets) reads as its TS")
    func m2ts() throws {
        let ts = try ContainerVectors.bytes("h264-heartbeats.ts")
        var m2ts: [UInt8] = []
        for start in stride(from: 0, to: ts.count, by: 188) {
            m2ts += [0, 0, 0, 0] + ts[start..<min(ts.count, start + 188)]
        }
        #expect(ContainerFormat.detect(prefix: Array(m2ts.prefix(4096))) == .mpegTS)
        let plain = ContainerVectors.read(ts, piece: 4096)
        let wrapped = ContainerVectors.read(m2ts, piece: 4096)
        #expect(wrapped.diagnostics.isEmpty)
        #expect(plain.messages.count > 75)
        let difference = ContainerVectors.firstDifference(
            wrapped.messages.map(ContainerVectors.line),
            plain.messages.map(ContainerVectors.line)
        )
        #expect(difference == nil)
    }

    @Test("an MP4 whose moov follows its mdat reads whole once the moov is given first")
    func movieFirst() throws {
        let bytes = try ContainerVectors.bytes("h264-heartbeats.mp4")
        let moov = try #require(bytes.firstRange(of: Array("moov".utf8))).lowerBound - 4
        let size =
            Int(bytes[moov]) << 24 | Int(bytes[moov + 1]) << 16 | Int(bytes[moov + 2]) << 8 | Int(bytes[moov + 3])
        #expect(ContainerVectors.movieAfterMedia(bytes)?.0 == moov)
        var reader = TimedSEIReader()
        let primed = bytes[moov..<(moov + size)].withUnsafeBytes { reader.readMovie($0, at: moov) }
        #expect(primed.isEmpty)
        var messages = reader.append(bytes).messages
        messages += reader.finish().messages
        let ffmpeg = try ContainerVectors.ffmpeg("h264-heartbeats.mp4").lines
        #expect(ContainerVectors.firstDifference(messages.map(ContainerVectors.line), ffmpeg) == nil)
        // Unprimed, as from a pipe: every sample is reported missed, none silently lost.
        let piped = ContainerVectors.read(bytes, piece: 4096, primeMovie: false)
        #expect(piped.messages.isEmpty)
        #expect(piped.diagnostics.map(\.code) == [.seiMP4SamplesMissed])
        #expect(piped.diagnostics.first?.message.hasPrefix("75 video samples") == true)
    }
}

@Suite("Damaged containers")
struct DamagedContainerTests {
    /// "code@offset" for each diagnostic each damaged copy gives.
    static let expected: [String: [String]] = {
        let url = ContainerVectors.directory.appendingPathComponent("broken/expected.json")
        guard let data = try? Data(contentsOf: url),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let diagnostics = json["diagnostics"] as? [String: [[String: Any]]]
        else { return [:] }
        return diagnostics.mapValues { list in list.map { "\($0["code"] ?? "")@\($0["offset"] ?? "")" } }
    }()

    @Test("each damaged copy yields exactly its diagnostics, in any piece size", arguments: expected.keys.sorted())
    func damaged(_ name: String) throws {
        let bytes = try ContainerVectors.bytes("broken/" + name)
        for piece in [1 << 20, 1000, 61] {
            let read = ContainerVectors.read(bytes, piece: piece, primeMovie: false)
            #expect(
                read.diagnostics.map { "\($0.code)@\($0.offset ?? -1)" }.sorted() == Self.expected[name]?.sorted(),
                "\(piece)-byte pieces"
            )
        }
    }

    @Test("every container diagnostic code has a damaged vector that produces it")
    func codesCovered() {
        let produced = Set(Self.expected.values.joined().map { String($0.split(separator: "@")[0]) })
        for code in [
            DiagnosticCode.seiContainerCorrupt, .seiContainerTruncated, .seiTSContinuity, .seiTSDiscontinuity,
            .seiMP4SamplesMissed, .seiNoVideo, .seiVideoSkipped,
        ] {
            #expect(produced.contains(code.rawValue), "\(code)")
        }
    }

    /// FFmpeg keeps the PES before a continuity jump where a PES starts, so a TS joined to
    /// itself holds every heartbeat twice, whether the adaptation field declares the jump or
    /// not; a PES whose declared length was not reached (its last packet lost) is dropped.
    @Test("a continuity jump where a PES starts keeps the PES before it, unless its length says it is short")
    func continuityJumpAtPESStart() throws {
        let original = ContainerVectors.read(try ContainerVectors.bytes("h264-heartbeats.ts"), piece: 4096).messages
        #expect(original.count > 75)
        for name in ["ts-segments-joined.ts", "ts-discontinuity-declared.ts"] {
            let read = ContainerVectors.read(try ContainerVectors.bytes("broken/" + name), piece: 1000)
            #expect(read.messages.count == 2 * original.count, "\(name)")
        }
        // Every message but those of the one picture whose PES lost its last packet.
        let short = ContainerVectors.read(try ContainerVectors.bytes("broken/ts-pes-tail-lost.ts"), piece: 1000)
        let lost = Set(original.compactMap(\.time?.pts)).subtracting(short.messages.compactMap(\.time?.pts))
        #expect(lost.count == 1)
        #expect(short.messages.count == original.filter { $0.time.map { lost.contains($0.pts) } == false }.count)
    }

    /// A PES without a PTS is legal; it is timed one step (the average between timed PES
    /// packets) after the PES before, so in this constant-rate stream every message keeps the
    /// decode time it had but those of the first PES without one, before any step is known,
    /// and half of them show at that time.
    @Test("a video PES without a PTS is timed one step after the one before, and nothing is reported")
    func pesWithoutPTS() throws {
        let original = ContainerVectors.read(try ContainerVectors.bytes("h264-heartbeats.ts"), piece: 4096).messages
        let untimed = ContainerVectors.read(try ContainerVectors.bytes("broken/ts-pes-without-pts.ts"), piece: 1000)
        #expect(untimed.diagnostics.isEmpty)
        #expect(untimed.messages.count == original.count)
        let misplaced = Set(zip(untimed.messages, original).filter { $0.time?.dts != $1.time?.dts }.map(\.1.time?.dts))
        #expect(misplaced.count == 1)
        let moved = zip(untimed.messages, original).filter { $0.time?.pts != $1.time?.pts }
        #expect(!moved.isEmpty && moved.allSatisfy { $0.0.time?.pts == $0.0.time?.dts })
    }

    @Test("every cut of every container vector reads without trapping, and a cut inside is reported")
    func truncations() throws {
        for name in ContainerVectors.traced + ["hevc-heartbeats-enhanced.flv"] {
            let bytes = try ContainerVectors.bytes(name)
            let whole = ContainerVectors.read(bytes, piece: 4096).messages.count
            for cut in stride(from: 1, to: bytes.count, by: 211) {
                let read = ContainerVectors.read(Array(bytes[..<cut]), piece: 1024)
                #expect(read.messages.count <= whole)
                // A cut between TS packets or FLV tags leaves a shorter well-formed stream.
                let clean = name.hasSuffix(".ts") ? cut % 188 == 0 : Self.flvTagBoundaries(bytes).contains(cut)
                #expect(clean || !read.diagnostics.isEmpty, "\(name) cut at \(cut)")
            }
        }
    }

    /// Where each FLV tag's body ends, and each byte of its PreviousTagSize after it: a cut
    /// there loses nothing.
    static func flvTagBoundaries(_ bytes: [UInt8]) -> Set<Int> {
        guard bytes.count > 13, bytes.starts(with: Array("FLV".utf8)) else { return [] }
        return Set(
            ContainerVectors.flvTags(bytes).flatMap { tag in (0...4).map { tag.start + 11 + tag.dataSize + $0 } }
        )
    }

    @Test("an MPEG-TS timestamp is unwrapped as FFmpeg does, by the first one less 60 seconds, once the wrap is near")
    func timestampWrap() {
        let period = MPEGTSTimestampWrap.period
        let minute = MPEGTSTimestampWrap.margin
        // A start an hour in, running up to the wrap: past it (small again) moves up.
        var wrapping = MPEGTSTimestampWrap(first: 3_600 * 90_000)
        #expect(wrapping.unwrapped(3_600 * 90_000 + 5) == 3_600 * 90_000 + 5)
        #expect(wrapping.unwrapped(period - minute) == period - minute)
        #expect(wrapping.unwrapped(10) == period + 10)
        #expect(wrapping.unwrapped(3_600 * 90_000 - minute) == 3_600 * 90_000 - minute)
        // The same start, restarted at 0 without nearing the wrap: kept as written, where
        // FFmpeg reads it 26.5 hours on.
        var restarting = MPEGTSTimestampWrap(first: 3_600 * 90_000)
        #expect(restarting.unwrapped(period - minute - 1) == period - minute - 1)
        #expect(restarting.unwrapped(10) == 10)
        // A start within 60 seconds of the wrap: the timestamps before it come out negative.
        var late = MPEGTSTimestampWrap(first: period - 90_000)
        #expect(late.unwrapped(period - 90_000) == -90_000)
        #expect(late.unwrapped(period - 61 * 90_000) == -61 * 90_000)
        #expect(late.unwrapped(period - 61 * 90_000 - 1) == period - 61 * 90_000 - 1)
        #expect(late.unwrapped(10) == 10)
        // Exactly 60 seconds before the wrap is the first start that moves down, as in FFmpeg.
        #expect(MPEGTSTimestampWrap(first: period - minute).movesDown)
        #expect(!MPEGTSTimestampWrap(first: period - minute - 1).movesDown)
    }

    @Test("an empty edit is rescaled as FFmpeg rescales it: to the nearest tick, in 128 bits")
    func editRescale() {
        #expect(MP4MovieReader.rescaled(21, from: 1_000, to: 12_800) == 269)
        #expect(MP4MovieReader.rescaled(1, from: 1_000, to: 12_800) == 13)
        #expect(MP4MovieReader.rescaled(3, from: 1_000, to: 12_800) == 38)
        #expect(MP4MovieReader.rescaled(5, from: 10, to: 1) == 1)
        #expect(MP4MovieReader.rescaled(4, from: 10, to: 1) == 0)
        #expect(MP4MovieReader.rescaled(UInt64.max, from: 1, to: 90_000) == Int64.max)
        #expect(MP4MovieReader.rescaled(UInt64(Int64.max), from: 90_000, to: 90_000) == Int64.max)
        #expect(MP4MovieReader.rescaled(7, from: 0, to: 90_000) == 0)
    }

    @Test("a last FLV tag whole but for its PreviousTagSize is read with its SEI, and nothing is reported")
    func flvTrailerCut() throws {
        for name in ["h264-heartbeats.flv", "hevc-heartbeats-enhanced.flv", "hevc-heartbeats-legacy.flv"] {
            let bytes = try ContainerVectors.bytes(name)
            // The last video tag with pictures (x264's stream ends with an empty end-of-sequence tag).
            let video = try #require(ContainerVectors.flvTags(bytes).last { bytes[$0.start] == 9 && $0.dataSize > 5 })
            let end = video.start + 11 + video.dataSize
            let whole = ContainerVectors.read(Array(bytes[..<(end + 4)]), piece: 4096)
            #expect(whole.diagnostics.isEmpty, "\(name)")
            for cut in end..<(end + 4) {
                for piece in [1024, 1] {
                    let read = ContainerVectors.read(Array(bytes[..<cut]), piece: piece)
                    #expect(read.diagnostics.isEmpty, "\(name) cut at \(cut)")
                    #expect(read.messages.count == whole.messages.count, "\(name) cut at \(cut)")
                }
            }
            // A byte short of the body is still a stream cut inside its last tag, which loses it.
            let short = ContainerVectors.read(Array(bytes[..<(end - 1)]), piece: 1024)
            #expect(short.diagnostics.map(\.code) == [.seiContainerTruncated], "\(name)")
            #expect(short.messages.count < whole.messages.count, "\(name)")
        }
    }

    @Test("sizes at the edge of Int, in a box, an mdat or an FLV header, are reported, not trapped on")
    func hugeSizes() {
        let large: [UInt8] = [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFD]
        // After a first box, so the huge size is added to a non-zero offset.
        let ftyp: [UInt8] = [0, 0, 0, 8] + Array("ftyp".utf8)
        let inputs: [[UInt8]] = [
            ftyp + [0, 0, 0, 1] + Array("mdat".utf8) + large + [1, 2, 3],
            ftyp + [0, 0, 0, 1] + Array("free".utf8) + large + [1, 2, 3],
            [0, 0, 0, 8] + Array("ftyp".utf8) + [0, 0, 0, 1] + Array("moov".utf8) + large,
            Array("FLV".utf8) + [1, 5, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0] + [UInt8](repeating: 9, count: 40),
        ]
        for input in inputs {
            for piece in [3, 4096] {
                let read = ContainerVectors.read(input, piece: piece)
                #expect(read.messages.isEmpty)
                #expect(!read.diagnostics.isEmpty, "\(input.prefix(8))")
            }
        }
    }

    @Test("a trun's sample count is read up to 65,536 and the rest reported, at the bound and past it")
    func trunBound() throws {
        let fmp4 = try ContainerVectors.bytes("h264-heartbeats.fmp4.mp4")
        let trun = try #require(fmp4.firstRange(of: Array("trun".utf8))).lowerBound - 4
        for count in [65_536, 65_537, 83_886_080] {
            var copy = fmp4
            for index in 0..<4 { copy[trun + 12 + index] = UInt8(truncatingIfNeeded: count >> (24 - 8 * index)) }
            let read = ContainerVectors.read(copy, piece: 1 << 20)
            let cut = read.diagnostics.filter { $0.message.contains("samples; the first 65536 are read") }
            #expect(cut.count == (count > 65_536 ? 1 : 0), "\(count)")
            #expect(
                read.diagnostics.allSatisfy { $0.code == .seiContainerCorrupt || $0.code == .seiContainerTruncated }
            )
        }
    }

    @Test("flipped bytes anywhere give diagnostics or messages, never a trap")
    func corruption() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for name in ContainerVectors.traced {
            let bytes = try ContainerVectors.bytes(name)
            for _ in 0..<40 {
                var copy = bytes
                for _ in 0..<8 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    copy[Int(state >> 33) % copy.count] ^= UInt8(truncatingIfNeeded: state >> 13) | 1
                }
                let read = ContainerVectors.read(copy, piece: 4096)
                #expect(read.reader.bytesRead == copy.count)
            }
        }
    }
}
