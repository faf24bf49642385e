/// The streamed spec check's first try: a message checked in one reading, against the form its
/// first key predicts (``StreamedSpecCheck/judgePredicted(_:_:within:options:keys:found:refusingEnvelopeKeys:)``),
/// before the reading that gathers the root's keys for detection first. (A form of several
/// shapes may read its root's keys loosely first, to tell the shape: no checked reading.)
extension StreamedSpecCheck {
    /// Whether `bytes` pass in one reading, as the form their first key predicts
    /// (``judgePredicted(_:_:within:options:keys:found:refusingEnvelopeKeys:)``); for tests
    /// that make sure the prediction is taken.
    static func passesAsPredicted(
        _ bytes: UnsafeRawBufferPointer,
        within family: WireFamily?,
        options: JSONReaderOptions
    ) -> Bool {
        let bytes = bytes.assumingMemoryBound(to: UInt8.self)
        guard case let predicted?? = leadingPrediction(bytes), let base = bytes.baseAddress else { return false }
        var made: [Diagnostic] = []
        return withWorkspace(base: base, maxFindings: maxFindings, made: &made) { keys, found in
            let outcome = try? judgePredicted(
                predicted,
                bytes,
                within: family,
                options: options,
                keys: keys,
                found: &found,
                refusingEnvelopeKeys: false
            )
            guard case .passed? = outcome else { return false }
            return true
        }
    }

    /// The root keys a spec form's message may lead with: each form's markers, and the first
    /// member its spec declares (writer order; a classic UIKit invitation leads with `type`).
    /// Only keys detection knows have a bit. A message led by another key that some spec
    /// declares at its root (its members and their aliases, in `declared`), or by a key
    /// detection does not know (the sender's own), is one with its keys reordered: it is
    /// judged once its keys are read, so key order does not change its speed class. A message
    /// led by any other key (another form's marker) goes to the tape at once, so the
    /// messages it cannot take (a form led by a key it does not predict by) pay next to
    /// nothing here.
    static let leading: LeadingTables = {
        let (shaped, candidates) = (declarations.shaped, declarations.candidates)
        // Sets, and the candidates that declare each key found once: asked of arrays for every
        // known key, the strings' comparisons cost ~1.6 M instructions at start-up.
        let known = Set(RootKeys.known)
        let keys = candidates.flatMap { _, spec in
            (spec.markers + spec.root.members.prefix(1).map { $0.key }).filter(known.contains)
        }
        let declared = shaped.flatMap { _, spec in
            spec.root.members.flatMap { [$0.key] + $0.aliases.map { $0.key } }
        }
        let (keySet, declaredSet) = (Set(keys), Set(declared))
        let othersMarkers = RootKeys.known.filter { !keySet.contains($0) && !declaredSet.contains($0) }
        var declaring: [String: [(Prediction, FormSpec)]] = [:]
        for candidate in candidates {
            for key in Set(candidate.1.root.members.map { $0.key }) { declaring[key, default: []].append(candidate) }
        }
        return (
            RootKeys.bits(of: keys), LeadingShapes(keys),
            RootKeys.known.map { prediction(leadingWith: $0, among: declaring[$0] ?? []) }, LeadingShapes(declared),
            LeadingShapes(othersMarkers)
        )
    }()

    /// Every form's declaration, or each of its shapes', with the prediction that names it,
    /// built once (a form's `spec` and `shapes` make new values on every call, and the
    /// predictions ask about every known key); and the `candidates` among them: all but a
    /// shape that only a refinement reaches (the earlier TUI envelope), which is not
    /// predicted: the shape it refines is, and the refinement is asked before the check.
    static let declarations: (shaped: [(Prediction, FormSpec)], candidates: [(Prediction, FormSpec)]) = {
        let shaped = FamilyForm.allCases.flatMap { form in
            form.spec.map { [(Prediction(form: form, shape: nil), $0)] }
                ?? form.shapes.enumerated().map { (Prediction(form: form, shape: $0.offset), $0.element) }
        }
        let candidates = shaped.filter { predicted, _ in
            guard let place = predicted.shape else { return true }
            let rules = predicted.form.shapeRules
            return rules.isEmpty || rules.contains { $0.shape == place }
        }
        return (shaped, candidates)
    }()

    /// The leading keys' bits, hashed shapes and predictions (by ``RootKeys/known`` place); the
    /// hashed shapes of every key a spec declares at its root, and of the other keys detection
    /// knows (the hand-written forms' markers).
    typealias LeadingTables = (
        keys: RootKeyBits, shapes: LeadingShapes, predicted: [Prediction?], declared: LeadingShapes,
        othersMarkers: LeadingShapes
    )

    /// A form, and for one written by hand its shape, that a message is read against first.
    struct Prediction: Equatable {
        let form: FamilyForm
        /// The place in ``FamilyForm/shapes``; nil for a form declared as a spec, and for one
        /// whose shape its root's keys tell (read loosely before the check).
        let shape: Int?
    }

    /// What a root led by `key` is read against first
    /// (``judgePredicted(_:_:within:options:keys:found:refusingEnvelopeKeys:)``), among the
    /// `candidates` (every spec and declared shape, but a shape only a refinement reaches):
    /// the one whose root has the key, or else
    /// the one of those that declares it first. When several forms declare it first, the
    /// earliest in detection order (a device state, which every PK host sends each second,
    /// before a classic UIKit invitation: both lead with `type`); when only shapes of one form
    /// do, the form, its shape told by its other keys (a TUI envelope and TUILiveRoom's form
    /// of 2021 both lead with `version`). A wrong guess costs one reading more, never a
    /// different verdict: the message is then judged as any other.
    static func prediction(leadingWith key: String, among candidates: [(Prediction, FormSpec)]) -> Prediction? {
        let declaring = candidates.filter { _, spec in spec.root.members.contains { $0.key == key } }
        if declaring.count == 1 { return declaring[0].0 }
        let leading = declaring.filter { _, spec in spec.root.members.first?.key == key }.map(\.0)
        guard let first = leading.first else { return nil }
        if leading.count == 1 || leading.contains(where: { $0.form != first.form }) { return first }
        // Shapes of one form only: the form, its shape told by the root's keys read loosely.
        return Prediction(form: first.form, shape: nil)
    }

    /// A 256-bit set of the leading keys' first byte, last byte and length, hashed: most keys
    /// that lead no spec form are turned away by one bit test, before their bytes are looked
    /// up (~200 instructions a message, where the lookup was made for every key).
    struct LeadingShapes {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        @inline(__always)
        static func slot(first: UInt8, last: UInt8, count: Int) -> Int {
            Int(
                truncatingIfNeeded: (UInt32(first) &* 31 &+ UInt32(last) &* 7 &+ UInt32(truncatingIfNeeded: count))
                    & 255
            )
        }

        init(_ keys: [String]) {
            for key in keys {
                let bytes = Array(key.utf8)
                if let first = bytes.first, let last = bytes.last {
                    insert(first: first, last: last, count: bytes.count)
                }
            }
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

        /// Whether no key was inserted.
        var isEmpty: Bool { words == (0, 0, 0, 0) }

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

    /// When the root is an object whose first key (written without escapes) is one of the
    /// leading keys (whitespace may come before either), what that key predicts
    /// (``prediction(leadingWith:among:)``, nil for nothing); nil for nothing too when the key
    /// is one a spec declares at its root, not as a leading key, or one detection does not
    /// know, and for an empty object; nil for any other message.
    static func leadingPrediction(_ bytes: UnsafeBufferPointer<UInt8>) -> Prediction?? {
        guard let p = bytes.baseAddress else { return nil }
        var index = 0
        while index < bytes.count, JSONWhitespace.contains(p[index]) { index += 1 }
        guard index < bytes.count, p[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        while index < bytes.count, JSONWhitespace.contains(p[index]) { index += 1 }
        // `{}`: nothing to predict; judged as the form that claims it on the caller's channel
        // (a Web accept, an app's empty SEI), if one does.
        if index < bytes.count, p[index] == UInt8(ascii: "}") { return .some(nil) }
        // The key's end, a word at a time where the string scanner's skip can.
        guard let keyBytes = JSONStringScan.plainString(p, at: index, end: bytes.count), !keyBytes.isEmpty
        else { return nil }
        let (start, end) = (keyBytes.lowerBound, keyBytes.upperBound)
        // Each table read in place: a copy of the whole tuple cost a memcpy and a retain.
        let (first, last, count) = (p[start], p[end - 1], end - start)
        if Self.leading.shapes.mayHold(first: first, last: last, count: count),
            let key = RootKeys.index(ofRaw: UnsafeBufferPointer(start: p + start, count: count)),
            !(RootKeyBits(index: key) & Self.leading.keys).isEmpty, Self.leading.predicted.indices.contains(key)
        {
            if let predicted = followingPrediction(of: key, p, after: end + 1, end: bytes.count) {
                return .some(predicted)
            }
            return .some(Self.leading.predicted[key])
        }
        // A key some spec declares, not first, or the sender's own (detection does not know
        // it): a reordered message, judged once its keys are read. A hand-written form's marker
        // goes to the tape, told by its hashed shape without looking the key up (an own key
        // of the same shape goes there too: slower, never judged otherwise).
        if Self.leading.declared.mayHold(first: first, last: last, count: count) {
            return .some(nil)
        }
        return Self.leading.othersMarkers.mayHold(first: first, last: last, count: count) ? nil : .some(nil)
    }

    /// The message read against the form its first key predicts, in one checked reading (after
    /// a loose one that tells a form's shape, ``predictedSpec(_:_:_:keys:)``): the root's
    /// members checked as they come, as a nested object's are, each key's marks counted; it
    /// passes when detection then chooses that form (told by the marks alone when the form is
    /// plainly chosen, ``FamilyForm/PlainChoice``, else by detection over the keys read), so
    /// the first reading, detection and the members' second reading of
    /// ``judge(_:predicting:within:options:keys:found:refusingEnvelopeKeys:)`` would find the
    /// same. Where detection chooses another form, that form and the root as read; a miss
    /// says nothing: the message is judged from the start.
    static func judgePredicted(
        _ predicted: Prediction,
        _ bytes: UnsafeBufferPointer<UInt8>,
        within family: WireFamily?,
        options: JSONReaderOptions,
        keys: UnsafeMutableBufferPointer<Member>,
        found: inout Found,
        refusingEnvelopeKeys: Bool
    ) throws(StreamedReadMiss) -> PredictedOutcome {
        let form = predicted.form
        try StreamedReadMiss.unless(family?.admits(form.family) ?? true)
        let tables = CompiledSpec.shared
        var cursor = try StreamedCursor(bytes, options: options)
        cursor.skipWhitespace()
        let (compiled, shape) = try predictedSpec(predicted, tables, cursor, keys: keys)
        let rootSpec = try rootObject(of: compiled, tables, byteCount: bytes.count)
        // At the root object, after any whitespace before it, as the tape places it.
        if compiled.note >= 0 { try found.add(compiled.note, at: cursor.position) }
        var choice = FamilyForm.PlainChoice(of: form)
        let count = try checkObject(rootSpec, tables, &cursor, keys, &found, marking: &choice)
        cursor.skipWhitespace()
        try StreamedReadMiss.unless(cursor.isAtEnd)
        let rootKeys = UnsafeBufferPointer(rebasing: keys[..<count])
        let base = cursor.base
        if refusingEnvelopeKeys {
            try StreamedReadMiss.unless(!rootKeys.contains { isEnvelopeKey($0.key, base) })
        }
        if !choice.isPlain(keyCount: count) {
            let detected = try detectedForm(rootKeys, cursor, within: family, expecting: form)
            guard detected == form else { return .detected(detected, count: count, cursor: cursor) }
        }
        // The shape the keys choose (``checkShape(of:_:_:_:_:_:)``): the one predicted or told
        // by the loose reading (and refined by ``predictedSpec(_:_:_:keys:)``, over strings of
        // the root read loosely: a repeated one's first copy, where the tape reads its last).
        if let place = shape {
            if found.rootRepeatTaken, tables.refines(form.rawValue, from: place) { throw StreamedReadMiss() }
            try StreamedReadMiss.unless(
                tables.shape(of: form.rawValue, hasKey: { hasKey($0, rootKeys, tables, base) }) == place
            )
        }
        try StreamedReadMiss.unless(withinAttributeLimits(compiled, rootKeys, cursor, byteCount: bytes.count))
        if found.tellsKind { found.toldKind = tellKind(of: form, rootKeys, cursor) }
        return .passed((form, dialect(of: form, compiled, tables, rootKeys, cursor, found)))
    }

    /// The compiled spec a message predicted as `predicted` is checked as, and for a form
    /// written as shapes, the place of the shape its root's keys choose (which the keys the
    /// check reads must choose too).
    @inline(__always)
    private static func predictedSpec(
        _ predicted: Prediction,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: StreamedCursor,
        keys: UnsafeMutableBufferPointer<Member>
    ) throws(StreamedReadMiss) -> (CompiledSpec.Form, shape: Int?) {
        let form = predicted.form.rawValue
        if let place = predicted.shape, !tables.refines(form, from: place) {
            let shapes = tables.shapes(of: form)
            guard shapes.indices.contains(place) else { throw StreamedReadMiss() }
            return (shapes[place], place)
        }
        if predicted.shape == nil, let declared = tables.form(form) { return (declared, nil) }
        let (chosen, refined) = try looselyChosenShape(predicted, tables, cursor, keys: keys)
        let shapes = tables.shapes(of: form)
        guard shapes.indices.contains(refined) else { throw StreamedReadMiss() }
        return (shapes[refined], chosen)
    }

    /// The place of the shape the root's keys choose for a predicted form written as shapes
    /// (the one predicted, or the one its rules choose), and of the shape it refines to, told
    /// over the root read loosely (``StreamedCursor/looseMembers(into:)``, into `keys`): the
    /// message is then checked as that shape, which misses unless the root is well formed,
    /// and where it is, the loose reading found the keys and strings the checked one finds.
    /// The root is read up to its first object or array (``StreamedCursor/looseLeadingMembers(into:)``)
    /// where that tells a shape and holds what its refinements ask: the shape is a guess the
    /// checked reading's keys confirm or miss on (``judgePredicted(_:_:within:options:keys:found:refusingEnvelopeKeys:)``),
    /// and a refinement asked of members read is told as from all of them (the first copy of a
    /// key is the one asked either way). A TUI envelope's `data`, most of its bytes, comes last.
    /// (Reading the root for its keys first, checked, as a message with no prediction is,
    /// cost ~3,500 instructions a TUI envelope.) Apart, as the rarer case.
    @inline(never)
    private static func looselyChosenShape(
        _ predicted: Prediction,
        _ tables: UnsafePointer<CompiledSpec>,
        _ cursor: StreamedCursor,
        keys: UnsafeMutableBufferPointer<Member>
    ) throws(StreamedReadMiss) -> (chosen: Int, refined: Int) {
        let form = predicted.form.rawValue
        let base = cursor.base
        var (count, complete) = try cursor.looseLeadingMembers(into: keys)
        var read: UnsafeBufferPointer<Member> { UnsafeBufferPointer(rebasing: keys[..<count]) }
        var chosen = predicted.shape ?? tables.shape(of: form, hasKey: { hasKey($0, read, tables, base) })
        if chosen == nil, !complete {
            (count, complete) = (try cursor.looseMembers(into: keys), true)
            chosen = tables.shape(of: form, hasKey: { hasKey($0, read, tables, base) })
        }
        guard let chosen else { throw StreamedReadMiss() }
        guard tables.refines(form, from: chosen) else { return (chosen, chosen) }
        if !complete, !tables.refinementsAsk(form, from: chosen, only: { member($0, in: read, tables, base) != nil }) {
            count = try cursor.looseMembers(into: keys)
        }
        return (chosen, try refinedShape(of: predicted.form, chosen, tables, read, cursor))
    }

    /// What reading a message against its predicted form came to, short of a miss.
    enum PredictedOutcome {
        /// The message passed as the predicted form, with its dialect.
        case passed(Judgement)
        /// The root was read whole, its keys kept, but detection chose this other form.
        case detected(FamilyForm, count: Int, cursor: StreamedCursor)
    }
}
