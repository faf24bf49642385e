/// Finds the byte offset of a JSON path in a document, stepping into embedded documents, so
/// findings about decoded values can still point at a byte. A path that leads to a missing key
/// resolves to the object that lacks it.
struct OffsetResolver {
    let bytes: UnsafeRawBufferPointer
    let tape: JSONTape
    let options: JSONReaderOptions

    func offset(of path: JSONPath) -> Int? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), !tape.entries.isEmpty else {
            return nil
        }
        return Self.resolve(path.components[...], tape: tape, base: base, options: options)
    }

    private static func resolve(
        _ components: ArraySlice<JSONPath.Component>,
        tape: JSONTape,
        base: UnsafePointer<UInt8>,
        options: JSONReaderOptions
    ) -> Int {
        var index = 0
        var remaining = components
        while let component = remaining.first {
            let entry = tape.entries[index]
            switch component {
            case .key(let name):
                guard entry.kind == .object, let found = member(name, of: index, tape, base) else {
                    return Int(entry.offset)
                }
                index = found
            case .index(let position):
                guard entry.kind == .array, position >= 0, position < Int(entry.length) else {
                    return Int(entry.offset)
                }
                var child = index + 1
                for _ in 0..<position { child = Int(tape.entries[child].end) }
                index = child
            case .embedded:
                guard entry.kind == .string else { return Int(entry.offset) }
                let raw = JSONStringDecoding.rawBytes(entry, in: base)
                let inner = JSONStringDecoding.unescape(raw)
                let innerOffset = inner.withUnsafeBytes { buffer -> Int? in
                    var innerTape = JSONTape()
                    guard JSONScanner.scan(buffer, into: &innerTape, options: options) == nil,
                        let innerBase = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
                    else { return nil }
                    return resolve(remaining.dropFirst(), tape: innerTape, base: innerBase, options: options)
                }
                return Int(entry.offset) + 1 + EmbeddedOffsetMap.rawIndex(ofDecoded: innerOffset ?? 0, in: raw)
            }
            remaining = remaining.dropFirst()
        }
        return Int(tape.entries[index].offset)
    }

    private static func member(_ name: String, of object: Int, _ tape: JSONTape, _ base: UnsafePointer<UInt8>) -> Int? {
        name.withBorrowedUTF8 { bytes -> Int? in
            var found: Int?
            var key = object + 1
            let end = Int(tape.entries[object].end)
            while key + 1 < end {
                if WireKeyMatching.matches(tape.entries[key], bytes, base) { found = key + 1 }
                key = Int(tape.entries[key + 1].end)
            }
            return found
        }
    }
}
