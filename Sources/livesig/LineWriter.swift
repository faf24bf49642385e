import LiveSignaling

/// One output line written through a pointer into room its caller lends. Appending to an
/// array checked its uniqueness and capacity and went through the generic sequence copy for
/// every run of bytes (about 100 instructions a run, a dozen runs a report line); here a run
/// is a bounds check and a copy.
///
/// Nothing is written past the room. A line that does not fit sets ``overflowed`` and stops
/// writing; the caller renders it again into more room (``collect(_:)``).
struct LineWriter {
    private let start: UnsafeMutablePointer<UInt8>?
    private let capacity: Int
    private(set) var count = 0
    private(set) var overflowed = false

    init(_ room: UnsafeMutableBufferPointer<UInt8>) {
        start = room.baseAddress
        capacity = room.count
    }

    /// The line `body` writes, in as much room as it needs: `room` bytes first, then twice
    /// as many each time the line does not fit.
    static func collect(room initialRoom: Int = 256, _ body: (inout LineWriter) -> Void) -> [UInt8] {
        var room = max(initialRoom, 1)
        while true {
            var line = [UInt8](repeating: 0, count: room)
            let written = line.withUnsafeMutableBufferPointer { buffer -> Int? in
                var writer = LineWriter(buffer)
                body(&writer)
                return writer.overflowed ? nil : writer.count
            }
            if let written {
                line.removeSubrange(written...)
                return line
            }
            room *= 2
        }
    }

    /// Reserves `length` bytes and returns where they start, or nil (and overflows) when the
    /// room has not that many left.
    @inline(__always)
    private mutating func claim(_ length: Int) -> UnsafeMutablePointer<UInt8>? {
        guard !overflowed, length <= capacity - count, let start else {
            overflowed = true
            return nil
        }
        defer { count += length }
        return start + count
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        claim(1)?.initialize(to: byte)
    }

    @inline(__always)
    mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        guard let source = run.baseAddress, let target = claim(run.count) else { return }
        // Report runs are short: a loop the compiler can unroll beats a call to memmove.
        if run.count <= 16 {
            for index in 0..<run.count { target[index] = source[index] }
        } else {
            target.update(from: source, count: run.count)
        }
    }

    @inline(__always)
    mutating func appendRaw(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The string's UTF-8, borrowed in place where the string allows it.
    mutating func appendText(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if appended == nil { Array(text.utf8).withUnsafeBufferPointer { append($0) } }
    }

    /// `value` in decimal, without a String in between.
    mutating func appendDecimal(_ value: Int) {
        var magnitude = value.magnitude
        var digits = 1
        // `remaining >= 10` before each division keeps the count within the value's digits.
        var remaining = magnitude
        while remaining >= 10 {
            remaining /= 10
            digits += 1
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        guard let target = claim(digits) else { return }
        for place in stride(from: digits - 1, through: 0, by: -1) {
            target[place] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        }
    }

    /// `text` as a compact JSON string. Family names, dialects, codes and most file names are
    /// printable ASCII with nothing to escape and are copied between quotes; anything else goes
    /// through LiveSignaling's writer, so both give the compact writer's form.
    mutating func appendQuoted(_ text: String) {
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            let mark = count
            append(UInt8(ascii: "\""))
            if let source = utf8.baseAddress, !utf8.isEmpty {
                // No room: overflowed, and the line is rendered again in more.
                guard let target = claim(utf8.count) else { return true }
                // Copied and checked in one pass, eight bytes at a time while they last; a
                // byte to escape takes the line back to `mark`.
                guard Self.copyPlain(source, to: target, count: utf8.count) else {
                    count = mark
                    return false
                }
            }
            append(UInt8(ascii: "\""))
            return true
        }
        if copied != true {
            var escaped: [UInt8] = []
            JSONWriter.appendQuoted(text, to: &escaped)
            escaped.withUnsafeBufferPointer { append($0) }
        }
    }

    /// Copies `count` bytes and returns true when all are plain: printable ASCII but the
    /// quote (0x22) and backslash (0x5C). Whole words are tested at once (a byte is flagged
    /// by its high bit; only whether any is flagged matters, so borrows do no harm).
    private static func copyPlain(
        _ source: UnsafePointer<UInt8>,
        to target: UnsafeMutablePointer<UInt8>,
        count: Int
    ) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
        var index = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
            let control = (word &- ones &* 0x20) & ~word & highs
            let flagged =
                control | (word & highs) | zeroBytes(word ^ (ones &* 0x7F)) | zeroBytes(word ^ (ones &* 0x22))
                | zeroBytes(word ^ (ones &* 0x5C))
            guard flagged == 0 else { return false }
            UnsafeMutableRawPointer(target + index).storeBytes(of: word, as: UInt64.self)
            index += 8
        }
        while index < count {
            let byte = source[index]
            guard byte >= 0x20, byte < 0x7F, byte != 0x22, byte != 0x5C else { return false }
            target[index] = byte
            index += 1
        }
        return true
    }
}
