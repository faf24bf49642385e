/// The steps the generated in-order readers (Engine/Generated/InOrderReaders.swift) are
/// written in. Each does what ``readInOrder(_:_:_:_:level:count:present:next:_:marking:)``
/// does at the same point of its loop, so that a generated reader reads an object exactly as
/// that loop does, leaving the same state to the general loop when it hands over; only the
/// member's key, place, marks and value's kind and spec are constants in it.
extension StreamedSpecCheck {
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
    /// marked present and `next` set past it; `items` counts it, held to the container limit.
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
        try StreamedReadMiss.unless(items <= cursor.options.maxContainerSize)
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

    /// A member whose spec a variant chooses, at `place` in the object (its selectors read):
    /// checked with its case, as the loop checks it.
    @inline(__always)
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
        try checkChosen(
            tables.pointee.members[Int(spec.firstMember) + place],
            at: place,
            of: spec,
            tables,
            &cursor,
            after: UnsafeBufferPointer(rebasing: members[..<(count - 1)]),
            lastSelector: &lastSelector,
            &found
        )
    }

    /// Whether the string `entry` (written without escapes) spells `text`: a generated reader's
    /// test of a selector's value against one of a case's strings.
    @inline(__always)
    static func spelled(_ entry: JSONTape.Entry, _ text: StaticString, _ base: UnsafePointer<UInt8>) -> Bool {
        Int(entry.length) == text.utf8CodeUnitCount
            && WireKeyMatching.memoryEqual(base + Int(entry.offset) + 1, text.utf8Start, text.utf8CodeUnitCount)
    }
}
