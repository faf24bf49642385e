/// Maps offsets inside a document that was carried as a JSON string back to offsets in the
/// outer document, where escapes make the two differ (`\"` is two bytes outside, one inside).
struct EmbeddedOffsetMap {
    /// Offset in the outermost document of the first raw byte after the string's opening quote.
    let rawStart: Int
    /// The raw (still escaped) bytes of the string body.
    let raw: [UInt8]
    /// The map of the document holding the string, when that one was itself embedded.
    let parent: Box?

    final class Box {
        let map: EmbeddedOffsetMap
        init(_ map: EmbeddedOffsetMap) { self.map = map }
    }

    /// Walks the escapes up to `inner` decoded bytes; an offset inside an escape's output maps
    /// to the escape's backslash. Offsets past the end map just past the last raw byte.
    func outerOffset(of inner: Int) -> Int {
        var decoded = 0
        var index = 0
        while index < raw.count, decoded < inner {
            let width = Self.decodedWidth(raw, at: index)
            if decoded + width.decoded > inner { break }
            decoded += width.decoded
            index += width.raw
        }
        let local = rawStart + index
        return parent?.map.outerOffset(of: local) ?? local
    }

    /// How many raw bytes the token at `index` spans and how many bytes it decodes to.
    private static func decodedWidth(_ raw: [UInt8], at index: Int) -> (raw: Int, decoded: Int) {
        guard raw[index] == UInt8(ascii: "\\"), index + 1 < raw.count else { return (1, 1) }
        guard raw[index + 1] == UInt8(ascii: "u") else { return (2, 1) }
        let unit = raw.withUnsafeBufferPointer { buffer -> UInt16? in
            guard let p = buffer.baseAddress else { return nil }
            return JSONStringScan.hexQuad(p, at: index + 2, end: buffer.count)
        }
        switch unit ?? 0 {
        case 0..<0x80: return (6, 1)
        case 0x80..<0x800: return (6, 2)
        case 0xD800...0xDBFF: return (12, 4)
        default: return (6, 3)
        }
    }
}
