/// An object's members on the tape, found once: each key with its key entry, in document
/// order, a repeated key counted once at its last copy (as receivers keep the last).
struct MemberIndex {
    private(set) var ordered: [(key: String, keyIndex: Int)] = []
    /// Each key's place in `ordered`; a dictionary, so an object of thousands of keys costs
    /// what its keys do, not their square.
    private var places: [String: Int] = [:]

    init(_ document: SpecWalker.Document, object index: Int) {
        let object = document.entry(index)
        var repeated = false
        var key = index + 1
        while key + 1 < Int(object.end) {
            let name = JSONStringDecoding.decode(document.entry(key), in: document.base)
            if let seen = places[name] {
                ordered[seen].keyIndex = -1
                repeated = true
            }
            places[name] = ordered.count
            ordered.append((name, key))
            key = Int(document.entry(key + 1).end)
        }
        // Earlier copies of a repeated key are dropped, keeping document order.
        if repeated {
            ordered.removeAll { $0.keyIndex < 0 }
            places = Dictionary(ordered.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { $1 })
        }
    }

    /// The value entry of the last member named `key`.
    func value(_ key: String) -> Int? { places[key].map { ordered[$0].keyIndex + 1 } }
}

/// An object's key entries on the tape, in document order, repeated keys and all: the walk's
/// view when the document has no repeated key, with nothing allocated.
struct MemberKeys: IteratorProtocol {
    private let document: SpecWalker.Document
    private let end: Int
    private var key: Int

    init(_ document: SpecWalker.Document, object index: Int) {
        self.document = document
        end = Int(document.entry(index).end)
        key = index + 1
    }

    mutating func next() -> Int? {
        guard key + 1 < end else { return nil }
        defer { key = Int(document.entry(key + 1).end) }
        return key
    }
}
