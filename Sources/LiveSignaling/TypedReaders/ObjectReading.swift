/// What a typed reader asks of one JSON object. Two readers answer: ``TapeObject`` looks
/// members up on a scanned tape, ``StreamedObject`` takes them from the bytes in the order
/// they are written, with no tape at all.
///
/// A typed reader is written once, generic over this protocol, and both give it the same
/// answers for every message the streamed one reads whole. For that, a typed reader keeps
/// two rules (the streamed reader only sees the next member, the tape sees them all):
/// - it takes each key at most once;
/// - when ``has(_:)``, ``kind(of:)`` or an optional accessor finds no member under a key,
///   the branch it then takes does not take that key (so "not next" and "absent" lead to the
///   same miss or result), or else both branches take the same members, in two orders, to the
///   same result (two flags a form writes in either order: the tape, which finds the first
///   anywhere, takes the first branch where the streamed reader takes the second).
/// Every accessor throws ``TypedReadMiss`` for anything outside the common case.
protocol ObjectReading {
    associatedtype Document: DocumentReading where Document.Object == Self

    /// Succeeds when every member has been taken: the object has no key the type does not know.
    func finish() throws(TypedReadMiss)
    /// True when a member `key` is there to take (not counted as read).
    func has(_ key: ReaderKey) -> Bool
    /// The kind of the value under `key`, when there is one to take (not counted as read).
    func kind(of key: ReaderKey) -> JSONTape.Kind?

    mutating func string(_ key: ReaderKey) throws(TypedReadMiss) -> String
    mutating func bool(_ key: ReaderKey) throws(TypedReadMiss) -> Bool
    mutating func integer<Integer: FixedWidthInteger>(
        _ key: ReaderKey,
        as type: Integer.Type
    ) throws(TypedReadMiss) -> Integer
    mutating func double(_ key: ReaderKey) throws(TypedReadMiss) -> Double
    /// The object under `key`; it must be finished before this object's next member is taken.
    mutating func object(_ key: ReaderKey) throws(TypedReadMiss) -> Self
    /// Reads each element of the array under `key` with `read`; every element must be an object.
    mutating func forEachObject(
        in key: ReaderKey,
        _ read: (inout Self) throws(TypedReadMiss) -> Void
    ) throws(TypedReadMiss)
    /// The JSON document inside the non-empty string under `key`, read by `read`.
    mutating func embedded<Result>(
        _ key: ReaderKey,
        _ read: (Document) throws(TypedReadMiss) -> Result
    ) throws(TypedReadMiss) -> Result

    mutating func optionalString(_ key: ReaderKey) throws(TypedReadMiss) -> String?
    /// A string member's bytes, for the typed checkers, which build no value.
    mutating func text(_ key: ReaderKey) throws(TypedReadMiss) -> WireText
    mutating func optionalText(_ key: ReaderKey) throws(TypedReadMiss) -> WireText?
    mutating func optionalBool(_ key: ReaderKey) throws(TypedReadMiss) -> Bool?
    mutating func optionalInteger<Integer: FixedWidthInteger>(
        _ key: ReaderKey,
        as type: Integer.Type
    ) throws(TypedReadMiss) -> Integer?
}

extension ObjectReading {
    // Inlined so that the streamed reader's key comparison folds the key in (StreamedObject).
    @inline(__always)
    mutating func integer(_ key: ReaderKey) throws(TypedReadMiss) -> Int {
        try integer(key, as: Int.self)
    }

    @inline(__always)
    mutating func optionalInteger(_ key: ReaderKey) throws(TypedReadMiss) -> Int? {
        try optionalInteger(key, as: Int.self)
    }
}

/// A JSON document held in a string (`extended_data`, `Data`, `pk_users`), as a typed reader
/// sees it: its root as an object, or as an array of objects.
protocol DocumentReading {
    associatedtype Object: ObjectReading

    func rootObject() throws(TypedReadMiss) -> Object
    func forEachRootObject(_ read: (inout Object) throws(TypedReadMiss) -> Void) throws(TypedReadMiss)
}
