// Objects against their compiled specs: members in the declared order or any other, the
// members a variant chooses, repeated keys and the object's rules.

extension StreamedSpecCheck {
    /// An object's members against its spec: declared members checked as they come, except
    /// those whose spec a sibling chooses, checked once the object is read and its selectors
    /// known; undeclared ones skipped.
    static func checkObject(
        _ index: Int32,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        let spec = tables.pointee.objects[Int(index)]
        try StreamedReadMiss.unless(!spec.isUnsupported)
        let outcome = withUnsafeTemporaryAllocation(of: Member.self, capacity: maxMembers) {
            members -> Result<Void, StreamedReadMiss> in
            Result { () throws(StreamedReadMiss) in
                var nothing = FamilyForm.PlainChoice(of: nil)
                _ = try checkObject(spec, tables, &cursor, members, &found, marking: &nothing)
            }
        }
        try outcome.get()
    }

    /// An object read against its compiled spec, its members kept in `members`; each declared
    /// key's marks counted in `choice`. Returns how many members it kept.
    static func checkObject(
        _ spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor,
        _ members: UnsafeMutableBufferPointer<Member>,
        _ found: inout Found,
        marking choice: inout FamilyForm.PlainChoice
    ) throws(StreamedReadMiss) -> Int {
        var count = 0
        // The declared members read, by their place in the declaration, and those of them
        // that hold `null`.
        var present: UInt64 = 0
        var nulls: UInt64 = 0
        // The members read that the spec does not declare, by their place in `members` (at
        // most ``maxMembers``): only they can repeat one another unseen, as a declared key
        // read twice finds its place taken.
        var undeclared: UInt64 = 0
        // The members a variant chooses the spec of that were checked as they were read.
        var checkedEarly: UInt64 = 0
        // The last selector read for them, kept across members: a co-host envelope's two
        // variants share `action_type`, read once (~250 instructions). It cannot go stale: a
        // key read again in an object with variants is left to the tape (`takeRepeat`).
        var lastSelector = Selectors.LastRead()
        let objectDepth = cursor.depth + 1
        // The place whose key is tried first: the one after the last member read, as writers
        // keep the declared order (matching its bytes spares scanning the key as a string and
        // looking it up, ~80 instructions a key).
        var next = 0
        let level = try found.enter()
        // The members written in the declared order are read first, by the object's generated
        // reader where it has one; the loop reads the rest, from the first that is not (and
        // every member of an object without a reader: tables compiled for a test, or specs
        // changed since the readers were generated).
        var reading = InOrderReading.handedOver(itemsRead: nil)
        #if DEBUG
        let generatedAllowed = ReadPassLog.current?.usesGeneratedReaders ?? true
        #else
        let generatedAllowed = true
        #endif
        // An empty object has no reader: its first member's place is the next object's.
        if spec.readsInOrder, generatedAllowed, tables.pointee.readsGenerated, spec.memberCount > 0,
            let generated = try readGenerated(
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
        {
            #if DEBUG
            ReadPassLog.current?.readGenerated()
            #endif
            reading = generated
            checkedEarly = present & spec.chosen
        }
        if case .handedOver(let itemsRead) = reading {
            try readItems(&cursor, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), resuming: itemsRead) {
                cursor throws(StreamedReadMiss) in
                let key: JSONTape.Entry
                let matched: Int?
                // The next place, or the one after (an optional member left out, one of a group).
                if let expected = expectedKey(at: next, in: spec, tables, &cursor) {
                    key = expected
                    matched = next
                } else if let expected = expectedKey(at: next + 1, in: spec, tables, &cursor) {
                    key = expected
                    matched = next + 1
                } else {
                    key = try cursor.string()
                    matched = declaredPlace(of: key, in: spec, tables, cursor.base)
                }
                try cursor.colon()
                if let place = matched, present & (1 << UInt64(place)) != 0 {
                    // A declared key read again: warned of, and its last copy judged, as the tape
                    // does (or a miss, where that copy's judgement is not the check's to make).
                    let bit: UInt64 = 1 << UInt64(place)
                    let declared = tables.pointee.members[Int(spec.firstMember) + place]
                    try takeRepeat(key, of: declared, in: spec, tables, cursor, members[..<count], level: level, &found)
                    next = place + 1
                    nulls &= ~bit
                    if try checkMember(declared, choice: nil, tables, &cursor, &found) { nulls |= bit }
                    return
                }
                try keep(key, at: cursor.position, in: members, count: &count)
                guard let place = matched else {
                    undeclared |= 1 << UInt64(count - 1)
                    try skipValue(&cursor)
                    return
                }
                next = place + 1
                let bit: UInt64 = 1 << UInt64(place)
                present |= bit
                let declared = tables.pointee.members[Int(spec.firstMember) + place]
                choice.count(declared.markedForms)
                if spec.chosen & bit != 0 {
                    // Its selectors read already (a writer puts `MsgType` before `MsgContent`, a
                    // UIKit invitation `type` before `data`): its case is known, and it is checked
                    // where it lies, once; otherwise it is skipped and checked once they are read.
                    let before = UnsafeBufferPointer(rebasing: members[..<(count - 1)])
                    if selectorsRead(for: place, in: spec, tables, among: before, cursor.base) {
                        var selectors = Selectors(read: before, cursor: cursor, depth: objectDepth, last: lastSelector)
                        let chosen = try selectors.choice(for: place, in: spec, tables)
                        lastSelector = selectors.last
                        found.mark(key, at: level)
                        if try checkMember(declared, choice: chosen, tables, &cursor, &found) { nulls |= bit }
                        checkedEarly |= bit
                        return
                    }
                    if cursor.byte(at: cursor.position) == UInt8(ascii: "n") { nulls |= bit }
                    try skipValue(&cursor)
                } else {
                    found.mark(key, at: level)
                    if try checkMember(declared, choice: nil, tables, &cursor, &found) { nulls |= bit }
                }
            }
        }
        let read = UnsafeBufferPointer(rebasing: members[..<count])
        try StreamedReadMiss.unless(undeclared.nonzeroBitCount < 2 || !hasRepeats(read, among: undeclared, cursor.base))
        try finishObject(
            spec,
            tables,
            read: read,
            present: present,
            nulls: nulls,
            cursor,
            depth: objectDepth,
            level: level,
            checkedEarly: checkedEarly,
            &found
        )
        if spec.ruleCount > 0 { try judgeRules(of: spec, tables, read: read, cursor, level: level, &found) }
        found.leave(level)
        return count
    }

    /// A declared key read again in an object: the tape warns of it (``JSONDuplicateKeys``)
    /// and judges only the copy it keeps, the last. The check takes it when that comes to the
    /// same as judging both copies in turn: the value is a scalar no array or rule watches,
    /// in an object with no variant, rule or ordered pair, and its first copy made no finding
    /// (a scalar's findings are made where it starts). Its record in `read` moves to the last
    /// copy, as the tape's index of the object does; the trail is left at the key, for the
    /// last copy's check to go on from.
    static func takeRepeat(
        _ key: JSONTape.Entry,
        of declared: CompiledSpec.Member,
        in spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: StreamedCursor,
        _ read: Slice<UnsafeMutableBufferPointer<Member>>,
        level: Int,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        try StreamedReadMiss.unless(spec.variantCount == 0 && spec.ruleCount == 0 && spec.pairCount == 0)
        let value = tables.pointee.values[Int(declared.value)]
        switch value.kind {
        case .string, .integer, .codeOrName, .number, .boolean: try StreamedReadMiss.unless(!value.isWatched)
        case .any, .object, .array, .embedded, .appMessage: throw StreamedReadMiss()
        }
        try StreamedReadMiss.unless(key.flags & JSONTape.hasEscapes == 0)
        let base = cursor.base
        guard let earlier = read.indices.first(where: { sameKey(read[$0].key, key, base) }) else {
            throw StreamedReadMiss()
        }
        let first = read[earlier]
        try StreamedReadMiss.unless(!found.holdsFinding(at: first.valueStart))
        found.mark(key, at: level)
        let warning = JSONDuplicateKeys.warning(
            key: JSONStringDecoding.decode(key, in: base),
            path: JSONPath(),
            offset: Int(key.offset),
            firstAt: Int(first.key.offset)
        )
        try found.add(warning: warning, at: Int(key.offset))
        if level == 0 { found.rootRepeatTaken = true }
        read.base[earlier] = Member(key: first.key, valueStart: cursor.position)
    }

    /// A member already read (the root's, by the first pass): its value checked where it lies,
    /// unless a variant chooses its spec; its place recorded in `present`, and in `nulls` when
    /// it holds `null`.
    static func checkRead(
        _ member: Member,
        of spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: StreamedCursor,
        depth: Int,
        present: inout UInt64,
        nulls: inout UInt64,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        guard let place = declaredPlace(of: member.key, in: spec, tables, cursor.base) else { return }
        let bit: UInt64 = 1 << UInt64(place)
        present |= bit
        guard spec.chosen & bit == 0 else {
            if cursor.byte(at: member.valueStart) == UInt8(ascii: "n") { nulls |= bit }
            return
        }
        let declared = tables.pointee.members[Int(spec.firstMember) + place]
        if try checkKeptString(member, declared, as: declared.value, tables, cursor.base, &found) { return }
        var value = cursor
        value.position = member.valueStart
        value.depth = depth
        if try checkMember(declared, choice: nil, tables, &value, &found) { nulls |= bit }
    }

    /// The root's named rules (``ObjectRule``; the tables send a rule below the root to the
    /// tape), judged over the facts the reading gathered, each the rule's own function: a
    /// warning is taken at the rule's member (at the root when the member is absent), as the
    /// tape places it; an error misses, for the tape to report. So does a rule that asks for
    /// a carried message's kind the reading could not tell.
    @inline(never)
    static func judgeRules(
        of spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        read: UnsafeBufferPointer<Member>,
        _ cursor: StreamedCursor,
        level: Int,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        try StreamedReadMiss.unless(!found.carriedKindUnknown)
        for place in Int(spec.firstRule)..<Int(spec.firstRule + spec.ruleCount) {
            let compiled = tables.pointee.rules[place]
            // The rule is not copied out (its strings and closure would each be retained).
            let rules = tables.pointee.objectRules
            var member = RuleFacts.Member.absent
            // At the root, after any whitespace before it, as the tape places it.
            var offset = 0
            while let byte = cursor.byte(at: offset), JSONWhitespace.contains(byte) { offset += 1 }
            if let read = read.last(where: { spellsKey(compiled.member, $0.key, tables, cursor.base) }) {
                offset = read.valueStart
                switch cursor.kind(at: read.valueStart) {
                case .null: break
                case .string:
                    var value = cursor
                    value.position = read.valueStart
                    member = .string(JSONStringDecoding.decode(try value.string(), in: cursor.base))
                default: member = .other
                }
            }
            let bits = (UInt64(1) << UInt64(compiled.watchedCount)) &- 1
            let facts = RuleFacts(
                member: member,
                watchedHeld: found.watchedHeld >> UInt64(compiled.firstBit) & bits,
                carriedKind: found.carriedKind
            )
            guard let finding = rules[Int(compiled.rule)].judge(facts) else { continue }
            try StreamedReadMiss.unless(finding.code.defaultSeverity != .error)
            let diagnostic = Diagnostic(finding.code, path: .root, offset: nil, message: finding.message)
            try found.add(rule: diagnostic, under: rules[Int(compiled.rule)].member, level: level, at: offset)
        }
    }

    /// Whether every selector of the variants choosing the spec of the member at `place` is
    /// among the members read so far (`read`), so that its case is the one the whole object
    /// would give (a key read again misses). Not inlined: asked only of a member a variant
    /// chooses, inlined it cost every member of the loop around it (~7 instructions each in
    /// PK room attributes at their limit of 20).
    @inline(never)
    static func selectorsRead(
        for place: Int,
        in spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        among read: UnsafeBufferPointer<Member>,
        _ base: UnsafePointer<UInt8>
    ) -> Bool {
        for variant in tables.pointee.variants(choosing: place, in: spec) {
            guard read.contains(where: { spellsKey(variant.selector, $0.key, tables, base) }) else { return false }
        }
        return true
    }

    /// Whether a key kept (``keep(_:at:in:count:)`` keeps none written with escapes) spells
    /// the tables' `range`.
    @inline(__always)
    static func spellsKey(
        _ range: CompiledSpec.ByteRange,
        _ key: JSONTape.Entry,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>
    ) -> Bool {
        tables.spells(range, base + Int(key.offset) + 1, count: Int(key.length))
    }

    /// The rules of an object whose members are read (none repeated) and whose members'
    /// own specs hold: required members, one-of groups, and the members whose spec a sibling
    /// chooses, checked where they lie now that the selectors are known (each at the trail's
    /// `level`, the object's). A member in `nulls` holds `null`, which a one-of group and a
    /// case's requirement count as absent, as they do for every reader.
    static func finishObject(
        _ spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        read: UnsafeBufferPointer<Member>,
        present: UInt64,
        nulls: UInt64,
        _ cursor: StreamedCursor,
        depth objectDepth: Int,
        level: Int,
        checkedEarly: UInt64 = 0,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        // A member read under an alias is present, unless its own key is too: then the alias
        // is a key like any other, which this check has judged as the member (the tape decides).
        var present = present
        var nulls = nulls
        var aliases = present & spec.aliases
        while aliases != 0 {
            let place = aliases.trailingZeroBitCount
            aliases &= aliases - 1
            let bit: UInt64 = 1 << UInt64(tables.pointee.members[Int(spec.firstMember) + place].aliasOf)
            try StreamedReadMiss.unless(present & bit == 0)
            present |= bit
            if nulls & 1 << UInt64(place) != 0 { nulls |= bit }
        }
        try StreamedReadMiss.unless(present & spec.required == spec.required)
        // The members that hold a value: a null is no value to a group or a case.
        let holding = present & ~nulls
        for group in Int(spec.firstOneOf)..<Int(spec.firstOneOf + spec.oneOfCount) {
            try StreamedReadMiss.unless((holding & tables.pointee.oneOfGroups[group]).nonzeroBitCount == 1)
        }
        for pair in Int(spec.firstPair)..<Int(spec.firstPair + spec.pairCount) {
            try checkOrder(tables.pointee.pairs[pair], of: spec, tables, read: read, cursor)
        }
        guard spec.chosen | spec.requiredByACase != 0 else { return }
        var selectors = Selectors(read: read, cursor: cursor, depth: objectDepth)
        // A member some case requires, absent: a finding, which the tape reports. (A member no
        // case requires may be absent whatever its selector holds.)
        var absent = spec.requiredByACase & ~holding & ~spec.required
        while absent != 0 {
            let place = absent.trailingZeroBitCount
            absent &= absent - 1
            if let chosen = try selectors.choice(for: place, in: spec, tables) {
                try StreamedReadMiss.unless(!tables.pointee.cases[chosen].isRequired)
            }
        }
        let waiting = spec.chosen & present & ~checkedEarly
        guard waiting != 0 else { return }
        for member in read {
            guard let place = declaredPlace(of: member.key, in: spec, tables, cursor.base),
                waiting & (1 << UInt64(place)) != 0
            else { continue }
            let chosen = try selectors.choice(for: place, in: spec, tables)
            let declared = tables.pointee.members[Int(spec.firstMember) + place]
            let choice = chosen.map { tables.pointee.cases[$0] }
            found.mark(member.key, at: level)
            if try checkKeptString(
                member,
                declared,
                as: choice?.value ?? declared.value,
                finding: choice?.finding ?? -1,
                tables,
                cursor.base,
                &found
            ) {
                continue
            }
            var value = cursor
            value.position = member.valueStart
            value.depth = objectDepth
            try checkMember(declared, choice: chosen, tables, &value, &found)
        }
    }

    /// An ordered pair of the object's members, both numbers: passes when the lower is not
    /// the larger; misses when it is (the tape reports it) or when either is not compared here
    /// (negative, or with an exponent). A member absent, or of another kind, is its own
    /// check's to judge.
    static func checkOrder(
        _ pair: (lower: Int32, upper: Int32),
        of spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        read: UnsafeBufferPointer<Member>,
        _ cursor: StreamedCursor
    ) throws(StreamedReadMiss) {
        func lexeme(_ place: Int32) throws(StreamedReadMiss) -> UnsafeBufferPointer<UInt8>? {
            guard
                let member = read.first(where: {
                    declaredPlace(of: $0.key, in: spec, tables, cursor.base) == Int(place)
                }),
                cursor.kind(at: member.valueStart) == .number
            else { return nil }
            var value = cursor
            value.position = member.valueStart
            let number = try value.numberLexeme()
            try StreamedReadMiss.unless(!number.hasExponent && number.lexeme.first != UInt8(ascii: "-"))
            return number.lexeme
        }
        guard let low = try lexeme(pair.lower), let high = try lexeme(pair.upper) else { return }
        try StreamedReadMiss.unless(!DecimalLexeme.exceeds(low, high))
    }

    /// Holds a string the first reading kept to the string spec at `value` and returns true,
    /// where a string's own rules are all that speak (no alias's finding, no case's `finding`);
    /// false leaves the member to be read where it lies.
    @inline(__always)
    static func checkKeptString(
        _ member: Member,
        _ declared: CompiledSpec.Member,
        as value: Int32,
        finding: Int32 = -1,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>,
        _ found: inout Found
    ) throws(StreamedReadMiss) -> Bool {
        // A finding the member makes is placed by ``checkMember``, which reads the value again
        // (the string's own, an unknown value's, is placed by ``checkString``: the trail is at
        // the member).
        guard member.string.kind == .string, declared.aliasFinding < 0, declared.note < 0, finding < 0 else {
            return false
        }
        let spec = tables.pointee.values[Int(value)]
        guard spec.kind == .string else { return false }
        try checkString(spec, member.string, tables, base, &found)
        return true
    }

    /// The key at the cursor, when it is the one of the member at `place` (a plain one).
    @inline(__always)
    static func expectedKey(
        at place: Int,
        in spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor
    ) -> JSONTape.Entry? {
        guard place < Int(spec.memberCount) else { return nil }
        let member = tables.pointee.members[Int(spec.firstMember) + place]
        guard member.hasPlainKey, let key = tables.start(of: member.key) else { return nil }
        return cursor.key(spelled: key, count: Int(member.key.count))
    }

    /// The place among `spec`'s declared members of the one whose key the entry spells (a key
    /// without escapes: ``keep(_:at:in:count:)`` misses on the others).
    @inline(__always)
    static func declaredPlace(
        of key: JSONTape.Entry,
        in spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>
    ) -> Int? {
        let text = base + Int(key.offset) + 1
        let length = Int(key.length)
        for place in 0..<Int(spec.memberCount)
        where tables.spells(tables.pointee.members[Int(spec.firstMember) + place].key, text, count: length) {
            return place
        }
        return nil
    }

    /// A declared member's value, as the walker reads it: a `null` with a finding of its own
    /// taken with it, or one where the member may be absent; else its spec (or the chosen
    /// case's), with the case's finding. True when the value is `null` (the caller's record of
    /// members holding none: told here, where the value's first byte is read anyway).
    @inline(__always)
    @discardableResult
    static func checkMember(
        _ member: CompiledSpec.Member,
        choice: Int?,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor,
        _ found: inout Found
    ) throws(StreamedReadMiss) -> Bool {
        let chosen = choice.map { tables.pointee.cases[$0] }
        let start = cursor.position
        if member.aliasFinding >= 0 { try found.add(member.aliasFinding, at: start) }
        if cursor.byte(at: start) == UInt8(ascii: "n") {
            if member.nullFinding >= 0 {
                try skipNull(&cursor)
                try found.add(member.nullFinding, at: start)
                return true
            }
            // `MemberSpec.acceptsNull(under:)`, over the compiled member and case.
            let required = member.isRequired || chosen?.isRequired == true
            try StreamedReadMiss.unless(!required && member.allowsNull)
            try skipNull(&cursor)
            return true
        }
        if member.note >= 0 { try found.add(member.note, at: start) }
        if let chosen, chosen.finding >= 0 { try found.add(chosen.finding, at: start) }
        try checkValue(chosen?.value ?? member.value, tables, &cursor, &found)
        return false
    }
}
