/// The unread bytes of a stream fed in pieces: a parser looks at the front, consumes what it
/// has read, and can skip bytes it does not need before they arrive, so a skipped audio tag
/// or media box is never copied.
struct StreamBuffer {
    private var bytes: [UInt8] = []
    private var head = 0
    /// Stream offset of the next unread byte.
    private(set) var offset = 0
    /// Bytes still to drop from the next pieces.
    private(set) var skipping = 0

    var available: Int { bytes.count - head }

    mutating func append(_ input: UnsafeRawBufferPointer) {
        var input = input
        if skipping > 0 {
            let dropped = min(skipping, input.count)
            skipping -= dropped
            input = UnsafeRawBufferPointer(rebasing: input[dropped...])
        }
        if head > 0, head * 2 >= bytes.count {
            bytes.removeFirst(head)
            head = 0
        }
        bytes.append(contentsOf: input)
    }

    /// Consumes `count` bytes, those not yet here from the pieces to come.
    mutating func consume(_ count: Int) {
        guard count > 0 else { return }
        offset += count
        if count <= available {
            head += count
        } else {
            skipping += count - available
            head = bytes.count
        }
    }

    /// The byte `index` places after the next unread one.
    subscript(index: Int) -> UInt8 { bytes[head + index] }

    /// Calls `body` with the unread bytes.
    func withUnread<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[head...])) }
    }

    /// A copy of `count` unread bytes from `start` (the caller checked `available`).
    func copy(_ start: Int, _ count: Int) -> [UInt8] {
        Array(bytes[(head + start)..<(head + start + count)])
    }
}
