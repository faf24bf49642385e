/// Writes the common case of a wire type straight into a ``JSONOutput``, in any style, with
/// the same separators, escapes and number forms as ``WireEncoder`` (they share the output).
///
/// The counterpart of the typed readers: Codable's keyed containers cost most of an encode,
/// and most messages have nothing a hand-written writer cannot say. A value with unknown
/// fields, or a container that would be empty (which the streamed encoder lays out its own
/// way when pretty-printing), misses, and ``SignalEncoder`` encodes it with Codable.
/// `TypedWriterTests` checks the two give the same bytes for every vector in every dialect.
struct TypedWriter {
    private(set) var output: JSONOutput
    /// Containers open around the next value.
    private var depth = 0
    /// Members or elements already written in the innermost open container.
    private var written = 0

    init(style: JSONStyle) { output = JSONOutput(style: style, capacity: 256) }

    /// The bytes written; the writer is empty afterwards.
    mutating func takeBytes() -> [UInt8] { output.bytes.take() }

    var style: JSONStyle { output.style }

    // MARK: Containers

    // Containers are opened and closed around the writes rather than written by a closure:
    // a closure that reads the value being written captures it, and capturing a borrowed
    // value copies it (every string retained; a generic enum's payload through its value
    // witnesses), ~2,400 instructions of a Chat REST message's ~9,000.

    /// A container opened by ``openObject()`` or ``openArray(count:)``; ``close(_:)`` ends it.
    struct OpenContainer {
        fileprivate let closer: UInt8
        /// Members or elements written in the container around it.
        fileprivate let outerWritten: Int
    }

    mutating func openObject() -> OpenContainer {
        open(UInt8(ascii: "{"), UInt8(ascii: "}"))
    }

    /// An array of `count` elements; each is written after ``element()``.
    private mutating func openArray(count: Int) throws(TypedWriteMiss) -> OpenContainer {
        guard count > 0 else { throw TypedWriteMiss() }
        return open(UInt8(ascii: "["), UInt8(ascii: "]"))
    }

    private mutating func open(_ opener: UInt8, _ closer: UInt8) -> OpenContainer {
        let container = OpenContainer(closer: closer, outerWritten: written)
        output.bytes.append(opener)
        depth += 1
        written = 0
        return container
    }

    /// The array of `elements`, each written by its own writer; an empty one misses.
    mutating func array<Element: TypedWritable>(
        _ elements: [Element],
        embeddedStyle: JSONStyle
    ) throws(TypedWriteMiss) {
        let array = try openArray(count: elements.count)
        // By index: an element is borrowed in place, where `for in` copies each one.
        for index in elements.indices {
            element()
            try elements[index].write(to: &self, embeddedStyle: embeddedStyle)
        }
        try close(array)
    }

    /// Ends the innermost open container; an empty one misses.
    mutating func close(_ container: OpenContainer) throws(TypedWriteMiss) {
        guard written > 0 else { throw TypedWriteMiss() }
        depth -= 1
        output.closeContainer(container.closer, isEmpty: false, depth: depth)
        written = container.outerWritten
    }

    /// Starts the next element of the open array.
    mutating func element() {
        output.beginMember(index: written, depth: depth)
        written += 1
    }

    /// Starts the member `key` of the open object.
    mutating func key(_ key: StaticString) {
        output.writeMember(index: written, depth: depth, key: key)
        written += 1
    }

    // MARK: Members

    mutating func string(_ key: StaticString, _ value: String) {
        let index = written
        let depth = depth
        value.withBorrowedUTF8 { output.writeMember(index: index, depth: depth, key: key, quoted: $0) }
        written += 1
    }

    mutating func string(_ key: StaticString, ifPresent value: String?) {
        if let value { string(key, value) }
    }

    mutating func integer(_ key: StaticString, _ value: some BinaryInteger) {
        self.key(key)
        output.appendInteger(value)
    }

    mutating func integer(_ key: StaticString, ifPresent value: (some BinaryInteger)?) {
        if let value { integer(key, value) }
    }

    mutating func bool(_ key: StaticString, _ value: Bool) {
        self.key(key)
        output.append(value ? "true" : "false")
    }

    mutating func bool(_ key: StaticString, ifPresent value: Bool?) {
        if let value { bool(key, value) }
    }

    mutating func double(_ key: StaticString, _ value: Double) throws(TypedWriteMiss) {
        guard let lexeme = output.doubleLexeme(value) else { throw TypedWriteMiss() }
        self.key(key)
        output.bytes.append(utf8: lexeme)
    }

    /// The member `key`, holding as a string the JSON document `inner` wrote (a writer made
    /// for it, in the embedded style the encoder was given, else its own).
    mutating func embedded(_ key: StaticString, writtenBy inner: consuming TypedWriter) {
        self.key(key)
        inner.output.bytes.withWritten { output.writeQuoted(utf8: $0) }
    }
}

extension JSONOutput {
    mutating func writeQuoted(utf8 bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { writeQuoted(utf8: $0) }
    }
}

/// A value a typed writer does not write (unknown fields, an empty container, a non-finite
/// number); the Codable encoder takes over and says what is wrong, if anything.
struct TypedWriteMiss: Error {}

/// A wire type with a hand-written writer for its common case, beside its Codable encoder.
/// `embeddedStyle` is the style of JSON documents inside its strings. Each family's writer
/// (`<Family>+TypedWrite.swift`) mirrors the type's `encode(to:)`: the same keys in the same
/// order, containers opened and closed around the writes (see ``TypedWriter/openObject()``).
protocol TypedWritable {
    func write(to writer: inout TypedWriter, embeddedStyle: JSONStyle) throws(TypedWriteMiss)
}
