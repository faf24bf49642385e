/// The unread bytes of a stream fed in pieces: a parser looks at the front, consumes what it
/// has read, and can skip bytes it does not need before they arrive, so a skipped audio tag
/// or media box is never copied. A piece is read in place while nothing is held from the one
/// before; only what a parser leaves unread at its end is copied, to wait for the next piece.
struct StreamBuffer {
    private var bytes: [UInt8] = []
    private var head = 0
    /// The piece being read in place, during `borrow`…`settle`.
    private var piece: UnsafeRawBufferPointer?
    private var pieceHead = 0
    /// Stream offset of the next unread byte.
    private(set) var offset = 0
    /// Bytes still to drop from the next pieces.
    private(set) var skipping = 0

    var available: Int {
        if let piece { return piece.count - pieceHead }
        return bytes.count - head
    }

    /// Takes the next piece: read in place when nothing is held, appended otherwise.
    /// `settle()` must follow before the piece's memory goes away.
    mutating func borrow(_ input: UnsafeRawBufferPointer) {
        var input = input
        if skipping > 0 {
            let dropped = min(skipping, input.count)
            skipping -= dropped
            input = UnsafeRawBufferPointer(rebasing: input[dropped...])
        }
        if head == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            head = 0
            piece = input
            pieceHead = 0
            return
        }
        if head > 0, head * 2 >= bytes.count {
            bytes.removeFirst(head)
            head = 0
        }
        bytes.append(contentsOf: input)
    }

    /// Keeps what the parser left unread of a borrowed piece.
    mutating func settle() {
        guard let piece else { return }
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: piece[pieceHead...]))
        self.piece = nil
        pieceHead = 0
    }

    /// Consumes `count` bytes, those not yet here from the pieces to come.
    mutating func consume(_ count: Int) {
        guard count > 0 else { return }
        // Sizes come from the stream: a claim past Int.max stays there instead of trapping.
        offset = offset.addingReportingOverflow(count).overflow ? Int.max : offset + count
        let here = available
        if count > here {
            let more = count - here
            skipping = skipping.addingReportingOverflow(more).overflow ? Int.max : skipping + more
        }
        let taken = min(count, here)
        if piece != nil { pieceHead += taken } else { head += taken }
    }

    /// The byte `index` places after the next unread one (the caller checked `available`).
    subscript(index: Int) -> UInt8 {
        if let piece { return piece[pieceHead + index] }
        return bytes[head + index]
    }

    /// Calls `body` with the unread bytes.
    func withUnread<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        if let piece { return body(UnsafeRawBufferPointer(rebasing: piece[pieceHead...])) }
        return bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[head...])) }
    }

    /// A copy of `count` unread bytes from `start` (the caller checked `available`).
    func copy(_ start: Int, _ count: Int) -> [UInt8] {
        withUnread { Array($0[start..<(start + count)]) }
    }
}
