/// A position in one JSON document read front to back without a tape: the streamed check's
/// (``StreamedSpecCheck``), and the capture envelope's read in place (``StreamedEnvelope``).
///
/// It reads JSON as writers put it on the wire: numbers only as plain integers, strings with
/// any escape (an embedded document's string too, its escapes decoded as it is copied out),
/// and no whitespace between tokens unless its reader steps over it
/// (``skipWhitespace()`` and ``colon()``, which the spec forms' check uses). Whatever else it
/// meets is a ``StreamedReadMiss``, and the message is read again by the scanner, which knows the
/// whole grammar and reports. Inside that subset it holds every rule the scanner holds (UTF-8,
/// control bytes, escapes, the reader options' limits) and gathers the same
/// ``JSONDocumentFacts``: the fraction fact cannot arise.
struct StreamedCursor {
    let base: UnsafePointer<UInt8>
    let end: Int
    let options: JSONReaderOptions
    var position = 0
    /// Containers open at `position`.
    var depth = 0
    var facts = JSONDocumentFacts()

    init(_ bytes: UnsafeBufferPointer<UInt8>, options: JSONReaderOptions) throws(StreamedReadMiss) {
        guard let base = bytes.baseAddress, bytes.count <= options.maxDocumentSize else { throw StreamedReadMiss() }
        self.base = base
        self.end = bytes.count
        self.options = options
    }

    /// True when the whole document has been read.
    var isAtEnd: Bool { position == end && depth == 0 }

    @inline(__always)
    func byte(at index: Int) -> UInt8? { index < end ? base[index] : nil }

    /// Steps over `byte`, or misses.
    @inline(__always)
    mutating func expect(_ byte: UInt8) throws(StreamedReadMiss) {
        guard position < end, base[position] == byte else { throw StreamedReadMiss() }
        position += 1
    }

    /// Enters an object or array at `position`, holding the depth limit.
    @inline(__always)
    mutating func open(_ bracket: UInt8) throws(StreamedReadMiss) {
        try expect(bracket)
        depth += 1
        guard depth <= options.maxDepth else { throw StreamedReadMiss() }
    }

    @inline(__always)
    mutating func close(_ bracket: UInt8) throws(StreamedReadMiss) {
        try expect(bracket)
        depth -= 1
    }

    /// Steps over whitespace between tokens, recording it as the scanner does: a space or
    /// tab, or a line break, inside a container (before the root or after it, it is no fact).
    @inline(__always)
    mutating func skipWhitespace() {
        // Every whitespace byte is at most a space, and the tokens compact JSON puts here are
        // all above it: one compare for them.
        if position < end, base[position] <= UInt8(ascii: " ") { stepOverWhitespace() }
    }

    /// The run is read in locals and the facts set once after it: a pretty printer's line
    /// break and indent are one run, and a store to the facts a byte cost the loop its
    /// registers.
    @inline(never)
    private mutating func stepOverWhitespace() {
        var index = position
        var spaces = false
        var lineBreaks = false
        run: while index < end {
            switch base[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): spaces = true
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): lineBreaks = true
            default: break run
            }
            index += 1
        }
        position = index
        if depth > 0 {
            if spaces { facts.hasSpaces = true }
            if lineBreaks { facts.hasNewlines = true }
        }
    }

    /// Steps over the `:` after a key and the whitespace around it, recording `" : "` (Apple's
    /// pretty printer's) as the scanner does.
    @inline(__always)
    mutating func colon() throws(StreamedReadMiss) {
        if position < end, base[position] == UInt8(ascii: ":") {
            position += 1
        } else {
            let beforeColon = position
            skipWhitespace()
            guard position < end, base[position] == UInt8(ascii: ":") else { throw StreamedReadMiss() }
            if position > beforeColon, position + 1 < end, base[position + 1] == UInt8(ascii: " ") {
                facts.hasSpacedColon = true
            }
            position += 1
        }
        skipWhitespace()
    }

    /// The kind of the value starting at `index`, by its first byte.
    func kind(at index: Int) -> JSONTape.Kind? {
        guard let first = byte(at: index) else { return nil }
        return switch first {
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "t"): .true
        case UInt8(ascii: "f"): .false
        case UInt8(ascii: "n"): .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): .number
        default: nil
        }
    }

    /// Where the key at `index` ends, past its closing quote, when it is exactly the `count`
    /// bytes at `key` (so written without escapes); nil otherwise.
    @inline(__always)
    private func keyEnd(spelling key: UnsafePointer<UInt8>, count: Int, at index: Int) -> Int? {
        guard count <= options.maxStringLength, index + count + 1 < end, base[index] == UInt8(ascii: "\""),
            base[index + count + 1] == UInt8(ascii: "\""), WireKeyMatching.memoryEqual(key, base + index + 1, count)
        else { return nil }
        return index + count + 2
    }

    /// The key at `position`, as the tape entry ``string()`` would make of it, when it is
    /// exactly the `count` bytes at `key`; nil leaves the cursor where it was. For a reader
    /// that knows which key comes next: those bytes must be plain ASCII with no quote,
    /// backslash or slash (no escape to decode, no fact to record), so that matching them is
    /// all the scanner's checks of the key.
    @inline(__always)
    mutating func key(spelled key: UnsafePointer<UInt8>, count: Int) -> JSONTape.Entry? {
        let quote = position
        guard let after = keyEnd(spelling: key, count: count, at: quote) else { return nil }
        position = after
        return JSONTape.Entry(
            kind: .string,
            flags: 0,
            offset: UInt32(truncatingIfNeeded: quote),
            length: UInt32(truncatingIfNeeded: count),
            end: 0
        )
    }

    /// A string at `position`, validated as the scanner validates it (every escape JSON has,
    /// each held to the scanner's rules by ``JSONStringScan/escape(_:at:end:)``), as the tape
    /// entry the scanner would write for it (offset of the quote, raw length, escape flag).
    mutating func string() throws(StreamedReadMiss) -> JSONTape.Entry {
        let quote = position
        try expect(UInt8(ascii: "\""))
        // Raw bytes beyond the decoded ones, for the length limit, which counts decoded bytes.
        var surplus = 0
        scan: while true {
            position =
                facts.hasBareSlash
                ? JSONStringScan.skipPlainPastSlashes(base, from: position, end: end)
                : JSONStringScan.skipPlain(base, from: position, end: end)
            switch try stepOverStop() {
            case .closingQuote: break scan
            case .escape: surplus += 1
            case .otherEscape: surplus += try stepOverOtherEscape()
            case .raw: continue
            }
        }
        // Between the quotes.
        let rawLength = position - quote - 2
        guard rawLength - surplus <= options.maxStringLength else { throw StreamedReadMiss() }
        return JSONTape.Entry(
            kind: .string,
            flags: surplus > 0 ? JSONTape.hasEscapes : 0,
            offset: UInt32(truncatingIfNeeded: quote),
            length: UInt32(truncatingIfNeeded: rawLength),
            end: 0
        )
    }

    /// The non-empty string at `position` holding an embedded document, every escape decoded
    /// (a `\/` recorded as a fact) into a buffer on the machine stack, handed to `body`, which
    /// must read the buffer as a whole JSON document or miss. Longer than
    /// ``JSONStringDecoding/stackDecodingLimit`` raw bytes: a miss. For a capture line's
    /// payload, a document of its own which a pretty-printing client's recorder writes with
    /// `\n` in it, and for the spec check's embedded documents, whose facts it does not read.
    ///
    /// Only quotes and backslashes stop the copy. Every other byte is checked where the
    /// document reads it, as ``string()`` would check it here: a control byte or broken UTF-8
    /// is a miss inside the document's strings and outside them, and a slash can only be in
    /// its strings, where the document's own facts record it. A reader that steps over
    /// whitespace between tokens would take a raw tab or line break for it, where the string holding it is broken: such a
    /// reader asks ``EmbeddedString/hasControlByte``, found as the copy is made, before it
    /// reads. Checking all of it here cost every copy a stop at each slash and each non-ASCII
    /// letter, and three tests a word where two do.
    // Inlined: a call of the generic frame cost each embedded document ~100 instructions, and
    // the compiler's own choice changes with the size of its callers.
    @inline(__always)
    mutating func withUnescapedEmbeddedDocument<Result>(
        _ body: (_ document: UnsafeBufferPointer<UInt8>, _ string: EmbeddedString) throws(StreamedReadMiss) -> Result
    ) throws(StreamedReadMiss) -> Result {
        try expect(UInt8(ascii: "\""))
        // The raw bytes and the closing quote; a decoded string is never longer. Sized by
        // what is left of the message, not by the limit: the standard library allocates on
        // the stack only up to 1,024 bytes, and above it went to malloc for every embedded
        // document (~500 instructions).
        let room = Swift.min(end - position, JSONStringDecoding.stackDecodingLimit + 1)
        // Room for the decoded bytes and for the word `copyToQuoteOrBackslash` may write past
        // the last. The standard library's temporary allocation takes an untyped-throwing
        // closure, so the outcome rides out in a Swift.Result.
        let outcome = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room + 8) {
            buffer -> Swift.Result<Result, StreamedReadMiss> in
            Swift.Result { () throws(StreamedReadMiss) in
                guard let target = buffer.baseAddress else { throw StreamedReadMiss() }
                let start = position
                var controls: UInt64 = 0
                let count = try unescapeEmbedded(into: target, room: room, controls: &controls)
                let string = EmbeddedString(
                    raw: UnsafeBufferPointer(start: base + start, count: position - 1 - start),
                    hasControlByte: controls != 0
                )
                return try body(UnsafeBufferPointer(start: target, count: count), string)
            }
        }
        return try outcome.get()
    }

    /// The rest of the string after its opening quote, every escape the scanner accepts
    /// decoded, into `target`; returns how many bytes were written, never more than were read,
    /// and sets `controls` (nonzero) when a raw control byte is among them. Misses unless the
    /// closing quote is within `room` bytes, and at an escape the scanner refuses.
    private mutating func unescapeEmbedded(
        into target: UnsafeMutablePointer<UInt8>,
        room: Int,
        controls: inout UInt64
    ) throws(StreamedReadMiss) -> Int {
        let stop = position + room
        // Locals, not `position` and `controls`: held in registers across the copy, where the
        // cursor's own fields were stored back at every escape.
        var index = position
        var written = 0
        var controlFlags: UInt64 = 0
        defer {
            position = index
            controls |= controlFlags
        }
        while true {
            index = JSONStringScan.copyToQuoteOrBackslash(
                base,
                from: index,
                end: stop,
                to: target,
                at: &written,
                controls: &controlFlags
            )
            guard index < stop else { throw StreamedReadMiss() }
            if base[index] == UInt8(ascii: "\"") { return try closed(&index, written) }
            guard index &+ 1 < stop else { throw StreamedReadMiss() }
            let escaped = base[index &+ 1]
            // Tested one by one, `\"` first: a switch over the three compiled to a jump table,
            // ~4 instructions more an escape, and a document's keys and strings are `\"`.
            if escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") || escaped == UInt8(ascii: "/") {
                // `\/` is how a writer that escapes slashes (Apple's) carries a URL's `/`.
                if escaped == UInt8(ascii: "/") { facts.hasEscapedSlash = true }
                target[written] = escaped
                written &+= 1
                index &+= 2
                continue
            }
            guard case .valid = JSONStringScan.escape(base, at: index, end: stop) else { throw StreamedReadMiss() }
            var decoded = written
            index = JSONStringDecoding.decodeEscape(base, at: index, count: stop) { byte in
                target[decoded] = byte
                decoded += 1
            }
            written = decoded
        }
    }

    /// Steps over the closing quote at `index` of an embedded document's string that decoded
    /// to `written` bytes, which must be a document (not empty) within the string limit.
    @inline(__always)
    private func closed(_ index: inout Int, _ written: Int) throws(StreamedReadMiss) -> Int {
        index += 1
        guard written > 0, written <= options.maxStringLength else { throw StreamedReadMiss() }
        return written
    }

    /// The string an embedded document was copied out of.
    struct EmbeddedString {
        /// Its raw bytes, between the quotes.
        let raw: UnsafeBufferPointer<UInt8>
        /// A raw control byte (below a space) is among them: one the scanner refuses in a
        /// string, and which a reader stepping over whitespace would take for whitespace.
        let hasControlByte: Bool
    }

    /// Whether `\` followed by `byte` is one of the two escapes inside the streamed subset
    /// (`\"` and `\\`); any other is the scanner's to decode and record.
    @inline(__always)
    private static func isSubsetEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// What the byte that ended a plain run of a string stood for.
    private enum StringStop {
        case closingQuote
        /// `\"`, `\\` or `\/`, stepped over: one more raw byte than decoded ones.
        case escape
        /// Another escape, not yet stepped over (``stepOverOtherEscape()`` does, apart, so that
        /// the two common escapes keep the loop as lean as it was).
        case otherEscape
        /// A bare slash or a UTF-8 sequence, which decode to themselves.
        case raw
    }

    /// Steps over the byte at `position` that ended a plain run of a string: an escape as the
    /// scanner reads it (a `\/` recorded as a fact), a bare slash (recorded too) or a UTF-8
    /// sequence. A control byte, invalid UTF-8 or an escape the scanner refuses misses.
    @inline(__always)
    private mutating func stepOverStop() throws(StreamedReadMiss) -> StringStop {
        guard position < end else { throw StreamedReadMiss() }
        let byte = base[position]
        switch byte {
        case UInt8(ascii: "\""):
            position += 1
            return .closingQuote
        case UInt8(ascii: "\\"):
            // `\"` and `\\`, the escapes of names and text, without the general reader.
            if position + 1 < end, Self.isSubsetEscape(base[position + 1]) {
                position += 2
                return .escape
            }
            // `\/`, as Apple's and Android's writers escape every slash of a URL: stepped over
            // here too, its fact recorded (through the general reader it cost ~100
            // instructions a slash).
            if position + 1 < end, base[position + 1] == UInt8(ascii: "/") {
                facts.hasEscapedSlash = true
                position += 2
                return .escape
            }
            return .otherEscape
        case UInt8(ascii: "/"):
            facts.hasBareSlash = true
            position += 1
            return .raw
        default:
            try stepOverNonASCII()
            return .raw
        }
    }

    /// Steps over the run of UTF-8 sequences at `position`, each well formed; a control byte
    /// there (which the scanner refuses in a string) misses. Apart, as the escapes below are:
    /// with this in it, the string loop cost ASCII text ~2 instructions a string.
    @inline(never)
    private mutating func stepOverNonASCII() throws(StreamedReadMiss) {
        guard base[position] >= 0x80 else { throw StreamedReadMiss() }
        let run = JSONStringScan.skipNonASCII(base, from: position, end: end)
        guard !run.malformed else { throw StreamedReadMiss() }
        position = run.index
    }

    /// Steps over an escape other than `\"` and `\\` at `position` as the scanner accepts it,
    /// recording the escaped-slash fact; returns how many more raw bytes than decoded ones it
    /// takes. One the scanner refuses misses. Apart, so the common escapes' loop stays lean.
    @inline(never)
    private mutating func stepOverOtherEscape() throws(StreamedReadMiss) -> Int {
        guard case .valid(let raw, let decoded) = JSONStringScan.escape(base, at: position, end: end) else {
            throw StreamedReadMiss()
        }
        if base[position + 1] == UInt8(ascii: "/") { facts.hasEscapedSlash = true }
        position += raw
        return raw - decoded
    }

    /// A whole number lexeme at `position`, as the scanner reads one (`-?(0|[1-9][0-9]*)`,
    /// then `.` and digits, then `e`, a sign and digits), recording the fact it records: an
    /// integral value written with a zero fraction (`486.0`, Dart). Whether it has an
    /// exponent is returned with it. Anything the scanner refuses misses.
    mutating func numberLexeme() throws(StreamedReadMiss) -> (lexeme: UnsafeBufferPointer<UInt8>, hasExponent: Bool) {
        let start = position
        try stepOverIntegerPart()
        var zeroFraction = false
        if byte(at: position) == UInt8(ascii: ".") {
            position += 1
            guard let digit = byte(at: position), Self.isDigit(digit) else { throw StreamedReadMiss() }
            zeroFraction = true
            while let digit = byte(at: position), Self.isDigit(digit) {
                if digit != UInt8(ascii: "0") { zeroFraction = false }
                position += 1
            }
        }
        var hasExponent = false
        if let marker = byte(at: position), marker | 0x20 == UInt8(ascii: "e") {
            hasExponent = true
            zeroFraction = false
            position += 1
            if byte(at: position) == UInt8(ascii: "+") || byte(at: position) == UInt8(ascii: "-") { position += 1 }
            guard let digit = byte(at: position), Self.isDigit(digit) else { throw StreamedReadMiss() }
            while let digit = byte(at: position), Self.isDigit(digit) { position += 1 }
        }
        if zeroFraction { facts.hasZeroFraction = true }
        return (UnsafeBufferPointer(start: base + start, count: position - start), hasExponent)
    }

    /// A plain integer lexeme (`-?(0|[1-9][0-9]*)`) at `position`; a fraction, an exponent
    /// or a leading zero misses.
    mutating func integerLexeme() throws(StreamedReadMiss) -> UnsafeBufferPointer<UInt8> {
        let start = position
        try stepOverIntegerPart()
        if let next = byte(at: position), next == UInt8(ascii: ".") || next | 0x20 == UInt8(ascii: "e") {
            throw StreamedReadMiss()
        }
        return UnsafeBufferPointer(start: base + start, count: position - start)
    }

    /// Steps over a number's sign and integer digits (`-?(0|[1-9][0-9]*)`); a leading zero
    /// followed by a digit misses, as the scanner refuses it.
    @inline(__always)
    private mutating func stepOverIntegerPart() throws(StreamedReadMiss) {
        if byte(at: position) == UInt8(ascii: "-") { position += 1 }
        guard let first = byte(at: position), Self.isDigit(first) else { throw StreamedReadMiss() }
        position += 1
        if first != UInt8(ascii: "0") {
            position = JSONDigitScan.skipDigits(base, from: position, end: end)
        } else if let next = byte(at: position), Self.isDigit(next) {
            throw StreamedReadMiss()
        }
    }

    /// A plain integer at `position` as `Integer`; a miss where ``integerLexeme()`` misses or
    /// the value does not fit. Up to 18 digits are gathered as they are found (they cannot
    /// overflow a UInt64); a negative or longer one is read through its lexeme.
    mutating func integer<Integer: FixedWidthInteger>(as type: Integer.Type) throws(StreamedReadMiss) -> Integer {
        let start = position
        var index = start
        var magnitude: UInt64 = 0
        while index < end, index - start < 18 {
            let digit = base[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            magnitude = magnitude * 10 + UInt64(digit)
            index += 1
        }
        let next = byte(at: index)
        if next.map(Self.isDigit) ?? false || (index == start && next == UInt8(ascii: "-")) {
            guard let value = JSONNumberParsing.integer(try integerLexeme(), as: type) else { throw StreamedReadMiss() }
            return value
        }
        // No digit, a leading zero, a fraction or an exponent: as integerLexeme() misses.
        guard index > start, base[start] != UInt8(ascii: "0") || index == start + 1,
            next != UInt8(ascii: "."), next.map({ $0 | 0x20 }) != UInt8(ascii: "e"),
            let value = Integer(exactly: magnitude)
        else { throw StreamedReadMiss() }
        position = index
        return value
    }

    /// Steps over a plain integer that an `Int` holds, reading no value: misses where
    /// ``integer(as:)`` does, for a reader that needs only to know it is one (an envelope's
    /// `ts`). Gathering the value cost ~10 instructions a digit more.
    mutating func skipInteger() throws(StreamedReadMiss) {
        let lexeme = try integerLexeme()
        // A sign and 17 digits, or 18 digits, fit 64 bits whatever they are (a 32-bit `Int`,
        // arm64_32's, is asked always).
        if lexeme.count > 18 || Int.bitWidth < 64 {
            try StreamedReadMiss.unless(JSONNumberParsing.integer(lexeme, as: Int.self) != nil)
        }
    }

    mutating func bool() throws(StreamedReadMiss) -> Bool {
        if matchesLiteral("true") {
            position += 4
            return true
        }
        if matchesLiteral("false") {
            position += 5
            return false
        }
        throw StreamedReadMiss()
    }

    /// Steps over `literal` when the bytes at `position` are exactly it; false leaves the
    /// cursor where it was. For a reader that knows the layout its writer uses: the literal
    /// holds only JSON's punctuation and plain ASCII keys (no escape to decode, no fact to
    /// record), so matching it is all the scanner's checks of those bytes.
    @inline(__always)
    mutating func skip(literal: StaticString) -> Bool {
        guard matchesLiteral(literal) else { return false }
        position += literal.utf8CodeUnitCount
        return true
    }

    @inline(__always)
    private func matchesLiteral(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        return position + count <= end && WireKeyMatching.memoryEqual(word.utf8Start, base + position, count)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}

/// A streamed read met something outside what it settles (a byte outside its subset, a
/// finding it does not place, a limit); the tape takes the message over and reports.
struct StreamedReadMiss: Error {
    /// Misses unless `condition` holds: one line for each of a read's many conditions.
    @inline(__always)
    static func unless(_ condition: Bool) throws(StreamedReadMiss) {
        if !condition { throw StreamedReadMiss() }
    }
}
