#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor line by line in fixed-size chunks, so a capture of any size is read
/// in bounded memory. A line longer than `maxLineLength` is not buffered: it is reported as
/// over-long and skipped to its end.
struct LineReader {
    enum Line {
        case text(ArraySlice<UInt8>, number: Int)
        case tooLong(length: Int, number: Int)
    }

    private let descriptor: Int32
    private let maxLineLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var lineNumber = 0
    private(set) var bytesRead = 0

    init(descriptor: Int32, maxLineLength: Int) {
        self.descriptor = descriptor
        self.maxLineLength = maxLineLength
        buffer.reserveCapacity(1 << 16)
    }

    /// The next line without its line break, or nil at the end of input.
    mutating func next() throws(InputSource.OpenError) -> Line? {
        var skipped = 0
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                let line = buffer[start..<newline]
                start = newline + 1
                if skipped > 0 { return .tooLong(length: skipped + line.count, number: lineNumber) }
                return .text(line, number: lineNumber)
            }
            if atEnd {
                guard start < buffer.count || skipped > 0 else { return nil }
                lineNumber += 1
                let line = buffer[start...]
                start = buffer.count
                if skipped > 0 { return .tooLong(length: skipped + line.count, number: lineNumber) }
                return .text(line, number: lineNumber)
            }
            if buffer.count - start > maxLineLength {
                skipped += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            try fill()
        }
    }

    private mutating func fill() throws(InputSource.OpenError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let chunk = 1 << 16
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var count = -1
        while count < 0 {
            count = buffer.withUnsafeMutableBytes { space in
                guard let base = space.baseAddress else { return 0 }
                return read(descriptor, base + old, chunk)
            }
            if count < 0, errno != EINTR {
                buffer.removeSubrange(old...)
                throw InputSource.OpenError(description: "read failed: \(String(cString: strerror(errno)))")
            }
        }
        buffer.removeSubrange((old + count)...)
        bytesRead += count
        if count == 0 { atEnd = true }
    }
}
