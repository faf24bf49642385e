/// The unread bytes of a stream fed in pieces: a parser looks at the front, consumes what it
/// has read, and can skip bytes it does not need before they arrive, so a skipped audio tag
/// or media box is never copied.
///
/// A piece is read in place while nothing is held from the one before. When a record (a TS
/// packet, an FLV tag, a sample) straddles two pieces, only that record is copied: the held
/// bytes are topped up from the new piece by what the parser said it needs (``has(_:)``),
/// and once they are read the rest of the piece is read in place again. Copying the whole
/// piece instead, as this did first, copied every byte of a file that is not a whole number
/// of records per piece (a fifth of `sei extract`'s instructions on an MPEG-TS file).
struct StreamBuffer {
    private var bytes: [UInt8] = []
    private var head = 0
    /// The piece being read in place, during `borrow`…`settle`.
    private var piece: UnsafeRawBufferPointer?
    private var pieceHead = 0
    /// What is left of the borrowed piece while held bytes are read first.
    private var rest: UnsafeRawBufferPointer?
    /// Unread bytes the parser last asked for and did not have (0: it did not say).
    private var wanted = 0
    /// Stream offset of the next unread byte.
    private(set) var offset = 0
    /// Bytes still to drop from the next pieces.
    private(set) var skipping = 0

    var available: Int {
        if let piece { return piece.count - pieceHead }
        return bytes.count - head
    }

    /// Whether `count` unread bytes are here; when not, remembers that the parser needs them,
    /// so ``bridge()`` brings exactly that many from the piece.
    mutating func has(_ count: Int) -> Bool {
        if available >= count { return true }
        wanted = count
        return false
    }

    /// Takes the next piece: read in place when nothing is held, else held bytes go first.
    /// The parser runs again after each ``bridge()`` that returns true, and ``settle()``
    /// must follow before the piece's memory goes away.
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
            wanted = 0
            return
        }
        // The held bytes are what the parser stopped at, and `wanted` is what it asked for then.
        rest = input
        _ = bridge()
    }

    /// Held bytes are topped up by at least this much. A parser skipping noise a byte at a
    /// time (FLV and TS resynchronising) asks for one more byte after each, and was given
    /// one byte per round for the rest of the piece; a few KiB more copied per straddling
    /// record bounds that to a round per 4 KiB.
    static let minimumTopUp = 4096

    /// Moves on after the parser stopped: reads the rest of the piece in place once the held
    /// bytes are read, or tops the held bytes up by what the parser asked for (all of the
    /// rest when it did not say), and by at least ``minimumTopUp``. False when the piece is
    /// used up.
    mutating func bridge() -> Bool {
        guard let input = rest, !input.isEmpty else {
            rest = nil
            return false
        }
        if piece == nil, head == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            head = 0
            piece = input
            pieceHead = 0
            rest = nil
            wanted = 0
            return true
        }
        if head > 0, head * 2 >= bytes.count {
            bytes.removeFirst(head)
            head = 0
        }
        let missing = wanted > available ? wanted - available : input.count
        let moved = min(max(missing, Self.minimumTopUp), input.count)
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[..<moved]))
        rest = UnsafeRawBufferPointer(rebasing: input[moved...])
        wanted = 0
        return true
    }

    /// Keeps what the parser left unread of a borrowed piece.
    mutating func settle() {
        if let piece {
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: piece[pieceHead...]))
            self.piece = nil
            pieceHead = 0
        }
        if let rest {
            bytes.append(contentsOf: rest)
            self.rest = nil
        }
    }

    /// Consumes `count` bytes, those not yet here from the rest of the piece and then from
    /// the pieces to come.
    mutating func consume(_ count: Int) {
        guard count > 0 else { return }
        // Sizes come from the stream: a claim past Int.max stays there instead of trapping.
        offset = offset.addingReportingOverflow(count).overflow ? Int.max : offset + count
        let here = available
        let taken = min(count, here)
        if piece != nil { pieceHead += taken } else { head += taken }
        guard count > here else { return }
        var more = count - here
        if let input = rest {
            let dropped = min(more, input.count)
            rest = UnsafeRawBufferPointer(rebasing: input[dropped...])
            more -= dropped
        }
        if more > 0 {
            skipping = skipping.addingReportingOverflow(more).overflow ? Int.max : skipping + more
        }
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
