// Reading the streamed subset's containers, stepping over values, and comparing keys.

extension StreamedSpecCheck {
    /// Reads an object's members, handing each key (the cursor at its value) to `member`,
    /// which must read the value.
    static func readMembers(
        _ cursor: inout StreamedCursor,
        _ member: (inout StreamedCursor, JSONTape.Entry) throws(StreamedReadMiss) -> Void
    ) throws(StreamedReadMiss) {
        try readItems(&cursor, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) { cursor throws(StreamedReadMiss) in
            let key = try cursor.string()
            try cursor.colon()
            try member(&cursor, key)
        }
    }

    static func readElements(
        _ cursor: inout StreamedCursor,
        _ element: (inout StreamedCursor) throws(StreamedReadMiss) -> Void
    ) throws(StreamedReadMiss) {
        try readItems(&cursor, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), element)
    }

    /// Reads a container's items, each by `item`, between its brackets and commas, held to
    /// the reader's limit on a container's size. Inlined into each reader of members or
    /// elements, as it was before whitespace made it larger (called, ~250 instructions a line).
    /// `resuming`: the count of items another reader read already, the cursor at the next
    /// (nil: the container is opened here).
    @inline(__always)
    static func readItems(
        _ cursor: inout StreamedCursor,
        open: UInt8,
        close: UInt8,
        resuming itemsRead: Int? = nil,
        _ item: (inout StreamedCursor) throws(StreamedReadMiss) -> Void
    ) throws(StreamedReadMiss) {
        if itemsRead == nil {
            try cursor.open(open)
            cursor.skipWhitespace()
            if cursor.byte(at: cursor.position) == close {
                try cursor.close(close)
                return
            }
        }
        var count = itemsRead ?? 0
        while true {
            count += 1
            try StreamedReadMiss.unless(count <= cursor.options.maxContainerSize)
            try item(&cursor)
            cursor.skipWhitespace()
            guard cursor.byte(at: cursor.position) == UInt8(ascii: ",") else { break }
            cursor.position += 1
            cursor.skipWhitespace()
        }
        try cursor.close(close)
    }

    /// Steps over any value of the subset (a value the spec leaves open: `any`, an undeclared
    /// member). The keys of each object stepped over are compared too: the scanner warns of
    /// a repeated key anywhere in a document, so a message with one must miss here.
    static func skipValue(_ cursor: inout StreamedCursor) throws(StreamedReadMiss) {
        switch cursor.kind(at: cursor.position) {
        case .string?: _ = try cursor.string()
        case .number?: _ = try cursor.numberLexeme()
        case .true?, .false?: _ = try cursor.bool()
        case .null?: try skipNull(&cursor)
        case .array?: try readElements(&cursor) { cursor throws(StreamedReadMiss) in try skipValue(&cursor) }
        case .object?:
            let outcome = withUnsafeTemporaryAllocation(of: Member.self, capacity: maxMembers) {
                members -> Result<Void, StreamedReadMiss> in
                Result { () throws(StreamedReadMiss) in _ = try skipObject(&cursor, keeping: members) }
            }
            try outcome.get()
        case nil: throw StreamedReadMiss()
        }
    }

    static func skipNull(_ cursor: inout StreamedCursor) throws(StreamedReadMiss) {
        for byte in "null".utf8 { try cursor.expect(byte) }
    }

    // MARK: Keys

    /// Whether two of the keys (none with escapes) are the same.
    static func hasRepeats(_ members: UnsafeBufferPointer<Member>, _ base: UnsafePointer<UInt8>) -> Bool {
        hasRepeats(members, among: ~0, base)
    }

    /// Whether two of the members at the places `among` marks (bit n for `members[n]`; every
    /// place past 64) have the same key. Past a few members, each key's fingerprint and
    /// length are compared with the earlier ones' first, and its bytes only where both agree:
    /// an object of the sender's own keys of one length (PK room attributes beside
    /// `pk_users`: `k00`, `k01`, ...) cost a byte compare for every pair (~6,000 instructions
    /// for 17 keys). A few are compared pair by pair, where taking fingerprints cost more.
    static func hasRepeats(
        _ members: UnsafeBufferPointer<Member>,
        among: UInt64,
        _ base: UnsafePointer<UInt8>
    ) -> Bool {
        guard members.count > 8 else {
            for later in members.indices where among & (1 << UInt64(later)) != 0 {
                for earlier in 0..<later where among & (1 << UInt64(earlier)) != 0 {
                    if sameKey(members[earlier].key, members[later].key, base) { return true }
                }
            }
            return false
        }
        typealias Seen = (print: UInt64, length: UInt32, place: Int)
        return withUnsafeTemporaryAllocation(of: Seen.self, capacity: members.count) { earlier in
            var count = 0
            for place in members.indices where place >= 64 || among & (1 << UInt64(place)) != 0 {
                let key = members[place].key
                let text = base + Int(key.offset) + 1
                let print = key.length == 0 ? 0 : RootKeys.fingerprint(text, count: Int(key.length))
                for seen in earlier[..<count] where seen.print == print && seen.length == key.length {
                    if sameKey(members[seen.place].key, key, base) { return true }
                }
                earlier[count] = (print, key.length, place)
                count += 1
            }
            return false
        }
    }

    /// Whether two keys read (neither with escapes) are the same, compared as bytes.
    @inline(__always)
    static func sameKey(_ a: JSONTape.Entry, _ b: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> Bool {
        a.length == b.length
            && WireKeyMatching.memoryEqual(base + Int(a.offset) + 1, base + Int(b.offset) + 1, Int(a.length))
    }

    /// Whether a key read (without escapes) spells `channel` or `payload`, the two keys that
    /// make a capture line an envelope.
    static func isEnvelopeKey(_ key: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> Bool {
        let channel: StaticString = "channel"
        let payload: StaticString = "payload"
        let count = Int(key.length)
        let start = base + Int(key.offset) + 1
        return count == channel.utf8CodeUnitCount
            && (WireKeyMatching.memoryEqual(start, channel.utf8Start, count)
                || WireKeyMatching.memoryEqual(start, payload.utf8Start, count))
    }

    /// Whether one of the members read (none with an escaped key) has the key at `range`.
    @inline(__always)
    static func hasKey(
        _ range: CompiledSpec.ByteRange,
        _ members: UnsafeBufferPointer<Member>,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>
    ) -> Bool {
        member(range, in: members, tables, base) != nil
    }

    /// The first of the members read (none with an escaped key) whose key is the one at
    /// `range`: the only one wherever the check passes, as a checked reading holds a repeated
    /// key's last copy alone (or misses on it).
    @inline(__always)
    static func member(
        _ range: CompiledSpec.ByteRange,
        in members: UnsafeBufferPointer<Member>,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>
    ) -> Member? {
        members.first { spellsKey(range, $0.key, tables, base) }
    }

    /// Whether one of the members read has the key `name`.
    static func hasKey(
        _ name: String,
        _ members: UnsafeBufferPointer<Member>,
        _ base: UnsafePointer<UInt8>
    ) -> Bool {
        members.contains { spells($0.key, name, base) }
    }

    /// Whether the string entry spells `name`.
    static func spells(_ entry: JSONTape.Entry, _ name: String, _ base: UnsafePointer<UInt8>) -> Bool {
        WireKeyMatching.matches(entry, name, base)
    }
}
