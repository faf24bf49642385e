// The findings a check gathers as it reads, and the trail that places each one.

extension StreamedSpecCheck {
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
}
