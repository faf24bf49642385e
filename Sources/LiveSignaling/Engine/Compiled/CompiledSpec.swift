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
    /// By place in ``members``: the variants that choose the member's spec, a bit for each by
    /// its place in its object's run of ``variants`` (an object with more than 64 is the
    /// tape's). A choice goes straight to them, where it went through every variant of the
    /// object for each member (a ZIM callback's thirteen: ~1,400 instructions a body).
    let memberVariants: UnsafeBufferPointer<UInt64>
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
    /// By ``FamilyForm``'s raw value, those declared as specs. Asked through the shared
    /// pointer's `form(_:)`, which checks the bounds: indexed directly, a release build does not.
    let forms: UnsafeBufferPointer<Form?>
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
        builder.indexVariantsByMember()
        builder.markObjectsReadInOrder()
        values = Self.frozen(builder.values)
        objects = Self.frozen(builder.objects)
        members = Self.frozen(builder.members)
        selectorPlaces = Self.frozen(builder.selectorPlaces)
        memberVariants = Self.frozen(builder.memberVariants)
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

    /// The variants that choose the spec of the member at `place` of `object`, in the order they
    /// are declared: the set bits of its ``memberVariants`` mask, lowest first.
    @inline(__always)
    func variants(choosing place: Int, in object: Object) -> VariantsChoosing {
        VariantsChoosing(
            bits: memberVariants[Int(object.firstMember) + place],
            first: Int(object.firstVariant),
            variants: variants
        )
    }

    /// What ``variants(choosing:in:)`` hands over: one bit a variant, by its place in its
    /// object's run of ``variants``.
    struct VariantsChoosing: Sequence, IteratorProtocol {
        fileprivate var bits: UInt64
        fileprivate let first: Int
        fileprivate let variants: UnsafeBufferPointer<Variant>

        @inline(__always)
        mutating func next() -> Variant? {
            guard bits != 0 else { return nil }
            let variant = variants[first + bits.trailingZeroBitCount]
            bits &= bits &- 1
            return variant
        }
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
            // A closure, not the key path `\.items`: in a generic function the runtime built
            // the key path anew for every form, ~21,000 instructions each at start-up.
            flat += declared.lazy.filter { $0.place == place }.flatMap { $0.items }.map(compile)
        }
        starts.append(Int32(flat.count))
        return (frozen(flat), frozen(starts))
    }

    /// The run of a per-form table (``shapes``, ``shapeRules``, ``refinements``) that belongs
    /// to the form with raw value `form`: from its start in `starts` to the next form's; empty
    /// for a raw value outside the tables.
    static func run<Element>(
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
}
