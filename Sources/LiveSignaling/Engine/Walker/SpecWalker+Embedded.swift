extension SpecWalker {
    /// The document held by the string at `index`: parsed from its unescaped bytes and walked
    /// with `spec`, its paths through `<json>` and its offsets mapped to the outer bytes. An
    /// empty string holds no document (a sender with nothing to say writes `""`).
    mutating func walkEmbedded(_ spec: ValueSpec, _ document: Document, _ index: Int) -> JSONValue? {
        let (raw, contentStart, inner) = Self.content(of: document.entry(index), in: document)
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
    /// app's own (a note); JSON past a reader limit, or broken on its way, is refused as any
    /// embedded document is; a document that is not an object is the wrong kind; an object is
    /// judged as `family`, its findings moved under this path and out to the outer bytes. The
    /// value built is the string as sent: the message belongs to the other family, which a
    /// reader decodes from it.
    mutating func walkAppMessage(_ family: WireFamily, _ document: Document, _ index: Int) -> JSONValue? {
        let entry = document.entry(index)
        let (raw, contentStart, inner) = Self.content(of: entry, in: document)
        let value: JSONValue? = buildsValue ? .string(String(decoding: inner, as: UTF8.self)) : nil
        guard !inner.isEmpty else { return value }
        // Scanned once: the tape says whether it is JSON, and is judged as the family.
        inner.withUnsafeBytes { buffer in
            var tape = JSONTape()
            if let error = JSONScanner.scan(buffer, into: &tape, options: options) {
                if ApplicationText.isText(inner, failedWith: error.code) {
                    report(ApplicationText.finding.code, entry, ApplicationText.finding.message)
                } else {
                    findings.append(
                        Diagnostic(
                            .wireEmbeddedJSON,
                            path: JSONPath(components: path),
                            offset: frames.outerThrough(
                                raw: raw,
                                contentStart: contentStart,
                                decoded: error.offset ?? 0
                            ),
                            message: "the string must hold a JSON document: \(error.message) [\(error.code)]"
                        )
                    )
                }
                return
            }
            guard let root = tape.entries.first, root.kind == .object else {
                // The document's own warnings (a repeated key) stand, as they do for any
                // document read in a string: only what its family would say of it is not asked.
                moveOut(tape.warnings, raw: raw, contentStart: contentStart)
                let start = inner.firstIndex { !JSONWhitespace.contains($0) } ?? 0
                findings.append(
                    Diagnostic(
                        .wireType,
                        path: JSONPath(components: path + [.embedded]),
                        offset: frames.outerThrough(raw: raw, contentStart: contentStart, decoded: start),
                        message: "expected an object, found \(Self.describe(tape.entries.first?.kind))"
                    )
                )
                return
            }
            // Judged as a verdict: no value is built for the carried message, whose bytes the
            // carrier's value keeps as its string.
            var judged = DecodedMessage(startingWith: family)
            let told = SignalDecoder(options: options).decode(
                scanned: tape,
                buffer,
                as: family,
                into: &judged,
                keeping: .verdict,
                tellingKind: carriedKind == nil
            )
            if carriedKind == nil { carriedKind = told.kind }
            moveOut(judged.diagnostics, raw: raw, contentStart: contentStart)
        }
        return value
    }

    /// The findings of a document carried in the string whose raw bytes are `raw` (its content
    /// starting at `contentStart`), moved under this path and out to the outer bytes.
    private mutating func moveOut(_ diagnostics: [Diagnostic], raw: UnsafeBufferPointer<UInt8>, contentStart: Int) {
        for diagnostic in diagnostics {
            var moved = diagnostic
            moved.path = JSONPath(components: path + [.embedded] + diagnostic.path.components)
            moved.offset = diagnostic.offset.map {
                frames.outerThrough(raw: raw, contentStart: contentStart, decoded: $0)
            }
            findings.append(moved)
        }
    }
}

extension SpecWalker {
    /// A string's bytes as written (`raw`), where they start in their document, and their
    /// text unescaped (`inner`): what an embedded document is read from and mapped back to.
    fileprivate static func content(
        of entry: JSONTape.Entry,
        in document: Document
    ) -> (raw: UnsafeBufferPointer<UInt8>, contentStart: Int, inner: [UInt8]) {
        let raw = JSONStringDecoding.rawBytes(entry, in: document.base)
        let inner = entry.flags & JSONTape.hasEscapes == 0 ? Array(raw) : JSONStringDecoding.unescape(raw)
        return (raw, Int(entry.offset) + 1, inner)
    }

    /// A value's kind, as findings name it.
    fileprivate static func describe(_ kind: JSONTape.Kind?) -> String {
        switch kind {
        case .null?, nil: "null"
        case .true?, .false?: "a boolean"
        case .number?: "a number"
        case .string?: "a string"
        case .array?: "an array"
        case .object?: "an object"
        }
    }
}

/// Text an application owns (a Tencent Chat custom element's `Data`) that is not JSON: the
/// reader failed on a syntax error, not a limit, and the text does not start like a JSON
/// container (`{"cmd":"like_msg"` cut short is JSON broken on its way, not the app's text).
enum ApplicationText {
    /// What such text is: a note at the string.
    static let finding = Variant.Case.Finding(
        .wireApplicationData,
        "the string is the app's own text, not JSON; passed on as it is"
    )

    /// Whether `bytes`, on which the reader failed with `code`, are such text: JSON failed as
    /// on no document, and not a container broken on its way (`{` or `[` first, past
    /// whitespace and a byte-order mark, which some editors write before a document).
    static func isText(_ bytes: some Collection<UInt8>, failedWith code: DiagnosticCode) -> Bool {
        guard code == .jsonSyntax || code == .jsonTrailingData else { return false }
        var rest = bytes.drop { JSONWhitespace.contains($0) }
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        let first = rest.first
        return first != UInt8(ascii: "{") && first != UInt8(ascii: "[")
    }

    /// Whether a string whose content starts with `first` (as written, a byte of valid UTF-8)
    /// is certainly such text, without reading it: no JSON value starts with that byte, so the
    /// reader fails on it at once with a syntax error (the document's size limit is the
    /// message's, which holds it). An escape, a byte a value may start with, or the first byte
    /// of a byte-order mark (which ``isText(_:failedWith:)`` steps over, to a `{` perhaps)
    /// says nothing.
    static func certainlyText(startingWith first: UInt8) -> Bool {
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"),
            UInt8(ascii: "\\"), 0xEF:
            false
        default: !JSONWhitespace.contains(first)
        }
    }
}
