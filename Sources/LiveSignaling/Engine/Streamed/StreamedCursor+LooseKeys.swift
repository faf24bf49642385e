extension StreamedCursor {
    /// The keys of the object at `position`, kept in `keys` (their values' starts left 0);
    /// returns how many. For an object read and checked already (a root member, once the
    /// root is read whole): its values are stepped over by their brackets and strings alone,
    /// at a fraction of a checked reading's cost (a shape's refinement read a TUILiveKit
    /// envelope's `data` so for ~2,500 instructions). Misses on a key written with an escape
    /// (as bytes it could spell a key it does not look like), past `keys`' capacity, and
    /// where the object does not close.
    func looseKeys(into keys: UnsafeMutableBufferPointer<StreamedSpecCheck.Member>) throws(StreamedReadMiss) -> Int {
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
                index = JSONStringScan.nextQuoteOrBackslash(base, from: index + 1, end: end)
                if depth == 0 && expectingKey {
                    guard index < end, base[index] == UInt8(ascii: "\""), count < keys.count else {
                        throw StreamedReadMiss()
                    }
                    let key = JSONTape.Entry(
                        kind: .string,
                        flags: 0,
                        offset: UInt32(truncatingIfNeeded: opening),
                        length: UInt32(truncatingIfNeeded: index - opening - 1),
                        end: 0
                    )
                    keys[count] = StreamedSpecCheck.Member(key: key, valueStart: 0)
                    count += 1
                    expectingKey = false
                }
                // Past each escape to the closing quote.
                while index < end, base[index] == UInt8(ascii: "\\") {
                    index = JSONStringScan.nextQuoteOrBackslash(base, from: index + 2, end: end)
                }
                guard index < end else { throw StreamedReadMiss() }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return count }
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
}
