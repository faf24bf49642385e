/// Finds repeated keys in one object when it closes. RFC 8259 leaves their meaning open and
/// receivers disagree (most keep the last value, Android's org.json throws), so each repeat is
/// a warning rather than a failure of the text.
enum JSONDuplicateKeys {
    /// Objects up to this size are checked pair by pair; larger ones through a hash table, so
    /// a hostile object of thousands of keys costs linear time.
    private static let pairwiseLimit = 16

    /// Each key that repeats an earlier one of the object, as (earlier, later) tape indices.
    static func repeats(object: Int, in tape: JSONTape, bytes base: UnsafePointer<UInt8>) -> [(first: Int, again: Int)]
    {
        var keys: [Int] = []
        keys.reserveCapacity(Int(tape.entries[object].length))
        var index = object + 1
        let end = Int(tape.entries[object].end)
        while index + 1 < end {
            keys.append(index)
            index = Int(tape.entries[index + 1].end)
        }
        var repeats: [(first: Int, again: Int)] = []
        if keys.count <= pairwiseLimit {
            for later in 1..<keys.count {
                for earlier in 0..<later where sameKey(tape.entries[keys[earlier]], tape.entries[keys[later]], base) {
                    repeats.append((keys[earlier], keys[later]))
                    break
                }
            }
        } else {
            var seen: [[UInt8]: Int] = [:]
            for key in keys {
                let bytes = decodedBytes(tape.entries[key], base)
                if let first = seen[bytes] {
                    repeats.append((first, key))
                } else {
                    seen[bytes] = key
                }
            }
        }
        return repeats
    }

    /// The warnings for `repeats` of the object at `path`.
    static func report(
        _ repeats: [(first: Int, again: Int)],
        in tape: inout JSONTape,
        bytes base: UnsafePointer<UInt8>,
        path: JSONPath
    ) {
        for (first, again) in repeats {
            let name = JSONStringDecoding.decode(tape.entries[again], in: base)
            tape.warnings.append(
                Diagnostic(
                    .jsonDuplicateKey,
                    path: path.appending(key: name),
                    offset: Int(tape.entries[again].offset),
                    message: "key \(JSONWriter.quoted(name, style: .compact)) appears again (first at byte "
                        + "\(tape.entries[first].offset)); receivers disagree on which value wins"
                )
            )
        }
    }

    private static func sameKey(_ a: JSONTape.Entry, _ b: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> Bool {
        if a.flags & JSONTape.hasEscapes == 0, b.flags & JSONTape.hasEscapes == 0 {
            guard a.length == b.length else { return false }
            let left = JSONStringDecoding.rawBytes(a, in: base)
            let right = JSONStringDecoding.rawBytes(b, in: base)
            return left.elementsEqual(right)
        }
        return decodedBytes(a, base) == decodedBytes(b, base)
    }

    private static func decodedBytes(_ entry: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> [UInt8] {
        let raw = JSONStringDecoding.rawBytes(entry, in: base)
        if entry.flags & JSONTape.hasEscapes == 0 {
            return Array(raw)
        }
        return JSONStringDecoding.unescape(raw)
    }
}
