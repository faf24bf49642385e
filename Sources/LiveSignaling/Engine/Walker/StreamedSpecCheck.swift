/// The verdict on a message of any form, by its declaration, read straight from its bytes
/// (``StreamedCursor``'s subset, whitespace between tokens included, its facts recorded for
/// the dialect) with no tape and no value: it passes a message only when the tape's walk
/// (``WireDocument/judge(_:)``) would find nothing but what a spec states as data (a note, a
/// case's, a null's or an alias's finding, each placed with its path as it is made), and
/// misses on anything it does not settle (any other finding, a byte outside the subset, a key
/// written with escapes, more members than it keeps), leaving the message to the tape, which
/// reports.
///
/// A message is first checked in one reading against the form its first key predicts, when it
/// predicts one (a form of several shapes told by its root's keys read loosely before), and
/// passes as that form when detection over the keys read chooses it
/// (`StreamedSpecCheck+Prediction.swift`). Otherwise its root is read for its keys, kept for
/// detection (a UIKit invitation and a device state both start with `type`), and then its
/// members' values are checked against the chosen spec where they lie: only those values are
/// read a second time.
enum StreamedSpecCheck {
    /// Members of one object it keeps track of; an object with more goes to the tape. As
    /// many as a ZIM room holds attributes and a few more (a chat callback declares 15 of its
    /// own): a room-attribute map at its limit of 20 is checked in place.
    static let maxMembers = 24

    /// One member as read: its key and where its value starts. Kept in 28 bytes, so that the
    /// root's members, the trail and the findings stay within the 1,024 bytes the stack takes
    /// (`withWorkspace`): the value's string, when kept, is told by its length and flags, its
    /// offset being the value's start.
    struct Member {
        var key: JSONTape.Entry
        /// Where the value starts; a message fits 32 bits, as the tape's offsets do
        /// (``JSONReaderOptions/maximumDocumentSize``).
        private var start: UInt32
        private var stringLength: UInt32 = 0
        private var stringFlags: UInt8 = 0
        private var holdsString = false

        init(key: JSONTape.Entry, valueStart: Int) {
            self.key = key
            self.start = UInt32(truncatingIfNeeded: valueStart)
        }

        var valueStart: Int { Int(start) }

        /// The value, when it is a string the first reading read whole (the root's); kind
        /// `.null` otherwise. Checked from here, a string value of the root is read once.
        var string: JSONTape.Entry {
            get {
                holdsString
                    ? JSONTape.Entry(kind: .string, flags: stringFlags, offset: start, length: stringLength, end: 0)
                    : JSONTape.Entry(kind: .null, flags: 0, offset: 0, length: 0, end: 0)
            }
            set {
                holdsString = newValue.kind == .string
                stringFlags = newValue.flags
                stringLength = newValue.length
            }
        }
    }

    /// Findings a message may carry and still be checked here, at most; one with more goes to
    /// the tape, which reports them all. (TUILiveKit's Flutter gift, the most a vector has,
    /// carries six: three nulls for each user.)
    static let maxFindings = 8

    /// The form a message passed as, and the name of its dialect.
    typealias Judgement = (form: FamilyForm, dialect: String)

    /// Containers open at once, embedded documents counted, that the check follows: a message
    /// nested deeper goes to the tape.
    static let maxTrail = 16

    /// The findings the check makes as it reads: what a spec states as data (a form's note, a
    /// case's finding, a null's), each with where its value starts and the path to it. The
    /// path is taken from the trail the reading keeps (each open container's key or index, a
    /// store a member) when a finding is made, so placing a finding reads nothing again.
    struct Found {
        struct Item {
            var finding: Int32
            /// Where the value starts in the message.
            var offset: Int
        }
        let items: UnsafeMutableBufferPointer<Item>
        var count = 0
        /// How the first document read in a string of the message was written (a dialect may
        /// be told by it); nil until one is read.
        var firstEmbeddedFacts: JSONDocumentFacts?
        /// What the root's named rules ask (``RuleFacts``), gathered as the message is read:
        /// the watched values some element holds (``CompiledSpec/Watch/heldBits``), how many
        /// elements the arrays that hold at most one have counted, and the kind of the first
        /// carried message that has one; `carriedKindUnknown` when the first carried message
        /// was passed by a check that does not tell its kind (a rule then misses).
        var watchedHeld: UInt64 = 0
        var counted = 0
        var carriedKind: ChatCustom.Kind?
        var carriedKindUnknown = false
        /// Whether the judgement tells what the message is (`toldKind`): asked by a carrier's
        /// check only (``VerdictFields/wantsKind``), and kept across a reading from the start.
        var tellsKind = false
        var toldKind: ChatCustom.Kind?
        /// Whether a repeated key of the root was taken (``takeRepeat(_:of:in:_:_:_:level:_:)``):
        /// its warning is among the findings and the members read hold its last copy alone,
        /// so a judgement that judges the root's members again without the findings, or that
        /// chose the root's shape from a loose reading (which asks a key's first copy, where
        /// the tape asks its last), must miss.
        var rootRepeatTaken = false
        /// Each item as the diagnostic it is, made where it is found (its path from the
        /// trail, its offset in the message), past `madeBase`: the array the verdict holds
        /// its findings in, so that findings are written once, where they are kept. (A record
        /// of each item's path and message, and an array of diagnostics made from it at the
        /// end, cost two heap blocks a line with a finding.) Held outside, so that the record
        /// the reading passes down stays plain bytes.
        let made: UnsafeMutablePointer<[Diagnostic]>
        /// Where this check's diagnostics start in ``made``: those before are the caller's.
        let madeBase: Int
        /// Whether a note or warning is counted in ``omitted`` rather than made
        /// (``CaptureDecoder/FindingDetail/failingOnly``); its item is kept all the same.
        var counting = false
        var omitted = OmittedFindings()

        /// The finding index of an item that is another check's diagnostic, carried whole.
        static let carriedFinding: Int32 = -2
        /// The path to the value being read: a step for each open container, up to ``level``
        /// (``enter()``).
        let trail: UnsafeMutableBufferPointer<Step>
        var level = 0
        /// The message's bytes, where the trail's keys are (those of an embedded document are
        /// in ``embedding``'s copy).
        let base: UnsafePointer<UInt8>
        /// What the place the findings are reported in puts before each path (a capture
        /// line's `payload`, `<json>`): written first, where inserting it after cost ~280
        /// instructions a finding.
        var pathPrefix = PayloadPlacement.Prefix.none
        /// The embedded document being read, if any: the string's start in the message, its
        /// raw bytes between the quotes (through which an offset in the document maps out to
        /// the message's as the tape maps it), and the document copied out of them.
        var embedding: (container: Int, raw: UnsafeBufferPointer<UInt8>, document: UnsafePointer<UInt8>)?

        /// One step of the trail: a member's key (where its entry is, in the message or the
        /// embedded document being read), an element's index (in `offset`), or a string's
        /// embedded document. Twelve bytes, so the trail, the members and the findings fit the
        /// one temporary allocation the stack takes (above 1,024 bytes it is a malloc).
        struct Step {
            enum Kind: UInt8 { case key, embeddedKey, index, embedded }
            var kind: Kind
            var flags: UInt8 = 0
            var offset: UInt32
            var length: UInt32 = 0

            static func index(_ index: Int) -> Step { Step(kind: .index, offset: UInt32(truncatingIfNeeded: index)) }
            static let embedded = Step(kind: .embedded, offset: 0)
        }

        /// Sets the trail's step at `level` to the member whose key is `entry`. A method of its
        /// own: `found.trail[level] = found.key(entry)` made the compiler copy the whole record
        /// (144 bytes, a `memcpy`) for the call on the right.
        @inline(__always)
        mutating func mark(_ entry: JSONTape.Entry, at level: Int) {
            trail[level] = key(entry)
        }

        /// The step to a member whose key is `entry`, in the document being read.
        @inline(__always)
        func key(_ entry: JSONTape.Entry) -> Step {
            Step(
                kind: embedding == nil ? .key : .embeddedKey,
                flags: entry.flags,
                offset: entry.offset,
                length: entry.length
            )
        }

        /// Where nothing may be found: a document embedded in an embedded one (findings are
        /// placed through one string's escapes, not two). Its trail goes on from this one's.
        var sealed: Found {
            var sealed = Found(
                items: UnsafeMutableBufferPointer(start: nil, count: 0),
                made: made,
                trail: trail,
                base: base
            )
            sealed.level = level
            sealed.pathPrefix = pathPrefix
            return sealed
        }

        init(
            items: UnsafeMutableBufferPointer<Item>,
            made: UnsafeMutablePointer<[Diagnostic]>,
            trail: UnsafeMutableBufferPointer<Step>,
            base: UnsafePointer<UInt8>
        ) {
            self.items = items
            self.made = made
            self.madeBase = made.pointee.count
            self.trail = trail
            self.base = base
        }

        /// Records an item of `finding` at `offset` in the document being read, and the
        /// diagnostic `diagnostic` makes of its path and its offset in the message; only its
        /// `severity` where a note or warning is counted (``counting``).
        @inline(__always)
        private mutating func record(
            _ finding: Int32,
            at offset: Int,
            severity: Severity,
            _ diagnostic: (_ path: JSONPath, _ offset: Int) -> Diagnostic
        ) throws(StreamedReadMiss) {
            try StreamedReadMiss.unless(count < items.count)
            let placed = placed(offset)
            items[count] = Item(finding: finding, offset: placed)
            count += 1
            if counting && severity != .error {
                omitted.count(severity)
                return
            }
            if made.pointee.count == madeBase { made.pointee.reserveCapacity(madeBase + items.count) }
            made.pointee.append(diagnostic(path(), placed))
        }

        /// Records `finding` at `offset` in the document being read: a miss for a finding the
        /// tables do not hold.
        mutating func add(_ finding: Int32, at offset: Int) throws(StreamedReadMiss) {
            try add(finding, at: offset) { _ in nil }
        }

        /// Records a finding of the message the string being read carries (found by that
        /// message's own check, at its path and offset within it), at `offset`: where it
        /// lies in the document being read. Its path goes on from the string's, through
        /// `<json>`, as the tape moves it.
        mutating func add(carried diagnostic: Diagnostic, at offset: Int) throws(StreamedReadMiss) {
            try record(Self.carriedFinding, at: offset, severity: diagnostic.severity) { path, offset in
                var path = path
                path.components.append(.embedded)
                path.components += diagnostic.path.components
                return Self.carrying(diagnostic, at: path, offset)
            }
        }

        /// `diagnostic`'s code, severity and message, at `path` and `offset`.
        private static func carrying(_ diagnostic: Diagnostic, at path: JSONPath, _ offset: Int) -> Diagnostic {
            Diagnostic(
                diagnostic.code,
                severity: diagnostic.severity,
                path: path,
                offset: offset,
                message: diagnostic.message
            )
        }

        /// Records a named rule's finding (``ObjectRule``) at `offset`, under the member
        /// `key` of the object whose container level is `level`: its code, severity and message
        /// whole, as a carried finding's.
        mutating func add(
            rule diagnostic: Diagnostic,
            under key: String,
            level: Int,
            at offset: Int
        )
            throws(StreamedReadMiss)
        {
            let reading = self.level
            self.level = level
            defer { self.level = reading }
            try record(Self.carriedFinding, at: offset, severity: diagnostic.severity) { path, offset in
                var path = path
                path.components.append(.key(key))
                return Self.carrying(diagnostic, at: path, offset)
            }
        }

        /// Records a warning the tape's scanner would give (a repeated key) at `offset`, in
        /// the document being read: its code, severity and message whole, at the trail's path.
        mutating func add(warning diagnostic: Diagnostic, at offset: Int) throws(StreamedReadMiss) {
            try record(Self.carriedFinding, at: offset, severity: diagnostic.severity) { path, offset in
                Self.carrying(diagnostic, at: path, offset)
            }
        }

        /// Whether a finding has been made at `offset` in the document being read.
        func holdsFinding(at offset: Int) -> Bool {
            let placed = placed(offset)
            return items[..<count].contains { $0.offset == placed }
        }

        /// Where `offset` in the document being read is in the message, as an item records
        /// it: inside an embedded document, mapped out through the string's escapes.
        private func placed(_ offset: Int) -> Int {
            embedding.map { $0.container + 1 + EmbeddedOffsetMap.rawIndex(ofDecoded: offset, in: $0.raw) } ?? offset
        }

        /// Notes the kind of a carried message checked whole (nil: it has none), unless an
        /// earlier carried message decided it.
        mutating func noteCarried(kind: ChatCustom.Kind?, known: Bool) {
            guard carriedKind == nil, !carriedKindUnknown else { return }
            if known { carriedKind = kind } else { carriedKindUnknown = true }
        }

        /// As ``add(_:at:)``, its message written from the path it is found at (nil: the
        /// finding's own).
        mutating func add(
            _ finding: Int32,
            at offset: Int,
            message: (JSONPath) -> String?
        ) throws(StreamedReadMiss) {
            let tables = CompiledSpec.shared
            try StreamedReadMiss.unless(tables.pointee.findings.indices.contains(Int(finding)))
            let severity = tables.pointee.findingSeverities[Int(finding)]
            try record(finding, at: offset, severity: severity) { path, offset in
                // Read where the finding is made: a copy taken before it retained and released
                // the message of every finding that is only counted.
                let stated = tables.pointee.findings[Int(finding)]
                return Diagnostic(
                    stated.code,
                    severity: severity,
                    path: path,
                    offset: offset,
                    message: message(path) ?? stated.message
                )
            }
        }

        /// The trail as a path, each key decoded, after ``pathPrefix``.
        private func path() -> JSONPath {
            // At the root, the prefix alone: its own array, shared (a note, the commonest
            // finding, built one a line).
            guard level > 0 else { return JSONPath(components: pathPrefix.components) }
            // The prefix's array, copied into room for the steps as it grows (appending the
            // prefix to an empty array went through the generic append, ~230 instructions).
            var components = pathPrefix.components
            components.reserveCapacity(components.count + level)
            for step in trail[..<level] {
                switch step.kind {
                case .key, .embeddedKey:
                    let entry = JSONTape.Entry(
                        kind: .string,
                        flags: step.flags,
                        offset: step.offset,
                        length: step.length,
                        end: 0
                    )
                    let document = step.kind == .key ? base : embedding?.document ?? base
                    components.append(.key(JSONStringDecoding.decode(entry, in: document)))
                case .index: components.append(.index(Int(step.offset)))
                case .embedded: components.append(.embedded)
                }
            }
            return JSONPath(components: components)
        }

        /// Opens a container's level of the trail, where the step to each of its items is
        /// written; a miss past the trail's room (the tape reads so deep a message).
        mutating func enter() throws(StreamedReadMiss) -> Int {
            let opened = level
            try StreamedReadMiss.unless(opened < trail.count)
            level = opened + 1
            return opened
        }

        /// Closes the level `enter()` opened.
        mutating func leave(_ opened: Int) { level = opened }

        /// Forgets every finding and step, for a reading from the start.
        mutating func reset() {
            count = 0
            omitted = OmittedFindings()
            if made.pointee.count > madeBase { made.pointee.removeSubrange(madeBase...) }
            level = 0
            firstEmbeddedFacts = nil
            watchedHeld = 0
            counted = 0
            carriedKind = nil
            carriedKindUnknown = false
            toldKind = nil
            rootRepeatTaken = false
        }
    }

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
    private static func place(
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

    private static func judge(
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
    private static func judge(
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
    private static func valuesWithinLimits(_ rootKeys: UnsafeBufferPointer<Member>, _ cursor: StreamedCursor) -> Bool {
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
    private static func checkRoot(
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
    private static func checkShape(
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
    private static let specForms = FamilyForm.DominanceOrder(
        FamilyForm.allCases.filter(\.isDeclared) + FamilyForm.allCases.filter { !$0.isDeclared && !$0.shapes.isEmpty }
    )

    /// The spec form that detection certainly chooses for these keys (``FamilyForm/dominates(_:keys:)``:
    /// more of its markers than all other forms' together), found without scoring every form
    /// (~400 instructions a message); nil leaves it to detection.
    private static func plainlyChosenForm(_ keys: RootKeys, within family: WireFamily?) -> FamilyForm? {
        guard let form = FamilyForm.firstDominating(in: specForms, keys: keys) else { return nil }
        return family?.admits(form.family) ?? true ? form : nil
    }

    /// The root's members (keys without escapes, none repeated), their values skipped.
    /// Inlined into the judgement, as it was before the root's check moved apart (called, it
    /// cost a spec form's message ~1,000 instructions).
    @inline(__always)
    private static func readRootKeys(
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
    private static func skipObject(
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

    // MARK: Values, over the compiled tables

    static func checkValue(
        _ index: Int32,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        let spec = tables.pointee.values[Int(index)]
        switch spec.kind {
        case .any:
            try skipValue(&cursor)
        case .string:
            try checkString(spec, try cursor.string(), tables, cursor.base, &found)
        case .integer:
            try checkInteger(spec, tables, &cursor, &found)
        case .codeOrName:
            if cursor.kind(at: cursor.position) == .string {
                try checkString(
                    tables.pointee.values[Int(spec.inner)],
                    try cursor.string(),
                    tables,
                    cursor.base,
                    &found
                )
            } else {
                try checkInteger(spec, tables, &cursor, &found)
            }
        case .number:
            // Finite as a double, as the walk asks: without an exponent, a lexeme this short
            // has fewer digits before any point than the largest double; one with an
            // exponent is the tape's to judge.
            let start = cursor.position
            let number = try cursor.numberLexeme()
            try StreamedReadMiss.unless(!number.hasExponent && number.lexeme.count <= 300)
            if spec.floor != .none || spec.notesFraction {
                try checkNumberRule(spec, number.lexeme, at: start, tables, &found)
            }
        case .boolean:
            _ = try cursor.bool()
        case .object:
            try checkObject(spec.inner, tables, &cursor, &found)
        case .array:
            var count: Int64 = 0
            let countedBefore = found.counted
            let level = try found.enter()
            try readElements(&cursor) { cursor throws(StreamedReadMiss) in
                found.trail[level] = .index(Int(count))
                count += 1
                try checkValue(spec.inner, tables, &cursor, &found)
            }
            found.leave(level)
            try StreamedReadMiss.unless(count >= spec.min && count <= spec.max)
            // A second element of the kind it holds one of: a finding, which the tape reports.
            if spec.limitsOne { try StreamedReadMiss.unless(found.counted - countedBefore <= 1) }
        case .appMessage:
            try checkAppMessage(spec, &cursor, &found)
        case .embedded:
            try checkEmbedded(spec.inner, tables, &cursor, &found)
        }
    }

    /// A number's rule, the number written `lexeme` at `start`: a value below a floor of zero
    /// (told by its sign; any other floor is the tape's to compare) misses, for the tape to
    /// report; a fraction the rule notes is taken with its finding, as the tape words it.
    /// Apart from `checkValue`, which the compiler then keeps small enough to inline what it
    /// calls (inline, this cost every spec form's message ~200 instructions).
    @inline(never)
    private static func checkNumberRule(
        _ spec: CompiledSpec.Value,
        _ lexeme: UnsafeBufferPointer<UInt8>,
        at start: Int,
        _ tables: UnsafePointer<CompiledSpec>,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        switch spec.floor {
        case .none: break
        case .zero: try StreamedReadMiss.unless(lexeme.first != UInt8(ascii: "-"))
        case .other: throw StreamedReadMiss()
        }
        guard spec.notesFraction, hasFraction(lexeme) else { return }
        // A fraction as the tape sees one: one the double keeps (`1.00000000000000001` is 1).
        let number = JSONNumber(validatedLexeme: String(decoding: lexeme, as: UTF8.self))
        guard number.hasFraction else { return }
        try StreamedReadMiss.unless(tables.pointee.findings.indices.contains(Int(spec.valueFinding)))
        let note = tables.pointee.findings[Int(spec.valueFinding)].message
        try found.add(spec.valueFinding, at: start) { path in
            NumberRule.fractionMessage(
                subject: SpecWalker.subject(of: path.components),
                lexeme: number.lexeme,
                note: note
            )
        }
    }

    /// Whether a number lexeme with no exponent has a fraction that is not all zeros.
    private static func hasFraction(_ lexeme: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let point = lexeme.firstIndex(of: UInt8(ascii: ".")) else { return false }
        return lexeme[(point + 1)...].contains { $0 != UInt8(ascii: "0") }
    }

    /// An integer in the value's range and, when it has codes, one of them (with its finding).
    /// Returns it.
    @inline(__always)
    @discardableResult
    static func checkInteger(
        _ spec: CompiledSpec.Value,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor,
        _ found: inout Found
    ) throws(StreamedReadMiss) -> Int64 {
        let start = cursor.position
        let value = try cursor.integer(as: Int64.self)
        try StreamedReadMiss.unless(value >= spec.min && value <= spec.max)
        guard spec.count != 0 else { return value }
        for code in Int(spec.first)..<Int(spec.first + spec.count) where tables.pointee.codes[code] == value {
            let finding = tables.pointee.codeFindings[code]
            if finding >= 0 { try found.add(finding, at: start) }
            return value
        }
        throw StreamedReadMiss()
    }

    /// The document a string holds, against its spec (`inner`); findings inside it are placed
    /// through the string's escapes, except in a document embedded in another (missed). Apart
    /// from `checkValue`, whose other cases are a few loads each; the copy and its decoding are
    /// the rare, large case (moving it out measured no change, either way).
    @inline(never)
    private static func checkEmbedded(
        _ inner: Int32,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: inout StreamedCursor,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        let options = cursor.options
        let container = cursor.position
        try withDocument(inStringAt: &cursor) { document, string throws(StreamedReadMiss) in
            var embedded = try StreamedCursor(document, options: options)
            embedded.skipWhitespace()
            var within = found.embedding == nil ? found : found.sealed
            // What a named rule above asks of the document goes on through it, as the tape's
            // walk gathers it across embedded documents (a sealed record starts without it).
            within.watchedHeld = found.watchedHeld
            within.counted = found.counted
            within.carriedKind = found.carriedKind
            within.carriedKindUnknown = found.carriedKindUnknown
            within.embedding = (container, string.raw, document.baseAddress ?? found.base)
            within.trail[try within.enter()] = .embedded
            try checkValue(inner, tables, &embedded, &within)
            embedded.skipWhitespace()
            try StreamedReadMiss.unless(embedded.isAtEnd)
            if found.embedding == nil {
                found.count = within.count
                found.omitted = within.omitted
            }
            if found.firstEmbeddedFacts == nil { found.firstEmbeddedFacts = embedded.facts }
            found.watchedHeld = within.watchedHeld
            found.counted = within.counted
            found.carriedKind = within.carriedKind
            found.carriedKindUnknown = within.carriedKindUnknown
        }
    }

    /// `body` on the document the string at the cursor holds, copied out with every escape
    /// decoded, as the tape decodes a string before it reads the document in it (Apple's pretty
    /// printer writes an embedded document's line breaks as `\n`); not called for an empty
    /// string, which holds none. A raw control byte in the string misses: the document's reader
    /// steps over whitespace, and a raw tab or line break must not pass for it. (The dialect is
    /// told from the facts of the message's first reading, so nothing read here, a `\/`
    /// included, can change it.)
    private static func withDocument(
        inStringAt cursor: inout StreamedCursor,
        _ body: (UnsafeBufferPointer<UInt8>, StreamedCursor.EmbeddedString) throws(StreamedReadMiss) -> Void
    ) throws(StreamedReadMiss) {
        if cursor.byte(at: cursor.position) == UInt8(ascii: "\""),
            cursor.byte(at: cursor.position + 1) == UInt8(ascii: "\"")
        {
            cursor.position += 2
            return
        }
        try cursor.withUnescapedEmbeddedDocument { document, string throws(StreamedReadMiss) in
            try StreamedReadMiss.unless(!string.hasControlByte)
            try body(document, string)
        }
    }

    /// A string that carries a message of another family (`spec.inner`, by place in
    /// `WireFamily.allCases`): passed when it is empty, or when that family's own streamed
    /// check passes what it holds, its findings taken as the tape's judgement of it moves
    /// them; text that certainly is no JSON is the app's own, taken with its finding
    /// (`spec.first`) at the string, as the tape takes it. Anything else (a carried message
    /// its check misses, text that may start a JSON value) misses, and the tape judges it.
    @inline(never)
    private static func checkAppMessage(
        _ spec: CompiledSpec.Value,
        _ cursor: inout StreamedCursor,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        let families = WireFamily.allCases
        try StreamedReadMiss.unless(families.indices.contains(Int(spec.inner)))
        let start = cursor.position
        if cursor.kind(at: start) == .string, let first = cursor.byte(at: start + 1),
            ApplicationText.certainlyText(startingWith: first)
        {
            _ = try cursor.string()
            try found.add(spec.first, at: start)
            return
        }
        let options = cursor.options
        let carried = families[Int(spec.inner)]
        try withDocument(inStringAt: &cursor) { document, string throws(StreamedReadMiss) in
            var verdict = CarriedVerdict(family: carried)
            let passed = check(
                UnsafeRawBufferPointer(document),
                within: carried,
                options: options,
                into: &verdict
            )
            try StreamedReadMiss.unless(passed)
            found.noteCarried(kind: verdict.kind, known: verdict.kindIsKnown)
            // What the carried message's check found (a note that it is the app's own JSON, a
            // Flutter null), moved out through the string's escapes as the tape moves it.
            for diagnostic in verdict.diagnostics {
                guard let offset = diagnostic.offset else { throw StreamedReadMiss() }
                let raw = EmbeddedOffsetMap.rawIndex(ofDecoded: offset, in: string.raw)
                try found.add(carried: diagnostic, at: start + 1 + raw)
            }
        }
    }

    /// A string read whole against a string's spec: not empty where it must not be, one of
    /// its values where it has them; a value outside an open list is taken with the rule's
    /// finding at the string, the value named as the tape names it.
    @inline(__always)
    static func checkString(
        _ spec: CompiledSpec.Value,
        _ entry: JSONTape.Entry,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        if spec.nonEmpty { try StreamedReadMiss.unless(entry.length != 0) }
        if spec.isWatched { return try checkWatched(spec, entry, tables, base, &found) }
        // `StringRule.checksValues(ofLength:)`, over the compiled value.
        if spec.count != 0, entry.length != 0 || spec.checksEmpty,
            try !spellsOne(of: spec.first, spec.count, entry, tables, base)
        {
            try takeUnknown(spec, entry, tables, base, &found)
        }
    }

    /// A string whose values some array or rule above watches (``CompiledSpec/Watch``): as
    /// ``checkString(_:_:_:_:_:)``, telling them which value it is. Apart, as the rare case.
    @inline(never)
    private static func checkWatched(
        _ spec: CompiledSpec.Value,
        _ entry: JSONTape.Entry,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        guard entry.length != 0 || spec.checksEmpty else { return }
        guard let index = try place(of: entry, among: spec.first, spec.count, tables, base) else {
            return try takeUnknown(spec, entry, tables, base, &found)
        }
        let watch = tables.pointee.stringWatches[index]
        found.watchedHeld |= watch.heldBits
        if watch.isCounted { found.counted += 1 }
    }

    /// A value outside the spec's list: taken with the rule's finding when the list is open,
    /// its message led by the value as ``StringRule/unknownFinding(for:)`` writes it; a miss
    /// when the list is closed. Apart, as the rare case.
    @inline(never)
    private static func takeUnknown(
        _ spec: CompiledSpec.Value,
        _ entry: JSONTape.Entry,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>,
        _ found: inout Found
    ) throws(StreamedReadMiss) {
        try StreamedReadMiss.unless(tables.pointee.findings.indices.contains(Int(spec.valueFinding)))
        let message = StringRule.unknownMessage(
            naming: JSONStringDecoding.decode(entry, in: base),
            tail: tables.pointee.findings[Int(spec.valueFinding)].message
        )
        try found.add(spec.valueFinding, at: Int(entry.offset)) { _ in message }
    }

    /// Whether a string (written without escapes; one with them misses) is one of a run of
    /// the tables' strings.
    private static func spellsOne(
        of first: Int32,
        _ count: Int32,
        _ entry: JSONTape.Entry,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>
    ) throws(StreamedReadMiss) -> Bool {
        try place(of: entry, among: first, count, tables, base) != nil
    }

    /// Where in the tables' strings, among the run of `count` from `first`, the string (written
    /// without escapes; one with them misses) is; nil when it is none of them.
    @inline(__always)
    private static func place(
        of entry: JSONTape.Entry,
        among first: Int32,
        _ count: Int32,
        _ tables: UnsafePointer<CompiledSpec>,
        _ base: UnsafePointer<UInt8>
    ) throws(StreamedReadMiss) -> Int? {
        try StreamedReadMiss.unless(entry.flags & JSONTape.hasEscapes == 0)
        let text = base + Int(entry.offset) + 1
        for index in Int(first)..<Int(first + count)
        where tables.spells(tables.pointee.strings[index], text, count: Int(entry.length)) {
            return index
        }
        return nil
    }

    /// An object's members against its spec: declared members checked as they come, except
    /// those whose spec a sibling chooses, checked once the object is read and its selectors
    /// known; undeclared ones skipped.
    private static func checkObject(
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
    private static func takeRepeat(
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
    private static func checkRead(
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
    private static func judgeRules(
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
    /// would give (a key read again misses).
    @inline(__always)
    private static func selectorsRead(
        for place: Int,
        in spec: CompiledSpec.Object,
        _ tables: UnsafePointer<CompiledSpec>,
        among read: UnsafeBufferPointer<Member>,
        _ base: UnsafePointer<UInt8>
    ) -> Bool {
        for variantIndex in Int(spec.firstVariant)..<Int(spec.firstVariant + spec.variantCount) {
            let variant = tables.pointee.variants[variantIndex]
            guard Int(variant.member) == place else { continue }
            guard read.contains(where: { spellsKey(variant.selector, $0.key, tables, base) }) else { return false }
        }
        return true
    }

    /// Whether a key kept (``keep(_:at:in:count:)`` keeps none written with escapes) spells
    /// the tables' `range`.
    @inline(__always)
    private static func spellsKey(
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
    private static func finishObject(
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
    private static func checkOrder(
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
    private static func checkKeptString(
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
    private static func expectedKey(
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
    private static func declaredPlace(
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

    /// The values of an object's selectors, read where they lie.
    struct Selectors {
        let read: UnsafeBufferPointer<Member>
        let cursor: StreamedCursor
        let depth: Int
        /// The last selector read as a number: an object's variants mostly share one (co-host's
        /// two, `action_type`), which is then found and read once.
        private(set) var last: LastRead

        /// A selector read, by where its key lies in the tables' bytes, where each text is
        /// written once (-1: none yet): a number, or a string, kept where it was read in order
        /// (``CompiledSpec/Object/selectors``; reading it again cost ~170 instructions).
        struct LastRead {
            fileprivate var selector: Int32 = -1
            fileprivate var number: Int64 = 0
            fileprivate var string: JSONTape.Entry?

            init() {}

            /// The string `entry`, read as the value of the selector whose key is at `selector`.
            init(selector: Int32, string entry: JSONTape.Entry) {
                self.selector = selector
                self.string = entry
            }

            /// The number `number`, read as the value of the selector whose key is at `selector`.
            init(selector: Int32, number: Int64) {
                self.selector = selector
                self.number = number
            }
        }

        init(read: UnsafeBufferPointer<Member>, cursor: StreamedCursor, depth: Int, last: LastRead = LastRead()) {
            self.read = read
            self.cursor = cursor
            self.depth = depth
            self.last = last
        }

        /// The case that chooses the spec of the member at `place`: the first variant for it
        /// whose selector's value a case lists; nil keeps the member's own spec. A selector
        /// the subset reads but cannot compare (an integer past 64 bits, a string with
        /// escapes) misses.
        mutating func choice(
            for place: Int,
            in spec: CompiledSpec.Object,
            _ tables: UnsafePointer<CompiledSpec>
        ) throws(StreamedReadMiss) -> Int? {
            let base = cursor.base
            for variantIndex in Int(spec.firstVariant)..<Int(spec.firstVariant + spec.variantCount) {
                let variant = tables.pointee.variants[variantIndex]
                guard Int(variant.member) == place else { continue }
                let cases = Int(variant.firstCase)..<Int(variant.firstCase + variant.caseCount)
                if variant.selector.start == last.selector {
                    if let entry = last.string {
                        if let found = try Self.naming(entry, among: cases, tables, base) { return found }
                    } else if let found = Self.listing(last.number, among: cases, tables) {
                        return found
                    }
                    continue
                }
                guard
                    let selector = read.last(where: { member in
                        tables.spells(
                            variant.selector,
                            base + Int(member.key.offset) + 1,
                            count: Int(member.key.length)
                        )
                    })
                else {
                    if let found = Self.otherwise(among: cases, tables) { return found }
                    continue
                }
                var value = cursor
                value.position = selector.valueStart
                value.depth = depth
                switch value.kind(at: selector.valueStart) {
                case .number?:
                    let number = try value.integer(as: Int64.self)
                    last = LastRead(selector: variant.selector.start, number: number)
                    if let found = Self.listing(number, among: cases, tables) { return found }
                case .string?:
                    // Kept as a number is: a ZIM callback's thirteen variants all ask `event`
                    // (~2,900 instructions a body, each finding it and reading it again).
                    let entry = try value.string()
                    last = LastRead(selector: variant.selector.start, string: entry)
                    if let found = try Self.naming(entry, among: cases, tables, base) { return found }
                default:
                    if let found = Self.otherwise(among: cases, tables) { return found }
                }
            }
            return nil
        }

        /// The first of `cases` that lists `number`, or chooses whatever the ones before it
        /// do not list.
        private static func listing(
            _ number: Int64,
            among cases: Range<Int>,
            _ tables: UnsafePointer<CompiledSpec>
        ) -> Int? {
            for found in cases {
                let option = tables.pointee.cases[found]
                if option.isOtherwise { return found }
                for code in Int(option.firstCode)..<Int(option.firstCode + option.codeCount)
                where tables.pointee.codes[code] == number {
                    return found
                }
            }
            return nil
        }

        /// The first of `cases` that lists the string `entry`, or chooses whatever the ones
        /// before it do not list.
        private static func naming(
            _ entry: JSONTape.Entry,
            among cases: Range<Int>,
            _ tables: UnsafePointer<CompiledSpec>,
            _ base: UnsafePointer<UInt8>
        ) throws(StreamedReadMiss) -> Int? {
            for found in cases {
                let option = tables.pointee.cases[found]
                if option.isOtherwise { return found }
                if try spellsOne(of: option.firstString, option.stringCount, entry, tables, base) { return found }
            }
            return nil
        }

        /// The case of `cases` chosen when the selector is absent, or neither a number nor a string.
        private static func otherwise(among cases: Range<Int>, _ tables: UnsafePointer<CompiledSpec>) -> Int? {
            cases.first { tables.pointee.cases[$0].isOtherwise }
        }
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

    // MARK: Reading the subset

    /// Reads an object's members, handing each key (the cursor at its value) to `member`,
    /// which must read the value.
    private static func readMembers(
        _ cursor: inout StreamedCursor,
        _ member: (inout StreamedCursor, JSONTape.Entry) throws(StreamedReadMiss) -> Void
    ) throws(StreamedReadMiss) {
        try readItems(&cursor, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) { cursor throws(StreamedReadMiss) in
            let key = try cursor.string()
            try cursor.colon()
            try member(&cursor, key)
        }
    }

    private static func readElements(
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
    private static func readItems(
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
    private static func skipValue(_ cursor: inout StreamedCursor) throws(StreamedReadMiss) {
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

    private static func skipNull(_ cursor: inout StreamedCursor) throws(StreamedReadMiss) {
        for byte in "null".utf8 { try cursor.expect(byte) }
    }

    // MARK: Keys

    /// Whether two of the keys (none with escapes) are the same.
    private static func hasRepeats(_ members: UnsafeBufferPointer<Member>, _ base: UnsafePointer<UInt8>) -> Bool {
        hasRepeats(members, among: ~0, base)
    }

    /// Whether two of the members at the places `among` marks (bit n for `members[n]`; every
    /// place past 64) have the same key. Past a few members, each key's fingerprint and
    /// length are compared with the earlier ones' first, and its bytes only where both agree:
    /// an object of the sender's own keys of one length (PK room attributes beside
    /// `pk_users`: `k00`, `k01`, ...) cost a byte compare for every pair (~6,000 instructions
    /// for 17 keys). A few are compared pair by pair, where taking fingerprints cost more.
    private static func hasRepeats(
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
    private static func sameKey(_ a: JSONTape.Entry, _ b: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> Bool {
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

    /// The root's members as the first reading kept them, for the dialect's signals.
    private struct ReadRoot {
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

    /// Whether the string entry spells `name`.
    private static func spells(_ entry: JSONTape.Entry, _ name: String, _ base: UnsafePointer<UInt8>) -> Bool {
        WireKeyMatching.matches(entry, name, base)
    }
}
