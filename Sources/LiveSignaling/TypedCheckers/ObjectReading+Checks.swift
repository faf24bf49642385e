/// The accessors the typed checkers read with: members taken as the typed readers take them,
/// with the checks the rules would make on their values.
extension ObjectReading {
    /// A string member no rule looks into.
    @inline(__always)
    mutating func skipText(_ key: ReaderKey) throws(TypedReadMiss) {
        _ = try text(key)
    }

    @inline(__always)
    mutating func skipOptionalText(_ key: ReaderKey) throws(TypedReadMiss) {
        _ = try optionalText(key)
    }

    /// An ID the flow needs: misses when it is empty, where the rules report `wire.empty-id`.
    @inline(__always)
    mutating func requireID(_ key: ReaderKey) throws(TypedReadMiss) {
        try TypedReadMiss.unless(!(try text(key)).isEmpty)
    }

    /// An optional ID: absent is fine, present and empty misses.
    @inline(__always)
    mutating func requireOptionalID(_ key: ReaderKey) throws(TypedReadMiss) {
        if let id = try optionalText(key) { try TypedReadMiss.unless(!id.isEmpty) }
    }
}
