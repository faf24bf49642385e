/// The streamed check's reading of the members a writer put in the declared order, as nearly
/// every writer does: each key is matched where it is expected and its value checked, without
/// the general loop's bookkeeping for repeated, undeclared and reordered keys, variants,
/// aliases, notes and nulls (``CompiledSpec/Object/readsInOrder``). The first member that is
/// not in order is handed to the general loop (``checkObject(_:_:_:_:_:marking:)``), which
/// goes on from there as if it had read the members before it itself.
extension StreamedSpecCheck {
    /// How far ``readInOrder(_:_:_:_:level:count:present:next:_:marking:)`` read an object.
    enum InOrderReading {
        /// The whole object, closed.
        case closed
        /// Up to a member it does not take, the cursor at its key (after the object's opening
        /// bracket and `itemsRead` members; nil: the object is not opened yet).
        case handedOver(itemsRead: Int?)
    }

    /// The members of the object at the cursor that come in the declared order (an optional
    /// one may be left out), none `null`, read as the general loop of
    /// ``checkObject(_:_:_:_:_:marking:)`` reads them and with the same state: each kept in
    /// `members` (`count`), its place set in `present` and `next` set past it, its findings
    /// made at the trail's `level`, its key's marks counted in `choice`. Misses where that
    /// loop misses.
    static func readInOrder(
        _ spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor,
        _ members: UnsafeMutableBufferPointer<Member>,
        level: Int,
        count: inout Int,
        present: inout UInt64,
        next: inout Int,
        _ found: inout Found,
        marking choice: inout FamilyForm.PlainChoice
    ) throws(StreamedReadMiss) -> InOrderReading {
        guard let keys = tables.pointee.bytes.baseAddress else { return .handedOver(itemsRead: nil) }
        let declared = UnsafeBufferPointer(
            rebasing: tables.pointee.members[Int(spec.firstMember)..<Int(spec.firstMember + spec.memberCount)]
        )
        try cursor.open(UInt8(ascii: "{"))
        cursor.skipWhitespace()
        if cursor.byte(at: cursor.position) == UInt8(ascii: "}") {
            try cursor.close(UInt8(ascii: "}"))
            return .closed
        }
        var itemsRead = 0
        while true {
            let keyStart = cursor.position
            // The member expected here, or a later one after optional members left out.
            var place = next
            var key: JSONTape.Entry?
            while place < declared.count {
                let member = declared[place]
                key = cursor.key(spelled: keys + Int(member.key.start), count: Int(member.key.count))
                if key != nil || member.isRequired { break }
                place += 1
            }
            guard let key, place < declared.count else { return .handedOver(itemsRead: itemsRead) }
            try cursor.colon()
            // A null is the general loop's: it may be a finding, or count as absent.
            guard cursor.byte(at: cursor.position) != UInt8(ascii: "n") else {
                cursor.position = keyStart
                return .handedOver(itemsRead: itemsRead)
            }
            itemsRead += 1
            try StreamedReadMiss.unless(itemsRead <= cursor.options.maxContainerSize)
            try keep(key, at: cursor.position, in: members, count: &count)
            let member = declared[place]
            present |= 1 << UInt64(place)
            next = place + 1
            choice.count(member.markedForms)
            let value = tables.pointee.values[Int(member.value)]
            if value.kind == .boolean {
                _ = try cursor.bool()
            } else {
                found.trail[level] = found.key(key)
                switch value.kind {
                case .string: try checkString(value, try cursor.string(), tables, cursor.base, &found)
                case .integer: try checkInteger(value, tables, &cursor, &found)
                default: try checkValue(member.value, tables, &cursor, &found)
                }
            }
            cursor.skipWhitespace()
            guard cursor.byte(at: cursor.position) == UInt8(ascii: ",") else { break }
            cursor.position += 1
            cursor.skipWhitespace()
        }
        try cursor.close(UInt8(ascii: "}"))
        return .closed
    }
}
