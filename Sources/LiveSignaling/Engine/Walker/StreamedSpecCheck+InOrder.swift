/// The streamed check's reading of the members a writer put in the declared order, as nearly
/// every writer does: each key is matched where it is expected and its value checked, without
/// the general loop's bookkeeping for repeated, undeclared and reordered keys, aliases, notes
/// and nulls (``CompiledSpec/Object/readsInOrder``). A member a variant chooses the spec of
/// comes after its selectors in that order, so its case is known where it is read, from the
/// selector's value kept as it was read. The first member that is not in order, or whose
/// selector is not read, is handed to the general loop (``checkObject(_:_:_:_:_:marking:)``),
/// which goes on from there as if it had read the members before it itself.
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
    /// made at the trail's `level`, its key's marks counted in `choice`; each member a variant
    /// chooses the spec of checked with its case (the caller counts it checked early). Misses
    /// where that loop misses.
    @inline(__always)
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
        if spec.chosen == 0 {
            try readInOrder(
                takingChosen: false,
                spec,
                tables,
                &cursor,
                members,
                level: level,
                count: &count,
                present: &present,
                next: &next,
                &found,
                marking: &choice
            )
        } else {
            try readInOrderTakingChosen(
                spec,
                tables,
                &cursor,
                members,
                level: level,
                count: &count,
                present: &present,
                next: &next,
                &found,
                marking: &choice
            )
        }
    }

    /// The reading of an object with members a variant chooses the spec of: a copy of its
    /// own, out of the general loop's function, so that neither that loop nor the copy every
    /// other object takes carries their tests (inlined with them, they cost those objects ~2%).
    @inline(never)
    private static func readInOrderTakingChosen(
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
        try readInOrder(
            takingChosen: true,
            spec,
            tables,
            &cursor,
            members,
            level: level,
            count: &count,
            present: &present,
            next: &next,
            &found,
            marking: &choice
        )
    }

    /// ``readInOrder(_:_:_:_:level:count:present:next:_:marking:)``, with or without the
    /// tests for members a variant chooses the spec of.
    @inline(__always)
    private static func readInOrder(
        takingChosen: Bool,
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
            rebasing: tables.pointee.members[Int(spec.firstMember)..<Int(spec.firstMember) + spec.declaredCount]
        )
        try cursor.open(UInt8(ascii: "{"))
        cursor.skipWhitespace()
        if cursor.byte(at: cursor.position) == UInt8(ascii: "}") {
            try cursor.close(UInt8(ascii: "}"))
            return .closed
        }
        var itemsRead = 0
        // As the general loop keeps it (``Selectors/LastRead``), for the members read here.
        var lastSelector = Selectors.LastRead()
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
            let bit: UInt64 = 1 << UInt64(place)
            // A null is the general loop's: it may be a finding, or count as absent. So is a
            // member whose case is chosen by a selector left out (optional, or out of order).
            guard cursor.byte(at: cursor.position) != UInt8(ascii: "n"),
                !takingChosen || spec.chosen & bit == 0
                    || selectorsRead(for: place, of: spec, tables, present: present)
            else {
                cursor.position = keyStart
                return .handedOver(itemsRead: itemsRead)
            }
            let member = declared[place]
            itemsRead += 1
            try StreamedReadMiss.unless(itemsRead <= cursor.options.maxContainerSize)
            try keep(key, at: cursor.position, in: members, count: &count)
            present |= bit
            next = place + 1
            choice.count(member.markedForms)
            if takingChosen, spec.chosen & bit != 0 {
                found.mark(key, at: level)
                try checkChosen(
                    member,
                    at: place,
                    of: spec,
                    tables,
                    &cursor,
                    after: UnsafeBufferPointer(rebasing: members[..<(count - 1)]),
                    lastSelector: &lastSelector,
                    &found
                )
            } else {
                let value = tables.pointee.values[Int(member.value)]
                if value.kind == .boolean {
                    _ = try cursor.bool()
                } else {
                    found.mark(key, at: level)
                    switch value.kind {
                    case .string:
                        let entry = try cursor.string()
                        if takingChosen, spec.selectors & bit != 0 {
                            lastSelector = Selectors.LastRead(selector: member.key.start, string: entry)
                        }
                        try checkString(value, entry, tables, cursor.base, &found)
                    case .integer:
                        let number = try checkInteger(value, tables, &cursor, &found)
                        if takingChosen, spec.selectors & bit != 0 {
                            lastSelector = Selectors.LastRead(selector: member.key.start, number: number)
                        }
                    default: try checkValue(member.value, tables, &cursor, &found)
                    }
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

    /// A member whose spec a variant chooses, its selectors read (`read`, the members before
    /// it): its case is known, and it is checked once, where it lies. Out of the loop, which
    /// the members of every other object take: inlined, it cost them ~3%.
    @inline(never)
    static func checkChosen(
        _ member: CompiledSpec.Member,
        at place: Int,
        of spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor,
        after read: UnsafeBufferPointer<Member>,
        lastSelector: inout Selectors.LastRead,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        var selectors = Selectors(read: read, cursor: cursor, depth: cursor.depth, last: lastSelector)
        let chosen = try selectors.choice(for: place, in: spec, tables)
        lastSelector = selectors.last
        try checkMember(member, choice: chosen, tables, &cursor, &found)
    }

    /// Whether the selectors of a member a variant chooses the spec of are all read.
    @inline(__always)
    private static func selectorsRead(
        for place: Int,
        of spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        present: UInt64
    ) -> Bool {
        let needed = tables.pointee.selectorPlaces[Int(spec.firstMember) + place]
        return present & needed == needed
    }
}
