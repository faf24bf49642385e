/// Stepping over a run of decimal digits eight bytes at a time: an envelope's `ts` is 13
/// digits on every line, and byte by byte each cost ~10 instructions.
enum JSONDigitScan {
    /// The index of the first byte at or after `start` that is not an ASCII digit, or `end`.
    /// Never reads at or past `end`.
    @inline(__always)
    static func skipDigits(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        if JSONStringScan.firstMarked(p, from: &index, end: end, nonDigitBytes) { return index }
        while index < end, p[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index
    }

    /// The high bit of each byte of `word` that is not a digit. With `0` xored away a digit
    /// is 0...9: adding 0x76 to the low seven bits leaves it below 0x80, any other value of
    /// them reaches it (and no sum carries into the next byte); a byte whose own high bit is
    /// set is flagged by it.
    @inline(__always)
    static func nonDigitBytes(_ word: UInt64) -> UInt64 {
        let ones = JSONStringScan.ones
        let highs = JSONStringScan.highs
        let offset = word ^ (ones &* 0x30)
        return (((offset & ~highs) &+ (ones &* 0x76)) | offset) & highs
    }
}
