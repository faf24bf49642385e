/// An object's members on the tape, each key once at its last copy (as receivers keep the
/// last), in document order: the walk's view of an object in a document with a repeated key.
/// Keys are told apart by their decoded bytes, as the scanner tells repeats and as the C
/// walker compares keys; a dictionary, so an object of thousands of keys costs what its keys
/// do, not their square.
struct MemberIndex {
    private(set) var ordered: [(key: String, keyIndex: Int)] = []

    init(_ document: SpecWalker.Document, object index: Int) {
        let object = document.entry(index)
        var places: [[UInt8]: Int] = [:]
        var repeated = false
        var key = index + 1
        while key + 1 < Int(object.end) {
            let entry = document.entry(key)
            let raw = JSONStringDecoding.rawBytes(entry, in: document.base)
            let bytes = entry.flags & JSONTape.hasEscapes == 0 ? Array(raw) : JSONStringDecoding.unescape(raw)
            if let seen = places[bytes] {
                ordered[seen].keyIndex = -1
                repeated = true
            }
            places[bytes] = ordered.count
            ordered.append((String(decoding: bytes, as: UTF8.self), key))
            key = Int(document.entry(key + 1).end)
        }
        // Earlier copies of a repeated key are dropped, keeping document order.
        if repeated { ordered.removeAll { $0.keyIndex < 0 } }
    }
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
