// How the declared specs become the flat tables: each value, object and member compiled
// depth first, strings pooled, findings numbered.

extension CompiledSpec {
    /// The tables as they are filled, depth first.
    struct Builder {
        /// ``Member/hasPlainKey``: every byte one the string scanner steps over as plain.
        static func isPlain(_ key: String) -> Bool {
            key.utf8.allSatisfy(JSONStringScan.isPlain)
        }

        /// Each marker key's forms (``Member/markedForms``).
        let marks: [String: UInt32]
        var values: [Value] = []
        var objects: [Object] = []
        var members: [Member] = []
        /// ``CompiledSpec/selectorPlaces``, once every object is final.
        var selectorPlaces: [UInt64] = []
        /// ``CompiledSpec/memberVariants``, set once every object's variants are final.
        var memberVariants: [UInt64] = []
        var variants: [Variant] = []
        var cases: [Case] = []
        var strings: [ByteRange] = []
        var codes: [Int64] = []
        var codeFindings: [Int32] = []
        var oneOfGroups: [UInt64] = []
        var pairs: [(lower: Int32, upper: Int32)] = []
        /// The watched values, by place in ``strings`` (``CompiledSpec/stringWatches``).
        var stringWatches: [Int: Watch] = [:]
        var rules: [Rule] = []
        var objectRules: [ObjectRule] = []
        /// The objects that are a form's root: the only ones whose named rules the check judges.
        var roots: Set<Int32> = []
        var bytes: [UInt8] = []
        var findings: [LiveSignaling.Variant.Case.Finding] = []

        /// Adds a finding; returns its index, -1 for none.
        mutating func finding(_ finding: LiveSignaling.Variant.Case.Finding?) -> Int32 {
            guard let finding else { return -1 }
            findings.append(finding)
            return Int32(findings.count - 1)
        }

        /// Each text's range, so that one text is written once: a key or value is then known
        /// by where it starts (the streamed check's selectors are).
        var ranges: [String: ByteRange] = [:]

        mutating func range(_ text: String) -> ByteRange {
            if let known = ranges[text] { return known }
            let start = Int32(bytes.count)
            bytes.append(contentsOf: text.utf8)
            let range = ByteRange(start: start, count: Int32(bytes.count) - start)
            ranges[text] = range
            return range
        }

        /// A shape rule, its keys as runs in ``strings``.
        mutating func choice(_ rule: ShapeRule) -> ShapeChoice {
            ShapeChoice(
                shape: Int32(rule.shape),
                firstAll: stringRun(rule.all),
                allCount: Int32(rule.all.count),
                firstAny: stringRun(rule.any),
                anyCount: Int32(rule.any.count),
                firstNone: stringRun(rule.none),
                noneCount: Int32(rule.none.count)
            )
        }

        /// A shape refinement, its keys and values as runs in ``strings``.
        mutating func refinement(_ refinement: ShapeRefinement) -> Refinement {
            Refinement(
                from: Int32(refinement.from),
                rootKey: range(refinement.rootKey),
                firstValue: stringRun(refinement.values),
                valueCount: Int32(refinement.values.count),
                member: range(refinement.member),
                to: Int32(refinement.to),
                rule: choice(refinement.rule)
            )
        }

        /// Appends `texts` to ``strings`` as one run; returns where it starts.
        mutating func stringRun(_ texts: [String]) -> Int32 {
            let ranges = texts.map { range($0) }
            let first = Int32(strings.count)
            strings.append(contentsOf: ranges)
            return first
        }

        mutating func codeRun(_ values: [Int64], findings: [Int32]? = nil) -> Int32 {
            let first = Int32(codes.count)
            codes.append(contentsOf: values)
            codeFindings.append(contentsOf: findings ?? values.map { _ in -1 })
            return first
        }

        /// Compiles a dialect's signal.
        mutating func signal(_ declared: DialectSignal) -> Signal {
            switch declared {
            case .prettyPrinted: return Signal(kind: .prettyPrinted)
            case .escapedSlash: return Signal(kind: .escapedSlash)
            case .zeroFraction: return Signal(kind: .zeroFraction)
            case .rootKey(let key): return Signal(kind: .rootKey, key: range(key))
            case .rootString(let key): return Signal(kind: .rootString, key: range(key))
            case .rootCode(let key, let values, let without):
                var signal = Signal(kind: .rootCode, key: range(key), firstCode: codeRun(values))
                signal.codeCount = Int32(values.count)
                if let without { signal.without = range(without) }
                return signal
            case .firstEmbedded(let layout):
                var signal = self.signal(layout.signal)
                signal.inFirstEmbedded = true
                return signal
            case .otherwise: return Signal(kind: .otherwise)
            }
        }

        /// Compiles a value; returns its index.
        mutating func value(_ spec: ValueSpec) -> Int32 {
            var compiled: Value
            switch spec {
            case .any: compiled = Value(kind: .any)
            case .number(let rule):
                compiled = Value(kind: .number)
                compiled.floor = rule.minimum.map { $0 == 0 ? .zero : .other } ?? .none
                compiled.valueFinding = finding(rule.fraction)
            case .boolean: compiled = Value(kind: .boolean)
            case .appMessage(let family):
                compiled = Value(kind: .appMessage)
                compiled.inner = Int32(WireFamily.allCases.firstIndex(of: family) ?? 0)
                compiled.first = finding(ApplicationText.finding)
            case .string(let rule):
                compiled = Value(kind: .string, nonEmpty: rule.nonEmpty, checksEmpty: rule.checksValues(ofLength: 0))
                compiled.first = stringRun(rule.values)
                compiled.count = Int32(rule.values.count)
                if !rule.values.isEmpty, !rule.isClosed {
                    compiled.valueFinding = finding(.init(rule.unknown, rule.unknownTail))
                }
            case .integer(let rule):
                compiled = integer(rule)
            case .codeOrName(let codes, let names):
                compiled = integer(codes)
                compiled.kind = .codeOrName
                compiled.inner = value(.string(names))
            case .object(let object):
                compiled = Value(kind: .object)
                compiled.inner = self.object(object)
            case .array(let array):
                compiled = Value(
                    kind: .array,
                    min: Int64(array.count.lowerBound),
                    max: Int64(clamping: array.count.upperBound)
                )
                compiled.inner = value(array.element)
                if let limit = array.atMostOne {
                    compiled.limitsOne = true
                    watch(element: compiled.inner, key: limit.key, value: limit.value, Watch(isCounted: true))
                }
            case .embedded(let inner):
                compiled = Value(kind: .embedded)
                compiled.inner = value(inner)
            }
            values.append(compiled)
            return Int32(values.count - 1)
        }

        private mutating func integer(_ rule: IntegerRule) -> Value {
            var compiled = Value(kind: .integer, min: rule.range.lowerBound, max: rule.range.upperBound)
            compiled.first = codeRun(rule.codes.map(\.value), findings: rule.codes.map { finding($0.finding) })
            compiled.count = Int32(rule.codes.count)
            return compiled
        }

        /// Compiles an object: its members' values first, then its own records, so that a
        /// member's run in ``members`` is contiguous.
        mutating func object(_ spec: ObjectSpec) -> Int32 {
            let keys = spec.members.map(\.key)
            let memberValues = spec.members.map { value($0.value) }
            // Each alias, after the declared members: the place of its member, and the alias.
            let aliases = spec.members.enumerated().flatMap { place, member in
                member.aliases.map { (member: place, alias: $0) }
            }
            var chosen: UInt64 = 0
            var requiredByACase: UInt64 = 0
            // A key at two places (a member and another's alias): the check would find a
            // repeat of it by its place, which it could then take for two keys; the tape decides.
            let placed = keys + aliases.map(\.alias.key)
            var unsupported = placed.count > 64 || Set(placed).count != placed.count
            var compiledVariants: [Variant] = []
            for variant in spec.variants {
                guard let member = keys.firstIndex(of: variant.member), member < 64 else {
                    unsupported = true
                    continue
                }
                // A variant whose cases keep the member's spec and make no finding says only
                // whether the member is required: the member is read in place, as any other.
                if variant.cases.contains(where: { $0.spec != nil || $0.finding != nil }) {
                    chosen |= 1 << UInt64(member)
                }
                // Compiling a case's spec may append the cases of variants nested in it, so this
                // variant's run starts where its own records go, after those.
                let caseRecords = variant.cases.map { option in
                    Case(
                        firstCode: codeRun(option.values),
                        codeCount: Int32(option.values.count),
                        firstString: stringRun(option.strings),
                        stringCount: Int32(option.strings.count),
                        value: option.spec.map { value($0) } ?? memberValues[member],
                        finding: finding(option.finding),
                        isRequired: option.isRequired,
                        isOtherwise: option.isOtherwise
                    )
                }
                let firstCase = Int32(cases.count)
                cases.append(contentsOf: caseRecords)
                if variant.cases.contains(where: \.isRequired) { requiredByACase |= 1 << UInt64(member) }
                compiledVariants.append(
                    Variant(
                        member: Int32(member),
                        selector: range(variant.selector),
                        firstCase: firstCase,
                        caseCount: Int32(variant.cases.count)
                    )
                )
            }
            var groups: [UInt64] = []
            for group in spec.exactlyOneOf {
                var mask: UInt64 = 0
                for key in group {
                    // A key named twice in a group counts twice for the walker, once in a mask.
                    guard let member = keys.firstIndex(of: key), member < 64, mask & 1 << UInt64(member) == 0 else {
                        unsupported = true
                        continue
                    }
                    mask |= 1 << UInt64(member)
                }
                groups.append(mask)
            }
            var required: UInt64 = 0
            for (index, member) in spec.members.enumerated() where index < 64 && member.isRequired {
                required |= 1 << UInt64(index)
            }
            var aliasBits: UInt64 = 0
            for (index, alias) in aliases.enumerated() where spec.members.count + index < 64 {
                aliasBits |= 1 << UInt64(spec.members.count + index)
                // Read under its alias, a member a sibling chooses, or a selector, would need
                // its case found by two keys: the tape reads it.
                if alias.member < 64, chosen & 1 << UInt64(alias.member) != 0 { unsupported = true }
                if spec.variants.contains(where: { $0.selector == spec.members[alias.member].key }) {
                    unsupported = true
                }
            }
            let firstMember = Int32(members.count)
            // A null under an optional member is accepted where it is read: the check keeps
            // which members hold one, and counts them absent where a one-of group or a case's
            // requirement is judged (`finishObject`).
            func acceptsNull(_ member: MemberSpec) -> Bool {
                guard let place = keys.firstIndex(of: member.key), place < 64 else { return false }
                return member.allowsNull
            }
            func nullFinding(_ member: MemberSpec) -> Int32 { finding(member.nullFinding) }
            for (member, valueIndex) in zip(spec.members, memberValues) {
                members.append(
                    Member(
                        key: range(member.key),
                        value: valueIndex,
                        isRequired: member.isRequired,
                        allowsNull: acceptsNull(member),
                        nullFinding: nullFinding(member),
                        note: finding(member.note),
                        markedForms: marks[member.key] ?? 0,
                        hasPlainKey: Self.isPlain(member.key)
                    )
                )
            }
            for (place, alias) in aliases {
                let member = spec.members[place]
                members.append(
                    Member(
                        key: range(alias.key),
                        value: memberValues[place],
                        isRequired: member.isRequired,
                        allowsNull: acceptsNull(member),
                        nullFinding: nullFinding(member),
                        aliasOf: Int32(place),
                        aliasFinding: finding(alias.finding),
                        note: finding(member.note),
                        markedForms: marks[alias.key] ?? 0,
                        hasPlainKey: Self.isPlain(alias.key)
                    )
                )
            }
            let firstVariant = Int32(variants.count)
            variants.append(contentsOf: compiledVariants)
            let firstOneOf = Int32(oneOfGroups.count)
            oneOfGroups.append(contentsOf: groups)
            let firstPair = Int32(pairs.count)
            for pair in spec.ordered {
                // A pair naming a key the object does not declare compares nothing it reads.
                guard let lower = keys.firstIndex(of: pair.lower), let upper = keys.firstIndex(of: pair.upper),
                    lower < 64, upper < 64
                else {
                    unsupported = true
                    continue
                }
                pairs.append((Int32(lower), Int32(upper)))
            }
            let firstRule = Int32(rules.count)
            for rule in spec.rules {
                let firstBit = rules.reduce(0) { $0 + (objectRules[Int($1.rule)].elements?.watched.count ?? 0) }
                if let elements = rule.elements {
                    // The watched values are looked for in the array member's element objects.
                    guard let member = keys.firstIndex(of: elements.array), firstBit + elements.watched.count <= 64
                    else {
                        unsupported = true
                        continue
                    }
                    let array = values[Int(memberValues[member])]
                    guard array.kind == .array else {
                        unsupported = true
                        continue
                    }
                    for (place, watched) in elements.watched.enumerated() {
                        watch(
                            element: array.inner,
                            key: elements.selector,
                            value: watched,
                            Watch(heldBits: 1 << UInt64(firstBit + place))
                        )
                    }
                }
                objectRules.append(rule)
                rules.append(
                    Rule(
                        member: range(rule.member),
                        rule: Int32(objectRules.count - 1),
                        firstBit: Int32(firstBit),
                        watchedCount: Int32(rule.elements?.watched.count ?? 0)
                    )
                )
            }
            objects.append(
                Object(
                    firstMember: firstMember,
                    memberCount: Int32(spec.members.count + aliases.count),
                    required: required,
                    chosen: chosen,
                    requiredByACase: requiredByACase,
                    firstOneOf: firstOneOf,
                    oneOfCount: Int32(groups.count),
                    firstVariant: firstVariant,
                    variantCount: Int32(compiledVariants.count),
                    aliases: aliasBits,
                    firstPair: firstPair,
                    pairCount: Int32(pairs.count) - firstPair,
                    isUnsupported: unsupported,
                    firstRule: firstRule,
                    ruleCount: Int32(rules.count) - firstRule
                )
            )
            return Int32(objects.count - 1)
        }

        /// Asks the element value `element` (an object; any other kind holds no such value)
        /// to tell, as `watch` says, when its member `key` holds `value`: one of the values
        /// that member's string lists, where reading it is told at no cost. Any other member
        /// sends the object to the tape.
        private mutating func watch(element: Int32, key: String, value: String, _ watch: Watch) {
            guard values.indices.contains(Int(element)), values[Int(element)].kind == .object else { return }
            let object = Int(values[Int(element)].inner)
            let keyRange = range(key)
            let valueRange = range(value)
            let first = Int(objects[object].firstMember)
            let members = first..<first + Int(objects[object].memberCount)
            // The member read under its own key only (an alias would be counted where the tape does
            // not look), and with its own spec (a variant's case would read another value).
            guard let member = members.first(where: { self.members[$0].key.start == keyRange.start }),
                self.members[member].aliasOf < 0,
                !members.contains(where: { self.members[$0].aliasOf == Int32(member - first) }),
                member - first < 64, objects[object].chosen & (1 << UInt64(member - first)) == 0
            else {
                objects[object].isUnsupported = true
                return
            }
            let string = Int(self.members[member].value)
            let run = Int(values[string].first)..<Int(values[string].first + values[string].count)
            guard values[string].kind == .string,
                let place = run.first(where: { strings[$0].start == valueRange.start })
            else {
                objects[object].isUnsupported = true
                return
            }
            values[string].isWatched = true
            var held = stringWatches[place] ?? Watch()
            held.heldBits |= watch.heldBits
            held.isCounted = held.isCounted || watch.isCounted
            stringWatches[place] = held
        }

        /// Sets each member's bits of ``CompiledSpec/memberVariants``, in declaration order; an
        /// object with more variants than a mask holds goes to the tape.
        mutating func indexVariantsByMember() {
            memberVariants = Array(repeating: 0, count: members.count)
            for index in objects.indices {
                let object = objects[index]
                guard object.variantCount <= 64 else {
                    objects[index].isUnsupported = true
                    continue
                }
                for offset in 0..<Int(object.variantCount) {
                    let member = Int(object.firstMember) + Int(variants[Int(object.firstVariant) + offset].member)
                    memberVariants[member] |= 1 << UInt64(offset)
                }
            }
        }

        /// Marks the objects whose members, in the declared order, need none of the general
        /// loop's bookkeeping (``Object/readsInOrder``); once every object is final.
        mutating func markObjectsReadInOrder() {
            selectorPlaces = Array(repeating: 0, count: members.count)
            for index in objects.indices {
                let object = objects[index]
                let first = Int(object.firstMember)
                // Aliases are the general loop's: a key under one hands the object over.
                let plain = members[first..<first + object.declaredCount].allSatisfy {
                    $0.hasPlainKey && $0.note < 0
                }
                objects[index].readsInOrder =
                    plain && !object.isUnsupported && object.memberCount <= 64 && placeSelectorsFirst(of: object)
                if objects[index].readsInOrder {
                    objects[index].selectors = selectorPlaces[first..<first + Int(object.memberCount)].reduce(0, |)
                }
            }
        }

        /// Records for each member a variant chooses the spec of the places of its selectors
        /// (``CompiledSpec/selectorPlaces``); false when one is not a member declared before it, so
        /// that its case cannot be known where it is read in order.
        private mutating func placeSelectorsFirst(of object: Object) -> Bool {
            let first = Int(object.firstMember)
            for variant in variants[Int(object.firstVariant)..<Int(object.firstVariant + object.variantCount)]
            where object.chosen & 1 << UInt64(variant.member) != 0 {
                guard let selector = CompiledSpec.selectorPlace(of: variant, in: members, first: first) else {
                    return false
                }
                selectorPlaces[first + Int(variant.member)] |= 1 << UInt64(selector)
            }
            return true
        }

        /// Sends a named rule below a form's root to the tape: the check places a rule's
        /// finding at a root's member.
        mutating func sendRulesBelowRootsToTheTape() {
            for index in objects.indices where objects[index].ruleCount > 0 && !roots.contains(Int32(index)) {
                objects[index].isUnsupported = true
            }
        }
    }
}
