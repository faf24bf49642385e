import ValidationReports

/// Collects output and writes it in 64 KiB blocks: a million-line capture should cost a few
/// thousand system calls, not a million. Flushed before the process ends. Made with
/// ``init(collecting:)`` it keeps what is written instead, for a worker of `--jobs` whose
/// reports are written in input order by another.
final class BufferedOutput {
    private let terminal: Terminal?
    private let blockSize = 1 << 16
    /// A block and as much again, so a line of up to a block always fits after a flush.
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// What a collecting output has flushed.
    private var collected: [UInt8] = []

    init(_ terminal: Terminal) {
        self.terminal = terminal
        buffer = .allocate(capacity: blockSize * 2)
    }

    init(collecting: Void) {
        terminal = nil
        buffer = .allocate(capacity: blockSize * 2)
    }

    /// Bytes written so far by a collecting output.
    var written: Int { collected.count + count }

    /// Everything a collecting output was given, which it then forgets.
    func takeCollected() -> [UInt8] {
        flush()
        defer { collected = [] }
        return collected
    }

    deinit { buffer.deallocate() }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    func write(bytes: UnsafeRawBufferPointer) {
        if bytes.count > buffer.count - count {
            flush()
            if bytes.count > buffer.count {
                if let terminal { terminal.write(bytes: bytes) } else { collected.append(contentsOf: bytes) }
                return
            }
        }
        UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])).copyMemory(from: bytes)
        count += bytes.count
        if count >= blockSize { flush() }
    }

    /// Lets `body` write one line straight into the block. A line longer than the room left
    /// (more than a block) is rendered again into room of its own, so `body` must only write.
    func writeLine(_ body: (inout LineWriter) -> Void) {
        var writer = beginLine()
        body(&writer)
        if !endLine(writer) {
            LineWriter.collect(room: roomForLongLine, body).withUnsafeBytes { write(bytes: $0) }
        }
    }

    /// A writer into the room left in the block, for one line; `endLine` keeps what it wrote.
    /// (``writeLine(_:)`` does both around a closure, which copies whatever it captures.)
    func beginLine() -> LineWriter {
        LineWriter(UnsafeMutableBufferPointer(rebasing: buffer[count...]))
    }

    /// Keeps the line `writer` wrote and returns true; false when it did not fit, and the
    /// caller renders it again (``LineWriter/collect(room:_:)`` from ``roomForLongLine``) and
    /// writes it with ``write(bytes:)``.
    func endLine(_ writer: LineWriter) -> Bool {
        guard !writer.overflowed else { return false }
        count += writer.count
        if count >= blockSize { flush() }
        return true
    }

    /// Where to start rendering a line that did not fit in the room left (at least a block).
    var roomForLongLine: Int { 2 * (buffer.count - count) }

    func flush() {
        let block = UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
        if let terminal { terminal.write(bytes: block) } else { collected.append(contentsOf: block) }
        count = 0
    }
}
