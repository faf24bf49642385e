/// Stepping over a run of decimal digits eight bytes at a time: an envelope's `ts` is 13
/// digits on every line, and byte by byte each cost ~10 instructions.
enum JSONDigitScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte at or after `start` that is not an ASCII digit, or `end`.
    /// Never reads at or past `end`.
    @inline(__always)
    static func skipDigits(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        let raw = UnsafeRawPointer(p)
        var index = start
        while index + 8 <= end {
            let flags = nonDigitBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < end, p[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index
    }

    /// The high bit of each byte of `word` that is not a digit. With `0` xored away a digit
    /// is 0...9: adding 0x76 to the low seven bits leaves it below 0x80, any other value of
    /// them reaches it (and no sum carries into the next byte); a byte whose own high bit is
    /// set is flagged by it.
    @inline(__always)
    static func nonDigitBytes(_ word: UInt64) -> UInt64 {
        let offset = word ^ (ones &* 0x30)
        return (((offset & ~highs) &+ (ones &* 0x76)) | offset) & highs
    }
}
