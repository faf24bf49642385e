@testable import SEICodec
import Testing

/// The NAL length size an `avcC` / `hvcC` declares, read by the FLV and MP4 demuxers alike.
@Suite("NAL length size")
struct NALLengthSizeTests {
    @Test("the field is read at its byte, and a record one byte short of it has none")
    func bounds() {
        // lengthSizeMinusOne 1 (2 bytes) at byte 4 of an avcC and byte 21 of an hvcC.
        for (codec, index) in [(VideoCodec.h264, 4), (.hevc, 21)] {
            let record = [UInt8](repeating: 0xFC, count: index) + [0xFD]
            record.withUnsafeBytes {
                #expect(NALLengthSize.declared(in: $0, codec: codec) == .size(2))
                #expect(
                    NALLengthSize.declared(in: UnsafeRawBufferPointer(rebasing: $0.dropLast()), codec: codec)
                        == .recordTooShort
                )
            }
        }
        let three = [UInt8](repeating: 0, count: 4) + [0xFE]
        three.withUnsafeBytes { #expect(NALLengthSize.declared(in: $0, codec: .h264) == .three(index: 4)) }
        #expect(NALLengthSize.size(of: .three(index: 4)) == 4)
        #expect(NALLengthSize.size(of: .recordTooShort) == nil)
    }

    /// The stream with its declared size set to 3: reported at the field's byte, read as 4, so
    /// every message is still read.
    @Test(
        "a declared 3-byte size is reported where it is and read as 4",
        arguments: [("h264-heartbeats.flv", 4), ("h264-heartbeats.mp4", 4), ("hevc-heartbeats.mp4", 21)]
    )
    func three(name: String, index: Int) throws {
        let bytes = try ContainerVectors.bytes(name)
        let field = try #require(Self.recordStart(in: bytes, name: name)) + index
        #expect(bytes[field] & 0x03 == 3)
        var patched = bytes
        patched[field] = bytes[field] & 0xFC | 0x02
        let original = ContainerVectors.read(bytes, piece: 1 << 20)
        let read = ContainerVectors.read(patched, piece: 1 << 20)
        let reported = read.diagnostics.filter { $0.code == .seiContainerCorrupt }
        #expect(reported.map(\.offset) == [field])
        #expect(reported.first?.message == NALLengthSize.threeMessage)
        #expect(!original.messages.isEmpty)
        #expect(read.messages.map(ContainerVectors.line) == original.messages.map(ContainerVectors.line))
    }

    @Test("an FLV sequence header too short for the field is reported, and 4 is read")
    func flvRecordTooShort() throws {
        let bytes = try ContainerVectors.bytes("h264-heartbeats.flv")
        let header = try #require(ContainerVectors.flvSequenceHeader(bytes, codecID: 7))
        // The tag's data: its 5 bytes of video tag header and the first 3 bytes of the record.
        let cut = 5 + 3
        let size = try #require(ContainerVectors.flvTags(bytes).first { $0.start == header }?.dataSize)
        var shortened = Array(bytes[..<header])
        shortened += [bytes[header], 0, 0, UInt8(cut)] + bytes[(header + 4)..<(header + 11 + cut)]
        shortened += ContainerVectors.bigEndian32(11 + cut)
        shortened += bytes[(header + 11 + size + 4)...]
        let original = ContainerVectors.read(bytes, piece: 1 << 20)
        let read = ContainerVectors.read(shortened, piece: 1 << 20)
        let reported = read.diagnostics.filter { $0.code == .seiContainerCorrupt }
        #expect(reported.map(\.offset) == [header + 11 + 5])
        #expect(reported.first?.message.contains("too short for its NAL length size") == true)
        // x264 declares 4, the size read when none is declared: every message is still read.
        #expect(read.messages.count == original.messages.count)
    }

    /// Where the avcC or hvcC record of `name`'s video starts: after the FLV sequence header's
    /// tag header and its 5 bytes of video tag header, or after the MP4 box's type.
    static func recordStart(in bytes: [UInt8], name: String) -> Int? {
        if name.hasSuffix(".flv") { return ContainerVectors.flvSequenceHeader(bytes, codecID: 7).map { $0 + 11 + 5 } }
        let found = ["avcC", "hvcC"].lazy.compactMap { bytes.firstRange(of: Array($0.utf8)) }.first
        return found.map { $0.upperBound }
    }
}
