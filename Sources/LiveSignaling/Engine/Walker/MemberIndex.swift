/// An object's members on the tape, found once: each key with its key entry, in document
/// order, a repeated key counted once at its last copy (as receivers keep the last).
struct MemberIndex {
    private(set) var ordered: [(key: String, keyIndex: Int)] = []

    init(_ document: SpecWalker.Document, object index: Int) {
        let object = document.entry(index)
        var key = index + 1
        while key + 1 < Int(object.end) {
            let name = JSONStringDecoding.decode(document.entry(key), in: document.base)
            if let seen = ordered.firstIndex(where: { $0.key == name }) {
                ordered.remove(at: seen)
            }
            ordered.append((name, key))
            key = Int(document.entry(key + 1).end)
        }
    }

    /// The value entry of the last member named `key`.
    func value(_ key: String) -> Int? { ordered.last { $0.key == key }.map { $0.keyIndex + 1 } }
}
