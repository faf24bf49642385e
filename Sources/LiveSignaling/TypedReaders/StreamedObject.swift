/// One JSON object read straight from the bytes: each member is taken in the order it is
/// written, by comparing the next key with the one the typed reader asks for.
///
/// A member asked for out of order, a key the reader does not know, anything outside
/// ``StreamedCursor``'s compact subset: each is a ``TypedReadMiss``, and the message goes to
/// the tape. Since ``finish()`` wants the closing brace next, a read that succeeds has taken
/// every member once, in order, so it saw what ``TapeObject`` sees (``ObjectReading``'s rules).
struct StreamedObject: ObjectReading {
    typealias Document = StreamedDocument

    /// Shared with the objects nested in this one and with the document that opened it, all
    /// of which live only inside ``StreamedDocument/read(_:options:rootKeys:_:)``.
    private let cursor: UnsafeMutablePointer<StreamedCursor>
    /// The cursor's depth while this object's members are being taken.
    private let depth: Int
    private let isRoot: Bool
    private var membersRead = 0

    /// Opens the object at the cursor.
    init(_ cursor: UnsafeMutablePointer<StreamedCursor>, isRoot: Bool = false) throws(TypedReadMiss) {
        try cursor.pointee.open(UInt8(ascii: "{"))
        self.cursor = cursor
        self.depth = cursor.pointee.depth
        self.isRoot = isRoot
    }

    func finish() throws(TypedReadMiss) {
        guard cursor.pointee.depth == depth else { throw TypedReadMiss() }
        try cursor.pointee.close(UInt8(ascii: "}"))
    }

    // Inlined, as `take` is, so that the key's bytes fold into the comparison.
    @inline(__always)
    func has(_ key: ReaderKey) -> Bool { valueStart(key) != nil }

    @inline(__always)
    func kind(of key: ReaderKey) -> JSONTape.Kind? { valueStart(key).flatMap(cursor.pointee.kind(at:)) }

    /// Where the value under `key` starts, when `key` is the next member of this object.
    @inline(__always)
    private func valueStart(_ key: ReaderKey) -> Int? {
        cursor.pointee.valueStart(of: key.name, afterComma: membersRead > 0, depth: depth)
    }

    /// Moves the cursor to the value under `key` and counts the member; false when `key` is
    /// not the next member. Inlined into each accessor, where the key's length and bytes are
    /// constants the comparison folds in (~30 instructions a member fewer).
    @inline(__always)
    private mutating func take(_ key: ReaderKey) throws(TypedReadMiss) -> Bool {
        guard let value = valueStart(key) else { return false }
        membersRead += 1
        guard membersRead <= cursor.pointee.options.maxContainerSize else { throw TypedReadMiss() }
        if isRoot {
            guard let keys = cursor.pointee.rootKeys, cursor.pointee.rootKeyCount < keys.count else {
                throw TypedReadMiss()
            }
            let holdsString = cursor.pointee.byte(at: value) == UInt8(ascii: "\"")
            keys[cursor.pointee.rootKeyCount] = StreamedRootKey(
                key: key.name,
                holdsString: holdsString,
                markedForms: key.markedForms
            )
            cursor.pointee.rootKeyCount += 1
        }
        cursor.pointee.position = value
        return true
    }

    @inline(__always)
    private mutating func require(_ key: ReaderKey) throws(TypedReadMiss) {
        guard try take(key) else { throw TypedReadMiss() }
    }

    // MARK: Values

    // The accessors are inlined into the typed readers, as `take` is into them, so that each
    // key is a constant where it is compared.

    @inline(__always)
    mutating func string(_ key: ReaderKey) throws(TypedReadMiss) -> String {
        try require(key)
        return try stringValue()
    }

    @inline(__always)
    mutating func bool(_ key: ReaderKey) throws(TypedReadMiss) -> Bool {
        try require(key)
        return try cursor.pointee.bool()
    }

    @inline(__always)
    mutating func integer<Integer: FixedWidthInteger>(
        _ key: ReaderKey,
        as type: Integer.Type
    ) throws(TypedReadMiss) -> Integer {
        try require(key)
        return try integerValue(as: type)
    }

    /// Plain integers only: a fraction would need the scanner's zero-fraction fact. One too
    /// large to be finite misses, as on the tape.
    mutating func double(_ key: ReaderKey) throws(TypedReadMiss) -> Double {
        try require(key)
        let double = JSONNumberParsing.double(try cursor.pointee.integerLexeme())
        guard double.isFinite else { throw TypedReadMiss() }
        return double
    }

    @inline(__always)
    mutating func object(_ key: ReaderKey) throws(TypedReadMiss) -> StreamedObject {
        try require(key)
        return try StreamedObject(cursor)
    }

    mutating func forEachObject(
        in key: ReaderKey,
        _ read: (inout StreamedObject) throws(TypedReadMiss) -> Void
    ) throws(TypedReadMiss) {
        try require(key)
        try StreamedDocument.forEachObject(cursor, read)
    }

    mutating func embedded<Result>(
        _ key: ReaderKey,
        _ read: (StreamedDocument) throws(TypedReadMiss) -> Result
    ) throws(TypedReadMiss) -> Result {
        try require(key)
        let options = cursor.pointee.options
        let (result, facts, _) = try cursor.pointee.withUnescapedEmbeddedDocument { inner, _ throws(TypedReadMiss) in
            try StreamedDocument.read(inner, options: options, read)
        }
        // A slash in the document (in its strings, bare or as `\/`: anywhere else it misses)
        // is a bare slash in the string that holds it, whose only escapes are `\"` and `\\`:
        // the outer cursor did not stop to record it.
        if facts.hasBareSlash || facts.hasEscapedSlash { cursor.pointee.facts.hasBareSlash = true }
        return result
    }

    @inline(__always)
    mutating func optionalString(_ key: ReaderKey) throws(TypedReadMiss) -> String? {
        guard try take(key) else { return nil }
        return try stringValue()
    }

    @inline(__always)
    mutating func optionalBool(_ key: ReaderKey) throws(TypedReadMiss) -> Bool? {
        guard try take(key) else { return nil }
        return try cursor.pointee.bool()
    }

    @inline(__always)
    mutating func optionalInteger<Integer: FixedWidthInteger>(
        _ key: ReaderKey,
        as type: Integer.Type
    ) throws(TypedReadMiss) -> Integer? {
        guard try take(key) else { return nil }
        return try integerValue(as: type)
    }

    @inline(__always)
    mutating func text(_ key: ReaderKey) throws(TypedReadMiss) -> WireText {
        try require(key)
        return WireText(entry: try cursor.pointee.string(), base: cursor.pointee.base)
    }

    @inline(__always)
    mutating func optionalText(_ key: ReaderKey) throws(TypedReadMiss) -> WireText? {
        guard try take(key) else { return nil }
        return WireText(entry: try cursor.pointee.string(), base: cursor.pointee.base)
    }

    private func stringValue() throws(TypedReadMiss) -> String {
        let entry = try cursor.pointee.string()
        return JSONStringDecoding.decode(entry, in: cursor.pointee.base)
    }

    private func integerValue<Integer: FixedWidthInteger>(as type: Integer.Type) throws(TypedReadMiss) -> Integer {
        try cursor.pointee.integer(as: type)
    }
}

/// A JSON document read by ``StreamedObject``s: a whole message, or one embedded in a string.
struct StreamedDocument: DocumentReading {
    private let cursor: UnsafeMutablePointer<StreamedCursor>

    func rootObject() throws(TypedReadMiss) -> StreamedObject {
        try StreamedObject(cursor, isRoot: cursor.pointee.rootKeys != nil)
    }

    func forEachRootObject(_ read: (inout StreamedObject) throws(TypedReadMiss) -> Void) throws(TypedReadMiss) {
        try Self.forEachObject(cursor, read)
    }

    /// Reads the array of objects at the cursor, each with `read`.
    fileprivate static func forEachObject(
        _ cursor: UnsafeMutablePointer<StreamedCursor>,
        _ read: (inout StreamedObject) throws(TypedReadMiss) -> Void
    ) throws(TypedReadMiss) {
        try cursor.pointee.open(UInt8(ascii: "["))
        let depth = cursor.pointee.depth
        var count = 0
        while cursor.pointee.byte(at: cursor.pointee.position) != UInt8(ascii: "]") {
            if count > 0 { try cursor.pointee.expect(UInt8(ascii: ",")) }
            count += 1
            guard count <= cursor.pointee.options.maxContainerSize else { throw TypedReadMiss() }
            var element = try StreamedObject(cursor)
            try read(&element)
            // The reader must have finished the element.
            guard cursor.pointee.depth == depth else { throw TypedReadMiss() }
        }
        try cursor.pointee.close(UInt8(ascii: "]"))
    }

    /// Hands the document in `bytes` to `read`; misses unless `read` consumes all of it.
    /// `rootKeys` (for a whole message) receives the root's keys as they are taken.
    static func read<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        options: JSONReaderOptions,
        rootKeys: UnsafeMutableBufferPointer<StreamedRootKey>? = nil,
        _ read: (StreamedDocument) throws(TypedReadMiss) -> Result
    ) throws(TypedReadMiss) -> (result: Result, facts: JSONDocumentFacts, rootKeyCount: Int) {
        var cursor = try StreamedCursor(bytes, options: options, rootKeys: rootKeys)
        let result = try withUnsafeMutablePointer(to: &cursor) { cursor throws(TypedReadMiss) in
            try read(StreamedDocument(cursor: cursor))
        }
        guard cursor.isAtEnd else { throw TypedReadMiss() }
        return (result, cursor.facts, cursor.rootKeyCount)
    }
}
