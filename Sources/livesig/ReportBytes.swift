import LiveSignaling

/// Appends for report lines written straight into an output block. For most messages the
/// report line is the only output, and building it from interpolated Strings cost more than
/// half as much as validating the message (callgrind: 5,400 instructions for a text heading,
/// 4,100 for a JSON line).
extension [UInt8] {
    mutating func appendRaw(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The string's UTF-8, borrowed in place where the string allows it.
    mutating func appendText(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if appended == nil { append(contentsOf: text.utf8) }
    }

    /// `value` in decimal, without a String in between.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        // The largest power of ten not above the value; `magnitude / divisor >= 10` keeps
        // `divisor * 10` within range.
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor % 10))
            divisor /= 10
        }
    }

    /// `text` as a compact JSON string. Family names, dialects, codes and most file names are
    /// printable ASCII with nothing to escape and are copied between quotes; anything else goes
    /// through LiveSignaling's writer, so both give the compact writer's form.
    mutating func appendQuoted(_ text: String) {
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            // Printable ASCII other than the quote (0x22) and the backslash (0x5C).
            let plain = utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
            guard plain else { return false }
            append(UInt8(ascii: "\""))
            append(contentsOf: utf8)
            append(UInt8(ascii: "\""))
            return true
        }
        if copied != true { JSONWriter.appendQuoted(text, to: &self) }
    }
}
