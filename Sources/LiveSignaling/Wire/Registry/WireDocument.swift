/// One message's bytes and tape while a family decodes it: the walk of its form or shape
/// reports, and a collecting Codable decode builds the typed value.
struct WireDocument {
    let bytes: UnsafeRawBufferPointer
    let base: UnsafePointer<UInt8>
    let tape: JSONTape
    let options: JSONReaderOptions
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var embeddedFacts: [JSONDocumentFacts] = []

    init(bytes: UnsafeRawBufferPointer, base: UnsafePointer<UInt8>, tape: JSONTape, options: JSONReaderOptions) {
        self.bytes = bytes
        self.base = base
        self.tape = tape
        self.options = options
    }

    var facts: JSONDocumentFacts { tape.facts }

    /// The root as `T` reads it through Codable in collecting mode, its findings discarded:
    /// the value of a message whose findings the walk of its form reports (a member missing or
    /// of another kind stands as its type's neutral value, and every copy of a repeated
    /// unknown key is kept, as `T`'s own decoding keeps them). Nil when the root is no object:
    /// the collecting decoder would stand a value in for it, which the walk reported broken.
    func decodedValue<T: Decodable>(_ type: T.Type) -> T? {
        guard tape.entries.first?.kind == .object else { return nil }
        return collectingContext().decodeRoot(type)
    }

    /// A Codable decoder over this tape that reports every problem rather than throwing the first.
    @inline(__always)
    private func collectingContext() -> WireDecodingContext {
        WireDecodingContext(
            base: base,
            count: bytes.count,
            tape: tape,
            mode: .collecting,
            options: options,
            userInfo: [:]
        )
    }

    /// Adds findings the spec walker made where it met them (offsets included).
    mutating func append(findings: [Diagnostic], embeddedFacts facts: [JSONDocumentFacts]) {
        diagnostics.append(contentsOf: findings)
        embeddedFacts.append(contentsOf: facts)
    }

    /// The root's keys that matter to detection.
    private(set) lazy var keys = RootKeys(tape: tape, base: base)

    /// Root keys in document order, each once (a repeated key is one member to a receiver).
    var rootKeys: [String] {
        guard let root = tape.entries.first, root.kind == .object else { return [] }
        var keys: [String] = []
        // Seen keys in a set: a hostile message's many keys cost what they are, not their square.
        var seen = Set<String>()
        var key = 1
        while key + 1 < Int(root.end) {
            let name = JSONStringDecoding.decode(tape.entries[key], in: base)
            if seen.insert(name).inserted { keys.append(name) }
            key = Int(tape.entries[key + 1].end)
        }
        return keys
    }

    /// The number under a root key (the last one, as decoding reads it).
    mutating func rootNumber(_ name: String) -> JSONNumber? {
        guard let index = keys.valueIndex(name), tape.entries[index].kind == .number else { return nil }
        return JSONTapeValues.number(tape.entries[index], base)
    }
}
