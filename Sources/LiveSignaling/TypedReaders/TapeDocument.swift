/// A JSON document held in a string, scanned for a typed reader: its tape, the facts of its
/// formatting, and its root as an object or as an array of objects.
struct TapeDocument {
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    let base: UnsafePointer<UInt8>
    let options: JSONReaderOptions

    func rootObject() throws(TypedReadMiss) -> TapeObject {
        try TapeObject(entries, base, at: 0, options: options)
    }

    /// The root array's elements, each of which must be an object.
    func rootObjects() throws(TypedReadMiss) -> [TapeObject] {
        guard let root = entries.first, root.kind == .array else { throw TypedReadMiss() }
        var objects: [TapeObject] = []
        objects.reserveCapacity(Int(root.length))
        var element = 1
        while element < Int(root.end) {
            objects.append(try TapeObject(entries, base, at: element, options: options))
            element = Int(entries[element].end)
        }
        return objects
    }

    /// Scans `bytes` and hands the document to `read`; misses on any scan error or warning.
    static func read<Document>(
        _ bytes: UnsafeRawBufferPointer,
        options: JSONReaderOptions,
        _ read: (TapeDocument) throws(TypedReadMiss) -> Document
    ) throws(TypedReadMiss) -> (Document, JSONDocumentFacts) {
        var tape = JSONTape()
        guard JSONScanner.scan(bytes, into: &tape, options: options) == nil, tape.warnings.isEmpty,
            let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else { throw TypedReadMiss() }
        let document = try tape.entries.withUnsafeBufferPointer { entries throws(TypedReadMiss) in
            try read(TapeDocument(entries: entries, base: base, options: options))
        }
        return (document, tape.facts)
    }
}
