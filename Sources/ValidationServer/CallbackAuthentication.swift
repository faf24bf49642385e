/// What both vendors' callback authentication share: signatures compared in constant time, in
/// lower-case hexadecimal, and a sender's timestamp within a window of the server's clock.

extension Sequence<UInt8> {
    /// Lower-case hexadecimal, two digits a byte.
    var hexadecimal: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Compares two signatures without stopping at the first difference, so the time taken does
/// not tell an attacker how much of a guess was right.
func constantTimeEqual(_ left: String, _ right: String) -> Bool {
    let a = Array(left.utf8)
    let b = Array(right.utf8)
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
}

/// Whether `seconds` (the sender's Unix time: any Int, so the difference may overflow) is
/// within `window` seconds of `now`.
func isFresh(_ seconds: Int, now: Int, window: Int) -> Bool {
    let (difference, overflow) = now.subtractingReportingOverflow(seconds)
    return !overflow && difference.magnitude <= window.magnitude
}
