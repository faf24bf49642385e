extension StreamedCursor {
    /// The members of the object at `position`, kept in `members` (each key, and where its
    /// value starts); returns how many. Values are stepped over by their brackets and strings
    /// alone, unchecked, at a fraction of a checked reading's cost: for a choice that holds
    /// only where the object is well formed, either read and checked already (a root
    /// member's keys, once the root is read whole) or to be read and checked next, which then
    /// misses on anything this steps over wrongly (the root, read to choose its shape before
    /// it is checked as that shape). Misses on a key written with an escape (as bytes it
    /// could spell a key it does not look like), past `members`' capacity, and where the
    /// object does not close.
    @inline(__always)
    func looseMembers(
        into members: UnsafeMutableBufferPointer<StreamedSpecCheck.Member>
    ) throws(StreamedReadMiss)
        -> Int
    {
        try looseMembers(into: members, stoppingAtContainer: false).count
    }

    /// The members ``looseMembers(into:)`` reads, up to and with the first whose value is an
    /// object or an array (`complete` false: the rest are not read). A TUI envelope's `data`,
    /// most of its bytes, comes last: a guess at its shape needs nothing past its key.
    func looseLeadingMembers(
        into members: UnsafeMutableBufferPointer<StreamedSpecCheck.Member>
    ) throws(StreamedReadMiss) -> (count: Int, complete: Bool) {
        try looseMembers(into: members, stoppingAtContainer: true)
    }

    @inline(__always)
    private func looseMembers(
        into members: UnsafeMutableBufferPointer<StreamedSpecCheck.Member>,
        stoppingAtContainer: Bool
    ) throws(StreamedReadMiss) -> (count: Int, complete: Bool) {
        var index = position
        guard index < end, base[index] == UInt8(ascii: "{") else { throw StreamedReadMiss() }
        index += 1
        var count = 0
        // Containers open inside the object, and whether the next string at its own level is
        // a key (after `{` or `,`) rather than a value (after `:`).
        var depth = 0
        var expectingKey = true
        while index < end {
            switch base[index] {
            case UInt8(ascii: "\""):
                let opening = index
                index = JSONStringScan.closingQuote(base, from: index + 1, end: end)
                guard index < end else { throw StreamedReadMiss() }
                if depth == 0 && expectingKey {
                    guard JSONStringScan.nextBackslash(base, from: opening + 1, end: index) == index,
                        count < members.count
                    else { throw StreamedReadMiss() }
                    let key = JSONTape.Entry(
                        kind: .string,
                        flags: 0,
                        offset: UInt32(truncatingIfNeeded: opening),
                        length: UInt32(truncatingIfNeeded: index - opening - 1),
                        end: 0
                    )
                    members[count] = StreamedSpecCheck.Member(key: key, valueStart: valueStart(after: index + 1))
                    count += 1
                    expectingKey = false
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if stoppingAtContainer && depth == 0 { return (count, false) }
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return (count, true) }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { expectingKey = true }
            default:
                break
            }
            index += 1
        }
        throw StreamedReadMiss()
    }

    /// The bytes of the first key of the object at `position`, when it is written without
    /// escapes; nil for an empty object, a key with an escape, and anything not an object.
    /// Unchecked, as ``looseMembers(into:)`` reads: for a choice the checked reading then
    /// confirms or misses on.
    func looseFirstKey() -> UnsafeBufferPointer<UInt8>? {
        var index = position
        guard index < end, base[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        while index < end, JSONWhitespace.contains(base[index]) { index += 1 }
        guard let key = JSONStringScan.plainString(base, at: index, end: end) else { return nil }
        return UnsafeBufferPointer(start: base + key.lowerBound, count: key.count)
    }

    /// Where the value after a key ending before `index` starts: past whitespace, a colon and
    /// whitespace (`end` when there is no colon; the value then reads as absent).
    private func valueStart(after index: Int) -> Int {
        var index = index
        while index < end, JSONWhitespace.contains(base[index]) { index += 1 }
        guard index < end, base[index] == UInt8(ascii: ":") else { return end }
        index += 1
        while index < end, JSONWhitespace.contains(base[index]) { index += 1 }
        return index
    }
}
