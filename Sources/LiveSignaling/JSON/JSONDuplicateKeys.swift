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
        tape.entries.withUnsafeBufferPointer { entries in
            guard Int(entries[object].length) > 1 else { return [] }
            return Int(entries[object].length) <= pairwiseLimit
                ? pairwiseRepeats(object: object, entries, base) : hashedRepeats(object: object, entries, base)
        }
    }

    /// Walks the members in place: no allocation unless a key repeats, which is the rule.
    private static func pairwiseRepeats(
        object: Int,
        _ entries: UnsafeBufferPointer<JSONTape.Entry>,
        _ base: UnsafePointer<UInt8>
    ) -> [(first: Int, again: Int)] {
        var repeats: [(first: Int, again: Int)] = []
        let end = Int(entries[object].end)
        let firstKey = object + 1
        var later = Int(entries[firstKey + 1].end)
        while later + 1 < end {
            var earlier = firstKey
            while earlier < later {
                if sameKey(entries[earlier], entries[later], base) {
                    repeats.append((earlier, later))
                    break
                }
                earlier = Int(entries[earlier + 1].end)
            }
            later = Int(entries[later + 1].end)
        }
        return repeats
    }

    /// An open-addressed table of tape indices, twice the member count, held for this call
    /// only. Keys are hashed by the standard library's seeded hasher over their decoded bytes,
    /// so no key is copied and crafted collisions cannot be aimed at it. (A dictionary keyed by
    /// each key's bytes as an array allocated per key: ~2,000 instructions a member.)
    private static func hashedRepeats(
        object: Int,
        _ entries: UnsafeBufferPointer<JSONTape.Entry>,
        _ base: UnsafePointer<UInt8>
    ) -> [(first: Int, again: Int)] {
        var capacity = 64
        while capacity < 2 * Int(entries[object].length) { capacity <<= 1 }
        let mask = capacity - 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { slots in
            slots.initialize(repeating: -1)
            var repeats: [(first: Int, again: Int)] = []
            var key = object + 1
            let end = Int(entries[object].end)
            while key + 1 < end {
                var slot = hash(entries[key], base) & mask
                while true {
                    let occupant = slots[slot]
                    if occupant < 0 {
                        slots[slot] = key
                        break
                    }
                    if sameKey(entries[occupant], entries[key], base) {
                        repeats.append((occupant, key))
                        break
                    }
                    slot = (slot + 1) & mask
                }
                key = Int(entries[key + 1].end)
            }
            return repeats
        }
    }

    /// The seeded hash of a key's decoded bytes: equal keys hash alike however they are escaped.
    private static func hash(_ entry: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> Int {
        var hasher = Hasher()
        let raw = JSONStringDecoding.rawBytes(entry, in: base)
        if entry.flags & JSONTape.hasEscapes == 0 {
            hasher.combine(bytes: UnsafeRawBufferPointer(raw))
        } else {
            JSONStringDecoding.withUnescaped(raw) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
        return hasher.finalize()
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
                warning(
                    key: name,
                    path: path.appending(key: name),
                    offset: Int(tape.entries[again].offset),
                    firstAt: Int(tape.entries[first].offset)
                )
            )
        }
    }

    /// The warning for the key `name` at `offset`, which repeats the one at `first` (both
    /// where the key's opening quote is in its document): the one statement of it, which the
    /// streamed check makes too where it takes a repeated key itself.
    static func warning(key name: String, path: JSONPath, offset: Int, firstAt first: Int) -> Diagnostic {
        Diagnostic(
            .jsonDuplicateKey,
            path: path,
            offset: offset,
            message: "key \(DiagnosticText.quoted(name)) appears again (first at byte \(first)); "
                + "receivers disagree on which value wins"
        )
    }

    private static func sameKey(_ a: JSONTape.Entry, _ b: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> Bool {
        if a.flags & JSONTape.hasEscapes == 0, b.flags & JSONTape.hasEscapes == 0 {
            guard a.length == b.length else { return false }
            return WireKeyMatching.memoryEqual(base + Int(a.offset) + 1, base + Int(b.offset) + 1, Int(a.length))
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
