import Testing

@testable import SEICodec

@Suite("Non-VCL filter")
struct NonVCLFilterTests {
    static let streams = [
        "x264-testsrc.h264", "x265-testsrc.h265", "ffmpeg-device-state.h264", "containers/h264-heartbeats.h264",
    ]

    func filtered(_ bytes: [UInt8], codec: VideoCodec, cuts: [Int]) -> [UInt8] {
        var filter = NonVCLFilter(codec: codec)
        var output: [UInt8] = []
        var start = 0
        for cut in cuts + [bytes.count] where cut >= start {
            bytes[start..<cut].withUnsafeBytes { filter.append($0, to: &output) }
            start = cut
        }
        return output
    }

    @Test("the slices go, every SEI message stays, and any split gives the same bytes", arguments: streams)
    func keepsSEI(_ name: String) throws {
        let bytes = try ContainerVectors.bytes("../" + name)
        let whole = SEIExtractor().extract(from: bytes)
        let kept = filtered(bytes, codec: whole.codec, cuts: [])
        #expect(kept.count < bytes.count)
        let fromKept = SEIExtractor(codec: whole.codec, framing: .annexB).extract(from: kept)
        #expect(fromKept.diagnostics.isEmpty)
        #expect(fromKept.messages.map(\.payload) == whole.messages.map(\.payload))
        // No slice survives.
        let vcl = fromKept.unitCount
        let types = kept.withUnsafeBytes { buffer -> [Int] in
            var scanner = NALScanner(buffer, framing: .annexB, codec: whole.codec)
            var types: [Int] = []
            while let unit = scanner.next() { types.append(unit.type) }
            return types
        }
        #expect(types.count == vcl)
        #expect(types.allSatisfy { whole.codec == .h264 ? !(1...5).contains($0) : $0 >= 32 })
        for cut in stride(from: 1, to: bytes.count, by: 7) {
            #expect(filtered(bytes, codec: whole.codec, cuts: [cut]) == kept, "split at \(cut)")
        }
        #expect(filtered(bytes, codec: whole.codec, cuts: Array(stride(from: 1, to: bytes.count, by: 1))) == kept)
    }
}
