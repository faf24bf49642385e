/// The result of one pass over a JSON text: a flat list of entries in document order that
/// points back into the bytes instead of copying them.
///
/// An object entry is followed by its members, each a key entry (kind `.string`) and then the
/// value's entries; an array entry by its elements. Every entry records where its subtree ends,
/// so a reader can skip a value in O(1).
struct JSONTape: Sendable {
    enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    struct Entry: Sendable {
        var kind: Kind
        /// `.string`: the raw bytes contain a backslash escape. `.number`: flags below.
        var flags: UInt8
        /// Byte offset of the first byte of the token (the quote of a string).
        var offset: UInt32
        /// Strings: raw bytes between the quotes. Numbers: the lexeme's length. Containers: members.
        var length: UInt32
        /// Index of the entry after this value's subtree.
        var end: UInt32
    }

    static let hasEscapes: UInt8 = 1
    static let isInteger: UInt8 = 1
    static let isNegative: UInt8 = 2

    var entries: ContiguousArray<Entry> = []
    var facts = JSONDocumentFacts()
    /// Findings that do not stop the read (duplicate keys).
    var warnings: [Diagnostic] = []

    mutating func reset() {
        // A fresh tape (the usual case) has nothing to clear, and clearing an empty array
        // still releases and reinstalls its storage.
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
        facts = JSONDocumentFacts()
        if !warnings.isEmpty { warnings.removeAll(keepingCapacity: true) }
    }
}

/// What the bytes say about the client that wrote them, gathered while reading.
public struct JSONDocumentFacts: Hashable, Sendable {
    /// A line break between tokens: pretty-printed output.
    public var hasNewlines = false
    /// A space or tab between tokens.
    public var hasSpaces = false
    /// `" : "` between a key and its value, as Apple's pretty printer writes it.
    public var hasSpacedColon = false
    /// A `\/` escape (Apple's and Android's writers).
    public var hasEscapedSlash = false
    /// A bare `/` inside a string (Flutter's writer, or a writer told not to escape it).
    public var hasBareSlash = false
    /// An integral number written with a zero fraction (`486.0`): Dart writes every double
    /// this way, while Apple and Android write `486`. (`486.5` looks the same from all three.)
    public var hasZeroFraction = false

    /// Makes a set of facts with nothing observed yet.
    public init() {}

    /// True when no whitespace separates tokens.
    public var isCompact: Bool { !hasNewlines && !hasSpaces }
}
