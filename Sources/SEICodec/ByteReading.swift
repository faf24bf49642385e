/// Bounds-checked big-endian reads for the container parsers: every read of outside input
/// returns nil past the end instead of trapping.
struct ByteCursor {
    let bytes: UnsafeRawBufferPointer
    var position: Int

    init(_ bytes: UnsafeRawBufferPointer, at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var remaining: Int { max(0, bytes.count - position) }

    /// An unsigned big-endian integer of `width` bytes (at most 8).
    mutating func read(_ width: Int) -> UInt64? {
        guard width >= 0, width <= 8, position >= 0, width <= bytes.count - position else { return nil }
        var value: UInt64 = 0
        for index in position..<(position + width) {
            value = value << 8 | UInt64(bytes[index])
        }
        position += width
        return value
    }

    mutating func int(_ width: Int) -> Int? {
        guard width < 8, let value = read(width) else { return nil }
        return Int(value)
    }

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, count <= remaining else { return false }
        position += count
        return true
    }

    /// Four ASCII bytes, as box types and FourCCs are written.
    mutating func fourCC() -> UInt32? {
        read(4).map { UInt32(truncatingIfNeeded: $0) }
    }
}

/// A four-character code as an integer, for matching box types without strings.
func fourCC(_ text: StaticString) -> UInt32 {
    var value: UInt32 = 0
    text.withUTF8Buffer { buffer in
        for byte in buffer.prefix(4) { value = value << 8 | UInt32(byte) }
    }
    return value
}

/// Sums that clamp instead of trapping: container timestamps come from outside.
extension Int64 {
    func clampedAdding(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
