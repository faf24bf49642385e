extension WireDecoderImpl {
    /// Decodes the JSON document held by the string at this decoder's value. Diagnostics inside
    /// it carry paths through `<json>` and offsets in the outermost document.
    func decodeEmbedded<Document: Decodable>(_ type: Document.Type) throws -> EmbeddedDecodeResult<Document> {
        guard !isAbsent else { return .empty }
        let entry = context.tape.entries[self.entry]
        guard entry.kind == .string else {
            try context.report(
                .wireType,
                entry: self.entry,
                localOffset: Int(entry.offset),
                message: "expected a string holding a JSON document, found \(describe(self.entry))"
            )
            return .unparsed("")
        }
        let raw = JSONStringDecoding.rawBytes(entry, in: context.base)
        let inner: [UInt8] = entry.flags & JSONTape.hasEscapes == 0 ? Array(raw) : JSONStringDecoding.unescape(raw)
        if inner.isEmpty { return .empty }
        let map = EmbeddedOffsetMap(parent: context, stringEntry: self.entry)
        return try inner.withUnsafeBytes { buffer throws -> EmbeddedDecodeResult<Document> in
            var tape = JSONTape()
            if let error = JSONScanner.scan(buffer, into: &tape, options: context.options) {
                // Text that is not JSON is the app's; JSON past a reader limit is still refused.
                if Document.self is any ApplicationDefinedDocument.Type,
                    ApplicationText.isText(inner, failedWith: error.code)
                {
                    try context.report(
                        ApplicationText.finding.code,
                        entry: self.entry,
                        localOffset: Int(entry.offset),
                        message: ApplicationText.finding.message
                    )
                    return .unparsed(String(decoding: inner, as: UTF8.self))
                }
                let prefix = context.path(of: self.entry).embedded
                let place =
                    error.path.components.isEmpty
                    ? "" : " at \(JSONPath(components: prefix.components + error.path.components))"
                try context.record(
                    Diagnostic(
                        .wireEmbeddedJSON,
                        path: context.path(of: self.entry),
                        offset: map.outerOffset(of: error.offset ?? 0),
                        message: "the string must hold a JSON document: \(error.message)\(place) [\(error.code)]"
                    )
                )
                return .unparsed(String(decoding: inner, as: UTF8.self))
            }
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return .empty }
            let prefix = context.path(of: self.entry).embedded
            let nested = WireDecodingContext(
                base: base,
                count: buffer.count,
                tape: tape,
                mode: context.mode,
                options: context.options,
                userInfo: context.userInfo,
                pathPrefix: prefix,
                offsetMap: map
            )
            if !tape.warnings.isEmpty {
                nested.absorb(
                    tape.warnings.map { warning in
                        var moved = warning
                        moved.path = JSONPath(components: prefix.components + warning.path.components)
                        moved.offset = warning.offset.map { map.outerOffset(of: $0) }
                        return moved
                    }
                )
            }
            let document: Document
            do {
                document = try Document(from: WireDecoderImpl(context: nested, entry: 0))
            } catch let error as Diagnostic {
                context.absorb(nested.diagnostics)
                throw error
            }
            context.absorb(nested.diagnostics)
            context.embeddedFacts.append(tape.facts)
            context.embeddedFacts.append(contentsOf: nested.embeddedFacts)
            return .document(document, facts: tape.facts)
        }
    }
}

/// What a string holding JSON turned out to hold.
enum EmbeddedDecodeResult<Document> {
    case empty
    case document(Document, facts: JSONDocumentFacts)
    case unparsed(String)
}
