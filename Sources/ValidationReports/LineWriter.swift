@_spi(Tools) import LiveSignaling

/// One output line written through a pointer into room its caller lends. Appending to an
/// array checked its uniqueness and capacity and went through the generic sequence copy for
/// every run of bytes (about 100 instructions a run, a dozen runs a report line); here a run
/// is a bounds check and a copy.
///
/// Nothing is written past the room. A line that does not fit sets ``overflowed`` and stops
/// writing; the caller renders it again into more room (``collect(_:)``).
package struct LineWriter {
    private let start: UnsafeMutablePointer<UInt8>?
    private let capacity: Int
    package private(set) var count = 0
    package private(set) var overflowed = false

    package init(_ room: UnsafeMutableBufferPointer<UInt8>) {
        start = room.baseAddress
        capacity = room.count
    }

    /// The line `body` writes, in as much room as it needs: `room` bytes first, then twice
    /// as many each time the line does not fit.
    package static func collect(room initialRoom: Int = 256, _ body: (inout LineWriter) -> Void) -> [UInt8] {
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

    /// The bytes written since `count` was `mark`, in place; read them before writing more.
    /// Only whole when the writer has not overflowed.
    package func written(since mark: Int) -> UnsafeBufferPointer<UInt8> {
        guard let start, mark <= count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: start + mark, count: count - mark)
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
    package mutating func append(_ byte: UInt8) {
        claim(1)?.initialize(to: byte)
    }

    @inline(__always)
    package mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        guard let source = run.baseAddress, let target = claim(run.count) else { return }
        // Report runs are short (a dozen a line, mostly under 16 bytes): two overlapping
        // words cover one, where a byte loop took three or four instructions a byte.
        ByteRuns.copy(source, to: target, count: run.count)
    }

    @inline(__always)
    package mutating func appendRaw(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The string's UTF-8, borrowed in place where the string allows it.
    package mutating func appendText(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if appended == nil { Array(text.utf8).withUnsafeBufferPointer { append($0) } }
    }

    /// `value` in decimal, without a String in between: two digits per division, looked up
    /// in a table of the hundred pairs (a report line has two or three numbers).
    package mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        // 10^19 is the last power of ten a UInt64 holds, and no magnitude has more than 20 digits.
        var power: UInt64 = 10
        while digits < 20, UInt64(magnitude) >= power {
            digits += 1
            power = power &* 10
        }
        guard let target = claim(digits) else { return }
        let pairs = Self.digitPairs.utf8Start
        var place = digits
        while magnitude >= 100 {
            let pair = Int(magnitude % 100) * 2
            magnitude /= 100
            place -= 2
            target[place] = pairs[pair]
            target[place + 1] = pairs[pair + 1]
        }
        if magnitude >= 10 {
            target[place - 2] = pairs[Int(magnitude) * 2]
            target[place - 1] = pairs[Int(magnitude) * 2 + 1]
        } else {
            target[place - 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude)
        }
    }

    private static let digitPairs: StaticString = """
        0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
        5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
        """

    /// `text` as a compact JSON string. Family names, dialects, codes and most file names are
    /// printable ASCII with nothing to escape and are copied between quotes; anything else goes
    /// through LiveSignaling's writer, so both give the compact writer's form.
    package mutating func appendQuoted(_ text: String) {
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
    /// quote (0x22) and backslash (0x5C). Whole words are tested at once, and the last one to
    /// eight bytes as one word too (most names are shorter than a word, and a byte loop
    /// took eight instructions a byte).
    private static func copyPlain(
        _ source: UnsafePointer<UInt8>,
        to target: UnsafeMutablePointer<UInt8>,
        count: Int
    ) -> Bool {
        var index = 0
        while count - index > 8 {
            let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
            guard !hasBytesToEscape(word) else { return false }
            UnsafeMutableRawPointer(target + index).storeBytes(of: word, as: UInt64.self)
            index += 8
        }
        let rest = count - index
        guard rest > 0 else { return true }
        guard !hasBytesToEscape(gathered(source + index, count: rest)) else { return false }
        ByteRuns.copy(source + index, to: target + index, count: rest)
        return true
    }

    /// One to eight bytes as one word, from at most two overlapping loads: a byte may appear
    /// twice, none from outside the run. Lanes left over hold spaces, which are plain.
    @inline(__always)
    private static func gathered(_ source: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(source)
        switch count {
        case 8...:
            return raw.loadUnaligned(as: UInt64.self)
        case 4..<8:
            let head = UInt64(raw.loadUnaligned(as: UInt32.self))
            let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            return head | tail << 32
        default:
            return UInt64(source[0]) | UInt64(source[count / 2]) << 8 | UInt64(source[count - 1]) << 16
                | 0x2020_2020_2000_0000
        }
    }

    /// Whether any byte of `word` is not plain. A byte is flagged by its high bit; only
    /// whether any is flagged matters, so borrows between bytes do no harm.
    @inline(__always)
    private static func hasBytesToEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        let flagged =
            control | (word & highs) | zeroBytes(word ^ (ones &* 0x7F)) | zeroBytes(word ^ (ones &* 0x22))
            | zeroBytes(word ^ (ones &* 0x5C))
        return flagged != 0
    }
}
