/// One message's bytes and tape while a family decodes it: runs collecting decodes of wire
/// types and turns the findings of their rules into diagnostics with offsets.
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

    /// True when decoding reported an error at `path` or at one of its ancestors, so the value
    /// there is a stand-in.
    func failedToDecode(_ path: JSONPath) -> Bool {
        diagnostics.contains { $0.severity == .error && path.components.starts(with: $0.path.components) }
    }

    /// Decodes the root as `T`, reporting every problem, then checks the value's rules by
    /// walking the form `rules(value)` declares over this tape (its note, then its spec): each
    /// finding where the walk meets it, its offset from the tape, nothing encoded or resolved
    /// again.
    mutating func decode<T: Decodable>(_ type: T.Type, rules: (T) -> FormSpec) -> T? {
        let context = collectingContext()
        let value = context.decodeRoot(type)
        let decoded = diagnostics.count
        diagnostics.append(contentsOf: context.diagnostics)
        embeddedFacts.append(contentsOf: context.embeddedFacts)
        guard let value else { return nil }
        let broken = context.diagnostics.filter { $0.severity == .error }.map(\.path.components)
        let findings = walk(rules(value), buildsValue: false).walker.findings
        // One problem per place, as below: the decoder reported the broken ones. A value out
        // of range there is worded by the walk, which names the declared range (roomId's
        // 1...4294967294) where the decoder names the Swift type's (UInt32's, which would make
        // 0 a room). Other findings keep the decoder's words, which quote the value.
        for place in decoded..<diagnostics.count where diagnostics[place].code == .wireRange {
            let reported = diagnostics[place]
            if let walked = findings.first(where: { $0.code == reported.code && $0.path == reported.path }) {
                diagnostics[place].message = walked.message
            }
        }
        // The walk reports an embedded document's scanner warnings (a repeated key) as the
        // decoder did when it read that document: each once.
        let decodedHere = diagnostics[decoded...]
        diagnostics += findings.filter { finding in
            !broken.contains { finding.path.components.starts(with: $0) }
                && !decodedHere.contains {
                    $0.code == finding.code && $0.offset == finding.offset && $0.path == finding.path
                }
        }
        return value
    }

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

    var rootValue: JSONValue { JSONTapeValues.value(at: 0, in: tape, bytes: base) }
}
