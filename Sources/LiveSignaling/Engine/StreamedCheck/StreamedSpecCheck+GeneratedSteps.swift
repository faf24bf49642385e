/// The streamed check's reading of the members a writer put in the declared order, as nearly
/// every writer does (``CompiledSpec/Object/readsInOrder``): each object's reader is generated
/// from its spec (Engine/Generated/InOrderReaders.swift) in the steps below. Each key is matched
/// where it is expected and its value checked, without the general loop's bookkeeping for
/// repeated, undeclared and reordered keys, aliases, notes and nulls. A member a variant
/// chooses the spec of comes after its selectors in that order, so its case is known where it
/// is read. The first member that is not in order, or whose selector is not read, is handed to
/// the general loop (``checkObject(_:_:_:_:_:marking:)``) with the state the loop keeps (the
/// members kept, the places present, the next place, the marks counted), and the loop goes on
/// as if it had read the members before it itself: each step does what the loop does for a
/// member at the same point. Only the key, place, marks and value's kind and spec are
/// constants in a reader.
extension StreamedSpecCheck {
    /// How far a generated reader read an object.
    enum InOrderReading {
        /// The whole object, closed.
        case closed
        /// Up to a member it does not take, the cursor at its key (after the object's opening
        /// bracket and `itemsRead` members; nil: the object is not opened yet).
        case handedOver(itemsRead: Int?)
    }

    /// Opens the object at the cursor; false when it is `{}`, then closed.
    @inline(__always)
    static func openInOrder(_ cursor: inout StreamedCursor) throws(StreamedReadMiss) -> Bool {
        try cursor.open(UInt8(ascii: "{"))
        cursor.skipWhitespace()
        guard cursor.byte(at: cursor.position) == UInt8(ascii: "}") else { return true }
        try cursor.close(UInt8(ascii: "}"))
        return false
    }

    /// The key `key` at the cursor, its colon passed; nil when another key is there, or when
    /// its value is `null` (the general loop's: the cursor is put back at the key).
    @inline(__always)
    static func inOrderKey(
        _ key: StaticString,
        _ cursor: inout StreamedCursor
    ) throws(StreamedReadMiss) -> JSONTape.Entry? {
        let start = cursor.position
        guard let entry = cursor.key(spelled: key.utf8Start, count: key.utf8CodeUnitCount) else { return nil }
        try cursor.colon()
        guard cursor.byte(at: cursor.position) != UInt8(ascii: "n") else {
            cursor.position = start
            return nil
        }
        return entry
    }

    /// Takes the member whose key was read, at its `place` in the declaration: kept, its place
    /// marked present and `next` set past it; `items` counts it. (A reader hands an object with
    /// more declared members than the limit on a container's items to the loop before it opens
    /// it, so that the count needs no test here.)
    @inline(__always)
    static func takeInOrder(
        _ key: JSONTape.Entry,
        place: Int,
        _ cursor: StreamedCursor,
        _ members: UnsafeMutableBufferPointer<Member>,
        count: inout Int,
        present: inout UInt64,
        next: inout Int,
        items: inout Int
    ) throws(StreamedReadMiss) {
        items += 1
        try keep(key, at: cursor.position, in: members, count: &count)
        present |= 1 << UInt64(place)
        next = place + 1
    }

    /// After a member's value: true at a comma, the cursor at the next key; false when the
    /// object closes (closed).
    @inline(__always)
    static func nextInOrder(_ cursor: inout StreamedCursor) throws(StreamedReadMiss) -> Bool {
        cursor.skipWhitespace()
        guard cursor.byte(at: cursor.position) == UInt8(ascii: ",") else {
            try cursor.close(UInt8(ascii: "}"))
            return false
        }
        cursor.position += 1
        cursor.skipWhitespace()
        return true
    }

    /// A member whose spec a variant chooses, at `place` in the object, its selectors read (the
    /// members kept before it): its case chosen as the loop chooses it, and the member checked
    /// once, where it lies. For a selector a reader does not test itself (one that may be
    /// absent, or of another kind than a string or an integer).
    @inline(never)
    static func checkChosenInOrder(
        at place: Int,
        of spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor,
        _ members: UnsafeMutableBufferPointer<Member>,
        count: Int,
        lastSelector: inout Selectors.LastRead,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        let read = UnsafeBufferPointer(rebasing: members[..<(count - 1)])
        var selectors = Selectors(read: read, cursor: cursor, depth: cursor.depth, last: lastSelector)
        let chosen = try selectors.choice(for: place, in: spec, tables)
        lastSelector = selectors.last
        try checkMember(tables.pointee.members[Int(spec.firstMember) + place], choice: chosen, tables, &cursor, &found)
    }

    /// Whether the string `entry` (written without escapes) spells `text`: a generated reader's
    /// test of a selector's value against one of a case's strings.
    @inline(__always)
    static func spelled(_ entry: JSONTape.Entry, _ text: StaticString, _ base: UnsafePointer<UInt8>) -> Bool {
        Int(entry.length) == text.utf8CodeUnitCount
            && WireKeyMatching.memoryEqual(base + Int(entry.offset) + 1, text.utf8Start, text.utf8CodeUnitCount)
    }
}
