import PropertyBased
import SEICodec
import Testing

/// Extracts in pieces of the given sizes (cycled).
private func streamed(
    _ bytes: [UInt8],
    pieces: [Int],
    codec: VideoCodec? = nil,
    framing: NALFraming? = nil,
    dataLimit: Int? = nil
) -> (SEIExtractor.Result, Int) {
    var stream = SEIStreamExtractor(codec: codec, framing: framing, dataLimit: dataLimit)
    var messages: [SEIMessage] = []
    var diagnostics: [Diagnostic] = []
    var position = 0
    var piece = 0
    var peak = 0
    while position < bytes.count {
        let size = max(1, pieces[piece % pieces.count])
        let end = min(bytes.count, position + size)
        let result = stream.append(Array(bytes[position..<end]))
        peak = max(peak, stream.pendingBytes)
        messages += result.messages
        diagnostics += result.diagnostics
        position = end
        piece += 1
    }
    let last = stream.finish()
    messages += last.messages
    diagnostics += last.diagnostics
    return (
        SEIExtractor.Result(
            codec: last.codec,
            framing: last.framing,
            messages: messages,
            diagnostics: diagnostics,
            unitCount: 0
        ), peak
    )
}

/// A 1080p-like stream: big slices full of emulation prevention, a device-state SEI before each.
func syntheticStream(frames: Int, sliceSize: Int, framing: NALFraming = .annexB) throws -> [UInt8] {
    var stream: [UInt8] = []
    var state: UInt64 = 0x1234_5678
    for frame in 0..<frames {
        let json = Array(#"{"type":0,"sender_id":"host_\#(frame % 3)","mic":true,"cam":\#(frame % 2 == 0)}"#.utf8)
        stream += try SEIPacker(framing: framing).pack([.zego(json)])
        var slice: [UInt8] = [0x65]
        var rbsp: [UInt8] = []
        rbsp.reserveCapacity(sliceSize)
        for _ in 0..<sliceSize {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            rbsp.append(state >> 60 == 0 ? 0 : UInt8(truncatingIfNeeded: state >> 33))
        }
        rbsp.append(0x80)
        slice += EmulationPrevention.escape(rbsp)
        switch framing {
        case .annexB: stream += [0, 0, 0, 1] + slice
        case .lengthPrefixed:
            let count = slice.count
            stream +=
                [UInt8(count >> 24 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)]
                + slice
        }
    }
    return stream
}

@Suite("SEI streaming")
struct SEIStreamTests {
    @Test("reading in pieces finds what reading at once finds, for every vector", arguments: SEIVector.all)
    func vectorsInPieces(_ vector: SEIVector) {
        let whole = vector.extractor.extract(from: vector.bytes)
        for pieces in [[1], [7, 3], [4096], [65_537]] {
            let (parts, _) = streamed(
                vector.bytes,
                pieces: pieces,
                codec: whole.codec,
                framing: whole.framing,
                dataLimit: vector.extractor.dataLimit
            )
            #expect(parts.messages == whole.messages, "pieces \(pieces)")
            #expect(parts.diagnostics.map(\.code) == whole.diagnostics.map(\.code), "pieces \(pieces)")
            #expect(parts.diagnostics.map(\.offset) == whole.diagnostics.map(\.offset), "pieces \(pieces)")
        }
    }

    @Test("a long stream is read in bounded memory: big slices are skipped as they pass")
    func boundedMemory() throws {
        for framing in [NALFraming.annexB, .length4] {
            let bytes = try syntheticStream(frames: 12, sliceSize: 400_000, framing: framing)
            let whole = SEIExtractor().extract(from: bytes)
            #expect(whole.messages.count == 12)
            #expect(whole.framing == framing)
            let (parts, peak) = streamed(bytes, pieces: [1 << 16, 100_003])
            #expect(parts.messages == whole.messages)
            #expect(parts.diagnostics.isEmpty)
            #expect(peak < 400_000, "held \(peak) bytes for \(framing)")
        }
    }

    /// An empty unit (a start code straight after another) past the first 64 KiB, the stream
    /// split at every byte around it: a piece once ended on its start code, where it opens no
    /// unit, and the empty unit read whole went unreported in pieces (found by
    /// FuzzTimedSEIReader).
    @Test("an empty unit is reported wherever the stream is split")
    func emptyUnitAcrossPieces() throws {
        let sei = try SEIPacker().pack([SEIPayload(payloadType: 243, bytes: Array("{}".utf8))])
        var bytes: [UInt8] = []
        while bytes.count < 70_000 { bytes += sei }
        // Three-byte start codes, back to back: the second begins where the empty unit does.
        let empty = bytes.count + 3
        bytes += [0, 0, 1] + [0, 0, 1, 0x06, 0xF3, 0x01, 0x41, 0x80] + sei
        let whole = SEIExtractor().extract(from: bytes)
        #expect(whole.diagnostics.map(\.code) == [.seiEmptyNAL])
        #expect(whole.diagnostics.first?.offset == empty)
        // Two pieces, and three with a piece of two bytes holding no start code in between.
        for split in (empty - 6)...(empty + 8) {
            for pieces in [[split, bytes.count], [split, 2, bytes.count]] {
                let (parts, _) = streamed(bytes, pieces: pieces)
                #expect(
                    parts.diagnostics.map { "\($0.code)@\($0.offset ?? -1)" } == ["sei.empty-nal@\(empty)"],
                    "pieces \(pieces)"
                )
                #expect(parts.messages == whole.messages, "pieces \(pieces)")
            }
        }
    }

    /// An empty unit, then an SEI unit larger than 64 KiB: read in pieces, the large unit is
    /// held whole and read (a first fix for the empty unit left the buffer opening on the empty
    /// unit, took it for a unit that is not SEI, and dropped the large one with it).
    @Test("an SEI unit larger than 64 KiB after an empty unit is read in pieces")
    func largeUnitAfterEmptyUnit() throws {
        let small = try SEIPacker().pack([SEIPayload(payloadType: 243, bytes: Array("{}".utf8))])
        let large = try SEIPacker().pack([SEIPayload(payloadType: 243, bytes: Array(repeating: 0x41, count: 100_000))])
        var bytes: [UInt8] = []
        while bytes.count < 70_000 { bytes += small }
        let empty = bytes.count
        bytes += [0, 0, 1] + large + small
        let whole = SEIExtractor().extract(from: bytes)
        #expect(whole.diagnostics.map(\.code) == [.seiEmptyNAL])
        for split in [empty + 3, empty + 3 + 80_000, empty + 50] {
            let (parts, _) = streamed(bytes, pieces: [split, bytes.count])
            #expect(parts.messages == whole.messages, "split at \(split)")
            #expect(parts.diagnostics.map(\.code) == [.seiEmptyNAL], "split at \(split)")
        }
    }

    /// A unit larger than 64 KiB that is not SEI is dropped as it streams past; its header is
    /// still checked, as a whole read checks it (FuzzTimedSEIReader: a forbidden bit reported
    /// whole, not in pieces).
    @Test("a large unit's header is checked when the unit is dropped in pieces")
    func droppedUnitHeader() throws {
        let sei = try SEIPacker().pack([SEIPayload(payloadType: 243, bytes: Array("{}".utf8))])
        // A slice (type 1) with forbidden_zero_bit set, 90,000 bytes of 0x55, then an SEI.
        let bytes = [0, 0, 0, 1, 0x81] + Array(repeating: 0x55, count: 90_000) + sei
        let whole = SEIExtractor().extract(from: bytes)
        #expect(whole.diagnostics.map { "\($0.code)@\($0.offset ?? -1)" } == ["sei.forbidden-bit@4"])
        for split in [70_000, 80_000, 90_004] {
            let (parts, _) = streamed(bytes, pieces: [split, bytes.count])
            #expect(
                parts.diagnostics.map { "\($0.code)@\($0.offset ?? -1)" } == ["sei.forbidden-bit@4"],
                "split at \(split)"
            )
            #expect(parts.messages == whole.messages, "split at \(split)")
        }
        // A header byte 0x00 (type 0) is a header, not a trailing zero: nothing to report,
        // whole or in pieces (FuzzTimedSEIReader: the check once reported an empty unit).
        let typeZero = [0, 0, 0, 1, 0x00] + Array(repeating: 0x55, count: 90_000) + sei
        #expect(SEIExtractor().extract(from: typeZero).diagnostics.isEmpty)
        for split in [70_000, 80_000] {
            #expect(streamed(typeZero, pieces: [split, typeZero.count]).0.diagnostics.isEmpty, "split at \(split)")
        }
    }

    @Test("random piece sizes never change the result")
    func randomPieces() async throws {
        let bytes = try syntheticStream(frames: 5, sliceSize: 70_000)
        let whole = SEIExtractor().extract(from: bytes)
        await propertyCheck(count: 40, input: Gen.int(in: 1...200_000).array(of: 1...6)) { pieces in
            let (parts, _) = streamed(bytes, pieces: pieces)
            #expect(parts.messages == whole.messages)
        }
    }
}
