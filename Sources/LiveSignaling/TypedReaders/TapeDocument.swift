/// A JSON document held in a string, scanned for a typed reader: its tape, and its root as an
/// object or as an array of objects.
struct TapeDocument: DocumentReading {
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    let base: UnsafePointer<UInt8>
    let options: JSONReaderOptions

    func rootObject() throws(TypedReadMiss) -> TapeObject {
        try TapeObject(entries, base, at: 0, options: options)
    }

    /// Reads each element of the root array with `read`; every element must be an object.
    func forEachRootObject(_ read: (inout TapeObject) throws(TypedReadMiss) -> Void) throws(TypedReadMiss) {
        guard let root = entries.first, root.kind == .array else { throw TypedReadMiss() }
        try TapeObject.forEachObject(in: 0, entries, base, options: options, read)
    }

    /// Scans `bytes` and hands the document to `read`; misses on any scan error or warning.
    static func read<Document>(
        _ bytes: UnsafeRawBufferPointer,
        options: JSONReaderOptions,
        _ read: (TapeDocument) throws(TypedReadMiss) -> Document
    ) throws(TypedReadMiss) -> Document {
        var tape = JSONTape()
        guard JSONScanner.scan(bytes, into: &tape, options: options) == nil, tape.warnings.isEmpty,
            let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else { throw TypedReadMiss() }
        return try tape.entries.withUnsafeBufferPointer { entries throws(TypedReadMiss) in
            try read(TapeDocument(entries: entries, base: base, options: options))
        }
    }
}
