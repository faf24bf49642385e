/// The spec forms compiled once into flat tables, for the streamed check
/// (``StreamedSpecCheck``): each value, object, member, variant and case of every
/// ``FormSpec`` becomes a small record found by index, each key and string value a range of
/// one byte pool, each set of required or one-of members a bit mask.
///
/// Why: the check used to read the declaration itself, and every step of it copied a
/// `ValueSpec`, an `ObjectSpec` or a `MemberSpec` (arrays and strings, each copy a retain
/// and a release), compared keys through arrays, and decoded a selector into a `String` to
/// pick a variant's case. Over these tables a step is a load. The declaration stays the one
/// statement of the rules; this is a reading of it, made when the process first checks a
/// message, as the C validator's tables are a reading of it made by the generator.
///
/// The tables are allocated once and never freed: they live as long as the process.
struct CompiledSpec: @unchecked Sendable {
    // `@unchecked`: the buffers are written once, in `init`, and only read after.

    /// A value's spec (``ValueSpec``).
    struct Value {
        enum Kind: UInt8 {
            case any, string, integer, codeOrName, number, boolean, object, array, embedded, appMessage
        }
        var kind: Kind
        /// A string: an empty one is a finding.
        var nonEmpty = false
        /// A string with values: an empty one is held to them too (``StringRule/exemptsEmpty``).
        var checksEmpty = false
        /// An object: its index in ``objects``; an array's element, an embedded document or a
        /// code's name (a string value): its value's index in ``values``; an app's message:
        /// its family's place in `WireFamily.allCases`.
        var inner: Int32 = 0
        /// A string's values (in ``strings``) or an integer's codes (in ``codes``, each code's
        /// finding at the same place in ``codeFindings``); an app's message: the finding its
        /// text makes when it is the app's own (``ApplicationText/finding``), in ``findings``.
        var first: Int32 = 0
        var count: Int32 = 0
        /// An integer's range, or an array's count.
        var min: Int64 = 0
        var max: Int64 = 0
        /// A number's floor (``NumberRule/minimum``): the check reads a sign, not a value, so
        /// it takes a floor of zero and sends any other to the tape.
        var floor: NumberFloor = .none
        /// The finding whose message names the value, in ``findings`` (-1 for none): a string
        /// outside an open list of values (``StringRule/isClosed`` false), its message the part
        /// after the value (``StringRule/unknownFinding(for:)``); a number's noted fraction,
        /// its message the note (``NumberRule/fractionMessage(subject:lexeme:note:)``). A
        /// closed list's other values are the tape's to report.
        var valueFinding: Int32 = -1

        /// An array that holds at most one element its elements' watched values count
        /// (``ArraySpec/atMostOne``).
        var limitsOne = false
        /// A string some of whose values are watched (``stringWatches``), by an array above or
        /// a named rule.
        var isWatched = false

        /// A number whose fraction the rule notes (``NumberRule/fraction``): told by the
        /// finding the fraction makes.
        var notesFraction: Bool { kind == .number && valueFinding >= 0 }

        enum NumberFloor: UInt8 {
            case none, zero, other
        }
    }

    /// An object's spec (``ObjectSpec``).
    struct Object {
        var firstMember: Int32
        var memberCount: Int32
        /// Members required by their declaration.
        var required: UInt64
        /// Members whose spec a variant chooses: checked once the object's selectors are read.
        var chosen: UInt64
        /// Members that some variant case requires.
        var requiredByACase: UInt64
        /// One-of groups, each a mask of members, in ``oneOfGroups``.
        var firstOneOf: Int32
        var oneOfCount: Int32
        var firstVariant: Int32
        var variantCount: Int32
        /// The members read under an alias (``Member/aliasOf``): they follow the declared ones
        /// in the object's run of members, and their bits follow too.
        var aliases: UInt64
        /// How many members it declares: those before its aliases.
        var declaredCount: Int { Int(memberCount) - aliases.nonzeroBitCount }
        /// Its ordered pairs (``ObjectSpec/ordered``), in ``pairs``.
        var firstPair: Int32
        var pairCount: Int32
        /// A shape the check does not take (more than 64 members and aliases, a variant or a
        /// one-of group naming an undeclared key, an alias of a member a variant chooses, a
        /// named rule below a form's root): every message with it goes to the tape.
        var isUnsupported: Bool
        /// Its named rules (``ObjectSpec/rules``), in ``rules``.
        var firstRule: Int32 = 0
        var ruleCount: Int32 = 0
        /// Whether a reader generated for it (StreamedSpecCheck+GeneratedSteps.swift) may read
        /// the members that come in the declared order: a supported object, each
        /// declared member's key plain and noted by nothing (an alias is left to the general
        /// loop, as any key out of order is), and each member a variant
        /// chooses the spec of declared after its selectors (``Builder/markObjectsReadInOrder()``),
        /// as writers put `cmd` before `msg` and `action_type` before `extended_data`.
        var readsInOrder = false
        /// In an object read in order, the places of the members that are selectors of a
        /// member a variant chooses the spec of: a string's or an integer's value is kept as
        /// it is read, for the choice (``CompiledSpec/selectorPlaces``).
        var selectors: UInt64 = 0
    }

    /// What reading one value of a string's list tells those above that watch it: an array
    /// counting its elements of one kind (``ArraySpec/atMostOne``), a named rule asking
    /// whether some element is of a kind (``ObjectRule/Elements``). At the value's place in
    /// ``strings``.
    struct Watch {
        /// Bits set in the check's record of watched values held (0: none).
        var heldBits: UInt64 = 0
        /// Counted for the array that holds at most one.
        var isCounted = false
    }

    /// A named rule of an object: the member it reads, the rule itself in ``objectRules``, and
    /// where its watched values' bits start among the bits a message's check records.
    struct Rule {
        var member: ByteRange
        var rule: Int32
        var firstBit: Int32
        /// How many values it watches (``ObjectRule/Elements/watched``), its bits from `firstBit`.
        var watchedCount: Int32
    }

    /// A declared member (``MemberSpec``).
    struct Member {
        var key: ByteRange
        var value: Int32
        var isRequired: Bool
        var allowsNull: Bool
        /// Its ``MemberSpec/nullFinding`` in ``findings``; -1 for none.
        var nullFinding: Int32
        /// For an alias (``MemberSpec/aliases``), the place of the member it stands for; -1
        /// for a member's own key.
        var aliasOf: Int32 = -1
        /// An alias's finding in ``findings``; -1 for none.
        var aliasFinding: Int32 = -1
        /// Its ``MemberSpec/note`` in ``findings``; -1 for none.
        var note: Int32 = -1
        /// The bit (``FamilyForm/bit``) of each form whose detection marker this key is, so
        /// that a root read against a predicted form confirms it by counting bits
        /// (``FamilyForm/PlainChoice``) instead of looking keys up.
        var markedForms: UInt32 = 0
        /// The key is plain ASCII with no quote, backslash or slash, so that a reader expecting
        /// it may match its bytes instead of scanning a string
        /// (``StreamedCursor/key(spelled:count:)``).
        var hasPlainKey = false
    }

    /// A variant (``Variant``): the member it chooses for, and the key whose value chooses.
    struct Variant {
        /// The member's place in its object.
        var member: Int32
        var selector: ByteRange
        var firstCase: Int32
        var caseCount: Int32
    }

    /// A variant's case (``Variant/Case``).
    struct Case {
        var firstCode: Int32
        var codeCount: Int32
        var firstString: Int32
        var stringCount: Int32
        var value: Int32
        /// Its ``Variant/Case/finding`` in ``findings``; -1 for none.
        var finding: Int32
        var isRequired: Bool
        /// Chosen by any selector the cases before it do not list (``Variant/Case/isOtherwise``).
        var isOtherwise: Bool
    }

    /// A dialect's signal (``DialectSignal``): its keys in ``bytes``, its codes in ``codes``.
    /// Plain numbers, so that trying a form's signals on a message retains nothing (the
    /// declared signals, with their strings and arrays, cost ~200 instructions a message to copy).
    struct Signal {
        enum Kind: UInt8 {
            case prettyPrinted, escapedSlash, zeroFraction, rootKey, rootString, rootCode, otherwise
        }
        var kind: Kind
        /// A layout signal read in the message's first embedded document
        /// (``DialectSignal/firstEmbedded(_:)``).
        var inFirstEmbedded = false
        var key = ByteRange(start: 0, count: 0)
        var firstCode: Int32 = 0
        var codeCount: Int32 = 0
        /// ``DialectSignal/rootCode(_:in:without:)``'s key that must hold no value; count -1: none.
        var without = ByteRange(start: 0, count: -1)
    }

    /// Where a key or a string value lies in ``bytes``.
    struct ByteRange {
        var start: Int32
        var count: Int32
    }

    /// A form's entry: its root value, its note, and its dialects in the order they are tried.
    /// Plain numbers, so that taking one for a message retains nothing.
    struct Form {
        var root: Int32
        /// The most bytes a message the check passes may have: one past its form's size
        /// limit is the tape's to report (`Int.max`: no limit).
        var byteLimit: Int
        /// Its ``FormSpec/note`` in ``findings``; -1 for none.
        var note: Int32
        /// Its dialects: a run of ``dialectSignals`` and, at the same places, ``dialectNames``.
        var firstDialect: Int32
        var dialectCount: Int32
        /// A ZIM room-attribute map (``FormSpec/isRoomAttributeMap``): the check passes one
        /// only when ZIM's limits certainly hold.
        var isRoomAttributeMap: Bool
    }

    let values: UnsafeBufferPointer<Value>
    let objects: UnsafeBufferPointer<Object>
    let members: UnsafeBufferPointer<Member>
    /// By place in ``members``, for a member whose spec a variant chooses, in an object read
    /// in order: the places of its variants' selectors, all declared before it. Once they are
    /// all read, its case is known where it lies (``Object/readsInOrder``). Apart from the
    /// members, which every object's reading loads (a larger record cost them ~2%).
    let selectorPlaces: UnsafeBufferPointer<UInt64>
    let variants: UnsafeBufferPointer<Variant>
    let cases: UnsafeBufferPointer<Case>
    let strings: UnsafeBufferPointer<ByteRange>
    let codes: UnsafeBufferPointer<Int64>
    /// Each code's ``IntegerRule/Code/finding`` in ``findings``, by its place in ``codes``; -1
    /// for none (and for a case's selector values).
    let codeFindings: UnsafeBufferPointer<Int32>
    let oneOfGroups: UnsafeBufferPointer<UInt64>
    /// Each ordered pair's members, by their places in their object (lower, upper).
    let pairs: UnsafeBufferPointer<(lower: Int32, upper: Int32)>
    /// By place in ``strings``: what reading that value tells (``Watch``).
    let stringWatches: UnsafeBufferPointer<Watch>
    let rules: UnsafeBufferPointer<Rule>
    /// The rules themselves, which the check asks to judge its facts.
    let objectRules: UnsafeBufferPointer<ObjectRule>
    let bytes: UnsafeBufferPointer<UInt8>
    /// The findings a spec states as data (notes, a case's finding, a null's), each once.
    let findings: UnsafeBufferPointer<LiveSignaling.Variant.Case.Finding>
    /// Each finding's severity, its code's in the catalogue, at the same places: looked up
    /// once here, not for every finding made (a dictionary lookup, ~400 instructions).
    let findingSeverities: UnsafeBufferPointer<Severity>
    /// By ``FamilyForm``'s raw value, those declared as specs (asked through the shared
    /// pointer's `form(_:)`).
    fileprivate let forms: UnsafeBufferPointer<Form?>
    /// Whether the readers `livesig-generate` wrote for the objects read in order
    /// (Engine/Generated/InOrderReaders.swift) were written from these tables: true for the
    /// shared tables when their ``InOrderShape/fingerprint(_:)`` agrees; never for tables
    /// compiled from other forms (a test's), whose objects lie at other places.
    private(set) var readsGenerated = false
    /// Each form's dialects, how each is told and its name (``Form/firstDialect``).
    let dialectSignals: UnsafeBufferPointer<Signal>
    let dialectNames: UnsafeBufferPointer<String>
    /// The declared shapes of the forms written by hand (``FamilyForm/shapes``), by form and
    /// place: a form's run starts at ``shapeStarts`` by its raw value (its end is where the
    /// next form's starts). Flat and frozen, as the other tables, so that taking the tables
    /// for a message retains nothing.
    let shapes: UnsafeBufferPointer<Form>
    let shapeStarts: UnsafeBufferPointer<Int32>
    /// Each form's ``FamilyForm/shapeRules``, in order, their keys as runs in ``strings``: a
    /// form's run starts at ``shapeRuleStarts`` by its raw value. Compared as bytes with the
    /// keys read, where the rules themselves compare Strings (~400 instructions a message).
    let shapeRules: UnsafeBufferPointer<ShapeChoice>
    let shapeRuleStarts: UnsafeBufferPointer<Int32>

    /// A ``ShapeRule`` compiled: the shape it names, and the runs in ``strings`` of the keys
    /// it needs all of, one of and none of.
    struct ShapeChoice {
        var shape: Int32
        var firstAll: Int32
        var allCount: Int32
        var firstAny: Int32
        var anyCount: Int32
        var firstNone: Int32
        var noneCount: Int32
    }

    /// Each form's ``FamilyForm/shapeRefinements``, in order, laid out as ``shapeRules`` are:
    /// a form's run starts at ``refinementStarts`` by its raw value. Compared as bytes, where
    /// the refinements compare decoded Strings (~6,000 instructions a message they apply to).
    let refinements: UnsafeBufferPointer<Refinement>
    let refinementStarts: UnsafeBufferPointer<Int32>

    /// A ``ShapeRefinement`` compiled: its root key, its values as a run in ``strings``, its
    /// member, and the rule on the member's keys.
    struct Refinement {
        var from: Int32
        var rootKey: ByteRange
        var firstValue: Int32
        var valueCount: Int32
        var member: ByteRange
        var to: Int32
        var rule: ShapeChoice
    }

    /// Every spec form, compiled on first use, and reached through a pointer that the check
    /// passes down: the tables are some 400 bytes of buffer pointers, and a message that took
    /// them by value copied them twice (into a local, and into a closure's capture), ~210
    /// instructions a message. `nonisolated(unsafe)` as the tables are: written once, here,
    /// and only read after.
    nonisolated(unsafe) static let shared: UnsafePointer<CompiledSpec> = {
        let tables = UnsafeMutablePointer<CompiledSpec>.allocate(capacity: 1)
        var compiled = CompiledSpec(FamilyForm.allCases)
        compiled.readsGenerated =
            InOrderShape.fingerprint(compiled.inOrderShapes) == StreamedSpecCheck.generatedReadersFingerprint
        tables.initialize(to: compiled)
        return UnsafePointer(tables)
    }()

    init(_ forms: [FamilyForm]) {
        let declared = forms.compactMap { form in
            form.spec.map { (place: form.rawValue, spec: $0, byteLimit: form.sizeLimit?.bytes ?? .max) }
        }
        let shapes = forms.map { form in
            (place: form.rawValue, shapes: form.shapes, byteLimit: form.sizeLimit?.bytes ?? .max)
        }
        var marks: [String: UInt32] = [:]
        for form in FamilyForm.allCases {
            for key in form.markers { marks[key, default: 0] |= form.bit }
        }
        self.init(
            declared,
            shapes: shapes,
            shapeRules: forms.map { (place: $0.rawValue, rules: $0.shapeRules) },
            refinements: forms.map { (place: $0.rawValue, refinements: $0.shapeRefinements) },
            count: (forms.map(\.rawValue).max() ?? -1) + 1,
            marks: marks
        )
    }

    /// Compiles each spec into ``forms`` at its place, and each form's shapes into ``shapes``;
    /// `byteLimit` as ``Form/byteLimit``; `marks` gives each key's ``Member/markedForms``.
    init(
        _ declared: [(place: Int, spec: FormSpec, byteLimit: Int)],
        shapes declaredShapes: [(place: Int, shapes: [FormSpec], byteLimit: Int)] = [],
        shapeRules declaredRules: [(place: Int, rules: [ShapeRule])] = [],
        refinements declaredRefinements: [(place: Int, refinements: [ShapeRefinement])] = [],
        count: Int,
        marks: [String: UInt32] = [:]
    ) {
        var builder = Builder(marks: marks)
        var signals: [Signal] = []
        var names: [String] = []
        func compile(_ spec: FormSpec, byteLimit: Int) -> Form {
            let firstDialect = Int32(signals.count)
            signals += spec.dialects.map { builder.signal($0.signal) }
            names += spec.dialects.map(\.name)
            let root = builder.value(.object(spec.root))
            builder.roots.insert(builder.values[Int(root)].inner)
            return Form(
                root: root,
                byteLimit: byteLimit,
                note: builder.finding(spec.note),
                firstDialect: firstDialect,
                dialectCount: Int32(spec.dialects.count),
                isRoomAttributeMap: spec.isRoomAttributeMap
            )
        }
        var compiled = [Form?](repeating: nil, count: count)
        for (place, spec, byteLimit) in declared where compiled.indices.contains(place) {
            compiled[place] = compile(spec, byteLimit: byteLimit)
        }
        self.forms = Self.frozen(compiled)
        // Each form's runs of shapes, shape rules and refinements, in raw-value order.
        let shaped = Self.laidOut(
            declaredShapes.map { declared in (declared.place, declared.shapes.map { ($0, declared.byteLimit) }) },
            forms: count
        ) { spec, byteLimit in compile(spec, byteLimit: byteLimit) }
        self.shapes = shaped.table
        self.shapeStarts = shaped.starts
        let choices = Self.laidOut(declaredRules.map { ($0.place, $0.rules) }, forms: count) { builder.choice($0) }
        self.shapeRules = choices.table
        self.shapeRuleStarts = choices.starts
        let refined = Self.laidOut(declaredRefinements.map { ($0.place, $0.refinements) }, forms: count) {
            builder.refinement($0)
        }
        self.refinements = refined.table
        self.refinementStarts = refined.starts
        dialectSignals = Self.frozen(signals)
        dialectNames = Self.frozen(names)
        builder.sendRulesBelowRootsToTheTape()
        builder.markObjectsReadInOrder()
        values = Self.frozen(builder.values)
        objects = Self.frozen(builder.objects)
        members = Self.frozen(builder.members)
        selectorPlaces = Self.frozen(builder.selectorPlaces)
        variants = Self.frozen(builder.variants)
        cases = Self.frozen(builder.cases)
        strings = Self.frozen(builder.strings)
        codes = Self.frozen(builder.codes)
        codeFindings = Self.frozen(builder.codeFindings)
        oneOfGroups = Self.frozen(builder.oneOfGroups)
        pairs = Self.frozen(builder.pairs)
        stringWatches = Self.frozen(builder.strings.indices.map { builder.stringWatches[$0] ?? Watch() })
        rules = Self.frozen(builder.rules)
        objectRules = Self.frozen(builder.objectRules)
        bytes = Self.frozen(builder.bytes)
        findings = Self.frozen(builder.findings)
        findingSeverities = Self.frozen(builder.findings.map(\.code.defaultSeverity))
    }

    /// The place in its object of `variant`'s selector: the member declared before the one it
    /// chooses the spec of whose key is the selector's; nil for none. `members` holds the
    /// object's run from `first` (the builder's array, or the frozen tables).
    static func selectorPlace<Members: RandomAccessCollection<Member>>(
        of variant: Variant,
        in members: Members,
        first: Int
    ) -> Int? where Members.Index == Int {
        (0..<Int(variant.member)).first {
            members[first + $0].key.start == variant.selector.start
                && members[first + $0].key.count == variant.selector.count
        }
    }

    /// What each form declares, compiled and laid out flat in raw-value order, and where each
    /// form's run starts (``run(of:in:startingAt:)`` reads a run back).
    private static func laidOut<Declared, Element>(
        _ declared: [(place: Int, items: [Declared])],
        forms count: Int,
        _ compile: (Declared) -> Element
    ) -> (table: UnsafeBufferPointer<Element>, starts: UnsafeBufferPointer<Int32>) {
        var flat: [Element] = []
        var starts: [Int32] = []
        for place in 0..<count {
            starts.append(Int32(flat.count))
            flat += declared.lazy.filter { $0.place == place }.flatMap(\.items).map(compile)
        }
        starts.append(Int32(flat.count))
        return (frozen(flat), frozen(starts))
    }

    /// The run of a per-form table (``shapes``, ``shapeRules``, ``refinements``) that belongs
    /// to the form with raw value `form`: from its start in `starts` to the next form's; empty
    /// for a raw value outside the tables.
    fileprivate static func run<Element>(
        of form: Int,
        in table: UnsafeBufferPointer<Element>,
        startingAt starts: UnsafeBufferPointer<Int32>
    ) -> Slice<UnsafeBufferPointer<Element>> {
        guard form >= 0, form + 1 < starts.count else { return table[0..<0] }
        return table[Int(starts[form])..<Int(starts[form + 1])]
    }

    /// A copy of `array` that lives as long as the process: for tables written once and read
    /// by every message, whose reading then retains nothing.
    static func frozen<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: Swift.max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(rebasing: buffer[..<array.count])
    }

    /// The tables as they are filled, depth first.
    private struct Builder {
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

/// The queries a check makes of the tables, on the pointer it passes down
/// (``CompiledSpec/shared``): as methods of the tables themselves, each call the compiler did
/// not inline took a copy of all 400 bytes of them.
extension UnsafePointer where Pointee == CompiledSpec {
    /// The compiled spec of the form with raw value `form`; nil for one not declared as a spec.
    func form(_ form: Int) -> CompiledSpec.Form? {
        pointee.forms.indices.contains(form) ? pointee.forms[form] : nil
    }

    /// A form's dialect signals, in the order they are tried
    /// (``DialectSpec/chosen(among:facts:root:)``).
    func signals(of form: CompiledSpec.Form) -> UnsafeBufferPointer<CompiledSpec.Signal> {
        let first = Int(form.firstDialect)
        return UnsafeBufferPointer(rebasing: pointee.dialectSignals[first..<first + Int(form.dialectCount)])
    }

    /// The declared shapes of the form with raw value `form`, by place.
    func shapes(of form: Int) -> UnsafeBufferPointer<CompiledSpec.Form> {
        UnsafeBufferPointer(rebasing: CompiledSpec.run(of: form, in: pointee.shapes, startingAt: pointee.shapeStarts))
    }

    /// The place of the shape of the form with raw value `form` that an object has whose keys
    /// `hasKey` tells (a key as its range in ``CompiledSpec/bytes``): the first of the form's rules that
    /// holds (``ShapeRule``), as ``FamilyForm/shape(hasKey:)`` chooses it; 0 for a form whose
    /// shape is not chosen by rules; nil for a form without shapes, or when no rule holds.
    func shape(of form: Int, hasKey: (CompiledSpec.ByteRange) -> Bool) -> Int? {
        let rules = CompiledSpec.run(of: form, in: pointee.shapeRules, startingAt: pointee.shapeRuleStarts)
        if rules.isEmpty { return shapes(of: form).isEmpty ? nil : 0 }
        return rules.first { rule in holds(rule, hasKey: hasKey) }.map { Int($0.shape) }
    }

    /// Whether the form with raw value `form` chooses among its shapes by rules
    /// (``FamilyForm/shapeRules``), asking for the root's keys.
    func choosesShapeByRules(_ form: Int) -> Bool {
        !CompiledSpec.run(of: form, in: pointee.shapeRules, startingAt: pointee.shapeRuleStarts).isEmpty
    }

    /// Whether an object whose keys `hasKey` tells meets the compiled rule
    /// (``ShapeRule/holds(hasKey:)``).
    private func holds<Failure>(
        _ rule: CompiledSpec.ShapeChoice,
        hasKey: (CompiledSpec.ByteRange) throws(Failure) -> Bool
    ) throws(Failure) -> Bool {
        func any(_ first: Int32, _ count: Int32) throws(Failure) -> Bool {
            for index in Int(first)..<Int(first + count) where try hasKey(pointee.strings[index]) { return true }
            return false
        }
        // The keys it must not have first: a TUILiveKit `data` has one of them early, and then
        // the long list of the earlier form's keys is not asked (~1,000 instructions a message).
        // Each apart, not through `||` and `&&`, whose autoclosures throw untyped errors.
        if try any(rule.firstNone, rule.noneCount) { return false }
        for index in Int(rule.firstAll)..<Int(rule.firstAll + rule.allCount) where try !hasKey(pointee.strings[index]) {
            return false
        }
        guard rule.anyCount != 0 else { return true }
        return try any(rule.firstAny, rule.anyCount)
    }

    /// Whether one of the refinements of the form with raw value `form` refines the shape at
    /// `place` (most shapes have none: they are spared reading the members).
    @inline(__always)
    func refines(_ form: Int, from place: Int) -> Bool {
        CompiledSpec.run(of: form, in: pointee.refinements, startingAt: pointee.refinementStarts).contains {
            Int($0.from) == place
        }
    }

    /// Whether every refinement of the shape at `place` of the form with raw value `form` asks
    /// only of root members `isRead` says were read: its root string and its member.
    func refinementsAsk(_ form: Int, from place: Int, only isRead: (CompiledSpec.ByteRange) -> Bool) -> Bool {
        CompiledSpec.run(of: form, in: pointee.refinements, startingAt: pointee.refinementStarts).allSatisfy {
            Int($0.from) != place || (isRead($0.rootKey) && isRead($0.member))
        }
    }

    /// The place the shape at `place` of the form with raw value `form` becomes, by the
    /// form's refinements in order (``FamilyForm/refinedShape(_:rootString:memberHasKey:)``):
    /// `rootStringIs(key, values)` tells whether the root's string `key` spells one of the
    /// run of `values` in ``CompiledSpec/strings``, `memberHasKey(member, key)` whether the root's member
    /// `member` has the key `key`, and `memberFirstKey(member)` the bytes of its first key,
    /// when that is cheaper to tell than its keys (nil: not told).
    func refinedShape(
        of form: Int,
        _ place: Int,
        rootStringIs: (CompiledSpec.ByteRange, UnsafeBufferPointer<CompiledSpec.ByteRange>) throws(StreamedReadMiss) ->
            Bool,
        memberHasKey: (CompiledSpec.ByteRange, CompiledSpec.ByteRange) throws(StreamedReadMiss) -> Bool,
        memberFirstKey: (CompiledSpec.ByteRange) throws(StreamedReadMiss) -> UnsafeBufferPointer<UInt8>?
    ) throws(StreamedReadMiss) -> Int {
        var place = place
        for refinement in CompiledSpec.run(of: form, in: pointee.refinements, startingAt: pointee.refinementStarts)
        where Int(refinement.from) == place {
            let first = Int(refinement.firstValue)
            let values = UnsafeBufferPointer(rebasing: pointee.strings[first..<first + Int(refinement.valueCount)])
            guard try rootStringIs(refinement.rootKey, values) else { continue }
            // A member led by a key the rule wants none of cannot meet it, whatever follows: a
            // TUILiveKit `data` is told by its first key, where reading its keys and asking the
            // rule over them cost ~1,800 instructions.
            if let lead = try memberFirstKey(refinement.member), let text = lead.baseAddress,
                (Int(refinement.rule.firstNone)..<Int(refinement.rule.firstNone + refinement.rule.noneCount))
                    .contains(where: { spells(pointee.strings[$0], text, count: lead.count) })
            {
                continue
            }
            let holds = try holds(refinement.rule) { key throws(StreamedReadMiss) in
                try memberHasKey(refinement.member, key)
            }
            if holds { place = Int(refinement.to) }
        }
        return place
    }

    /// The bytes of a range, in the pool.
    @inline(__always)
    func start(of range: CompiledSpec.ByteRange) -> UnsafePointer<UInt8>? {
        pointee.bytes.baseAddress.map { $0 + Int(range.start) }
    }

    /// Whether the bytes at `pointer` spell the range.
    @inline(__always)
    func spells(_ range: CompiledSpec.ByteRange, _ pointer: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard Int(range.count) == count else { return false }
        guard count > 0, let pool = pointee.bytes.baseAddress else { return true }
        return WireKeyMatching.memoryEqual(pool + Int(range.start), pointer, count)
    }
}
