/// Maps offsets inside a document that was carried as a JSON string back to offsets in the
/// outer document, where escapes make the two differ (`\"` is two bytes outside, one inside).
/// It keeps only where the string is; the walk over its escapes happens when a diagnostic
/// needs an offset.
struct EmbeddedOffsetMap {
    /// The document holding the string, and the string's tape entry there.
    let parent: WireDecodingContext
    let stringEntry: Int

    /// Walks the escapes up to `inner` decoded bytes; an offset inside an escape's output maps
    /// to the escape's backslash. Offsets past the end map just past the last raw byte.
    func outerOffset(of inner: Int) -> Int {
        let entry = parent.tape.entries[stringEntry]
        let raw = JSONStringDecoding.rawBytes(entry, in: parent.base)
        let local = Int(entry.offset) + 1 + Self.rawIndex(ofDecoded: inner, in: raw)
        return parent.outerOffset(local)
    }

    /// The raw index at which the `decoded`-th decoded byte starts. The runs between escapes,
    /// where a raw byte is a decoded one, are stepped over a word at a time (byte by byte, a
    /// finding's offset in a gift's payload cost ~1,100 instructions).
    static func rawIndex(ofDecoded decoded: Int, in raw: UnsafeBufferPointer<UInt8>) -> Int {
        var walk = Walk()
        return rawIndex(ofDecoded: decoded, in: raw, resuming: &walk)
    }

    /// How far a walk over a string's escapes has come: the raw index of a token's start and
    /// the decoded bytes before it. Every walk to a later offset passes through it, so offsets
    /// asked in increasing order (a message's findings, placed in byte order) walk the string
    /// once for all, where each walked it from its start.
    struct Walk {
        fileprivate var produced = 0
        fileprivate var index = 0
    }

    /// ``rawIndex(ofDecoded:in:)``, going on from `walk` (from the start for an offset before
    /// it), which it leaves at the last token's start it passed.
    static func rawIndex(ofDecoded decoded: Int, in raw: UnsafeBufferPointer<UInt8>, resuming walk: inout Walk) -> Int {
        guard let p = raw.baseAddress else { return 0 }
        if decoded < walk.produced { walk = Walk() }
        // In locals, written back once: stepped through `walk`, each step went to memory.
        var (produced, index) = (walk.produced, walk.index)
        defer { walk = Walk(produced: produced, index: index) }
        while index < raw.count, produced < decoded {
            let run = JSONStringScan.nextBackslash(p, from: index, end: raw.count) - index
            if produced + run >= decoded { return index + (decoded - produced) }
            produced += run
            index += run
            guard index < raw.count else { break }
            let width = decodedWidth(raw, at: index)
            if produced + width.decoded > decoded { break }
            produced += width.decoded
            index += width.raw
        }
        return index
    }

    /// How many raw bytes the token at `index` spans and how many bytes it decodes to.
    @inline(__always)
    private static func decodedWidth(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> (raw: Int, decoded: Int) {
        guard raw[index] == UInt8(ascii: "\\"), index + 1 < raw.count else { return (1, 1) }
        guard raw[index + 1] == UInt8(ascii: "u"), let p = raw.baseAddress else { return (2, 1) }
        switch JSONStringScan.hexQuad(p, at: index + 2, end: raw.count) ?? 0 {
        case 0..<0x80: return (6, 1)
        case 0x80..<0x800: return (6, 2)
        case 0xD800...0xDBFF: return (12, 4)
        default: return (6, 3)
        }
    }
}
