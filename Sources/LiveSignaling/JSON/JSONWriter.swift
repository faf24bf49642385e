/// Writes ``JSONValue``s in one of the ``JSONStyle``s real clients produce.
///
/// Numbers are written from their lexeme, so a value read and written again keeps `486.0`
/// as `486.0`. Every client writer (``JSONStyle``) escapes the same characters apart from `/`:
/// `"` and `\`, the short escapes `\b \f \n \r \t`, other control characters as lowercase
/// `\u00xx`, and everything else (non-ASCII included) as raw UTF-8.
public struct JSONWriter: Sendable {
    /// The client style the output imitates: its layout, slash escaping and form of integral doubles.
    public var style: JSONStyle

    /// Makes a writer in `style`, by default ``JSONStyle/compact``.
    public init(style: JSONStyle = .compact) { self.style = style }

    /// Writes `value` as UTF-8 JSON text in ``style``.
    public func write(_ value: JSONValue) -> [UInt8] {
        var output = JSONOutput(style: style)
        output.write(value, depth: 0)
        return output.bytes.take()
    }

    /// Writes `value` as JSON text in ``style`` and returns it as a string.
    public func writeString(_ value: JSONValue) -> String {
        String(decoding: write(value), as: UTF8.self)
    }

    /// Appends `text` as a JSON string in `style` to `bytes`: for writing JSON lines by hand
    /// without a String per value.
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8], style: JSONStyle = .compact) {
        var output = JSONOutput(style: style, continuing: bytes)
        bytes = []
        output.writeQuoted(text)
        bytes = output.bytes.take()
    }

    /// `text` as a quoted JSON string in `style`.
    public static func quoted(_ text: String, style: JSONStyle) -> String {
        var output = JSONOutput(style: style)
        output.writeQuoted(text)
        return output.bytes.withWritten { String(decoding: $0, as: UTF8.self) }
    }
}

/// The growing output of a writer. Shared by ``JSONWriter`` and the wire encoder.
struct JSONOutput {
    let style: JSONStyle
    var bytes: OutputBytes

    init(style: JSONStyle, capacity: Int = 128) {
        self.style = style
        bytes = OutputBytes(capacity: capacity)
    }

    /// Writes after `existing`, which the output takes over (see ``OutputBytes/take()``).
    init(style: JSONStyle, continuing existing: [UInt8]) {
        self.style = style
        bytes = OutputBytes(continuing: existing)
    }

    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): bytes.append(utf8: number.lexeme)
        case .string(let text): writeQuoted(text)
        case .array(let elements):
            openContainer(UInt8(ascii: "["), isEmpty: elements.isEmpty, depth: depth)
            for (index, element) in elements.enumerated() {
                beginMember(index: index, depth: depth + 1)
                write(element, depth: depth + 1)
            }
            closeContainer(UInt8(ascii: "]"), isEmpty: elements.isEmpty, depth: depth)
        case .object(let object):
            openContainer(UInt8(ascii: "{"), isEmpty: object.isEmpty, depth: depth)
            for (index, member) in object.members.enumerated() {
                beginMember(index: index, depth: depth + 1)
                writeKey(member.key)
                write(member.value, depth: depth + 1)
            }
            closeContainer(UInt8(ascii: "}"), isEmpty: object.isEmpty, depth: depth)
        }
    }

    mutating func openContainer(_ opener: UInt8, isEmpty: Bool, depth: Int) {
        bytes.append(opener)
        if style.layout == .applePretty, isEmpty {
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    mutating func closeContainer(_ closer: UInt8, isEmpty: Bool, depth: Int) {
        if style.layout == .applePretty {
            newline(depth: depth)
        }
        bytes.append(closer)
    }

    /// Separator and indentation before the member at `index` of a container at `depth - 1`.
    mutating func beginMember(index: Int, depth: Int) {
        if index > 0 { bytes.append(memberSeparator) }
        if style.layout == .applePretty { newline(depth: depth) }
    }

    mutating func writeKey(_ key: String) {
        writeQuoted(key)
        writeKeySeparator()
    }

    /// An integer in decimal, as `String(value)` writes it, without building the String.
    mutating func appendInteger(_ value: some BinaryInteger) {
        guard let wide = Int64(exactly: value) else {
            bytes.append(utf8: String(value))
            return
        }
        if wide < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = wide.magnitude
        // 20 digits hold any UInt64; filled from the end.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = 20
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            bytes.append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start..<20]))
        }
    }

    private mutating func writeKeySeparator() {
        bytes.append(keySeparator)
    }

    /// Between two members or elements.
    private var memberSeparator: StaticString {
        style.layout == .spaced ? ", " : ","
    }

    private var keySeparator: StaticString {
        switch style.layout {
        case .applePretty: " : "
        case .spaced: ": "
        case .compact: ":"
        }
    }

    private mutating func newline(depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    /// The lexeme of a double in this style: integral values as Apple and Android write them
    /// (`486`) or as Dart does (`486.0`); nil for infinities and NaN, which JSON cannot hold.
    func doubleLexeme(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
            let integral = String(Int64(value))
            let text = style.doubleForm == .withFraction ? integral + ".0" : integral
            return value.sign == .minus && value == 0 ? "-" + text : text
        }
        return "\(value)"
    }

    mutating func append(_ text: StaticString) {
        bytes.append(text)
    }

    mutating func writeQuoted(_ text: String) {
        text.withBorrowedUTF8 { writeQuoted(utf8: $0) }
    }

    /// Strings up to this many bytes are measured first (a second pass of the eight-byte
    /// escape scan) and written in one pointer session of exactly their escaped length; longer
    /// ones run by run, so the measuring pass stays within the cache.
    static let oneSessionLimit = 4096

    mutating func writeQuoted(utf8: UnsafeBufferPointer<UInt8>) {
        let count = utf8.count
        guard count <= Self.oneSessionLimit, let base = utf8.baseAddress else {
            writeQuotedInRuns(utf8)
            return
        }
        let slash = style.escapesSlash
        let firstEscape = Self.nextEscape(base, from: 0, count: count, slash: slash)
        // Most strings have nothing to escape: one scan, one copy.
        guard firstEscape < count else {
            bytes.write(atMost: count + 2) { out in
                out[0] = UInt8(ascii: "\"")
                ByteRuns.copy(base, to: out + 1, count: count)
                out[count + 1] = UInt8(ascii: "\"")
                return count + 2
            }
            return
        }
        // Sizing the session for the worst case (six bytes per byte) would grow the output
        // past its first allocation for most messages; the exact length costs a scan.
        var length = count + 2
        var escape = firstEscape
        while escape < count {
            length += Self.escapeLength(of: base[escape]) - 1
            escape = Self.nextEscape(base, from: escape + 1, count: count, slash: slash)
        }
        bytes.write(atMost: length) { out in
            out[0] = UInt8(ascii: "\"")
            var written = 1
            var runStart = 0
            var index = firstEscape
            while true {
                // Plain bytes are copied in runs; the scan looks at eight bytes at a time.
                ByteRuns.copy(base + runStart, to: out + written, count: index - runStart)
                written += index - runStart
                guard index < count else { break }
                written += Self.writeEscape(of: base[index], to: out + written)
                index += 1
                runStart = index
                index = Self.nextEscape(base, from: index, count: count, slash: slash)
            }
            out[written] = UInt8(ascii: "\"")
            return written + 1
        }
    }

    private mutating func writeQuotedInRuns(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        guard let base = utf8.baseAddress else {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var runStart = 0
        var index = 0
        let count = utf8.count
        while true {
            index = Self.nextEscape(base, from: index, count: count, slash: style.escapesSlash)
            guard index < count else { break }
            let byte = base[index]
            bytes.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            bytes.write(atMost: 6) { Self.writeEscape(of: byte, to: $0) }
            index += 1
            runStart = index
        }
        bytes.append(UnsafeBufferPointer(start: base + runStart, count: count - runStart))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes the escape of `byte` (one ``nextEscape(_:from:count:slash:)`` stopped at) and
    /// returns its length: 2 for the short escapes, 6 for `\u00xx`.
    @inline(__always)
    static func writeEscape(of byte: UInt8, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "\\")
        if let short = shortEscape(of: byte) {
            out[1] = short
            return 2
        }
        out[1] = UInt8(ascii: "u")
        out[2] = UInt8(ascii: "0")
        out[3] = UInt8(ascii: "0")
        out[4] = hexDigit(byte >> 4)
        out[5] = hexDigit(byte & 0xF)
        return 6
    }

    /// How many bytes ``writeEscape(of:to:)`` writes for `byte`.
    @inline(__always)
    static func escapeLength(of byte: UInt8) -> Int { shortEscape(of: byte) == nil ? 6 : 2 }

    /// The letter after the backslash of a two-byte escape, or nil for `\u00xx`.
    @inline(__always)
    static func shortEscape(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        default: nil
        }
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// The index of the first byte at or after `start` that must be escaped: `"`, `\`, a
    /// control byte, and `/` when the style escapes it.
    ///
    /// Eight bytes at a time. The last (partial) word is read again as the eight bytes that
    /// end the string, overlapping bytes already found plain, and a string of four to seven
    /// bytes as two overlapping halves; so only a run under four bytes is looked at byte by
    /// byte. The lowest flagged byte of a word is always a real one (a borrow only spreads
    /// upwards from a real match), and a byte read twice is flagged first where it was read
    /// first, so the lowest flag is the first byte to escape.
    @inline(__always)
    static func nextEscape(_ p: UnsafePointer<UInt8>, from start: Int, count: Int, slash: Bool) -> Int {
        let raw = UnsafeRawPointer(p)
        var index = start
        if count - index >= 8 {
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let mask = escapeMask(word, slash: slash)
                if mask != 0 { return index + mask.trailingZeroBitCount / 8 }
                index += 8
            }
            guard index < count else { return count }
            let last = count - 8
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: last, as: UInt64.self))
            let mask = escapeMask(word, slash: slash)
            return mask == 0 ? count : last + mask.trailingZeroBitCount / 8
        }
        if count - index >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            let mask = escapeMask(low | high << 32, slash: slash)
            guard mask != 0 else { return count }
            let byte = mask.trailingZeroBitCount / 8
            return byte < 4 ? index + byte : count - 8 + byte
        }
        while index < count {
            let byte = p[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
                || (slash && byte == UInt8(ascii: "/"))
            {
                return index
            }
            index += 1
        }
        return count
    }

    /// A mask whose lowest set bit marks the first byte to escape of `word`, whose lowest
    /// byte comes first.
    @inline(__always)
    private static func escapeMask(_ word: UInt64, slash: Bool) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zero(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
        var mask = zero(word ^ (ones &* 0x22)) | zero(word ^ (ones &* 0x5C)) | ((word &- ones &* 0x20) & ~word & highs)
        if slash { mask |= zero(word ^ (ones &* 0x2F)) }
        return mask
    }
}
