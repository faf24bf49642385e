@testable import LiveSignaling
import Testing

/// The word-at-a-time digit run must stop exactly where a byte-by-byte reading stops, for
/// every byte value in every place of a word, and never read past its end.
@Suite("Digit runs read eight bytes at a time")
struct JSONDigitScanTests {
    static func byteByByte(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        var index = start
        while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index
    }

    static func scanned(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return -1 }
            return JSONDigitScan.skipDigits(base, from: start, end: end)
        }
    }

    @Test("every byte value, after every number of digits up to two words")
    func everyByteEverywhere() {
        for stop in 0...255 {
            for digits in 0...17 {
                // Digits, the byte under test, then digits again: a reader that missed the
                // stop would run on.
                let bytes =
                    (0..<digits).map { UInt8(ascii: "0") + UInt8($0 % 10) } + [UInt8(stop)]
                    + Array(repeating: UInt8(ascii: "7"), count: 9)
                let expected = Self.byteByByte(bytes, from: 0, end: bytes.count)
                #expect(Self.scanned(bytes, from: 0, end: bytes.count) == expected, "\(stop) after \(digits)")
            }
        }
    }

    @Test("an end inside a run of digits stops the run there")
    func endInsideTheRun() {
        let bytes = Array(repeating: UInt8(ascii: "9"), count: 24)
        for start in 0...3 {
            for end in start...bytes.count {
                #expect(Self.scanned(bytes, from: start, end: end) == end)
            }
        }
    }
}
