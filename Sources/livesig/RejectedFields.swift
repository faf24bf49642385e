import LiveSignaling

/// The fields a message's errors point at. Where the wire's value was rejected, the decoded
/// value is a stand-in (`mic: false` for the wire's `"on"`), so `inspect` shows the wire's own
/// value there, marked, instead of a value nobody sent.
struct RejectedFields {
    /// Paths relative to the fields (an envelope's `payload<json>` removed), each with the
    /// value on the wire, or nil when the key is not there at all.
    private(set) var values: [JSONPath: JSONValue?] = [:]

    init(_ decoded: CaptureDecoder.Line, bytes: [UInt8]) {
        let prefix: [JSONPath.Component] = decoded.isEnvelope ? [.key("payload"), .embedded] : []
        let document = JSONReader().read(bytes).value
        for diagnostic in decoded.result.diagnostics where diagnostic.severity == .error {
            let components = diagnostic.path.components
            guard components.count > prefix.count, components.starts(with: prefix) else { continue }
            let relative = JSONPath(components: Array(components.dropFirst(prefix.count)))
            values[relative] = document.flatMap { Self.value(at: components[...], in: $0) }
        }
    }

    func contains(_ path: JSONPath) -> Bool { values[path] != nil }

    /// The fields with each rejected value put back as it was on the wire.
    func applied(to fields: JSONValue) -> JSONValue {
        var fields = fields
        for (path, value) in values {
            guard let value else { continue }
            Self.replace(at: path.components.filter { $0 != .embedded }[...], with: value, in: &fields)
        }
        return fields
    }

    private static func value(at path: ArraySlice<JSONPath.Component>, in document: JSONValue) -> JSONValue? {
        guard let first = path.first else { return document }
        let rest = path.dropFirst()
        switch (first, document) {
        case (.key(let key), .object(let object)):
            return object[key].flatMap { value(at: rest, in: $0) }
        case (.index(let index), .array(let elements)):
            return elements.indices.contains(index) ? value(at: rest, in: elements[index]) : nil
        case (.embedded, .string(let text)):
            return JSONReader().read(Array(text.utf8)).value.flatMap { value(at: rest, in: $0) }
        default:
            return nil
        }
    }

    private static func replace(at path: ArraySlice<JSONPath.Component>, with new: JSONValue, in value: inout JSONValue)
    {
        guard let first = path.first else {
            value = new
            return
        }
        switch (first, value) {
        case (.key(let key), .object(var object)):
            guard var child = object[key] else { return }
            replace(at: path.dropFirst(), with: new, in: &child)
            object[key] = child
            value = .object(object)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            replace(at: path.dropFirst(), with: new, in: &elements[index])
            value = .array(elements)
        default:
            return
        }
    }
}
