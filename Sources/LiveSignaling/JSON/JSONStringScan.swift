/// Byte-level helpers for reading strings: the fast skip over plain bytes, UTF-8 sequence
/// validation and `\u` digits. All take an explicit end and never read at or past it.
enum JSONStringScan {
    /// A byte's low bit and high bit in every byte of a word, for the word-at-a-time tests
    /// here and in ``JSONDigitScan``.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Returns the index of the first byte at or after `start` that needs attention inside a
    /// string: `"`, `\`, `/`, a control byte, or a non-ASCII byte. Returns `end` if none.
    ///
    /// Eight bytes at a time: a string's plain run is the common case, and testing a word for
    /// "any byte of interest" costs a few instructions instead of eight compares.
    @inline(__always)
    static func skipPlain(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        if firstMarked(p, from: &index, end: end, interestingBytes) { return index }
        while index < end, isPlain(p[index]) { index += 1 }
        return index
    }

    /// The bytes between the quote at `quote` and the quote that closes it, when each of them
    /// is plain (``skipPlain(_:from:end:)``): a key that its bytes alone spell. nil where no
    /// quote is at `quote`, or where a byte that needs attention comes before the closing one.
    @inline(__always)
    static func plainString(_ p: UnsafePointer<UInt8>, at quote: Int, end: Int) -> Range<Int>? {
        guard quote < end, p[quote] == UInt8(ascii: "\"") else { return nil }
        let close = skipPlain(p, from: quote + 1, end: end)
        guard close < end, p[close] == UInt8(ascii: "\"") else { return nil }
        return quote + 1..<close
    }

    /// As ``skipPlain(_:from:end:)``, with `/` plain too: for a reader that has recorded a bare
    /// slash already (the fact is the document's, so each further slash of a URL need not
    /// stop the run).
    @inline(__always)
    static func skipPlainPastSlashes(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        if firstMarked(p, from: &index, end: end, interestingBytesButSlash) { return index }
        while index < end, p[index] == UInt8(ascii: "/") || isPlain(p[index]) { index += 1 }
        return index
    }

    /// Copies bytes from `start` to `target + written` up to the first quote or backslash at
    /// or after `start`, adding their count to `written`, and returns its index, or `end` if
    /// there is none. Nothing else is refused (an embedded document's reader checks the rest),
    /// but a control byte among the bytes copied sets `controls` (nonzero): one the scanner
    /// refuses in a string, and which, copied out of the string, a reader stepping over
    /// whitespace would take for a tab or a line break between tokens. Found in the same
    /// words, where a second pass over the raw bytes cost ~3.5 instructions a byte. Whole
    /// words are stored before they are tested, so up to seven bytes past the run are written
    /// too: `target` needs that room.
    @inline(__always)
    static func copyToQuoteOrBackslash(
        _ p: UnsafePointer<UInt8>,
        from start: Int,
        end: Int,
        to target: UnsafeMutablePointer<UInt8>,
        at written: inout Int,
        controls: inout UInt64
    ) -> Int {
        let source = UnsafeRawPointer(p)
        let output = UnsafeMutableRawPointer(target)
        var index = start
        // Indices within a buffer cannot overflow: the arithmetic is unchecked (the checks
        // cost an embedded document ~4 instructions an escape).
        while index &+ 8 <= end {
            let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            output.storeBytes(of: word, toByteOffset: written, as: UInt64.self)
            let littleEndian = UInt64(littleEndian: word)
            let flags = zeroBytes(littleEndian ^ (ones &* 0x22)) | zeroBytes(littleEndian ^ (ones &* 0x5C))
            // A borrow only flags bytes above a control byte, so the bytes before the stop are
            // flagged exactly.
            let control = (littleEndian &- ones &* 0x20) & ~littleEndian & highs
            if flags != 0 {
                let bit = flags.trailingZeroBitCount
                // The flag bits below the stop's own: the bytes before it.
                controls |= control & ((1 << UInt64(bit)) &- 1)
                written &+= bit >> 3
                return index &+ (bit >> 3)
            }
            controls |= control
            index &+= 8
            written &+= 8
        }
        while index < end, p[index] != UInt8(ascii: "\""), p[index] != UInt8(ascii: "\\") {
            if p[index] < 0x20 { controls |= 1 }
            target[written] = p[index]
            index += 1
            written += 1
        }
        return index
    }

    /// Whether a byte of a string stands for itself with no fact to record: ASCII, not a
    /// control byte, a quote, a backslash or a slash.
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "/") && byte >= 0x20
            && byte < 0x80
    }

    /// The index of the first backslash at or after `start`, or `end`, eight bytes at a time
    /// (the runs between an embedded document's escapes are short, but there are many).
    @inline(__always)
    static func nextBackslash(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        if firstMarked(p, from: &index, end: end, { zeroBytes($0 ^ (ones &* 0x5C)) }) { return index }
        while index < end, p[index] != UInt8(ascii: "\\") { index += 1 }
        return index
    }

    /// The index of the first quote or backslash at or after `start`, or `end`, eight bytes at
    /// a time.
    @inline(__always)
    static func nextQuoteOrBackslash(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        if firstMarked(p, from: &index, end: end, { zeroBytes($0 ^ (ones &* 0x22)) | zeroBytes($0 ^ (ones &* 0x5C)) }) {
            return index
        }
        while index < end, p[index] != UInt8(ascii: "\""), p[index] != UInt8(ascii: "\\") { index += 1 }
        return index
    }

    /// The index of the quote that closes a string whose contents start at `start`, every
    /// escape stepped over unchecked (a backslash and the byte after it); `end` or past it
    /// when the string does not close. For readers of text known to be, or about to be
    /// checked as, well formed.
    @inline(__always)
    static func closingQuote(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = nextQuoteOrBackslash(p, from: start, end: end)
        while index < end, p[index] == UInt8(ascii: "\\") {
            index = nextQuoteOrBackslash(p, from: index + 2, end: end)
        }
        return index
    }

    /// Moves `index` to the first byte that `mark` flags, eight bytes at a time, and returns
    /// true; or, when no whole word at or after it has one, to the start of the last partial
    /// word (fewer than eight bytes before `end`) and returns false, for the caller's tail.
    /// `mark` flags a byte by setting its high bit; only the lowest flag counts. Shared with
    /// ``JSONDigitScan``, whose mark is "not a digit".
    @inline(__always)
    static func firstMarked(
        _ p: UnsafePointer<UInt8>,
        from index: inout Int,
        end: Int,
        _ mark: (UInt64) -> UInt64
    ) -> Bool {
        let raw = UnsafeRawPointer(p)
        while index + 8 <= end {
            let flags = mark(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if flags != 0 {
                index += flags.trailingZeroBitCount / 8
                return true
            }
            index += 8
        }
        return false
    }

    /// A mask whose lowest set bit marks the first interesting byte of `word` (little-endian).
    /// Higher bits may be false positives from borrows; only the lowest one is used.
    @inline(__always)
    private static func interestingBytes(_ word: UInt64) -> UInt64 {
        interestingBytesButSlash(word) | zeroBytes(word ^ (ones &* 0x2F))
    }

    @inline(__always)
    private static func interestingBytesButSlash(_ word: UInt64) -> UInt64 {
        let quote = zeroBytes(word ^ (ones &* 0x22))
        let backslash = zeroBytes(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs
        return quote | backslash | control | (word & highs)
    }

    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    /// Steps over the well-formed UTF-8 sequences that start at `start`, up to the first ASCII
    /// byte or `end`: returns where it stopped, and whether that is a sequence that is not
    /// well formed (``utf8SequenceLength(_:at:end:)`` gives 0 for it).
    ///
    /// Chinese text is runs of three-byte sequences, and a string's word-at-a-time skip stops
    /// at every non-ASCII byte: stepping over one sequence and going back to the skip cost a
    /// CJK character ~100 instructions. Here the sequences of a run are stepped over one after
    /// the other, and the two- and three-byte ones whose lead byte allows any continuation
    /// (all but `E0` and `ED`) are checked inline.
    @inline(__always)
    static func skipNonASCII(_ p: UnsafePointer<UInt8>, from start: Int, end: Int) -> (index: Int, malformed: Bool) {
        var index = start
        // Indices stay below `end`, a buffer's count: the arithmetic is unchecked.
        while index < end {
            let lead = p[index]
            if lead < 0x80 { break }
            if lead &- 0xC2 < 0x1E, index &+ 1 < end, p[index &+ 1] & 0xC0 == 0x80 {
                index &+= 2
                continue
            }
            if lead &- 0xE1 < 0x0F, lead != 0xED, index &+ 2 < end, p[index &+ 1] & 0xC0 == 0x80,
                p[index &+ 2] & 0xC0 == 0x80
            {
                index &+= 3
                continue
            }
            let width = utf8SequenceLength(p, at: index, end: end)
            if width == 0 { return (index, true) }
            index &+= width
        }
        return (index, false)
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629: no overlongs, no
    /// surrogates, nothing above U+10FFFF), or 0 if the bytes there are not one.
    static func utf8SequenceLength(_ p: UnsafePointer<UInt8>, at index: Int, end: Int) -> Int {
        let lead = p[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return 0
        }
        guard index + length <= end, secondRange.contains(p[index + 1]) else { return 0 }
        for offset in 2..<length where p[index + offset] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }

    /// One escape in a string, as JSON defines escapes: well formed, or why it is not.
    enum Escape {
        /// `raw` bytes of text that decode to `decoded` bytes of UTF-8.
        case valid(raw: Int, decoded: Int)
        /// The text ends after the backslash.
        case endsInside
        /// `\u` without four hexadecimal digits after it.
        case badHexDigits
        /// A high surrogate not followed by a `\u` low one: no UTF-8 form.
        case loneHighSurrogate(UInt16)
        /// A low surrogate with no high one before it.
        case loneLowSurrogate(UInt16)
        /// A letter after the backslash that JSON does not define.
        case unknownLetter(UInt8)
    }

    /// The escape whose backslash is at `start`. The scanner reports from it and the streamed
    /// cursor steps over it, so both accept exactly the same escapes.
    @inline(__always)
    static func escape(_ p: UnsafePointer<UInt8>, at start: Int, end: Int) -> Escape {
        guard start + 1 < end else { return .endsInside }
        let letter = p[start + 1]
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return .valid(raw: 2, decoded: 1)
        case UInt8(ascii: "u"):
            guard let unit = hexQuad(p, at: start + 2, end: end) else { return .badHexDigits }
            switch unit {
            case 0xD800...0xDBFF:
                // Twelve raw bytes for a four-byte UTF-8 sequence.
                guard start + 7 < end, p[start + 6] == UInt8(ascii: "\\"), p[start + 7] == UInt8(ascii: "u"),
                    let low = hexQuad(p, at: start + 8, end: end), (0xDC00...0xDFFF).contains(low)
                else { return .loneHighSurrogate(unit) }
                return .valid(raw: 12, decoded: 4)
            case 0xDC00...0xDFFF: return .loneLowSurrogate(unit)
            case 0..<0x80: return .valid(raw: 6, decoded: 1)
            case 0x80..<0x800: return .valid(raw: 6, decoded: 2)
            default: return .valid(raw: 6, decoded: 3)
            }
        default:
            return .unknownLetter(letter)
        }
    }

    /// Four hexadecimal digits at `index`, or nil.
    static func hexQuad(_ p: UnsafePointer<UInt8>, at index: Int, end: Int) -> UInt16? {
        guard index + 4 <= end else { return nil }
        var value: UInt16 = 0
        for offset in 0..<4 {
            guard let digit = hexDigit(p[index + offset]) else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    @inline(__always)
    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
