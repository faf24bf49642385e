import Testing

@testable import SEICodec

@Suite("Start code search")
struct StartCodeSearchTests {
    /// Byte by byte, as the standard states it: a `01` in the first two bytes (whose zeros
    /// may be in the piece before), or one after `00 00`.
    static func naive(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start >= 0 else { return nil }
        for index in start..<max(start, bytes.count) where bytes[index] == 1 {
            if index < 2 || (bytes[index - 1] == 0 && bytes[index - 2] == 0) { return index }
        }
        return nil
    }

    @Test("the word-at-a-time search finds what a byte-at-a-time one finds, from every start")
    func agreesWithNaive() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for length in [0, 1, 2, 3, 17, 18, 19, 33, 184, 188, 300] {
            for _ in 0..<40 {
                // Mostly bytes that are neither 00 nor 01, as in coded slices, with zeros, ones,
                // zero pairs and whole start codes dropped in, at the ends too.
                var bytes = (0..<length).map { _ in UInt8(2 + next() % 254) }
                for _ in 0..<(length / 8) {
                    guard length > 0 else { break }
                    let at = Int(next() % UInt64(length))
                    switch next() % 4 {
                    case 0: bytes[at] = 0
                    case 1: bytes[at] = 1
                    default:
                        for (offset, byte) in [UInt8(0), 0, 1].enumerated() where at + offset < length {
                            bytes[at + offset] = byte
                        }
                    }
                }
                for start in 0...length {
                    let found = bytes.withUnsafeBytes { StartCodeSearch.nextStartCodeEnd(in: $0, from: start) }
                    #expect(found == Self.naive(bytes, from: start), "\(bytes) from \(start)")
                }
            }
        }
    }
}
