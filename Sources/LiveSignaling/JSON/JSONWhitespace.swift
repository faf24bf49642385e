/// The four bytes RFC 8259 allows between tokens: space, tab, line feed and carriage return.
/// Readers that only step over whitespace ask here, as do livesig and the validation service
/// for an input of nothing else, which holds no message; the scanner and the streamed cursor
/// tell the four apart (each is a different layout fact) in their own loops.
package enum JSONWhitespace {
    @inline(__always)
    package static func contains(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
