import LiveSignaling

/// A message *unwrapped*: the JSON as sent, with each string that carries a document replaced
/// by the document's parsed value, so that any JSON Schema validator, run with its defaults,
/// checks inside it (Schemas/unwrapped/ holds the schemas of this form).
///
/// Which strings carry documents is what the decoder found (``MessageInspection``'s
/// embedded paths), and for a capture envelope its payload: nothing else is touched, so a
/// chat text that happens to look like JSON stays a string. Everything else is the value as
/// sent, faulty values included, for the schema to judge.
enum Unwrapping {
    /// Nil when the bytes are not JSON.
    static func unwrap(_ bytes: [UInt8], decoded: CaptureDecoder.Line) -> JSONValue? {
        guard var value = JSONReader().read(bytes).value else { return nil }
        let inspection = MessageInspection(decoded.result)
        var paths = inspection?.embeddedDocuments.map(\.components) ?? []
        // The payload (a string, except room attributes') is a document when the line carries a
        // message and the decoder read one there, not a bullet text such as "666"; a payload
        // no family took is expanded too, for the schema to refuse as the decoder did.
        if decoded.isEnvelope, decoded.carriesMessage, inspection.map({ $0.fields.isContainer }) ?? true {
            let payload: [JSONPath.Component] = [.key("payload")]
            paths = [payload] + paths.map { payload + [.embedded] + $0 }
        } else if decoded.isEnvelope {
            paths = []
        }
        // Outer documents come first, so an inner path finds its container already expanded.
        for path in paths {
            value = expand(value, at: path[...])
        }
        return value
    }

    /// `value` with the string at `path` replaced by the document it holds; an `<json>` step
    /// passes through a container (a document expanded before).
    private static func expand(_ value: JSONValue, at path: ArraySlice<JSONPath.Component>) -> JSONValue {
        guard let step = path.first else {
            guard case .string(let text) = value, let document = JSONReader().read(Array(text.utf8)).value,
                document.isContainer
            else { return value }
            return document
        }
        let rest = path.dropFirst()
        switch (step, value) {
        case (.key(let key), .object(var object)):
            // Receivers keep the last of a repeated key, and so did the decoder.
            guard let index = object.members.lastIndex(where: { $0.key == key }) else { return value }
            object.members[index].value = expand(object.members[index].value, at: rest)
            return .object(object)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            elements[index] = expand(elements[index], at: rest)
            return .array(elements)
        case (.embedded, .object), (.embedded, .array):
            return expand(value, at: rest)
        default:
            return value
        }
    }
}
