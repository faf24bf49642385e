#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor line by line in fixed-size chunks, so a capture of any size is read
/// in bounded memory. A line longer than `maxLineLength` is not buffered: it is reported as
/// over-long and skipped to its end. The buffer is managed with memchr and memmove rather than
/// collection methods, which keeps unoptimised (debug) builds usable on million-line captures.
struct LineReader {
    enum Line {
        case text(ArraySlice<UInt8>, number: Int)
        case tooLong(length: Int, number: Int)
    }

    private let descriptor: Int32
    private let name: String
    private let maxLineLength: Int
    private let chunk = 1 << 16
    /// Bytes `start..<end` are read and not yet consumed; the rest is room for the next read.
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var lineNumber = 0
    private(set) var bytesRead = 0

    init(descriptor: Int32, name: String = "input", maxLineLength: Int) {
        self.descriptor = descriptor
        self.name = name
        self.maxLineLength = maxLineLength
        buffer = [UInt8](repeating: 0, count: 1 << 17)
    }

    /// The next line without its line break, or nil at the end of input.
    mutating func next() throws(InputSource.OpenError) -> Line? {
        var skipped = 0
        var searched = start
        while true {
            if let newline = newline(from: searched) {
                lineNumber += 1
                let line = buffer[start..<newline]
                start = newline + 1
                if skipped > 0 { return .tooLong(length: skipped + line.count, number: lineNumber) }
                return .text(line, number: lineNumber)
            }
            if atEnd {
                guard start < end || skipped > 0 else { return nil }
                lineNumber += 1
                let line = buffer[start..<end]
                start = end
                if skipped > 0 { return .tooLong(length: skipped + line.count, number: lineNumber) }
                return .text(line, number: lineNumber)
            }
            if end - start > maxLineLength {
                skipped += end - start
                start = 0
                end = 0
            }
            searched = end - start
            try fill()
            searched += start
        }
    }

    /// What ``nextLines(upTo:)`` hands over: complete lines buffered, or one line.
    enum Lines {
        /// `count` complete lines, each with its line break, the first numbered `first`.
        case complete(ArraySlice<UInt8>, first: Int, count: Int)
        /// The next line as ``next()`` reads it, when no line is complete in the buffer.
        case single(Line)
    }

    /// Up to `limit` (at least one) of the complete lines buffered, in one slice, or when none
    /// is, the next line as ``next()`` reads it; nil at the end of input. For a caller that
    /// splits lines elsewhere (`--jobs`, whose workers split their own): here only the line
    /// breaks are found. The buffer is filled exactly where ``next()`` fills it (once no
    /// complete line is left), so a line is reported over-long here exactly when it is there.
    mutating func nextLines(upTo limit: Int) throws(InputSource.OpenError) -> Lines? {
        guard var last = newline(from: start) else { return try next().map(Lines.single) }
        var count = 1
        while count < limit, let newline = newline(from: last + 1) {
            last = newline
            count += 1
        }
        let first = lineNumber + 1
        lineNumber += count
        let lines = buffer[start...last]
        start = last + 1
        return .complete(lines, first: first, count: count)
    }

    /// Up to `count` first lines, without consuming them (the last may be unfinished at the end
    /// of input). Reading stops once `maxLineLength` bytes are buffered: `firstLineTooLong` is
    /// true when the first line alone is longer than that.
    mutating func peekLines(
        upTo count: Int
    ) throws(InputSource.OpenError) -> (
        lines: [ArraySlice<UInt8>], firstLineTooLong: Bool
    ) {
        while true {
            var lines: [ArraySlice<UInt8>] = []
            var from = start
            while lines.count < count, let newline = newline(from: from) {
                lines.append(buffer[from..<newline])
                from = newline + 1
            }
            let full = end - start > maxLineLength
            if lines.count == count || atEnd || full {
                if lines.count < count, atEnd, from < end { lines.append(buffer[from..<end]) }
                return (lines, full && lines.isEmpty)
            }
            try fill()
        }
    }

    /// Everything not yet consumed, up to `limit` bytes; `truncated` when more followed.
    mutating func readRest(limit: Int) throws(InputSource.OpenError) -> (bytes: [UInt8], truncated: Bool) {
        while !atEnd, end - start <= limit { try fill() }
        let available = end - start
        let bytes = Array(buffer[start..<(start + min(available, limit))])
        start = end
        return (bytes, available > limit)
    }

    private func newline(from index: Int) -> Int? {
        buffer.withUnsafeBytes { Self.lineBreak(in: UnsafeRawBufferPointer(rebasing: $0[..<end]), from: index) }
    }

    /// The offset of the first line break in `bytes` at or after `offset`, by `memchr`: for
    /// this reader and for the `--jobs` workers that split the lines it hands over (a generic
    /// search cost ~4 instructions a byte).
    static func lineBreak(in bytes: UnsafeRawBufferPointer, from offset: Int) -> Int? {
        guard offset >= 0, offset < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + offset, 0x0A, bytes.count - offset)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// Moves the unconsumed bytes to the front, grows the buffer if a chunk does not fit, and reads.
    private mutating func fill() throws(InputSource.OpenError) {
        let pending = end - start
        if start > 0 {
            buffer.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return }
                memmove(base, base + start, pending)
            }
            start = 0
            end = pending
        }
        if buffer.count - end < chunk {
            buffer.append(contentsOf: [UInt8](repeating: 0, count: max(buffer.count, chunk)))
        }
        var count = -1
        while count < 0 {
            count = buffer.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return 0 }
                return read(descriptor, base + end, raw.count - end)
            }
            if count < 0, errno != EINTR {
                throw InputSource.OpenError(description: "cannot read \(name): \(String(cString: strerror(errno)))")
            }
        }
        end += count
        bytesRead += count
        if count == 0 { atEnd = true }
    }
}
