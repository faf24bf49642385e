// A message's root: the entry point, the form predicted or detected from the root's keys,
// its shape and dialect, and the reading of its members.

extension StreamedSpecCheck {
    /// Fills in the family, version, dialect and diagnostics and returns true when `bytes` are
    /// a message of a spec form on which the tape's walk would find nothing but what the spec
    /// states as data (a note, a case's or a null's finding: their code, message and place are
    /// known without the tape); false leaves `result`. `refusingEnvelopeKeys` (for a capture
    /// line) misses on a root `channel` or `payload` key. `placement`: where the message lies
    /// in the line its findings are reported in (a capture line's payload); nil for findings
    /// in the message's own bytes. `omitted`: where a valid message's notes and warnings that
    /// the spec states as data are counted instead of built (nil: every one is built); a
    /// message with an error and such a finding misses, for the full path to build them all.
    static func check(
        _ bytes: UnsafeRawBufferPointer,
        within family: WireFamily?,
        options: JSONReaderOptions,
        into result: inout some VerdictFields,
        refusingEnvelopeKeys: Bool = false,
        placedBy placement: PayloadPlacement? = nil,
        maxFindings: Int = maxFindings,
        countingInto omitted: UnsafeMutablePointer<OmittedFindings>? = nil
    ) -> Bool {
        #if DEBUG
        ReadPassLog.current?.triedStreamedCheck()
        #endif
        let bytes = bytes.assumingMemoryBound(to: UInt8.self)
        guard let predicted = leadingPrediction(bytes), let base = bytes.baseAddress else { return false }
        let wantsKind = result.wantsKind
        var kind: ChatCustom.Kind?
        // The findings are made in the result's own array (see `Found.made`), and taken out
        // again where the check misses.
        let judged = withWorkspace(base: base, maxFindings: maxFindings, made: &result.diagnostics) {
            keys,
            found -> Judgement? in
            found.tellsKind = wantsKind
            found.counting = omitted != nil
            if let placement { found.pathPrefix = placement.prefix }
            guard
                let judged = try? judge(
                    bytes,
                    predicting: predicted,
                    within: family,
                    options: options,
                    keys: keys,
                    found: &found,
                    refusingEnvelopeKeys: refusingEnvelopeKeys
                )
            else {
                #if DEBUG
                ReadPassLog.current?.missedStreamedCheck()
                #endif
                found.reset()
                return nil
            }
            kind = found.toldKind
            if let omitted, !found.omitted.isEmpty {
                // A failing message is reported whole. No check passes one today (an error is a
                // miss wherever it is found); should one ever, the full path builds it all.
                guard !found.made.pointee[found.madeBase...].contains(where: { $0.severity == .error }) else {
                    found.reset()
                    return nil
                }
                omitted.pointee = found.omitted
            }
            // Most messages make none: the call, and the placement it takes, are spared them.
            if found.made.pointee.count > found.madeBase {
                place(found.made, from: found.madeBase, placedBy: placement)
            }
            return judged
        }
        guard let judged else { return false }
        result.family = judged.form.family
        result.version = judged.form.version
        result.dialect = judged.dialect
        if wantsKind { result.note(kind: kind) }
        return true
    }

    /// `body` with room for the root's members and an empty record of findings (room for
    /// `maxFindings`) over the message at `base`: one temporary allocation for the members,
    /// the trail and the findings (separate ones cost a spec form's message ~100 instructions
    /// more), under the 1,024 bytes the stack takes.
    @inline(__always)
    static func withWorkspace<Result>(
        base: UnsafePointer<UInt8>,
        maxFindings: Int,
        made: inout [Diagnostic],
        _ body: (UnsafeMutableBufferPointer<Member>, inout Found) -> Result
    ) -> Result {
        let memberBytes = MemoryLayout<Member>.stride * maxMembers
        // Rounded up so that the findings after the trail start aligned, whatever maxTrail is.
        let itemAlignment = MemoryLayout<Found.Item>.alignment
        let stepBytes = MemoryLayout<Found.Step>.stride * maxTrail
        let trailBytes = (stepBytes + itemAlignment - 1) / itemAlignment * itemAlignment
        let findingCapacity = Swift.max(maxFindings, 0)
        return withUnsafeTemporaryAllocation(
            byteCount: memberBytes + trailBytes + MemoryLayout<Found.Item>.stride * findingCapacity,
            alignment: Swift.max(
                MemoryLayout<Member>.alignment,
                MemoryLayout<Found.Step>.alignment,
                MemoryLayout<Found.Item>.alignment
            )
        ) { raw in
            let keys = UnsafeMutableRawBufferPointer(rebasing: raw[..<memberBytes]).bindMemory(to: Member.self)
            let trail = UnsafeMutableRawBufferPointer(rebasing: raw[memberBytes..<(memberBytes + trailBytes)])
                .bindMemory(to: Found.Step.self)
            let items = UnsafeMutableRawBufferPointer(rebasing: raw[(memberBytes + trailBytes)...])
                .bindMemory(to: Found.Item.self)
            return withUnsafeMutablePointer(to: &made) { made in
                var found = Found(items: items, made: made, trail: trail, base: base)
                return body(keys, &found)
            }
        }
    }

    /// The diagnostics made (``Found/made``) put in byte order, those at one offset in the
    /// order found (as `sortByOffset` keeps them), and moved to their places in the line that
    /// `placement` tells (their paths hold its prefix already). Called only where some were
    /// made since `madeBase`.
    @inline(never)
    static func place(
        _ made: UnsafeMutablePointer<[Diagnostic]>,
        from madeBase: Int,
        placedBy placement: PayloadPlacement?
    ) {
        let range = madeBase..<made.pointee.count
        made.pointee.sortByOffset(from: madeBase)
        guard let placement else { return }
        var walk = EmbeddedOffsetMap.Walk()
        for index in range {
            made.pointee[index].offset = made.pointee[index].offset.map { placement.lineOffset(of: $0, walk: &walk) }
        }
    }

    static func judge(
        _ bytes: UnsafeBufferPointer<UInt8>,
        predicting predicted: Prediction?,
        within family: WireFamily?,
        options: JSONReaderOptions,
        keys: UnsafeMutableBufferPointer<Member>,
        found: inout Found,
        refusingEnvelopeKeys: Bool
    ) throws(StreamedReadMiss) -> Judgement {
        if let predicted {
            switch try? judgePredicted(
                predicted,
                bytes,
                within: family,
                options: options,
                keys: keys,
                found: &found,
                refusingEnvelopeKeys: refusingEnvelopeKeys
            ) {
            case .passed(let judged)?:
                return judged
            case .detected(let form, let count, let cursor)?:
                // Read whole, but detection chose another form: judged as that one, the
                // root's keys already read (the reading from the start would come to the same,
                // but for a repeated key's warning, which its reading of the root made).
                try StreamedReadMiss.unless(!found.rootRepeatTaken)
                found.reset()
                return try judge(form, UnsafeBufferPointer(rebasing: keys[..<count]), bytes, cursor, &found)
            case nil:
                break
            }
        }
        found.reset()
        var cursor = try StreamedCursor(bytes, options: options)
        let count = try readRootKeys(&cursor, into: keys)
        let rootKeys = UnsafeBufferPointer(rebasing: keys[..<count])
        if refusingEnvelopeKeys {
            let base = cursor.base
            try StreamedReadMiss.unless(!rootKeys.contains { isEnvelopeKey($0.key, base) })
        }
        return try judge(try detectedForm(rootKeys, cursor, within: family), rootKeys, bytes, cursor, &found)
    }

    /// The root, its keys read, against the form detection chose for them.
    static func judge(
        _ form: FamilyForm,
        _ rootKeys: UnsafeBufferPointer<Member>,
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ cursor: StreamedCursor,
        _ found: inout Found
    ) throws(StreamedReadMiss) -> Judgement {
        let tables = CompiledSpec.shared
        let compiled: CompiledSpec.Form
        if let declared = tables.form(form.rawValue) {
            compiled = declared
            try checkRoot(compiled, tables, rootKeys, bytes, cursor, &found)
        } else {
            compiled = try checkShape(of: form, tables, rootKeys, bytes, cursor, &found)
        }
        try StreamedReadMiss.unless(withinAttributeLimits(compiled, rootKeys, cursor, byteCount: bytes.count))
        if found.tellsKind { found.toldKind = tellKind(of: form, rootKeys, cursor) }
        return (form, dialect(of: form, compiled, tables, rootKeys, cursor, found))
    }

    /// The form detection chooses for the root's keys, read: as the tape's detection chooses
    /// it, the values it asks for read where they lie. Misses where it chooses none, or asks
    /// for a value the subset does not read as detection would.
    static func detectedForm(
        _ rootKeys: UnsafeBufferPointer<Member>,
        _ cursor: StreamedCursor,
        within family: WireFamily?,
        expecting expected: FamilyForm? = nil
    ) throws(StreamedReadMiss) -> FamilyForm {
        let base = cursor.base
        var asksForValue = false
        let keys = RootKeys(raw: rootKeys.lazy.map(\.key), base: base)
        // A copy for the closure below: capturing the cursor itself kept it in memory for the
        // whole judgement (~300 instructions a message).
        let reader = cursor
        // The form read first is asked alone whether it dominates (at most one form does, and
        // detection chooses it): asking every form costs ~400 instructions where none does.
        let plain =
            if let expected {
                FamilyForm.dominates(expected, keys: keys) && (family?.admits(expected.family) ?? true) ? expected : nil
            } else {
                plainlyChosenForm(keys, within: family)
            }
        let detected =
            plain
            ?? FamilyForm.detect(keys: keys, within: family) { key in
                // A root integer, read where it lies (the Android document's bare co-host
                // type); any other number is left to the tape, whose reading detection knows.
                guard let member = rootKeys.last(where: { spells($0.key, key, base) }) else { return nil }
                guard reader.kind(at: member.valueStart) == .number else { return nil }
                var value = reader
                value.position = member.valueStart
                value.depth = 1
                guard let integer = try? value.integer(as: Int64.self) else {
                    asksForValue = true
                    return nil
                }
                return integer
            }
        guard let form = detected, !asksForValue else { throw StreamedReadMiss() }
        return form
    }

    /// The dialect of a message that passed as `form`: told by the compiled form's signals
    /// from the facts of its reading and its root keys, then by the findings made. Inlined
    /// into its two callers, as the compiler chose before the trail made them larger (called,
    /// ~100 instructions a message).
    @inline(__always)
    static func dialect(
        of form: FamilyForm,
        _ compiled: CompiledSpec.Form,
        _ tables: UnsafePointer<CompiledSpec>,
        _ rootKeys: UnsafeBufferPointer<Member>,
        _ cursor: StreamedCursor,
        _ found: Found
    ) -> String {
        let facts = cursor.facts
        let root = ReadRoot(members: rootKeys, cursor: cursor, tables: tables)
        let signals = tables.signals(of: compiled)
        // `DialectSpec.chosen(among:facts:root:)`, over the compiled signals: the first that
        // holds, else the last.
        let dialect =
            signals.indices.first { root.holds(signals[$0], facts: facts, embedded: found.firstEmbeddedFacts) }
            ?? signals.indices.last
        let named = dialect.map { tables.pointee.dialectNames[Int(compiled.firstDialect) + $0] } ?? ""
        guard found.count > 0 else { return named }
        let findings = UnsafeBufferPointer(rebasing: found.items[..<found.count])
        return form.dialect(named: named, facts: facts) { code in
            findings.contains {
                tables.pointee.findings.indices.contains(Int($0.finding))
                    && tables.pointee.findings[Int($0.finding)].code == code
            }
        }
    }

    /// What a message that passed as `form` is (``FamilyForm/kind(hasKey:rootString:)``), told
    /// from its root's keys and strings read where they lie: asked only by a carrier's check
    /// (``Found/tellsKind``), apart as the rare case.
    @inline(never)
    static func tellKind(
        of form: FamilyForm,
        _ rootKeys: UnsafeBufferPointer<Member>,
        _ cursor: StreamedCursor
    ) -> ChatCustom.Kind? {
        form.kind(hasKey: { hasKey($0, rootKeys, cursor.base) }, rootString: { rootString($0, rootKeys, cursor) })
    }

    /// The string value of the root's member `key` (its last copy), read where it lies; nil
    /// for a member that is absent or not a string.
    static func rootString(
        _ key: String,
        _ rootKeys: UnsafeBufferPointer<Member>,
        _ cursor: StreamedCursor
    ) -> String? {
        let base = cursor.base
        guard let member = rootKeys.last(where: { spells($0.key, key, base) }),
            cursor.kind(at: member.valueStart) == .string
        else { return nil }
        var value = cursor
        value.position = member.valueStart
        guard let entry = try? value.string() else { return nil }
        return JSONStringDecoding.decode(entry, in: base)
    }

    /// True unless the form is a ZIM room-attribute map that ZIM's limits may not hold for:
    /// the check passes a map with no more root keys than a room holds, each no longer than a
    /// key may be and holding a string, whose strings' raw lengths (which bound their decoded
    /// ones) are each and together within the limits. Anything else is the tape's to check in
    /// full. Most maps are shorter than one value may be, and are passed on their length alone.
    @inline(__always)
    static func withinAttributeLimits(
        _ compiled: CompiledSpec.Form,
        _ rootKeys: UnsafeBufferPointer<Member>,
        _ cursor: StreamedCursor,
        byteCount: Int
    ) -> Bool {
        guard compiled.isRoomAttributeMap else { return true }
        typealias Limits = PKRoomAttributes.Limits
        guard rootKeys.count <= Limits.maxAttributes,
            rootKeys.allSatisfy({
                Int($0.key.length) <= Limits.maxKeyBytes && cursor.byte(at: $0.valueStart) == UInt8(ascii: "\"")
            })
        else { return false }
        return byteCount <= Swift.min(Limits.maxValueBytes, Limits.maxTotalValueBytes)
            || valuesWithinLimits(rootKeys, cursor)
    }

    /// Whether the root's string values, by their raw lengths, are each within a value's limit
    /// and together within the room's: read again where they lie unless the first reading
    /// kept them. Apart from ``withinAttributeLimits(_:_:_:byteCount:)``, as the rare case.
    @inline(never)
    static func valuesWithinLimits(_ rootKeys: UnsafeBufferPointer<Member>, _ cursor: StreamedCursor) -> Bool {
        typealias Limits = PKRoomAttributes.Limits
        var total = 0
        for member in rootKeys {
            var length = Int(member.string.length)
            if member.string.kind != .string {
                var value = cursor
                value.position = member.valueStart
                guard let entry = try? value.string() else { return false }
                length = Int(entry.length)
            }
            guard length <= Limits.maxValueBytes else { return false }
            total += length
        }
        return total <= Limits.maxTotalValueBytes
    }

    /// The root object's compiled spec, when the check takes the form: a message within the
    /// form's size limit, whose root is an object of a shape it reads.
    @inline(__always)
    static func rootObject(
        of compiled: CompiledSpec.Form,
        _ tables: UnsafePointer<CompiledSpec>,
        byteCount: Int
    ) throws(StreamedReadMiss) -> CompiledSpec.Object {
        try StreamedReadMiss.unless(byteCount <= compiled.byteLimit)
        let root = tables.pointee.values[Int(compiled.root)]
        try StreamedReadMiss.unless(root.kind == .object)
        let rootSpec = tables.pointee.objects[Int(root.inner)]
        try StreamedReadMiss.unless(!rootSpec.isUnsupported)
        return rootSpec
    }

    /// The root, read by the first pass, against a form's compiled spec: its note, then its
    /// members' values where they lie (every value in the subset, every string's facts
    /// gathered, no key repeated), then the object's closing rules.
    static func checkRoot(
        _ compiled: CompiledSpec.Form,
        _ tables: UnsafePointer<CompiledSpec>,
        _ rootKeys: UnsafeBufferPointer<Member>,
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ cursor: StreamedCursor,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        let rootSpec = try rootObject(of: compiled, tables, byteCount: bytes.count)
        if compiled.note >= 0 {
            // At the root object, after any whitespace before it, as the tape places it.
            var rootStart = 0
            while rootStart < bytes.count, JSONWhitespace.contains(bytes[rootStart]) { rootStart += 1 }
            try found.add(compiled.note, at: rootStart)
        }
        var present: UInt64 = 0
        var nulls: UInt64 = 0
        let level = try found.enter()
        for member in rootKeys {
            found.mark(member.key, at: level)
            try checkRead(member, of: rootSpec, tables, cursor, depth: 1, present: &present, nulls: &nulls, &found)
        }
        try finishObject(
            rootSpec,
            tables,
            read: rootKeys,
            present: present,
            nulls: nulls,
            cursor,
            depth: 1,
            level: level,
            &found
        )
        if rootSpec.ruleCount > 0 { try judgeRules(of: rootSpec, tables, read: rootKeys, cursor, level: level, &found) }
        found.leave(level)
    }

    /// A form written by hand, against the declared shape its root keys choose
    /// (``FamilyForm/shape(hasKey:)``) and its members refine
    /// (``FamilyForm/refinedShape(_:rootString:memberHasKey:)``: a TUILiveKit envelope whose
    /// `data` is the earlier form), chosen before any member is checked, as the walk chooses
    /// it. Returns the shape that passed.
    static func checkShape(
        of form: FamilyForm,
        _ tables: UnsafePointer<CompiledSpec>,
        _ rootKeys: UnsafeBufferPointer<Member>,
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ cursor: StreamedCursor,
        _ found: inout Found
    ) throws(StreamedReadMiss) -> CompiledSpec.Form {
        let base = cursor.base
        let shapes = tables.shapes(of: form.rawValue)
        guard let chosen = tables.shape(of: form.rawValue, hasKey: { hasKey($0, rootKeys, tables, base) }) else {
            throw StreamedReadMiss()
        }
        let place =
            tables.refines(form.rawValue, from: chosen)
            ? try refinedShape(of: form, chosen, tables, rootKeys, cursor) : chosen
        try StreamedReadMiss.unless(shapes.indices.contains(place))
        try checkRoot(shapes[place], tables, rootKeys, bytes, cursor, &found)
        return shapes[place]
    }

    /// The compiled refinements of the shape at `place`, over the root's members as read:
    /// checked whole already, or loosely before the check that then reads the root whole
    /// (either way, wherever the message passes, its values are well formed). A root string is
    /// compared as its raw bytes (one written with escapes misses, for the tape to decode); a
    /// member's keys are read once, where it lies (``StreamedCursor/looseMembers(into:)``; a
    /// member that is not an object has none). The first copy of a key is the one asked: the
    /// checked reading after a loose one misses where it takes a repeated root key
    /// (``Found/rootRepeatTaken``). Apart, as the rarer case: callers ask
    /// ``CompiledSpec/refines(_:from:)`` first.
    @inline(never)
    static func refinedShape(
        of form: FamilyForm,
        _ place: Int,
        _ tables: UnsafePointer<CompiledSpec>,
        _ rootKeys: UnsafeBufferPointer<Member>,
        _ cursor: StreamedCursor
    ) throws(StreamedReadMiss) -> Int {
        let base = cursor.base
        let outcome = withUnsafeTemporaryAllocation(of: Member.self, capacity: maxMembers) {
            inner -> Result<Int, StreamedReadMiss> in
            Result { () throws(StreamedReadMiss) in
                var readFor: CompiledSpec.ByteRange?
                var count = 0
                return try tables.refinedShape(
                    of: form.rawValue,
                    place,
                    rootStringIs: { key, values throws(StreamedReadMiss) in
                        guard let read = member(key, in: rootKeys, tables, base),
                            cursor.kind(at: read.valueStart) == .string
                        else { return false }
                        var value = cursor
                        value.position = read.valueStart
                        let entry = try value.string()
                        try StreamedReadMiss.unless(entry.flags & JSONTape.hasEscapes == 0)
                        return values.contains { spellsKey($0, entry, tables, base) }
                    },
                    memberHasKey: { member, key throws(StreamedReadMiss) in
                        if readFor?.start != member.start {
                            readFor = member
                            count = 0
                            if let read = Self.member(member, in: rootKeys, tables, base),
                                cursor.kind(at: read.valueStart) == .object
                            {
                                var value = cursor
                                value.position = read.valueStart
                                count = try value.looseMembers(into: inner)
                            }
                        }
                        return UnsafeBufferPointer(rebasing: inner[..<count]).contains {
                            spellsKey(key, $0.key, tables, base)
                        }
                    },
                    memberFirstKey: { member throws(StreamedReadMiss) in
                        guard let read = Self.member(member, in: rootKeys, tables, base) else { return nil }
                        var value = cursor
                        value.position = read.valueStart
                        return value.looseFirstKey()
                    }
                )
            }
        }
        return try outcome.get()
    }

    /// The forms this check judges: those declared as specs, then those written by hand with
    /// declared shapes. At most one form dominates any keys, so the order is only the cost:
    /// the heartbeats' forms, declared, are met first.
    static let specForms = FamilyForm.DominanceOrder(
        FamilyForm.allCases.filter(\.isDeclared) + FamilyForm.allCases.filter { !$0.isDeclared && !$0.shapes.isEmpty }
    )

    /// The spec form that detection certainly chooses for these keys (``FamilyForm/dominates(_:keys:)``:
    /// more of its markers than all other forms' together), found without scoring every form
    /// (~400 instructions a message); nil leaves it to detection.
    static func plainlyChosenForm(_ keys: RootKeys, within family: WireFamily?) -> FamilyForm? {
        guard let form = FamilyForm.firstDominating(in: specForms, keys: keys) else { return nil }
        return family?.admits(form.family) ?? true ? form : nil
    }

    /// The root's members (keys without escapes, none repeated), their values skipped.
    /// Inlined into the judgement, as it was before the root's check moved apart (called, it
    /// cost a spec form's message ~1,000 instructions).
    @inline(__always)
    static func readRootKeys(
        _ cursor: inout StreamedCursor,
        into keys: UnsafeMutableBufferPointer<Member>
    ) throws(StreamedReadMiss) -> Int {
        cursor.skipWhitespace()
        let count = try skipObject(&cursor, keeping: keys)
        cursor.skipWhitespace()
        try StreamedReadMiss.unless(cursor.isAtEnd)
        return count
    }

    /// Reads an object, skipping its values and keeping its members in `members`; misses on a
    /// repeated key (the tape warns of one). Returns how many members it kept.
    static func skipObject(
        _ cursor: inout StreamedCursor,
        keeping members: UnsafeMutableBufferPointer<Member>
    ) throws(StreamedReadMiss) -> Int {
        var count = 0
        try readMembers(&cursor) { cursor, key throws(StreamedReadMiss) in
            try keep(key, at: cursor.position, in: members, count: &count)
            if cursor.byte(at: cursor.position) == UInt8(ascii: "\"") {
                members[count - 1].string = try cursor.string()
            } else {
                try skipValue(&cursor)
            }
        }
        try StreamedReadMiss.unless(!hasRepeats(UnsafeBufferPointer(rebasing: members[..<count]), cursor.base))
        return count
    }

    /// Keeps a member read: its key (written without escapes, so keys compare as bytes) and
    /// where its value starts; misses past the members kept.
    static func keep(
        _ key: JSONTape.Entry,
        at valueStart: Int,
        in members: UnsafeMutableBufferPointer<Member>,
        count: inout Int
    ) throws(StreamedReadMiss) {
        try StreamedReadMiss.unless(count < members.count && key.flags & JSONTape.hasEscapes == 0)
        members[count] = Member(key: key, valueStart: valueStart)
        count += 1
    }

    /// The root's members as the first reading kept them, for the dialect's signals.
    struct ReadRoot {
        let members: UnsafeBufferPointer<Member>
        let cursor: StreamedCursor
        let tables: UnsafePointer<CompiledSpec>

        /// `DialectSignal.holds(facts:embedded:root:)`, over the compiled signal.
        func holds(_ signal: CompiledSpec.Signal, facts: JSONDocumentFacts, embedded: JSONDocumentFacts?) -> Bool {
            // A layout signal reads the message's facts, or its first embedded document's (only a
            // ``LayoutSignal`` is compiled so); with no such document read, it does not hold.
            guard let layout = signal.inFirstEmbedded ? embedded : facts else { return false }
            switch signal.kind {
            case .prettyPrinted: return layout.hasNewlines
            case .escapedSlash: return layout.hasEscapedSlash
            case .zeroFraction: return layout.hasZeroFraction
            case .rootKey: return valueStart(signal.key) != nil
            case .rootString: return kind(signal.key) == .string
            case .rootCode:
                guard let start = valueStart(signal.key), cursor.kind(at: start) == .number else { return false }
                var value = cursor
                value.position = start
                guard let number = try? value.integer(as: Int64.self),
                    tables.pointee.codes[Int(signal.firstCode)..<Int(signal.firstCode + signal.codeCount)].contains(
                        number
                    )
                else { return false }
                return signal.without.count < 0 || kind(signal.without).holdsNoValue
            case .otherwise: return true
            }
        }

        /// Where the value of the member `key` starts (a message with a repeated key is the
        /// tape's: the check has none).
        private func valueStart(_ key: CompiledSpec.ByteRange) -> Int? {
            StreamedSpecCheck.member(key, in: members, tables, cursor.base)?.valueStart
        }

        private func kind(_ key: CompiledSpec.ByteRange) -> RootMember {
            guard let start = valueStart(key) else { return .absent }
            return switch cursor.kind(at: start) {
            case .null?: .null
            case .string?: .string
            case .number?: .number
            default: .other
            }
        }
    }
}
