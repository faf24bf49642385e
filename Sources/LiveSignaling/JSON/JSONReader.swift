/// The outcome of reading one JSON text: the value (when the text is JSON), every finding, and
/// what the bytes reveal about their writer.
public struct JSONReadResult: Sendable {
    /// The value the text holds, or `nil` when the text is not one acceptable JSON value or breaks a limit.
    public var value: JSONValue?
    /// The failure that stopped the read, if any, then warnings such as repeated keys.
    public var diagnostics: [Diagnostic]
    /// Layout and escaping seen in the bytes, which tell which client's ``JSONStyle`` wrote them.
    public var facts: JSONDocumentFacts

    /// True when the text is one acceptable JSON value (warnings allowed).
    public var isValid: Bool { value != nil }
}

/// Reads JSON text strictly (RFC 8259) within explicit limits.
///
/// ```swift
/// let result = JSONReader().read(Array(#"{"a":[1,2.0]}"#.utf8))
/// result.value        // .object(["a": [1, 2.0]])
/// result.diagnostics  // []
/// ```
public struct JSONReader: Sendable {
    /// The limits every read is held to.
    public var options: JSONReaderOptions

    /// Makes a reader held to `options`, by default ``JSONReaderOptions/default``.
    public init(options: JSONReaderOptions = .default) { self.options = options }

    /// Reads one JSON text from UTF-8 bytes, copying them first only when they are not contiguous.
    public func read(_ bytes: some Sequence<UInt8>) -> JSONReadResult {
        if let result = bytes.withContiguousStorageIfAvailable({ read(UnsafeRawBufferPointer($0)) }) {
            return result
        }
        let contiguous = ContiguousArray(bytes)
        return contiguous.withUnsafeBytes { read($0) }
    }

    /// Reads from memory the caller owns; nothing is copied except decoded strings.
    public func read(_ bytes: UnsafeRawBufferPointer) -> JSONReadResult {
        var tape = JSONTape()
        var scanner = JSONScanner(options: options)
        do {
            try scanner.scan(bytes, into: &tape)
        } catch {
            return JSONReadResult(value: nil, diagnostics: [error], facts: tape.facts)
        }
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            return JSONReadResult(value: nil, diagnostics: [], facts: tape.facts)
        }
        let value = JSONTapeValues.value(at: 0, in: tape, bytes: base)
        return JSONReadResult(value: value, diagnostics: tape.warnings, facts: tape.facts)
    }
}

/// Builds ``JSONValue``s from a tape. Recursion is bounded by the tape's depth, which the
/// scanner limited to ``JSONReaderOptions/maximumDepth``.
enum JSONTapeValues {
    /// A short description of a value for messages, the value shown where it is short:
    /// `the number 42`, `the string "x"`, `an object`. Every reader that reports a value of
    /// the wrong kind names it so.
    static func describe(_ value: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> String {
        switch value.kind {
        case .object: return "an object"
        case .array: return "an array"
        case .null: return "null"
        case .true: return "true"
        case .false: return "false"
        case .number: return "the number " + number(value, base).lexeme
        case .string:
            let text = JSONStringDecoding.decode(value, in: base)
            // Forty bytes are at most forty characters: counting characters walks the text.
            let shown = text.utf8.count > 40 && text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "the string " + DiagnosticText.quoted(shown)
        }
    }

    static func value(at index: Int, in tape: JSONTape, bytes base: UnsafePointer<UInt8>) -> JSONValue {
        guard index < tape.entries.count else { return .null }
        let entry = tape.entries[index]
        switch entry.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .string: return .string(JSONStringDecoding.decode(entry, in: base))
        case .number: return .number(number(entry, base))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(entry.length))
            var child = index + 1
            while child < Int(entry.end) {
                elements.append(value(at: child, in: tape, bytes: base))
                child = Int(tape.entries[child].end)
            }
            return .array(elements)
        case .object:
            var members: [JSONObject.Member] = []
            members.reserveCapacity(Int(entry.length))
            var key = index + 1
            while key + 1 < Int(entry.end) {
                let name = JSONStringDecoding.decode(tape.entries[key], in: base)
                members.append(.init(key: name, value: value(at: key + 1, in: tape, bytes: base)))
                key = Int(tape.entries[key + 1].end)
            }
            return .object(JSONObject(members))
        }
    }

    static func number(_ entry: JSONTape.Entry, _ base: UnsafePointer<UInt8>) -> JSONNumber {
        let bytes = UnsafeBufferPointer(start: base + Int(entry.offset), count: Int(entry.length))
        return JSONNumber(validatedLexeme: String(decoding: bytes, as: UTF8.self))
    }
}
