/// Turns a string entry of a tape (already validated by the scanner) into its value.
enum JSONStringDecoding {
    /// The raw bytes between the quotes.
    @inline(__always)
    static func rawBytes(_ entry: JSONTape.Entry, in base: UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + Int(entry.offset) + 1, count: Int(entry.length))
    }

    static func decode(_ entry: JSONTape.Entry, in base: UnsafePointer<UInt8>) -> String {
        let raw = rawBytes(entry, in: base)
        if entry.flags & JSONTape.hasEscapes == 0 {
            return string(fromValidUTF8: raw)
        }
        return withUnescaped(raw) { string(fromValidUTF8: $0) }
    }

    /// The longest string the standard library keeps inline, without a heap allocation.
    static let smallStringCapacity = 15

    /// A String of bytes the scanner has already validated as UTF-8. Most wire strings are
    /// short ASCII IDs: built in place as a small string, they skip the UTF-8 validation
    /// `String(decoding:as:)` repeats (about a third of the cost of reading a short ID). The
    /// standard library still checks them for ASCII and validates anything else, so a
    /// wrong caller gets a repaired string, never a malformed one.
    @inline(__always)
    static func string(fromValidUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= smallStringCapacity, let source = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let count = bytes.count
        return String(unsafeUninitializedCapacity: count) { target in
            guard let destination = target.baseAddress else { return 0 }
            ByteRuns.copy(source, to: destination, count: count)
            return count
        }
    }

    /// Strings up to this many raw bytes are decoded into a buffer on the machine stack.
    static let stackDecodingLimit = 2048

    /// Calls `body` with the decoded bytes of a validated string body. Up to
    /// ``stackDecodingLimit`` bytes they are decoded on the machine stack, so reading an
    /// embedded document or an escaped value costs no allocation beyond the result.
    static func withUnescaped<Result, Failure: Error>(
        _ raw: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard raw.count <= stackDecodingLimit else {
            let decoded = unescape(raw)
            return try decoded.withUnsafeBufferPointer { decoded throws(Failure) in try body(decoded) }
        }
        // The standard library's temporary allocation takes an untyped-throwing closure here;
        // the failure rides out in a Swift.Result.
        let outcome = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(raw.count, 1)) {
            buffer -> Swift.Result<Result, Failure> in
            guard let target = buffer.baseAddress,
                let written = unescape(raw, into: target, room: buffer.count, holdsRaw: false)
            else {
                let decoded = unescapeByAppending(raw)
                return decoded.withUnsafeBufferPointer { decoded in
                    Swift.Result { () throws(Failure) in try body(decoded) }
                }
            }
            return Swift.Result { () throws(Failure) in
                try body(UnsafeBufferPointer(start: target, count: written))
            }
        }
        return try outcome.get()
    }

    /// The decoded UTF-8 bytes of a validated string body.
    ///
    /// The result starts as a copy of the raw bytes, made by the standard library's own
    /// copy, and the decoded bytes are written over it: a well-formed escape never decodes
    /// to more bytes than it takes, so the copy has room, and the run before the first
    /// escape is already in place. (Appending run by run went through the generic append,
    /// about 90 instructions a run, and an embedded document has an escape every few bytes.
    /// `Array(unsafeUninitializedCapacity:)` would look the array's type up at run time on
    /// every call, about 400 instructions; see ``OutputBytes``.)
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard raw.baseAddress != nil else { return [] }
        var out = Array(raw)
        let written = out.withUnsafeMutableBufferPointer { buffer -> Int? in
            guard let target = buffer.baseAddress else { return nil }
            return unescape(raw, into: target, room: buffer.count, holdsRaw: true)
        }
        guard let written else { return unescapeByAppending(raw) }
        out.removeSubrange(written...)
        return out
    }

    /// Decodes `raw` into `target`, which has `room` bytes (and already holds a copy of `raw`
    /// when `holdsRaw`, so runs that have not moved are not copied again). Returns the count
    /// written, or nil when the text does not fit: only a malformed `\u` (U+FFFD for two
    /// bytes) can decode to more than it takes.
    private static func unescape(
        _ raw: UnsafeBufferPointer<UInt8>,
        into target: UnsafeMutablePointer<UInt8>,
        room: Int,
        holdsRaw: Bool
    ) -> Int? {
        guard let p = raw.baseAddress else { return 0 }
        let count = raw.count
        var read = 0
        var write = 0
        while read < count {
            let runEnd = JSONStringScan.nextBackslash(p, from: read, end: count)
            guard write + (runEnd - read) <= room else { return nil }
            if write != read || !holdsRaw {
                ByteRuns.copy(p + read, to: target + write, count: runEnd - read)
            }
            write += runEnd - read
            guard runEnd < count else { break }
            var fits = true
            read = decodeEscape(p, at: runEnd, count: count) { byte in
                guard write < room else {
                    fits = false
                    return
                }
                target[write] = byte
                write += 1
            }
            guard fits else { return nil }
        }
        return write
    }

    /// The decoded bytes, appended one by one: for the malformed text ``unescape(_:)`` has
    /// no room for.
    private static func unescapeByAppending(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count + 4)
        unescape(raw) { out.append($0) }
        return out
    }

    /// Calls `emit` with each decoded byte of a validated string body. Malformed escapes (which
    /// the scanner never lets through) decode to U+FFFD rather than trapping.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, _ emit: (UInt8) -> Void) {
        var index = 0
        let count = raw.count
        guard let p = raw.baseAddress else { return }
        while index < count {
            if p[index] == UInt8(ascii: "\\") {
                index = decodeEscape(p, at: index, count: count, emit)
            } else {
                emit(p[index])
                index += 1
            }
        }
    }

    /// Decodes the escape whose backslash is at `index`, emitting its bytes; returns the index
    /// after it. A lone backslash at the end is emitted as itself.
    static func decodeEscape(
        _ p: UnsafePointer<UInt8>,
        at start: Int,
        count: Int,
        _ emit: (UInt8) -> Void
    ) -> Int {
        guard start + 1 < count else {
            emit(p[start])
            return start + 1
        }
        let letter = p[start + 1]
        var index = start + 2
        switch letter {
        case UInt8(ascii: "b"): emit(0x08)
        case UInt8(ascii: "f"): emit(0x0C)
        case UInt8(ascii: "n"): emit(0x0A)
        case UInt8(ascii: "r"): emit(0x0D)
        case UInt8(ascii: "t"): emit(0x09)
        case UInt8(ascii: "u"):
            guard let unit = JSONStringScan.hexQuad(p, at: index, end: count) else {
                emitScalar(0xFFFD, emit)
                return index
            }
            index += 4
            var scalar = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit), index + 6 <= count, p[index] == UInt8(ascii: "\\"),
                p[index + 1] == UInt8(ascii: "u"), let low = JSONStringScan.hexQuad(p, at: index + 2, end: count),
                (0xDC00...0xDFFF).contains(low)
            {
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                index += 6
            } else if (0xD800...0xDFFF).contains(unit) {
                scalar = 0xFFFD
            }
            emitScalar(scalar, emit)
        default: emit(letter)
        }
        return index
    }

    /// Writes a scalar value as UTF-8; callers pass only values that are scalars.
    static func emitScalar(_ value: UInt32, _ emit: (UInt8) -> Void) {
        switch value {
        case 0..<0x80:
            emit(UInt8(truncatingIfNeeded: value))
        case 0x80..<0x800:
            emit(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            emit(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        case 0x800..<0x10000:
            emit(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            emit(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            emit(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        default:
            emit(UInt8(truncatingIfNeeded: 0xF0 | value >> 18 & 0x07))
            emit(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            emit(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            emit(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }
}
