// Values against their compiled specs: numbers, strings and their lists, embedded documents
// and the app's own messages.

extension StreamedSpecCheck {
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
    static func checkNumberRule(
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
    static func hasFraction(_ lexeme: UnsafeBufferPointer<UInt8>) -> Bool {
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
    static func checkEmbedded(
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
    static func withDocument(
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
    static func checkAppMessage(
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
    static func checkWatched(
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
    static func takeUnknown(
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
    static func spellsOne(
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
    static func place(
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
}
