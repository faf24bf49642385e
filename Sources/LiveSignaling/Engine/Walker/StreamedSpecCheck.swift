/// The verdict on a compact message of a form declared as a spec, read straight from its bytes
/// (``StreamedCursor``'s subset) with no tape and no value, as the hand-written forms' typed
/// checkers read theirs: it passes a message only when the tape's walk
/// (``WireDocument/judge(_:)``) would find nothing at all, and misses on anything it does not
/// settle (a finding, a byte outside the subset, a key written with escapes, more members than
/// it keeps), leaving the message to the tape, which reports.
///
/// Two passes over the bytes: the root's keys for detection (a spec form is not guessed from
/// its first key, as the typed forms are: a UIKit invitation and a device state both start
/// with `type`), then the spec. Both are far cheaper than a tape.
enum StreamedSpecCheck {
    /// Members of one object it keeps track of; an object with more goes to the tape.
    static let maxMembers = 16

    /// One member as read: its key and where its value starts.
    fileprivate struct Member {
        var key: JSONTape.Entry
        var valueStart: Int
    }

    /// Fills in the family, version and dialect and returns true when `bytes` are a message of
    /// a spec form that the tape's walk would pass without a finding; false leaves `result`.
    /// `refusingEnvelopeKeys` (for a capture line) misses on a root `channel` or `payload` key.
    static func check(
        _ bytes: UnsafeRawBufferPointer,
        within family: WireFamily?,
        options: JSONReaderOptions,
        into result: inout some VerdictFields,
        refusingEnvelopeKeys: Bool = false
    ) -> Bool {
        let bytes = bytes.assumingMemoryBound(to: UInt8.self)
        guard let p = bytes.baseAddress, bytes.count > 2, p[0] == UInt8(ascii: "{"), p[1] == UInt8(ascii: "\""),
            leadsLikeASpecForm(bytes)
        else { return false }
        let judged = withUnsafeTemporaryAllocation(of: Member.self, capacity: maxMembers) {
            keys -> (form: FamilyForm, dialect: String)? in
            try? judge(bytes, within: family, options: options, keys: keys, refusingEnvelopeKeys: refusingEnvelopeKeys)
        }
        guard let judged else { return false }
        result.family = judged.form.family
        result.version = judged.form.version
        result.dialect = judged.dialect
        return true
    }

    /// The root keys a spec form's message may lead with: each form's markers, and the first
    /// member its spec declares (writer order; a classic UIKit invitation leads with `type`).
    /// A message led by any other key goes to the tape at once, so the hand-written forms the
    /// typed checkers do not take (stream extra info, the 1-v-1 room attributes, any spaced
    /// message) pay next to nothing here. Only keys detection knows have a bit; a spec form
    /// led by another key is judged on the tape, as before.
    private static let leading: (keys: RootKeyBits, shapes: LeadingShapes) = {
        let keys = FamilyForm.allCases.compactMap(\.spec).flatMap { spec in
            (spec.markers + spec.root.members.prefix(1).map(\.key)).filter(RootKeys.known.contains)
        }
        var shapes = LeadingShapes()
        for key in keys {
            let bytes = Array(key.utf8)
            if let first = bytes.first, let last = bytes.last {
                shapes.insert(first: first, last: last, count: bytes.count)
            }
        }
        return (RootKeys.bits(of: keys), shapes)
    }()

    /// A 256-bit set of the leading keys' first byte, last byte and length, hashed: most keys
    /// that lead no spec form are turned away by one bit test, before their bytes are looked
    /// up (~200 instructions a message, where the lookup was made for every key).
    struct LeadingShapes {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        @inline(__always)
        private static func slot(first: UInt8, last: UInt8, count: Int) -> Int {
            Int(
                truncatingIfNeeded: (UInt32(first) &* 31 &+ UInt32(last) &* 7 &+ UInt32(truncatingIfNeeded: count))
                    & 255
            )
        }

        mutating func insert(first: UInt8, last: UInt8, count: Int) {
            let slot = Self.slot(first: first, last: last, count: count)
            let bit = UInt64(1) << UInt64(slot & 63)
            switch slot >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }

        @inline(__always)
        func mayHold(first: UInt8, last: UInt8, count: Int) -> Bool {
            let slot = Self.slot(first: first, last: last, count: count)
            let word: UInt64 =
                switch slot >> 6 {
                case 0: words.0
                case 1: words.1
                case 2: words.2
                default: words.3
                }
            return word & (UInt64(1) << UInt64(slot & 63)) != 0
        }
    }

    /// Whether the first key (written without escapes) is one of the leading keys.
    private static func leadsLikeASpecForm(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress else { return false }
        // The key's end, a word at a time where the string scanner's skip can.
        let end = JSONStringScan.skipPlain(p, from: 2, end: bytes.count)
        guard end < bytes.count, end > 2, p[end] == UInt8(ascii: "\"") else { return false }
        let leading = Self.leading
        guard leading.shapes.mayHold(first: p[2], last: p[end - 1], count: end - 2) else { return false }
        return !(RootKeys.bit(ofRaw: UnsafeBufferPointer(start: p + 2, count: end - 2)) & leading.keys).isEmpty
    }

    private static func judge(
        _ bytes: UnsafeBufferPointer<UInt8>,
        within family: WireFamily?,
        options: JSONReaderOptions,
        keys: UnsafeMutableBufferPointer<Member>,
        refusingEnvelopeKeys: Bool
    ) throws(TypedReadMiss) -> (form: FamilyForm, dialect: String) {
        var cursor = try StreamedCursor(bytes, options: options)
        let count = try readRootKeys(&cursor, into: keys)
        let rootKeys = UnsafeBufferPointer(rebasing: keys[..<count])
        let base = cursor.base
        if refusingEnvelopeKeys {
            try TypedReadMiss.unless(
                !rootKeys.contains { spells($0.key, "channel", base) || spells($0.key, "payload", base) }
            )
        }
        var asksForValue = false
        let detected = FamilyForm.detect(keys: RootKeys(raw: rootKeys.lazy.map(\.key), base: base), within: family) {
            _ in
            asksForValue = true
            return nil
        }
        guard let form = detected, !asksForValue, form.isDeclared, form.sizeLimit == nil, let spec = form.spec,
            spec.note == nil
        else { throw TypedReadMiss() }
        var walk = try StreamedCursor(bytes, options: options)
        try checkValue(.object(spec.root), &walk)
        try TypedReadMiss.unless(walk.isAtEnd)
        let dialect = spec.dialect(facts: walk.facts) { name in rootKeys.contains { spells($0.key, name, base) } }
        return (form, dialect?.name ?? "")
    }

    /// The root's members (keys without escapes, none repeated), their values skipped.
    private static func readRootKeys(
        _ cursor: inout StreamedCursor,
        into keys: UnsafeMutableBufferPointer<Member>
    ) throws(TypedReadMiss) -> Int {
        let count = try skipObject(&cursor, keeping: keys)
        try TypedReadMiss.unless(cursor.isAtEnd)
        return count
    }

    /// Reads an object, skipping its values and keeping its members in `members`; misses on a
    /// repeated key (the tape warns of one). Returns how many members it kept.
    private static func skipObject(
        _ cursor: inout StreamedCursor,
        keeping members: UnsafeMutableBufferPointer<Member>
    ) throws(TypedReadMiss) -> Int {
        var count = 0
        try readMembers(&cursor) { cursor, key throws(TypedReadMiss) in
            try keep(key, at: cursor.position, in: members, count: &count)
            try skipValue(&cursor)
        }
        try TypedReadMiss.unless(!hasRepeats(UnsafeBufferPointer(rebasing: members[..<count]), cursor.base))
        return count
    }

    /// Keeps a member read: its key (written without escapes, so keys compare as bytes) and
    /// where its value starts; misses past the members kept.
    private static func keep(
        _ key: JSONTape.Entry,
        at valueStart: Int,
        in members: UnsafeMutableBufferPointer<Member>,
        count: inout Int
    ) throws(TypedReadMiss) {
        try TypedReadMiss.unless(count < members.count && key.flags & JSONTape.hasEscapes == 0)
        members[count] = Member(key: key, valueStart: valueStart)
        count += 1
    }

    // MARK: Values

    private static func checkValue(_ spec: ValueSpec, _ cursor: inout StreamedCursor) throws(TypedReadMiss) {
        switch spec {
        case .any:
            try skipValue(&cursor)
        case .string(let rule):
            let entry = try cursor.string()
            if rule.nonEmpty { try TypedReadMiss.unless(entry.length != 0) }
            if !rule.values.isEmpty, entry.length != 0 {
                try TypedReadMiss.unless(rule.values.contains { spells(entry, $0, cursor.base) })
            }
        case .integer(let rule):
            let value = try cursor.integer(as: Int64.self)
            try TypedReadMiss.unless(
                rule.range.contains(value) && (rule.codes.isEmpty || rule.codes.contains { $0.value == value })
            )
        case .number:
            // Plain integers only (the subset); a lexeme this short is a finite double.
            try TypedReadMiss.unless(try cursor.integerLexeme().count <= 300)
        case .boolean:
            _ = try cursor.bool()
        case .object(let object):
            try checkObject(object, &cursor)
        case .array(let array):
            var count = 0
            try readElements(&cursor) { cursor throws(TypedReadMiss) in
                count += 1
                try checkValue(array.element, &cursor)
            }
            try TypedReadMiss.unless(array.count.contains(count))
        case .appMessage:
            // Another family's judgement: the tape's.
            throw TypedReadMiss()
        case .embedded(let inner):
            // An empty string holds no document.
            if cursor.byte(at: cursor.position) == UInt8(ascii: "\""),
                cursor.byte(at: cursor.position + 1) == UInt8(ascii: "\"")
            {
                cursor.position += 2
                return
            }
            let options = cursor.options
            try cursor.withUnescapedEmbeddedDocument { document throws(TypedReadMiss) in
                var embedded = try StreamedCursor(document, options: options)
                try checkValue(inner, &embedded)
                try TypedReadMiss.unless(embedded.isAtEnd)
            }
        }
    }

    /// An object's members against its spec: declared members checked as they come, except
    /// those whose spec a sibling chooses, checked once the object is read and its selectors
    /// known; undeclared ones skipped.
    private static func checkObject(_ spec: ObjectSpec, _ cursor: inout StreamedCursor) throws(TypedReadMiss) {
        try TypedReadMiss.unless(spec.members.count <= 64)
        let outcome = withUnsafeTemporaryAllocation(of: Member.self, capacity: maxMembers) {
            members -> Result<Void, TypedReadMiss> in
            Result { () throws(TypedReadMiss) in try checkObject(spec, &cursor, members) }
        }
        try outcome.get()
    }

    private static func checkObject(
        _ spec: ObjectSpec,
        _ cursor: inout StreamedCursor,
        _ members: UnsafeMutableBufferPointer<Member>
    ) throws(TypedReadMiss) {
        var count = 0
        var present: UInt64 = 0
        var hasDeferred = false
        let objectDepth = cursor.depth + 1
        try readMembers(&cursor) { cursor, key throws(TypedReadMiss) in
            try keep(key, at: cursor.position, in: members, count: &count)
            guard let declared = spec.memberIndex(spelledBy: key, in: cursor.base) else {
                try skipValue(&cursor)
                return
            }
            present |= 1 << UInt64(declared)
            if !spec.variants.isEmpty, spec.variants.contains(where: { $0.member == spec.members[declared].key }) {
                hasDeferred = true
                try skipValue(&cursor)
            } else {
                try checkMember(spec.members[declared], spec: nil, &cursor)
            }
        }
        let read = UnsafeBufferPointer(rebasing: members[..<count])
        let base = cursor.base
        try TypedReadMiss.unless(!hasRepeats(read, base))
        for (index, member) in spec.members.enumerated() where member.isRequired {
            try TypedReadMiss.unless(present & (1 << UInt64(index)) != 0)
        }
        for group in spec.exactlyOneOf {
            let given = group.filter { key in read.contains { spells($0.key, key, base) } }
            try TypedReadMiss.unless(given.count == 1)
        }
        guard !spec.variants.isEmpty else { return }
        var selectorMissed = false
        func selector(_ key: String) -> SelectorValue? {
            guard let selector = read.last(where: { spells($0.key, key, base) }) else { return nil }
            var value = cursor
            value.position = selector.valueStart
            value.depth = objectDepth
            switch value.kind(at: selector.valueStart) {
            case .number?:
                guard let integer = try? value.integer(as: Int64.self) else {
                    selectorMissed = true
                    return nil
                }
                return .integer(integer)
            case .string?:
                guard let entry = try? value.string() else {
                    selectorMissed = true
                    return nil
                }
                return .string(JSONStringDecoding.decode(entry, in: base))
            default:
                return nil
            }
        }
        // A member some case requires, absent: a finding, which the tape reports.
        for (index, member) in spec.members.enumerated() where !member.isRequired && present & (1 << UInt64(index)) == 0
        {
            let choice = spec.choice(for: member.key, selector: selector)
            try TypedReadMiss.unless(!selectorMissed && !member.isRequired(under: choice))
        }
        guard hasDeferred else { return }
        for member in read {
            guard let declared = spec.memberIndex(spelledBy: member.key, in: base),
                spec.variants.contains(where: { $0.member == spec.members[declared].key })
            else { continue }
            let choice = spec.choice(for: spec.members[declared].key, selector: selector)
            try TypedReadMiss.unless(!selectorMissed)
            var value = cursor
            value.position = member.valueStart
            value.depth = objectDepth
            try checkMember(spec.members[declared], spec: choice, &value)
        }
    }

    /// A declared member's value: `null` where the member may be absent, else its spec (or
    /// the variant case's); a case that makes a finding of its own is a miss.
    private static func checkMember(
        _ member: MemberSpec,
        spec choice: Variant.Case?,
        _ cursor: inout StreamedCursor
    ) throws(TypedReadMiss) {
        if cursor.byte(at: cursor.position) == UInt8(ascii: "n") {
            try TypedReadMiss.unless(member.acceptsNull(under: choice))
            try skipNull(&cursor)
            return
        }
        try TypedReadMiss.unless(choice?.finding == nil)
        try checkValue(choice?.spec ?? member.value, &cursor)
    }

    // MARK: Reading the subset

    /// Reads an object's members, handing each key (the cursor at its value) to `member`,
    /// which must read the value.
    private static func readMembers(
        _ cursor: inout StreamedCursor,
        _ member: (inout StreamedCursor, JSONTape.Entry) throws(TypedReadMiss) -> Void
    ) throws(TypedReadMiss) {
        try readItems(&cursor, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) { cursor throws(TypedReadMiss) in
            let key = try cursor.string()
            try cursor.expect(UInt8(ascii: ":"))
            try member(&cursor, key)
        }
    }

    private static func readElements(
        _ cursor: inout StreamedCursor,
        _ element: (inout StreamedCursor) throws(TypedReadMiss) -> Void
    ) throws(TypedReadMiss) {
        try readItems(&cursor, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), element)
    }

    /// Reads a container's items, each by `item`, between its brackets and commas, held to
    /// the reader's limit on a container's size.
    private static func readItems(
        _ cursor: inout StreamedCursor,
        open: UInt8,
        close: UInt8,
        _ item: (inout StreamedCursor) throws(TypedReadMiss) -> Void
    ) throws(TypedReadMiss) {
        try cursor.open(open)
        if cursor.byte(at: cursor.position) == close {
            try cursor.close(close)
            return
        }
        var count = 0
        while true {
            count += 1
            try TypedReadMiss.unless(count <= cursor.options.maxContainerSize)
            try item(&cursor)
            guard cursor.byte(at: cursor.position) == UInt8(ascii: ",") else { break }
            cursor.position += 1
        }
        try cursor.close(close)
    }

    /// Steps over any value of the subset (a value the spec leaves open: `any`, an undeclared
    /// member). The keys of each object stepped over are compared too: the scanner warns of
    /// a repeated key anywhere in a document, so a message with one must miss here.
    private static func skipValue(_ cursor: inout StreamedCursor) throws(TypedReadMiss) {
        switch cursor.kind(at: cursor.position) {
        case .string?: _ = try cursor.string()
        case .number?: _ = try cursor.integerLexeme()
        case .true?, .false?: _ = try cursor.bool()
        case .null?: try skipNull(&cursor)
        case .array?: try readElements(&cursor) { cursor throws(TypedReadMiss) in try skipValue(&cursor) }
        case .object?:
            let outcome = withUnsafeTemporaryAllocation(of: Member.self, capacity: maxMembers) {
                members -> Result<Void, TypedReadMiss> in
                Result { () throws(TypedReadMiss) in _ = try skipObject(&cursor, keeping: members) }
            }
            try outcome.get()
        case nil: throw TypedReadMiss()
        }
    }

    private static func skipNull(_ cursor: inout StreamedCursor) throws(TypedReadMiss) {
        for byte in "null".utf8 { try cursor.expect(byte) }
    }

    // MARK: Keys

    /// Whether two of the keys (none with escapes) are the same.
    private static func hasRepeats(_ members: UnsafeBufferPointer<Member>, _ base: UnsafePointer<UInt8>) -> Bool {
        for later in members.indices {
            for earlier in members.indices where earlier < later {
                let a = members[earlier].key
                let b = members[later].key
                if a.length == b.length,
                    WireKeyMatching.memoryEqual(base + Int(a.offset) + 1, base + Int(b.offset) + 1, Int(a.length))
                {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the string entry spells `name`.
    private static func spells(_ entry: JSONTape.Entry, _ name: String, _ base: UnsafePointer<UInt8>) -> Bool {
        WireKeyMatching.matches(entry, name, base)
    }
}
