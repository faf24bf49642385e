import SEICodec
import Testing

/// The packer's limits at their bounds and just past them, and the stream extractor on
/// inputs it used to pass silently or reject although it wrote them itself.
@Suite("SEI limits")
struct SEILimitTests {
    @Test("payloadType packs up to 65535 and reads back; 65536 and Int.max are refused at once")
    func payloadType() throws {
        let packed = try SEIPacker().pack([SEIPayload(payloadType: SEIPacker.maximumPayloadType, bytes: [1])])
        let read = SEIExtractor().extract(from: packed)
        #expect(read.diagnostics.isEmpty)
        #expect(read.messages.map(\.payloadType) == [65_535])
        for type in [SEIPacker.maximumPayloadType + 1, 100_000_000_000, Int.max] {
            #expect(throws: SEIPackError.self) {
                try SEIPacker().pack([SEIPayload(payloadType: type, bytes: [1])])
            }
            do {
                _ = try SEIPacker().pack([SEIPayload(payloadType: type, bytes: [1])])
            } catch {
                #expect(error.diagnostic.code == .seiPayloadLimit)
            }
        }
    }

    @Test("a payload packs up to 1 MiB and streams back whole; one byte more is refused")
    func payloadSize() throws {
        let data = [UInt8](repeating: 0x61, count: SEIPacker.maximumPayloadBytes)
        let packed = try SEIPacker().pack([.zego(data)])
        var stream = SEIStreamExtractor()
        var messages = stream.append(packed).messages
        messages += stream.finish().messages
        #expect(messages.map(\.payload.count) == [SEIPacker.maximumPayloadBytes])
        #expect(throws: SEIPackError.self) {
            try SEIPacker().pack([.zego(data + [0x61])])
        }
    }

    @Test("packing no messages is refused: an SEI unit holds at least one")
    func empty() {
        do {
            _ = try SEIPacker().pack([])
            Issue.record("pack([]) wrote a unit")
        } catch {
            #expect(error.diagnostic.code == .seiEmptyNAL)
        }
        #expect(throws: SEIPackError.self) { try SEIPacker(codec: .hevc, framing: .length4).nalUnit([]) }
    }

    @Test(
        "a 64 KiB or larger payload packed with a 4-byte start code streams back with no problem",
        arguments: [65_535, 65_536, 65_537, 70_000, 300_000]
    )
    func packThenExtract(_ size: Int) throws {
        for type in [1, 5, 243] {
            let data = [UInt8](repeating: 0x61, count: size)
            let payload =
                type == 5
                ? SEIPayload.userDataUnregistered(uuid: try #require(SEIUUID.x264), data: data)
                : SEIPayload(payloadType: type, bytes: data)
            let packed = try SEIPacker().pack([payload])
            #expect(packed.starts(with: [0, 0, 0, 1]))
            var stream = SEIStreamExtractor()
            var result = stream.append(packed)
            result.merge(stream.finish())
            #expect(result.diagnostics.isEmpty, "type \(type): \(result.diagnostics)")
            #expect(result.messages.map(\.data.count) == [size])
        }
    }

    @Test(
        "bytes with no start code are reported, at 65,536 bytes and past it",
        arguments: [100, 65_536, 65_537, 200_000]
    )
    func noStartCode(_ size: Int) {
        let text = Array(#"{"a":"#.utf8) + [UInt8](repeating: 0x78, count: max(0, size - 6)) + Array("}".utf8)
        var state: UInt32 = 7
        let random = (0..<size).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16) | 0x02  // never 00 or 01
        }
        for bytes in [text, random] {
            var stream = SEIStreamExtractor()
            var diagnostics: [Diagnostic] = []
            for start in stride(from: 0, to: bytes.count, by: 1 << 20) {
                diagnostics += stream.append(Array(bytes[start..<min(bytes.count, start + (1 << 20))])).diagnostics
            }
            diagnostics += stream.finish().diagnostics
            #expect(diagnostics.map(\.code) == [.seiNoStartCode], "\(size) bytes")
        }
    }
}

extension SEIExtractor.Result {
    mutating func merge(_ other: SEIExtractor.Result) {
        messages += other.messages
        diagnostics += other.diagnostics
    }
}
