/// Checks a message against its spec, and builds its value when asked, in one pass over the
/// message's tape.
///
/// Each finding is reported where the walk meets it, with the path the walk is at and the
/// offset of the tape entry in hand (mapped out of embedded documents by ``OffsetFrames``);
/// nothing is re-read to explain a failure. One problem per place: below a value whose kind is
/// wrong the walk stops, so no rule speaks about a stand-in.
///
/// The value built is the message *unwrapped*: every embedded document the spec declares is
/// replaced by its parsed value (``SpecValues/wrap(_:as:style:)`` puts the strings back), and
/// members the spec does not declare are kept as sent.
struct SpecWalker {
    let options: JSONReaderOptions
    let buildsValue: Bool
    var findings: [Diagnostic] = []
    /// The facts of each embedded document parsed, in document order (a dialect may depend
    /// on how an inner document was written).
    var embeddedFacts: [JSONDocumentFacts] = []
    var path: [JSONPath.Component] = []
    var frames = OffsetFrames()
    /// The kind of the first message carried in a string (``ValueSpec/appMessage(_:)``) that
    /// has one, within the object whose named rules will ask for it (``ObjectRule``).
    var carriedKind: ChatCustom.Kind?

    init(options: JSONReaderOptions, buildsValue: Bool) {
        self.options = options
        self.buildsValue = buildsValue
    }

    /// One document being walked: the outer message or one held by a string.
    struct Document {
        let tape: JSONTape
        let base: UnsafePointer<UInt8>

        func entry(_ index: Int) -> JSONTape.Entry { tape.entries[index] }
    }

    /// Walks the document's root; the value when building one.
    mutating func walk(_ spec: ValueSpec, root document: Document) -> JSONValue? {
        guard !document.tape.entries.isEmpty else { return nil }
        return walk(spec, document, 0)
    }

    // MARK: Values

    private mutating func walk(_ spec: ValueSpec, _ document: Document, _ index: Int) -> JSONValue? {
        let entry = document.entry(index)
        switch spec {
        case .any:
            return buildsValue ? JSONTapeValues.value(at: index, in: document.tape, bytes: document.base) : nil
        case .string(let rule):
            guard expect(document.base, .string, for: spec, entry) else { return nil }
            return checkString(rule, document, entry)
        case .integer(let rule):
            guard expect(document.base, .number, for: spec, entry) else { return nil }
            return checkInteger(rule, document, entry)
        case .codeOrName(let codes, let names):
            if entry.kind == .string { return checkString(names, document, entry) }
            guard expect(document.base, .number, for: spec, entry) else { return nil }
            return checkInteger(codes, document, entry)
        case .number(let rule):
            guard expect(document.base, .number, for: spec, entry) else { return nil }
            let number = JSONTapeValues.number(entry, document.base)
            // A receiver reads it as a double: past the largest one it has no value.
            guard number.doubleValue.isFinite else {
                report(.wireRange, entry, "\(number.lexeme) is too large for a double")
                return nil
            }
            if let finding = rule.finding(for: number.doubleValue, lexeme: number.lexeme, subject: subject) {
                report(finding.code, entry, finding.message)
            }
            return buildsValue ? .number(number) : nil
        case .boolean:
            guard entry.kind == .true || entry.kind == .false else {
                report(
                    .wireType,
                    entry,
                    "expected true or false, found \(JSONTapeValues.describe(entry, document.base))"
                )
                return nil
            }
            return buildsValue ? .bool(entry.kind == .true) : nil
        case .object(let object):
            guard expect(document.base, .object, for: spec, entry) else { return nil }
            return walkObject(object, document, index)
        case .array(let array):
            guard expect(document.base, .array, for: spec, entry) else { return nil }
            return walkArray(array, document, index)
        case .embedded(let inner):
            guard expect(document.base, .string, for: spec, entry) else { return nil }
            return walkEmbedded(inner, document, index)
        case .appMessage(let family):
            guard expect(document.base, .string, for: spec, entry) else { return nil }
            return walkAppMessage(family, document, index)
        }
    }

    private mutating func checkString(_ rule: StringRule, _ document: Document, _ entry: JSONTape.Entry) -> JSONValue? {
        // Asked of the bytes: the raw length is zero exactly when the decoded one is, and a
        // known value is compared without decoding the string.
        if rule.nonEmpty, entry.length == 0 {
            report(.wireEmptyID, entry, "\(subject) is empty; the flow needs a real ID here")
        } else if rule.checksValues(ofLength: Int(entry.length)),
            !rule.values.contains(where: { WireKeyMatching.matches(entry, $0, document.base) })
        {
            let finding = rule.unknownFinding(for: JSONStringDecoding.decode(entry, in: document.base))
            report(finding.code, entry, finding.message)
        }
        return buildsValue ? .string(JSONStringDecoding.decode(entry, in: document.base)) : nil
    }

    private mutating func checkInteger(_ rule: IntegerRule, _ document: Document, _ entry: JSONTape.Entry) -> JSONValue?
    {
        let number = JSONTapeValues.number(entry, document.base)
        guard let value = number.exactly(Int64.self) else {
            // As every reader of integers here: a fraction is the wrong kind, a whole
            // number past 64 bits is out of range.
            if number.hasFraction {
                report(.wireType, entry, "expected an integer, found \(JSONTapeValues.describe(entry, document.base))")
            } else {
                report(.wireRange, entry, "\(number.lexeme) does not fit int64")
            }
            return nil
        }
        check(rule, value, entry)
        return buildsValue ? .number(number) : nil
    }

    private mutating func check(_ rule: IntegerRule, _ value: Int64, _ entry: JSONTape.Entry) {
        if !rule.range.contains(value) {
            // A range open above (a size, a length) reads as its floor.
            let allowed =
                rule.range.upperBound == .max
                ? "it must be at least \(rule.range.lowerBound)"
                : "it must be within \(rule.range.lowerBound)...\(rule.range.upperBound)"
            report(.wireRange, entry, "\(subject) is \(value); \(allowed)")
        } else if !rule.codes.isEmpty {
            guard let place = rule.codeIndex(of: value) else {
                let known = rule.codes.map { "\($0.value) (\($0.meaning))" }.joined(separator: ", ")
                report(.wireEnum, entry, "\(subject) \(value) is not a known code: \(known)")
                return
            }
            if let finding = rule.codes[place].finding { report(finding.code, entry, finding.message) }
        }
    }

    // MARK: Containers

    private mutating func walkObject(_ spec: ObjectSpec, _ document: Document, _ index: Int) -> JSONValue? {
        guard !spec.rules.isEmpty else { return walkObjectBody(spec, document, index) }
        // The facts the rules ask for are the object's own: the carried kind met inside it.
        let outer = carriedKind
        carriedKind = nil
        let value = walkObjectBody(spec, document, index)
        let carried = carriedKind
        carriedKind = outer ?? carried
        judgeRules(spec, document, index, carried: carried)
        return value
    }

    /// The object's members, each at its declaration.
    private mutating func walkObjectBody(_ spec: ObjectSpec, _ document: Document, _ index: Int) -> JSONValue? {
        // Each declared member's value entry, found by comparing key bytes: no key becomes a
        // String unless a value is built for it, and the slots live on the stack. The second
        // half holds, for each member, the value entry of its alias first in declared order.
        let count = spec.members.count
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: Swift.max(2 * count, 1)) { slots in
            slots.initialize(repeating: -1)
            let hasAliases = spec.hasAliases
            func place(_ key: Int) {
                let entry = document.entry(key)
                if let declared = spec.memberIndex(spelledBy: entry, in: document.base) {
                    slots[declared] = key + 1
                } else if hasAliases, let (declared, alias) = spec.aliasIndex(spelledBy: entry, in: document.base) {
                    // Aliases are tried in their declared order, wherever they are written.
                    let held = slots[count + declared]
                    let heldAlias =
                        held < 0 ? nil : spec.aliasIndex(spelledBy: document.entry(held - 1), in: document.base)
                    if alias < heldAlias?.alias ?? Int.max {
                        slots[count + declared] = key + 1
                    }
                }
            }
            // A repeated key (the scanner warned of it) is read once, at its last copy, as
            // receivers keep the last: only then are the members indexed by name.
            let indexed = document.tape.warnings.isEmpty ? nil : MemberIndex(document, object: index)
            if let indexed {
                for (_, keyIndex) in indexed.ordered { place(keyIndex) }
            } else {
                var keys = MemberKeys(document, object: index)
                while let key = keys.next() { place(key) }
            }
            // A member absent under its own key is read under its alias.
            for declared in 0..<count where slots[declared] < 0 && slots[count + declared] >= 0 {
                slots[declared] = slots[count + declared]
            }
            let members = UnsafeMutableBufferPointer(rebasing: slots[..<count])
            if let indexed {
                return walkMembers(spec, document, index, members, indexed.ordered.lazy.map(\.keyIndex).makeIterator())
            }
            return walkMembers(spec, document, index, members, MemberKeys(document, object: index))
        }
    }

    /// Checks the object's members, given the value entry of each declared one (`slots`, -1
    /// when absent) and the key entries to read in document order.
    private mutating func walkMembers(
        _ spec: ObjectSpec,
        _ document: Document,
        _ index: Int,
        _ slots: UnsafeMutableBufferPointer<Int>,
        _ keys: some IteratorProtocol<Int>
    ) -> JSONValue? {
        let object = document.entry(index)
        var built: [JSONObject.Member] = []
        if buildsValue { built.reserveCapacity(Int(object.length)) }
        func valueIndex(_ key: String) -> Int? {
            guard let declared = spec.members.firstIndex(where: { $0.key == key }) else {
                // A selector the spec does not declare: looked for among the keys.
                return Self.lastValue(of: key, inObjectAt: index, document)
            }
            return slots[declared] >= 0 ? slots[declared] : nil
        }
        // The last selector read, kept: an object's variants mostly share one (`type`, a
        // co-host's `action_type`), asked for each member they choose for (reading a number
        // exactly costs ~500 instructions).
        var lastSelector: (key: String, value: SelectorValue?)?
        func selector(_ key: String) -> SelectorValue? {
            if let lastSelector, lastSelector.key == key { return lastSelector.value }
            var value: SelectorValue?
            if let index = valueIndex(key) {
                let entry = document.entry(index)
                switch entry.kind {
                case .number:
                    value = JSONTapeValues.number(entry, document.base).exactly(Int64.self).map { .integer($0) }
                case .string: value = .string(JSONStringDecoding.decode(entry, in: document.base))
                default: value = nil
                }
            }
            lastSelector = (key, value)
            return value
        }
        for (declared, member) in spec.members.enumerated() where slots[declared] < 0 {
            // A case is looked for only where it could be what requires the member.
            let choice =
                member.isRequired || spec.variants.isEmpty ? nil : spec.choice(for: member.key, selector: selector)
            guard member.isRequired(under: choice) else { continue }
            let wanted = "\((choice?.spec ?? member.value).kindName) required\(choice == nil ? "" : " here")"
            path.append(.key(member.key))
            report(.wireMissingKey, object, "\(member.key) is missing (\(wanted))")
            path.removeLast()
        }
        for group in spec.exactlyOneOf {
            // A null is no value: the group counts the members given something.
            let present = group.filter { key in valueIndex(key).map { document.entry($0).kind != .null } ?? false }
            guard present.count != 1 else { continue }
            let names = group.joined(separator: " or ")
            report(
                .wireOneOf,
                object,
                present.isEmpty
                    ? "give one of \(names)"
                    : "\(present.joined(separator: " and ")) are \(present.count == 2 ? "both" : "all") given; use one"
            )
        }
        var keys = keys
        let hasAliases = spec.hasAliases
        while let keyIndex = keys.next() {
            let valueIndex = keyIndex + 1
            // A member's own key, or the alias it is read under (its slot holds this entry).
            var alias: MemberAlias?
            var declared = spec.memberIndex(spelledBy: document.entry(keyIndex), in: document.base)
            if declared == nil, hasAliases,
                let (owner, place) = spec.aliasIndex(spelledBy: document.entry(keyIndex), in: document.base),
                slots[owner] == valueIndex
            {
                declared = owner
                alias = spec.members[owner].aliases[place]
            }
            guard let declared else {
                if buildsValue {
                    built.append(
                        .init(
                            key: JSONStringDecoding.decode(document.entry(keyIndex), in: document.base),
                            value: JSONTapeValues.value(at: valueIndex, in: document.tape, bytes: document.base)
                        )
                    )
                }
                continue
            }
            let member = spec.members[declared]
            path.append(.key(alias?.key ?? member.key))
            let valueEntry = document.entry(valueIndex)
            let choice = spec.variants.isEmpty ? nil : spec.choice(for: member.key, selector: selector)
            // Nothing is said of a value of the wrong kind but that: an alias's finding is made
            // only of a value its member takes (as the C walker withdraws it from a broken one).
            if let alias,
                holdsKind(choice?.spec ?? member.value, document, valueEntry)
                    || (valueEntry.kind == .null && (member.nullFinding != nil || member.acceptsNull(under: choice)))
            {
                report(alias.finding.code, valueEntry, alias.finding.message)
            }
            var value: JSONValue?
            if valueEntry.kind == .null, let finding = member.nullFinding {
                report(finding.code, valueEntry, finding.message)
                value = buildsValue ? .null : nil
            } else if valueEntry.kind == .null, member.acceptsNull(under: choice) {
                value = buildsValue ? .null : nil
            } else {
                // A null holds no data to note (the C walker sees no value there either), and
                // nothing is said of a value of the wrong kind but that.
                if let note = member.note, holdsKind(choice?.spec ?? member.value, document, valueEntry) {
                    report(note.code, valueEntry, note.message)
                }
                if let finding = choice?.finding, valueEntry.kind != .null {
                    report(finding.code, valueEntry, finding.message)
                }
                value = walk(choice?.spec ?? member.value, document, valueIndex)
            }
            path.removeLast()
            if buildsValue {
                built.append(
                    .init(
                        key: alias?.key ?? member.key,
                        value: value ?? JSONTapeValues.value(at: valueIndex, in: document.tape, bytes: document.base)
                    )
                )
            }
        }
        for pair in spec.ordered { checkOrder(pair, document, valueIndex) }
        return buildsValue ? .object(JSONObject(built)) : nil
    }

    /// Judges the object's named rules (``ObjectRule``) once its members are walked, over the
    /// facts the walk gathered: `carried`, the first carried kind met inside the object.
    private mutating func judgeRules(
        _ spec: ObjectSpec,
        _ document: Document,
        _ index: Int,
        carried: ChatCustom.Kind?
    ) {
        for rule in spec.rules {
            let place = Self.lastValue(of: rule.member, inObjectAt: index, document)
            let member: RuleFacts.Member
            switch place.map({ document.entry($0).kind }) {
            case nil, .null?: member = .absent
            case .string?: member = .string(JSONStringDecoding.decode(document.entry(place ?? 0), in: document.base))
            default: member = .other
            }
            var held: UInt64 = 0
            if let elements = rule.elements,
                let array = Self.lastValue(of: elements.array, inObjectAt: index, document),
                document.entry(array).kind == .array
            {
                var element = array + 1
                while element < Int(document.entry(array).end) {
                    if let selector = Self.string(elements.selector, ofObjectAt: element, document),
                        let watched = elements.watched.firstIndex(where: {
                            WireKeyMatching.matches(selector, $0, document.base)
                        }), watched < 64
                    {
                        held |= 1 << UInt64(watched)
                    }
                    element = Int(document.entry(element).end)
                }
            }
            guard let finding = rule.judge(RuleFacts(member: member, watchedHeld: held, carriedKind: carried)) else {
                continue
            }
            path.append(.key(rule.member))
            report(finding.code, document.entry(place ?? index), finding.message)
            path.removeLast()
        }
    }

    /// The value entry of the object's last member `key` (the copy receivers keep); nil when
    /// absent or when `index` is no object.
    static func lastValue(of key: String, inObjectAt index: Int, _ document: Document) -> Int? {
        guard document.entry(index).kind == .object else { return nil }
        var keys = MemberKeys(document, object: index)
        var found: Int?
        while let candidate = keys.next() {
            if WireKeyMatching.matches(document.entry(candidate), key, document.base) { found = candidate + 1 }
        }
        return found
    }

    /// The string entry under `key` in the object at `index`; nil when there is none.
    static func string(_ key: String, ofObjectAt index: Int, _ document: Document) -> JSONTape.Entry? {
        guard let value = lastValue(of: key, inObjectAt: index, document), document.entry(value).kind == .string
        else { return nil }
        return document.entry(value)
    }

    /// The pair's finding, at its upper member, when both members are finite numbers out of
    /// order (`valueIndex` gives a member's value entry); a member of another kind was
    /// reported where it was walked.
    private mutating func checkOrder(_ pair: OrderedPair, _ document: Document, _ valueIndex: (String) -> Int?) {
        func number(_ key: String) -> (entry: JSONTape.Entry, value: Double)? {
            guard let index = valueIndex(key), document.entry(index).kind == .number else { return nil }
            let value = JSONTapeValues.number(document.entry(index), document.base).doubleValue
            return value.isFinite ? (document.entry(index), value) : nil
        }
        guard let low = number(pair.lower), let high = number(pair.upper),
            let finding = pair.finding(low: low.value, high: high.value)
        else { return }
        path.append(.key(pair.upper))
        report(finding.code, high.entry, finding.message)
        path.removeLast()
    }

    private mutating func walkArray(_ spec: ArraySpec, _ document: Document, _ index: Int) -> JSONValue? {
        let array = document.entry(index)
        let count = Int(array.length)
        if !spec.count.contains(count) {
            let most = spec.count.upperBound == Int.max ? "" : ", at most \(spec.count.upperBound)"
            report(.wireCount, array, "\(count) elements; needs at least \(spec.count.lowerBound)\(most)")
        }
        var built: [JSONValue] = []
        var element = index + 1
        var position = 0
        var matching = 0
        while element < Int(array.end) {
            path.append(.index(position))
            if let limit = spec.atMostOne, let held = Self.string(limit.key, ofObjectAt: element, document),
                WireKeyMatching.matches(held, limit.value, document.base)
            {
                matching += 1
                if matching > 1 { report(limit.finding.code, document.entry(element), limit.finding.message) }
            }
            let value = walk(spec.element, document, element)
            path.removeLast()
            if buildsValue {
                built.append(value ?? JSONTapeValues.value(at: element, in: document.tape, bytes: document.base))
            }
            element = Int(document.entry(element).end)
            position += 1
        }
        return buildsValue ? .array(built) : nil
    }

    /// Whether the entry is a value `spec` reads without a finding about its kind or size: the
    /// kind ``expect(_:_:for:_:)`` asks, an integer that fits 64 bits, a number a double holds.
    private func holdsKind(_ spec: ValueSpec, _ document: Document, _ entry: JSONTape.Entry) -> Bool {
        switch spec {
        case .any: return entry.kind != .null
        case .string, .embedded, .appMessage: return entry.kind == .string
        case .boolean: return entry.kind == .true || entry.kind == .false
        case .object: return entry.kind == .object
        case .array: return entry.kind == .array
        case .integer, .codeOrName, .number:
            if case .codeOrName = spec, entry.kind == .string { return true }
            guard entry.kind == .number else { return false }
            let number = JSONTapeValues.number(entry, document.base)
            if case .number = spec { return number.doubleValue.isFinite }
            return number.exactly(Int64.self) != nil
        }
    }

    // MARK: Findings

    /// The last key on the path, as a finding names its subject.
    private var subject: String { Self.subject(of: path) }

    /// The last key among `components`, as a finding names its subject: every reader that
    /// names one asks here.
    static func subject(of components: [JSONPath.Component]) -> String {
        for component in components.reversed() { if case .key(let key) = component { return key } }
        return "the value"
    }

    private mutating func expect(
        _ base: UnsafePointer<UInt8>,
        _ kind: JSONTape.Kind,
        for spec: ValueSpec,
        _ entry: JSONTape.Entry
    ) -> Bool {
        guard entry.kind != kind else { return true }
        let name = spec.kindName
        let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        let wanted = if case .embedded = spec { "a string holding a JSON document" } else { "\(article) \(name)" }
        report(.wireType, entry, "expected \(wanted), found \(JSONTapeValues.describe(entry, base))")
        return false
    }

    mutating func report(_ code: DiagnosticCode, _ entry: JSONTape.Entry, _ message: String) {
        report(code, localOffset: Int(entry.offset), message)
    }

    mutating func report(_ code: DiagnosticCode, localOffset: Int, _ message: String) {
        findings.append(
            Diagnostic(code, path: JSONPath(components: path), offset: frames.outer(localOffset), message: message)
        )
    }
}
