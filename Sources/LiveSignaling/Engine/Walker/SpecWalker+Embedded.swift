extension SpecWalker {
    /// The document held by the string at `index`: parsed from its unescaped bytes and walked
    /// with `spec`, its paths through `<json>` and its offsets mapped to the outer bytes. An
    /// empty string holds no document (a sender with nothing to say writes `""`).
    mutating func walkEmbedded(_ spec: ValueSpec, _ document: Document, _ index: Int) -> JSONValue? {
        let entry = document.entry(index)
        let raw = JSONStringDecoding.rawBytes(entry, in: document.base)
        let contentStart = Int(entry.offset) + 1
        let inner: [UInt8] = entry.flags & JSONTape.hasEscapes == 0 ? Array(raw) : JSONStringDecoding.unescape(raw)
        guard !inner.isEmpty else { return buildsValue ? .string("") : nil }
        return inner.withUnsafeBytes { buffer -> JSONValue? in
            var tape = JSONTape()
            if let error = JSONScanner.scan(buffer, into: &tape, options: options) {
                findings.append(
                    Diagnostic(
                        .wireEmbeddedJSON,
                        path: JSONPath(components: path),
                        offset: frames.outerThrough(raw: raw, contentStart: contentStart, decoded: error.offset ?? 0),
                        message: "the string must hold a JSON document: \(error.message) [\(error.code)]"
                    )
                )
                return buildsValue ? .string(String(decoding: inner, as: UTF8.self)) : nil
            }
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            embeddedFacts.append(tape.facts)
            frames.push(raw: raw, contentStart: contentStart)
            path.append(.embedded)
            defer {
                path.removeLast()
                frames.pop()
            }
            for warning in tape.warnings {
                var moved = warning
                moved.path = JSONPath(components: path + warning.path.components)
                moved.offset = warning.offset.map { frames.outer($0) }
                findings.append(moved)
            }
            let value = walk(spec, root: Document(tape: tape, base: base))
            // Only a container is unwrapped: a document that is one string or number would
            // read back as a different string once written without its quotes.
            switch value {
            case .object?, .array?, nil: return value
            default: return .string(String(decoding: inner, as: UTF8.self))
            }
        }
    }
}

/// The strings the walk has stepped into, innermost last, to map an offset inside an embedded
/// document back to the outermost bytes: each level adds where its string's content starts and
/// the bytes its escapes take (`\"` is two bytes outside, one inside; an offset inside an
/// escape's output maps to its backslash).
struct OffsetFrames {
    private struct Frame {
        let raw: UnsafeBufferPointer<UInt8>
        let contentStart: Int
    }

    private var frames: [Frame] = []

    mutating func push(raw: UnsafeBufferPointer<UInt8>, contentStart: Int) {
        frames.append(Frame(raw: raw, contentStart: contentStart))
    }

    mutating func pop() { _ = frames.popLast() }

    /// The outermost offset of `local`, an offset in the innermost document.
    func outer(_ local: Int) -> Int {
        var offset = local
        for frame in frames.reversed() {
            offset = frame.contentStart + EmbeddedOffsetMap.rawIndex(ofDecoded: offset, in: frame.raw)
        }
        return offset
    }

    /// The outermost offset of decoded byte `decoded` of a string (not pushed) whose content
    /// starts at `contentStart` in the innermost document.
    func outerThrough(raw: UnsafeBufferPointer<UInt8>, contentStart: Int, decoded: Int) -> Int {
        outer(contentStart + EmbeddedOffsetMap.rawIndex(ofDecoded: decoded, in: raw))
    }
}

extension SpecWalker {
    /// The string at `index` as an ``ValueSpec/appMessage(_:)``: text that is not JSON is the
    /// app's own (a note); JSON past a reader limit is refused as any embedded document is;
    /// any other document is judged as `family`, its findings moved under this path and out
    /// to the outer bytes. The value built is the document, unwrapped, or the text.
    mutating func walkAppMessage(_ family: WireFamily, _ document: Document, _ index: Int) -> JSONValue? {
        let entry = document.entry(index)
        let raw = JSONStringDecoding.rawBytes(entry, in: document.base)
        let contentStart = Int(entry.offset) + 1
        let inner: [UInt8] = entry.flags & JSONTape.hasEscapes == 0 ? Array(raw) : JSONStringDecoding.unescape(raw)
        let builds = buildsValue
        func text() -> JSONValue? { builds ? .string(String(decoding: inner, as: UTF8.self)) : nil }
        guard !inner.isEmpty else { return text() }
        let read = JSONReader(options: options).read(inner)
        if read.value == nil, let error = read.diagnostics.first(where: { $0.severity == .error }) {
            guard ApplicationText.isText(error) else { return walkEmbedded(.any, document, index) }
            report(.wireApplicationData, entry, "the string is the app's own text, not JSON; passed on as it is")
            return text()
        }
        let decoded = SignalDecoder(options: options).decode(inner, as: family)
        for diagnostic in decoded.diagnostics {
            var moved = diagnostic
            moved.path = JSONPath(components: path + [.embedded] + diagnostic.path.components)
            moved.offset = diagnostic.offset.map {
                frames.outerThrough(raw: raw, contentStart: contentStart, decoded: $0)
            }
            findings.append(moved)
        }
        guard buildsValue else { return nil }
        switch read.value {
        case .object?, .array?: return read.value
        default: return text()
        }
    }
}

/// Whether a reader's error says the bytes are not JSON at all (text the application owns)
/// rather than JSON past a limit.
enum ApplicationText {
    static func isText(_ error: Diagnostic) -> Bool {
        error.code == .jsonSyntax || error.code == .jsonTrailingData
    }
}
