/// A string member as a typed checker sees it: where its bytes are and whether they hold
/// escapes, already validated by the scanner or the streamed cursor, with no `String` built.
/// The rules a checker runs only ask whether a string is empty or equals a name the family
/// defines, and both are answered from the bytes.
struct WireText {
    let entry: JSONTape.Entry
    let base: UnsafePointer<UInt8>

    /// An escape decodes to at least one byte, so the raw length is zero exactly when the
    /// decoded one is.
    var isEmpty: Bool { entry.length == 0 }

    /// Whether the decoded string is `name` (decoded first only when the raw bytes hold an
    /// escape, which compact writers leave out of names).
    func equals(_ name: StaticString) -> Bool {
        WireKeyMatching.matches(entry, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), base)
    }

    /// As above, for the names the wire types keep as `String` constants.
    func equals(_ name: String) -> Bool { WireKeyMatching.matches(entry, name, base) }

    /// The decoded string, for the rare rule that needs the value itself.
    var string: String { JSONStringDecoding.decode(entry, in: base) }
}
