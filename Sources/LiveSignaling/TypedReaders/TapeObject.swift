/// One JSON object of a tape, seen by a typed reader: members found by key, values read only
/// when they already have the kind the wire type expects, and a count of the members read so
/// that ``finish()`` can tell whether any key was left unknown.
///
/// Every accessor throws ``TypedReadMiss`` for anything unexpected (a wrong kind, `null`, a
/// number that is not a plain integer, an absent required key). Nothing here reports: a typed
/// reader that meets the unexpected gives up, and the Codable decoder reads the message again
/// and writes the diagnostics. Duplicate keys never reach it (the typed path runs only on
/// tapes without warnings), so the first member with a key is the only one.
struct TapeObject: ObjectReading {
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    let base: UnsafePointer<UInt8>
    let index: Int
    let options: JSONReaderOptions
    private var membersRead = 0
    /// Tape index of the key after the member last taken (where the next search starts).
    private var nextKey: Int

    /// The object at `index`.
    init(
        _ entries: UnsafeBufferPointer<JSONTape.Entry>,
        _ base: UnsafePointer<UInt8>,
        at index: Int,
        options: JSONReaderOptions
    ) throws(TypedReadMiss) {
        guard entries.indices.contains(index), entries[index].kind == .object else { throw TypedReadMiss() }
        self.entries = entries
        self.base = base
        self.index = index
        self.options = options
        nextKey = index + 1
    }

    /// Succeeds when every member has been read: the object has no key the type does not know.
    func finish() throws(TypedReadMiss) {
        guard membersRead == Int(entries[index].length) else { throw TypedReadMiss() }
    }

    /// True when the object has a member `key` (not counted as read).
    func has(_ key: ReaderKey) -> Bool { valueIndex(key) != nil }

    /// The kind of the value under `key` (not counted as read).
    func kind(of key: ReaderKey) -> JSONTape.Kind? { valueIndex(key).map { entries[$0].kind } }

    /// Searches from the member after the last one taken, then wraps: readers ask for keys
    /// in the order writers put them, so the first key compared is usually the one.
    private func valueIndex(_ key: ReaderKey) -> Int? {
        let wanted = UnsafeBufferPointer(start: key.name.utf8Start, count: key.name.utf8CodeUnitCount)
        let end = Int(entries[index].end)
        var keyIndex = nextKey
        while keyIndex + 1 < end {
            if WireKeyMatching.matches(entries[keyIndex], wanted, base) { return keyIndex + 1 }
            keyIndex = Int(entries[keyIndex + 1].end)
        }
        keyIndex = index + 1
        while keyIndex < nextKey, keyIndex + 1 < end {
            if WireKeyMatching.matches(entries[keyIndex], wanted, base) { return keyIndex + 1 }
            keyIndex = Int(entries[keyIndex + 1].end)
        }
        return nil
    }

    /// The value under `key`, counted as read; nil when absent.
    private mutating func take(_ key: ReaderKey) -> Int? {
        guard let value = valueIndex(key) else { return nil }
        membersRead += 1
        nextKey = Int(entries[value].end)
        return value
    }

    private mutating func require(_ key: ReaderKey) throws(TypedReadMiss) -> Int {
        guard let value = take(key) else { throw TypedReadMiss() }
        return value
    }

    // MARK: Required members

    mutating func string(_ key: ReaderKey) throws(TypedReadMiss) -> String {
        try string(at: require(key))
    }

    mutating func bool(_ key: ReaderKey) throws(TypedReadMiss) -> Bool {
        try bool(at: require(key))
    }

    mutating func integer<Integer: FixedWidthInteger>(
        _ key: ReaderKey,
        as type: Integer.Type
    ) throws(TypedReadMiss) -> Integer {
        try integer(at: require(key), as: type)
    }

    mutating func double(_ key: ReaderKey) throws(TypedReadMiss) -> Double {
        try double(at: require(key))
    }

    mutating func object(_ key: ReaderKey) throws(TypedReadMiss) -> TapeObject {
        try TapeObject(entries, base, at: require(key), options: options)
    }

    /// Reads each element of the array under `key` with `read`; every element must be an
    /// object. Walks the tape in place, so no list of elements is built.
    mutating func forEachObject(
        in key: ReaderKey,
        _ read: (inout TapeObject) throws(TypedReadMiss) -> Void
    ) throws(TypedReadMiss) {
        let value = try require(key)
        guard entries[value].kind == .array else { throw TypedReadMiss() }
        try Self.forEachObject(in: value, entries, base, options: options, read)
    }

    /// The walk of ``forEachObject(in:_:)`` over the array at tape index `array`.
    static func forEachObject(
        in array: Int,
        _ entries: UnsafeBufferPointer<JSONTape.Entry>,
        _ base: UnsafePointer<UInt8>,
        options: JSONReaderOptions,
        _ read: (inout TapeObject) throws(TypedReadMiss) -> Void
    ) throws(TypedReadMiss) {
        var element = array + 1
        let end = Int(entries[array].end)
        while element < end {
            var object = try TapeObject(entries, base, at: element, options: options)
            try read(&object)
            element = Int(entries[element].end)
        }
    }

    /// The JSON document inside the string under `key` (`extended_data`, `Data`, `pk_users`),
    /// read by `read` under the same reader options. Misses when the string is empty or is
    /// not a document read without a warning.
    mutating func embedded<Result>(
        _ key: ReaderKey,
        _ read: (TapeDocument) throws(TypedReadMiss) -> Result
    ) throws(TypedReadMiss) -> Result {
        let value = try require(key)
        let entry = entries[value]
        guard entry.kind == .string, entry.length > 0 else { throw TypedReadMiss() }
        let raw = JSONStringDecoding.rawBytes(entry, in: base)
        if entry.flags & JSONTape.hasEscapes == 0 {
            return try TapeDocument.read(UnsafeRawBufferPointer(raw), options: options, read)
        }
        return try JSONStringDecoding.withUnescaped(raw) { inner throws(TypedReadMiss) in
            try TapeDocument.read(UnsafeRawBufferPointer(inner), options: options, read)
        }
    }

    // MARK: Optional members: absent is nil, present with another kind (or null) a miss

    mutating func optionalString(_ key: ReaderKey) throws(TypedReadMiss) -> String? {
        guard let value = take(key) else { return nil }
        return try string(at: value)
    }

    mutating func optionalBool(_ key: ReaderKey) throws(TypedReadMiss) -> Bool? {
        guard let value = take(key) else { return nil }
        return try bool(at: value)
    }

    mutating func optionalInteger<Integer: FixedWidthInteger>(
        _ key: ReaderKey,
        as type: Integer.Type
    ) throws(TypedReadMiss) -> Integer? {
        guard let value = take(key) else { return nil }
        return try integer(at: value, as: type)
    }

    mutating func text(_ key: ReaderKey) throws(TypedReadMiss) -> WireText {
        try text(at: require(key))
    }

    mutating func optionalText(_ key: ReaderKey) throws(TypedReadMiss) -> WireText? {
        guard let value = take(key) else { return nil }
        return try text(at: value)
    }

    // MARK: Values

    func text(at value: Int) throws(TypedReadMiss) -> WireText {
        let entry = entries[value]
        guard entry.kind == .string else { throw TypedReadMiss() }
        return WireText(entry: entry, base: base)
    }

    func string(at value: Int) throws(TypedReadMiss) -> String {
        let entry = entries[value]
        guard entry.kind == .string else { throw TypedReadMiss() }
        return JSONStringDecoding.decode(entry, in: base)
    }

    func bool(at value: Int) throws(TypedReadMiss) -> Bool {
        switch entries[value].kind {
        case .true: return true
        case .false: return false
        default: throw TypedReadMiss()
        }
    }

    /// Any number, read as the Codable decoder reads a `Double`; one too large to be finite misses.
    func double(at value: Int) throws(TypedReadMiss) -> Double {
        let entry = entries[value]
        guard entry.kind == .number else { throw TypedReadMiss() }
        let lexeme = UnsafeBufferPointer(start: base + Int(entry.offset), count: Int(entry.length))
        let double = JSONNumberParsing.double(lexeme)
        guard double.isFinite else { throw TypedReadMiss() }
        return double
    }

    /// A number written as a plain integer that fits `Integer`. Other exact forms (`486.0`,
    /// `4.86e2`) are left to the Codable decoder, which accepts them as JSON Schema does.
    func integer<Integer: FixedWidthInteger>(at value: Int, as type: Integer.Type) throws(TypedReadMiss) -> Integer {
        let entry = entries[value]
        guard entry.kind == .number, entry.flags & JSONTape.isInteger != 0 else { throw TypedReadMiss() }
        let lexeme = UnsafeBufferPointer(start: base + Int(entry.offset), count: Int(entry.length))
        guard let integer = JSONNumberParsing.integer(lexeme, as: type) else { throw TypedReadMiss() }
        return integer
    }
}

/// A typed reader met something outside the common case it reads; the Codable decoder takes over.
struct TypedReadMiss: Error {}
