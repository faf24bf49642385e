import Testing

@testable import LiveSignaling

/// A finding inside an embedded document is moved out through its string's escapes.
@Suite struct EmbeddedStreamingTests {
    /// Every decoded offset of a string with escapes of every width maps to the raw byte that
    /// starts it, as a byte-by-byte walk over the escapes finds it; one past the end maps past
    /// the last raw byte. A walk resumed from the offset mapped before maps each alike.
    @Test("a decoded offset maps to the raw byte that starts it")
    func rawIndexOfDecodedOffsets() {
        let pieces = [
            "a", "bc", "\\\"", "\\\\", "\\/", "\\n", "\\u0041", "\\u00e9", "\\u4e2d", "\\ud83d\\ude00",
            "abcdefghij", "é", "中",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 0...12, using: &generator)
            let raw = Array((0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined().utf8)
            // The reference: each escape's raw and decoded widths, one token at a time.
            var starts: [Int] = []
            var index = 0
            while index < raw.count {
                let rawWidth: Int
                let decodedWidth: Int
                if raw[index] == UInt8(ascii: "\\") {
                    if raw[index + 1] != UInt8(ascii: "u") {
                        (rawWidth, decodedWidth) = (2, 1)
                    } else {
                        let hex = String(decoding: raw[(index + 2)..<(index + 6)], as: UTF8.self)
                        let value = Int(hex, radix: 16) ?? 0
                        (rawWidth, decodedWidth) =
                            value < 0x80
                            ? (6, 1) : value < 0x800 ? (6, 2) : (0xD800...0xDBFF).contains(value) ? (12, 4) : (6, 3)
                    }
                } else {
                    (rawWidth, decodedWidth) = (1, 1)
                }
                starts += Array(repeating: index, count: decodedWidth)
                index += rawWidth
            }
            raw.withUnsafeBufferPointer { buffer in
                for decoded in starts.indices {
                    // Inside an escape's output maps to the escape's start.
                    let expected = starts[decoded]
                    #expect(EmbeddedOffsetMap.rawIndex(ofDecoded: decoded, in: buffer) == expected)
                }
                #expect(EmbeddedOffsetMap.rawIndex(ofDecoded: starts.count, in: buffer) == raw.count)
                // One walk going on from offset to offset, as a message's findings are placed:
                // mostly forward, repeating an offset, stepping back now and then (the walk
                // starts over), and past the end.
                var walk = EmbeddedOffsetMap.Walk()
                var offset = 0
                for _ in 0..<40 {
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0: offset = Int.random(in: 0...starts.count, using: &generator)
                    case 1: break
                    default: offset = Swift.min(offset + Int.random(in: 1...4, using: &generator), starts.count)
                    }
                    let expected = offset < starts.count ? starts[offset] : raw.count
                    #expect(EmbeddedOffsetMap.rawIndex(ofDecoded: offset, in: buffer, resuming: &walk) == expected)
                }
            }
        }
    }
}
