/// The bytes a writer has produced, in an array kept longer than them.
///
/// JSON output is made of short runs (a quote, a key, a colon, a value of a few bytes), and
/// `Array.append(contentsOf:)` costs far more than copying such a run: it goes through the
/// generic sequence path and a `memcpy` call for each one. Here the array is grown ahead in
/// zeroed room and runs are copied into it through a pointer; ``take()`` trims the room.
/// ``write(atMost:_:)`` lets a whole token (a quoted key and its colon, an escaped string) be
/// written in one pointer session, so the array's uniqueness is checked once per token.
struct OutputBytes {
    /// `storage[0..<count]` is written; the rest is room.
    private var storage: [UInt8]
    private(set) var count: Int

    /// Room for `capacity` bytes up front (at most ``zeros``' count; more is grown as needed).
    init(capacity: Int) {
        let room = Swift.min(Swift.max(capacity, 16), Self.zeros.count)
        storage = Self.zeros.withUnsafeBufferPointer { Array(UnsafeBufferPointer(rebasing: $0.prefix(room))) }
        count = 0
    }

    /// Where room is copied from. Making zeroed room with `[UInt8](repeating:count:)` (or any
    /// initializer inlined into this module) fetches the array storage's metadata through a
    /// runtime hash lookup on every call, about 400 instructions, a sixteenth of an encode;
    /// copying from a buffer runs the standard library's own specialization, which does not.
    private static let zeros = [UInt8](repeating: 0, count: 256)

    /// Continues `bytes`: what is appended comes after them.
    init(continuing bytes: [UInt8]) {
        storage = bytes
        count = bytes.count
    }

    /// The written bytes, as an array of exactly them; the buffer is empty afterwards.
    mutating func take() -> [UInt8] {
        storage.removeSubrange(count...)
        count = 0
        var taken: [UInt8] = []
        swap(&taken, &storage)
        return taken
    }

    func withWritten<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        makeRoom(1)
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        let length = run.count
        guard length > 0, let source = run.baseAddress else { return }
        makeRoom(length)
        let start = count
        storage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            ByteRuns.copy(source, to: base + start, count: length)
        }
        count = start + length
    }

    /// Makes room for `maxLength` bytes and lets `body` write at most that many at the
    /// pointer it is given; `body` returns how many it wrote.
    @inline(__always)
    mutating func write(atMost maxLength: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        makeRoom(maxLength)
        let start = count
        let written = storage.withUnsafeMutableBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return body(base + start)
        }
        count = start + Swift.min(Swift.max(written, 0), maxLength)
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(utf8 text: String) {
        text.withBorrowedUTF8 { append($0) }
    }

    @inline(__always)
    private mutating func makeRoom(_ length: Int) {
        if storage.count - count < length { grow(length) }
    }

    /// Adds room for `length` bytes and a little more. The array's own capacity grows
    /// geometrically, so appends stay amortised O(1); zeroing only what is added keeps a
    /// large buffer that is continued (``init(continuing:)``) cheap to write a little into.
    private mutating func grow(_ length: Int) {
        var missing = Swift.max(length, 64)
        Self.zeros.withUnsafeBufferPointer { zeros in
            while missing > 0 {
                let run = Swift.min(missing, zeros.count)
                storage.append(contentsOf: UnsafeBufferPointer(rebasing: zeros.prefix(run)))
                missing -= run
            }
        }
    }
}
