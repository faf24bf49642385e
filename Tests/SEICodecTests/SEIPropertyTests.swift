import PropertyBased
import SEICodec
import Testing

/// Bytes biased towards zeros and the values 0–3, so emulation prevention is exercised hard.
private func payload(size: Int, seed: UInt64) -> [UInt8] {
    var state = seed | 1
    return (0..<size).map { _ in
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        switch state % 8 {
        case 0, 1, 2: return 0
        case 3: return UInt8(state >> 8 & 3)
        default: return UInt8(truncatingIfNeeded: state >> 16)
        }
    }
}

private let framings: [NALFraming] = [
    .annexB, .lengthPrefixed(size: 4), .lengthPrefixed(size: 2), .lengthPrefixed(size: 1),
]

@Suite("SEI properties")
struct SEIPropertyTests {
    @Test("pack then parse gives back every message bit for bit (sizes 0–70,000, every payload type)")
    func packParseIdentity() async {
        let input = zip(
            Gen.int(in: 0...70_000),
            Gen.int(in: 0...600),
            Gen.int(in: 0...3),
            Gen<UInt64>.value(),
            Gen.int(in: 1...3)
        )
        await propertyCheck(count: 150, input: input) { size, type, framingIndex, seed, count in
            let codec: VideoCodec = seed % 2 == 0 ? .h264 : .hevc
            var framing = framings[framingIndex]
            // A 1- or 2-byte length cannot frame a large unit; those framings get small payloads.
            var size = size
            if case .lengthPrefixed(let width) = framing, width < 4 { size = min(size, width == 1 ? 60 : 20_000) }
            if type == 5 { size = max(size, 16) }
            let messages = (0..<count).map { index in
                SEIPayload(
                    payloadType: type + index,
                    bytes: payload(size: size / count + (type + index == 5 ? 16 : 0), seed: seed &+ UInt64(index))
                )
            }
            let packer = SEIPacker(codec: codec, framing: framing, suffix: seed % 3 == 0)
            let packed: [UInt8]
            do {
                packed = try packer.pack(messages)
            } catch {
                Issue.record("\(error)")
                return
            }
            if case .lengthPrefixed = framing {} else { framing = .annexB }
            let result = SEIExtractor(codec: codec, framing: framing).extract(from: packed)
            #expect(result.diagnostics.isEmpty)
            #expect(result.messages.map(\.payloadType) == messages.map(\.payloadType))
            #expect(result.messages.map(\.payload) == messages.map(\.bytes))
            #expect(result.messages.allSatisfy { $0.declaredSize == $0.payload.count })
        }
    }

    @Test(
        "emulation prevention: escape then unescape is the identity, within the worst-case size, with no start code inside"
    )
    func escaping() async {
        await propertyCheck(count: 300, input: zip(Gen.int(in: 0...2000), Gen<UInt64>.value())) { size, seed in
            let rbsp = payload(size: size, seed: seed)
            let escaped = EmulationPrevention.escape(rbsp)
            #expect(escaped.count <= EmulationPrevention.maximumEscapedCount(rbsp.count))
            #expect(EmulationPrevention.unescape(escaped) == rbsp)
            for index in escaped.indices.dropLast(2) {
                #expect(!(escaped[index] == 0 && escaped[index + 1] == 0 && escaped[index + 2] <= 2))
            }
            #expect(escaped.suffix(2) != [0, 0])
        }
    }

    @Test("the worst case is reached: all zeros grow by half")
    func worstCase() {
        let zeros = [UInt8](repeating: 0, count: 600)
        let escaped = EmulationPrevention.escape(zeros)
        #expect(escaped.count == 600 + 300)
        #expect(escaped.count <= EmulationPrevention.maximumEscapedCount(600))
    }

    @Test("arbitrary bytes never trap, in any codec or framing")
    func arbitraryBytes() async {
        await propertyCheck(count: 800, input: zip(Gen<UInt8>.value().array(of: 0...200), Gen.int(in: 0...8))) {
            bytes,
            mode in
            let codec: VideoCodec? = [nil, .h264, .hevc][mode % 3]
            let framing: NALFraming? = mode < 3 ? nil : framings[mode % 4]
            let result = SEIExtractor(codec: codec, framing: framing, dataLimit: 8).extract(from: bytes)
            #expect(result.diagnostics.allSatisfy { ($0.offset ?? -1) >= 0 && ($0.offset ?? -1) <= bytes.count })
            #expect(result.messages.allSatisfy { $0.offset < bytes.count && $0.nalOffset < bytes.count })
        }
    }

    @Test("packer limits: at the vendor limit packs, one past is refused with sei.payload-limit")
    func limits() throws {
        let zego = SEIPacker(dataLimit: SEIPacker.Limit.zego)
        _ = try zego.pack([.zego(Array(repeating: 1, count: 4096))])
        #expect(throws: SEIPackError.self) { try zego.pack([.zego(Array(repeating: 1, count: 4097))]) }
        let trtc = SEIPacker(dataLimit: SEIPacker.Limit.trtc)
        let uuid = try #require(SEIUUID("00112233-4455-6677-8899-aabbccddeeff"))
        _ = try trtc.pack([.userDataUnregistered(uuid: uuid, data: Array(repeating: 1, count: 1000))])
        do {
            _ = try trtc.pack([.tencent(Array(repeating: 1, count: 1001))])
            Issue.record("1001 bytes packed past the TRTC limit")
        } catch {
            #expect(error.diagnostic.code == .seiPayloadLimit)
        }
        #expect(throws: SEIPackError.self) {
            try SEIPacker().pack([SEIPayload(payloadType: 5, bytes: Array(repeating: 1, count: 15))])
        }
        #expect(throws: SEIPackError.self) {
            try SEIPacker(framing: .lengthPrefixed(size: 1)).pack([.zego(Array(repeating: 1, count: 300))])
        }
    }

    @Test("UUIDs parse with or without dashes and print canonically")
    func uuids() {
        #expect(SEIUUID("DC45E9BDE6D948B7962CD820D923EEEF")?.description == "dc45e9bd-e6d9-48b7-962c-d820d923eeef")
        #expect(SEIUUID("dc45e9bd-e6d9-48b7-962c-d820d923ee") == nil)
        #expect(SEIUUID("zz45e9bd-e6d9-48b7-962c-d820d923eeef") == nil)
        #expect(SEIUUID(bytes: [1, 2, 3]) == nil)
    }

    @Test("framing detection tells Annex B from 1-, 2- and 4-byte lengths")
    func framingDetection() throws {
        let unit = try SEIPacker().nalUnit([.zego(Array("x".utf8))])
        for framing in framings {
            let packed = try SEIPacker(framing: framing).pack([.zego(Array("x".utf8))])
            let detected = packed.withUnsafeBytes { NALFraming.detect(in: $0) }
            #expect(detected == framing)
        }
        #expect(unit.first == 0x06)
        // A 4-byte length of 256–511 starts 00 00 01, like a start code.
        let avcc = try SEIPacker(framing: .length4).pack([.zego(Array(repeating: 0x41, count: 300))])
        #expect(avcc.prefix(3) == [0, 0, 1])
        #expect(avcc.withUnsafeBytes { NALFraming.detect(in: $0) } == .length4)
        #expect(SEIExtractor().extract(from: avcc).messages.first?.payload.count == 300)
    }
}
