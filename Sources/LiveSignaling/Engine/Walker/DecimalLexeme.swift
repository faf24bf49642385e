/// Compares two JSON number lexemes by value without converting them: for the streamed
/// check's ordered pairs, which see a rect's sides as bytes.
enum DecimalLexeme {
    /// Whether non-negative `lhs` is greater than non-negative `rhs`, each written
    /// `(0|[1-9][0-9]*)(\.[0-9]+)?` (no sign, no exponent, as the caller has checked): the
    /// integer parts by length, then digit by digit; then the fractions digit by digit, a
    /// missing digit a zero.
    static func exceeds(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        let point = UInt8(ascii: ".")
        let lhsPoint = lhs.firstIndex(of: point) ?? lhs.count
        let rhsPoint = rhs.firstIndex(of: point) ?? rhs.count
        // JSON writes no leading zero, so the longer integer part is the larger.
        if lhsPoint != rhsPoint { return lhsPoint > rhsPoint }
        for place in 0..<lhsPoint where lhs[place] != rhs[place] { return lhs[place] > rhs[place] }
        let lhsFraction = lhs[Swift.min(lhsPoint + 1, lhs.count)...]
        let rhsFraction = rhs[Swift.min(rhsPoint + 1, rhs.count)...]
        let zero = UInt8(ascii: "0")
        for offset in 0..<Swift.max(lhsFraction.count, rhsFraction.count) {
            let left = offset < lhsFraction.count ? lhsFraction[lhsFraction.startIndex + offset] : zero
            let right = offset < rhsFraction.count ? rhsFraction[rhsFraction.startIndex + offset] : zero
            if left != right { return left > right }
        }
        return false
    }
}
